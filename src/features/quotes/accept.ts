/**
 * Accepting a quote (issue 20; docs/quotes.md): the current cart (a new empty one when there is none) goes to
 * AcceptQuote; the server replaces its lines with the quote's, prices them at the quoted prices and stores it; the
 * reply becomes the cart (loaded, then its calculation applied), as a restored saved cart.
 */
import type { AppDispatch, RootState } from '../../app/store';
import { cartCalculated, cartLoaded, ensureCart, selectCart, wireCart } from '../cart';
import { selectAreaInfo } from '../website';
import { quotesApi } from './quotesApi';

export const acceptQuote =
  (id: string) =>
  async (dispatch: AppDispatch, getState: () => RootState): Promise<void> => {
    dispatch(ensureCart());
    const state = getState();
    const cart = selectCart(state);
    if (!cart) throw new Error('No cart');
    const call = dispatch(quotesApi.endpoints.acceptQuote.initiate({ area: selectAreaInfo(state), id, cart: wireCart(cart) }));
    try {
      const response = await call.unwrap();
      dispatch(cartLoaded(response.cart));
      dispatch(cartCalculated({ response, revision: getState().cart.revision }));
    } finally {
      call.reset();
    }
  };
