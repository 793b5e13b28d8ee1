import { LOCALE_CODES } from '../../../common/locales';
import { routePattern, routeRedirects } from '../../../common/routes';

describe('route table shared with the server (its matching there: __tests__/server/spaRoutes.test.ts)', () => {
  const forms = ['/ecom/productComparison', '/produkt-sammenligning', '/product-comparison'];

  it.each(LOCALE_CODES)('every comparison form under the %s prefix leads to one path', (locale) => {
    const canonical = routePattern(locale, 'productComparison');
    const redirects = routeRedirects(locale).filter((r) => r.name === 'productComparison');
    expect(redirects.map((r) => r.from).sort()).toEqual(forms.filter((f) => f !== canonical).sort());
    expect(redirects.every((r) => r.to === canonical)).toBe(true);
  });
});
