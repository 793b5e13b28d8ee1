import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { decodeBase64Path, resolveMediaPath } from '../../server/services/media';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let media: string;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>';

const b64url = (s: string) => Buffer.from(s, 'utf8').toString('base64url');
const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');

beforeAll(async () => {
  t = await createTestApp();
  media = path.join(t.dataDir, 'media');
  mkdirSync(path.join(media, 'products'), { recursive: true });
  writeFileSync(path.join(media, 'products', 'a.svg'), SVG);
  writeFileSync(path.join(media, 'products', 'pixel.png'), PNG);
  writeFileSync(path.join(media, 'products', 'photo.JPG'), 'jpg-bytes');
  writeFileSync(path.join(media, 'products', 'photo.webp'), 'webp-bytes');
  writeFileSync(path.join(media, 'products', 'notes.txt'), 'text');
  writeFileSync(path.join(t.dataDir, 'secret.png'), 'outside');
  symlinkSync(path.join(t.dataDir, 'secret.png'), path.join(media, 'products', 'link.png'));
});
afterAll(async () => {
  await t.close();
});

describe('GET /images/raw/:b64Path', () => {
  it('serves an SVG by base64url path with cache headers', async () => {
    const res = await t.app.inject({ url: `/images/raw/${b64url('products/a.svg')}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.body).toBe(SVG);
  });

  it('serves PNG, JPG and WebP with their content types (standard base64 too)', async () => {
    const png = await t.app.inject({ url: `/images/raw/${encodeURIComponent(b64('products/pixel.png'))}` });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.equals(PNG)).toBe(true);
    const jpg = await t.app.inject({ url: `/images/raw/${b64url('products/photo.JPG')}` });
    expect(jpg.headers['content-type']).toBe('image/jpeg');
    const webp = await t.app.inject({ url: `/images/raw/${b64url('products/photo.webp')}` });
    expect(webp.headers['content-type']).toBe('image/webp');
  });

  it.each([
    ['missing file', b64url('products/missing.png')],
    ['directory', b64url('products')],
    ['not an image type', b64url('products/notes.txt')],
    ['traversal ../../etc/passwd', b64url('../../etc/passwd')],
    ['traversal to the data dir', b64url('../secret.png')],
    ['traversal inside the path', b64url('products/../../secret.png')],
    ['backslash traversal', b64url('..\\secret.png')],
    ['absolute path', b64url('/etc/passwd')],
    ['absolute path inside the media dir', b64url(path.join('/tmp', 'x.png'))],
    ['NUL byte', b64url('products/a.svg\0.png')],
    ['symlink out of the root', b64url('products/link.png')],
    ['bad base64', '!!!notbase64'],
    ['url-encoded dots', '%2e%2e%2f%2e%2e%2fetc%2fpasswd'],
    ['plain dots', '..'],
    ['invalid utf-8', Buffer.from([0xff, 0xfe, 0x2e, 0x70, 0x6e, 0x67]).toString('base64url')],
  ])('404 for %s', async (_label, value) => {
    const res = await t.app.inject({ url: `/images/raw/${value}` });
    expect(res.statusCode).toBe(404);
    expect(JSON.parse(res.body)).toEqual({ message: 'Not Found', statusCode: 404 });
  });

  it('404 for a path with extra segments', async () => {
    const res = await t.app.inject({ url: '/images/raw/../../etc/passwd' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('root:');
  });
});

describe('media service', () => {
  it('decodes base64url and base64, with or without padding', () => {
    expect(decodeBase64Path(b64url('a/b.png'))).toBe('a/b.png');
    expect(decodeBase64Path(b64('a/b.png'))).toBe('a/b.png');
    expect(decodeBase64Path('YQ')).toBe('a');
    expect(decodeBase64Path('')).toBeNull();
    expect(decodeBase64Path('a')).toBeNull();
    expect(decodeBase64Path('a b')).toBeNull();
  });

  it('resolveMediaPath confines to the root', () => {
    expect(resolveMediaPath(media, b64url('products/a.svg'))).toBe(path.join(media, 'products', 'a.svg'));
    expect(resolveMediaPath(media, b64url('./products//a.svg'))).toBe(path.join(media, 'products', 'a.svg'));
    expect(resolveMediaPath(media, b64url('../secret.png'))).toBeNull();
    expect(resolveMediaPath(media, b64url(path.join(media, 'products', 'a.svg')))).toBeNull();
  });
});
