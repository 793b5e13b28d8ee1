import type { Cart } from '../../api/commerceTypes';
import type { AppDispatch } from '../../app/store';
import { cartCreated, writeStoredCart } from '../cart';

/**
 * SPEC §4 order conversion, 'empties the local cart': the ordered cart leaves local storage and a fresh empty cart
 * (same currency, the same billing address for both addresses) takes its place — saved locally by the cart's storage
 * saga. No EmptyCart call: the server's cart is now an order and stays as it is.
 */
export function startFreshCart(dispatch: AppDispatch, ordered: Cart): void {
  writeStoredCart(null);
  dispatch(cartCreated({ currencyCode: ordered.currencyCode, billingAddress: ordered.billingAddress }));
}
