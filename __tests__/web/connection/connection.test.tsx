/**
 * Issue 19: the connection state — which call outcomes mean the API could not be reached (a fetch that threw, a
 * timeout, a proxy's 502/503/504), which mean it answered; the saga that follows them and the browser's online /
 * offline events; the notice (role=status, polite) shown meanwhile.
 */
import { act, screen } from '@testing-library/react';
import { combineReducers, type UnknownAction } from '@reduxjs/toolkit';
import { eventChannel, type EventChannel } from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import { rootReducer, type RootState } from '../../../src/app/store';
import { ConnectionNotice } from '../../../src/features/connection/ConnectionNotice';
import { isConnectionError, isConnectionFailure, isServerAnswer } from '../../../src/features/connection/connectionFailure';
import { connectionSaga } from '../../../src/features/connection/connectionSaga';
import {
  connectionLost,
  connectionReducer,
  connectionRestored,
  selectOffline,
} from '../../../src/features/connection/connectionSlice';
import { renderWithProviders } from '../renderWithProviders';
import da from '../../../translations/da.json';

const apiError = (status: number | string) => ({ message: 'x', status, response: null, headers: {}, result: null });

/** An RTK Query call outcome as the api slice dispatches it. */
function outcome(requestStatus: 'fulfilled' | 'rejected', extra: Record<string, unknown> = {}, fields: Record<string, unknown> = {}): UnknownAction {
  return {
    type: `api/executeQuery/${requestStatus}`,
    meta: { requestStatus, requestId: 'r1', arg: {}, ...extra },
    ...fields,
  };
}

const fetchThrew = outcome('rejected', { rejectedWithValue: false }, { error: { name: 'TypeError', message: 'Failed to fetch' } });
const gateway = (status: number) => outcome('rejected', { rejectedWithValue: true, baseQueryMeta: {} }, { payload: apiError(status) });
const answered = outcome('fulfilled', { baseQueryMeta: { response: {} } }, { payload: {} });

describe('connection slice', () => {
  it('is online at first; lost counts failures; restored clears them', () => {
    let state = connectionReducer(undefined, { type: '@@init' });
    expect(state).toEqual({ offline: false, failures: 0 });
    state = connectionReducer(connectionReducer(state, connectionLost()), connectionLost());
    expect(state).toEqual({ offline: true, failures: 2 });
    expect(selectOffline({ connection: state })).toBe(true);
    state = connectionReducer(state, connectionRestored());
    expect(state).toEqual({ offline: false, failures: 0 });
    expect(selectOffline({ connection: state })).toBe(false);
  });

  it('is part of the root state', () => {
    expect(rootReducer(undefined, { type: '@@init' }).connection).toEqual({ offline: false, failures: 0 });
  });
});

describe('which outcomes mean the API could not be reached', () => {
  it('errors thrown by a call', () => {
    expect(isConnectionError({ name: 'TypeError', message: 'Failed to fetch' })).toBe(true);
    for (const status of [502, 503, 504, 'TIMEOUT_ERROR']) expect([status, isConnectionError(apiError(status))]).toEqual([status, true]);
    // The server answered; a cancelled call (FETCH_ERROR as an ApiError) is no network failure.
    for (const status of [400, 401, 404, 409, 429, 500, 'FETCH_ERROR', 'PARSING_ERROR']) {
      expect([status, isConnectionError(apiError(status))]).toEqual([status, false]);
    }
    expect(isConnectionError(new Error('boom'))).toBe(false);
  });

  it('call outcomes', () => {
    expect(isConnectionFailure(fetchThrew)).toBe(true);
    expect(isConnectionFailure(gateway(503))).toBe(true);
    expect(isConnectionFailure(gateway(500))).toBe(false);
    expect(isConnectionFailure(answered)).toBe(false);
    // Skipped by a condition (cached) or aborted by the caller: says nothing about the connection.
    expect(isConnectionFailure(outcome('rejected', { condition: true }, { error: { name: 'ConditionError', message: '' } }))).toBe(false);
    expect(isConnectionFailure(outcome('rejected', { aborted: true }, { error: { name: 'TypeError', message: 'Failed to fetch' } }))).toBe(false);
    // Other slices' actions are not calls.
    expect(isConnectionFailure({ ...fetchThrew, type: 'cart/executeQuery/rejected' })).toBe(false);
  });

  it('answers of the server', () => {
    expect(isServerAnswer(answered)).toBe(true);
    expect(isServerAnswer(gateway(500))).toBe(true);
    expect(isServerAnswer(gateway(404))).toBe(true);
    expect(isServerAnswer(gateway(502))).toBe(false);
    expect(isServerAnswer(fetchThrew)).toBe(false);
    // An answer the page's HTML carried (no response): not a sign that the API is back.
    expect(isServerAnswer(outcome('fulfilled', {}, { payload: {} }))).toBe(false);
  });
});

