import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PriceEntry, PriceKey } from '../../api/types';
import { loggedOut, sessionEnded } from '../user';

export type PriceStatus = 'pending' | 'success' | 'failed';

/** SPEC §3 Price state per key. */
export interface PriceItemState {
  status: PriceStatus;
  price: number | null;
  beforePrice: number | null;
  currencyCode: string;
  tiers?: { minQuantity: number; price: number }[];
}

export interface PriceState {
  entries: Record<string, PriceItemState>;
}

const initialState: PriceState = { entries: {} };

/** SPEC §3 Price request key: productId, variantId, unitOfMeasure, plus the currency code. */
export function priceKey(key: PriceKey, currencyCode: string): string {
  return [key.productId, key.variantId ?? '', key.unitOfMeasure, currencyCode].join('|');
}

const priceSlice = createSlice({
  name: 'price',
  initialState,
  reducers: {
    pricesRequested(state, action: PayloadAction<{ keys: PriceKey[]; currencyCode: string }>) {
      for (const key of action.payload.keys) {
        const k = priceKey(key, action.payload.currencyCode);
        const existing = state.entries[k];
        state.entries[k] = {
          status: 'pending',
          price: existing?.price ?? null,
          beforePrice: existing?.beforePrice ?? null,
          currencyCode: action.payload.currencyCode,
        };
      }
    },
    /** SPEC §4 Price: success if the reply contains the matching key, otherwise failed. */
    pricesReceived(state, action: PayloadAction<{ keys: PriceKey[]; currencyCode: string; prices: PriceEntry[] }>) {
      const { keys, currencyCode, prices } = action.payload;
      const byKey = new Map(prices.map((p) => [priceKey(p, currencyCode), p]));
      for (const key of keys) {
        const k = priceKey(key, currencyCode);
        const hit = byKey.get(k);
        state.entries[k] = hit
          ? {
              status: 'success',
              price: hit.price,
              beforePrice: hit.beforePrice,
              currencyCode: hit.currencyCode,
              ...(hit.tiers ? { tiers: hit.tiers } : {}),
            }
          : { status: 'failed', price: null, beforePrice: null, currencyCode };
      }
    },
    pricesFailed(state, action: PayloadAction<{ keys: PriceKey[]; currencyCode: string }>) {
      for (const key of action.payload.keys) {
        state.entries[priceKey(key, action.payload.currencyCode)] = {
          status: 'failed',
          price: null,
          beforePrice: null,
          currencyCode: action.payload.currencyCode,
        };
      }
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState).addCase(sessionEnded, () => initialState);
  },
});

export const { pricesRequested, pricesReceived, pricesFailed } = priceSlice.actions;
export const priceReducer = priceSlice.reducer;

export const selectPrice = (state: { price: PriceState }, key: PriceKey, currencyCode: string) =>
  state.price.entries[priceKey(key, currencyCode)];
