import { createSlice } from '@reduxjs/toolkit';
import type { Order } from '../../api/commerceTypes';

/** Invoices and credit memos carry the order fields plus their own number and due date. */
export type CreditMemo = Order & { creditMemoNumber?: string; dueDate?: string };
import { initialListState, listReducers, type ListState } from '../../lib/listState';

export type CreditMemosState = ListState<CreditMemo>;

const slice = createSlice({
  name: 'creditMemos',
  initialState: initialListState<CreditMemo>(),
  reducers: listReducers<CreditMemo>({ clearItemsOnError: false }),
});

export const creditMemosActions = slice.actions;
export const creditMemosReducer = slice.reducer;
export const selectCreditMemos = (state: { creditMemos: CreditMemosState }) => state.creditMemos;
