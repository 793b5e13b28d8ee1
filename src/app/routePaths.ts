import { useCallback } from 'react';
import type { LanguageCode } from '../api/types';
import { LOCALES } from '../lib/locales';
import { selectLocale } from '../features/website/websiteSlice';
import { useAppSelector } from './hooks';

/**
 * SPEC §2 screens: one entry per named route, with the path per language (without the language prefix).
 * Languages without an entry of their own use `default`. The router builds one route per language from
 * this table, and links are made with routePath()/useRoutePath() — never by hand.
 */
export const ROUTE_PATHS = {
  home: { default: '/' },
  cart: { default: '/kurv', en: '/cart' },
  checkout: { default: '/checkout' },
  receipt: { default: '/checkout/kvittering' },
  error: { default: '/error' },
  impersonation: { default: '/impersonation' },
  login: { default: '/login' },
  search: { default: '/search' },
  productComparison: { default: '/ecom/productComparison', da: '/produkt-sammenligning', en: '/product-comparison' },
  customerCenter: { default: '/kundecenter', en: '/customercenter' },
  orders: { default: '/kundecenter/ordre' },
  orderDetail: { default: '/kundecenter/ordrer/:id' },
  invoices: { default: '/kundecenter/fakturaer' },
  invoiceDetail: { default: '/kundecenter/fakturaer/:id' },
  creditMemos: { default: '/kundecenter/kreditnotaer' },
  creditMemoDetail: { default: '/kundecenter/kreditnotaer/:id' },
  /** Not in SPEC §2's table: the customer-centre profile (customer, addresses, user). */
  profile: { default: '/kundecenter/profil', en: '/customercenter/profile' },
  recoverPassword: { default: '/kundecenter/gendan-kodeord', en: '/customer-center/recover-password' },
  changePassword: { default: '/kundecenter/skift-kodeord', en: '/customer-center/change-passord' },
  /** Not in SPEC §2's table: the customer's favourite lists. */
  favorites: { default: '/kundecenter/favoritter', en: '/customercenter/favourites' },
  links: { default: '/links/*' },
} as const satisfies Record<string, { default: string } & Partial<Record<LanguageCode, string>>>;

export type RouteName = keyof typeof ROUTE_PATHS;

/** The path pattern of a named route in a language, without the language prefix. */
export function routePattern(locale: LanguageCode, name: RouteName): string {
  const entry: { default: string } & Partial<Record<LanguageCode, string>> = ROUTE_PATHS[name];
  return entry[locale] ?? entry.default;
}

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
