/**
 * Issue 18, the catalogue documents (docs/documents-catalogue.md): `product` and `category` through
 * Document/Update (valid, each field wrong → rejected with its path and nothing stored, unchanged on a second send),
 * DeleteByKey (a deleted product leaves search at once and stays readable on its order), Document/Import (NDJSON,
 * gzip, bad lines with their numbers) and the change feed that brings a change to a second instance's search.
 */
import { gzipSync } from 'node:zlib';
import type { DocumentDeleteResponse, DocumentImportResponse, DocumentSearchResponse, DocumentUpdateResponse } from '../../contract/documents';
import type { ProductSearchResponse } from '../../src/api/types';
import type { CustomerCentreOrder, OrderResponse } from '../../src/api/customerCentreTypes';
import { createIntegrationKey } from '../../server/services/backoffice/integrationKeys';
import { bearer } from './auth';
import { AREA, cart, commerceTestApp, post, type tokens } from './commerceFixtures';
import { body, createTestApp, type TestApp } from './helpers';

let t: TestApp;
let tk: Awaited<ReturnType<typeof tokens>>;
let write: string;
let read: string;

beforeAll(async () => {
  ({ t, tk } = await commerceTestApp());
  write = (await createIntegrationKey(t.db, { name: 'PIM', scopes: ['documents:write'], createdBy: 'test' })).key;
  read = (await createIntegrationKey(t.db, { name: 'reader', scopes: ['documents:read'], createdBy: 'test' })).key;
});
afterAll(async () => {
  await t.close();
});

const update = async (documents: unknown[]) => {
  const res = await t.app.inject({ method: 'POST', url: '/backoffice/api/Document/Update', headers: bearer(write), payload: { documents } });
  expect(res.statusCode).toBe(200);
  return body<DocumentUpdateResponse>(res);
};
const fetchDoc = async (type: string, key: string) => {
  const res = await t.app.inject({ method: 'POST', url: '/backoffice/api/Document/GetBySearch', headers: bearer(read), payload: { type, keyPrefix: key } });
  expect(res.statusCode).toBe(200);
  return body<DocumentSearchResponse>(res).documents.find((d) => d.key === key)?.data ?? null;
};
const remove = async (type: string, keys: string[]) => {
  const res = await t.app.inject({ method: 'POST', url: '/backoffice/api/Document/DeleteByKey', headers: bearer(write), payload: { type, keys } });
  expect(res.statusCode).toBe(200);
  return body<DocumentDeleteResponse>(res).results;
};
const searchIds = async (app: TestApp, freeText: string): Promise<string[]> => {
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/Product/GetProductsBySearch',
    payload: { area: AREA, facets: [], skip: 0, take: 50, search: { freeText }, sorting: [] },
  });
  expect(res.statusCode).toBe(200);
  return body<ProductSearchResponse>(res).items.map((i) => i.item.id);
};

const product = (over: Record<string, unknown> = {}) => ({
  brand: 1,
  category: 'C111',
  sortOrder: 7,
  ean: '5701234999990',
  texts: {
    da: { name: 'Zebrahammer 500 g', shortDescription: 'Kort', description: 'Lang beskrivelse' },
    en: { name: 'Zebra hammer 500 g', slug: 'zebra-hammer' },
  },
  variants: [
    { id: 'ZH-1-S', name: 'Small' },
    { id: 'ZH-1-L', name: 'Large' },
  ],
  units: [
    { unit: 'STK', factor: 1, default: true },
    { unit: 'KRT', factor: 12 },
  ],
  media: [{ path: 'products/zebra.svg', alt: 'Zebra' }],
  specs: [
    { key: 'weightG', value: '500', number: 500 },
    { key: 'material', language: 'da', value: 'Stål' },
    { key: 'material', language: 'en', value: 'Steel' },
  ],
  fees: [{ type: 'packagingFee', currency: 'DKK', amount: 25 }],
  ...over,
});

