/**
 * GET /files/{b64Path}/{b64FileName} and the product information files
 * GET /api/PerfionFile/file/{productNumber}/{featureName}?fileName=&language=.
 */
import { existsSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { contentDisposition, loadDatasheetData, sanitizeFileName } from '../../server/services/files';
import { body, createTestApp, type TestApp } from './helpers';

let t: TestApp;
let files: string;
let productNumber: string;
const b64url = (s: string) => Buffer.from(s, 'utf8').toString('base64url');
const PDF_BYTES = Buffer.from('%PDF-1.4\n% test manual\n');

beforeAll(async () => {
  t = await createTestApp({ seed: true, seedProducts: 100 });
  files = path.join(t.dataDir, 'files');
  productNumber = (await t.db.selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  mkdirSync(path.join(files, 'docs'), { recursive: true });
  writeFileSync(path.join(files, 'docs', 'manual.pdf'), PDF_BYTES);
  writeFileSync(path.join(files, 'docs', 'page.html'), '<script>alert(1)</script>');
  writeFileSync(path.join(t.dataDir, 'secret.txt'), 'secret');
  symlinkSync(path.join(t.dataDir, 'secret.txt'), path.join(files, 'docs', 'link.txt'));
  const feature = path.join(files, 'products', productNumber, 'manual');
  mkdirSync(path.join(feature, 'en'), { recursive: true });
  writeFileSync(path.join(feature, 'guide.pdf'), 'da guide');
  writeFileSync(path.join(feature, 'en', 'guide.pdf'), 'en guide');
}, 120_000);
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ url });

