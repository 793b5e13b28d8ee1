import type { CreditMemo } from '../../api/customerCentreTypes';
import { createListSlice, type ListState } from '../../lib/listState';
import { loggedOut, sessionEnded, tokenReceived } from '../user';

export type { CreditMemo };
export type CreditMemosState = ListState<CreditMemo>;

/**
 * SPEC §4 Customer-centre lists: the credit memos list (kept under an error) and the credit memo shown. Reset at logout, at an ended session and at
 * another login.
 */
const slice = createListSlice<CreditMemo, 'creditMemos'>('creditMemos', { clearItemsOnError: false, resetOn: [loggedOut, sessionEnded, tokenReceived] });

export const creditMemosActions = slice.actions;
export const creditMemosReducer = slice.reducer;
export const selectCreditMemos = (state: { creditMemos: CreditMemosState }) => state.creditMemos;
