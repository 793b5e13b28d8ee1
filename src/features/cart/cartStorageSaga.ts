/**
 * SPEC §4 Cart lifecycle, the local part: after line changes the cart is saved locally at once (localStorage key
 * 'cart', cartStorage.ts); the locally stored cart is loaded at start, and a new empty cart is created when none is
 * stored. The server part (500 ms debounced save, the logged-in user's server cart, calculation) is cartSagas.ts.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { put, select, takeEvery } from 'redux-saga/effects';
import type { Cart } from '../../api/commerceTypes';
import type { RootState } from '../../app/store';
import { loggedOut } from '../user';
import { selectHasServerCart } from './cartOwner';
import { SERVER_SAVED_ACTIONS } from './cartSagas';
import {
  cartCalculated,
  cartCreated,
  cartFieldsChanged,
  cartIdRenewed,
  cartLoaded,
  cartReset,
  lineAdded,
  linesMerged,
  lineQuantityChanged,
  lineRemoved,
  selectCart,
} from './cartSlice';
import { markUnsaved, markVisitorCart, readStoredCart, writeStoredCart } from './cartStorage';

/** The line changes a visitor makes (see CART_VISITOR_KEY). */
const VISITOR_LINE_ACTIONS: readonly string[] = [lineAdded.type, lineQuantityChanged.type, lineRemoved.type];

function* saveLocally(action: UnknownAction) {
  const state: RootState = yield select();
  const cart = selectCart(state);
  writeStoredCart(cart);
  // A customer's edit is not on the server until the debounced save has run (see CART_UNSAVED_KEY).
  if (cart && SERVER_SAVED_ACTIONS.includes(action.type) && selectHasServerCart(state)) markUnsaved(cart.cartId);
  // A visitor's lines wait for the login that merges them into the customer's cart.
  if (cart && VISITOR_LINE_ACTIONS.includes(action.type) && !selectHasServerCart(state)) markVisitorCart(cart.cartId);
}

/** Every action after which the cart is saved locally at once. */
export const LOCALLY_SAVED_ACTIONS = [
  cartCreated.type,
  cartLoaded.type,
  cartReset.type,
  cartIdRenewed.type,
  cartFieldsChanged.type,
  cartCalculated.type,
  lineAdded.type,
  linesMerged.type,
  lineQuantityChanged.type,
  lineRemoved.type,
];

/**
 * At start the stored cart is loaded when the state has none; then the cart is saved locally at once after every
 * change. Forked by the root saga. With no stored cart, a new empty cart is created where one is first needed
 * (adding a line: addToCart / ensureCart; a customer's server cart: cartSagas), when the customer is known.
 */
export function* cartStorageSaga() {
  const current: Cart | null = yield select(selectCart);
  if (!current) {
    const stored = readStoredCart();
    if (stored) yield put(cartLoaded(stored));
  }
  yield takeEvery(LOCALLY_SAVED_ACTIONS, saveLocally);
  // Logout removes the stored cart (src/app/logout.ts); its unsaved and visitor marks go with it.
  yield takeEvery(loggedOut.type, () => {
    markUnsaved(null);
    markVisitorCart(null);
  });
}
