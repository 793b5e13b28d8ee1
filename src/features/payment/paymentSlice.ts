import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { injectSlice } from '../../app/store';

/** Why placing the order failed: the message, the status and the server's 400 `fields`. */
export interface PlacementError {
  message: string;
  status: number | string | null;
  /** The server's per-field messages of a 400 (keys like 'shippingMethod', 'shippingAddress.zip'). */
  fields: Record<string, string>;
}

/**
 * Placing the order and paying (SPEC §4 order conversion, §5 payment intent): what the checkout shows while the
 * order is placed, and the server's answer when it says no (messages per field, kept until that field changes).
 * The steps are run by src/features/checkout/orderConversion.ts (part of the checkout chunk).
 */
export interface PaymentState {
  status: 'idle' | 'placing' | 'placed' | 'redirecting' | 'failed';
  error: PlacementError | null;
  /** SPEC §3 Payment intent response: where the card payment continues. */
  redirectLink: string | null;
}

const initialState: PaymentState = { status: 'idle', error: null, redirectLink: null };

const paymentSlice = createSlice({
  name: 'payment',
  initialState,
  reducers: {
    placementStarted(state) {
      state.status = 'placing';
      state.error = null;
      state.redirectLink = null;
    },
    /** The order exists (invoice): the checkout goes on to the receipt. */
    orderPlaced(state) {
      state.status = 'placed';
    },
    /** The payment intent is there: the browser goes to the provider's page. */
    paymentRedirected(state, action: PayloadAction<string>) {
      state.status = 'redirecting';
      state.redirectLink = action.payload;
    },
    placementFailed(state, action: PayloadAction<PlacementError>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    /** The user changed a field the server complained about: its message goes. */
    fieldErrorCleared(state, action: PayloadAction<string>) {
      const fields = state.error?.fields;
      if (!fields) return;
      for (const key of Object.keys(fields)) {
        if (key === action.payload || key.startsWith(`${action.payload}.`)) delete fields[key];
      }
    },
    /** Nothing to place (no cart), or the checkout was left: a later visit starts without the old answer. */
    placementReset: () => initialState,
  },
});

export const { placementStarted, orderPlaced, paymentRedirected, placementFailed, fieldErrorCleared, placementReset } =
  paymentSlice.actions;
export const paymentReducer = paymentSlice.reducer;

/** Its initial state until the store has seen an action since the slice was injected. */
export const selectPayment = (state: { payment?: PaymentState }) => state.payment ?? initialState;

declare module '../../app/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- RTK's pattern: the slice joins the store's state type
  export interface LazyLoadedSlices extends WithSlice<typeof paymentSlice> {}
}

// This screen's chunk brings its slice (src/app/store.ts): not in the first load.
injectSlice(paymentSlice);
