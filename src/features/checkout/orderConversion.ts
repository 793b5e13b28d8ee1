/**
 * Placing the order (SPEC §4 'Order conversion', §5 payment intent), as thunks the checkout awaits:
 * - the cart is saved first (SaveCart directly, so an edit still waiting for the 500 ms debounced save is on the
 *   server before the order is made from the stored cart);
 * - invoice: CreateOrderByCartId → the local cart is replaced by a fresh one → the order id;
 * - card: CreatePaymentIntent → the order exists (PendingPayment) and its cart is ordered on the server, so the local
 *   cart is replaced by a fresh one as for invoice, then the browser goes to the provider's page (redirectLink).
 *   Keeping the ordered cart locally made the next page (the browser's Back from the payment page) calculate a cart
 *   the server no longer lets change: CalculateCart 409 (issue 16 item 17). A declined, failed or canceled payment
 *   rejects that order on the server and opens the cart again (docs/commerce-api.md 'Orders'): back at the checkout
 *   the cart engine loads it (the latest open cart, at start), and placing it again — by card or on invoice — makes
 *   a new order. Left unfinished, the order waits and the checkout and cart pages offer to continue or cancel it.
 * The payment slice follows the steps; an error is recorded there as a PlacementError (message, status, the
 * server's 400 `fields`) and nothing in the cart is changed, so everything typed stays.
 */
import { isApiError } from '../../api/apiError';
import type { Cart, PaymentMethod } from '../../api/commerceTypes';
import type { AppDispatch, RootState } from '../../app/store';
import { cartApi, selectCart, wireCart } from '../cart';
import {
  orderPlaced,
  paymentRedirected,
  type PlacementError,
  placementFailed,
  placementReset,
  placementStarted,
} from '../payment';
import { navigation } from '../../app/navigation';
import { routePath } from '../../app/routePaths';
import { selectAreaInfo, selectLocale } from '../website';
import { checkoutApi } from './checkoutApi';
import { startFreshCart } from './freshCart';

export type { PlacementError };

type Thunk<R> = (dispatch: AppDispatch, getState: () => RootState) => Promise<R>;

export type PaymentKind = 'invoice' | 'card';

/** invoice (on account) or card, from the method's extraInfo.kind (docs/commerce-api.md), else its gateway. */
export function paymentKind(method: PaymentMethod | null): PaymentKind | null {
  if (!method) return null;
  const kind = method.extraInfo.kind;
  if (kind === 'invoice' || kind === 'card') return kind;
  return method.gatewayUniqueId === 'invoice' ? 'invoice' : 'card';
}

export function placementError(error: unknown): PlacementError {
  if (isApiError(error)) {
    const body = error.response;
    const fields =
      body && typeof body === 'object' && 'fields' in body && body.fields && typeof body.fields === 'object'
        ? Object.fromEntries(
            Object.entries(body.fields as Record<string, unknown>).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
          )
        : {};
    const serverMessage =
      body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' ? body.message : null;
    return { message: serverMessage ?? error.message, status: error.status, fields };
  }
  // An Error, or a network error rethrown as it is (RTK Query passes it on as { name, message }).
  const message =
    error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' ? error.message : String(error);
  return { message, status: null, fields: {} };
}

/**
 * Saves the cart as it is now. A 409 means it was ordered already (a second click, another tab): order creation is
 * idempotent per cart id, so the caller goes on and gets that order.
 */
async function saveNow(dispatch: AppDispatch, state: RootState, cart: Cart): Promise<void> {
  try {
    await dispatch(
      cartApi.endpoints.saveCart.initiate({ area: selectAreaInfo(state), cart: wireCart(cart) }, { track: false }),
    ).unwrap();
  } catch (err) {
    if (!(isApiError(err) && err.status === 409)) throw err;
  }
}

/**
 * SPEC §4 order conversion: creates the order from the cart id, empties the local cart and returns the order id
 * ('' when there is no cart). null when it failed: the reason is in the payment slice and the cart is unchanged.
 */
export const convertCartToOrder =
  (): Thunk<string | null> =>
  async (dispatch, getState) => {
    const state = getState();
    const cart = selectCart(state);
    if (!cart) return '';
    dispatch(placementStarted());
    try {
      await saveNow(dispatch, state, cart);
      const orderId = await dispatch(
        checkoutApi.endpoints.createOrderByCartId.initiate({ area: selectAreaInfo(state), cartId: cart.cartId }, { track: false }),
      ).unwrap();
      startFreshCart(dispatch, cart);
      dispatch(orderId ? orderPlaced() : placementReset());
      return orderId;
    } catch (err) {
      dispatch(placementFailed(placementError(err)));
      return null;
    }
  };

/**
 * SPEC §5: a payment intent for the cart; none is created when the cart id is null, and the result is then empty
 * (''). The current cart is saved first when it is that cart. Resolves with the redirect link; null when it failed
 * (the reason is in the payment slice).
 */
export const createPaymentIntent =
  (cartId: string | null): Thunk<string | null> =>
  async (dispatch, getState) => {
    if (!cartId) return '';
    const state = getState();
    const cart = selectCart(state);
    dispatch(placementStarted());
    try {
      if (cart && cart.cartId === cartId) await saveNow(dispatch, state, cart);
      const response = await dispatch(
        checkoutApi.endpoints.createPaymentIntent.initiate(
          { areaInfo: selectAreaInfo(state), cartId, domain: window.location.origin },
          { track: false },
        ),
      ).unwrap();
      if (response.awaitingApproval) {
        // Issue 20: the order waits for the company admin's approval (no payment yet): to its receipt, which says so
        // and offers 'Pay now' once it is approved.
        if (cart && cart.cartId === cartId) startFreshCart(dispatch, cart);
        dispatch(placementReset());
        return routePath(selectLocale(state), 'receipt', { cartId });
      }
      const link = response.paymentIntentResponse?.redirectLink ?? '';
      // The cart is an order now (waiting for its payment): the local cart starts afresh, as after an invoice order.
      if (link && cart && cart.cartId === cartId) startFreshCart(dispatch, cart);
      dispatch(link ? paymentRedirected(link) : placementReset());
      return link;
    } catch (err) {
      dispatch(placementFailed(placementError(err)));
      return null;
    }
  };

/** Card: the intent for this cart id, then the browser goes to the provider's page. Resolves once it is on its way. */
export const startCardPayment =
  (cartId: string | null) =>
  async (dispatch: AppDispatch): Promise<boolean> => {
    const link = await dispatch(createPaymentIntent(cartId));
    if (!link) return false;
    navigation.navigateTo(link);
    return true;
  };
