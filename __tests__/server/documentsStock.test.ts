/**
 * Issue 18, the `stock` document (docs/stock.md): valid, invalid (path and reason, nothing stored) and unchanged
 * documents; availability in product replies (GetProductsByIds, GetProductsBySearch, the product page's content) by
 * the documented rules; the cart's per-line shipping notes and the expected delivery date of SPEC §3 moved by
 * inbound dates, also on the order.
 */
import type { DocumentSearchResponse, DocumentUpdateResponse } from '../../contract/documents';
import type { Product, ProductSearchResponse } from '../../contract/products';
import { LOW_STOCK_THRESHOLD } from '../../contract/stock';
import type { CalculateCartResponse, CartLine } from '../../src/api/commerceTypes';
import { createIntegrationKey } from '../../server/services/backoffice/integrationKeys';
import { deliveryAfterInbound, earliestDeliveryDate } from '../../server/services/cart/delivery';
import { availabilityOf, loadStock } from '../../server/services/stock';
import { bearer } from './auth';
import { AREA, cart, commerceTestApp, post, type CartSpec, type tokens } from './commerceFixtures';
import { body, createTestApp, type TestApp } from './helpers';

let t: TestApp;
let tk: Awaited<ReturnType<typeof tokens>>;
let write: string;
let read: string;

beforeAll(async () => {
  ({ t, tk } = await commerceTestApp());
  write = (await createIntegrationKey(t.db, { name: 'ERP', scopes: ['documents:write'], createdBy: 'test' })).key;
  read = (await createIntegrationKey(t.db, { name: 'reader', scopes: ['documents:read'], createdBy: 'test' })).key;
});
afterAll(async () => {
  await t.close();
});

/** 'YYYY-MM-DD' `days` from today (UTC). */
const inDays = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const update = async (documents: unknown[]) => {
  const res = await t.app.inject({ method: 'POST', url: '/backoffice/api/Document/Update', headers: bearer(write), payload: { documents } });
  expect(res.statusCode).toBe(200);
  return body<DocumentUpdateResponse>(res);
};
const stock = (key: string, warehouses: unknown[]) => ({ type: 'stock', key, data: { warehouses } });

const byIds = async (ids: string[]): Promise<Record<string, Product>> => {
  const res = await post(t.app, '/api/Product/GetProductsByIds', { area: AREA, ids });
  expect(res.statusCode).toBe(200);
  return body<{ items: Record<string, Product> }>(res).items;
};

const calculate = async (spec: CartSpec, cartId = `stock-${Math.random().toString(36).slice(2)}`) => {
  const res = await post(t.app, '/api/Cart/CalculateCart', { area: AREA, cart: cart({ cartId, ...spec }) }, tk.customer);
  expect(res.statusCode).toBe(200);
  return body<CalculateCartResponse>(res).cart;
};
const lineOf = (lines: CartLine[], id: string) => lines.find((l) => l.id === id)!;

