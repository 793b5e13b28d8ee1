import { createAction } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from '../../app/store';
import { selectCurrencyCode } from '../website';
import { pushCartChanges } from './cartAnalytics';
import { lineQuantityChanged, lineRemoved, selectCartCurrency, selectCartLines } from './cartSlice';

/** Asks the cart saga to calculate the cart now (SPEC §4 Calculation). */
export const calculationRequested = createAction('cart/calculationRequested');
/** Asks the cart saga to empty the cart: local storage, EmptyCart, a fresh cart (SPEC §4). */
export const emptyCartRequested = createAction('cart/emptyCartRequested');

type Thunk = (dispatch: AppDispatch, getState: () => RootState) => void;

/** Runs a line change and pushes add_to_cart / remove_from_cart for what it changed. */
const withAnalytics =
  (change: (dispatch: AppDispatch) => void): Thunk =>
  (dispatch, getState) => {
    const before = selectCartLines(getState());
    change(dispatch);
    const state = getState();
    const after = selectCartLines(state);
    if (after !== before) pushCartChanges(before, after, selectCartCurrency(state) ?? selectCurrencyCode(state));
  };

/** The cart page's quantity edit (0 or less deletes the line and its sub-lines), with its analytics event. */
export const changeLineQuantity = (id: string, quantity: number): Thunk =>
  withAnalytics((dispatch) => dispatch(lineQuantityChanged({ id, quantity })));

/** Removes a line and its sub-lines, with the remove_from_cart event. */
export const removeCartLine = (id: string): Thunk => withAnalytics((dispatch) => dispatch(lineRemoved(id)));
