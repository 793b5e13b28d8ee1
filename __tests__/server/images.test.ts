/**
 * GET /images/{resize}/{width}/{height}/{gravity}/{b64Path}: sizes, formats by Accept, disk cache, bounds and
 * confinement to DATA_DIR/media.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { buildApp, type App } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { HttpError } from '../../server/errors';
import { MemoryCache } from '../../server/services/cache';
import {
  acceptsWebp,
  parseImageParams,
  RENDER_BUSY_MESSAGE,
  RenderLimiter,
  RenditionCache,
  type RenditionPlan,
} from '../../server/services/images';
import { body, createTestApp, type TestApp } from './helpers';

let t: TestApp;
let media: string;
let seedSvg: string;
const b64url = (s: string) => Buffer.from(s, 'utf8').toString('base64url');

beforeAll(async () => {
  t = await createTestApp({ seed: true, seedProducts: 100 });
  media = path.join(t.dataDir, 'media');
  const row = await t.db.selectFrom('product_media').select('path').orderBy('product_id').executeTakeFirstOrThrow();
  seedSvg = row.path;
  expect(existsSync(path.join(media, seedSvg))).toBe(true);
  mkdirSync(path.join(media, 'test'), { recursive: true });
  // 400×200 opaque JPEG, 400×200 PNG with alpha, a corrupt PNG.
  await sharp({ create: { width: 400, height: 200, channels: 3, background: '#254f64' } })
    .jpeg()
    .toFile(path.join(media, 'test', 'photo.jpg'));
  await sharp({ create: { width: 400, height: 200, channels: 4, background: { r: 255, g: 0, b: 0, alpha: 0.5 } } })
    .png()
    .toFile(path.join(media, 'test', 'alpha.png'));
  writeFileSync(path.join(media, 'test', 'broken.png'), 'not a png');
  writeFileSync(
    path.join(media, 'test', 'huge.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="50000" viewBox="0 0 2 1"><rect width="2" height="1" fill="#254f64"/></svg>',
  );
  writeFileSync(path.join(t.dataDir, 'outside.png'), await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } }).png().toBuffer());
  symlinkSync(path.join(t.dataDir, 'outside.png'), path.join(media, 'test', 'link.png'));
}, 120_000);
afterAll(async () => {
  await t.close();
});

const image = (url: string, accept?: string, extra: Record<string, string> = {}, app: App = t.app) =>
  app.inject({ url, headers: { ...(accept ? { accept } : {}), ...extra } });

async function meta(payload: Buffer) {
  return sharp(payload).metadata();
}

describe('resizing', () => {
  it('fill gives exactly the requested size (SVG source rasterised; PNG without webp)', async () => {
    const res = await image(`/images/fill/200/100/center/${b64url(seedSvg)}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const m = await meta(res.rawPayload);
    expect([m.format, m.width, m.height]).toEqual(['png', 200, 100]);
  });

  it('crop uses the gravity (different renditions per gravity)', async () => {
    const north = await image(`/images/crop/100/100/north/${b64url('test/photo.jpg')}`);
    const south = await image(`/images/crop/100/100/southwest/${b64url('test/photo.jpg')}`);
    expect(north.statusCode).toBe(200);
    expect((await meta(north.rawPayload)).width).toBe(100);
    expect((await meta(south.rawPayload)).height).toBe(100);
    expect(north.headers.etag).not.toBe(south.headers.etag);
  });

  it('fit stays inside the box and never enlarges raster images', async () => {
    const inside = await image(`/images/fit/300/300/center/${b64url('test/photo.jpg')}`);
    expect(inside.headers['content-type']).toBe('image/jpeg');
    const m = await meta(inside.rawPayload);
    expect([m.format, m.width, m.height]).toEqual(['jpeg', 300, 150]);
    const big = await meta((await image(`/images/fit/1000/1000/center/${b64url('test/photo.jpg')}`)).rawPayload);
    expect([big.width, big.height]).toEqual([400, 200]);
  });

  it('fit renders vectors at the requested size', async () => {
    const svg = await meta((await image(`/images/fit/600/600/center/${b64url(seedSvg)}`)).rawPayload);
    expect(Math.max(svg.width ?? 0, svg.height ?? 0)).toBe(600);
  });

  it('rasterises an SVG with a huge declared size within the pixel limit', async () => {
    const res = await image(`/images/fit/200/200/center/${b64url('test/huge.svg')}`);
    expect(res.statusCode).toBe(200);
    const m = await meta(res.rawPayload);
    expect([m.width, m.height]).toEqual([200, 100]);
  });

  it('0 means auto for one dimension', async () => {
    const byWidth = await meta((await image(`/images/fill/100/0/center/${b64url('test/photo.jpg')}`)).rawPayload);
    expect([byWidth.width, byWidth.height]).toEqual([100, 50]);
    const byHeight = await meta((await image(`/images/fit/0/50/center/${b64url('test/photo.jpg')}`)).rawPayload);
    expect([byHeight.width, byHeight.height]).toEqual([100, 50]);
  });
});

describe('formats', () => {
  it('answers WebP when the Accept header allows it', async () => {
    const res = await image(`/images/fill/120/80/center/${b64url('test/photo.jpg')}`, 'image/avif,image/webp,*/*;q=0.8');
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers.vary).toContain('Accept');
    expect((await meta(res.rawPayload)).format).toBe('webp');
  });

  it('answers PNG for sources with alpha and JPEG otherwise', async () => {
    const alpha = await image(`/images/fill/120/80/center/${b64url('test/alpha.png')}`, '*/*');
    expect(alpha.headers['content-type']).toBe('image/png');
    expect((await meta(alpha.rawPayload)).hasAlpha).toBe(true);
    const opaque = await image(`/images/fill/120/80/center/${b64url('test/photo.jpg')}`, 'image/png,image/*;q=0');
    expect(opaque.headers['content-type']).toBe('image/jpeg');
  });

  it('parses Accept', () => {
    expect(acceptsWebp('image/webp')).toBe(true);
    expect(acceptsWebp('image/*')).toBe(true);
    expect(acceptsWebp('image/webp;q=0')).toBe(false);
    expect(acceptsWebp('*/*')).toBe(false);
    expect(acceptsWebp(undefined)).toBe(false);
  });
});

