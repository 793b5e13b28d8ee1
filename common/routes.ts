import type { LanguageCode } from '../contract/common';

/**
 * The storefront's named routes — one table of path patterns, shared by the router (src/app/routes.tsx, through
 * routePaths.ts: react-router) and the server's history fallback (server/services/spaRoutes.ts: find-my-way), which
 * answers 200 for these paths and looks the rest up as content. Plain data and pure functions only: no React, no
 * store, no router.
 */

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
  /** Not in SPEC §2's table: the company's users and roles, for its admins (issue 20). */
  company: { default: '/kundecenter/firma', en: '/customercenter/company' },
  /** Not in SPEC §2's table: the orders waiting for the company admin's approval (issue 20). */
  approvals: { default: '/kundecenter/godkendelser', en: '/customercenter/approvals' },
  /** Not in SPEC §2's table: the buyer's saved carts and those colleagues share (issue 20). */
  savedCarts: { default: '/kundecenter/gemte-kurve' },
  /** Not in SPEC §2's table: the customer's quotes and one quote (issue 20; docs/quotes.md). */
  quotes: { default: '/kundecenter/tilbud' },
  quoteDetail: { default: '/kundecenter/tilbud/:id' },
  /** Not in SPEC §2's table: the sales rep's queue of quote requests, beside the impersonation page (issue 20). */
  quoteRequests: { default: '/impersonation/tilbud' },
  /** Not in SPEC §2's table: the quick order as a page of its own, linked from the header (issue 16). */
  quickOrder: { default: '/hurtigordre', en: '/quick-order' },
  links: { default: '/links/*' },
  /** SPEC §2: the bonus page — there only when the secondary menu has a link ending in /bonus (guard 'bonusMenu'). */
  bonus: { default: '/bonus' },
} as const satisfies Record<string, { default: string } & Partial<Record<LanguageCode, string>>>;

export type RouteName = keyof typeof ROUTE_PATHS;

/**
 * Further paths of a named route that lead to it in every language (SPEC §2 names three forms of the
 * comparison). With the route's own per-language paths they are its forms; under each language prefix every
 * form other than that language's path redirects to it.
 */
export const ROUTE_ALIASES: Partial<Record<RouteName, readonly string[]>> = {
  productComparison: ['/ecom/productComparison', '/produkt-sammenligning', '/product-comparison'],
};

/** Named routes that render content from GetContentByUrl for their own URL (whose existence is a lookup). */
export const CONTENT_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>(['home', 'links', 'bonus']);

/** The path pattern of a named route in a language, without the language prefix. */
export function routePattern(locale: LanguageCode, name: RouteName): string {
  const entry: { default: string } & Partial<Record<LanguageCode, string>> = ROUTE_PATHS[name];
  return entry[locale] ?? entry.default;
}

export interface RouteRedirect {
  name: RouteName;
  /** Path without the language prefix. */
  from: string;
  /** Path without the language prefix (the language's own path of the route). */
  to: string;
}

/**
 * The redirecting forms of the routes with aliases in a language: every form (alias or another language's
 * path) that is not the language's own path.
 */
export function routeRedirects(locale: LanguageCode): RouteRedirect[] {
  const redirects: RouteRedirect[] = [];
  for (const [name, aliases] of Object.entries(ROUTE_ALIASES) as [RouteName, readonly string[]][]) {
    const entry: Record<string, string> = ROUTE_PATHS[name];
    const to = routePattern(locale, name);
    const forms = new Set([...Object.values(entry), ...aliases]);
    for (const from of forms) {
      // The comparison's forms differ in more than case; a form equal to the target ignoring case is the target.
      if (from.toLowerCase() !== to.toLowerCase()) redirects.push({ name, from, to });
    }
  }
  return redirects;
}
