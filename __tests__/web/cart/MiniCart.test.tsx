import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import Header from '../../../src/features/layout/Header';
import { lineRemoved } from '../../../src/features/cart/cartSlice';
import { renderWithProviders } from '../renderWithProviders';
import { calculatingServer, cartWith, line, pricedLine, shopStore } from './fixtures';

function renderHeader(store: ReturnType<typeof shopStore>) {
  return renderWithProviders(
    <>
      <Header />
      <Routes>
        <Route path="/en" element={<h1>Home page</h1>} />
        <Route path="/en/cart" element={<h1>Cart page</h1>} />
      </Routes>
    </>,
    { store, initialEntries: ['/en'] },
  );
}

const twoLines = () => cartWith([line('LINE0', 2, { text: 'Drill' }), line('LINE1', 1, { text: 'Saw' })]);

describe('header cart button and mini-cart (SPEC §2)', () => {
  it('opens the mini-cart from the cart button: order title, summary, show-cart; it calculates on opening', async () => {
    const { requests } = calculatingServer();
    renderHeader(shopStore({ loggedIn: true, cart: twoLines() }));
    const button = screen.getByRole('button', { name: 'Cart, 3 items' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);

    const dialog = await screen.findByRole('dialog', { name: 'Your order' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Your order' })).toBeInTheDocument();
    expect(within(dialog).getByText('3 items in the cart')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    // the calculation arrives: subtotal 30.00 + the environmental fee
    expect(await within(dialog).findByText('DKK 31,50')).toBeInTheDocument();
    expect(within(dialog).getByText('Total excl. VAT')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Home page' })).toBeInTheDocument(); // no navigation

    await userEvent.click(within(dialog).getByRole('link', { name: 'Show cart' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Cart page' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument(); // closed by the route change
  });

  it('calculates only once when opened again while calculated; Escape closes and focus returns to the button', async () => {
    const { requests } = calculatingServer();
    renderHeader(shopStore({ loggedIn: true, cart: twoLines(), calculatedLines: [pricedLine('LINE0', 2, 10), pricedLine('LINE1', 1, 10)] }));
    const button = screen.getByRole('button', { name: 'Cart, 3 items' });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Your order' });
    expect(within(dialog).getByText('Total excl. VAT')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    await userEvent.click(button);
    await screen.findByRole('dialog', { name: 'Your order' });
    expect(requests).toHaveLength(0);
  });

  it('keeps Tab inside the panel', async () => {
    calculatingServer();
    renderHeader(shopStore({ loggedIn: true, cart: twoLines(), calculatedLines: [pricedLine('LINE0', 2, 10), pricedLine('LINE1', 1, 10)] }));
    await userEvent.click(screen.getByRole('button', { name: 'Cart, 3 items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your order' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const showCart = within(dialog).getByRole('link', { name: 'Show cart' });
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(showCart).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(showCart).toHaveFocus();
  });

  it('closes when the cart becomes empty; an empty cart’s button goes to the cart page', async () => {
    calculatingServer();
    const store = shopStore({ loggedIn: true, cart: cartWith([line('LINE0', 1, { text: 'Drill' })]) });
    renderHeader(store);
    await userEvent.click(screen.getByRole('button', { name: 'Cart, 1 item' }));
    await screen.findByRole('dialog', { name: 'Your order' });
    act(() => {
      store.dispatch(lineRemoved('LINE0'));
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // an empty cart: a link to the cart page
    const link = screen.getByRole('link', { name: 'Cart' });
    expect(link).toHaveAttribute('href', '/en/cart');
    expect(link).toHaveFocus(); // focus came back from the closed panel
    await userEvent.click(link);
    expect(screen.getByRole('heading', { level: 1, name: 'Cart page' })).toBeInTheDocument();
  });

  it('anonymous visitors have no cart button (SPEC §6)', () => {
    calculatingServer();
    renderHeader(shopStore({ cart: twoLines() }));
    expect(screen.queryByRole('button', { name: /^Cart/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Cart/ })).not.toBeInTheDocument();
  });
});
