import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Header from '../../../src/features/layout/Header';
import { baseApi } from '../../../src/api/baseApi';
import { loggedOut } from '../../../src/features/user/actions';
import { navigation } from '../../../src/app/navigation';
import { selectToken, selectUser } from '../../../src/features/user/userSlice';
import da from '../../../translations/da.json';
import { mockStore } from '../mockStore';
import { renderWithProviders } from '../renderWithProviders';
import { cartLines, cartWith, mette, setupStore } from './fixtures';

describe('Header', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows a login button with a tooltip to anonymous visitors, and no account menu or cart', async () => {
    const store = setupStore();
    renderWithProviders(<Header />, { store, initialEntries: ['/en/tools'] });

    const login = screen.getByRole('link', { name: 'Log in' });
    expect(login).toHaveAttribute('href', '/en/login?returnUrl=%2Fen%2Ftools');
    expect(login).toHaveAccessibleDescription('Log in to see your prices and order');
    expect(screen.getByRole('tooltip', { hidden: true })).toHaveTextContent('Log in to see your prices and order');
    await userEvent.hover(login);
    expect(screen.getByRole('tooltip')).toBeVisible();

    expect(screen.queryByRole('button', { name: 'Customer centre' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Cart/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'B2B Shop – go to the home page' })).toHaveAttribute('href', '/en');
  });

  it('shows the user name, logout, the customer-centre menu and a cart button without badge when the cart is empty', async () => {
    const store = setupStore({ user: mette, cart: cartWith([]) });
    renderWithProviders(<Header />, { store });

    expect(screen.getByText('Mette Hansen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();

    const cart = screen.getByRole('link', { name: 'Cart' });
    expect(cart).toHaveAttribute('href', '/en/cart');
    expect(cart.textContent).toBe('');

    const menuButton = screen.getByRole('button', { name: 'Customer centre' });
    expect(menuButton).toHaveAttribute('aria-haspopup', 'menu');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await userEvent.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const menu = await screen.findByRole('menu', { name: 'Customer centre' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Profile',
      'Invoices',
      'Orders',
      'Credit memos',
      'Download price list',
    ]);
    expect(items[0]).toHaveFocus();
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/en/customercenter/profile');
    expect(within(menu).getByRole('menuitem', { name: 'Invoices' })).toHaveAttribute('href', '/en/kundecenter/fakturaer');
    expect(within(menu).getByRole('menuitem', { name: 'Orders' })).toHaveAttribute('href', '/en/kundecenter/ordre');
    expect(within(menu).getByRole('menuitem', { name: 'Credit memos' })).toHaveAttribute(
      'href',
      '/en/kundecenter/kreditnotaer',
    );
    const download = within(menu).getByRole('menuitem', { name: 'Download price list' });
    // A customer user downloads the price list (__tests__/web/account/priceList.test.tsx).
    expect(download).not.toHaveAttribute('aria-disabled');

    await userEvent.keyboard('{ArrowUp}');
    expect(download).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });

  it('wires the price list download when a handler is given', async () => {
    const onDownloadPriceList = jest.fn();
    renderWithProviders(<Header onDownloadPriceList={onDownloadPriceList} />, { store: setupStore({ user: mette }) });
    await userEvent.click(screen.getByRole('button', { name: 'Customer centre' }));
    const download = screen.getByRole('menuitem', { name: 'Download price list' });
    expect(download).not.toHaveAttribute('aria-disabled');
    await userEvent.click(download);
    expect(onDownloadPriceList).toHaveBeenCalledTimes(1);
  });

  it('shows the badge only when the cart is not empty; it counts the products (top-level lines), not units', () => {
    const cart = cartWith([
      cartLines.line('a', 2),
      cartLines.line('b', 1),
      cartLines.line('b-sub', 5, { parentId: 'b' }),
      cartLines.line('fee', 1, { type: 'generated' }),
    ]);
    renderWithProviders(<Header />, { store: setupStore({ user: mette, cart }) });
    // A cart that is not empty: the cart button opens the mini-cart (__tests__/web/cart/MiniCart.test.tsx).
    const button = screen.getByRole('button', { name: 'Cart, 2 items' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveTextContent('2');
  });

  it('counts 12.5 m of cable and 8 screws as 2 products (issue 16: it read 20.5)', () => {
    const cart = cartWith([
      cartLines.line('a', 12.5, { productKey: { productId: 'CABLE', unitOfMeasure: 'M', variantId: null }, allowsDecimals: true }),
      cartLines.line('b', 8),
    ]);
    renderWithProviders(<Header />, { store: setupStore({ locale: 'da', user: mette, cart }), initialEntries: ['/'], locale: 'da-DK', messages: da });
    const button = screen.getByRole('button', { name: 'Kurv, 2 varer' });
    expect(button).toHaveTextContent(/^2$/);
  });

  it('uses the localised paths of the active language', () => {
    renderWithProviders(<Header />, { store: setupStore({ locale: 'da', user: mette }), initialEntries: ['/'] });
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/kurv');
    expect(screen.getByRole('link', { name: 'B2B Shop – go to the home page' })).toHaveAttribute('href', '/');
  });

  it('shows an on-behalf-of notice linking to the impersonation page while impersonating', () => {
    const user = { ...mette, roles: ['impersonation'], extraInfo: { ...mette.extraInfo, impersonatorName: 'Sara Sales' } };
    renderWithProviders(<Header />, { store: setupStore({ user }) });
    const notice = screen.getByRole('link', { name: 'Acting on behalf of Mette Hansen (Hansen Byg ApS)' });
    expect(notice).toHaveAttribute('href', '/en/impersonation');
    // The person at the keyboard is the sales rep.
    expect(screen.getByText('Sara Sales')).toBeInTheDocument();
  });

  it('has no on-behalf-of notice for an ordinary login', () => {
    renderWithProviders(<Header />, { store: setupStore({ user: mette }) });
    expect(screen.queryByRole('link', { name: /Acting on behalf of/ })).not.toBeInTheDocument();
  });

  it('logs out from the top bar: clears the session and loads the localised home page', async () => {
    const navigateTo = jest.spyOn(navigation, 'navigateTo').mockImplementation(() => undefined);
    const store = setupStore({ user: mette });
    renderWithProviders(<Header />, { store });
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(selectUser(store.getState())).toBeNull();
    expect(selectToken(store.getState()).token).toBeNull();
    expect(navigateTo).toHaveBeenCalledWith('/en');
  });

  it("the top bar's 'Log out' dispatches the logout: loggedOut, then the API cache reset (mock store)", async () => {
    const navigateTo = jest.spyOn(navigation, 'navigateTo').mockImplementation(() => undefined);
    const store = mockStore(setupStore({ user: mette }).getState());
    renderWithProviders(<Header />, { store });
    store.clearActions(); // what the header dispatches on its own (the menus closed on a new page) is not the button's
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(store.dispatched().map((action) => action.type)).toEqual([loggedOut.type, baseApi.util.resetApiState().type]);
    expect(navigateTo).toHaveBeenCalledWith('/en');
  });

  it('opens the burger menu as a dialog with expandable levels and closes it with Escape', async () => {
    const tools = {
      id: 'tools', name: 'Tools', url: '/en/tools', externalLink: null, parentId: null, menus: ['primary' as const],
      children: [
        { id: 'saws', name: 'Saws', url: '/en/tools/saws', externalLink: null, parentId: 'tools', menus: ['primary' as const], children: [] },
      ],
    };
    renderWithProviders(<Header />, { store: setupStore({ menus: { primary: [tools] } }) });
    const burger = screen.getByRole('button', { name: 'Open menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(burger);
    // The burger menu is a chunk of its own, loaded on first use.
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    expect(within(dialog).queryByRole('link', { name: 'Saws' })).not.toBeInTheDocument();
    const expand = within(dialog).getByRole('button', { name: 'Show the pages under Tools' });
    await userEvent.click(expand);
    expect(expand).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('link', { name: 'Saws' })).toHaveAttribute('href', '/en/tools/saws');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(burger).toHaveFocus();

    // A route change (following a link in it) closes it too.
    await userEvent.click(burger);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Tools' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
