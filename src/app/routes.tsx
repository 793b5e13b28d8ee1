import { data, redirect, redirectDocument, type LoaderFunctionArgs, type RouteObject, type ShouldRevalidateFunction } from 'react-router';
import type { ContentResponse, LanguageCode } from '../api/types';
import { contentApi, type ContentLookupTemplate, loadBlocks, pageLoaded } from '../features/content';
import { hasServerAnswer } from '../api/serverAnswers';
import { contentByUrlRequest } from '../../common/startup';
import { selectAreaInfo } from '../features/website';
import { atLeast } from '../lib/delay';
import { LOCALE_CODES, localizePath } from '../../common/locales';
import { isTokenValid, selectToken } from '../features/user';
import { initAuth, initWebsite } from './bootstrap';
import { DEFAULT_MIDDLEWARE, runGuards } from './guards';
import { withMessages } from './i18n';
import { nextTask } from '../lib/nextTask';
import { lazyScreen } from './lazyScreen';
import { routePattern, type RouteName } from './routePaths';
import { CONTENT_ROUTES, routeRedirects } from '../../common/routes';
import type { AppStore } from './store';
import AppLayout from './AppLayout';
import { AfterFirstPaint } from './AfterFirstPaint';
import { FatalErrorPage, RouteErrorPage } from './ErrorPage';
import { StartupFallback } from './StartupFallback';

/** SPEC §9: the minimum delay for a page data fetch. */
export const PAGE_DATA_MIN_DELAY_MS = 200;
export const NOT_FOUND_MESSAGE = 'This page could not be found';

export interface RouteHandle {
  name: RouteName | 'content';
  /** Named middleware run before the route's data (in addition to DEFAULT_MIDDLEWARE). */
  middleware?: string[];
}

interface ScreenDef {
  name: RouteName;
  middleware?: string[];
  /** The screen's chunk; one that needs a message group loads it with withMessages (src/app/messageGroups.ts). */
  lazy: () => Promise<{ default: React.ComponentType }>;
  /** Starts the screen's data requests from its loader, so they run while the screen renders. */
  prefetch?: (store: AppStore, url: URL) => Promise<void>;
}

/** The customer centre's screens: one chunk ('customerCentre', its screens by route name) with its message group. */
type CustomerCentreScreen = keyof typeof import('../features/customerCentre/screens');
const CUSTOMER_CENTRE_SCREENS: CustomerCentreScreen[] = [
  'customerCenter',
  'orders',
  'orderDetail',
  'invoices',
  'invoiceDetail',
  'creditMemos',
  'creditMemoDetail',
  'profile',
  'company',
  // Approvals (issue 20): the orders waiting for a company admin's approval.
  'approvals',
  // Saved carts (issue 20): the buyer's own and those colleagues share (src/features/savedCarts).
  'savedCarts',
  // Quotes (issue 20; src/features/quotes): the company's quotes, one quote, and the sales rep's queue.
  'quotes',
  'quoteDetail',
  'quoteRequests',
];
const customerCentre = (name: CustomerCentreScreen) =>
  withMessages('customerCentre', async () => ({
    default: (await import(/* webpackChunkName: "customerCentre" */ '../features/customerCentre/screens'))[name],
  }));

/**
 * The screens wired so far. Each later screen is one entry here; its localised paths come from
 * ROUTE_PATHS (src/app/routePaths.ts), so it exists in every language.
 */
