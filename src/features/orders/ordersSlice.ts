import { createSlice } from '@reduxjs/toolkit';
import type { Order } from '../../api/commerceTypes';
import { initialListState, listReducers, type ListState } from '../../lib/listState';

export type OrdersState = ListState<Order>;

const slice = createSlice({
  name: 'orders',
  initialState: initialListState<Order>(),
  reducers: listReducers<Order>({ clearItemsOnError: true }),
});

export const ordersActions = slice.actions;
export const ordersReducer = slice.reducer;
export const selectOrders = (state: { orders: OrdersState }) => state.orders;