describe('the stock document', () => {
  it('creates, answers unchanged for the same data (warehouse order aside), updates and reads back', async () => {
    const warehouses = [
      { warehouse: 'SE-MALMO', available: 5.125 },
      { warehouse: 'DK-ODENSE', available: 40, nextInbound: { date: '2030-03-02', quantity: 100.3 } },
    ];
    expect((await update([stock('1001', warehouses)])).results[0]).toMatchObject({ outcome: 'created' });
    expect((await update([stock('1001', [...warehouses].reverse())])).results[0]).toMatchObject({ outcome: 'unchanged' });
    expect((await update([stock('1001', [{ warehouse: 'DK-ODENSE', available: 41 }])])).results[0]).toMatchObject({ outcome: 'updated' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/backoffice/api/Document/GetBySearch',
      headers: bearer(read),
      payload: { type: 'stock', keyPrefix: '1001' },
    });
    const found = body<DocumentSearchResponse>(res);
    expect(found.documents).toEqual([
      expect.objectContaining({ key: '1001', data: { warehouses: [{ warehouse: 'DK-ODENSE', available: 41 }] } }),
    ]);
  });

  it('takes a variant key (product/variant) and stores it apart from the product', async () => {
    const result = await update([stock('1001/1001-S', [{ warehouse: 'DK-ODENSE', available: 0, nextInbound: { date: '2030-01-10', quantity: 3 } }])]);
    expect(result.results[0]).toMatchObject({ outcome: 'created' });
    const rows = await t.db.selectFrom('stock_levels').select(['product_id', 'variant_id']).where('product_id', '=', '1001').execute();
    expect(rows).toEqual(expect.arrayContaining([{ product_id: '1001', variant_id: '1001-S' }, { product_id: '1001', variant_id: '' }]));
  });

  it('rejects bad documents with the path and reason, stores nothing of them, and lets the good ones land', async () => {
    const result = await update([
      stock('99999', [{ warehouse: 'A', available: 1 }]),
      stock('1001/NOPE', [{ warehouse: 'A', available: 1 }]),
      stock('1002', [{ warehouse: 'A', available: -1 }]),
      stock('1002', [{ warehouse: 'A', available: 1.2345 }]),
      stock('1002', [{ warehouse: 'A', available: 1 }, { warehouse: 'A', available: 2 }]),
      stock('1002', [{ warehouse: 'A', available: 0, nextInbound: { date: '2030-02-30', quantity: 5 } }]),
      stock('1002', [{ warehouse: 'A', available: 0, nextInbound: { date: '2030-02-01', quantity: 0 } }]),
      stock('1002', []),
      { type: 'stock', key: '1002', data: { warehouses: [{ warehouse: 'A', available: 1 }], colour: 'red' } },
      stock('2001', [{ warehouse: 'A', available: 3 }]),
    ]);
    const paths = result.results.map((r) => r.problems?.[0]?.path);
    expect(paths).toEqual([
      '/key',
      '/key',
      '/data/warehouses/0/available',
      '/data/warehouses/0/available',
      '/data/warehouses/1/warehouse',
      '/data/warehouses/0/nextInbound/date',
      '/data/warehouses/0/nextInbound/quantity',
      '/data/warehouses',
      expect.stringMatching(/^\/data/),
      undefined,
    ]);
    expect(result.counts).toEqual({ created: 1, updated: 0, unchanged: 0, rejected: 9 });
    expect(result.results[1]!.problems![0]!.reason).toMatch(/no variant NOPE/);
    expect(await t.db.selectFrom('stock_levels').select('product_id').where('product_id', 'in', ['99999', '1002']).execute()).toEqual([]);
  });

  it('deletes by key', async () => {
    await update([stock('2001', [{ warehouse: 'A', available: 3 }])]);
    const remove = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/backoffice/api/Document/DeleteByKey',
        headers: bearer(write),
        payload: { type: 'stock', keys: ['2001'] },
      });
      return body<{ results: { outcome: string }[] }>(res).results[0]!.outcome;
    };
    expect(await remove()).toBe('deleted');
    expect(await remove()).toBe('notFound');
    expect(await t.db.selectFrom('stock_levels').select('product_id').where('product_id', '=', '2001').execute()).toEqual([]);
  });
});

describe('availability rules', () => {
  const row = (available: number, inbound_date: string | null = null, inbound_quantity: number | null = null) => ({
    warehouse: 'A',
    available,
    inbound_date,
    inbound_quantity,
  });
  it('in stock from the threshold, low below it, expected with an inbound date, on order without', () => {
    const today = '2030-01-01';
    expect(availabilityOf([row(LOW_STOCK_THRESHOLD)], today)).toEqual({ status: 'inStock', quantity: LOW_STOCK_THRESHOLD });
    expect(availabilityOf([row(4), row(LOW_STOCK_THRESHOLD - 5)], today).status).toBe('low');
    expect(availabilityOf([row(0, '2030-01-05', 20), row(0, '2030-01-03', 5), row(0, '2030-01-03', 2)], today)).toEqual({
      status: 'expected',
      quantity: 0,
      nextInbound: { date: '2030-01-03', quantity: 7 },
    });
    // An inbound date before today is a delivery not booked yet: left out.
    expect(availabilityOf([row(0, '2029-12-31', 5)], today)).toEqual({ status: 'onOrder', quantity: 0 });
    expect(availabilityOf([row(0)], today)).toEqual({ status: 'onOrder', quantity: 0 });
  });
});

