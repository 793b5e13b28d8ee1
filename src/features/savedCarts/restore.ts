/**
 * Restoring a saved cart into the cart (issue 20): the current cart (a new empty one when there is none) goes to
 * RestoreSavedCart with the mode; the server merges by the cart rules of SPEC §4, prices at today's prices and stores
 * it; the reply becomes the cart (loaded, then its calculation applied, so no second calculation is needed).
 */
import type { AppDispatch, RootState } from '../../app/store';
import { cartCalculated, cartLoaded, ensureCart, selectCart, wireCart } from '../cart';
import { selectAreaInfo } from '../website';
import { savedCartsApi, type RestoreMode } from './savedCartsApi';

export const restoreSavedCart =
  (id: string, mode: RestoreMode) =>
  async (dispatch: AppDispatch, getState: () => RootState): Promise<void> => {
    dispatch(ensureCart());
    const state = getState();
    const cart = selectCart(state);
    if (!cart) throw new Error('No cart');
    const call = dispatch(savedCartsApi.endpoints.restoreSavedCart.initiate({ area: selectAreaInfo(state), id, mode, cart: wireCart(cart) }));
    try {
      const response = await call.unwrap();
      dispatch(cartLoaded(response.cart));
      dispatch(cartCalculated({ response, revision: getState().cart.revision }));
    } finally {
      call.reset();
    }
  };
