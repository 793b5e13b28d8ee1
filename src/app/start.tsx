import { startTransition, useLayoutEffect, useState, type Dispatch, type SetStateAction } from 'react';
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
 * React Router's RouterProvider takes the router's state when it renders and subscribes to it in a layout effect.
 * The first render is a transition (rendered in slices, yielding in between), so the first route's loaders can
 * finish between the two: that update was lost, and the page stayed on the start-up spinner for good (e2e, on a busy
 * machine). Once the provider has subscribed (a child's layout effect runs before this one), a router state newer
 * than the one this mount began with mounts it again, with the state as it is now — as a transition too: done
 * synchronously in the layout effect, that second mount of the whole page was one long task (35–45 ms on a fast
 * machine, 4× that on Lighthouse's phone; most loads of a logged-in page went through it).
 */
function ProviderMount({ router, remount }: { router: Router; remount: Dispatch<SetStateAction<number>> }) {
  const [began] = useState(() => router.state);
  useLayoutEffect(() => {
    if (router.state !== began) startTransition(() => remount((n) => n + 1));
  }, [router, began, remount]);
  return <RouterProvider router={router} />;
}

function StartRouter({ router }: { router: Router }) {
  const [mount, setMount] = useState(0);
  return <ProviderMount key={mount} router={router} remount={setMount} />;
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
  await nextTask();
  const root = createRoot(container);
  // The first render as a transition: React renders it in slices of a few milliseconds, yielding to the browser in
  // between, instead of one long task of the whole page; the page is committed (shown) at once all the same.
  startTransition(() =>
    root.render(
      <Providers store={store} locale={locale} catalog={catalog}>
        <StartRouter router={router} />
      </Providers>,
    ),
  );
}
