/**
 * SPEC §4 Cart lifecycle, the server part (the local part is cartStorageSaga.ts):
 * - after line changes the cart is saved to the server after a 500 ms debounce (a burst of edits → one SaveCart);
 *   open views (cart page, mini-cart) then get it recalculated;
 * - calculation sends only product lines; a logged-in customer uses CalculateCart (which also saves), an anonymous
 *   visitor CalculateCartWithoutSaving; the calculating flag is set while it runs;
 * - a logged-in customer's cart is loaded from the server at start (beside GetUser, for the stored login) and login
 *   (GetCartsBySearch: take 1, skip 0,
 *   newest first; none → a new empty cart), then calculated (when it has lines) and stored — unless the local cart
 *   holds this customer's edits that never reached the server (left within the debounce): those are saved instead;
 *   the lines a visitor added before logging in are merged into it (issue 16);
 * - 401 on calculate or save → the local cart is reset to an empty cart for the customer, error 'Unauthorized'
 *   (SPEC §8); 409 on save (the cart was ordered) → a fresh cart; 404 (the id is someone else's) → a new id;
 * - emptying clears local storage, calls EmptyCart and creates a fresh cart.
 */
import type { PayloadAction } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import { all, call, cancel, cancelled, debounce, fork, put, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { isApiError } from '../../api/apiError';
import type { CalculateCartResponse, Cart, CartLine, CartSearchResponse } from '../../api/commerceTypes';
import type { AreaInfo, User } from '../../api/types';
import { runEndpoint } from '../../app/runEndpoint';
import type { RootState } from '../../app/store';
import { storedLoginResumed, userLoaded } from '../user';
import { selectAreaInfo, selectWebsiteReady, websiteLoaded } from '../website';
import { calculationRequested, emptyCartRequested } from './cartActions';
import { pushCartChanges } from './cartAnalytics';
import { cartCalls } from './cartApi';
import { ALREADY_ORDERED, UNAUTHORIZED } from './cartErrors';
import { newCartArgs, selectHasServerCart } from './cartOwner';
import {
  calculationFailed,
  calculationStarted,
  cartCalculated,
  cartCreated,
  cartFieldsChanged,
  cartIdRenewed,
  cartLoaded,
  cartReset,
  cartViewOpened,
  lineAdded,
  linesMerged,
  lineQuantityChanged,
  lineRemoved,
  serverCartLoading,
  type CartState,
} from './cartSlice';
import { markUnsaved, markVisitorCart, unsavedCartId, visitorCartId, writeStoredCart } from './cartStorage';

/** SPEC §9: the server save debounce. */
export const SERVER_SAVE_DEBOUNCE_MS = 500;

/** The changes that are saved to the server after the debounce (cartSaga below; cartStorageSaga marks them unsaved). */
export const SERVER_SAVED_ACTIONS: readonly string[] = [
  lineAdded.type,
  linesMerged.type,
  lineQuantityChanged.type,
  lineRemoved.type,
  cartFieldsChanged.type,
];

export { ALREADY_ORDERED, UNAUTHORIZED };

/** The cart as it is sent: only product lines, without the prices of an earlier calculation (SPEC §4). */
export function wireCart(cart: Cart): Cart {
  return {
    ...cart,
    lines: cart.lines
      .filter((line) => line.type === 'product')
      .map(({ id, parentId, text, quantity, productKey, type }): CartLine => ({ id, parentId, text, quantity, productKey, type })),
  };
}

const statusOf = (error: unknown) => (isApiError(error) ? error.status : undefined);

const messageOf = (error: unknown) =>
  isApiError(error) ? error.message : error instanceof Error ? error.message : String(error);

/** SPEC §8: 401 on calculate or save → an empty cart for the customer, saved locally, error 'Unauthorized'. */
function* resetAfterUnauthorized() {
  const state: RootState = yield select();
  yield put(cartReset({ ...newCartArgs(state), error: UNAUTHORIZED }));
}

/** The cart was ordered meanwhile (409 'This cart has already been ordered'): go on with a fresh cart. */
function* freshCart() {
  const state: RootState = yield select();
  yield put(cartCreated(newCartArgs(state)));
}

/** The server has the cart as it was at `revision`: the unsaved mark goes unless the cart changed since. */
function* savedAt(cartId: string, revision: number) {
  const now: RootState = yield select();
  if (now.cart.cart?.cartId === cartId && now.cart.revision === revision) markUnsaved(null);
}

/**
 * POST /api/Cart/SaveCart for a logged-in customer. A 404 (the id belongs to someone else) saves the same lines
 * once more under a new id.
 */
export function* saveCartToServer(retry = true): Generator<unknown, void, never> {
  const state: RootState = yield select();
  const cart = state.cart.cart;
  if (!cart || !selectHasServerCart(state)) return;
  try {
    yield call(runEndpoint, cartCalls.saveCart, { area: selectAreaInfo(state), cart: wireCart(cart) });
    yield call(savedAt, cart.cartId, state.cart.revision);
  } catch (error) {
    const status = statusOf(error);
    if (status === 401) yield call(resetAfterUnauthorized);
    else if (status === 409) yield call(freshCart);
    else if (status === 404 && retry) {
      yield put(cartIdRenewed());
      yield call(saveCartToServer, false);
    } else console.error('Saving the cart failed', error);
  }
}

/** After a burst of edits: one server save, then a new calculation for the views that show it. */
function* afterEdits() {
  // While the checkout places the order it saves the cart itself first (orderConversion.ts): a save from here could
  // reach the server after the order was made, for a cart that can no longer change (409, issue 16 item 17).
  // (The payment slice comes with the checkout's chunk: without it nothing is being placed.)
  const placing: boolean = yield select((state: RootState) => state.payment?.status === 'placing');
  if (placing) return;
  yield call(saveCartToServer);
  const cart: CartState = yield select((state: RootState) => state.cart);
  if (cart.openViews > 0 && cart.cart?.lines.length && !cart.calculated && !cart.calculating) yield put(calculationRequested());
}

/**
 * SPEC §4 Calculation. A reply is applied only if the cart did not change meanwhile (see cartCalculated). A cart
 * without product lines has nothing to calculate (and keeps a recorded error, e.g. the 401 notice, on show).
 */
export function* calculateCart(): Generator<unknown, void, never> {
  const state: RootState = yield select();
  const cart = state.cart.cart;
  if (!cart || !cart.lines.some((line) => line.type === 'product')) return;
  const revision = state.cart.revision;
  const customer = selectHasServerCart(state);
  yield put(calculationStarted());
  try {
    const response: CalculateCartResponse = yield call(
      runEndpoint,
      customer ? cartCalls.calculateCart : cartCalls.calculateCartWithoutSaving,
      { area: selectAreaInfo(state), cart: wireCart(cart) },
    );
    yield put(cartCalculated({ response, revision }));
    if (customer) yield call(savedAt, cart.cartId, revision); // CalculateCart saves too
  } catch (error) {
    const status = statusOf(error);
    if (status === 401) yield call(resetAfterUnauthorized);
    else if (status === 409) {
      yield call(freshCart);
      yield put(calculationFailed(ALREADY_ORDERED));
    } else yield put(calculationFailed(messageOf(error)));
  }
}

/** SPEC §2: opening the mini-cart (or the cart page) calculates when the cart is not calculated yet. */
function* calculateIfNeeded() {
  const cart: CartState = yield select((state: RootState) => state.cart);
  if (cart.openViews > 0 && cart.cart?.lines.length && !cart.calculated && !cart.calculating && !cart.loadingFromServer) {
    yield put(calculationRequested());
  }
}

/**
 * SPEC §4 Loading: a logged-in customer gets their latest cart from the server (none → a new empty cart), which is
 * then calculated and stored. Runs at start and at login (both load the user: userLoaded).
 *
 * At login the lines a visitor put in the cart before (issue 16: the visitor's cart, marked by cartStorage) are
 * merged into that cart by the rule of adding a line (linesMerged: same product, unit and variant add up), saved to
 * the server (the debounced save; CalculateCart saves at once) and calculated with the customer's prices. Only a
 * cart without a customer is a visitor's: another customer's lines (left after a session ended) never move over.
 */
export function* loadServerCart(action: PayloadAction<User>) {
  const customerNumber = action.payload.customerNumber;
  if (!customerNumber) return; // a sales rep not yet acting for a customer has no cart
  // A cart view opening meanwhile leaves the calculation to this load (one CalculateCart, of the cart it shows).
  yield put(serverCartLoading(true));
  let calculated = false;
  try {
    calculated = yield call(loadAndCalculate, customerNumber);
  } finally {
    yield put(serverCartLoading(false));
    // A load that failed or stopped before its calculation leaves an open view's calculation to be started here; a
    // load cancelled by a newer one (takeLatest) leaves it to that one.
    const wasCancelled: boolean = yield cancelled();
    if (!calculated && !wasCancelled) yield call(calculateIfNeeded);
  }
}

/** loadServerCart's work; true when it got to the loaded cart's calculation. */
function* loadAndCalculate(customerNumber: string): Generator<unknown, boolean, never> {
  const ready: boolean = yield select(selectWebsiteReady);
  if (!ready) yield take(websiteLoaded.type); // area, currency and language of the request
  const state: RootState = yield select();
  if (!selectHasServerCart(state)) return false;
  const area: AreaInfo = selectAreaInfo(state);
  try {
    const found: CartSearchResponse = yield call(runEndpoint, cartCalls.getCartsBySearch, { area });
    // The session may have ended (or the user changed) while the request ran: its cart is not this visitor's.
    const now: RootState = yield select();
    if (now.user.token.token !== state.user.token.token || !selectHasServerCart(now)) return false;
    const local = now.cart.cart;
    const latest = found?.items?.[0]?.item?.item ?? null;
    // A cart a visitor filled (issue 16): marked so, and without a customer of its own.
    const visitor = !!local?.lines.length && visitorCartId() === local.cartId && !local.billingAddress.customerNumber;
    if (
      local?.lines.length &&
      (visitor
        ? latest?.cartId === local.cartId // the server's cart itself, edited after a session ended: not added to itself
        : unsavedCartId() === local.cartId && local.billingAddress.customerNumber === customerNumber)
    ) {
      // Edits of this customer that the server never got (the page was left within the debounce): newer than the
      // server's copy, so they are kept and saved now.
      yield call(saveCartToServer);
    } else {
      if (latest) yield put(cartLoaded(latest));
      else yield call(freshCart);
      if (visitor) yield put(linesMerged(local.lines));
    }
    markVisitorCart(null);
  } catch (error) {
    // A session that ended while the request ran (its token rejected: sessionEnded) keeps its cart as it is.
    const now: RootState = yield select();
    if (now.user.token.token !== state.user.token.token) return false;
    if (statusOf(error) === 401) yield call(resetAfterUnauthorized);
    else console.error('Loading the cart failed', error);
    return false;
  }
  yield call(calculateCart);
  return true;
}

/**
 * Runs loadServerCart for each userLoaded (start, login, a cart open again after a cancelled payment) and for the
 * stored login at start (storedLoginResumed, sent beside GetUser). The first userLoaded that confirms a stored login
 * (same token, same customer) lets that load run on; any other replaces the running load (as takeLatest).
 */
export function* serverCartLoads(): Generator<unknown, void, never> {
  let running: Task | null = null;
  /** Token and customer of a load started from the stored login, until GetUser confirms it. */
  let resumed: string | null = null;
  for (;;) {
    const action: PayloadAction<User> = yield take([userLoaded.type, storedLoginResumed.type]);
    const token: string | null = yield select((state: RootState) => state.user.token.token);
    const key = `${token ?? ''}\n${action.payload.customerNumber ?? ''}`;
    if (action.type === userLoaded.type && resumed === key) {
      resumed = null;
      continue;
    }
    resumed = action.type === storedLoginResumed.type ? key : null;
    if (running) yield cancel(running); // a no-op for a load that ended
    const task: Task = yield fork(loadServerCart, action);
    running = task;
  }
}

/** SPEC §4: emptying clears local storage, tells the server and creates a fresh cart. */
export function* emptyCart() {
  const state: RootState = yield select();
  const cart = state.cart.cart;
  writeStoredCart(null);
  markUnsaved(null);
  if (cart && selectHasServerCart(state)) {
    try {
      yield call(runEndpoint, cartCalls.emptyCart, { area: selectAreaInfo(state), cartId: cart.cartId });
    } catch (error) {
      // The fresh cart below replaces it anyway; a cart the server never saw is a 404.
      if (statusOf(error) !== 404) console.error('Emptying the cart on the server failed', error);
    }
  }
  yield call(freshCart);
  if (cart) yield call(pushCartChanges, cart.lines, [], cart.currencyCode);
}

export function* cartSaga() {
  yield all([
    debounce(SERVER_SAVE_DEBOUNCE_MS, [...SERVER_SAVED_ACTIONS], afterEdits),
    takeLatest(calculationRequested.type, calculateCart),
    takeEvery(cartViewOpened.type, calculateIfNeeded),
    call(serverCartLoads),
    takeLeading(emptyCartRequested.type, emptyCart),
  ]);
}