describe('GET /files/:b64Path/:b64FileName', () => {
  it('serves the file as an attachment with the decoded name (RFC 5987)', async () => {
    const res = await get(`/files/${b64url('docs/manual.pdf')}/${b64url('Brugsanvisning æøå.pdf')}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Brugsanvisning ___.pdf"; filename*=UTF-8''Brugsanvisning%20%C3%A6%C3%B8%C3%A5.pdf`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(PDF_BYTES)).toBe(true);
  });

  it('sanitises the file name and never renders HTML inline', async () => {
    const res = await get(`/files/${b64url('docs/page.html')}/${b64url('../../x\r\nSet-Cookie: a=b/"evil".html')}`);
    expect(res.statusCode).toBe(200);
    const disposition = String(res.headers['content-disposition']);
    expect(disposition.startsWith('attachment;')).toBe(true);
    expect(disposition).not.toMatch(/[\r\n]/);
    expect(disposition).toContain('filename="_evil_.html"');
    expect(res.headers['content-security-policy']).toContain('sandbox');
  });

  it('falls back to the stored name when the file name is not base64', async () => {
    const res = await get(`/files/${b64url('docs/manual.pdf')}/${'!!!'}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="manual.pdf"');
  });

  it.each([
    ['../../etc/passwd', b64url('../../etc/passwd')],
    ['../secret.txt', b64url('../secret.txt')],
    ['url-encoded ..%2F', '..%2F..%2Fetc%2Fpasswd'],
    ['absolute /etc/passwd', b64url('/etc/passwd')],
    ['a symlink out of the root', b64url('docs/link.txt')],
    ['a missing file', b64url('docs/none.pdf')],
    ['a directory', b64url('docs')],
    ['bad base64', '!!!'],
  ])('404 for %s', async (_label, value) => {
    const res = await get(`/files/${value}/${b64url('x.pdf')}`);
    expect(res.statusCode).toBe(404);
    expect(body<unknown>(res)).toEqual({ message: 'Not Found', statusCode: 404 });
  });

  it('400 for an empty file name parameter, 404 without it', async () => {
    const res = await get(`/files/${b64url('docs/manual.pdf')}/`);
    expect(res.statusCode).toBe(400);
    expect(body<{ message: string }>(res).message).toBe('b64FileName must be defined');
    expect((await get(`/files/${b64url('docs/manual.pdf')}`)).statusCode).toBe(404);
  });
});

describe('GET /api/PerfionFile/file/:productNumber/:featureName', () => {
  const url = (feature: string, query = '', product = productNumber) =>
    `/api/PerfionFile/file/${encodeURIComponent(product)}/${feature}${query ? `?${query}` : ''}`;

  it('generates a PDF datasheet with the default file name and caches it on disk', async () => {
    const res = await get(url('datasheet'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.headers['content-disposition']).toContain(`filename="${productNumber}-datasheet.pdf"`);
    const cached = readdirSync(path.join(t.dataDir, 'cache', 'files')).filter((f) => f.endsWith('.pdf'));
    expect(cached.length).toBe(1);
    const again = await get(url('datasheet'));
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
    expect(readdirSync(path.join(t.dataDir, 'cache', 'files')).filter((f) => f.endsWith('.pdf'))).toEqual(cached);
  });

  it('uses the fileName and the language (da default; en, en-US, EN locale code or Perfion id)', async () => {
    const named = await get(url('datasheet', 'fileName=Datablad.pdf'));
    expect(named.headers['content-disposition']).toContain('filename="Datablad.pdf"');
    const da = await get(url('datasheet'));
    const en = await get(url('datasheet', 'language=en'));
    expect(en.statusCode).toBe(200);
    expect(en.headers.etag).not.toBe(da.headers.etag);
    for (const language of ['en-US', 'EN', '2']) {
      expect((await get(url('datasheet', `language=${language}`))).headers.etag).toBe(en.headers.etag);
    }
    expect((await get(url('datasheet', 'language=xx'))).statusCode).toBe(400);
  });

  it('fills the datasheet from the product in the requested language', async () => {
    const data = await loadDatasheetData(t.db, productNumber, 'en');
    const text = await t.db
      .selectFrom('product_texts')
      .select(['name', 'short_description'])
      .where('product_id', '=', productNumber)
      .where('language', '=', 'en')
      .executeTakeFirstOrThrow();
    expect(data?.name).toBe(text.name);
    expect(data?.shortDescription).toBe(text.short_description);
    const labels = await t.db.selectFrom('translations').select(['key', 'value']).where('language', '=', 'en').where('key', 'like', 'spec.%').execute();
    const known = new Set(labels.map((l) => l.value));
    expect(data!.specs.length).toBeGreaterThan(0);
    expect(data!.specs.some((s) => known.has(s.label))).toBe(true);
  });

  it('404 for an unknown product', async () => {
    expect((await get(url('datasheet', '', 'NO-SUCH'))).statusCode).toBe(404);
    expect((await get(url('manual', 'fileName=guide.pdf', 'NO-SUCH'))).statusCode).toBe(404);
  });

  it('serves stored feature files, preferring the language folder', async () => {
    const da = await get(url('manual', 'fileName=guide.pdf'));
    expect(da.statusCode).toBe(200);
    expect(da.body).toBe('da guide');
    expect(da.headers['content-type']).toBe('application/pdf');
    expect(da.headers['content-disposition']).toContain('filename="guide.pdf"');
    expect((await get(url('manual', 'fileName=guide.pdf&language=en'))).body).toBe('en guide');
  });

  it('400 "fileName must be defined" for other features without a fileName', async () => {
    for (const query of ['', 'fileName=']) {
      const res = await get(url('manual', query));
      expect(res.statusCode).toBe(400);
      expect(body<{ message: string }>(res).message).toBe('fileName must be defined');
    }
  });

  it.each([
    ['a missing file', 'fileName=none.pdf'],
    ['a traversing fileName', `fileName=${encodeURIComponent('../../../../secret.txt')}`],
    ['a fileName with a slash', `fileName=${encodeURIComponent('en/../../manual/guide.pdf')}`],
    ['dots', 'fileName=..'],
  ])('404 for %s', async (_label, query) => {
    expect((await get(url('manual', query))).statusCode).toBe(404);
  });

  it('404 for traversal in the path segments', async () => {
    expect((await get(`/api/PerfionFile/file/..%2F..%2Fsecret/manual?fileName=guide.pdf`)).statusCode).toBe(404);
    expect((await get(`/api/PerfionFile/file/${productNumber}/..?fileName=secret.txt`)).statusCode).toBe(404);
  });
});

describe('file name helpers', () => {
  it('sanitises names', () => {
    expect(sanitizeFileName('a/b/c.pdf')).toBe('c.pdf');
    expect(sanitizeFileName('..')).toBe('download');
    expect(sanitizeFileName('  .hidden ')).toBe('hidden');
    expect(sanitizeFileName('x'.repeat(300) + '.pdf')).toHaveLength(180);
    expect(sanitizeFileName('x'.repeat(300) + '.pdf').endsWith('.pdf')).toBe(true);
  });

  it('encodes the Content-Disposition', () => {
    expect(contentDisposition("Prisliste (100%)'s.xlsx")).toBe(
      `attachment; filename="Prisliste (100_)'s.xlsx"; filename*=UTF-8''Prisliste%20%28100%25%29%27s.xlsx`,
    );
  });

  it('does not write outside the cache folder', () => {
    expect(existsSync(path.join(t.dataDir, 'cache', 'files'))).toBe(true);
  });
});
