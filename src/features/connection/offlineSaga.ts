/**
 * Issue 19, the connection part of the offline support: follows whether the API can be reached
 * (connectionSlice.ts) from the outcome of every RTK Query call and from the browser's `online` / `offline` events,
 * and sets the notice's content (OfflineNotice). A chunk of its own ('offline', with cart/cartRetrySaga.ts),
 * loaded by the root saga (src/app/rootSaga.ts) after the first page is shown, so the first load stays light.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { all, call, put, select, takeEvery } from 'redux-saga/effects';
import { isConnectionFailure, isServerAnswer } from './callOutcome';
import { connectionLost, connectionRestored } from './connectionActions';
import { noticeSlot, selectOffline } from './connectionSlice';
import { OfflineNotice } from './OfflineNotice';

type BrowserEvent = 'online' | 'offline';

/** The browser's next online or offline event (never outside a browser). */
export function nextBrowserEvent(): Promise<BrowserEvent> {
  return new Promise((resolve) => {
    if (typeof window === 'undefined') return;
    const on = (event: Event) => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', on);
      resolve(event.type as BrowserEvent);
    };
    window.addEventListener('online', on);
    window.addEventListener('offline', on);
  });
}

function* onCallOutcome(action: UnknownAction) {
  if (isConnectionFailure(action)) {
    yield put(connectionLost());
    return;
  }
  const offline: boolean = yield select(selectOffline);
  if (offline && isServerAnswer(action)) yield put(connectionRestored());
}

export function* watchBrowser(next: () => Promise<BrowserEvent> = nextBrowserEvent) {
  for (;;) {
    const event: BrowserEvent = yield call(next);
    yield put(event === 'online' ? connectionRestored() : connectionLost());
  }
}

const isCallOutcome = (action: unknown): boolean => {
  const type = (action as UnknownAction | null)?.type;
  return typeof type === 'string' && type.startsWith('api/') && /\/(fulfilled|rejected)$/.test(type);
};

export function* connectionSaga(next?: () => Promise<BrowserEvent>) {
  noticeSlot.current = OfflineNotice;
  yield all([takeEvery(isCallOutcome, onCallOutcome), call(watchBrowser, next)]);
}

/** The chunk in the same place (webpack chunk 'offline'): the cart's retries. */
const cartRetry = () => import(/* webpackChunkName: "offline" */ '../cart/cartRetrySaga');

/** The whole offline support: the connection (above) and the cart's retries (cart/cartRetrySaga.ts). */
export function* offlineSaga() {
  const cart: Awaited<ReturnType<typeof cartRetry>> = yield call(cartRetry);
  yield all([call(connectionSaga), call(cart.cartRetrySaga, isConnectionFailure)]);
}
