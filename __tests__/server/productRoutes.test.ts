/**
 * POST /api/Product/GetProductsByIds and the Product items of GetProductsBySearch against the demo seed.
 */
import type { Product, ProductSearchResponse } from '../../src/api/types';
import { loadProducts as loadCatalogue } from '../../server/services/products';
import { shopToday } from '../../server/services/cart/delivery';
import { withAvailability } from '../../server/services/stock';
import { invalidateCatalogue } from '../../server/services/search/service';
import { body, createTestApp, type TestApp } from './helpers';

/** The products as the replies carry them: the catalogue's, with the stock read now (docs/stock.md). */
const loadProducts = async (...args: Parameters<typeof loadCatalogue>) =>
  withAvailability(args[0], await loadCatalogue(...args), shopToday(new Date()));

let t: TestApp;
let ids: string[];
beforeAll(async () => {
  t = await createTestApp({ seed: true, seedProducts: 150 });
  ids = (await t.db.selectFrom('products').select('id').orderBy('id').execute()).map((r) => r.id);
}, 120_000);
afterAll(async () => {
  await t.close();
});

const AREA = { areaId: 'b2b', languageCode: 'da', currencyCode: 'DKK' };

const byIds = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/Product/GetProductsByIds', payload });

describe('GetProductsByIds', () => {
  it('returns the products keyed by id, as loadProducts builds them', async () => {
    const wanted = [ids[5]!, ids[0]!, ids[42]!];
    const res = await byIds({ area: AREA, lookupTemplate: 'product', ids: wanted });
    expect(res.statusCode).toBe(200);
    const reply = body<{ items: Record<string, Product> }>(res);
    // Object keys: integer-like ids come in numeric order whatever the request order.
    expect(Object.keys(reply.items).sort()).toEqual([...wanted].sort());
    const expected = await loadProducts(t.db, wanted, 'da', 'DKK', { areaId: 'b2b' });
    for (const id of wanted) expect(reply.items[id]).toEqual(expected.get(id));
    expect(reply.items[wanted[0]!]).toMatchObject({ id: wanted[0], specifications: { $meta: expect.any(Array) } });
    expect(reply.items[wanted[0]!]!.unitPrices.length).toBeGreaterThan(0);
  });

  it('uses the language and currency of the area', async () => {
    const res = await byIds({ area: { areaId: 'b2b', languageCode: 'en-US', currencyCode: 'eur' }, ids: [ids[1]!] });
    const product = body<{ items: Record<string, Product> }>(res).items[ids[1]!]!;
    const text = await t.db
      .selectFrom('product_texts')
      .select('name')
      .where('product_id', '=', ids[1]!)
      .where('language', '=', 'en')
      .executeTakeFirstOrThrow();
    expect(product.name).toBe(text.name);
    expect(product.unitPrices.every((p) => p.currencyCode === 'EUR')).toBe(true);
  });

  it("answers each unit's quantity rule: decimals for the units sold by measure (the seed's metres), else whole numbers", async () => {
    const measured = await t.db.selectFrom('product_units').select('product_id').where('unit_id', '=', 'M').limit(1).executeTakeFirstOrThrow();
    const counted = await t.db.selectFrom('product_units').select('product_id').where('unit_id', '!=', 'M').limit(1).executeTakeFirstOrThrow();
    const wanted = [measured.product_id, counted.product_id];
    const items = body<{ items: Record<string, Product> }>(await byIds({ area: AREA, ids: wanted })).items;
    const units = wanted.flatMap((id) => items[id]?.units ?? []);
    expect(units.some((u) => u.unitId === 'M')).toBe(true);
    for (const unit of units) expect([unit.unitId, unit.allowsDecimals]).toEqual([unit.unitId, ['M', 'KG', 'L'].includes(unit.unitId)]);
  });

  it('leaves unknown ids out', async () => {
    const res = await byIds({ area: AREA, ids: ['no-such-product', ids[3]!, ids[3]!] });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(body<{ items: Record<string, Product> }>(res).items)).toEqual([ids[3]]);
  });

  it.each([
    ['no id exists', ['no-such-product', 'other']],
    ['the list is empty', []],
  ])('404 Not Found when %s', async (_, list) => {
    const res = await byIds({ area: AREA, ids: list });
    expect(res.statusCode).toBe(404);
    expect(body<{ message: string }>(res).message).toBe('Not Found');
  });

  it.each([
    ['area.areaId', { area: { languageCode: 'da', currencyCode: 'DKK' }, ids: [] as string[] }],
    ['area.currencyCode', { area: { areaId: 'b2b', languageCode: 'da', currencyCode: '' }, ids: [] as string[] }],
    ['ids', { area: AREA }],
  ])('400 naming %s when it is missing', async (name, payload) => {
    const res = await byIds(payload);
    expect(res.statusCode).toBe(400);
    expect(body<{ message: string }>(res).message).toContain(`${name} must be defined`);
  });

  it('400 for more than 200 ids', async () => {
    const res = await byIds({ area: AREA, ids: Array.from({ length: 201 }, (_, i) => `x${i}`) });
    expect(res.statusCode).toBe(400);
  });

  it('serves changed products after invalidateCatalogue (the product cache is dropped)', async () => {
    const id = ids[7]!;
    const before = body<{ items: Record<string, Product> }>(await byIds({ area: AREA, ids: [id] })).items[id]!;
    await t.db.updateTable('product_texts').set({ name: 'Omdøbt produkt' }).where('product_id', '=', id).where('language', '=', 'da').execute();
    await invalidateCatalogue(t.app);
    const after = body<{ items: Record<string, Product> }>(await byIds({ area: AREA, ids: [id] })).items[id]!;
    expect(before.name).not.toBe('Omdøbt produkt');
    expect(after.name).toBe('Omdøbt produkt');
  });
});

describe('GetProductsBySearch items', () => {
  it('are full products in result order with their score', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Product/GetProductsBySearch',
      payload: {
        area: AREA,
        facets: [],
        skip: 0,
        take: 5,
        search: { freeText: 'skrue' },
        sorting: [{ field: '_score', direction: 'Descending' }],
        lookupTemplate: 'product-list',
      },
    });
    expect(res.statusCode).toBe(200);
    const reply = body<ProductSearchResponse>(res);
    expect(reply.items.length).toBe(5);
    expect(reply.facetOptions).toEqual({});
    const expected = await loadProducts(
      t.db,
      reply.items.map((i) => i.item.id),
      'da',
      'DKK',
      { areaId: 'b2b' },
    );
    for (const { item, score } of reply.items) {
      expect(item).toEqual(expected.get(item.id));
      expect(score).toBeGreaterThan(0);
    }
  });
});
