/**
 * Issue 19: the connection state — which call outcomes mean the API could not be reached (a fetch that threw, a
 * timeout, a proxy's 502/503/504), which mean it answered; the saga that follows them and the browser's online /
 * offline events; the notice (role=status, polite) shown meanwhile.
 */
import { screen } from '@testing-library/react';
import { combineReducers, type UnknownAction } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import { rootReducer, type RootState } from '../../../src/app/store';
import { OfflineNotice } from '../../../src/features/connection/OfflineNotice';
import { isConnectionError, isConnectionFailure, isServerAnswer } from '../../../src/features/connection/callOutcome';
import { connectionSaga, watchBrowser } from '../../../src/features/connection/offlineSaga';
import {
  connectionLost,
  connectionRestored,
  selectCartWaitingForServer,
  selectWaiting,
  serverReached,
  serverWaited,
} from '../../../src/features/connection/connectionActions';
import { connectionReducer, noticeSlot, selectOffline } from '../../../src/features/connection/connectionSlice';
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

describe('connection state', () => {
  const of = (state: ReturnType<typeof connectionReducer>) => ({ connection: state });

  it('online and nothing waiting at first; lost / restored; a waiting save is not given up for a load', () => {
    let state = connectionReducer(undefined, { type: '@@init' });
    expect([selectOffline(of(state)), selectWaiting(of(state)), selectCartWaitingForServer(of(state))]).toEqual([false, null, false]);
    state = connectionReducer(state, connectionLost());
    expect(selectOffline(of(state))).toBe(true);
    state = connectionReducer(state, serverWaited('save'));
    state = connectionReducer(state, serverWaited('load', selectWaiting(of(state))));
    expect(selectWaiting(of(state))).toBe('save');
    expect(selectCartWaitingForServer(of(state))).toBe(true);
    state = connectionReducer(state, connectionRestored());
    state = connectionReducer(state, serverReached());
    expect([selectOffline(of(state)), selectWaiting(of(state))]).toEqual([false, null]);
    expect(connectionReducer(state, serverWaited('load'))).toEqual({ offline: false, waiting: 'load' });
  });

  it('is part of the root state', () => {
    expect(selectOffline(rootReducer(undefined, { type: '@@init' }))).toBe(false);
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

describe('connectionSaga (offline support)', () => {
  // Only the connection slice: the made-up call outcomes below are not for the RTK Query cache.
  const reducer = combineReducers({ connection: connectionReducer });
  const never = () => new Promise<'online' | 'offline'>(() => undefined);

  it('a failed call marks the connection lost, a server answer marks it back; the notice is set', async () => {
    noticeSlot.current = null;
    const { storeState } = await expectSaga(connectionSaga, never)
      .withReducer(reducer)
      .put(connectionLost())
      .put(connectionRestored())
      .dispatch(fetchThrew)
      .dispatch(gateway(504))
      .dispatch(answered)
      .silentRun(50);
    expect(selectOffline(storeState as Pick<RootState, 'connection'>)).toBe(false);
    expect(noticeSlot.current).toBe(OfflineNotice);
  });

  it('stays lost while calls fail, and an answer from the HTML does not count', async () => {
    const { storeState } = await expectSaga(connectionSaga, never)
      .withReducer(reducer)
      .not.put(connectionRestored())
      .dispatch(fetchThrew)
      .dispatch(outcome('fulfilled', {}, { payload: {} }))
      .dispatch(fetchThrew)
      .silentRun(50);
    expect(selectOffline(storeState as Pick<RootState, 'connection'>)).toBe(true);
  });

  it('follows the browser’s offline and online events', async () => {
    const events: ('online' | 'offline')[] = ['offline', 'online'];
    const next = () => (events.length ? Promise.resolve(events.shift()!) : new Promise<'online' | 'offline'>(() => undefined));
    const { effects } = await expectSaga(watchBrowser, next).withReducer(reducer).silentRun(50);
    const puts = (effects.put ?? []).map((effect: { payload: { action: UnknownAction } }) => effect.payload.action.meta);
    expect(puts).toEqual(['lost', 'restored']);
  });
});

describe('OfflineNotice', () => {
  it('says that the shop cannot be reached and that the changes are saved later (en, da)', () => {
    renderWithProviders(<OfflineNotice />);
    expect(screen.getByText('No connection to the shop. Your changes are saved when it returns.')).toBeInTheDocument();
  });

  it('in Danish', () => {
    renderWithProviders(<OfflineNotice />, { locale: 'da-DK', messages: da as Record<string, string> });
    expect(screen.getByText('Ingen forbindelse til butikken. Dine ændringer gemmes, når den er tilbage.')).toBeInTheDocument();
  });
});
