/**
 * Issue 19's `npm run bench:load` work (bench/results/load-findings.md): the paths it made faster answer exactly what
 * the slower ones did — large answers compressed in one piece, anonymous searches from the answer cache (fresh after
 * a catalogue change at the next read, stock within STOCK_TTL_SECONDS, never for a caller with a token).
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { DocumentUpdateResponse } from '../../contract/documents';
import type { ProductSearchResponse } from '../../src/api/types';
import { COMPRESS_MIN_BYTES, COMPRESS_SYNC_THRESHOLD } from '../../server/routes/_compression';
import { DEFAULT_FACETS } from '../../server/seed';
import { STOCK_TTL_SECONDS } from '../../server/services/answerCache';
import { createIntegrationKey } from '../../server/services/backoffice/integrationKeys';
import { noteProductChanges, productsChanged } from '../../server/services/search/changes';
import { searchService } from '../../server/services/search/service';
import { bearer, tokenForUsername } from './auth';
import { body, createTestApp, type TestApp } from './helpers';

let t: TestApp;
let write: string;

const AREA = { areaId: 'b2b', currencyCode: 'DKK', languageCode: 'da' };

beforeAll(async () => {
  t = await createTestApp({ seed: true, seedProducts: 300 });
  write = (await createIntegrationKey(t.db, { name: 'PIM', scopes: ['documents:write', 'documents:read'], createdBy: 'test' })).key;
});
afterAll(async () => {
  jest.restoreAllMocks();
  await t.close();
});

/** A search; `token`: a logged-in caller's (the plugin compresses: no answer cache). */
const search = (payload: Record<string, unknown>, encoding: string, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Product/GetProductsBySearch',
    headers: { 'accept-encoding': encoding, ...(token ? bearer(token) : {}) },
    payload: { area: AREA, facets: DEFAULT_FACETS, skip: 0, search: {}, lookupTemplate: 'product-list', ...payload },
  });

describe('compression of large answers', () => {
  let customer: string;
  beforeAll(async () => {
    customer = await tokenForUsername(t.app, 'kunde@demo.dk');
  });

  it('compresses answers up to COMPRESS_SYNC_THRESHOLD in one piece (not the stream path), the same JSON decoded', async () => {
    const plain = await search({ take: 60 }, 'identity', customer);
    expect(plain.statusCode).toBe(200);
    // Bigger than the plugin's own ceiling on any machine (64 KB), within the shop's.
    expect(plain.rawPayload.length).toBeGreaterThan(64 * 1024);
    expect(plain.rawPayload.length).toBeLessThan(COMPRESS_SYNC_THRESHOLD);
    expect(body<ProductSearchResponse>(plain).items).toHaveLength(60);
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const packed = await search({ take: 60 }, encoding, customer);
      expect(packed.headers['content-encoding']).toBe(encoding);
      // The synchronous path sends a buffer: its length is known (the stream path sends it chunked, no length).
      expect(Number(packed.headers['content-length'])).toBe(packed.rawPayload.length);
      expect(JSON.parse(decode(packed.rawPayload).toString('utf8'))).toEqual(JSON.parse(plain.body));
    }
  });

  it('sends answers under COMPRESS_MIN_BYTES as they are, compresses from there', async () => {
    const small = await search({ take: 1, search: { freeText: 'qqxyzzy' } }, 'br, gzip', customer);
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(body<ProductSearchResponse>(small).itemsTotal).toBe(0);
    const found = body<ProductSearchResponse>(await search({ take: 10 }, 'identity', customer)).items;
    const keys = found.map(({ item }) => ({ productId: item.id, unitOfMeasure: item.units.find((u) => u.isDefault)!.unitId, variantId: null }));
    const prices = await t.app.inject({
      method: 'POST',
      url: '/api/Price/GetPrices',
      headers: { 'accept-encoding': 'br', ...bearer(customer) },
      payload: { areaInfo: AREA, products: keys, date: new Date().toISOString().slice(0, 10) },
    });
    expect(prices.statusCode).toBe(200);
    expect(body<{ prices: unknown[] }>(prices).prices).toHaveLength(10);
    expect(prices.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(prices.headers['content-encoding']).toBeUndefined();
    const bigger = await search({ take: 5 }, 'br', customer);
    expect(brotliDecompressSync(bigger.rawPayload).length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(bigger.headers['content-encoding']).toBe('br');
  });

  it('streams bigger answers, the same JSON decoded', async () => {
    const plain = await search({ take: 200 }, 'identity', customer);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_SYNC_THRESHOLD);
    const packed = await search({ take: 200 }, 'br', customer);
    expect(packed.headers['content-encoding']).toBe('br');
    expect(packed.headers['content-length']).toBeUndefined();
    expect(JSON.parse(brotliDecompressSync(packed.rawPayload).toString('utf8'))).toEqual(JSON.parse(plain.body));
  });
});

