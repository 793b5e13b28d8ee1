/**
 * Cart and order figures (issue 7 targets, printed, not asserted): CalculateCart of a 100-line cart p95 ≤ 10 ms
 * server time; CreateOrderByCartId p95 ≤ 20 ms; 20 concurrent CreateOrderByCartId for one cart → exactly 1 order.
 * The carts and orders the bench makes (ids 'bench-…') are deleted again at the end.
 */
import type { TokenResponse } from '../contract/user';
import type { CalculateCartResponse } from '../contract/cart';
import { migrateToLatest } from '../server/db';
import { DEMO_PASSWORD } from '../server/seed';
import { insertProductFees, paymentMethodRows, shippingMethodRows } from '../server/seed/commerce';
import { defineBench, measure, send, startApp, type BenchApp, type RequestSpec } from './harness';

const AREA = { areaId: 'b2b', currencyCode: 'DKK', languageCode: 'da' };
const TARGET_CALC_P95_MS = 10;
const TARGET_ORDER_P95_MS = 20;
const CONCURRENT = 20;

/** A database prepared before migration 004 (a reused bench file) gets the commerce tables and master data. */
async function ensureCommerce(bench: BenchApp): Promise<void> {
  await migrateToLatest(bench.db);
  const has = await bench.db.selectFrom('shipping_methods').select('id').limit(1).executeTakeFirst();
  if (has) return;
  await bench.db.insertInto('shipping_methods').values(shippingMethodRows()).execute();
  await bench.db.insertInto('payment_methods').values(paymentMethodRows()).execute();
  await insertProductFees(bench.db);
}

/** `count` products with their default unit, spread over the catalogue. */
async function productKeys(bench: BenchApp, count: number): Promise<{ productId: string; unitOfMeasure: string }[]> {
  const rows = await bench.db
    .selectFrom('product_units')
    .select(['product_id', 'unit_id'])
    .where('is_default', '=', 1)
    .orderBy('product_id')
    .execute();
  const step = Math.max(1, Math.floor(rows.length / count));
  return Array.from({ length: Math.min(count, rows.length) }, (_, i) => rows[(i * step) % rows.length]!).map((r) => ({
    productId: r.product_id,
    unitOfMeasure: r.unit_id,
  }));
}

function cartOf(cartId: string, keys: readonly { productId: string; unitOfMeasure: string }[]) {
  return {
    cartId,
    billingAddress: {},
    shippingAddress: {},
    comment: '',
    reference: 'bench',
    expectedDeliveryDate: '2099-01-04',
    lines: keys.map((k, i) => ({
      id: `LINE${i + 1}`,
      parentId: null,
      text: '',
      quantity: (i % 7) + 1,
      type: 'product',
      productKey: { ...k, variantId: null },
    })),
    shippingMethod: { internalId: 'gls', extraInfo: { privateAddress: true } },
    paymentMethod: { internalId: 'invoice' },
  };
}

async function cleanup(bench: BenchApp): Promise<void> {
  const orders = bench.db.selectFrom('orders').select('id').where('cart_id', 'like', 'bench-%');
  await bench.db.deleteFrom('order_lines').where('order_id', 'in', orders).execute();
  await bench.db.deleteFrom('orders').where('cart_id', 'like', 'bench-%').execute();
  await bench.db.deleteFrom('carts').where('id', 'like', 'bench-%').execute();
}

