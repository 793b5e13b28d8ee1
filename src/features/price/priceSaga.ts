import { createAction } from '@reduxjs/toolkit';
import { buffers, type Channel } from 'redux-saga';
import { actionChannel, call, delay, flush, fork, put, select, take } from 'redux-saga/effects';
import type { AreaInfo, PriceKey, PriceResponse } from '../../api/types';
import type { RootState } from '../../app/store';
import { runEndpoint } from '../../app/runEndpoint';
import { selectAreaInfo } from '../website';
import { priceApi } from './priceApi';
import { priceKey, pricesFailed, pricesReceived, pricesRequested } from './priceSlice';

/** SPEC §7/§9: up to 10 products per GetPrices call, sent after a 10 ms delay. */
export const PRICE_BATCH_SIZE = 10;
export const PRICE_BATCH_DELAY_MS = 10;

/** Components ask for the prices of the keys they show; the saga batches all asks made within 10 ms. */
export const priceNeeded = createAction<PriceKey[]>('price/needed');

type PriceNeeded = ReturnType<typeof priceNeeded>;

export function* fetchPriceBatch(keys: PriceKey[], areaInfo: AreaInfo) {
  try {
    const response: PriceResponse = yield call(runEndpoint, priceApi.endpoints.getPrices, {
      areaInfo,
      products: keys,
      date: new Date().toISOString().slice(0, 10),
    });
    yield put(pricesReceived({ keys, currencyCode: areaInfo.currencyCode, prices: response.prices }));
  } catch {
    yield put(pricesFailed({ keys, currencyCode: areaInfo.currencyCode }));
  }
}

/** Keys not yet pending or known in this currency, without duplicates. */
export function newKeys(state: RootState, asks: PriceKey[], currencyCode: string): PriceKey[] {
  const seen = new Set<string>();
  const out: PriceKey[] = [];
  for (const key of asks) {
    const k = priceKey(key, currencyCode);
    const entry = state.price.entries[k];
    if (seen.has(k) || entry?.status === 'pending' || entry?.status === 'success') continue;
    seen.add(k);
    out.push(key);
  }
  return out;
}

export function* priceSaga() {
  const channel: Channel<PriceNeeded> = yield actionChannel(priceNeeded.type, buffers.expanding<PriceNeeded>(64));
  for (;;) {
    const first: PriceNeeded = yield take(channel);
    yield delay(PRICE_BATCH_DELAY_MS);
    const rest: PriceNeeded[] = yield flush(channel);
    const areaInfo: AreaInfo = yield select(selectAreaInfo);
    const state: RootState = yield select();
    const keys = newKeys(state, [first, ...rest].flatMap((a) => a.payload), areaInfo.currencyCode);
    if (keys.length === 0) continue;
    yield put(pricesRequested({ keys, currencyCode: areaInfo.currencyCode }));
    for (let i = 0; i < keys.length; i += PRICE_BATCH_SIZE) {
      yield fork(fetchPriceBatch, keys.slice(i, i + PRICE_BATCH_SIZE), areaInfo);
    }
  }
}
