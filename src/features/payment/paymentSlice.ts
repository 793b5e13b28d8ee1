import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { convertCartToOrder, createPaymentIntent, type PlacementError } from '../checkout/orderConversion';

/**
 * Placing the order and paying (SPEC §4 order conversion, §5 payment intent): what the checkout shows while the
 * order is placed, and the server's answer when it says no (messages per field, kept until that field changes).
 */
export interface PaymentState {
  status: 'idle' | 'placing' | 'placed' | 'redirecting' | 'failed';
  error: PlacementError | null;
  /** SPEC §3 Payment intent response: where the card payment continues. */
  redirectLink: string | null;
}

const initialState: PaymentState = { status: 'idle', error: null, redirectLink: null };

const failed = (state: PaymentState, error: PlacementError | undefined, message: string | undefined) => {
  state.status = 'failed';
  state.error = error ?? { message: message ?? 'Failed', status: null, fields: {} };
};

const paymentSlice = createSlice({
  name: 'payment',
  initialState,
  reducers: {
    /** The user changed a field the server complained about: its message goes. */
    fieldErrorCleared(state, action: PayloadAction<string>) {
      const fields = state.error?.fields;
      if (!fields) return;
      for (const key of Object.keys(fields)) {
        if (key === action.payload || key.startsWith(`${action.payload}.`)) delete fields[key];
      }
    },
    /** The checkout was left: a later visit starts without the old answer. */
    placementReset: () => initialState,
  },
  extraReducers: (builder) => {
    builder
      .addCase(convertCartToOrder.pending, (state) => {
        state.status = 'placing';
        state.error = null;
      })
      .addCase(convertCartToOrder.fulfilled, (state, action) => {
        state.status = action.payload ? 'placed' : 'idle';
      })
      .addCase(convertCartToOrder.rejected, (state, action) => failed(state, action.payload, action.error.message))
      .addCase(createPaymentIntent.pending, (state) => {
        state.status = 'placing';
        state.error = null;
        state.redirectLink = null;
      })
      .addCase(createPaymentIntent.fulfilled, (state, action) => {
        state.redirectLink = action.payload || null;
        state.status = action.payload ? 'redirecting' : 'idle';
      })
      .addCase(createPaymentIntent.rejected, (state, action) => failed(state, action.payload, action.error.message));
  },
});

export const { fieldErrorCleared, placementReset } = paymentSlice.actions;
export const paymentReducer = paymentSlice.reducer;

export const selectPayment = (state: { payment: PaymentState }) => state.payment;
