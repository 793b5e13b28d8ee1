/**
 * The public entry of src/features/cart: what other features and the app use of it (eslint.config.mjs,
 * boundaries/feature-entry). Screens and lazily loaded parts are not here: they load as chunks of their own
 * through import() (src/app/routes.tsx), and webpack keeps out of a chunk whatever of this entry it does not use.
 */
export { cartApi } from './cartApi';
export { selectHasServerCart } from './cartOwner';
export {
  addLinesToCart,
  addToCart,
  ensureCart,
  type CartLineInput,
  quantityProblem,
  unitAllowsDecimals,
} from './cartRules';
export { cartSaga, wireCart } from './cartSagas';
export {
  cartCalculated,
  cartCreated,
  cartFieldsChanged,
  cartLoaded,
  cartReducer,
  cartViewClosed,
  cartViewOpened,
  selectCalculatedCart,
  selectCart,
  selectCartIsEmpty,
  selectCartLineCount,
  selectEarliestDeliveryDate,
} from './cartSlice';
export { CART_STORAGE_KEY, writeStoredCart } from './cartStorage';
export { cartStorageSaga } from './cartStorageSaga';
export { PendingPaymentNotice } from './PendingPaymentNotice';
export { CartSummary } from './CartSummary';
export { approvalNeed, SpendingLimitNotice } from './SpendingLimitNotice';
export { CartStockNotes } from './StockNote';
export { lookupItems, soldUnits } from './quickOrder/items';
