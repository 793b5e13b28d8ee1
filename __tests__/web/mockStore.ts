/**
 * redux-mock-store for the components whose job is to dispatch (issue 17 item 7): the header's logout, a tile's
 * 'Add to cart', the compare toggle. The store holds a fixed state — the app's own, from a real store set up as the
 * test needs — and records what is dispatched instead of reducing it, so a test asserts the actions, not what the
 * reducers make of them (the slices' and sagas' own tests do that with the real store and expectSaga).
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { legacy_configureStore as configureMockStore, type MockStoreEnhanced } from 'redux-mock-store';
import type { AppDispatch, RootState } from '../../src/app/store';

/** A middleware as redux-mock-store takes it (its types follow Redux 4's). */
type MockMiddleware = NonNullable<Parameters<typeof configureMockStore>[0]>[number];

/**
 * Runs thunks as the app's store does (with the mock's dispatch and getState), so the plain actions a thunk
 * dispatches are recorded; plain actions go on to the recorder.
 */
const thunks: MockMiddleware = ({ dispatch, getState }) => (next) => (action: unknown) =>
  typeof action === 'function' ? (action as (d: typeof dispatch, g: typeof getState) => unknown)(dispatch, getState) : next(action as UnknownAction);

export interface MockAppStore extends MockStoreEnhanced<RootState, AppDispatch> {
  /** The plain actions dispatched so far, in order (thunks are run, not recorded). */
  dispatched(): UnknownAction[];
}

/** A mock store over `state` (e.g. `setupStore({ user }).getState()`). */
export function mockStore(state: RootState): MockAppStore {
  const store = configureMockStore<RootState, AppDispatch>([thunks])(state);
  // redux-mock-store's types give the recorded actions as any[]; they are the plain actions that reached it.
  return Object.assign(store, { dispatched: () => store.getActions() as UnknownAction[] });
}