describe('category documents', () => {
  it('creates a category under a parent, answers unchanged for the same document, updated for a change', async () => {
    const doc = { type: 'category', key: 'C113', data: { parent: 'C11', sort: 5, texts: { da: { name: 'Mukkerter' }, en: { name: 'Mallets', slug: 'mallets' } } } };
    expect((await update([doc])).counts).toEqual({ created: 1, updated: 0, unchanged: 0, rejected: 0 });
    expect((await update([doc])).counts).toEqual({ created: 0, updated: 0, unchanged: 1, rejected: 0 });
    const row = await t.db.selectFrom('categories').selectAll().where('id', '=', 'C113').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ parent_id: 'C11', level: 3, sort: 5 });
    expect(await fetchDoc('category', 'C113')).toEqual({
      parent: 'C11',
      sort: 5,
      texts: { da: { name: 'Mukkerter', slug: 'mukkerter', description: '' }, en: { name: 'Mallets', slug: 'mallets', description: '' } },
    });
    const changed = await update([{ ...doc, data: { ...doc.data, sort: 6 } }]);
    expect(changed.results[0]!.outcome).toBe('updated');
  });

  it('reads a stored category as a document that sends back unchanged', async () => {
    const stored = await fetchDoc('category', 'C11');
    expect(stored).not.toBeNull();
    expect((await update([{ type: 'category', key: 'C11', data: stored }])).counts.unchanged).toBe(1);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['unknown parent', { parent: 'NOPE', texts: { da: { name: 'X' } } }, '/data/parent'],
    ['its own parent', { parent: 'C9', texts: { da: { name: 'X' } } }, '/data/parent'],
    ['a fourth level', { parent: 'C111', texts: { da: { name: 'X' } } }, '/data/parent'],
    ['no texts', { texts: {} }, '/data/texts'],
    ['an empty name', { texts: { da: { name: '' } } }, '/data/texts/da/name'],
    ['a bad slug', { texts: { da: { name: 'X', slug: 'Not A Slug' } } }, '/data/texts/da/slug'],
    ['a language the shop lacks', { texts: { de: { name: 'X' } } }, '/data/texts/de'],
    ['a sort that is not a number', { sort: 'first', texts: { da: { name: 'X' } } }, '/data/sort'],
    ['an unknown field', { colour: 'red', texts: { da: { name: 'X' } } }, '/data/colour'],
  ])('rejects %s with its path and stores nothing', async (_what, data, path) => {
    const result = await update([{ type: 'category', key: 'C9', data }]);
    expect(result.counts.rejected).toBe(1);
    expect(result.results[0]!.problems!.map((p) => p.path)).toContain(path);
    expect(await t.db.selectFrom('categories').select('id').where('id', '=', 'C9').executeTakeFirst()).toBeUndefined();
  });

  it('refuses to delete a category with products or subcategories, deletes an unused one', async () => {
    expect(await remove('category', ['C111', 'C1', 'C113', 'NOPE'])).toEqual([
      { key: 'C111', outcome: 'refused', reason: expect.stringMatching(/products/) },
      { key: 'C1', outcome: 'refused', reason: expect.stringMatching(/under this one/) },
      { key: 'C113', outcome: 'deleted' },
      { key: 'NOPE', outcome: 'notFound' },
    ]);
    expect(await t.db.selectFrom('category_texts').select('name').where('category_id', '=', 'C113').execute()).toEqual([]);
  });
});

