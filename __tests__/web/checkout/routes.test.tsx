import { waitFor } from '@testing-library/react';
import { routePath } from '../../../src/app/routePaths';
import { renderApp } from '../renderWithProviders';
import { json, mockServer } from './fixtures';

const site = { hostname: '*', areaId: 'b2b', apiUri: '/api', publicApiUri: '', publicCmsUri: '', noindex: false, titlePostfix: ' | Shop' };
const area = {
  area: { id: 'b2b', name: 'B2B', currencyCode: 'DKK', defaultLanguage: 'da' },
  domains: [], languages: [], footerContent: [], defaultFacets: [], sortingOptions: [], imagePrefix: 'products',
  menus: { primary: [], secondary: [], categories: [] },
};

function anonymousServer() {
  return mockServer({
    '/api/User/GenerateNotLoggedInToken': () =>
      json(200, { token: 'anon', tokenType: 'Bearer', expiresAt: new Date(Date.now() + 3600_000).toISOString() }),
    '/api/Site/GetSiteConfiguration': () => json(200, site),
    '/api/Area/GetAreaByDomain': () => json(200, area),
    '/api/Content/GetTranslationsByAreaId': () => json(200, {}),
    '/api/Content/GetContentByUrl': () => json(200, { contentType: 'other', content: null, statusCode: 404 }),
  });
}

describe('checkout and receipt routes (SPEC §2)', () => {
  it('have the same paths in every language, under its prefix', () => {
    expect(routePath('da', 'checkout')).toBe('/checkout');
    expect(routePath('en', 'checkout')).toBe('/en/checkout');
    expect(routePath('sv', 'receipt', { cartId: 'c 1' })).toBe('/sv/checkout/kvittering?cartId=c+1');
    expect(routePath('fi', 'receipt')).toBe('/fi/checkout/kvittering');
  });

  it.each(['/en/checkout', '/en/checkout/kvittering?cartId=c1'])('%s is for logged-in users: others go to login and back', async (path) => {
    anonymousServer();
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/login'));
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe(path);
  });
});
