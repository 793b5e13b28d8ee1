/**
 * Issue 19: the actions of the connection state (connectionSlice.ts: one action type, 'connection/changed', whose
 * payload is the change and whose meta names it) and the selectors the screens use. Not part of the first load.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { CONNECTION_CHANGED, type ConnectionState, type Waiting } from './connectionSlice';

type Reason = 'lost' | 'restored' | 'waited' | 'reached';

const change = (payload: Partial<ConnectionState>, meta: Reason) => ({ type: CONNECTION_CHANGED, payload, meta });

/** A request failed for want of a connection (or the browser went offline). */
export const connectionLost = () => change({ offline: true }, 'lost');
/** A request got the server's answer, or the browser is online again. */
export const connectionRestored = () => change({ offline: false }, 'restored');
/** The cart's save or load did not reach the server; `now` is what waits already: a save is not given up for a load. */
export const serverWaited = (what: 'save' | 'load', now: Waiting = null) => change({ waiting: now === 'save' ? 'save' : what }, 'waited');
/** The server has the cart (saved or loaded), or a new cart began: nothing waits any more. */
export const serverReached = () => change({ waiting: null }, 'reached');

/** A pattern for take/takeEvery: the connection changes of one kind. */
export const changeOf =
  (reason: Reason) =>
  (action: UnknownAction): boolean =>
    action.type === CONNECTION_CHANGED && (action as { meta?: unknown }).meta === reason;

interface WithConnection {
  connection: ConnectionState;
}

/** What waits for the server, or null. */
export const selectWaiting = (state: WithConnection): Waiting => state.connection.waiting ?? null;
/** Whether the cart waits for the server (edits not saved, or the server cart not loaded). */
export const selectCartWaitingForServer = (state: WithConnection): boolean => !!state.connection.waiting;