describe('availability in product replies', () => {
  it('shows on GetProductsByIds and search at once after a stock change, on variants too; none without stock data', async () => {
    const inbound = inDays(20);
    await update([
      stock('1001', [{ warehouse: 'DK-ODENSE', available: 3 }, { warehouse: 'SE-MALMO', available: 2 }]),
      stock('1001/1001-S', [{ warehouse: 'DK-ODENSE', available: 0, nextInbound: { date: inbound, quantity: 30 } }]),
    ]);
    await t.db.deleteFrom('stock_levels').where('product_id', '=', '1002').execute();
    let items = await byIds(['1001', '1002']);
    expect(items['1001']!.availability).toEqual({ status: 'low', quantity: 5 });
    expect(items['1001']!.variants.find((v) => v.id === '1001-S')!.availability).toEqual({
      status: 'expected',
      quantity: 0,
      nextInbound: { date: inbound, quantity: 30 },
    });
    // A variant without its own stock has the product's.
    expect(items['1001']!.variants.find((v) => v.id === '1001-L')!.availability).toEqual({ status: 'low', quantity: 5 });
    expect(items['1002']!).not.toHaveProperty('availability');

    await update([stock('1001', [{ warehouse: 'DK-ODENSE', available: 250 }])]);
    items = await byIds(['1001']);
    expect(items['1001']!.availability).toEqual({ status: 'inStock', quantity: 250 });
    const res = await post(t.app, '/api/Product/GetProductsBySearch', { area: AREA, search: { filter: { productIds: ['1001', '1002'] } } });
    const found = body<ProductSearchResponse>(res).items.map((i) => i.item);
    expect(found.find((p) => p.id === '1001')!.availability).toEqual({ status: 'inStock', quantity: 250 });
    expect(found.find((p) => p.id === '1002')).not.toHaveProperty('availability');
  });
});

