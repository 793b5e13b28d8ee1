import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { persistStore } from 'redux-persist';
import { dropServerAnswers } from './api/serverAnswers';
import { startMessages } from './app/i18n';
import { Providers } from './app/providers';
import { createAppRoutes } from './app/routes';
import { BELOW_DESKTOP, loadMegaMenu } from './features/layout';
import { makeStore } from './app/store';
import { LOCALES, splitLocale } from '../common/locales';
import { setLocaleCookie } from './lib/localeCookie';

async function start() {
  // The language comes from the URL prefix only (SPEC §9: browser-language detection is off).
  const { locale } = splitLocale(window.location.pathname);
  setLocaleCookie(locale);
  document.documentElement.lang = LOCALES[locale].languageId;

  const store = makeStore(undefined, { persist: true });
  // The router starts the first route's loaders (token, website data, the page's content and its product list) as
  // soon as the stored login is read: they load while the messages do, not after them (LCP on a slow phone).
  const routerReady = new Promise<void>((resolve) => persistStore(store, null, resolve)).then(() => {
    const router = createBrowserRouter(createAppRoutes(store, window.location.hostname, locale, { anonymousTokenAfterPaint: true }));
    // The server's answers in the HTML (src/api/serverAnswers.ts) belong to the first page: gone with the first navigation.
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized && state.navigation.state !== 'idle') {
        dropServerAnswers();
        unsubscribe();
      }
    });
    return router;
  });
  // A desktop's first screen has the mega menu (its own chunk, which a phone never loads).
  const desktop = typeof window.matchMedia === 'function' && !window.matchMedia(BELOW_DESKTOP).matches;
  const [catalog, router] = await Promise.all([
    startMessages(locale),
    routerReady,
    desktop ? loadMegaMenu().catch(() => undefined) : undefined,
  ]);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <Providers store={store} locale={locale} catalog={catalog}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

// The start-up runs in a task of its own, after the one that evaluates the scripts: two shorter tasks instead of one
// long one, so a slow phone's browser can paint, parse and take input in between.
setTimeout(() => void start(), 0);
