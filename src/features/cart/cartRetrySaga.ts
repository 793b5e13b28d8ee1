/**
 * Issue 19, the cart part of the offline support (the chunk 'offline', loaded after the first page by
 * src/app/rootSaga.ts through connection/offlineSaga.ts; the cart engine itself, cartSagas.ts, is unchanged):
 * - a save (SaveCart, or CalculateCart of a customer, which saves too) or a customer's server cart load
 *   (GetCartsBySearch) that could not reach the API makes the cart wait for the server (serverWaited). The edits stay
 *   as they are — in the store and the local copy with its unsaved mark — nothing is rolled back;
 * - what waits is tried again after 1 s, 2 s, 5 s, 10 s and then every 10 s, and at once when the connection
 *   returns (connectionRestored: a request got an answer, or the browser's `online` event); after the save the open
 *   views get the server's calculation as usual;
 * - a customer's local cart with unsaved edits (e.g. after a reload while the API is unreachable, whose user and
 *   cart loads failed) waits the same way.
 */
import type { Action, UnknownAction } from '@reduxjs/toolkit';
import { all, call, put, select, takeEvery, takeLeading } from 'redux-saga/effects';
import type { RootState } from '../../app/store';
import {
  changeOf,
  selectOffline,
  selectWaiting,
  serverReached,
  serverWaited,
  type Waiting,
} from '../connection';
import { selectUser, userLoaded } from '../user';
import { calculationRequested } from './cartActions';
import { selectHasServerCart } from './cartOwner';
import { loadServerCart, saveCartToServer } from './cartSagas';
import { cartCreated, cartLoaded, cartReset, type CartState } from './cartSlice';
import { unsavedCartId } from './cartStorage';

/** The waits before the next try while the API cannot be reached; the last one repeats. */
export const RETRY_DELAYS_MS: readonly number[] = [1000, 2000, 5000, 10_000];

/** The wait before try number `attempt` (0: the first retry). */
export const retryDelay = (attempt: number): number => RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)]!;

/** The cart calls whose failure leaves the cart waiting, and for what. */
const WAITS_FOR: Record<string, 'save' | 'load'> = { saveCart: 'save', calculateCart: 'save', getCartsBySearch: 'load' };

/** The waits under way: each ends early when the connection returns. */
const waits = new Set<() => void>();

/** Resolves after `ms`, or at once when the connection returns (wakeWaits). */
export function waitOrWake(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      waits.delete(done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    waits.add(done);
  });
}

function wakeWaits() {
  for (const done of [...waits]) done();
}

/** The open views (cart page, mini-cart) get the server's calculation of the saved cart. */
function* calculateForViews() {
  const cart: CartState = yield select((state: RootState) => state.cart);
  if (cart.openViews > 0 && cart.cart?.lines.length && !cart.calculated && !cart.calculating) yield put(calculationRequested());
}

/** One try of what waits; true when the API was reached. */
function* tryAgain(waiting: 'save' | 'load'): Generator<unknown, boolean, never> {
  if (waiting === 'save') {
    yield call(saveCartToServer);
  } else {
    const user = (yield select(selectUser)) as ReturnType<typeof selectUser>;
    if (user) yield call(loadServerCart, userLoaded(user));
  }
  const offline = (yield select(selectOffline)) as boolean;
  return !offline;
}

/** Whether the local cart still holds edits the server has not got. */
const hasUnsavedEdits = (state: RootState): boolean => !!state.cart.cart && unsavedCartId() === state.cart.cart.cartId;

/**
 * Tries again until the server is reached or nothing waits any more (a newer save got through, a new cart). One
 * at a time (takeLeading): the failed tries inside do not start another one.
 */
export function* retryWhileWaiting() {
  for (let attempt = 0; ; attempt += 1) {
    yield call(waitOrWake, retryDelay(attempt));
    const waiting: Waiting = yield select(selectWaiting);
    const state: RootState = yield select();
    if (!waiting || (waiting === 'save' && !hasUnsavedEdits(state))) break;
    const reached = (yield call(tryAgain, waiting)) as boolean;
    if (reached) break;
  }
  yield put(serverReached());
  yield call(calculateForViews);
}

/** A cart call that did not reach the API: the cart waits for the server. */
function* onCartCallFailed(action: UnknownAction) {
  const endpoint = (action as { meta?: { arg?: { endpointName?: string } } }).meta?.arg?.endpointName ?? '';
  const state: RootState = yield select();
  if (WAITS_FOR[endpoint] && selectHasServerCart(state)) yield put(serverWaited(WAITS_FOR[endpoint]!, selectWaiting(state)));
}

/**
 * A customer's local cart holding edits the server has not got waits for the server like a failed save. Checked
 * when a request fails for want of a connection, and when this code starts.
 */
export function* waitWithUnsavedEdits() {
  const state: RootState = yield select();
  const cart = state.cart.cart;
  if (!cart?.lines.length || selectWaiting(state) === 'save' || !selectHasServerCart(state)) return;
  if (hasUnsavedEdits(state) && cart.billingAddress.customerNumber === selectUser(state)?.customerNumber) {
    yield put(serverWaited('save'));
  }
}

/** The connection is back: waits end now; with nothing waiting, the open views get their calculation. */
function* onConnectionBack() {
  wakeWaits();
  const waiting: Waiting = yield select(selectWaiting);
  if (!waiting) yield call(calculateForViews);
}

/** When this code starts: what waits already is tried again, and a customer's unsaved local edits wait. */
function* resumeWaiting() {
  const waiting: Waiting = yield select(selectWaiting);
  if (waiting) yield put(serverWaited(waiting));
  else yield call(waitWithUnsavedEdits);
}

export function* cartRetrySaga(isCartCallFailure: (action: UnknownAction) => boolean) {
  yield all([
    takeLeading((action: Action) => changeOf('waited')(action as UnknownAction), retryWhileWaiting),
    takeEvery((action: Action) => isCartCallFailure(action as UnknownAction), onCartCallFailed),
    takeEvery((action: Action) => changeOf('lost')(action as UnknownAction), waitWithUnsavedEdits),
    takeEvery((action: Action) => changeOf('restored')(action as UnknownAction), onConnectionBack),
    // A new or loaded cart: what waited belonged to the one before (a loaded one is the server's).
    takeEvery([cartCreated.type, cartLoaded.type, cartReset.type], function* newCart() {
      yield put(serverReached());
    }),
    call(resumeWaiting),
  ]);
}
