/**
 * GET /files/LivePdfDownload and POST /files/DownloadAllFilesAndImages (docs/files-api.md). Zips are read back with
 * yauzl; every entry is listed and checked.
 */
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import yauzl from 'yauzl';
import { ARCHIVE_MAX_ENTRIES } from '../../server/services/productArchive';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let first: string;
let second: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true, seedProducts: 30 });
  const ids = await t.db.selectFrom('products').select('id').orderBy('id').limit(2).execute();
  first = ids[0]!.id;
  second = ids[1]!.id;
  const files = path.join(t.dataDir, 'files');
  const manual = path.join(files, 'products', first, 'manual');
  mkdirSync(path.join(manual, 'en'), { recursive: true });
  mkdirSync(path.join(manual, 'sv'), { recursive: true });
  mkdirSync(path.join(files, 'products', first, 'cert'), { recursive: true });
  writeFileSync(path.join(manual, 'guide.pdf'), 'da guide');
  writeFileSync(path.join(manual, 'en', 'guide.pdf'), 'en guide');
  writeFileSync(path.join(manual, 'sv', 'only-sv.pdf'), 'sv only');
  writeFileSync(path.join(files, 'products', first, 'cert', 'ce.pdf'), 'CE');
  // Links out of the files root are never followed: a linked file and a linked folder.
  writeFileSync(path.join(t.dataDir, 'secret.txt'), 'secret');
  mkdirSync(path.join(t.dataDir, 'outside'), { recursive: true });
  writeFileSync(path.join(t.dataDir, 'outside', 'x.pdf'), 'outside');
  symlinkSync(path.join(t.dataDir, 'secret.txt'), path.join(manual, 'secret.pdf'));
  symlinkSync(path.join(t.dataDir, 'outside'), path.join(files, 'products', first, 'linked'));
}, 120_000);
afterAll(async () => {
  await t.close();
});

/** Entry name → content of a zip. */
function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error('no zip'));
      const out = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            out.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(out));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

const livePdf = (query: Record<string, string>) =>
  t.app.inject({ url: `/files/LivePdfDownload?${new URLSearchParams(query).toString()}` });
const downloadAll = (payload: unknown) => t.app.inject({ method: 'POST', url: '/files/DownloadAllFilesAndImages', payload: payload as object });

describe('GET /files/LivePdfDownload', () => {
  it('answers the data sheet PDF under the given, sanitised name', async () => {
    const res = await livePdf({ ItemId: first, ReportId: 'datasheet', LanguageId: 'da-DK', Filename: 'Datablad æ.pdf' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Datablad _.pdf"; filename*=UTF-8''Datablad%20%C3%A6.pdf`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
  });

  it.each([
    ['../../etc/passwd', 'passwd.pdf'],
    ['sheet', 'sheet.pdf'],
    ['report.PDF', 'report.PDF'],
    ['a\r\nSet-Cookie: x=y.exe', 'aSet-Cookie_ x=y.exe.pdf'],
  ])('Filename %j → %j', async (given, expected) => {
    const res = await livePdf({ ItemId: first, ReportId: 'DataSheet', Filename: given });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-disposition'])).toContain(`filename="${expected}"`);
  });

  it('makes the sheet in the requested language (locale code, Perfion id or language code)', async () => {
    const da = await livePdf({ ItemId: first, ReportId: 'datasheet', Filename: 'a.pdf' });
    const en = await livePdf({ ItemId: first, ReportId: 'datasheet', LanguageId: 'EN', Filename: 'a.pdf' });
    const en2 = await livePdf({ ItemId: first, ReportId: 'datasheet', LanguageId: '2', Filename: 'a.pdf' });
    expect(da.headers.etag).not.toBe(en.headers.etag);
    expect(en2.headers.etag).toBe(en.headers.etag);
  });

  it.each(['ItemId', 'ReportId', 'Filename'])('400 "%s must be defined" when it is missing or empty', async (name) => {
    const query: Record<string, string> = { ItemId: first, ReportId: 'datasheet', Filename: 'a.pdf' };
    for (const value of [undefined, '', '  ']) {
      if (value === undefined) delete query[name];
      else query[name] = value;
      const res = await livePdf(query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: `${name} must be defined` });
    }
  });

  it('400 for a language the shop does not have', async () => {
    const res = await livePdf({ ItemId: first, ReportId: 'datasheet', LanguageId: 'de', Filename: 'a.pdf' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: { LanguageId: 'is invalid' } });
  });

  it.each([
    [{ ReportId: 'pricelist' }, 'Report not found'],
    [{ ItemId: 'no-such-product' }, 'Product not found'],
    [{ ItemId: '../../secret.txt' }, 'Product not found'],
    [{ ItemId: '..' }, 'Product not found'],
  ])('404 for %j', async (override, message) => {
    const res = await livePdf({ ItemId: first, ReportId: 'datasheet', Filename: 'a.pdf', ...override });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, message });
  });
});

