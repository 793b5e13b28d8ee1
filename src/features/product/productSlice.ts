import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Product } from '../../api/types';

export interface ProductState {
  /** Products seen in lists and pages, by id (the comparison and mini views read from here). */
  byId: Record<string, Product>;
}

const initialState: ProductState = { byId: {} };

const productSlice = createSlice({
  name: 'product',
  initialState,
  reducers: {
    productsReceived(state, action: PayloadAction<Product[]>) {
      for (const product of action.payload) state.byId[product.id] = product;
    },
  },
});

export const { productsReceived } = productSlice.actions;
export const productReducer = productSlice.reducer;
export const selectProductById = (state: { product: ProductState }, id: string) => state.product.byId[id];
