/**
 * The server matches storefront paths to the route table (common/routes.ts) with find-my-way as the storefront's
 * react-router does (server/services/spaRoutes.ts): the named screens, content routes, redirecting forms and the
 * catch-all, and — compared path by path with react-router's own matchPath — the same answer for every route's
 * forms in every language (case, trailing slashes, parameters, splats, extra segments).
 */
import { matchPath } from 'react-router';
import { LOCALE_CODES, localizePath } from '../../common/locales';
import { CONTENT_ROUTES, ROUTE_PATHS, routePattern, routeRedirects, type RouteName } from '../../common/routes';
import { matchSpaRoute, type SpaRouteMatch } from '../../server/services/spaRoutes';
import type { LanguageCode } from '../../src/api/types';

/** A match without its language. */
interface RouteAnswer {
  kind: SpaRouteMatch['kind'];
  name?: RouteName;
  location?: string;
}

/** The storefront router's answer: the route table matched in order with react-router (redirects first). */
function routerMatch(locale: LanguageCode, path: string): RouteAnswer {
  for (const redirect of routeRedirects(locale)) {
    if (matchPath({ path: redirect.from, end: true }, path)) {
      return { kind: 'redirect', name: redirect.name, location: localizePath(locale, redirect.to) };
    }
  }
  for (const name of Object.keys(ROUTE_PATHS) as RouteName[]) {
    if (matchPath({ path: routePattern(locale, name), end: true }, path)) {
      return { kind: CONTENT_ROUTES.has(name) ? 'content' : 'screen', name };
    }
  }
  return { kind: 'catchAll' };
}

/** Paths near a pattern: itself with parameters filled in, in other cases, with trailing slashes, one segment more. */
function samplePaths(pattern: string): string[] {
  const filled = pattern.replace(/:\w+/g, 'Ab-17').replace(/\/\*$/, '');
  const base = filled || '/';
  return [
    base,
    base.toUpperCase(),
    base.toLowerCase(),
    `${base}/`,
    `${base}//`,
    `${filled}/extra`,
    `${filled}/extra/deeper/`,
    pattern.replace(/:\w+/g, ''),
    pattern.replace(/:\w+/g, 'x'.repeat(300)),
  ];
}

describe('matching storefront paths on the server', () => {
  it('finds named screens, content routes, redirecting forms and the catch-all', () => {
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

  it.each(LOCALE_CODES)('answers as react-router does for every route form in %s', (locale) => {
    const patterns = [
      ...(Object.keys(ROUTE_PATHS) as RouteName[]).flatMap((name) => LOCALE_CODES.map((other) => routePattern(other, name))),
      ...routeRedirects(locale).map((redirect) => redirect.from),
      '/no-such-page',
      '/kundecenter/ordrer',
    ];
    const paths = [...new Set(patterns.flatMap(samplePaths))];
    const differences = paths.filter((path) => {
      const { locale: _, ...server }: SpaRouteMatch = matchSpaRoute(localizePath(locale, path));
      const answer: RouteAnswer = server;
      return JSON.stringify(answer) !== JSON.stringify(routerMatch(locale, path));
    });
    expect(differences).toEqual([]);
    expect(paths.length).toBeGreaterThan(150);
  });
});