describe('product documents', () => {
  it('creates a product with every part, reads it back in normal form, unchanged on a second send', async () => {
    const first = await update([{ type: 'product', key: 'ZH-1', data: product() }]);
    expect(first.results[0]).toMatchObject({ outcome: 'created' });
    expect((await update([{ type: 'product', key: 'ZH-1', data: product() }])).counts.unchanged).toBe(1);
    expect(await fetchDoc('product', 'ZH-1')).toEqual({
      brand: 1,
      category: 'C111',
      parent: null,
      sortOrder: 7,
      ean: '5701234999990',
      texts: {
        da: { name: 'Zebrahammer 500 g', shortDescription: 'Kort', description: 'Lang beskrivelse', slug: 'zebrahammer-500-g-zh-1' },
        en: { name: 'Zebra hammer 500 g', shortDescription: '', description: '', slug: 'zebra-hammer' },
      },
      variants: [
        { id: 'ZH-1-S', name: 'Small' },
        { id: 'ZH-1-L', name: 'Large' },
      ],
      units: [
        { unit: 'STK', factor: 1, default: true, allowsDecimals: false },
        { unit: 'KRT', factor: 12, default: false, allowsDecimals: false },
      ],
      media: [{ type: 'image', path: 'products/zebra.svg', alt: 'Zebra' }],
      specs: [
        { key: 'material', language: 'da', value: 'Stål', number: null },
        { key: 'material', language: 'en', value: 'Steel', number: null },
        { key: 'weightG', language: '', value: '500', number: 500 },
      ],
      fees: [{ type: 'packagingFee', currency: 'DKK', amount: 25 }],
    });
    // In search at once, by its name.
    expect(await searchIds(t, 'zebrahammer')).toEqual(['ZH-1']);
  });

  it('updates a product: fewer variants, another unit, changed texts; search follows', async () => {
    const data = product({ variants: [{ id: 'ZH-1-S', name: 'Small' }], texts: { da: { name: 'Okapihammer' } }, units: [{ unit: 'PK', factor: 1 }] });
    expect((await update([{ type: 'product', key: 'ZH-1', data }])).results[0]!.outcome).toBe('updated');
    const units = await t.db.selectFrom('product_units').select(['unit_id', 'is_default']).where('product_id', '=', 'ZH-1').execute();
    expect(units).toEqual([{ unit_id: 'PK', is_default: 1 }]);
    expect((await t.db.selectFrom('product_variants').select('id').where('product_id', '=', 'ZH-1').execute()).map((v) => v.id)).toEqual(['ZH-1-S']);
    expect(await searchIds(t, 'okapihammer')).toEqual(['ZH-1']);
    expect(await searchIds(t, 'zebrahammer')).toEqual([]);
  });

  it('reads a stored fixture product as a document that sends back unchanged', async () => {
    const stored = await fetchDoc('product', '1001');
    expect(stored).not.toBeNull();
    expect((await update([{ type: 'product', key: '1001', data: stored }])).counts.unchanged).toBe(1);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['an unknown brand', { brand: 999 }, '/data/brand'],
    ['a brand that is not a number', { brand: 'Bahco' }, '/data/brand'],
    ['an unknown category', { category: 'C999' }, '/data/category'],
    ['an unknown parent', { parent: 'NOPE' }, '/data/parent'],
    ['a bad EAN', { ean: '12ab' }, '/data/ean'],
    ['a sort order that is not whole', { sortOrder: 1.5 }, '/data/sortOrder'],
    ['no texts', { texts: {} }, '/data/texts'],
    ['a text without a name', { texts: { da: { description: 'x' } } }, '/data/texts/da/name'],
    ['a language the shop lacks', { texts: { de: { name: 'Hammer' } } }, '/data/texts/de'],
    ['a variant of another product', { variants: [{ id: 'ZH-1-S', name: 'Stolen' }] }, '/data/variants/0/id'],
    ['a variant given twice', { variants: [{ id: 'V9', name: 'a' }, { id: 'V9', name: 'b' }] }, '/data/variants/1/id'],
    ['no units', { units: [] }, '/data/units'],
    ['two default units', { units: [{ unit: 'STK', factor: 1, default: true }, { unit: 'PK', factor: 5, default: true }] }, '/data/units'],
    ['no base unit', { units: [{ unit: 'PK', factor: 5 }] }, '/data/units'],
    ['a unit given twice', { units: [{ unit: 'STK', factor: 1 }, { unit: 'STK', factor: 2 }] }, '/data/units/1/unit'],
    ['a unit factor of 0', { units: [{ unit: 'STK', factor: 0 }] }, '/data/units/0/factor'],
    ['a media path out of the media folder', { media: [{ path: '../secret.txt' }] }, '/data/media/0/path'],
    ['a spec language the shop lacks', { specs: [{ key: 'material', language: 'de', value: 'Stahl' }] }, '/data/specs/0/language'],
    ['a spec number that is text', { specs: [{ key: 'weightG', value: '5', number: 'five' }] }, '/data/specs/0/number'],
    ['an unknown fee type', { fees: [{ type: 'tax', currency: 'DKK', amount: 1 }] }, '/data/fees/0/type'],
    ['a negative fee', { fees: [{ type: 'weefee', currency: 'DKK', amount: -1 }] }, '/data/fees/0/amount'],
    ['an unknown field', { price: 100 }, '/data/price'],
  ])('rejects %s with its path and stores nothing', async (_what, over, path) => {
    const result = await update([{ type: 'product', key: 'ZH-BAD', data: product({ variants: [], ...over }) }]);
    expect(result.counts.rejected).toBe(1);
    expect(result.results[0]!.problems!.map((p) => p.path)).toContain(path);
    expect(await t.db.selectFrom('products').select('id').where('id', '=', 'ZH-BAD').executeTakeFirst()).toBeUndefined();
  });

  it('rejects a product number that cannot be one', async () => {
    const result = await update([{ type: 'product', key: 'a/b', data: product({ variants: [] }) }]);
    expect(result.results[0]!.problems![0]!.path).toBe('/key');
  });
});

