import { isApiError } from '../../api/apiError';
import type { AppDispatch, RootState } from '../../app/store';
import { selectCart } from '../cart';
import { checkoutApi, startFreshCart } from '../checkout';
import { selectAreaInfo } from '../website';
import { trackPurchaseOnce } from './purchaseTracking';
import { receiptFailed, receiptLoaded, receiptRequested } from './receiptSlice';

/**
 * Loads the receipt's order by cart id (SPEC §7 Order/GetOrderByCartId). A load error is only logged (SPEC §8); the
 * slice records 'notFound' (404) or 'failed' so the page can say what it knows. Once the order is confirmed:
 * - the analytics purchase event fires (once per order, see trackPurchaseOnce);
 * - should the local cart still be the order's cart (an order placed before the checkout started a fresh cart at the
 *   payment intent), it is replaced by a fresh cart.
 */
export const loadReceipt =
  (cartId: string) =>
  async (dispatch: AppDispatch, getState: () => RootState): Promise<void> => {
    dispatch(receiptRequested(cartId));
    const request = dispatch(
      checkoutApi.endpoints.getOrderByCartId.initiate(
        { areaInfo: selectAreaInfo(getState()), cartId },
        { subscribe: false, forceRefetch: true },
      ),
    );
    try {
      const order = await request.unwrap();
      dispatch(receiptLoaded(order));
      trackPurchaseOnce(order);
      const local = selectCart(getState());
      if (local && local.cartId === order.cartId) startFreshCart(dispatch, local);
    } catch (err) {
      console.error('The receipt could not be loaded', err);
      dispatch(receiptFailed(isApiError(err) && err.status === 404 ? 'notFound' : 'failed'));
    }
  };
