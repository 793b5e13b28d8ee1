/**
 * Issue 19: whether the API can be reached. A request that fails without an answer (fetch threw: a network error,
 * a timeout) or with a proxy's 502/503/504 marks the connection lost; a request that gets the server's answer, or
 * the browser's `online` event, marks it back. The storefront shows one polite notice meanwhile (ConnectionNotice)
 * and the cart keeps its edits and saves them when it is back (cart/cartSagas.ts).
 */
import { createSlice } from '@reduxjs/toolkit';

export interface ConnectionState {
  /** The last request could not reach the API (or the browser says it is offline). */
  offline: boolean;
  /** Failed requests in a row since the connection was last seen working (0 while online). */
  failures: number;
}

const initialState: ConnectionState = { offline: false, failures: 0 };

const connectionSlice = createSlice({
  name: 'connection',
  initialState,
  reducers: {
    /** A request failed for want of a connection (or the browser went offline). */
    connectionLost(state) {
      state.offline = true;
      state.failures += 1;
    },
    /** A request got the server's answer, or the browser is online again. */
    connectionRestored(state) {
      state.offline = false;
      state.failures = 0;
    },
  },
});

export const { connectionLost, connectionRestored } = connectionSlice.actions;
export const connectionReducer = connectionSlice.reducer;

interface WithConnection {
  connection: ConnectionState;
}

/** Whether the API is unreachable right now. */
export const selectOffline = (state: WithConnection): boolean => state.connection.offline;