describe('deleting a product', () => {
  it('leaves search at once and stays readable on the order that holds it', async () => {
    await update([{ type: 'product', key: 'ZH-2', data: product({ variants: [], texts: { da: { name: 'Gnuhammer' } } }) }]);
    await t.db.insertInto('prices').values({ product_id: 'ZH-2', variant_id: '', unit_id: 'STK', currency_code: 'DKK', min_quantity: 1, price: 9900, before_price: null }).execute();
    expect(await searchIds(t, 'gnuhammer')).toEqual(['ZH-2']);
    const cartId = 'doc-delete';
    const payload = cart({ cartId, lines: [{ productId: 'ZH-2', quantity: 2 }], expectedDeliveryDate: '2099-03-01' });
    expect((await post(t.app, '/api/Cart/SaveCart', { area: AREA, cart: payload }, tk.customer)).statusCode).toBe(200);
    const placed = await post(t.app, '/api/Order/CreateOrderByCartId', { area: AREA, cartId }, tk.customer);
    expect(placed.statusCode).toBe(200);
    const orderId = body<{ orderId: string }>(placed).orderId;

    expect(await remove('product', ['ZH-2'])).toEqual([{ key: 'ZH-2', outcome: 'deleted' }]);
    expect(await searchIds(t, 'gnuhammer')).toEqual([]);
    expect(await fetchDoc('product', 'ZH-2')).toBeNull();
    const res = await post(t.app, '/api/CustomerCenter/GetOrder', { areaInfo: AREA, orderId }, tk.customer);
    expect(res.statusCode).toBe(200);
    const order: CustomerCentreOrder = body<OrderResponse>(res).order;
    expect(JSON.stringify(order)).toContain('ZH-2');
    expect(JSON.stringify(order)).toContain('Gnuhammer');
  });
});

