import { all, call, fork } from 'redux-saga/effects';
import { cartSaga, cartStorageSaga } from '../features/cart';
import { priceSaga } from '../features/price';
import { searchBoxSaga } from '../features/search';
import { delay } from '../lib/delay';

/**
 * Issue 19: the support for an unreachable API (following the connection, the notice, the cart's retries) loads as a
 * chunk of its own 2 s after the start, once the first page is shown, so the first load stays light. A chunk that
 * could not be fetched (the server down just then) is tried again at the next page load.
 */
export function* offlineSupport() {
  yield call(delay, 2000);
  const chunk: typeof import('../features/connection/offlineSaga') | null = yield call(() =>
    import(/* webpackChunkName: "offline" */ '../features/connection/offlineSaga').catch(() => null),
  );
  if (chunk) yield call(chunk.offlineSaga);
}

export function* rootSaga() {
  yield all([fork(searchBoxSaga), fork(priceSaga), fork(cartStorageSaga), fork(cartSaga), fork(offlineSupport)]);
}
