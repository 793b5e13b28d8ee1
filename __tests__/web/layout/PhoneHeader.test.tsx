import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Header from '../../../src/features/layout/Header';
import { navigation } from '../../../src/app/navigation';
import { selectUser } from '../../../src/features/user/userSlice';
import { cssOf } from '../cssOf';
import { renderWithProviders } from '../renderWithProviders';
import { LocationDisplay, menuItem, mette, setupStore } from './fixtures';
import { mockMatchMedia } from '../matchMedia';

/**
 * The compact phone header (below 768 px): the layout itself is CSS (media queries jsdom does not evaluate; the
 * heights are measured by e2e/phone.spec.ts in Chromium at 390 × 844) — here the behaviour: the search icon that
 * opens the field, and the account part of the burger menu that takes the top bar's and the main bar's place.
 */

function renderHeader(setup: Parameters<typeof setupStore>[0] = {}, url = '/en/tools') {
  return renderWithProviders(
    <>
      <Header />
      <LocationDisplay />
    </>,
    { store: setupStore(setup), initialEntries: [url] },
  );
}

async function openBurger() {
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  return screen.findByRole('dialog', { name: 'Menu' });
}

describe('Phone header: search icon', () => {
  it('opens the search field over the row with the focus in it; Escape and the close button close it', async () => {
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Open search' });
    const slot = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    const field = within(slot).getByRole('searchbox', { name: 'Search products' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(slot).not.toHaveAttribute('data-open');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(slot).toHaveAttribute('data-open');
    // The row shows only the field then (the other items are hidden by the phone media query).
    expect(slot.parentElement).toHaveAttribute('data-search-open');
    expect(field).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(slot.parentElement).not.toHaveAttribute('data-search-open');
    expect(toggle).toHaveFocus();

    await userEvent.click(toggle);
    expect(field).toHaveFocus();
    await userEvent.click(within(slot).getByRole('button', { name: 'Close search' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('searches from the opened field and closes it on the way to the results', async () => {
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Open search' });
    await userEvent.click(toggle);
    await userEvent.keyboard('screw{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/en/search?q=screw');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('switches the phone and desktop parts at 768 px', () => {
    renderHeader({ user: mette });
    const toggle = screen.getByRole('button', { name: 'Open search' });
    const slot = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    // The icon and the close button only below 768 px; the field's slot is hidden there until opened.
    expect(cssOf(toggle)).toMatch(/@media \(min-width: 768px\)\{\.[\w-]+\{display:none;\}/);
    expect(cssOf(slot)).toMatch(/@media \(max-width: 767\.98px\)\{\.([\w-]+)\{display:none;\}\s*\.\1\[data-open\]\{display:flex;\}/);
    // The open search hides the row's other items on phones.
    expect(cssOf(slot.parentElement!)).toMatch(/\[data-search-open\]>:not\(\[data-search-slot\]\)\{display:none;\}/);
    // The top bar (languages, user, logout) and the customer-centre menu are in the burger menu on phones.
    const topBar = screen.getByRole('button', { name: 'Log out' }).closest('div[class]')!.parentElement!.parentElement!;
    expect(cssOf(topBar)).toMatch(/@media \(max-width: 767\.98px\)\{\.[\w-]+\{display:none;\}/);
    const accountSlot = screen.getByRole('button', { name: 'Customer centre' }).parentElement!.parentElement!;
    expect(cssOf(accountSlot)).toMatch(/@media \(max-width: 767\.98px\)\{\.[\w-]+\{display:none;\}/);
  });
});

describe('Phone header: the account part of the burger menu', () => {
  afterEach(() => jest.restoreAllMocks());

  it('offers the login (back to this page), languages and the VAT switch to anonymous visitors', async () => {
    renderHeader();
    const dialog = await openBurger();
    const account = within(dialog).getByRole('region', { name: 'Your account' });
    // Shown below 768 px only; from there the top bar and the main bar have all of it.
    expect(cssOf(account)).toMatch(/@media \(min-width: 768px\)\{\.[\w-]+\{display:none;\}/);
    expect(within(account).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/login?returnUrl=%2Fen%2Ftools');
    expect(within(account).getByText('Log in to see your prices and order')).toBeInTheDocument();
    expect(within(account).getByRole('navigation', { name: 'Choose language' })).toBeInTheDocument();
    expect(within(account).getByRole('link', { name: 'Svenska' })).toHaveAttribute('href', expect.stringMatching(/^\/sv/));
    expect(within(account).getByRole('switch', { name: 'Prices incl. VAT' })).not.toBeChecked();
    expect(within(account).queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
    expect(within(account).queryByRole('navigation', { name: 'Customer centre' })).not.toBeInTheDocument();
    // The main navigation follows the account part.
    expect(within(dialog).getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('shows a customer the user, logout and the customer-centre pages with the price list', async () => {
    const onDownloadPriceList = jest.fn();
    const store = setupStore({ user: mette });
    renderWithProviders(<Header onDownloadPriceList={onDownloadPriceList} />, { store });
    const dialog = await openBurger();
    const account = within(dialog).getByRole('region', { name: 'Your account' });
    expect(within(account).getByText('Logged in as Mette Hansen')).toBeInTheDocument();
    expect(within(account).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    const centre = within(account).getByRole('navigation', { name: 'Customer centre' });
    const links = within(centre).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Profile', '/en/customercenter/profile'],
      ['Invoices', '/en/kundecenter/fakturaer'],
      ['Orders', '/en/kundecenter/ordre'],
      ['Credit memos', '/en/kundecenter/kreditnotaer'],
    ]);
    await userEvent.click(within(centre).getByRole('button', { name: 'Download price list' }));
    expect(onDownloadPriceList).toHaveBeenCalledTimes(1);

    const navigateTo = jest.spyOn(navigation, 'navigateTo').mockImplementation(() => undefined);
    await userEvent.click(within(account).getByRole('button', { name: 'Log out' }));
    expect(selectUser(store.getState())).toBeNull();
    expect(navigateTo).toHaveBeenCalledWith('/en');
  });

  it('shows the on-behalf-of notice while a rep acts for a customer, and no customer centre before she chose one', async () => {
    const acting = { ...mette, roles: ['customer', 'impersonation'], extraInfo: { ...mette.extraInfo, impersonatorName: 'Sara Sales' } };
    const { unmount } = renderHeader({ user: acting });
    let account = within(await openBurger()).getByRole('region', { name: 'Your account' });
    expect(within(account).getByRole('link', { name: 'Acting on behalf of Mette Hansen (Hansen Byg ApS)' })).toHaveAttribute(
      'href',
      '/en/impersonation',
    );
    expect(within(account).getByText('Logged in as Sara Sales')).toBeInTheDocument();
    expect(within(account).getByRole('navigation', { name: 'Customer centre' })).toBeInTheDocument();
    unmount();

    const rep = { ...mette, name: 'Sofie Sælger', roles: ['impersonation'], customerNumber: null, extraInfo: { ...mette.extraInfo, impersonatorName: null } };
    renderHeader({ user: rep });
    account = within(await openBurger()).getByRole('region', { name: 'Your account' });
    expect(within(account).getByText('Logged in as Sofie Sælger')).toBeInTheDocument();
    expect(within(account).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(within(account).queryByRole('navigation', { name: 'Customer centre' })).not.toBeInTheDocument();
    expect(within(account).queryByRole('link', { name: /Acting on behalf of/ })).not.toBeInTheDocument();
  });
});

describe('Phone header: a sales rep acting for a customer (issue 16)', () => {
  it('keeps the on-behalf-of notice in the header itself, not only behind the burger menu', () => {
    const acting = { ...mette, roles: ['customer', 'impersonation'], extraInfo: { ...mette.extraInfo, impersonatorName: 'Sara Sales' } };
    renderHeader({ user: acting });
    // No burger menu opened: the notice is in the header's top bar ...
    const notice = within(screen.getByRole('banner')).getByRole('link', { name: 'Acting on behalf of Mette Hansen (Hansen Byg ApS)' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const bar = notice.closest('[data-acting]')!;
    expect(bar).not.toBeNull();
    // ... which below 768 px shows while acting, with the notice alone (languages, VAT, name and logout are in the
    // burger menu there).
    const phone = cssOf(bar).match(/@media \(max-width: 767\.98px\)\{(.*)\}/s)?.[1] ?? '';
    expect(phone).toMatch(/\.([\w-]+)\{display:none;\}\s*\.\1\[data-acting\]\{display:block;/);
    expect(phone).toMatch(/\[data-account\]>:not\(\[data-notice\]\)\{display:none;/);
    expect(notice).toHaveAttribute('data-notice');
  });

  it('shows no top bar on a phone for an ordinary login', () => {
    renderHeader({ user: mette });
    expect(screen.getByRole('button', { name: 'Log out' }).closest('[data-acting]')).toBeNull();
  });
});

describe('Phone header: no desktop navigation', () => {
  /** window.matchMedia answering `below` for the below-desktop query (992 px). */
  function mockBelowDesktop(below: boolean) {
    mockMatchMedia((query) => query === '(max-width: 991.98px)' && below);
  }
  afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

  it('below 992 px the mega menu is not rendered (the burger navigates); from 992 px it is', async () => {
    const menus = { primary: [menuItem('tools', 'Tools', [menuItem('saws', 'Saws')])] };
    mockBelowDesktop(true);
    const phone = renderHeader({ menus });
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    phone.unmount();
    mockBelowDesktop(false);
    renderHeader({ menus });
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });
});
