/**
 * SPEC §4 Cart lifecycle, the local storage: the cart under the key 'cart' and the marks beside it. The saga that
 * saves after every change and loads at start is cartStorageSaga.ts; the server part is cartSagas.ts.
 */
import type { Cart } from '../../api/commerceTypes';

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
