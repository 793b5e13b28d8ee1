/**
 * SPEC §4 Cart lifecycle, the local part: after line changes the cart is saved locally at once (localStorage key
 * 'cart'); an anonymous user uses the locally stored cart, loaded at start when no cart is in the state.
 * The server save (500 ms debounce) and the logged-in server cart come with the cart issue.
 */
import { put, select, takeEvery } from 'redux-saga/effects';
import type { Cart } from '../../api/commerceTypes';
import { cartCreated, cartLoaded, lineAdded, lineQuantityChanged, lineRemoved, selectCart } from './cartSlice';

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

function* saveLocally() {
  const cart: Cart | null = yield select(selectCart);
  writeStoredCart(cart);
}

/**
 * Loads the stored cart at start when the state has none, then saves the cart locally at once after every
 * cart creation, load and line change. Fork it from the root saga.
 */
export function* cartStorageSaga() {
  const current: Cart | null = yield select(selectCart);
  if (!current) {
    const stored = readStoredCart();
    if (stored) yield put(cartLoaded(stored));
  }
  yield takeEvery(
    [cartCreated.type, cartLoaded.type, lineAdded.type, lineQuantityChanged.type, lineRemoved.type],
    saveLocally,
  );
}