describe('cache', () => {
  it('writes the rendition to DATA_DIR/cache/images and serves it from there next time', async () => {
    const url = `/images/fill/1600/800/center/${b64url('test/photo.jpg')}`;
    let started = process.hrtime.bigint();
    const first = await image(url, 'image/webp');
    const firstNs = process.hrtime.bigint() - started;
    expect(first.headers['x-cache']).toBe('MISS');
    const etag = String(first.headers.etag);
    const file = path.join(t.dataDir, 'cache', 'images', `${etag.replace(/"/g, '')}.webp`);
    expect(existsSync(file)).toBe(true);

    started = process.hrtime.bigint();
    const second = await image(url, 'image/webp');
    const secondNs = process.hrtime.bigint() - started;
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.headers.etag).toBe(etag);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(secondNs).toBeLessThan(firstNs);
    expect(second.headers['cache-control']).toBe('public, max-age=604800');
    expect(Number(second.headers['content-length'])).toBe(second.rawPayload.length);
  });

  it('answers 304 for a matching If-None-Match', async () => {
    const url = `/images/fit/90/90/center/${b64url('test/photo.jpg')}`;
    const first = await image(url);
    const again = await image(url, undefined, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('keeps concurrent requests safe (one complete file, no temporary files left)', async () => {
    const url = `/images/crop/77/77/east/${b64url('test/alpha.png')}`;
    const replies = await Promise.all(Array.from({ length: 6 }, () => image(url)));
    expect(replies.every((r) => r.statusCode === 200 && r.rawPayload.equals(replies[0]!.rawPayload))).toBe(true);
    const files = readdirSync(path.join(t.dataDir, 'cache', 'images'));
    expect(files.filter((f) => f.endsWith('.tmp'))).toEqual([]);
    expect(files).toContain(`${String(replies[0]!.headers.etag).replace(/"/g, '')}.png`);
  });

  it('renders again when the source changes', async () => {
    const url = `/images/fit/50/50/center/${b64url('test/photo.jpg')}`;
    const before = await image(url);
    const future = new Date(Date.now() + 60_000);
    utimesSync(path.join(media, 'test', 'photo.jpg'), future, future);
    const after = await image(url);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.headers['x-cache']).toBe('MISS');
  });
});

describe('parameters', () => {
  it.each([
    ['0×0', '/images/fit/0/0/center', 'width and height'],
    ['width 5000', '/images/fit/5000/100/center', 'width'],
    ['height 5000', '/images/fit/100/5000/center', 'height'],
    ['negative width', '/images/fit/-5/100/center', 'width'],
    ['non-numeric height', '/images/fit/100/abc/center', 'height'],
    ['fractional width', '/images/fit/1.5/100/center', 'width'],
    ['unknown resize', '/images/zoom/100/100/center', 'resize'],
    ['unknown gravity', '/images/crop/100/100/up', 'gravity'],
  ])('400 for %s', async (_label, prefix, name) => {
    const res = await image(`${prefix}/${b64url('test/photo.jpg')}`);
    expect(res.statusCode).toBe(400);
    expect(body<{ message: string }>(res).message.startsWith(name)).toBe(true);
  });

  it('honours IMAGE_MAX_DIMENSION', async () => {
    const app = await buildApp({
      config: { ...t.config, imageMaxDimension: 100 },
      db: t.db,
      dialect: t.handle.dialect,
      cache: new MemoryCache(),
      logger: false,
    });
    try {
      expect((await image(`/images/fit/101/10/center/${b64url('test/photo.jpg')}`, undefined, {}, app)).statusCode).toBe(400);
      expect((await image(`/images/fit/100/10/center/${b64url('test/photo.jpg')}`, undefined, {}, app)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('parseImageParams normalises', () => {
    expect(parseImageParams({ resize: 'Crop', width: '0300', height: '0', gravity: 'NorthEast' }, 2000)).toEqual({
      resize: 'crop',
      width: 300,
      height: null,
      gravity: 'northeast',
    });
  });
});

describe('confinement', () => {
  it.each([
    ['../../etc/passwd', b64url('../../etc/passwd')],
    ['../outside.png', b64url('../outside.png')],
    ['url-encoded ..%2F', '..%2F..%2Fetc%2Fpasswd'],
    ['absolute /etc/passwd', b64url('/etc/passwd')],
    ['a symlink out of the root', b64url('test/link.png')],
    ['bad base64', '!!!'],
    ['a missing file', b64url('test/missing.png')],
    ['a directory', b64url('test')],
    ['a file that is not an image', b64url('../shop.sqlite')],
  ])('404 for %s', async (_label, value) => {
    const res = await image(`/images/fit/100/100/center/${value}`);
    expect(res.statusCode).toBe(404);
    expect(body<unknown>(res)).toEqual({ message: 'Not Found', statusCode: 404 });
  });

  it('422 for a corrupt image', async () => {
    const res = await image(`/images/fit/100/100/center/${b64url('test/broken.png')}`);
    expect(res.statusCode).toBe(422);
  });

  it('still serves the original file at /images/raw', async () => {
    const res = await image(`/images/raw/${b64url('test/photo.jpg')}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
  });
});

// ------------------------------------------------------------------ bounds (issue 6)

/** Resolves when `condition` holds, checking after each turn of the event loop (never a fixed sleep). */
async function until(condition: () => boolean, what: string): Promise<void> {
  // About 3 s at most, inside Jest's 5 s test timeout, so a broken bound fails with this message.
  for (let i = 0; i < 600; i++) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`never happened: ${what}`);
}

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => undefined as void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** Bytes of the renditions on disk (temporary files included: they count against the disk too). */
function folderBytes(dir: string): { files: string[]; bytes: number } {
  const files = readdirSync(dir);
  return { files, bytes: files.reduce((sum, f) => sum + statSync(path.join(dir, f)).size, 0) };
}

interface LimitedApp {
  app: App;
  cacheDir: string;
  source: string;
  close(): Promise<void>;
}

/** An app over the test database with its own DATA_DIR (a noisy 800×600 JPEG at media/noise.jpg) and image bounds. */
async function limitedApp(env: Record<string, string>): Promise<LimitedApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-images-'));
  mkdirSync(path.join(dataDir, 'media'));
  await sharp({ create: { width: 800, height: 600, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .jpeg()
    .toFile(path.join(dataDir, 'media', 'noise.jpg'));
  const parsed = loadConfig({ ...env, DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32) });
  const config: Config = { ...t.config, ...pickImageConfig(parsed), dataDir };
  const app = await buildApp({ config, db: t.db, dialect: t.handle.dialect, cache: new MemoryCache(), logger: false });
  return {
    app,
    cacheDir: path.join(dataDir, 'cache', 'images'),
    source: path.join(dataDir, 'media', 'noise.jpg'),
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const pickImageConfig = (c: Config) => ({
  imageCacheMaxBytes: c.imageCacheMaxBytes,
  imageRenderConcurrency: c.imageRenderConcurrency,
  imageRenderQueue: c.imageRenderQueue,
});

const noise = (width: number, height = 0) => `/images/fit/${width}/${height}/center/${b64url('noise.jpg')}`;

describe('configuration of the image bounds', () => {
  const env = { DATA_DIR: path.join(os.tmpdir(), 'shop-images-config'), JWT_SECRET: 'x'.repeat(32) };
  afterAll(() => rmSync(env.DATA_DIR, { recursive: true, force: true }));

  it('defaults: 512 MB cache, 2 renders at once, 50 waiting', () => {
    expect(pickImageConfig(loadConfig(env))).toEqual({
      imageCacheMaxBytes: 512 * 1024 * 1024,
      imageRenderConcurrency: 2,
      imageRenderQueue: 50,
    });
  });

  it('reads IMAGE_CACHE_MAX_MB (decimals allowed), IMAGE_RENDER_CONCURRENCY and IMAGE_RENDER_QUEUE', () => {
    const c = loadConfig({ ...env, IMAGE_CACHE_MAX_MB: '0.5', IMAGE_RENDER_CONCURRENCY: '4', IMAGE_RENDER_QUEUE: '0' });
    expect(pickImageConfig(c)).toEqual({ imageCacheMaxBytes: 512 * 1024, imageRenderConcurrency: 4, imageRenderQueue: 0 });
  });

  it.each([
    ['IMAGE_CACHE_MAX_MB', 'lots'],
    ['IMAGE_CACHE_MAX_MB', '-1'],
    ['IMAGE_RENDER_CONCURRENCY', '0'],
    ['IMAGE_RENDER_CONCURRENCY', '1.5'],
    ['IMAGE_RENDER_QUEUE', '-3'],
  ])('refuses %s=%s at start', (name, value) => {
    expect(() => loadConfig({ ...env, [name]: value })).toThrow(name);
  });
});

describe('RenderLimiter', () => {
  it('runs at most `concurrency` tasks, queues `queueLimit` in arrival order and refuses the rest with 503', async () => {
    const limiter = new RenderLimiter(2, 2);
    const gates = Array.from({ length: 6 }, deferred);
    const started: number[] = [];
    const runs = gates.map((gate, i) =>
      limiter.run(async () => {
        started.push(i);
        await gate.promise;
        return i;
      }),
    );
    const settled = runs.map((r) => r.then((v) => ({ ok: v }), (err: unknown) => ({ err })));
    await until(() => started.length === 2, 'two tasks started');
    expect([limiter.activeCount, limiter.queuedCount, limiter.rejected]).toEqual([2, 2, 2]);
    const refused = (await settled[4]) as { err: HttpError };
    expect(refused.err).toBeInstanceOf(HttpError);
    expect([refused.err.statusCode, refused.err.message]).toEqual([503, RENDER_BUSY_MESSAGE]);
    expect(refused.err.headers).toEqual({ 'Retry-After': '1' });

    gates[1]!.resolve();
    await until(() => started.length === 3, 'the first queued task started');
    expect(started).toEqual([0, 1, 2]);
    expect([limiter.activeCount, limiter.queuedCount]).toEqual([2, 1]);
    for (const gate of gates) gate.resolve();
    expect((await Promise.all(settled)).map((r) => ('ok' in r ? r.ok : 'refused'))).toEqual([0, 1, 2, 3, 'refused', 'refused']);
    expect(started).toEqual([0, 1, 2, 3]);
    expect([limiter.activeCount, limiter.queuedCount, limiter.maxActive]).toEqual([0, 0, 2]);
  });

  it('frees the slot when a task fails', async () => {
    const limiter = new RenderLimiter(1, 0);
    await expect(limiter.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(limiter.run(async () => 'next')).resolves.toBe('next');
    expect(limiter.activeCount).toBe(0);
  });
});

describe('RenditionCache', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'shop-renditions-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const bytes = (n: number) => Buffer.alloc(n, 1);

  it('evicts the least recently used renditions and keeps the most recent (a hit counts as use)', async () => {
    const cache = new RenditionCache(dir, 300);
    for (const name of ['a.jpg', 'b.jpg', 'c.jpg']) expect(await cache.store(name, bytes(100))).toBe(true);
    const hit = await cache.open('a.jpg');
    expect(hit?.size).toBe(100);
    await hit?.handle.close();
    expect(await cache.store('d.jpg', bytes(100))).toBe(true);
    expect(readdirSync(dir).sort()).toEqual(['a.jpg', 'c.jpg', 'd.jpg']);
    expect(cache.names()).toEqual(['c.jpg', 'a.jpg', 'd.jpg']);
    expect([cache.totalBytes, cache.evictions]).toEqual([300, 1]);
    // A larger one makes room for itself by evicting as many as needed.
    expect(await cache.store('e.jpg', bytes(250))).toBe(true);
    expect(readdirSync(dir).sort()).toEqual(['e.jpg']);
    expect(folderBytes(dir).bytes).toBe(250);
  });

  it('serves but does not keep a rendition larger than the whole bound (0 = no disk cache)', async () => {
    expect(await new RenditionCache(dir, 100).store('big.jpg', bytes(101))).toBe(false);
    expect(await new RenditionCache(dir, 0).store('any.jpg', bytes(1))).toBe(false);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('builds its index from the folder at start (oldest use first), enforcing a lowered bound', async () => {
    const old = Date.now() / 1000 - 3600;
    for (const [i, name] of ['old.jpg', 'mid.jpg', 'new.jpg'].entries()) {
      writeFileSync(path.join(dir, name), bytes(100));
      utimesSync(path.join(dir, name), old + i * 60, old + i * 60);
    }
    writeFileSync(path.join(dir, 'crashed.jpg.1.ab.tmp'), bytes(10));
    utimesSync(path.join(dir, 'crashed.jpg.1.ab.tmp'), old, old);
    writeFileSync(path.join(dir, 'writing.jpg.2.cd.tmp'), bytes(10));
    const cache = new RenditionCache(dir, 250);
    expect(cache.names()).toEqual(['mid.jpg', 'new.jpg']);
    expect(readdirSync(dir).sort()).toEqual(['mid.jpg', 'new.jpg', 'writing.jpg.2.cd.tmp']);
    expect(cache.totalBytes).toBe(200);
  });

  it('adopts a rendition another instance wrote, and forgets one deleted behind its back', async () => {
    const cache = new RenditionCache(dir, 1000);
    writeFileSync(path.join(dir, 'other.jpg'), bytes(40));
    const hit = await cache.open('other.jpg');
    await hit?.handle.close();
    expect([cache.names(), cache.totalBytes]).toEqual([['other.jpg'], 40]);
    rmSync(path.join(dir, 'other.jpg'));
    expect(await cache.open('other.jpg')).toBeNull();
    expect([cache.names(), cache.totalBytes]).toEqual([[], 0]);
  });
});

describe('bounded image cache through the route', () => {
  it('never exceeds IMAGE_CACHE_MAX_MB after many distinct sizes, keeping the most recent renditions', async () => {
    const limit = 0.02; // MB: room for a handful of renditions
    const l = await limitedApp({ IMAGE_CACHE_MAX_MB: String(limit) });
    try {
      const etags: string[] = [];
      for (let width = 150; width < 270; width += 4) {
        const res = await image(noise(width), undefined, {}, l.app);
        expect(res.statusCode).toBe(200);
        expect((await meta(res.rawPayload)).width).toBe(width);
        etags.push(String(res.headers.etag).replace(/"/g, ''));
        const { bytes } = folderBytes(l.cacheDir);
        expect(bytes).toBeLessThanOrEqual(limit * 1024 * 1024);
      }
      const { files, bytes } = folderBytes(l.cacheDir);
      const stats = l.app.imageRenderer.stats();
      expect(files.length).toBeLessThan(etags.length);
      expect(files.length).toBeGreaterThan(0);
      expect(stats.evictions).toBe(etags.length - files.length);
      expect([stats.cachedFiles, stats.cachedBytes]).toEqual([files.length, bytes]);
      // The survivors are exactly the newest renditions.
      expect(files.map((f) => f.replace(/\.jpg$/, '')).sort()).toEqual(etags.slice(-files.length).sort());
      // The newest one is served from the cache; the oldest is rendered again.
      expect((await image(noise(266), undefined, {}, l.app)).headers['x-cache']).toBe('HIT');
      expect((await image(noise(150), undefined, {}, l.app)).headers['x-cache']).toBe('MISS');
      expect(folderBytes(l.cacheDir).bytes).toBeLessThanOrEqual(limit * 1024 * 1024);
    } finally {
      await l.close();
    }
  });
});

describe('render concurrency through the route', () => {
  it('runs at most IMAGE_RENDER_CONCURRENCY renders, queues IMAGE_RENDER_QUEUE, answers 503 beyond; hits never wait', async () => {
    const l = await limitedApp({ IMAGE_RENDER_CONCURRENCY: '2', IMAGE_RENDER_QUEUE: '3' });
    try {
      const renderer = l.app.imageRenderer;
      const cached = await image(noise(64), undefined, {}, l.app);
      expect(cached.headers['x-cache']).toBe('MISS');

      // Every render waits at the gate until the test opens it; the spy counts renders in progress.
      const gate = deferred();
      let running = 0;
      let most = 0;
      const encode = renderer.encode.bind(renderer);
      const spy = jest.spyOn(renderer, 'encode').mockImplementation(async (plan: RenditionPlan) => {
        running++;
        most = Math.max(most, running);
        try {
          await gate.promise;
          return await encode(plan);
        } finally {
          running--;
        }
      });
      try {
        const widths = [100, 110, 120, 130, 140, 150, 160, 170, 180];
        const replies = widths.map((w) => image(noise(w), undefined, {}, l.app));
        await until(() => renderer.stats().rejectedRenders === widths.length - 5, 'the overflow refused');
        expect(renderer.stats()).toMatchObject({ activeRenders: 2, queuedRenders: 3 });
        expect(running).toBe(2);

        // A cached rendition and a revalidation are answered while every slot and queue place is taken.
        const hit = await image(noise(64), undefined, {}, l.app);
        expect([hit.statusCode, hit.headers['x-cache']]).toEqual([200, 'HIT']);
        expect(hit.rawPayload.equals(cached.rawPayload)).toBe(true);
        // A client already holding a rendition that is not even cached here needs no render either.
        const held = await renderer.plan(l.source, parseImageParams({ resize: 'fit', width: '200', height: '0', gravity: 'center' }, 2000), false);
        const notModified = await image(noise(200), undefined, { 'if-none-match': held.etag }, l.app);
        expect([notModified.statusCode, notModified.headers.etag]).toEqual([304, held.etag]);
        expect(renderer.stats()).toMatchObject({ activeRenders: 2, queuedRenders: 3, rejectedRenders: widths.length - 5 });

        gate.resolve();
        const done = await Promise.all(replies);
        const statuses = done.map((r) => r.statusCode);
        expect(statuses.filter((s) => s === 200)).toHaveLength(5);
        expect(statuses.filter((s) => s === 503)).toHaveLength(widths.length - 5);
        for (const busy of done.filter((r) => r.statusCode === 503)) {
          expect(busy.headers['retry-after']).toBe('1');
          expect(body<{ message: string }>(busy).message).toBe(RENDER_BUSY_MESSAGE);
        }
        expect(most).toBe(2);
        expect(renderer.stats()).toMatchObject({ activeRenders: 0, queuedRenders: 0, maxActiveRenders: 2 });
      } finally {
        spy.mockRestore();
        gate.resolve();
      }
    } finally {
      await l.close();
    }
  });

  it('identical concurrent requests share one render (one queue place)', async () => {
    const l = await limitedApp({ IMAGE_RENDER_CONCURRENCY: '1', IMAGE_RENDER_QUEUE: '0' });
    try {
      const spy = jest.spyOn(l.app.imageRenderer, 'encode');
      const replies = await Promise.all(Array.from({ length: 5 }, () => image(noise(90), undefined, {}, l.app)));
      expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      await l.close();
    }
  });
});
