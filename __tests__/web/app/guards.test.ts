import { GUARDS, runGuards, type GuardContext } from '../../../src/app/guards';
import { routePath, routePattern, ROUTE_PATHS } from '../../../src/app/routePaths';
import { makeStore } from '../../../src/app/store';
import { tokenReceived, userLoaded } from '../../../src/features/user/userSlice';
import { localeSet } from '../../../src/features/website/websiteSlice';
import { localizePath, splitLocale } from '../../../common/locales';

function ctx(overrides: Partial<GuardContext> = {}): GuardContext {
  const store = overrides.store ?? makeStore();
  return { store, locale: 'en', routeName: 'content', url: new URL('http://localhost/en/tools?x=1'), ...overrides };
}

function thrown(fn: () => void): unknown {
  try {
    fn();
  } catch (err) {
    return err;
  }
  return undefined;
}

function loggedIn(roles: string[], impersonatorName?: string) {
  const store = makeStore();
  store.dispatch(localeSet('en'));
  store.dispatch(tokenReceived({ response: { token: 't', tokenType: 'Bearer', expiresAt: '2099-01-01T00:00:00Z' }, anonymous: false }));
  store.dispatch(userLoaded({ name: 'Sofie Sælger', roles, customerNumber: null, extraInfo: impersonatorName ? { impersonatorName } : {} }));
  return store;
}

describe('route guards', () => {
  it('an unknown middleware name is a 500 "Unknown middleware"', () => {
    const error = thrown(() => runGuards(['locale', 'nope'], ctx({ store: (() => { const s = makeStore(); s.dispatch(localeSet('en')); return s; })() })));
    // react-router turns data(…, { status }) into the route error response the error page shows.
    expect(error).toMatchObject({ data: { message: 'Unknown middleware' }, init: { status: 500 } });
  });

  it('impersonation: an impostor is redirected to the impersonation page from every other page', () => {
    const store = loggedIn(['impersonation']);
    const response = thrown(() => GUARDS.impersonation!(ctx({ store }))) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/en/impersonation');
    expect(thrown(() => GUARDS.impersonation!(ctx({ store, routeName: 'impersonation' })))).toBeUndefined();
  });

  it('impersonation: a sales rep who already impersonates is not redirected', () => {
    const store = loggedIn(['impersonation'], 'Sofie Sælger');
    expect(thrown(() => GUARDS.impersonation!(ctx({ store })))).toBeUndefined();
  });

  it('auth: anonymous visitors go to the login page with a return URL', () => {
    const response = thrown(() => GUARDS.auth!(ctx())) as Response;
    expect(response.headers.get('Location')).toBe('/en/login?returnUrl=%2Fen%2Ftools%3Fx%3D1');
    expect(thrown(() => GUARDS.auth!(ctx({ store: loggedIn(['customer']) })))).toBeUndefined();
  });

  it('locale: a route of another language than the loaded one needs a full page load', () => {
    const store = makeStore();
    store.dispatch(localeSet('da'));
    const response = thrown(() => GUARDS.locale!(ctx({ store }))) as Response;
    expect(response.headers.get('X-Remix-Reload-Document')).toBe('true');
    expect(response.headers.get('Location')).toBe('/en/tools?x=1');
  });
});

describe('localised route paths (SPEC §2)', () => {
  it.each([
    ['da', 'cart', '/kurv'],
    ['sv', 'cart', '/sv/kurv'],
    ['en', 'cart', '/en/cart'],
    ['da', 'home', '/'],
    ['en', 'home', '/en'],
    ['da', 'productComparison', '/produkt-sammenligning'],
    ['en', 'productComparison', '/en/product-comparison'],
    ['sv', 'productComparison', '/sv/ecom/productComparison'],
    ['en', 'customerCenter', '/en/customercenter'],
    ['da', 'recoverPassword', '/kundecenter/gendan-kodeord'],
    ['en', 'recoverPassword', '/en/customer-center/recover-password'],
    ['en', 'changePassword', '/en/customer-center/change-passord'],
    ['sv', 'changePassword', '/sv/kundecenter/skift-kodeord'],
    ['da', 'receipt', '/checkout/kvittering'],
  ] as const)('%s %s → %s', (locale, name, expected) => {
    expect(routePath(locale, name)).toBe(expected);
  });

  it('fills :id params and puts the rest in the query string', () => {
    expect(routePath('en', 'orderDetail', { id: 'SO-1/2' })).toBe('/en/kundecenter/ordrer/SO-1%2F2');
    expect(routePath('sv', 'search', { q: 'skrue M6' })).toBe('/sv/search?q=skrue+M6');
  });

  it('every route has a Danish pattern', () => {
    for (const name of Object.keys(ROUTE_PATHS) as (keyof typeof ROUTE_PATHS)[]) {
      expect(routePattern('da', name)).toMatch(/^\//);
    }
  });

  it('splits and adds language prefixes', () => {
    expect(splitLocale('/en/about-us')).toEqual({ locale: 'en', path: '/about-us' });
    expect(splitLocale('/sv')).toEqual({ locale: 'sv', path: '/' });
    expect(splitLocale('/english-page')).toEqual({ locale: 'da', path: '/english-page' });
    expect(localizePath('en', '/')).toBe('/en');
    expect(localizePath('da', '/kurv')).toBe('/kurv');
  });
});
