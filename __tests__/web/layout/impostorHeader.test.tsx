import { screen } from '@testing-library/react';
import Header, { loadMegaMenu } from '../../../src/features/layout/Header';
import { renderWithProviders } from '../renderWithProviders';
import { cartLines, cartWith, mette, setupStore } from './fixtures';

/** Sofie, a sales rep: role impersonation; impersonatorName is set only once she acts for a customer user. */
const rep = { ...mette, name: 'Sofie Sælger', roles: ['impersonation'], customerNumber: null, extraInfo: { ...mette.extraInfo, impersonatorName: null } };

describe('Header for a sales rep', () => {
  // As src/index.tsx does on a desktop: the navigation's chunk is there before the first render.
  beforeAll(() => loadMegaMenu());

  it('shows no customer-centre menu and no cart before she has chosen a customer', () => {
    renderWithProviders(<Header />, { store: setupStore({ user: rep, cart: cartWith([cartLines.line('L1', 2)]) }) });
    expect(screen.getByText('Sofie Sælger')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Customer centre' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Cart/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Cart/ })).not.toBeInTheDocument();
    // Nor a login button: she is logged in.
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('shows both once she acts for a customer user', () => {
    const acting = { ...mette, roles: ['customer', 'impersonation'], extraInfo: { ...mette.extraInfo, impersonatorName: 'Sofie Sælger' } };
    renderWithProviders(<Header />, { store: setupStore({ user: acting, cart: cartWith([]) }) });
    expect(screen.getByRole('button', { name: 'Customer centre' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart' })).toBeInTheDocument();
  });
});
