/**
 * Saved carts (issue 20 'Shared lists and saved carts'; docs/saved-carts.md), prefix /api/SavedCart:
 *   POST GetSavedCarts    { area }                              → { savedCarts }   own + colleagues' shared ones
 *   POST SaveSavedCart    { area, name, shared?, lines }        → { savedCart }    the current cart's lines under a name
 *   POST UpdateSavedCart  { area, id, name?, shared? }          → { savedCart }    owner only: rename, share/unshare
 *   POST DeleteSavedCart  { area, id }                          → 204              owner only
 *   POST RestoreSavedCart { area, id, mode, cart }              → CalculateCart's reply: the current cart with the
 *                                                                  saved lines (replace or merge), priced today, stored
 * A customer login is needed; a saved cart is read with the caller's customer number AND user id (or shared = true
 * within the same customer): any other id is a 404. Money: integer minor units excl. VAT.
 */
import { Type, type Static } from '@sinclair/typebox';
import { AreaInfo, NullableString } from './common';
import { CartInput, CartLineInput, ProductKeyReply } from './cart';
import { SAVED_CART_LIMITS } from './savedCartLimits';
import { MAX_REQUEST_LINES } from './values';

export { SAVED_CART_LIMITS };

/** A saved cart's id (a UUID the server makes). */
const SavedCartId = Type.String({ minLength: 1, maxLength: 100 });

/** A line of a saved cart: as the cart had it when saved (no prices). */
export const SavedCartLine = Type.Object({
  id: Type.String(),
  parentId: NullableString(),
  text: Type.String(),
  quantity: Type.Number(),
  productKey: ProductKeyReply,
});
export type SavedCartLine = Static<typeof SavedCartLine>;

export const SavedCart = Type.Object({
  id: Type.String(),
  name: Type.String(),
  /** Shared with the colleagues of the same customer (they may restore it, never change it). */
  shared: Type.Boolean(),
  /** true when the caller saved it (may rename, share, delete). */
  own: Type.Boolean(),
  /** The name of the user who saved it. */
  ownerName: Type.String(),
  /** ISO-8601: when it was saved (or last renamed/shared). */
  savedAt: Type.String(),
  lines: Type.Array(SavedCartLine),
  /** The currency of `total` (the customer's). */
  currencyCode: Type.String(),
  /**
   * The goods total at today's prices for the caller (Σ net line prices, integer minor units, excl. VAT, fees and
   * freight), computed by the server's cart calculation; null when a line can no longer be sold or has no price.
   */
  total: Type.Union([Type.Integer(), Type.Null()]),
});
export type SavedCart = Static<typeof SavedCart>;

/** POST /api/SavedCart/GetSavedCarts body. */
export const GetSavedCartsRequest = Type.Object({ area: AreaInfo });
export type GetSavedCartsRequest = Static<typeof GetSavedCartsRequest>;

/** GetSavedCarts reply: the caller's own saved carts, then the colleagues' shared ones, each by name. */
export const GetSavedCartsResponse = Type.Object({ savedCarts: Type.Array(SavedCart) });
export type GetSavedCartsResponse = Static<typeof GetSavedCartsResponse>;

/** POST /api/SavedCart/SaveSavedCart body: the current cart's lines (generated lines are dropped; at least one line). */
export const SaveSavedCartRequest = Type.Object({
  area: AreaInfo,
  name: Type.String({ maxLength: 400 }),
  shared: Type.Optional(Type.Boolean()),
  lines: Type.Array(CartLineInput, { maxItems: MAX_REQUEST_LINES }),
});
export type SaveSavedCartRequest = Static<typeof SaveSavedCartRequest>;

/** Reply of SaveSavedCart and UpdateSavedCart. */
export const SavedCartResponse = Type.Object({ savedCart: SavedCart });
export type SavedCartResponse = Static<typeof SavedCartResponse>;

/** POST /api/SavedCart/UpdateSavedCart body: rename and/or share (owner only). */
export const UpdateSavedCartRequest = Type.Object({
  area: AreaInfo,
  id: SavedCartId,
  name: Type.Optional(Type.String({ maxLength: 400 })),
  shared: Type.Optional(Type.Boolean()),
});
export type UpdateSavedCartRequest = Static<typeof UpdateSavedCartRequest>;

/** POST /api/SavedCart/DeleteSavedCart body (answered 204; owner only). */
export const DeleteSavedCartRequest = Type.Object({ area: AreaInfo, id: SavedCartId });
export type DeleteSavedCartRequest = Static<typeof DeleteSavedCartRequest>;

export const RESTORE_MODES = ['replace', 'merge'] as const;
export type RestoreMode = (typeof RESTORE_MODES)[number];

/**
 * POST /api/SavedCart/RestoreSavedCart body. `cart` is the caller's current cart (as CalculateCart takes it);
 * mode 'replace': its lines become the saved ones (restore into an empty cart); 'merge': the saved lines are added by
 * the cart rules of SPEC §4 (the same product, unit and variant adds up the quantities; other lines are appended).
 * The reply is CalculateCart's: the result calculated at today's prices and stored as the caller's cart.
 */
export const RestoreSavedCartRequest = Type.Object({
  area: AreaInfo,
  id: SavedCartId,
  mode: Type.Union(RESTORE_MODES.map((m) => Type.Literal(m))),
  cart: CartInput,
});
export type RestoreSavedCartRequest = Static<typeof RestoreSavedCartRequest>;
