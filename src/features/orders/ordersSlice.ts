import type { CustomerCentreOrder } from '../../api/customerCentreTypes';
import { createListSlice, type ListState } from '../../lib/listState';
import { loggedOut, sessionEnded, tokenReceived } from '../user';

export type OrdersState = ListState<CustomerCentreOrder>;

/**
 * SPEC §4 Customer-centre lists: the orders list and the order shown; the list is emptied on error. Reset at logout, at an ended session and at
 * another login.
 */
const slice = createListSlice<CustomerCentreOrder, 'orders'>('orders', { clearItemsOnError: true, resetOn: [loggedOut, sessionEnded, tokenReceived] });

export const ordersActions = slice.actions;
export const ordersReducer = slice.reducer;
export const selectOrders = (state: { orders: OrdersState }) => state.orders;
