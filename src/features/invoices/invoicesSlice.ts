import type { Invoice } from '../../api/customerCentreTypes';
import { createListSlice, type ListState } from '../../lib/listState';
import { loggedOut, sessionEnded, tokenReceived } from '../user';

export type { Invoice };
export type InvoicesState = ListState<Invoice>;

/**
 * SPEC §4 Customer-centre lists: the invoices list (kept under an error) and the invoice shown. Reset at logout, at an ended session and at
 * another login.
 */
const slice = createListSlice<Invoice, 'invoices'>('invoices', { clearItemsOnError: false, resetOn: [loggedOut, sessionEnded, tokenReceived] });

export const invoicesActions = slice.actions;
export const invoicesReducer = slice.reducer;
export const selectInvoices = (state: { invoices: InvoicesState }) => state.invoices;
