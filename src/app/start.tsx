import { startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { persistStore } from 'redux-persist';
import { dropServerAnswers } from '../api/serverAnswers';
import { startMessages } from './i18n';
import { Providers } from './providers';
import { createAppRoutes } from './routes';
import { BELOW_DESKTOP, loadMegaMenu } from '../features/layout';
import { makeStore } from './store';
import { LOCALES, splitLocale } from '../../common/locales';
import { setLocaleCookie } from '../lib/localeCookie';
import { answerSupportedLocales } from '../lib/intlLocales';
import { nextTask } from '../lib/nextTask';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * Drops the server's answers in the HTML (src/api/serverAnswers.ts), which belong to the first page, with the first
 * navigation after it. It subscribes after RouterProvider has (a passive effect runs after the provider's layout
 * effect): React Router keeps a state update made while the router has no subscriber and hands it to the first one
 * that subscribes — the first route's loaders often finish while the first render (a transition, rendered in
 * slices) is still going. A subscriber of ours made at the router's creation took that place, so the provider missed
 * the update and the page stayed on the start-up spinner (stop 26; e2e on a busy machine). Remounting the provider
 * when it had missed one, as 112e0d0 did, cost a second render of the whole page and could reset what a visitor had
 * begun to type.
 */
function DropServerAnswersOnNavigation({ router }: { router: Router }) {
  useEffect(() => {
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized && state.navigation.state !== 'idle') {
        dropServerAnswers();
        unsubscribe();
      }
    });
    return unsubscribe;
  }, [router]);
  return null;
}

/** The page's start-up (src/index.tsx runs it once the first load's modules are evaluated). */
export async function start() {
  // The language comes from the URL prefix only (SPEC §9: browser-language detection is off).
  const { locale } = splitLocale(window.location.pathname);
  setLocaleCookie(locale);
  document.documentElement.lang = LOCALES[locale].languageId;
  answerSupportedLocales(Object.values(LOCALES).map((l) => l.languageId));

  const store = makeStore(undefined, { persist: true });
  // The router starts the first route's loaders (token, website data, the page's content and its product list) as
  // soon as the stored login is read: they load while the messages do, not after them (LCP on a slow phone). The
  // store's set-up, the stored state's rehydration and the router's first match are tasks of their own (each well
  // under 50 ms on a slow phone instead of one long task).
  const routerReady = nextTask()
    .then(() => new Promise<void>((resolve) => persistStore(store, null, resolve)))
    .then(nextTask)
    .then(() => {
      // No subscriber of its own before RouterProvider's (DropServerAnswersOnNavigation).
      return createBrowserRouter(createAppRoutes(store, window.location.hostname, locale, { anonymousTokenAfterPaint: true }));
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
  await nextTask();
  const root = createRoot(container);
  // The first render as a transition: React renders it in slices of a few milliseconds, yielding to the browser in
  // between, instead of one long task of the whole page; the page is committed (shown) at once all the same.
  startTransition(() =>
    root.render(
      <Providers store={store} locale={locale} catalog={catalog}>
        <RouterProvider router={router} />
        <DropServerAnswersOnNavigation router={router} />
      </Providers>,
    ),
  );
}
