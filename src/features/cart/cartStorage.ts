/**
 * SPEC §4 Cart lifecycle, the local part: after line changes the cart is saved locally at once (localStorage key
 * 'cart'); the locally stored cart is loaded at start, and a new empty cart is created when none is stored.
 * The server part (500 ms debounced save, the logged-in user's server cart, calculation) is cartSagas.ts.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { put, select, takeEvery } from 'redux-saga/effects';
import type { Address, Cart } from '../../api/commerceTypes';
import type { RootState } from '../../app/store';
import { selectCustomer } from '../customer/customerSlice';
import { loggedOut } from '../user/actions';
import { selectIsLoggedIn, selectUser } from '../user/userSlice';
import { selectCurrencyCode } from '../website/websiteSlice';
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

export const CART_STORAGE_KEY = 'cart';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage can be unavailable (privacy modes)
  }
}

function isCart(value: unknown): value is Cart {
  if (typeof value !== 'object' || value === null) return false;
  const cart = value as Partial<Record<keyof Cart, unknown>>;
  return (
    typeof cart.cartId === 'string' &&
    cart.cartId !== '' &&
    typeof cart.currencyCode === 'string' &&
    Array.isArray(cart.lines) &&
    cart.lines.every(
      (line: unknown) =>
        typeof line === 'object' &&
        line !== null &&
        typeof (line as { id?: unknown }).id === 'string' &&
        typeof (line as { quantity?: unknown }).quantity === 'number' &&
        typeof (line as { productKey?: unknown }).productKey === 'object',
    ) &&
    typeof cart.billingAddress === 'object' &&
    typeof cart.shippingAddress === 'object'
  );
}

/**
 * The id of the locally stored cart while it has changes the server has not saved yet (the 500 ms debounce had not
 * run when the page was left). A logged-in customer's next page load keeps that cart instead of the server's older copy.
 */
export const CART_UNSAVED_KEY = 'cart-unsaved';

/**
 * The id of the locally stored cart while it holds lines a visitor put in without a server cart (not logged in):
 * at login those lines are merged into the customer's server cart (cartSagas' loadServerCart, issue 16). A marker
 * of its own, because a cart without a customer number is not always a visitor's: a customer's server cart can
 * have one too, and merging that into itself would double its quantities.
 */
export const CART_VISITOR_KEY = 'cart-visitor';

/** Sets (or with null removes) a mark naming a cart id. Storage unavailable: no mark — the server's copy wins. */
function mark(key: string, cartId: string | null): void {
  try {
    if (cartId) storage()?.setItem(key, cartId);
    else storage()?.removeItem(key);
  } catch {
    // Quota or privacy errors: as without the mark.
  }
}

/** The cart id a mark names, or null. */
function marked(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export const markUnsaved = (cartId: string | null): void => mark(CART_UNSAVED_KEY, cartId);
/** The id of the cart with unsaved changes, or null. */
export const unsavedCartId = (): string | null => marked(CART_UNSAVED_KEY);
export const markVisitorCart = (cartId: string | null): void => mark(CART_VISITOR_KEY, cartId);
/** The id of the cart a visitor filled, or null. */
export const visitorCartId = (): string | null => marked(CART_VISITOR_KEY);

/** The locally stored cart, or null when none (or unreadable) is stored. */
export function readStoredCart(): Cart | null {
  const raw = storage()?.getItem(CART_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isCart(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Saves the cart locally; null removes the stored cart. */
export function writeStoredCart(cart: Cart | null): void {
  const store = storage();
  if (!store) return;
  try {
    if (cart) store.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
    else store.removeItem(CART_STORAGE_KEY);
  } catch {
    // Quota or privacy errors: the cart stays in memory.
  }
}

/** Whether the visitor is a logged-in user acting for a customer: only then the cart lives on the server. */
export const selectHasServerCart = (state: RootState): boolean =>
  selectIsLoggedIn(state) && !!selectUser(state)?.customerNumber;

/** The changes that are saved to the server after the debounce (cartSagas.ts). */
export const SERVER_SAVED_ACTIONS: readonly string[] = [
  lineAdded.type,
  linesMerged.type,
  lineQuantityChanged.type,
  lineRemoved.type,
  cartFieldsChanged.type,
];

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

/** What a new cart for the current visitor starts from: their currency and the customer's billing address. */
export const newCartArgs = (state: RootState): { currencyCode: string; billingAddress: Address | null } => ({
  currencyCode: selectCurrencyCode(state),
  billingAddress: selectCustomer(state)?.billingAddress ?? null,
});

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
  // Logout removes the stored cart (features/user/logout.ts); its unsaved and visitor marks go with it.
  yield takeEvery(loggedOut.type, () => {
    markUnsaved(null);
    markVisitorCart(null);
  });
}
