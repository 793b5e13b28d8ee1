/**
 * Issue 18, caches: Debug/GetCacheUsage counts every kind, Debug/InvalidateCacheByType clears one kind — here at
 * once and on a second instance over the same database within CACHE_SYNC_INTERVAL_MS (cache_generations, migration
 * 023) — and who may call them. Test/InvalidateByDocument: documentsContent.test.ts.
 */
import { mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { CACHE_KINDS, type CacheKindUsage, type GetCacheUsageResponse } from '../../contract/backofficeDebug';
import { runAdmin } from '../../server/admin/run';
import { buildApp, type App } from '../../server/app';
import { RedisCache } from '../../server/services/cache';
import type { SyncedCache } from '../../server/services/cacheSync';
import { createIntegrationKey } from '../../server/services/backoffice/integrationKeys';
import { addUser, bearer, tokenFor } from './auth';
import { body, createTestApp, type TestApp } from './helpers';

const SYNC_MS = 100;
let a: TestApp;
let b: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  a = await createTestApp({ env: { CACHE_SYNC_INTERVAL_MS: String(SYNC_MS) } });
  b = await createTestApp({ sameDataAs: a, env: { CACHE_SYNC_INTERVAL_MS: String(SYNC_MS) } });
  await addUser(a.app, 'u-admin', ['admin'], null);
  tokens.admin = await tokenFor(a.app, 'u-admin');
  tokens.customer = await tokenFor(a.app, 'u-customer');
  tokens.rep = await tokenFor(a.app, 'u-sales');
  tokens.cacheKey = (await createIntegrationKey(a.db, { name: 'cache', scopes: ['cache'], createdBy: 'test' })).key;
  tokens.readKey = (await createIntegrationKey(a.db, { name: 'read', scopes: ['documents:read'], createdBy: 'test' })).key;
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const usage = async (t: TestApp): Promise<Record<string, CacheKindUsage>> => {
  const res = await t.app.inject({ url: '/backoffice/api/Debug/GetCacheUsage', headers: bearer(tokens.cacheKey!) });
  expect(res.statusCode).toBe(200);
  return Object.fromEntries(body<GetCacheUsageResponse>(res).kinds.map((k) => [k.type, k]));
};
const invalidate = (t: TestApp, type: unknown, token = tokens.cacheKey!) =>
  t.app.inject({ method: 'POST', url: '/backoffice/api/Debug/InvalidateCacheByType', headers: bearer(token), payload: { type } });
const areaName = async (t: TestApp) =>
  body<{ area: { name: string } }>(await t.app.inject({ url: '/api/Area/GetAreaById?AreaId=b2b&language=da' })).area.name;
const translations = async (t: TestApp) =>
  body<Record<string, string>>(await t.app.inject({ url: '/api/Content/GetTranslationsByAreaId?AreaId=b2b&LanguageCode=da' }));

/** Polls `read` until it gives `expected` or `ms` pass; answers how long it took. */
async function within(ms: number, read: () => Promise<unknown>, expected: unknown): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (JSON.stringify(await read()) === JSON.stringify(expected)) return Date.now() - started;
    if (Date.now() - started > ms) throw new Error(`not ${JSON.stringify(expected)} after ${ms} ms: ${JSON.stringify(await read())}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('Debug/GetCacheUsage', () => {
  it('reports every kind; reads move the hit and miss counts, entries and bytes', async () => {
    const before = await usage(a);
    expect(Object.keys(before).sort()).toEqual([...CACHE_KINDS].sort());
    await translations(a);
    await translations(a);
    await translations(a);
    const after = await usage(a);
    const t = after.translations!;
    expect(t.misses - before.translations!.misses).toBe(1);
    expect(t.hits - before.translations!.hits).toBe(2);
    expect(t.entries).toBeGreaterThanOrEqual(1);
    expect(t.bytes).toBeGreaterThan(JSON.stringify({ 'cart.title': 'Kurv' }).length);
    expect(t.hitRate).toBeGreaterThan(0);
    expect(t.hitRate).toBeLessThanOrEqual(1);
    expect(t.scope).toBe('shared');
    expect(after.searchProducts!.scope).toBe('local');
  });
});

describe('Debug/InvalidateCacheByType', () => {
  it('clears one kind and no other', async () => {
    await translations(a);
    await areaName(a);
    const before = await usage(a);
    expect(before.translations!.entries).toBeGreaterThan(0);
    expect(before.area!.entries).toBeGreaterThan(0);
    const res = await invalidate(a, 'translations');
    expect(res.statusCode).toBe(200);
    expect(body<{ invalidated: string[] }>(res).invalidated).toEqual(['translations']);
    const after = await usage(a);
    expect(after.translations!.entries).toBe(0);
    expect(after.translations!.bytes).toBe(0);
    expect(after.translations!.generation).toBe(before.translations!.generation + 1);
    expect(after.area!.entries).toBe(before.area!.entries);
  });

  it('a second instance on the same database drops its copy within the sync interval', async () => {
    // b has taken in the invalidations of the tests before (so none of them clears what it caches now).
    await (b.app.cache as SyncedCache).sync();
    expect((await translations(b))['cart.title']).toBe('Kurv');
    await a.db.updateTable('translations').set({ value: 'Indkøbskurv' }).where('key', '=', 'cart.title').where('language', '=', 'da').execute();
    // b still serves its cached copy until it learns of the invalidation.
    expect((await translations(b))['cart.title']).toBe('Kurv');
    expect((await invalidate(a, 'translations')).statusCode).toBe(200);
    const expected = { ...(await translations(a)) };
    expect(expected['cart.title']).toBe('Indkøbskurv');
    const took = await within(SYNC_MS * 10, () => translations(b), expected);
    expect(took).toBeLessThan(SYNC_MS * 10);
  });

  it('area data is dropped on the other instance for logged-in and anonymous callers alike', async () => {
    await (b.app.cache as SyncedCache).sync();
    const anonymousB = await areaName(b);
    const userB = body<{ area: { name: string } }>(
      await b.app.inject({ url: '/api/Area/GetAreaById?AreaId=b2b&language=da', headers: bearer(tokens.customer!) }),
    ).area.name;
    expect(userB).toBe(anonymousB);
    await a.db.updateTable('areas').set({ name: 'Renamed shop' }).where('id', '=', 'b2b').execute();
    expect(await areaName(b)).toBe(anonymousB);
    expect((await invalidate(b, 'area')).statusCode).toBe(200);
    await within(SYNC_MS * 10, () => areaName(a), 'Renamed shop');
    const loggedIn = async () =>
      body<{ area: { name: string } }>(
        await a.app.inject({ url: '/api/Area/GetAreaById?AreaId=b2b&language=da', headers: bearer(tokens.customer!) }),
      ).area.name;
    expect(await loggedIn()).toBe('Renamed shop');
  });

  it('an unknown or missing type is a 400 naming the kinds', async () => {
    for (const type of ['everything', '', 'Area']) {
      const res = await invalidate(a, type);
      expect(res.statusCode).toBe(400);
      const reply = body<{ message: string; fields: Record<string, string> }>(res);
      for (const kind of CACHE_KINDS) expect(reply.message).toContain(kind);
      expect(reply.fields.type).toBeDefined();
    }
    const missing = await a.app.inject({
      method: 'POST',
      url: '/backoffice/api/Debug/InvalidateCacheByType',
      headers: bearer(tokens.cacheKey!),
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
  });

  it('catalogue: every instance drops its search products', async () => {
    expect((await invalidate(a, 'catalogue')).statusCode).toBe(200);
    const u = await usage(a);
    expect(u.catalogue!.generation).toBeGreaterThan(0);
    expect(u.sitemap!.generation).toBeGreaterThan(0);
    expect(u.searchProducts!.entries).toBe(0);
  });
});

describe('images: the renditions on disk', () => {
  it('counts renditions, their bytes and hits; invalidating removes the files and they are rendered anew', async () => {
    const media = path.join(a.dataDir, 'media', 'cache-test');
    mkdirSync(media, { recursive: true });
    await sharp({ create: { width: 120, height: 60, channels: 3, background: '#254f64' } }).jpeg().toFile(path.join(media, 'photo.jpg'));
    const url = `/images/fit/60/30/center/${Buffer.from('cache-test/photo.jpg').toString('base64url')}`;
    const before = (await usage(a)).images!;
    expect((await a.app.inject({ url })).statusCode).toBe(200);
    expect((await a.app.inject({ url })).statusCode).toBe(200);
    const after = (await usage(a)).images!;
    expect(after.scope).toBe('local');
    expect(after.entries).toBeGreaterThan(before.entries);
    expect(after.bytes).toBeGreaterThan(before.bytes);
    expect(after.hits).toBeGreaterThan(before.hits);
    const folder = path.join(a.dataDir, 'cache', 'images');
    expect(readdirSync(folder).length).toBeGreaterThan(0);
    expect((await invalidate(a, 'images')).statusCode).toBe(200);
    expect(readdirSync(folder)).toEqual([]);
    expect((await usage(a)).images!.entries).toBe(0);
    expect((await a.app.inject({ url })).statusCode).toBe(200);
  });
});

describe('who may use the cache calls', () => {
  const calls = [
    { method: 'GET' as const, url: '/backoffice/api/Debug/GetCacheUsage' },
    { method: 'POST' as const, url: '/backoffice/api/Debug/InvalidateCacheByType', payload: { type: 'site' } },
  ];
  it('no token 401; customer, rep and a key without the scope 403; admin and a cache key 200', async () => {
    const cases: [string, Record<string, string>, number][] = [
      ['no token', {}, 401],
      ['customer', bearer(tokens.customer!), 403],
      ['rep', bearer(tokens.rep!), 403],
      ['documents:read key', bearer(tokens.readKey!), 403],
      ['admin', bearer(tokens.admin!), 200],
      ['cache key', bearer(tokens.cacheKey!), 200],
    ];
    const wrong: string[] = [];
    for (const call of calls) {
      for (const [who, headers, expected] of cases) {
        const res = await a.app.inject({ ...call, headers });
        if (res.statusCode !== expected) wrong.push(`${who} ${call.url} → ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('npm run admin -- cache', () => {
  const run = async (args: string[]) => {
    let out = '';
    let err = '';
    const code = await runAdmin(args, {
      env: { DATA_DIR: a.dataDir, LOG_LEVEL: 'silent', ...(a.config.databaseUrl ? { DATABASE_URL: a.config.databaseUrl } : {}) },
      out: { write: (s: string) => (out += s) },
      err: { write: (s: string) => (err += s) },
    });
    return { code, out, err };
  };

  it('cache usage prints a table of every kind', async () => {
    const { code, out } = await run(['cache', 'usage']);
    expect(code).toBe(0);
    for (const kind of CACHE_KINDS) expect(out).toMatch(new RegExp(`^${kind}\\s`, 'm'));
    expect(out).toMatch(/HIT RATE/);
  });

  it('cache invalidate TYPE reaches the running instances; a bad type is a usage error', async () => {
    await translations(a);
    await translations(b);
    const { code, out } = await run(['cache', 'invalidate', 'translations']);
    expect(code).toBe(0);
    expect(out).toContain('translations');
    await within(SYNC_MS * 10, async () => (await usage(a)).translations!.entries, 0);
    await within(SYNC_MS * 10, async () => (await usage(b)).translations!.entries, 0);
    const bad = await run(['cache', 'invalidate', 'nope']);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('translations');
    expect((await run(['cache', 'invalidate'])).code).toBe(2);
  });
});

/** With REDIS_URL: the shared kinds live in Redis; an invalidation on one instance is seen by the other at once. */
const redisUrl = process.env.TEST_REDIS_URL;
(redisUrl ? describe : describe.skip)('with Redis (TEST_REDIS_URL)', () => {
  let ra: App;
  let rb: App;
  const redisApp = (t: TestApp) =>
    buildApp({ config: { ...t.config, redisUrl }, db: t.db, dialect: t.handle.dialect, cache: new RedisCache(redisUrl!), logger: false });

  beforeAll(async () => {
    ra = await redisApp(a);
    rb = await redisApp(b);
    // Entries an earlier run left in this Redis (another database, same keys) are not read: a fresh generation.
    await ra.cache.invalidate('area');
  });
  afterAll(async () => {
    for (const app of [ra, rb]) {
      await app?.close();
      await app?.cache.close();
      await (app?.cache as SyncedCache | undefined)?.inner.close();
    }
  });

  const redisUsage = async (app: App) =>
    Object.fromEntries(
      body<GetCacheUsageResponse>(await app.inject({ url: '/backoffice/api/Debug/GetCacheUsage', headers: bearer(tokens.cacheKey!) })).kinds.map((k) => [k.type, k]),
    );
  const site = (app: App) => app.inject({ url: '/api/Area/GetAreaById?AreaId=b2b&language=da' });

  it('counts entries in Redis, shared by both instances; an invalidation on one is seen by the other at once', async () => {
    await site(ra);
    await site(rb);
    const u = await redisUsage(rb);
    expect(body<GetCacheUsageResponse>(await rb.inject({ url: '/backoffice/api/Debug/GetCacheUsage', headers: bearer(tokens.cacheKey!) })).backend).toBe('redis');
    expect(u.area!.entries).toBeGreaterThan(0);
    expect(u.area!.bytes).toBeGreaterThan(0);
    // rb's read was a hit on what ra stored.
    expect(u.area!.hits).toBeGreaterThan(0);
    await a.db.updateTable('areas').set({ name: 'Via Redis' }).where('id', '=', 'b2b').execute();
    const res = await ra.inject({ method: 'POST', url: '/backoffice/api/Debug/InvalidateCacheByType', headers: bearer(tokens.cacheKey!), payload: { type: 'area' } });
    expect(res.statusCode).toBe(200);
    expect((await redisUsage(rb)).area!.entries).toBe(0);
    expect(body<{ area: { name: string } }>(await site(rb)).area.name).toBe('Via Redis');
  });
});