describe('connectionSaga', () => {
  // Only the connection slice: the made-up call outcomes below are not for the RTK Query cache.
  const reducer = combineReducers({ connection: connectionReducer });
  /** A stand-in for the browser's online/offline events. */
  function fakeBrowser(): { channel: EventChannel<'online' | 'offline'>; emit: (event: 'online' | 'offline') => void } {
    let emit: (event: 'online' | 'offline') => void = () => undefined;
    const channel = eventChannel<'online' | 'offline'>((e) => {
      emit = e;
      return () => undefined;
    });
    return { channel, emit: (event) => emit(event) };
  }

  it('a failed call marks the connection lost, a server answer marks it back', async () => {
    const browser = fakeBrowser();
    const { storeState } = await expectSaga(connectionSaga, browser.channel)
      .withReducer(reducer)
      .put(connectionLost())
      .put(connectionRestored())
      .dispatch(fetchThrew)
      .dispatch(gateway(504))
      .dispatch(answered)
      .silentRun(50);
    expect((storeState as Pick<RootState, 'connection'>).connection).toEqual({ offline: false, failures: 0 });
  });

  it('stays lost while calls fail, and an answer from the HTML does not count', async () => {
    const browser = fakeBrowser();
    const { storeState } = await expectSaga(connectionSaga, browser.channel)
      .withReducer(reducer)
      .not.put(connectionRestored())
      .dispatch(fetchThrew)
      .dispatch(outcome('fulfilled', {}, { payload: {} }))
      .dispatch(fetchThrew)
      .silentRun(50);
    expect((storeState as Pick<RootState, 'connection'>).connection).toEqual({ offline: true, failures: 2 });
  });

  it('follows the browser’s offline and online events', async () => {
    const browser = fakeBrowser();
    const saga = expectSaga(connectionSaga, browser.channel).withReducer(reducer);
    const running = saga.silentRun(100);
    setTimeout(() => browser.emit('offline'), 10);
    setTimeout(() => browser.emit('online'), 40);
    const { effects } = await running;
    const puts = (effects.put ?? []).map((effect: { payload: { action: UnknownAction } }) => effect.payload.action.type);
    expect(puts).toEqual([connectionLost.type, connectionRestored.type]);
  });
});

describe('ConnectionNotice', () => {
  it('an empty polite status region while online; the message while offline; gone again when back', () => {
    const { store } = renderWithProviders(<ConnectionNotice />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    act(() => {
      store.dispatch(connectionLost());
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'No connection to the shop. Your changes are kept and saved when the connection returns.',
    );
    act(() => {
      store.dispatch(connectionRestored());
    });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('in Danish', () => {
    const { store } = renderWithProviders(<ConnectionNotice />, { locale: 'da-DK', messages: da as Record<string, string> });
    act(() => {
      store.dispatch(connectionLost());
    });
    expect(screen.getByRole('status')).toHaveTextContent('Ingen forbindelse til butikken.');
  });
});
