/**
 * The answer cache (issue 19, server/services/answerCache.ts, docs/caches.md 'answers'): anonymous GetContentByUrl
 * and the storefront's pages from memory — hit and miss alike, fresh after a change through the document API, the
 * CLI or an invalidation on this instance or a second one over the same database (at the next read, no waiting),
 * never mixed between hosts and languages, never given to a caller with a token, bounded, with each page's own CSP
 * nonce and no way for injected script to run.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import type { CacheKindUsage, GetCacheUsageResponse } from '../../contract/backofficeDebug';
import type { DocumentUpdateResponse } from '../../contract/documents';
import { runAdmin } from '../../server/admin/run';
import { contentSecurityPolicy } from '../../server/app';
import { AnswerCache } from '../../server/services/answerCache';
import { createIntegrationKey } from '../../server/services/backoffice/integrationKeys';
import { crc32Combine, crcShift } from '../../server/services/htmlCompression';
import { crc32 } from 'node:zlib';
import { addUser, bearer, tokenFor } from './auth';
import { body, createTestApp, type TestApp } from './helpers';

let a: TestApp;
let b: TestApp;
let staticDir: string;
let write: string;
let cacheKey: string;
const html = '<!doctype html><html><head><title>Shop</title><script defer src="/assets/main.0123abcd89.js"></script></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  staticDir = mkdtempSync(path.join(os.tmpdir(), 'shop-static-'));
  writeFileSync(path.join(staticDir, 'index.html'), html);
  // A long sync interval: the second instance must be fresh without it.
  const env = { STATIC_DIR: staticDir, CACHE_SYNC_INTERVAL_MS: '60000' };
  a = await createTestApp({ env });
  b = await createTestApp({ sameDataAs: a, env });
  write = (await createIntegrationKey(a.db, { name: 'PIM', scopes: ['documents:write', 'documents:read'], createdBy: 'test' })).key;
  cacheKey = (await createIntegrationKey(a.db, { name: 'cache', scopes: ['cache'], createdBy: 'test' })).key;
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const CONTENT = '/api/Content/GetContentByUrl';
const query = (url: string, language = 'da') => ({ 'Area.AreaId': 'b2b', 'Area.LanguageCode': language, 'Area.CurrencyCode': 'DKK', Url: url });
const content = (t: TestApp, url: string, headers: Record<string, string> = {}, language = 'da') =>
  t.app.inject({ url: CONTENT, query: query(url, language), headers });
const titleOf = async (t: TestApp, url: string, language = 'da') =>
  body<{ content: { title: string } | null }>(await content(t, url, {}, language)).content?.title;

const usage = async (t: TestApp): Promise<CacheKindUsage> => {
  const res = await t.app.inject({ url: '/backoffice/api/Debug/GetCacheUsage', headers: bearer(cacheKey) });
  return body<GetCacheUsageResponse>(res).kinds.find((k) => k.type === 'answers')!;
};

async function update(...documents: unknown[]): Promise<void> {
  const res = await a.app.inject({ method: 'POST', url: '/backoffice/api/Document/Update', headers: bearer(write), payload: { documents } });
  expect(res.statusCode).toBe(200);
  expect(body<DocumentUpdateResponse>(res).counts.rejected).toBe(0);
}
async function pageDocument(key: string): Promise<Record<string, unknown>> {
  const res = await a.app.inject({ method: 'POST', url: '/backoffice/api/Document/GetBySearch', headers: bearer(write), payload: { type: 'page', keyPrefix: key } });
  return body<{ documents: { key: string; data: Record<string, unknown> }[] }>(res).documents.find((d) => d.key === key)!.data;
}

describe('GetContentByUrl', () => {
  it('answers a hit byte for byte as the miss, in every encoding, with an ETag that answers 304', async () => {
    const before = await usage(a);
    const miss = await content(a, '/vaerktoej/hammere');
    const hit = await content(a, '/vaerktoej/hammere');
    expect(miss.statusCode).toBe(200);
    expect(hit.body).toBe(miss.body);
    expect(hit.headers['content-type']).toBe(miss.headers['content-type']);
    expect(hit.headers['cache-control']).toBe('no-store');
    expect(hit.headers['x-content-type-options']).toBe('nosniff');
    const after = await usage(a);
    expect(after.misses - before.misses).toBe(1);
    expect(after.hits - before.hits).toBe(1);
    expect(after.scope).toBe('local');
    expect(after.entries).toBeGreaterThan(0);
    expect(after.bytes).toBeGreaterThanOrEqual(miss.rawPayload.length);

    // A large answer (over 1 kB) in brotli and gzip, decoding to the same bytes.
    const text = `<p>${'Hamre, save og tænger til fagfolk. '.repeat(60)}</p>`;
    await update({
      type: 'page',
      key: 'big-da',
      data: { areaId: 'b2b', language: 'da', parentId: 'home-da', type: 'page', title: 'Stor', url: '/stor', content: [{ id: 'b1', type: 'RichText', parameters: { text } }] },
    });
    const big = await content(a, '/stor');
    expect(big.rawPayload.length).toBeGreaterThan(1024);
    const br = await content(a, '/stor', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(big.body);
    const gz = await content(a, '/stor', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(big.body);

    const etag = hit.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await content(a, '/vaerktoej/hammere', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('shows a page changed through the document API at the next read, here and on the other instance at once', async () => {
    expect(await titleOf(a, '/om-os')).toBe('Om os');
    expect(await titleOf(b, '/om-os')).toBe('Om os');
    expect(await titleOf(b, '/om-os')).toBe('Om os');
    const data = await pageDocument('about-da');
    await update({ type: 'page', key: 'about-da', data: { ...data, title: 'Om firmaet' } });
    expect(await titleOf(a, '/om-os')).toBe('Om firmaet');
    expect(await titleOf(b, '/om-os')).toBe('Om firmaet');
    await update({ type: 'page', key: 'about-da', data });
    expect(await titleOf(b, '/om-os')).toBe('Om os');
  });

  it('shows a change made behind its back once `admin cache invalidate` ran, or an invalidation on the other instance', async () => {
    expect(await titleOf(a, '/vaerktoej/save')).toBe('Save');
    expect(await titleOf(b, '/vaerktoej/save')).toBe('Save');
    await a.db.updateTable('pages').set({ title: 'Save og klinger' }).where('id', '=', 'cat-saws-da').execute();
    // Not a change the shop was told of: the cached answer stays.
    expect(await titleOf(a, '/vaerktoej/save')).toBe('Save');
    const env = { DATA_DIR: a.dataDir, LOG_LEVEL: 'silent', ...(a.config.databaseUrl ? { DATABASE_URL: a.config.databaseUrl } : {}) };
    const code = await runAdmin(['cache', 'invalidate', 'answers'], { env, out: { write: () => true }, err: { write: () => true } });
    expect(code).toBe(0);
    expect(await titleOf(a, '/vaerktoej/save')).toBe('Save og klinger');
    expect(await titleOf(b, '/vaerktoej/save')).toBe('Save og klinger');

    await a.db.updateTable('pages').set({ title: 'Save' }).where('id', '=', 'cat-saws-da').execute();
    const res = await b.app.inject({ method: 'POST', url: '/backoffice/api/Debug/InvalidateCacheByType', headers: bearer(cacheKey), payload: { type: 'pageStatus' } });
    expect(res.statusCode).toBe(200);
    expect(await titleOf(a, '/vaerktoej/save')).toBe('Save');
  });

  it("shows a product changed through the document API at the next read of its page (the catalogue's changes)", async () => {
    const url = '/vaerktoej/hammere/klohammer-500-g-1001';
    const productName = async (t: TestApp) => body<{ product?: { name: string } }>(await content(t, url)).product?.name;
    const before = await productName(a);
    expect(before).toBeDefined();
    expect(await productName(b)).toBe(before);
    const res = await a.app.inject({ method: 'POST', url: '/backoffice/api/Document/GetBySearch', headers: bearer(write), payload: { type: 'product', keyPrefix: '1001' } });
    const doc = body<{ documents: { key: string; data: { texts: Record<string, { name: string; slug?: string }> } }[] }>(res).documents.find((d) => d.key === '1001')!;
    const texts = { ...doc.data.texts, da: { ...doc.data.texts.da!, name: 'Klohammer Pro', slug: 'klohammer-500-g-1001' } };
    await update({ type: 'product', key: '1001', data: { ...doc.data, texts } });
    expect(await productName(a)).toBe('Klohammer Pro');
    expect(await productName(b)).toBe('Klohammer Pro');
  });

  it('never mixes languages', async () => {
    expect(await titleOf(a, '/en/tools', 'en')).toBe('Tools');
    expect(await titleOf(a, '/vaerktoej', 'da')).toBe('Værktøj');
    expect(await titleOf(a, '/en/tools', 'en')).toBe('Tools');
  });

  it("answers a caller with a token the normal way: members' content for a customer, never the anonymous 403", async () => {
    await a.db
      .insertInto('pages')
      .values({
        id: 'members-da', group_id: 'members-da', area_id: 'b2b', language: 'da', parent_id: null, type: 'page', template: 'member',
        title: 'Medlemmer', description: '', url: '/medlemmer', menu_title: '', properties: '{}', content: '[]', status_code: 200, published: 1, sort: 0,
      })
      .execute();
    await a.app.cache.invalidate('pageStatus');
    expect((await content(a, '/medlemmer')).statusCode).toBe(403);
    expect((await content(a, '/medlemmer')).statusCode).toBe(403);
    await addUser(a.app, 'u-member', ['customer'], '10001');
    const token = await tokenFor(a.app, 'u-member');
    const member = await content(a, '/medlemmer', bearer(token));
    expect(member.statusCode).toBe(200);
    expect(body<{ content: { title: string } }>(member).content.title).toBe('Medlemmer');
    // An anonymous answer is cached; a caller with a token never gets it (no ETag: made for this call).
    await content(a, '/om-os');
    const own = await content(a, '/om-os', bearer(token));
    expect(own.statusCode).toBe(200);
    expect(own.headers.etag).toBeUndefined();
    expect((await content(a, '/om-os')).headers.etag).toBeDefined();
    // A bad token is still refused, not answered from the cache.
    expect((await content(a, '/om-os', bearer('nope'))).statusCode).toBe(401);
  });
});

describe("the storefront's pages", () => {
  const pageOf = (t: TestApp, url: string, host: string, encoding = 'identity') => t.app.inject({ url, headers: { host, 'accept-encoding': encoding } });
  const nonceOf = (res: { headers: Record<string, unknown>; body: string }) => {
    const csp = String(res.headers['content-security-policy']);
    const nonce = /style-src [^;]*'nonce-([0-9a-f]{32})'/.exec(csp)?.[1];
    expect(nonce).toBeDefined();
    expect(res.body).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
    return nonce!;
  };
  const withoutNonce = (page: string) => page.replace(/ nonce="[0-9a-f]{32}"/, ' nonce="…"');

  it('serves a cached page with a fresh nonce in every answer, the same page otherwise, gzip made once', async () => {
    const before = await usage(a);
    const miss = await pageOf(a, '/om-os', 'shop.example');
    const hit = await pageOf(a, '/om-os', 'shop.example');
    const gz = await pageOf(a, '/om-os', 'shop.example', 'gzip, deflate, br');
    const after = await usage(a);
    expect(after.misses - before.misses).toBeGreaterThanOrEqual(1);
    expect(after.hits - before.hits).toBeGreaterThanOrEqual(2);
    expect(miss.statusCode).toBe(200);
    expect(hit.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(hit.headers['cache-control']).toBe('no-cache');
    expect(gz.headers['content-encoding']).toBe('gzip');
    const unzipped = { headers: gz.headers, body: gunzipSync(gz.rawPayload).toString('utf8') };
    const nonces = new Set([nonceOf(miss), nonceOf(hit), nonceOf(unzipped)]);
    expect(nonces.size).toBe(3);
    expect(withoutNonce(hit.body)).toBe(withoutNonce(miss.body));
    expect(withoutNonce(unzipped.body)).toBe(withoutNonce(miss.body));
    expect(hit.body).toContain('Om os');
  });

  it('runs no injected script: no inline script the policy allows, its text escaped in the answers block', async () => {
    const data = await pageDocument('about-da');
    const evil = '</script><script>window.pwned=1</script><img src=x onerror=alert(1)>';
    await update({ type: 'page', key: 'about-da', data: { ...data, title: evil } });
    try {
      await pageOf(a, '/om-os', 'shop.example');
      const res = await pageOf(a, '/om-os', 'shop.example');
      expect(res.body).not.toContain('<script>window.pwned');
      expect(res.body).not.toContain('<img src=x');
      // Every script element is a file of the shop's own or the JSON answers block (which no browser runs).
      const scripts = [...res.body.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
      for (const tag of scripts) expect(tag).toMatch(/ src="\/assets\/| type="application\/json"/);
      const csp = String(res.headers['content-security-policy']);
      const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1];
      // Only the shop's own files: no 'unsafe-inline', no nonce or hash that an injected inline script could carry.
      expect(scriptSrc).toBe("'self'");
      expect(csp).toBe(contentSecurityPolicy(nonceOf(res)));
      expect(csp).not.toContain('unsafe-inline');
    } finally {
      await update({ type: 'page', key: 'about-da', data });
    }
  });

  it('never mixes hosts or languages', async () => {
    const first = await pageOf(a, '/en/about-us', 'one.example');
    const second = await pageOf(a, '/en/about-us', 'two.example');
    await pageOf(a, '/om-os', 'one.example');
    const again = await pageOf(a, '/en/about-us', 'two.example');
    expect(first.body).toContain('Host=one.example');
    expect(first.body).not.toContain('two.example');
    expect(second.body).toContain('Host=two.example');
    expect(again.body).toContain('Host=two.example');
    expect(again.body).not.toContain('one.example');
    expect(again.body).toContain('<html lang="en');
  });

  it('shows a translation change through the document API at the next read, on both instances', async () => {
    const before = await pageOf(b, '/en/about-us', 'shop.example');
    expect(before.body).toContain('"cart.title":"Cart"');
    await update({ type: 'translations', key: 'b2b:en', data: { texts: { 'cart.title': 'Basket', 'spec.material': 'Material' } } });
    for (const t of [a, b]) expect((await pageOf(t, '/en/about-us', 'shop.example')).body).toContain('"cart.title":"Basket"');
  });

  it('keeps pages that do not exist out of the cache', async () => {
    expect((await pageOf(a, '/no-such-page', 'shop.example')).statusCode).toBe(404);
    expect((await pageOf(a, '/no-such-page', 'shop.example')).statusCode).toBe(404);
    expect(a.app.answers.has('page shop.example /no-such-page')).toBe(false);
    expect((await pageOf(a, '/om-os', 'shop.example')).statusCode).toBe(200);
    expect(a.app.answers.has('page shop.example /om-os')).toBe(true);
  });
});

describe('bounds', () => {
  it('holds at most its entries and bytes, the least recently used going first', async () => {
    const app = Fastify({ logger: false });
    const cache = new AnswerCache(a.db, { maxEntries: 3, maxBytes: 3000 });
    app.get('/n/:n', async (request, reply) => {
      const n = (request.params as { n: string }).n;
      const key = cache.keyOf(request, 'api')!;
      if (await cache.tryServe(request, reply, key)) return reply;
      await cache.fillAndServe(request, reply, key, async () => ({ kind: 'json', body: JSON.stringify({ n, pad: 'x'.repeat(n === 'big' ? 2000 : 500) }), ttlSeconds: 60 }));
      return reply;
    });
    const get = (n: string) => app.inject({ url: `/n/${n}` });
    for (const n of ['1', '2', '3']) await get(n);
    expect(cache.usage().entries).toBe(3);
    await get('1'); // used again: '2' is now the least recently used
    await get('4');
    expect(cache.usage().entries).toBe(3);
    expect(cache.has('api /n/2')).toBe(false);
    expect(cache.has('api /n/1')).toBe(true);
    await get('big');
    expect(cache.usage().bytes).toBeLessThanOrEqual(3000);
    expect(cache.has('api /n/big')).toBe(true);
    const { hits, misses } = cache.usage();
    expect([hits, misses]).toEqual([1, 5]);
    await app.close();
  });
});

describe('the gzip splice', () => {
  it('combines CRC-32s as zlib does', () => {
    const x = Buffer.from('the head of a page ');
    const y = Buffer.from('and its tail, a little longer than the head'.repeat(50));
    expect(crc32Combine(crc32(x), crc32(y), crcShift(y.length))).toBe(crc32(Buffer.concat([x, y])));
    expect(crc32Combine(crc32(x), crc32(Buffer.alloc(0)), crcShift(0))).toBe(crc32(x));
  });
});
