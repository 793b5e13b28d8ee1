import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PaymentMethod, ShippingMethod } from '../../api/commerceTypes';

export interface PaymentState {
  paymentMethods: PaymentMethod[];
  shippingMethods: ShippingMethod[];
  /** SPEC §3 Payment intent response: where the card payment continues. */
  redirectLink: string | null;
}

const initialState: PaymentState = { paymentMethods: [], shippingMethods: [], redirectLink: null };

const paymentSlice = createSlice({
  name: 'payment',
  initialState,
  reducers: {
    paymentMethodsLoaded(state, action: PayloadAction<PaymentMethod[]>) {
      state.paymentMethods = action.payload;
    },
    shippingMethodsLoaded(state, action: PayloadAction<ShippingMethod[]>) {
      state.shippingMethods = action.payload;
    },
    paymentIntentCreated(state, action: PayloadAction<string | null>) {
      state.redirectLink = action.payload;
    },
  },
});

export const { paymentMethodsLoaded, shippingMethodsLoaded, paymentIntentCreated } = paymentSlice.actions;
export const paymentReducer = paymentSlice.reducer;
