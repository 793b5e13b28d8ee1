import { expectSaga, testSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { delay } from 'redux-saga/effects';
import type { PriceKey, PriceRequest, PriceResponse } from '../../../src/api/types';
import { runEndpoint } from '../../../src/app/runEndpoint';
import { rootReducer, type RootState } from '../../../src/app/store';
import { PRICE_BATCH_DELAY_MS, priceNeeded, priceSaga } from '../../../src/features/price/priceSaga';
import { pricesReceived, pricesRequested, selectPrice } from '../../../src/features/price/priceSlice';

const key = (n: number): PriceKey => ({ productId: String(100000 + n), variantId: null, unitOfMeasure: 'STK' });
const initial = (): RootState => rootReducer(undefined, { type: '@@init' });

/** A fake GetPrices that records each batch and prices every key except the ones listed. */
function fakeGetPrices(batches: PriceKey[][], missing: string[] = []) {
  return dynamic(({ args }: { args: unknown[] }): PriceResponse => {
    const body = args[1] as PriceRequest;
    batches.push(body.products);
    return {
      currencyCode: body.areaInfo.currencyCode,
      prices: body.products
        .filter((p) => !missing.includes(p.productId))
        .map((p) => ({ ...p, price: 12.5, beforePrice: null, currencyCode: body.areaInfo.currencyCode })),
    };
  });
}

function run(asks: PriceKey[], provider: ReturnType<typeof dynamic> | ReturnType<typeof throwError>, state = initial()) {
  const saga = expectSaga(priceSaga)
    .withReducer(rootReducer, state)
    .provide([[matchers.call.fn(runEndpoint), provider]]);
  return saga.dispatch(priceNeeded(asks));
}

describe('price saga (SPEC §7: up to 10 products per call after a 10 ms delay)', () => {
  it('waits 10 ms after the first ask before it collects the batch', () => {
    testSaga(priceSaga)
      .next()
      .next('channel')
      .next(priceNeeded([key(1)]))
      .is(delay(PRICE_BATCH_DELAY_MS));
  });

  it('collects the asks made during the delay into the same batch', () => {
    const saga = testSaga(priceSaga).next().next('channel').next(priceNeeded([key(1)])).next();
    // after the delay: flush the channel → the asks that came meanwhile
    saga.next([priceNeeded([key(2)]), priceNeeded([key(3)])]); // select(area)
    saga.next({ areaId: 'b2b', currencyCode: 'DKK', languageCode: 'da' }); // select(state)
    saga.next(initial()).put(pricesRequested({ keys: [key(1), key(2), key(3)], currencyCode: 'DKK' }));
  });

  it('sends 25 keys as 10 + 10 + 5; keys in the reply succeed, missing keys fail', async () => {
    const batches: PriceKey[][] = [];
    const keys = Array.from({ length: 25 }, (_, i) => key(i));
    const { storeState } = await run(keys, fakeGetPrices(batches, [key(7).productId]))
      .put(pricesRequested({ keys, currencyCode: 'DKK' }))
      .silentRun(100);
    expect(batches.map((b) => b.length)).toEqual([10, 10, 5]);
    expect(batches.flat()).toEqual(keys);
    const state = storeState as RootState;
    expect(selectPrice(state, key(0), 'DKK')).toMatchObject({ status: 'success', price: 12.5, currencyCode: 'DKK' });
    expect(selectPrice(state, key(24), 'DKK')?.status).toBe('success');
    expect(selectPrice(state, key(7), 'DKK')?.status).toBe('failed');
  });

  it('marks the whole batch failed when the request fails', async () => {
    const { storeState } = await run([key(1), key(2)], throwError(new Error('boom'))).silentRun(100);
    expect(selectPrice(storeState as RootState, key(1), 'DKK')?.status).toBe('failed');
    expect(selectPrice(storeState as RootState, key(2), 'DKK')?.status).toBe('failed');
  });

  it('does not ask again for keys that are known or pending, nor twice in one batch', async () => {
    const batches: PriceKey[][] = [];
    const state = rootReducer(
      initial(),
      pricesReceived({ keys: [key(1)], currencyCode: 'DKK', prices: [{ ...key(1), price: 1, beforePrice: null, currencyCode: 'DKK' }] }),
    );
    await run([key(1), key(2), key(2), key(3)], fakeGetPrices(batches), state).silentRun(100);
    expect(batches).toEqual([[key(2), key(3)]]);
  });
});
