import '@testing-library/jest-dom';

// jsdom does not implement scrolling; react-router's ScrollRestoration calls it.
window.scrollTo = () => undefined;
import './formDataShim';
import { configure } from '@testing-library/react';

// Route loaders wait at least 200 ms (SPEC §9) and lazy screens compile on first use under ts-jest.
configure({ asyncUtilTimeout: 5000 });
// A file's first render compiles its screens under ts-jest: on a loaded 2-core machine that alone took over Jest's
// default 5 s per test (search/listLoading's first test, 0.6–0.9 s on a quiet one). Not a speed check: benchmarks are.
jest.setTimeout(15_000);

// Every test starts without stored session, cart or comparison (the root saga reads localStorage at start).
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
