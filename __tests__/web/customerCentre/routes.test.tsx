import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routePath } from '../../../src/app/routePaths';
import { renderApp } from '../renderWithProviders';
import { mockLoggedInAppServer } from '../product/fixtures';
import { ccOrder, json, page } from './fixtures';

/** The app's start-up calls, the login and the customer centre's orders for a logged-in token. */
function appServer() {
  return mockLoggedInAppServer({
    '/api/CustomerCenter/GetOrdersWithPagination': (request) =>
      request.headers.get('authorization') === 'Bearer login-token'
        ? json(200, page('orders', [ccOrder()], 1))
        : json(401, { message: 'Unauthorized', statusCode: 401 }),
  });
}

describe('customer-centre routes (SPEC §2)', () => {
  it('have the spec’s paths in every language (profile: /kundecenter/profil, /en/customercenter/profile)', () => {
    expect(routePath('da', 'customerCenter')).toBe('/kundecenter');
    expect(routePath('en', 'customerCenter')).toBe('/en/customercenter');
    expect(routePath('sv', 'customerCenter')).toBe('/sv/kundecenter');
    expect(routePath('en', 'orders')).toBe('/en/kundecenter/ordre');
    expect(routePath('nb', 'orderDetail', { id: 'o-1' })).toBe('/nb/kundecenter/ordrer/o-1');
    expect(routePath('fi', 'invoices', { p: 2 })).toBe('/fi/kundecenter/fakturaer?p=2');
    expect(routePath('da', 'invoiceDetail', { id: 'i-1' })).toBe('/kundecenter/fakturaer/i-1');
    expect(routePath('sv', 'creditMemos')).toBe('/sv/kundecenter/kreditnotaer');
    expect(routePath('en', 'creditMemoDetail', { id: 'c-1' })).toBe('/en/kundecenter/kreditnotaer/c-1');
    expect(routePath('da', 'profile')).toBe('/kundecenter/profil');
    expect(routePath('en', 'profile')).toBe('/en/customercenter/profile');
  });

  it.each([
    '/en/customercenter',
    '/en/kundecenter/ordre?p=2&q=kabel',
    '/en/kundecenter/ordrer/o-1',
    '/en/kundecenter/fakturaer',
    '/en/kundecenter/fakturaer/i-1',
    '/en/kundecenter/kreditnotaer',
    '/en/kundecenter/kreditnotaer/c-1',
    '/en/customercenter/profile',
  ])('%s is for logged-in users: an anonymous visitor goes to login with the way back', async (path) => {
    appServer();
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/login'));
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe(path);
  });

  it('after the login the visitor is back on the page asked for, with its query', async () => {
    appServer();
    const { router } = renderApp('/en/kundecenter/ordre?q=PO-7781');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/login'));
    const main = await screen.findByRole('main');
    await userEvent.type(within(main).getByLabelText('E-mail'), 'kunde@demo.dk');
    await userEvent.type(within(main).getByLabelText('Password'), 'demo1234');
    await userEvent.click(within(main).getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/en/kundecenter/ordre?q=PO-7781'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '100042' })).toHaveAttribute('href', '/en/kundecenter/ordrer/order-1');
    expect(screen.getByRole('searchbox', { name: 'Search text' })).toHaveValue('PO-7781');
  });
});
