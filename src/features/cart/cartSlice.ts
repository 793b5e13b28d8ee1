import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CalculatedCart, Cart } from '../../api/commerceTypes';

export interface CartState {
  cart: Cart | null;
  calculated: CalculatedCart | null;
  calculating: boolean;
  usingFallbackStrategy: boolean;
  error: string | null;
}

const initialState: CartState = {
  cart: null,
  calculated: null,
  calculating: false,
  usingFallbackStrategy: false,
  error: null,
};

const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    cartLoaded(state, action: PayloadAction<Cart>) {
      state.cart = action.payload;
      state.calculated = null;
    },
  },
});

export const { cartLoaded } = cartSlice.actions;
export const cartReducer = cartSlice.reducer;

/** SPEC §5: the total quantity counts only top-level product lines; the cart is empty when it is 0. */
export const selectCartQuantity = (state: { cart: CartState }) =>
  (state.cart.cart?.lines ?? [])
    .filter((line) => line.type === 'product' && !line.parentId)
    .reduce((sum, line) => sum + line.quantity, 0);
export const selectCartIsEmpty = (state: { cart: CartState }) => selectCartQuantity(state) === 0;
