import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Header from '../../../src/features/layout/Header';
import { cssOf } from '../cssOf';
import { renderWithProviders } from '../renderWithProviders';
import { LocationDisplay, mette, setupStore } from './fixtures';
import da from '../../../translations/da.json';
import fi from '../../../translations/fi.json';

/**
 * Issue 16: the quick order from every page — a link in the header's main bar (an icon on phones and tablets, with its
 * text from 992 px) and in the burger menu's account part, for logged-in buyers; not for visitors (no cart to order into
 * before they log in: the header has no cart for them either) nor for a sales rep before she acts for a customer.
 */
describe('Header: the quick order link', () => {
  it('a logged-in customer has it in the main bar, named on phones and tablets too (icon only there)', async () => {
    renderWithProviders(
      <>
        <Header />
        <LocationDisplay />
      </>,
      { store: setupStore({ user: mette }), initialEntries: ['/en/tools'] },
    );
    const link = within(screen.getByRole('banner')).getByRole('link', { name: 'Quick order' });
    expect(link).toHaveAttribute('href', '/en/quick-order');
    // The text shows from 992 px; below, the bolt icon with the link's name.
    const text = link.querySelector('span')!;
    expect(cssOf(link)).toMatch(/ span\{display:none;\}\s*@media \(min-width: 992px\)\{[^@]* span\{display:inline;\}/);
    expect(text).toHaveAttribute('aria-hidden', 'true');

    await userEvent.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/en/quick-order');
    expect(link).toHaveAttribute('aria-current', 'page');
  });

  it('in Danish and Finnish: the language’s name and path', () => {
    const { unmount } = renderWithProviders(<Header />, {
      store: setupStore({ user: mette, locale: 'da' }),
      initialEntries: ['/'],
      locale: 'da-DK',
      messages: da as Record<string, string>,
    });
    expect(screen.getByRole('link', { name: 'Hurtigordre' })).toHaveAttribute('href', '/hurtigordre');
    unmount();
    renderWithProviders(<Header />, {
      store: setupStore({ user: mette, locale: 'fi' }),
      initialEntries: ['/fi'],
      locale: 'fi-FI',
      messages: fi as Record<string, string>,
    });
    expect(screen.getByRole('link', { name: 'Pikatilaus' })).toHaveAttribute('href', '/fi/hurtigordre');
  });

  it('is in the burger menu’s account part (phones)', async () => {
    renderWithProviders(<Header />, { store: setupStore({ user: mette }) });
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    const account = within(dialog).getByRole('region', { name: 'Your account' });
    expect(within(account).getByRole('link', { name: 'Quick order' })).toHaveAttribute('href', '/en/quick-order');
  });

  it('visitors do not have it (main bar or burger menu)', async () => {
    renderWithProviders(<Header />, { store: setupStore() });
    expect(screen.queryByRole('link', { name: 'Quick order' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(dialog).getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Quick order' })).not.toBeInTheDocument();
  });

  it('a sales rep gets it once she acts for a customer, not before', () => {
    const rep = { ...mette, name: 'Sofie Sælger', roles: ['impersonation'], customerNumber: null, extraInfo: { ...mette.extraInfo, impersonatorName: null } };
    const { unmount } = renderWithProviders(<Header />, { store: setupStore({ user: rep }) });
    expect(screen.queryByRole('link', { name: 'Quick order' })).not.toBeInTheDocument();
    unmount();
    const acting = { ...mette, roles: ['customer', 'impersonation'], extraInfo: { ...mette.extraInfo, impersonatorName: 'Sofie Sælger' } };
    renderWithProviders(<Header />, { store: setupStore({ user: acting }) });
    expect(screen.getByRole('link', { name: 'Quick order' })).toBeInTheDocument();
  });
});