describe('anonymous searches from the answer cache', () => {
  const SELECTIVE = {
    take: 24,
    search: { freeText: 'skrue', facets: { price: { min: 1, max: 100000 } } },
    sorting: [{ field: '_score', direction: 'Descending' }],
  };
  const answers = () => t.app.answers.usage();
  const items = (res: { body: string }) => body<ProductSearchResponse>(res).items.map((i) => i.item);

  async function update(...documents: unknown[]): Promise<void> {
    const res = await t.app.inject({ method: 'POST', url: '/backoffice/api/Document/Update', headers: bearer(write), payload: { documents } });
    expect(res.statusCode).toBe(200);
    expect(body<DocumentUpdateResponse>(res).results.flatMap((r) => r.problems ?? [])).toEqual([]);
  }

  afterEach(() => jest.restoreAllMocks());

  it('answers a hit as the miss, and both as the search itself', async () => {
    t.app.answers.clear();
    const before = answers();
    const miss = await search(SELECTIVE, 'identity');
    const hit = await search(SELECTIVE, 'identity');
    expect(miss.statusCode).toBe(200);
    expect(answers().misses).toBe(before.misses + 1);
    expect(answers().hits).toBe(before.hits + 1);
    expect(hit.body).toBe(miss.body);
    const br = await search(SELECTIVE, 'br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(miss.body);
    const direct = await searchService(t.app).search({ area: AREA, facets: DEFAULT_FACETS, skip: 0, lookupTemplate: 'product-list', ...SELECTIVE } as never);
    expect(JSON.parse(miss.body)).toEqual(JSON.parse(JSON.stringify(direct)));
    expect(body<ProductSearchResponse>(miss).itemsTotal).toBeGreaterThan(0);
  });

  it('shows a product changed at the next search (a writer notes it as the documents do)', async () => {
    const first = items(await search(SELECTIVE, 'identity'))[0]!;
    expect(items(await search(SELECTIVE, 'identity'))[0]!.name).toBe(first.name); // cached
    // What the product document's handler does (server/services/documents/product.ts): the change and its feed row in
    // one transaction, then this instance's index and caches.
    await t.db.transaction().execute(async (trx) => {
      await trx.updateTable('product_texts').set({ name: `${first.name} Pro` }).where('product_id', '=', first.id).where('language', '=', 'da').execute();
      await noteProductChanges(trx, [first.id]);
    });
    await productsChanged(t.app, [first.id]);
    const after = items(await search(SELECTIVE, 'identity')).find((p) => p.id === first.id);
    expect(after?.name).toBe(`${first.name} Pro`);
  });

  it('shows a stock change within STOCK_TTL_SECONDS', async () => {
    const product = items(await search(SELECTIVE, 'identity'))[1]!;
    await update({ type: 'stock', key: product.id, data: { warehouses: [{ warehouse: 'DK-ODENSE', available: 4321 }] } });
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + (STOCK_TTL_SECONDS + 1) * 1000);
    const after = items(await search(SELECTIVE, 'identity')).find((p) => p.id === product.id);
    expect(after?.availability).toEqual({ status: 'inStock', quantity: 4321 });
  });

  it('never answers a caller with a token from it, nor keeps errors or related lists', async () => {
    const token = await tokenForUsername(t.app, 'kunde@demo.dk');
    await search(SELECTIVE, 'identity');
    const before = answers();
    const customer = await search(SELECTIVE, 'identity', token);
    expect(customer.statusCode).toBe(200);
    expect(answers()).toEqual(before);
    for (let i = 0; i < 2; i++) {
      const bad = await search({ take: 5, sorting: [{ field: 'nonsense', direction: 'Ascending' }] }, 'identity');
      expect(bad.statusCode).toBe(400);
    }
    const related = items(await search(SELECTIVE, 'identity'))[0]!.id;
    await search({ take: 5, search: { filter: { relatedTo: related } } }, 'identity');
    await search({ take: 5, search: { filter: { relatedTo: related } } }, 'identity');
    expect(answers().entries).toBe(before.entries);
    expect(answers().hits).toBe(before.hits + 1); // the SELECTIVE search only
  });
});
