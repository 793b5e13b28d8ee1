import { createSlice } from '@reduxjs/toolkit';
import type { Order } from '../../api/commerceTypes';

/** Invoices and credit memos carry the order fields plus their own number and due date. */
export type Invoice = Order & { invoiceNumber?: string; dueDate?: string };
import { initialListState, listReducers, type ListState } from '../../lib/listState';

export type InvoicesState = ListState<Invoice>;

const slice = createSlice({
  name: 'invoices',
  initialState: initialListState<Invoice>(),
  reducers: listReducers<Invoice>({ clearItemsOnError: false }),
});

export const invoicesActions = slice.actions;
export const invoicesReducer = slice.reducer;
export const selectInvoices = (state: { invoices: InvoicesState }) => state.invoices;