const SCREENS: ScreenDef[] = [
  { name: 'login', lazy: () => import(/* webpackChunkName: "login" */ '../features/user/LoginPage') },
  { name: 'error', lazy: () => import(/* webpackChunkName: "error" */ './ErrorScreen') },
  {
    name: 'productComparison',
    lazy: withMessages('compare', () => import(/* webpackChunkName: "compare" */ '../features/compare/ComparisonPage')),
  },
  {
    name: 'search',
    lazy: () => import(/* webpackChunkName: "search" */ '../features/productList/SearchPage'),
    prefetch: async (store, url) =>
      (await import(/* webpackChunkName: "search" */ '../features/productList/prefetch')).prefetchSearchPage(store, url.search),
  },
  { name: 'cart', lazy: withMessages('cart', () => import(/* webpackChunkName: "cart" */ '../features/cart/CartPage')) },
  {
    name: 'impersonation',
    middleware: ['auth'],
    lazy: withMessages('impersonation', () => import(/* webpackChunkName: "impersonation" */ '../features/impersonation/ImpersonationPage')),
  },
  {
    name: 'checkout',
    middleware: ['auth'],
    lazy: withMessages('checkout', () => import(/* webpackChunkName: "checkout" */ '../features/checkout/CheckoutPage')),
  },
  {
    name: 'receipt',
    middleware: ['auth'],
    lazy: withMessages('receipt', () => import(/* webpackChunkName: "receipt" */ '../features/receipt/ReceiptPage')),
  },
  {
    name: 'recoverPassword',
    lazy: withMessages('password', () => import(/* webpackChunkName: "password" */ '../features/customerCentre/RecoverPasswordPage')),
  },
  {
    name: 'changePassword',
    middleware: ['auth'],
    lazy: withMessages('password', () => import(/* webpackChunkName: "password" */ '../features/customerCentre/ChangePasswordPage')),
  },
  {
    name: 'favorites',
    middleware: ['auth'],
    lazy: withMessages('favorites', () => import(/* webpackChunkName: "favorites" */ '../features/customerCentre/favorites/FavoritesPage')),
  },
  {
    // The quick order page (issue 16): logged-in users only, as its header link (others log in and come back).
    name: 'quickOrder',
    middleware: ['auth'],
    lazy: withMessages('quickOrder', () => import(/* webpackChunkName: "quickOrder" */ '../features/cart/quickOrder/QuickOrderPage')),
  },
  // The customer centre (SPEC §2): logged-in users only (others log in and come back).
  ...CUSTOMER_CENTRE_SCREENS.map((name): ScreenDef => ({ name, middleware: ['auth'], lazy: customerCentre(name) })),
  {
    name: 'links',
    lazy: () => import(/* webpackChunkName: "content" */ './contentScreen'),
  },
  {
    name: 'bonus',
    middleware: ['bonusMenu'],
    lazy: () => import(/* webpackChunkName: "content" */ './contentScreen'),
  },
];

/**
 * One start-up per store and page load: auth (token, user) and the website data (SPEC §4) side by side — the
 * website calls need no token (without one they are anonymous, which is what a visitor without a stored login
 * gets), so a first visit does not wait for the anonymous token before asking for them. Nor do the routes' loaders:
 * with no valid stored token there is no user to wait for, and a page's calls made before the anonymous token
 * arrives are anonymous all the same (the token is fetched once the first page is painted, and used from then on). With a stored login the
 * loaders wait for the user (customer, currency, roles) as before.
 */
const startups = new WeakMap<AppStore, Promise<void>>();
function startup(store: AppStore, locale: LanguageCode, host: string, tokenAfter?: Promise<void>): Promise<void> {
  let started = startups.get(store);
  if (!started) {
    const visitor = !isTokenValid(selectToken(store.getState()));
    // Nothing a visitor's first screen shows needs the anonymous token (the server treats a call without one the same),
    // so it can wait for the first paint: one round trip fewer before the first screen on a slow phone.
    const auth = visitor && tokenAfter ? tokenAfter.then(() => initAuth(store)) : initAuth(store);
    const website = initWebsite(store, locale, host);
    started = (visitor ? website : Promise.all([auth, website])).then(() => undefined);
    // A failed start-up (e.g. the area cannot be loaded) is retried by the next navigation.
    started.catch(() => startups.delete(store));
    startups.set(store, started);
  }
  return started;
}

const contentScreen = () => import(/* webpackChunkName: "content" */ './contentScreen');

