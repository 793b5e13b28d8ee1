import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { persistStore } from 'redux-persist';
import { startMessages } from './app/i18n';
import { Providers } from './app/providers';
import { createAppRoutes } from './app/routes';
import { makeStore } from './app/store';
import { LOCALES, setLocaleCookie, splitLocale } from './lib/locales';

async function start() {
  // The language comes from the URL prefix only (SPEC §9: browser-language detection is off).
  const { locale } = splitLocale(window.location.pathname);
  setLocaleCookie(locale);
  document.documentElement.lang = LOCALES[locale].languageId;

  const store = makeStore(undefined, { persist: true });
  // The router starts the first route's loaders (token, website data, the page's content and its product list) as
  // soon as the stored login is read: they load while the messages do, not after them (LCP on a slow phone).
  const routerReady = new Promise<void>((resolve) => persistStore(store, null, resolve)).then(() =>
    createBrowserRouter(createAppRoutes(store, window.location.hostname, locale)),
  );
  const [catalog, router] = await Promise.all([startMessages(locale), routerReady]);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <Providers store={store} locale={locale} catalog={catalog}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

void start();
