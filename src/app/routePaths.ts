import { useCallback } from 'react';
import type { LanguageCode } from '../api/types';
import { LOCALES } from '../../common/locales';
import { selectLocale } from '../features/website';
import { useAppSelector } from './hooks';
import { routePattern, type RouteName } from '../../common/routes';

// The table of named routes lives in common/routes.ts (shared with the server's history fallback).
export { ROUTE_PATHS, routePattern, type RouteName } from '../../common/routes';

/**
 * The full localised URL of a named route: ':id' params are filled in; other params become the query string.
 * routePath('en', 'search', { q: 'skrue' }) → '/en/search?q=skrue'.
 */
export function routePath(
  locale: LanguageCode,
  name: RouteName,
  params: Record<string, string | number | undefined> = {},
): string {
  const query = new URLSearchParams();
  let path = routePattern(locale, name).replace(/\/\*$/, '');
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    if (path.includes(`:${key}`)) path = path.replace(`:${key}`, encodeURIComponent(String(value)));
    else query.set(key, String(value));
  }
  const prefix = LOCALES[locale].prefix;
  const full = prefix ? (path === '/' ? prefix : `${prefix}${path}`) : path;
  const qs = query.toString();
  return qs ? `${full}?${qs}` : full;
}

/** Hook: `const path = useRoutePath(); path('login')` in the active locale. */
export function useRoutePath() {
  const locale = useAppSelector(selectLocale);
  return useCallback(
    (name: RouteName, params?: Record<string, string | number | undefined>) => routePath(locale, name, params),
    [locale],
  );
}
