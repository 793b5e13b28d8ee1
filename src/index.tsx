import { nextTask } from './lib/nextTask';

/**
 * The storefront's entry. Its modules are all in the first load's scripts (runtime, vendor, main: `webpackMode:
 * "eager"` adds no chunk and no request), but they are evaluated in three tasks instead of the one that runs the
 * scripts — the store with its slices, sagas and API (Redux Toolkit, redux-saga, redux-persist), then the routes with
 * the layout (react-router, styled-components, react-intl), then the start-up (react-dom) — each well under 50 ms on
 * a slow phone, so its browser can paint, parse and take input in between. Then the start-up runs
 * (src/app/start.tsx), in short tasks of its own.
 */
async function boot(): Promise<void> {
  await import(/* webpackMode: "eager" */ './app/store');
  await nextTask();
  await import(/* webpackMode: "eager" */ './app/routes');
  await nextTask();
  const { start } = await import(/* webpackMode: "eager" */ './app/start');
  await nextTask();
  await start();
}

void nextTask().then(boot);
