/**
 * POST /api/Price/GetPrices on the seeded catalogue (target: p95 ≤ 5 ms for 10 keys as a logged-in customer).
 * Every request asks for 10 different keys spread over the whole catalogue (no row is hot), as the storefront's
 * price saga does (batches of 10). A second table times PriceService.getPrices alone (no HTTP layer, no JSON).
 */
import type { PriceKey, PriceRequest, PriceResponse } from '../contract/prices';
import type { TokenResponse } from '../contract/user';
import { DEMO_PASSWORD } from '../server/seed';
import { priceServiceFor } from '../server/services/prices';
import { defineBench, measure, send, startApp, timeCalls, type BenchApp, type BenchResult, type RequestSpec } from './harness';

const AREA = { areaId: 'b2b', currencyCode: 'DKK', languageCode: 'da' };
const TARGET_P95_MS = 5;

/** Every product with its default unit, in id order. */
async function catalogueKeys(bench: BenchApp): Promise<PriceKey[]> {
  const rows = await bench.db
    .selectFrom('product_units')
    .select(['product_id', 'unit_id'])
    .where('is_default', '=', 1)
    .orderBy('product_id')
    .execute();
  return rows.map((r) => ({ productId: r.product_id, variantId: null, unitOfMeasure: r.unit_id }));
}

/** 10 keys for request i, spread over the catalogue by two large primes (deterministic, no repeats nearby). */
const keysFor = (all: readonly PriceKey[], i: number, count = 10): PriceKey[] =>
  Array.from({ length: count }, (_, j) => all[(i * 7919 + j * 104_729) % all.length]!);

const request = (keys: PriceKey[], token?: string): RequestSpec => ({
  method: 'POST',
  url: '/api/Price/GetPrices',
  payload: { areaInfo: AREA, products: keys, date: new Date().toISOString().slice(0, 10) } satisfies PriceRequest,
  ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
});

const summary = (reply: { statusCode: number; body: string }): string => {
  if (reply.statusCode !== 200) return `error ${reply.statusCode}: ${reply.body.slice(0, 80)}`;
  const parsed = JSON.parse(reply.body) as PriceResponse;
  return `${parsed.prices.length} prices in ${parsed.currencyCode}`;
};

/** PriceService.getPrices alone (customer lookup, cached discounts, one price query, calculation). */
function measureService(bench: BenchApp, all: readonly PriceKey[], requests: number): Promise<BenchResult> {
  const service = priceServiceFor(bench.app);
  return timeCalls({ bench: 'prices', name: 'service only: 10 keys, customer', app: bench }, requests, 30, (i) =>
    service.getPrices({ customerNumber: '10001', currencyCode: 'DKK', areaId: 'b2b', keys: keysFor(all, i) }),
  );
}

export default defineBench({
  name: 'prices',
  async run(ctx, database) {
    const bench = await startApp(database);
    try {
      const login = await send(bench, { method: 'POST', url: '/api/User/Login', payload: { username: 'kunde@demo.dk', password: DEMO_PASSWORD } });
      if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
      const token = (JSON.parse(login.body) as TokenResponse).token;
      const all = await catalogueKeys(bench);
      ctx.log(`${all.length} priced keys (default units); mode ${bench.app.config.priceCalculationMode}`);

      let t = performance.now();
      const first = await send(bench, request(keysFor(all, 999_999), token));
      ctx.log(`first customer call (cold caches: customer, discounts, categories) ${(performance.now() - t).toFixed(1)} ms: ${summary(first)}`);
      t = performance.now();
      const anonFirst = await send(bench, request(keysFor(all, 999_998)));
      ctx.log(`first anonymous call (loads the currency list) ${(performance.now() - t).toFixed(1)} ms: ${summary(anonFirst)}`);

      const customer = await measure(bench, 'GetPrices 10 keys, customer 10001', (i) => request(keysFor(all, i), token), {
        onFirstReply: summary,
        bench: 'prices',
      });
      ctx.report(customer);
      ctx.report(
        await measure(bench, 'GetPrices 10 keys, anonymous', (i) => request(keysFor(all, 500_000 + i)), {
          onFirstReply: summary,
          bench: 'prices',
        }),
      );
      ctx.report(
        await measure(bench, 'GetPrices 10 hot keys, customer', () => request(keysFor(all, 7), token), {
          onFirstReply: summary,
          bench: 'prices',
        }),
      );
      ctx.report(
        await measure(bench, 'GetPrices 200 keys, customer', (i) => request(keysFor(all, 300_000 + i, 200), token), {
          onFirstReply: summary,
          bench: 'prices',
        }),
      );
      ctx.report(await measureService(bench, all, ctx.options.requests));

      const met = customer.p95 <= TARGET_P95_MS && customer.errors === 0;
      ctx.log(
        `target: GetPrices 10 keys p95 ≤ ${TARGET_P95_MS} ms as a customer — ${met ? 'met' : 'NOT met'} ` +
          `(round trip p95 ${customer.p95.toFixed(2)} ms, server p95 ${customer.serverP95.toFixed(2)} ms)`,
      );
    } finally {
      await bench.close();
    }
  },
});
