import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Order } from '../../api/commerceTypes';

export interface ReceiptState {
  order: Order | null;
  status: 'idle' | 'loading' | 'loaded' | 'error';
}

const initialState: ReceiptState = { order: null, status: 'idle' };

const receiptSlice = createSlice({
  name: 'receipt',
  initialState,
  reducers: {
    receiptRequested(state) {
      state.status = 'loading';
    },
    receiptLoaded(state, action: PayloadAction<Order>) {
      state.order = action.payload;
      state.status = 'loaded';
    },
    /** SPEC §8: a receipt load error is only logged; the state just records that it failed. */
    receiptFailed(state) {
      state.status = 'error';
    },
  },
});

export const { receiptRequested, receiptLoaded, receiptFailed } = receiptSlice.actions;
export const receiptReducer = receiptSlice.reducer;
