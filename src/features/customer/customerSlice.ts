import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Address } from '../../api/commerceTypes';
import { loggedOut, sessionEnded } from '../user';

/** SPEC §3 Customer. */
export interface Customer {
  customerNumber: string;
  currencyCode: string;
  billingAddress: Address;
  name?: string;
  /** The VAT rate (%) the cart and invoice charge the customer (GetUser extraInfo.vatPercentage). */
  vatPercentage?: number;
}

export interface CustomerState {
  customer: Customer | null;
}

const initialState: CustomerState = { customer: null };

const customerSlice = createSlice({
  name: 'customer',
  initialState,
  reducers: {
    customerLoaded(state, action: PayloadAction<Customer>) {
      state.customer = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState).addCase(sessionEnded, () => initialState);
  },
});

export const { customerLoaded } = customerSlice.actions;
export const customerReducer = customerSlice.reducer;
export const selectCustomer = (state: { customer: CustomerState }) => state.customer.customer;
