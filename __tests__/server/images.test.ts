/**
 * GET /images/{resize}/{width}/{height}/{gravity}/{b64Path}: sizes, formats by Accept, disk cache, bounds and
 * confinement to DATA_DIR/media.
 */
import { existsSync, mkdirSync, readdirSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { buildApp, type App } from '../../server/app';
import { MemoryCache } from '../../server/services/cache';
import { acceptsWebp, parseImageParams } from '../../server/services/images';
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
