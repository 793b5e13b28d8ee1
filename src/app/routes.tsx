import { data, redirectDocument, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { ContentResponse, LanguageCode } from '../api/types';
import { contentApi } from '../features/content/contentApi';
import { pageLoaded } from '../features/content/contentSlice';
import { selectAreaInfo } from '../features/website/websiteSlice';
import { atLeast } from '../lib/delay';
import { LOCALE_CODES } from '../lib/locales';
import { initAuth, initWebsite } from './bootstrap';
import { DEFAULT_MIDDLEWARE, runGuards } from './guards';
import { lazyScreen } from './lazyScreen';
import { routePattern, type RouteName } from './routePaths';
import type { AppStore } from './store';
import AppLayout from './AppLayout';
import { FatalErrorPage, RouteErrorPage } from './ErrorPage';

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
  lazy: () => Promise<{ default: React.ComponentType }>;
  /** The screen renders content from GetContentByUrl for its own URL. */
  content?: boolean;
}

/**
 * The screens wired so far. Each later screen is one entry here; its localised paths come from
 * ROUTE_PATHS (src/app/routePaths.ts), so it exists in every language.
 */
const SCREENS: ScreenDef[] = [
  { name: 'login', lazy: () => import(/* webpackChunkName: "login" */ '../features/user/LoginPage') },
  { name: 'error', lazy: () => import(/* webpackChunkName: "error" */ './ErrorScreen') },
  {
    name: 'links',
    content: true,
    lazy: () => import(/* webpackChunkName: "content" */ '../features/content/ContentPage'),
  },
];

const contentScreen = () => import(/* webpackChunkName: "content" */ '../features/content/ContentPage');

function guarded(store: AppStore, locale: LanguageCode, handle: RouteHandle, request: Request) {
  runGuards([...DEFAULT_MIDDLEWARE, ...(handle.middleware ?? [])], {
    store,
    locale,
    routeName: handle.name,
    url: new URL(request.url),
  });
}

/** Loads the page at the request's URL (SPEC §7 GetContentByUrl), at least 200 ms, cancellable. */
export async function loadContent(store: AppStore, request: Request): Promise<ContentResponse> {
  const url = new URL(request.url);
  const query = store.dispatch(
    contentApi.endpoints.getContentByUrl.initiate(
      { area: selectAreaInfo(store.getState()), url: url.pathname },
      { subscribe: false, forceRefetch: true },
    ),
  );
  request.signal.addEventListener('abort', () => query.abort());
  const content = await atLeast(PAGE_DATA_MIN_DELAY_MS, query.unwrap());
  if (content.statusCode === 404 || !content.content) {
    throw data({ message: NOT_FOUND_MESSAGE }, { status: 404 });
  }
  if (content.statusCode >= 400) {
    throw data({ message: content.content.title || undefined }, { status: content.statusCode });
  }
  store.dispatch(pageLoaded({ path: `${url.pathname}${url.search}`, content }));
  return content;
}

function screenRoute(store: AppStore, locale: LanguageCode, screen: ScreenDef): RouteObject {
  const handle: RouteHandle = { name: screen.name, ...(screen.middleware ? { middleware: screen.middleware } : {}) };
  return {
    id: `${locale}:${screen.name}`,
    path: routePattern(locale, screen.name).replace(/^\//, ''),
    handle,
    lazy: lazyScreen(screen.lazy),
    loader: async ({ request }: LoaderFunctionArgs) => {
      guarded(store, locale, handle, request);
      return screen.content ? loadContent(store, request) : null;
    },
  };
}

function contentRoute(store: AppStore, locale: LanguageCode, index: boolean): RouteObject {
  const handle: RouteHandle = { name: index ? 'home' : 'content' };
  const loader = async ({ request }: LoaderFunctionArgs) => {
    guarded(store, locale, handle, request);
    return loadContent(store, request);
  };
  const common = { handle, lazy: lazyScreen(contentScreen), loader };
  return index ? { id: `${locale}:home`, index: true, ...common } : { id: `${locale}:content`, path: '*', ...common };
}

/**
 * One route tree per language (SPEC §2: Danish without prefix, /en, /sv — and /nb, /fi):
 * locale layout (website + auth initialisation) → error boundary → screens, home and the content catch-all.
 */
export function createAppRoutes(store: AppStore, host: string, bootLocale: LanguageCode): RouteObject[] {
  return LOCALE_CODES.map((locale) => ({
    id: `locale-${locale}`,
    path: locale === 'da' ? '/' : `/${locale}`,
    element: <AppLayout />,
    errorElement: <FatalErrorPage />,
    // Website data and auth are loaded once per page load; route guards run on every navigation.
    shouldRevalidate: () => false,
    loader: async ({ request }: LoaderFunctionArgs) => {
      // Messages, cookie and <html lang> belong to the page load: another language needs a full load.
      if (locale !== bootLocale) {
        const url = new URL(request.url);
        throw redirectDocument(`${url.pathname}${url.search}${url.hash}`);
      }
      await initAuth(store);
      await initWebsite(store, locale, host);
      return null;
    },
    children: [
      {
        id: `${locale}:boundary`,
        errorElement: <RouteErrorPage />,
        children: [
          contentRoute(store, locale, true),
          ...SCREENS.map((screen) => screenRoute(store, locale, screen)),
          contentRoute(store, locale, false),
        ],
      },
    ],
  }));
}