export default defineBench({
  name: 'cart',
  async run(ctx, database) {
    const bench = await startApp(database);
    try {
      await ensureCommerce(bench);
      await cleanup(bench);
      const login = await send(bench, { method: 'POST', url: '/api/User/Login', payload: { username: 'kunde@demo.dk', password: DEMO_PASSWORD } });
      if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
      const headers = { authorization: `Bearer ${(JSON.parse(login.body) as TokenResponse).token}` };
      const keys = await productKeys(bench, 100);
      const run = Date.now().toString(36);

      const calc = (i: number): RequestSpec => ({
        method: 'POST',
        url: '/api/Cart/CalculateCart',
        headers,
        payload: { area: AREA, cart: cartOf(`bench-calc-${run}-${i % 10}`, keys) },
      });
      const calculated = await measure(bench, `CalculateCart ${keys.length} lines`, calc, {
        bench: 'cart',
        onFirstReply: (reply) => {
          if (reply.statusCode !== 200) return `error ${reply.statusCode}: ${reply.body.slice(0, 120)}`;
          const c = (JSON.parse(reply.body) as CalculateCartResponse).cart;
          return `${c.lines.length} lines back, total ${c.totalNetPrice.priceWithVat} ${c.currencyCode}`;
        },
      });
      ctx.report(calculated);

      // CreateOrderByCartId: every request orders its own saved 20-line cart.
      const orderRequests = ctx.options.requests;
      const warmup = Math.min(ctx.options.warmup, 20);
      const orderLines = keys.slice(0, 20);
      for (let i = 0; i < orderRequests + warmup; i++) {
        const saved = await send(bench, {
          method: 'POST',
          url: '/api/Cart/SaveCart',
          headers,
          payload: { area: AREA, cart: cartOf(`bench-order-${run}-${i}`, orderLines) },
        });
        if (saved.statusCode !== 200) throw new Error(`SaveCart failed: ${saved.statusCode} ${saved.body}`);
      }
      const ordered = await measure(
        bench,
        'CreateOrderByCartId 20 lines',
        (i) => ({ method: 'POST', url: '/api/Order/CreateOrderByCartId', headers, payload: { area: AREA, cartId: `bench-order-${run}-${i}` } }),
        { bench: 'cart', requests: orderRequests, warmup, concurrency: 1 },
      );
      ctx.report(ordered);

      // 20 concurrent CreateOrderByCartId for one cart.
      const raceId = `bench-race-${run}`;
      await send(bench, { method: 'POST', url: '/api/Cart/SaveCart', headers, payload: { area: AREA, cart: cartOf(raceId, orderLines) } });
      const counterBefore = await bench.db.selectFrom('order_counters').select('last_number').where('area_id', '=', 'b2b').executeTakeFirst();
      const replies = await Promise.all(
        Array.from({ length: CONCURRENT }, () =>
          send(bench, { method: 'POST', url: '/api/Order/CreateOrderByCartId', headers, payload: { area: AREA, cartId: raceId } }),
        ),
      );
      const orders = await bench.db.selectFrom('orders').select('id').where('cart_id', '=', raceId).execute();
      const counterAfter = await bench.db.selectFrom('order_counters').select('last_number').where('area_id', '=', 'b2b').executeTakeFirst();
      const ids = new Set(replies.filter((r) => r.statusCode === 200).map((r) => (JSON.parse(r.body) as { orderId: string }).orderId));
      ctx.log(
        `${CONCURRENT} concurrent CreateOrderByCartId for one cart → ${orders.length} order(s), ${ids.size} distinct id(s) answered, ` +
          `statuses ${[...new Set(replies.map((r) => r.statusCode))].join('/')}, ` +
          `${Number(counterAfter?.last_number ?? 0) - Number(counterBefore?.last_number ?? 0)} order number(s) consumed`,
      );
      ctx.log(
        `target: CalculateCart ${keys.length} lines server p95 ≤ ${TARGET_CALC_P95_MS} ms — ` +
          `${calculated.serverP95 <= TARGET_CALC_P95_MS && calculated.errors === 0 ? 'met' : 'NOT met'} (${calculated.serverP95.toFixed(2)} ms)`,
      );
      ctx.log(
        `target: CreateOrderByCartId server p95 ≤ ${TARGET_ORDER_P95_MS} ms — ` +
          `${ordered.serverP95 <= TARGET_ORDER_P95_MS && ordered.errors === 0 ? 'met' : 'NOT met'} (${ordered.serverP95.toFixed(2)} ms)`,
      );
    } finally {
      await cleanup(bench).catch(() => undefined);
      await bench.close();
    }
  },
});
