/**
 * Issue 19: whether the API can be reached, and whether the cart waits for it. A request that fails without an answer
 * (fetch threw: a network error, a timeout) or with a proxy's 502/503/504 marks the connection lost; a request that
 * gets the server's answer, or the browser's `online` event, marks it back (offlineSaga.ts). Meanwhile the storefront
 * shows one polite notice (noticeSlot below), and a cart whose save or load did not reach the server waits: its edits
 * are kept locally and cart/cartRetrySaga.ts tries again. A plain reducer: the first load carries it, while the
 * action creators and the other selectors (connectionActions.ts) come with the screens and the offline support.
 * With the slot of the notice: one module, as the first load carries both.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import type { ComponentType } from 'react';

/** What waits for the server: the cart's edits ('save'), or a customer's server cart ('load'). */
export type Waiting = 'save' | 'load' | null;

export interface ConnectionState {
  /** The last request could not reach the API (or the browser says it is offline); unset at first. */
  offline?: boolean;
  /** A cart save or load that did not reach the server and is tried again; null or unset when nothing waits. */
  waiting?: Waiting;
}

/** The one action type: a change of the state (connectionActions.ts makes the actions and their rules). */
export const CONNECTION_CHANGED = 'connection/changed';

export function connectionReducer(state: ConnectionState = {}, action: UnknownAction): ConnectionState {
  return action.type === CONNECTION_CHANGED ? { ...state, ...(action.payload as Partial<ConnectionState>) } : state;
}

/** Whether the API is unreachable right now. */
export const selectOffline = (state: { connection: ConnectionState }): boolean => !!state.connection.offline;

/**
 * The notice's content, set by the lazily loaded offline support (offlineSaga.ts) — the connection is only marked
 * lost by that code, so the content is there whenever it is needed. The layout (src/app/AppLayout.tsx) renders it
 * while offline inside an always present live region (role="status", polite), so that it is announced.
 */
export const noticeSlot: { current: ComponentType | null } = { current: null };
