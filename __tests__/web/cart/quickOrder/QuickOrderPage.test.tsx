import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routePath } from '../../../../src/app/routePaths';
import { json, mockServer } from '../../product/fixtures';
import { renderApp } from '../../renderWithProviders';

const site = { hostname: '*', areaId: 'b2b', apiUri: '/api', publicApiUri: '', publicCmsUri: '', noindex: false, titlePostfix: ' | Shop' };
const area = {
  area: { id: 'b2b', name: 'B2B', currencyCode: 'DKK', defaultLanguage: 'da' },
  domains: [], languages: [], footerContent: [], defaultFacets: [], sortingOptions: [], imagePrefix: 'products',
  menus: { primary: [], secondary: [], categories: [] },
};
const user = {
  name: 'Mette Hansen',
  roles: ['customer'],
  customerNumber: '10001',
  extraInfo: { impersonatorName: null, username: 'kunde@demo.dk', customerName: 'Hansen El-service ApS', currencyCode: 'DKK' },
};
const expiresAt = () => new Date(Date.now() + 3600_000).toISOString();

/** The app's start-up calls and the login. */
function appServer() {
  return mockServer({
    '/api/User/GenerateNotLoggedInToken': () => json(200, { token: 'anon', tokenType: 'Bearer', expiresAt: expiresAt() }),
    '/api/Site/GetSiteConfiguration': () => json(200, site),
    '/api/Area/GetAreaByDomain': () => json(200, area),
    '/api/Content/GetTranslationsByAreaId': () => json(200, {}),
    '/api/Content/GetContentByUrl': () => json(200, { contentType: 'other', content: null, statusCode: 404 }),
    '/api/User/Login': () => json(200, { token: 'login-token', tokenType: 'Bearer', expiresAt: expiresAt() }),
    '/api/User/GetUser': (request) =>
      request.headers.get('authorization') === 'Bearer login-token' ? json(200, user) : json(401, { message: 'Unauthorized', statusCode: 401 }),
    '/api/Cart/GetCartsBySearch': () => json(200, { itemsTotal: 0, items: [] }),
  });
}

describe('the quick order page (issue 16)', () => {
  it('has its path in every language: /hurtigordre, /en/quick-order', () => {
    expect(routePath('da', 'quickOrder')).toBe('/hurtigordre');
    expect(routePath('en', 'quickOrder')).toBe('/en/quick-order');
    expect(routePath('sv', 'quickOrder')).toBe('/sv/hurtigordre');
    expect(routePath('nb', 'quickOrder')).toBe('/nb/hurtigordre');
    expect(routePath('fi', 'quickOrder')).toBe('/fi/hurtigordre');
  });

  it('is for logged-in users: a visitor logs in and comes back to the page', async () => {
    appServer();
    const { router } = renderApp('/en/quick-order');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/login'));
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe('/en/quick-order');

    const main = await screen.findByRole('main');
    await userEvent.type(within(main).getByLabelText('E-mail'), 'kunde@demo.dk');
    await userEvent.type(within(main).getByLabelText('Password'), 'demo1234');
    await userEvent.click(within(main).getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/en/quick-order'));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Quick order' });
    // The panel is named by the page's heading (no second 'Quick order' title), with the paste box, the file upload
    // and the order-entry grid, and a way on to the cart.
    expect(screen.getByRole('region', { name: 'Quick order' })).toHaveAttribute('aria-labelledby', heading.id);
    expect(screen.getAllByRole('heading', { name: 'Quick order' })).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Paste from spreadsheet' })).toBeInTheDocument();
    expect(screen.getByLabelText('Add from file')).toHaveAttribute('type', 'file');
    expect(screen.getByRole('textbox', { name: 'Item number' })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Go to the cart' })).toHaveAttribute('href', '/en/cart');
    await waitFor(() => expect(document.title).toBe('Quick order | Shop'));
  });
});