interface RouteContext {
  store: AppStore;
  locale: LanguageCode;
  /** Resolves once auth and website data are loaded (loaders of parent and child routes run in parallel). */
  ready: () => Promise<void>;
}

async function guarded({ store, locale, ready }: RouteContext, handle: RouteHandle, request: Request) {
  await ready();
  runGuards([...DEFAULT_MIDDLEWARE, ...(handle.middleware ?? [])], {
    store,
    locale,
    routeName: handle.name,
    url: new URL(request.url),
  });
}

/**
 * Loads the page at the request's URL (SPEC §7 GetContentByUrl), cancellable; a fetch takes at least 200 ms (SPEC §9
 * 'minimum delay for page data fetch'), while a first page whose content the server wrote into the HTML
 * (src/api/serverAnswers.ts, a visitor's) is not fetched and shows at once. The lookup template (SPEC §2) is the
 * route's: 'frontpage' for the home route, 'page' (every page) for the others (docs/content-api.md).
 */
export async function loadContent(
  store: AppStore,
  request: Request,
  lookupTemplate: ContentLookupTemplate = 'page',
): Promise<ContentResponse> {
  const url = new URL(request.url);
  const area = selectAreaInfo(store.getState());
  const token = selectToken(store.getState());
  const answered = (!token.token || token.anonymous) && hasServerAnswer(contentByUrlRequest(area, url.pathname, lookupTemplate));
  const query = store.dispatch(
    contentApi.endpoints.getContentByUrl.initiate(
      { area, url: url.pathname, lookupTemplate },
      { subscribe: false, forceRefetch: true },
    ),
  );
  request.signal.addEventListener('abort', () => query.abort());
  // The chunks of the page's lazily registered blocks load within the minimum delay, so the page renders whole.
  const withBlocks = query.unwrap().then(async (response) => {
    // The page's product lists start searching now, while the blocks load and the page renders.
    import(/* webpackChunkName: "content" */ '../features/productList/prefetch')
      .then(({ prefetchContentLists }) => prefetchContentLists(store, response, url.search))
      .catch(() => undefined); // the lists search for themselves
    await loadBlocks(response.content?.content);
    return response;
  });
  const content = await (answered ? withBlocks : atLeast(PAGE_DATA_MIN_DELAY_MS, withBlocks));
  if (content.statusCode === 404 || !content.content) {
    throw data({ message: NOT_FOUND_MESSAGE }, { status: 404 });
  }
  if (content.statusCode >= 400) {
    throw data({ message: content.content.title || undefined }, { status: content.statusCode });
  }
  store.dispatch(pageLoaded({ path: `${url.pathname}${url.search}`, content }));
  return content;
}

