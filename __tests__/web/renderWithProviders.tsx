import { render, type RenderOptions } from '@testing-library/react';
import { StrictMode, type ReactElement, type ReactNode } from 'react';
import type { Store } from 'redux';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { createAppRoutes, type AppRouteOptions } from '../../src/app/routes';
import { ThemeProvider } from 'styled-components';
import { makeStore, type AppStore, type RootState } from '../../src/app/store';
import { theme } from '../../src/styles/theme';
import en from '../../translations/en.json';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  preloadedState?: Partial<RootState>;
  /** The app's store, or a redux-mock-store one (mockStore.ts) for components whose job is to dispatch. */
  store?: AppStore | Store<RootState>;
  initialEntries?: string[];
  locale?: string;
  messages?: Record<string, string>;
}

/** Renders UI inside the app's providers (store, intl in English by default, theme, memory router). */
export function renderWithProviders(ui: ReactElement, options: Options = {}) {
  const {
    preloadedState,
    store = makeStore(preloadedState),
    initialEntries = ['/en'],
    locale = 'en-US',
    messages = en as Record<string, string>,
    ...rest
  } = options;
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Provider store={store}>
        <IntlProvider locale={locale} messages={messages} defaultLocale="en-US">
          <ThemeProvider theme={theme}>
            <MemoryRouter initialEntries={initialEntries}>{children}</MemoryRouter>
          </ThemeProvider>
        </IntlProvider>
      </Provider>
    );
  }
  return { store, ...render(ui, { wrapper: Wrapper, ...rest }) };
}

/**
 * Renders the whole app (the real route tree, English page load) at `path` in a memory router; `strict`: inside
 * React's StrictMode (effects run twice, as in development builds).
 */
export function renderApp(
  path: string,
  store: AppStore = makeStore(),
  { strict = false, routeOptions }: { strict?: boolean; routeOptions?: AppRouteOptions } = {},
) {
  const router = createMemoryRouter(createAppRoutes(store, 'localhost', 'en', routeOptions), { initialEntries: [path] });
  const app = (
    <Provider store={store}>
      <IntlProvider locale="en-US" messages={en as Record<string, string>}>
        <ThemeProvider theme={theme}>
          <RouterProvider router={router} />
        </ThemeProvider>
      </IntlProvider>
    </Provider>
  );
  render(strict ? <StrictMode>{app}</StrictMode> : app);
  return { router, store };
}