describe('the cart and the expected delivery date', () => {
  it('says which lines cannot ship at once and when, and moves the earliest delivery date', async () => {
    const inbound = inDays(30);
    await update([
      stock('1001', [{ warehouse: 'DK-ODENSE', available: 12, nextInbound: { date: inbound, quantity: 100 } }]),
      stock('1002', [{ warehouse: 'DK-ODENSE', available: 0 }]),
      stock('2001', [{ warehouse: 'DK-ODENSE', available: 500 }]),
    ]);
    // 1001: 1 KRT (10 STK) fits the 12; the next 5 STK do not (2 left) and wait for the inbound; 1002: on order.
    const calc = await calculate({
      lines: [
        { id: 'A', productId: '1001', unit: 'KRT', quantity: 1 },
        { id: 'B', productId: '1001', quantity: 5 },
        { id: 'C', productId: '1002', quantity: 1 },
        { id: 'D', productId: '2001', quantity: 2 },
      ],
    });
    expect(lineOf(calc.lines, 'A').stock).toEqual({ shipsNow: true });
    expect(lineOf(calc.lines, 'B').stock).toEqual({ shipsNow: false, availableFrom: inbound });
    expect(lineOf(calc.lines, 'C').stock).toEqual({ shipsNow: false, availableFrom: null });
    expect(lineOf(calc.lines, 'D').stock).toEqual({ shipsNow: true });
    expect(calc.earliestDeliveryDate).toBe(deliveryAfterInbound(inbound));
    expect(calc.earliestDeliveryDate > inbound).toBe(true);

    // Everything in stock: the usual date; a product without stock data: no note.
    await t.db.deleteFrom('stock_levels').where('product_id', '=', '2001').execute();
    const plain = await calculate({ lines: [{ id: 'A', productId: '1001', quantity: 2 }, { id: 'D', productId: '2001', quantity: 1 }] });
    expect(lineOf(plain.lines, 'A').stock).toEqual({ shipsNow: true });
    expect(lineOf(plain.lines, 'D')).not.toHaveProperty('stock');
    expect(plain.earliestDeliveryDate).toBe(earliestDeliveryDate(new Date()));
  });

  it('flags a chosen date before the inbound delivery, and the order gets the stock-aware date', async () => {
    const inbound = inDays(25);
    await update([stock('1001', [{ warehouse: 'DK-ODENSE', available: 0, nextInbound: { date: inbound, quantity: 50 } }])]);
    const early = await calculate({ lines: [{ productId: '1001', quantity: 3 }], expectedDeliveryDate: inDays(10) });
    expect(early.hasExpextedDeliveryDateError).toBe(true);
    const later = deliveryAfterInbound(inbound);
    expect((await calculate({ lines: [{ productId: '1001', quantity: 3 }], expectedDeliveryDate: later })).hasExpextedDeliveryDateError).toBe(false);

    // Without a chosen date the order takes the earliest one, which waits for the inbound delivery.
    const saved = await post(t.app, '/api/Cart/SaveCart', { area: AREA, cart: cart({ cartId: 'stock-order', lines: [{ productId: '1001', quantity: 3 }] }) }, tk.customer);
    expect(saved.statusCode).toBe(200);
    const created = await post(t.app, '/api/Order/CreateOrderByCartId', { area: AREA, cartId: 'stock-order' }, tk.customer);
    expect(created.statusCode).toBe(200);
    const order = await t.db.selectFrom('orders').select('expected_delivery_date').where('cart_id', '=', 'stock-order').executeTakeFirstOrThrow();
    expect(order.expected_delivery_date).toBe(later);
  });
});

describe('the demo seed', () => {
  it('has believable stock: most in stock, some low, some expected with inbound dates, a few on order', async () => {
    const seeded = await createTestApp({ seed: true, seedProducts: 200 });
    try {
      const products = await seeded.db.selectFrom('products').select('id').execute();
      const stockMap = await loadStock(seeded.db, products.map((p) => p.id));
      expect(stockMap.size).toBe(products.length);
      const today = new Date().toISOString().slice(0, 10);
      const counts: Record<string, number> = { inStock: 0, low: 0, expected: 0, onOrder: 0 };
      for (const variants of stockMap.values()) {
        for (const rows of variants.values()) counts[availabilityOf(rows, today).status]!++;
      }
      const total = Object.values(counts).reduce((a, b) => a + b, 0);
      expect(counts.inStock! / total).toBeGreaterThan(0.55);
      for (const status of ['low', 'expected', 'onOrder']) expect(counts[status]).toBeGreaterThan(0);
      // Replies carry it.
      const res = await post(seeded.app, '/api/Product/GetProductsByIds', { area: AREA, ids: [products[0]!.id] });
      expect(body<{ items: Record<string, Product> }>(res).items[products[0]!.id]!.availability).toBeDefined();
    } finally {
      await seeded.close();
    }
  });
});

describe('a product deleted through the back office', () => {
  it('takes its stock with it, so the same product number sent again starts without stock', async () => {
    // Last in this file: 1002 is gone afterwards.
    expect((await update([stock('1002', [{ warehouse: 'A', available: 7 }])])).counts.rejected).toBe(0);
    const res = await t.app.inject({
      method: 'POST',
      url: '/backoffice/api/Document/DeleteByKey',
      headers: bearer(write),
      payload: { type: 'product', keys: ['1002'] },
    });
    expect(body<{ results: { outcome: string }[] }>(res).results[0]!.outcome).toBe('deleted');
    expect(await t.db.selectFrom('stock_levels').select('product_id').where('product_id', '=', '1002').execute()).toEqual([]);
  });
});
