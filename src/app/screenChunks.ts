/**
 * The chunk group (webpackChunkName in src/app/routes.tsx) each route's screen loads from, and the content
 * screen's for the catch-all. The build checks every name against its chunk groups (webpack.config.ts) and writes
 * the files per route to dist/startup-chunks.json; the server preloads a page's screen from it.
 */
import type { RouteName } from '../../common/routes';

export const SCREEN_CHUNKS = {
  home: 'content',
  cart: 'cart',
  checkout: 'checkout',
  receipt: 'receipt',
  error: 'error',
  impersonation: 'impersonation',
  login: 'login',
  search: 'search',
  productComparison: 'compare',
  customerCenter: 'customerCentre',
  orders: 'customerCentre',
  orderDetail: 'customerCentre',
  invoices: 'customerCentre',
  invoiceDetail: 'customerCentre',
  creditMemos: 'customerCentre',
  creditMemoDetail: 'customerCentre',
  profile: 'customerCentre',
  recoverPassword: 'password',
  changePassword: 'password',
  favorites: 'favorites',
  company: 'customerCentre',
  approvals: 'customerCentre',
  savedCarts: 'customerCentre',
  quotes: 'customerCentre',
  quoteDetail: 'customerCentre',
  quoteRequests: 'customerCentre',
  quickOrder: 'quickOrder',
  links: 'content',
  bonus: 'content',
} as const satisfies Record<RouteName, string>;

/** The content catch-all renders the content screen. */
export const CATCH_ALL_CHUNK = 'content';

/** The error page's view (src/app/ErrorPage.tsx loads it lazily): preloaded on pages answered with an error status. */
export const ERROR_VIEW_CHUNK = 'errorView';

/**
 * The chunk group (webpackChunkName) of each lazily registered content block (src/features/content/blocks/builtins.ts,
 * its productDetails): the server preloads the chunks of the blocks a page's content has, so
 * a product page's details (or a page's slider, form, …) load beside the entry scripts instead of after the content.
 */
export const BLOCK_CHUNKS: Readonly<Record<string, string>> = {
  productDetails: 'product',
  textEditor: 'blocks',
  accordion: 'blocks',
  iframe: 'blocks',
  groupedContent: 'blocks',
  slider: 'blocks',
  icon: 'blocks',
  forms: 'forms',
};
