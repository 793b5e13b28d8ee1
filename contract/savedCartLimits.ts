/**
 * Bounds of saved carts (issue 20; contract/savedCarts.ts, docs/saved-carts.md). Plain values, no TypeBox: the
 * storefront imports them too. A file of its own, not values.ts: that module is in the first load whole, and these
 * are only needed by the saved-carts screens.
 */
export const SAVED_CART_LIMITS = {
  /** Saved carts per user (and customer). */
  maxSavedCarts: 50,
  /** Characters of a name (trimmed, inner white space collapsed; unique per user, ignoring case). */
  maxNameLength: 80,
} as const;
