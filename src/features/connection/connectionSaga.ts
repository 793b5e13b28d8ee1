/**
 * Issue 19: follows whether the API can be reached (connectionSlice.ts) from the outcome of every RTK Query call
 * and from the browser's `online` / `offline` events. Forked by the root saga.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { eventChannel, type EventChannel } from 'redux-saga';
import { all, put, select, take, takeEvery } from 'redux-saga/effects';
import { isConnectionFailure, isServerAnswer } from './connectionFailure';
import { connectionLost, connectionRestored, selectOffline } from './connectionSlice';

type BrowserEvent = 'online' | 'offline';

/** The browser's online / offline events (none outside a browser). */
export function browserConnectionEvents(): EventChannel<BrowserEvent> {
  return eventChannel<BrowserEvent>((emit) => {
    if (typeof window === 'undefined') return () => undefined;
    const online = () => emit('online');
    const offline = () => emit('offline');
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
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

function* watchBrowser(channel: EventChannel<BrowserEvent>) {
  try {
    for (;;) {
      const event: BrowserEvent = yield take(channel);
      yield put(event === 'online' ? connectionRestored() : connectionLost());
    }
  } finally {
    channel.close();
  }
}

const isCallOutcome = (action: unknown): boolean =>
  typeof action === 'object' && action !== null && typeof (action as UnknownAction).type === 'string' &&
  (action as UnknownAction).type.startsWith('api/') &&
  /\/(fulfilled|rejected)$/.test((action as UnknownAction).type);

export function* connectionSaga(channel: EventChannel<BrowserEvent> = browserConnectionEvents()) {
  yield all([takeEvery(isCallOutcome, onCallOutcome), watchBrowser(channel)]);
}