function screenRoute(ctx: RouteContext, screen: ScreenDef): RouteObject {
  const { store, locale } = ctx;
  const handle: RouteHandle = { name: screen.name, ...(screen.middleware ? { middleware: screen.middleware } : {}) };
  return {
    id: `${locale}:${screen.name}`,
    path: routePattern(locale, screen.name).replace(/^\//, ''),
    handle,
    lazy: lazyScreen(screen.lazy),
    loader: async ({ request }: LoaderFunctionArgs) => {
      await guarded(ctx, handle, request);
      screen.prefetch?.(store, new URL(request.url)).catch(() => undefined); // the screen loads its data itself too
      // Screens in CONTENT_ROUTES render content from GetContentByUrl for their own URL.
      return CONTENT_ROUTES.has(screen.name) ? loadContent(store, request) : null;
    },
  };
}

/**
 * A content page's data depends on its path only: list state in the query string (p, s, facets) and hash
 * links must not refetch the page (the product list has its own cached request). Submissions revalidate.
 */
export const samePageKeepsData: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  formMethod
    ? defaultShouldRevalidate
    : currentUrl.pathname !== nextUrl.pathname || (defaultShouldRevalidate && currentUrl.search === nextUrl.search);

function contentRoute(ctx: RouteContext, index: boolean): RouteObject {
  const { store, locale } = ctx;
  const handle: RouteHandle = { name: index ? 'home' : 'content' };
  const loader = async ({ request }: LoaderFunctionArgs) => {
    await guarded(ctx, handle, request);
    return loadContent(store, request, index ? 'frontpage' : 'page');
  };
  const common = { handle, lazy: lazyScreen(contentScreen), loader, shouldRevalidate: samePageKeepsData };
  return index ? { id: `${locale}:home`, index: true, ...common } : { id: `${locale}:content`, path: '*', ...common };
}

/**
 * The other forms of a route in this language (SPEC §2: the comparison at /ecom/productComparison,
 * /produkt-sammenligning and /product-comparison under every prefix) redirect to the language's own path,
 * keeping the query. (A full page load at such a form gets the server's 301 to the same place.)
 */
function redirectRoutes(locale: LanguageCode): RouteObject[] {
  return routeRedirects(locale).map(({ from, to }) => ({
    id: `${locale}:redirect:${from}`,
    path: from.replace(/^\//, ''),
    loader: ({ request }: LoaderFunctionArgs) => redirect(`${localizePath(locale, to)}${new URL(request.url).search}`),
    // Never rendered (the loader always redirects); named so the router does not warn of an empty leaf route.
    element: null,
  }));
}

/**
 * One route tree for the page's language (SPEC §2: Danish without prefix, /en, /sv — and /nb, /fi): locale layout
 * (website + auth initialisation) → error boundary → screens, home and the content catch-all. The other languages
 * get one catch-all each that loads their page in full (messages, cookie and <html lang> belong to the page load):
 * a router of one language's routes matches faster and starts sooner than one of all five.
 */
export interface AppRouteOptions {
  /** A visitor's anonymous token is asked for once the first page has been painted, not at start-up (the browser). */
  anonymousTokenAfterPaint?: boolean;
}

export function createAppRoutes(
  store: AppStore,
  host: string,
  bootLocale: LanguageCode,
  { anonymousTokenAfterPaint = false }: AppRouteOptions = {},
): RouteObject[] {
  let painted = () => {};
  const firstPaint = new Promise<void>((resolve) => {
    painted = resolve;
  });
  const begin = () => startup(store, bootLocale, host, anonymousTokenAfterPaint ? firstPaint : undefined);
  // In the browser (with the anonymous token after the first paint) the first start-up's calls (token, user, website
  // data: RTK Query's thunks) run in a task after the router's creation and first match instead of inside it (one
  // task of ~45 ms on this machine unthrottled, ×4 on a phone, before).
  const ready = () => (anonymousTokenAfterPaint && !startups.has(store) ? nextTask().then(begin) : begin());
  return LOCALE_CODES.map((locale): RouteObject => {
    const prefix = locale === 'da' ? '/' : `/${locale}`;
    if (locale !== bootLocale) {
      return {
        id: `locale-${locale}`,
        path: `${prefix.replace(/\/$/, '')}/*`,
        loader: ({ request }: LoaderFunctionArgs) => {
          const url = new URL(request.url);
          throw redirectDocument(`${url.pathname}${url.search}${url.hash}`);
        },
      };
    }
    return {
      id: `locale-${locale}`,
      path: prefix,
      element: (
        <>
          <AppLayout />
          <AfterFirstPaint run={painted} />
        </>
      ),
      errorElement: <FatalErrorPage />,
      hydrateFallbackElement: <StartupFallback />,
      // Website data and auth are loaded once per page load; route guards run on every navigation.
      shouldRevalidate: () => false,
      loader: async () => {
        await ready();
        return null;
      },
      children: [
        {
          id: `${locale}:boundary`,
          errorElement: <RouteErrorPage />,
          children: [
            contentRoute({ store, locale, ready }, true),
            ...SCREENS.map((screen) => screenRoute({ store, locale, ready }, screen)),
            ...redirectRoutes(locale),
            contentRoute({ store, locale, ready }, false),
          ],
        },
      ],
    };
  });
}
