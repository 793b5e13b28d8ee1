import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import Header from '../../../src/features/layout/Header';
import { lineRemoved } from '../../../src/features/cart/cartSlice';
import da from '../../../translations/da.json';
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
    const button = screen.getByRole('button', { name: 'Cart, 2 items' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);

    const dialog = await screen.findByRole('dialog', { name: 'Your order' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Your order' })).toBeInTheDocument();
    expect(within(dialog).getByText('2 items in the cart')).toBeInTheDocument();
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
    const button = screen.getByRole('button', { name: 'Cart, 2 items' });
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
    await userEvent.click(screen.getByRole('button', { name: 'Cart, 2 items' }));
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

  it('anonymous visitors with an empty cart have no cart button (SPEC §6)', () => {
    calculatingServer();
    renderHeader(shopStore({ cart: cartWith([]) }));
    expect(screen.queryByRole('button', { name: /^Cart/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Cart/ })).not.toBeInTheDocument();
  });

  it('a visitor who put something in the cart gets the button with the badge and the mini-cart (issue 16)', async () => {
    const { fetchMock } = calculatingServer();
    renderHeader(shopStore({ cart: twoLines() }));
    await userEvent.click(screen.getByRole('button', { name: 'Cart, 2 items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your order' });
    // Calculated without saving (anonymous), with the lines and the way to the cart page (and its login).
    expect(await within(dialog).findByText('DKK 31,50')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([request]) => new URL((request as Request).url).pathname)).toContain(
      '/api/Cart/CalculateCartWithoutSaving',
    );
    expect(within(dialog).getByRole('list', { name: 'Products' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Show cart' })).toHaveAttribute('href', '/en/cart');
  });
});

describe('the mini-cart’s lines (issue 16 item 8)', () => {
  const cable = { productId: 'CABLE', unitOfMeasure: 'M', variantId: null };

  it('lists the products, the latest first: name, quantity with its unit in the language’s format, amount', async () => {
    calculatingServer();
    const cart = cartWith([
      line('LINE0', 2, { text: 'Drill' }),
      line('LINE1', 12.5, { text: 'Cable', productKey: cable, allowsDecimals: true }),
      line('SUB', 1, { text: 'Drill bit', parentId: 'LINE0' }),
    ]);
    const store = shopStore({
      loggedIn: true,
      locale: 'da',
      cart,
      calculatedLines: [
        pricedLine('LINE0', 2, 100, 0, { text: 'Drill' }),
        pricedLine('LINE1', 12.5, 8, 0, { text: 'Cable', productKey: cable }),
        pricedLine('SUB', 1, 5, 0, { text: 'Drill bit', parentId: 'LINE0' }),
      ],
    });
    renderWithProviders(<Header />, { store, initialEntries: ['/'], locale: 'da-DK', messages: da });
    await userEvent.click(screen.getByRole('button', { name: 'Kurv, 2 varer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Din ordre' });
    const items = within(within(dialog).getByRole('list', { name: 'Varer' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Cable12,5 MDKK 100,00', 'Drill2 STKDKK 200,00']);
    expect(within(dialog).getByText('2 varer i kurven')).toBeInTheDocument();
  });

  it('shows the newest five and says how many more there are', async () => {
    calculatingServer();
    const lines = Array.from({ length: 7 }, (_, i) => line(`LINE${i}`, 1, { text: `Product ${i}` }));
    renderHeader(shopStore({ loggedIn: true, cart: cartWith(lines) }));
    await userEvent.click(screen.getByRole('button', { name: 'Cart, 7 items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your order' });
    const items = within(within(dialog).getByRole('list', { name: 'Products' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('span')?.textContent)).toEqual(['Product 6', 'Product 5', 'Product 4', 'Product 3', 'Product 2']);
    expect(within(dialog).getByText('2 more products in the cart')).toBeInTheDocument();
  });
});
