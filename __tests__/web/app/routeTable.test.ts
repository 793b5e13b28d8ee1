import { LOCALE_CODES } from '../../../src/lib/locales';
import { matchSpaRoute, routePattern, routeRedirects } from '../../../src/app/routeTable';

describe('route table shared with the server', () => {
  const forms = ['/ecom/productComparison', '/produkt-sammenligning', '/product-comparison'];

  it.each(LOCALE_CODES)('every comparison form under the %s prefix leads to one path', (locale) => {
    const canonical = routePattern(locale, 'productComparison');
    const redirects = routeRedirects(locale).filter((r) => r.name === 'productComparison');
    expect(redirects.map((r) => r.from).sort()).toEqual(forms.filter((f) => f !== canonical).sort());
    expect(redirects.every((r) => r.to === canonical)).toBe(true);
  });

  it('matches like the router: named screens, content routes, redirecting forms and the catch-all', () => {
    expect(matchSpaRoute('/kurv')).toEqual({ kind: 'screen', locale: 'da', name: 'cart' });
    expect(matchSpaRoute('/en/Cart/')).toEqual({ kind: 'screen', locale: 'en', name: 'cart' });
    expect(matchSpaRoute('/sv/kundecenter/fakturaer/17')).toEqual({ kind: 'screen', locale: 'sv', name: 'invoiceDetail' });
    expect(matchSpaRoute('/en')).toEqual({ kind: 'content', locale: 'en', name: 'home' });
    expect(matchSpaRoute('/links/a/b')).toEqual({ kind: 'content', locale: 'da', name: 'links' });
    expect(matchSpaRoute('/sv/produkt-sammenligning')).toEqual({
      kind: 'redirect',
      locale: 'sv',
      name: 'productComparison',
      location: '/sv/ecom/productComparison',
    });
    expect(matchSpaRoute('/ecom/productComparison')).toMatchObject({ kind: 'redirect', location: '/produkt-sammenligning' });
    expect(matchSpaRoute('/en/cart/extra')).toEqual({ kind: 'catchAll', locale: 'en' });
    expect(matchSpaRoute('/en/kurv')).toEqual({ kind: 'catchAll', locale: 'en' });
  });
});