describe('POST /files/DownloadAllFilesAndImages', () => {
  it("zips one product's data sheet, files (language folder first) and images, streamed", async () => {
    const res = await downloadAll({ productIds: [first], language: 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${first}-files.zip"; filename*=UTF-8''${first}-files.zip`);
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.headers['transfer-encoding']).toBe('chunked');
    const zip = await unzip(res.rawPayload);
    const images = await t.db.selectFrom('product_media').select('path').where('product_id', '=', first).orderBy('sort').execute();
    expect(images.length).toBeGreaterThan(0);
    expect([...zip.keys()]).toEqual([
      `${first}/${first}-datasheet.pdf`,
      `${first}/files/cert/ce.pdf`,
      `${first}/files/manual/guide.pdf`,
      ...images.map((img, i) => `${first}/images/${String(i + 1).padStart(2, '0')}-${path.basename(img.path)}`),
    ]);
    expect(zip.get(`${first}/files/manual/guide.pdf`)?.toString()).toBe('en guide');
    expect(zip.get(`${first}/${first}-datasheet.pdf`)?.subarray(0, 5).toString()).toBe('%PDF-');
    expect(zip.get(`${first}/images/01-${path.basename(images[0]!.path)}`)?.toString()).toContain('<svg');
    // Nothing of other languages, and nothing reached through links.
    for (const name of zip.keys()) expect(name).not.toMatch(/only-sv|secret|linked|outside/);
  });

  it('the language-neutral file without a language (default da), several products, a chosen name', async () => {
    const res = await downloadAll({ productIds: [first, second, first], fileName: 'Mine filer' });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-disposition'])).toContain('filename="Mine filer.zip"');
    const zip = await unzip(res.rawPayload);
    expect(zip.get(`${first}/files/manual/guide.pdf`)?.toString()).toBe('da guide');
    expect([...zip.keys()].filter((n) => n.startsWith(`${second}/`))[0]).toBe(`${second}/${second}-datasheet.pdf`);
    expect([...zip.keys()].filter((n) => n.endsWith('-datasheet.pdf'))).toHaveLength(2);
  });

  it.each([
    [{ productIds: ['no-such-product'] }, 'Product not found: no-such-product'],
    [{ productIds: ['../../secret.txt'] }, 'Product not found: ../../secret.txt'],
    [{ productIds: ['products/../../secret.txt'] }, 'Product not found: products/../../secret.txt'],
    [{ productIds: ['..'] }, 'Product not found: ..'],
  ])('404 for %j', async (payload, message) => {
    const res = await downloadAll(payload);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, message });
  });

  it.each([
    [{}, 'productIds must be defined'],
    [{ productIds: [] }, 'Invalid request'],
    [{ productIds: Array.from({ length: 21 }, (_, i) => `p${i}`) }, 'Invalid request'],
    [{ productIds: [''] }, 'Invalid request'],
    [{ productIds: ['any'], language: 'xx' }, 'language is not a language of the shop'],
  ])('400 for %j', async (payload, message) => {
    const res = await downloadAll(payload);
    expect(res.statusCode).toBe(400);
    expect(String(res.json<{ message: string }>().message)).toContain(message);
  });

  it(`413 before streaming when the zip would hold more than ${ARCHIVE_MAX_ENTRIES} files`, async () => {
    const many = path.join(t.dataDir, 'files', 'products', second, 'many');
    mkdirSync(many, { recursive: true });
    for (let i = 0; i < ARCHIVE_MAX_ENTRIES; i++) writeFileSync(path.join(many, `f${i}.txt`), 'x');
    const res = await downloadAll({ productIds: [second] });
    expect(res.statusCode).toBe(413);
    expect(res.headers['content-type']).toContain('application/json');
  });
});
