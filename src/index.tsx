import { nextTask } from './lib/nextTask';

/**
 * The storefront's entry. Its modules are all in the first load's scripts (runtime, vendor, main: `webpackMode:
 * "eager"` adds no chunk and no request), but they are evaluated in four tasks instead of the one that runs the
 * scripts — the API (Redux Toolkit, RTK Query), the store with its slices and sagas (redux-saga, redux-persist), then the routes with
 * the layout (react-router, styled-components, react-intl), then the start-up (react-dom) — each well under 50 ms on
 * a slow phone, so its browser can paint, parse and take input in between. Then the start-up runs
 * (src/app/start.tsx), in short tasks of its own.
 */
async function boot(): Promise<void> {
  // The store's part in two: the API (Redux Toolkit, RTK Query: createApi), then the slices, the endpoints, the sagas
  // and the store itself (one task of ~90 ms on this machine unthrottled before). A module of ours, not a package:
  // a package imported here would keep all its exports (no tree shaking of a dynamic import's namespace).
  await import(/* webpackMode: "eager" */ './api/baseApi');
  await nextTask();
  await import(/* webpackMode: "eager" */ './app/store');
  await nextTask();
  await import(/* webpackMode: "eager" */ './app/routes');
  await nextTask();
  const { start } = await import(/* webpackMode: "eager" */ './app/start');
  await nextTask();
  await start();
}

void nextTask().then(boot);