describe('the incremental search index', () => {
  it('keeps the sorting across the index and the changed products, with facet counts added', async () => {
    const before = await t.app.inject({
      method: 'POST',
      url: '/api/Product/GetProductsBySearch',
      payload: { area: AREA, facets: [{ type: 'CheckboxOr', field: 'brand' }], skip: 0, take: 50, search: {}, sorting: [{ field: 'data.sortOrder', direction: 'Ascending' }] },
    });
    const list = body<ProductSearchResponse>(before);
    // A product that sorts between the fixtures (sort orders 1, 2, 3 …) arrives through a document.
    await update([{ type: 'product', key: 'ZH-3', data: product({ variants: [], sortOrder: 2, texts: { da: { name: 'Bøflerhammer' } } }) }]);
    const after = body<ProductSearchResponse>(
      await t.app.inject({
        method: 'POST',
        url: '/api/Product/GetProductsBySearch',
        payload: { area: AREA, facets: [{ type: 'CheckboxOr', field: 'brand' }], skip: 0, take: 50, search: {}, sorting: [{ field: 'data.sortOrder', direction: 'Ascending' }] },
      }),
    );
    expect(after.itemsTotal).toBe(list.itemsTotal + 1);
    const ids = after.items.map((i) => i.item.id);
    expect(ids.indexOf('ZH-3')).toBeGreaterThan(ids.indexOf('1001'));
    expect(ids.indexOf('ZH-3')).toBeLessThan(ids.indexOf('2001'));
    const count = (r: ProductSearchResponse) => r.facetOptions.brand!.reduce((sum, o) => sum + o.count, 0);
    expect(count(after)).toBe(count(list) + 1);
  });

  it('brings a change of one instance to a second instance over the same database', async () => {
    const second = await createTestApp({ sameDataAs: t });
    try {
      expect(await searchIds(second, 'zebrahammer')).toEqual([]);
      await update([{ type: 'product', key: 'ZH-4', data: product({ variants: [], texts: { da: { name: 'Gepardhammer' } } }) }]);
      const started = Date.now();
      let found: string[] = [];
      while (Date.now() - started < 5000) {
        found = await searchIds(second, 'gepardhammer');
        if (found.length > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(found).toEqual(['ZH-4']);
      expect(await remove('product', ['ZH-4'])).toEqual([{ key: 'ZH-4', outcome: 'deleted' }]);
      const deleted = Date.now();
      while (Date.now() - deleted < 5000 && (await searchIds(second, 'gepardhammer')).length > 0) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await searchIds(second, 'gepardhammer')).toEqual([]);

      // A new category (a whole rebuild everywhere) with a product in it: the second instance filters by it.
      await update([{ type: 'category', key: 'C115', data: { parent: 'C11', texts: { da: { name: 'Fæstere' } } } }]);
      await update([{ type: 'product', key: 'ZH-5', data: product({ variants: [], category: 'C115', texts: { da: { name: 'Fæstehammer' } } }) }]);
      const inCategory = async () => {
        const res = await second.app.inject({
          method: 'POST',
          url: '/api/Product/GetProductsBySearch',
          payload: { area: AREA, facets: [], skip: 0, take: 10, search: { filter: { categoryId: 'C115' } }, sorting: [] },
        });
        return body<ProductSearchResponse>(res).items.map((i) => i.item.id);
      };
      const moved = Date.now();
      while (Date.now() - moved < 10_000 && (await inCategory()).length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await inCategory()).toEqual(['ZH-5']);
    } finally {
      await second.close();
    }
  });
});

describe('Document/Import', () => {
  const ndjson = (docs: unknown[]) => docs.map((d) => (typeof d === 'string' ? d : JSON.stringify(d))).join('\n') + '\n';
  const importBody = (payload: string | Buffer, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/backoffice/api/Document/Import',
      headers: { ...bearer(write), 'content-type': 'application/x-ndjson', ...headers },
      payload,
    });

  it('applies the lines, lists the bad ones with their line numbers, and answers unchanged on a second run', async () => {
    const lines = ndjson([
      { type: 'brand', key: '77', data: { name: 'Importa' } },
      { type: 'category', key: 'C114', data: { parent: 'C11', texts: { da: { name: 'Kiler' } } } },
      '',
      { type: 'product', key: 'IMP-1', data: product({ variants: [], brand: 77, category: 'C114', texts: { da: { name: 'Importkile' } } }) },
      '{ not json',
      { type: 'product', key: 'IMP-2', data: product({ variants: [], brand: 12345 }) },
      { type: 'gadget', key: 'x', data: {} },
      '[1, 2]',
      { type: 'product', key: 'IMP-3', data: product({ variants: [], category: 'C114', texts: { da: { name: 'Importkile tre' } } }) },
    ]);
    const res = await importBody(lines);
    expect(res.statusCode).toBe(200);
    const result = body<DocumentImportResponse>(res);
    expect(result.counts).toEqual({ created: 4, updated: 0, unchanged: 0, rejected: 4 });
    expect(result.lines).toBe(8);
    expect(result.rejected.map((r) => [r.index, r.problems![0]!.path])).toEqual([
      [5, ''],
      [6, '/data/brand'],
      [7, '/type'],
      [8, ''],
    ]);
    expect(result.rejectedLeftOff).toBe(0);
    expect((await searchIds(t, 'importkile')).sort()).toEqual(['IMP-1', 'IMP-3']);
    const again = body<DocumentImportResponse>(await importBody(lines));
    expect(again.counts).toEqual({ created: 0, updated: 0, unchanged: 4, rejected: 4 });
  });

  it('takes a gzip body, and lists at most 1,000 rejected lines', async () => {
    const bad = Array.from({ length: 1003 }, (_, i) => ({ type: 'brand', key: `x${i}`, data: { name: 'Bad key' } }));
    const res = await importBody(gzipSync(ndjson([...bad, { type: 'brand', key: '78', data: { name: 'Zipped' } }])), { 'content-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    const result = body<DocumentImportResponse>(res);
    expect(result.counts).toMatchObject({ created: 1, rejected: 1003 });
    expect(result.rejected).toHaveLength(1000);
    expect(result.rejectedLeftOff).toBe(3);
    expect(result.rejected[999]!.index).toBe(1000);
  });

  it('answers 415 for a body that is not NDJSON, 400 for broken gzip, 401/403 without the scope', async () => {
    expect((await importBody('{}', { 'content-type': 'text/csv' })).statusCode).toBe(415);
    expect((await importBody('not gzip at all', { 'content-encoding': 'gzip' })).statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'POST', url: '/backoffice/api/Document/Import', headers: { 'content-type': 'application/x-ndjson' }, payload: '' });
    expect(anonymous.statusCode).toBe(401);
    const reader = await t.app.inject({
      method: 'POST',
      url: '/backoffice/api/Document/Import',
      headers: { ...bearer(read), 'content-type': 'application/x-ndjson' },
      payload: '',
    });
    expect(reader.statusCode).toBe(403);
  });
});

describe('the product page of an imported product', () => {
  const pageOf = (url: string) =>
    t.app.inject({
      url: '/api/Content/GetContentByUrl',
      query: { 'Area.AreaId': 'b2b', 'Area.LanguageCode': 'da', 'Area.CurrencyCode': 'DKK', Url: url, LookupTemplate: 'page' },
    });

  it('is found by its slug, also for a product number with dashes and capitals (a PIM\'s GL-2611)', async () => {
    const texts = { da: { name: 'Kabelbakke GL' }, en: { name: 'Cable tray GL' } };
    expect((await update([{ type: 'product', key: 'GL-2611', data: product({ variants: [], ean: null, texts }) }])).counts.rejected).toBe(0);
    const res = await pageOf('/vaerktoej/hammere/kabelbakke-gl-gl-2611');
    expect(res.statusCode).toBe(200);
    const reply = body<{ contentType: string; content: { properties: { productId: string }; urls: Record<string, string> } }>(res);
    expect(reply.contentType).toBe('product');
    expect(reply.content.properties.productId).toBe('GL-2611');
    expect(reply.content.urls).toEqual({ da: '/vaerktoej/hammere/kabelbakke-gl-gl-2611', en: '/en/tools/hammers/cable-tray-gl-gl-2611' });
  });

  it('rejects a slug another product has in that language (the URL would find the other one)', async () => {
    const texts = { da: { name: 'Noget andet', slug: 'kabelbakke-gl-gl-2611' }, en: { name: 'Something else' } };
    const result = await update([{ type: 'product', key: 'GL-2612', data: product({ variants: [], ean: null, texts }) }]);
    expect(result.results[0]).toMatchObject({ outcome: 'rejected', problems: [{ path: '/data/texts/da/slug', reason: "the slug 'kabelbakke-gl-gl-2611' is product 'GL-2611's" }] });
  });
});
