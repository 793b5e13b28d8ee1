import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { injectSlice } from '../../app/store';
import type { Order } from '../../api/commerceTypes';

/**
 * The receipt (SPEC §2 /checkout/kvittering): the order made from a cart id. A load error is only logged (SPEC §8);
 * the state records whether the order was not found or could not be loaded, so the page can say so honestly.
 */
export interface ReceiptState {
  cartId: string | null;
  order: Order | null;
  status: 'idle' | 'loading' | 'loaded' | 'error';
  error: 'notFound' | 'failed' | null;
}

const initialState: ReceiptState = { cartId: null, order: null, status: 'idle', error: null };

const receiptSlice = createSlice({
  name: 'receipt',
  initialState,
  reducers: {
    receiptRequested(state, action: PayloadAction<string>) {
      if (state.cartId !== action.payload) state.order = null;
      state.cartId = action.payload;
      state.status = 'loading';
      state.error = null;
    },
    receiptLoaded(state, action: PayloadAction<Order>) {
      state.order = action.payload;
      state.status = 'loaded';
      state.error = null;
    },
    receiptFailed(state, action: PayloadAction<'notFound' | 'failed'>) {
      state.order = null;
      state.status = 'error';
      state.error = action.payload;
    },
  },
});

export const { receiptRequested, receiptLoaded, receiptFailed } = receiptSlice.actions;
export const receiptReducer = receiptSlice.reducer;

/** Its initial state until the store has seen an action since the slice was injected. */
export const selectReceipt = (state: { receipt?: ReceiptState }) => state.receipt ?? initialState;

declare module '../../app/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- RTK's pattern: the slice joins the store's state type
  export interface LazyLoadedSlices extends WithSlice<typeof receiptSlice> {}
}

// This screen's chunk brings its slice (src/app/store.ts): not in the first load.
injectSlice(receiptSlice);
