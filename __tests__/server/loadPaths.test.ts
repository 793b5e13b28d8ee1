/**
 * Issue 19's `npm run bench:load` work (bench/results/load-findings.md): the paths it made faster answer exactly what
 * the slower ones did.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ProductSearchResponse } from '../../src/api/types';
import { COMPRESS_SYNC_THRESHOLD } from '../../server/routes/_compression';
import { DEFAULT_FACETS } from '../../server/seed';
import { body, createTestApp, type TestApp } from './helpers';

let t: TestApp;

const AREA = { areaId: 'b2b', currencyCode: 'DKK', languageCode: 'da' };

beforeAll(async () => {
  t = await createTestApp({ seed: true, seedProducts: 300 });
});
afterAll(async () => {
  await t.close();
});

const search = (payload: Record<string, unknown>, encoding: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Product/GetProductsBySearch',
    headers: { 'accept-encoding': encoding },
    payload: { area: AREA, facets: DEFAULT_FACETS, skip: 0, search: {}, lookupTemplate: 'product-list', ...payload },
  });

describe('compression of large answers', () => {
  it('compresses answers up to COMPRESS_SYNC_THRESHOLD in one piece (not the stream path), the same JSON decoded', async () => {
    const plain = await search({ take: 60 }, 'identity');
    expect(plain.statusCode).toBe(200);
    // Bigger than the plugin's own ceiling on any machine (64 KB), within the shop's.
    expect(plain.rawPayload.length).toBeGreaterThan(64 * 1024);
    expect(plain.rawPayload.length).toBeLessThan(COMPRESS_SYNC_THRESHOLD);
    expect(body<ProductSearchResponse>(plain).items).toHaveLength(60);
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const packed = await search({ take: 60 }, encoding);
      expect(packed.headers['content-encoding']).toBe(encoding);
      // The synchronous path sends a buffer: its length is known (the stream path sends it chunked, no length).
      expect(Number(packed.headers['content-length'])).toBe(packed.rawPayload.length);
      expect(JSON.parse(decode(packed.rawPayload).toString('utf8'))).toEqual(JSON.parse(plain.body));
    }
  });

  it('streams bigger answers, the same JSON decoded', async () => {
    const plain = await search({ take: 200 }, 'identity');
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_SYNC_THRESHOLD);
    const packed = await search({ take: 200 }, 'br');
    expect(packed.headers['content-encoding']).toBe('br');
    expect(packed.headers['content-length']).toBeUndefined();
    expect(JSON.parse(brotliDecompressSync(packed.rawPayload).toString('utf8'))).toEqual(JSON.parse(plain.body));
  });
});
