/**
 * What the storefront's router does with a path, decided on the server without loading the storefront's router: the
 * route table's patterns (common/routes.ts) in find-my-way, Fastify's own router, configured to match as react-router
 * does — case-insensitive, trailing slashes ignored, `:param` one non-empty segment, a trailing `/*` also matching
 * the path without it. The history fallback (pageStatus.ts) answers with it.
 */
import FindMyWay from 'find-my-way';
import type { LanguageCode } from '../../contract/common';
import { LOCALE_CODES, localizePath, splitLocale } from '../../common/locales';
import { CONTENT_ROUTES, ROUTE_PATHS, routePattern, routeRedirects, type RouteName } from '../../common/routes';

export type SpaRouteMatch =
  | { kind: 'screen' | 'content'; locale: LanguageCode; name: RouteName }
  | { kind: 'redirect'; locale: LanguageCode; name: RouteName; location: string }
  /** The content catch-all: the page exists if GetContentByUrl finds it. */
  | { kind: 'catchAll'; locale: LanguageCode };

/** What a matched pattern leads to (the locale is the router's). */
type RouteTarget = { kind: 'screen' | 'content'; name: RouteName } | { kind: 'redirect'; name: RouteName; location: string };

/** find-my-way's router as the history fallback uses it: GET only, the target kept in each route's store. */
type PathRouter = FindMyWay.Instance<FindMyWay.HTTPVersion.V1>;

/** A splat pattern ('/links/*') also matches its base ('/links'), as react-router's does. */
function patternForms(pattern: string): string[] {
  return pattern.endsWith('/*') ? [pattern, pattern.slice(0, -2) || '/'] : [pattern];
}

/** Never called: the router only finds the target in a route's store. */
const noHandler = () => undefined;

/** The router of one language's paths (without the prefix): its redirecting forms and its named routes. */
function localeRouter(locale: LanguageCode): PathRouter {
  // maxParamLength: react-router takes a segment of any length (find-my-way's default gives up after 100).
  const router = FindMyWay({ caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: Number.MAX_SAFE_INTEGER });
  const add = (pattern: string, target: RouteTarget) => {
    for (const path of patternForms(pattern)) router.on('GET', path, noHandler, target);
  };
  for (const redirect of routeRedirects(locale)) {
    add(redirect.from, { kind: 'redirect', name: redirect.name, location: localizePath(locale, redirect.to) });
  }
  for (const name of Object.keys(ROUTE_PATHS) as RouteName[]) {
    add(routePattern(locale, name), { kind: CONTENT_ROUTES.has(name) ? 'content' : 'screen', name });
  }
  return router;
}

const ROUTERS = new Map(LOCALE_CODES.map((locale) => [locale, localeRouter(locale)]));

/**
 * A path's route in a language: react-router ignores any number of trailing slashes (find-my-way one), and '/' is
 * the path of an empty one.
 */
function findTarget(locale: LanguageCode, path: string): RouteTarget | null {
  const found = ROUTERS.get(locale)?.find('GET', path.replace(/\/+$/, '') || '/');
  return found ? (found.store as RouteTarget) : null;
}

/**
 * What the storefront's router does with a path: a named screen, a named route showing content, a redirecting form
 * (location with the language prefix, without query), or the content catch-all.
 */
export function matchSpaRoute(pathname: string): SpaRouteMatch {
  const { locale, path } = splitLocale(pathname);
  const target = findTarget(locale, path);
  return target ? { ...target, locale } : { kind: 'catchAll', locale };
}
