/**
 * GET /sitemap/{area}/{language}, /sitemap/{area}/{language}/{type}/{page} and /robots.txt against the demo seed,
 * with a page size of 10 (SITEMAP_PAGE_SIZE) so that the paging shows. The XML is parsed (fast-xml-parser) and
 * validated against the sitemaps.org 0.9 protocol as XML Schema (xmllint compiled to WebAssembly).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { XMLParser } from 'fast-xml-parser';
import { validateXML } from 'xmllint-wasm';
import { invalidateCatalogue } from '../../server/services/search';
import { escapeXml, invalidateSitemaps, languageOrigins } from '../../server/services/sitemap';
import { createTestApp, type TestApp } from './helpers';

const ORIGIN = 'https://shop.example';
const PAGE_SIZE = 10;
const LANGUAGES = ['da', 'en', 'sv', 'nb', 'fi'];

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: true, seedProducts: 36, env: { PUBLIC_URL: ORIGIN, SITEMAP_PAGE_SIZE: String(PAGE_SIZE) } });
}, 120_000);
afterAll(async () => {
  await t.close();
});

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  isArray: (name) => ['url', 'sitemap', 'xhtml:link'].includes(name),
});

interface XmlLink {
  rel: string;
  hreflang: string;
  href: string;
}
interface XmlUrl {
  loc: string;
  lastmod?: string;
  'xhtml:link'?: XmlLink[];
}
interface UrlSet {
  urlset: { xmlns: string; 'xmlns:xhtml': string; url: XmlUrl[] };
}
interface SitemapIndex {
  sitemapindex: { xmlns: string; sitemap: { loc: string; lastmod?: string }[] };
}

const schema = (name: string) => ({
  fileName: name,
  contents: readFileSync(path.join(__dirname, 'schemas', name), 'utf8'),
});

async function schemaErrors(xml: string, root: 'urlset' | 'sitemapindex'): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'doc.xml', contents: xml }],
    schema: [schema(root === 'urlset' ? 'sitemap.xsd' : 'siteindex.xsd')],
    preload: [schema('xhtml-link.xsd')],
  });
  return result.errors.map((e) => e.message);
}

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

async function xmlOf(url: string): Promise<string> {
  const res = await get(url);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  return res.body;
}

const urlset = async (url: string) => parser.parse(await xmlOf(url)) as UrlSet;
const sitemapIndex = async (url: string) => parser.parse(await xmlOf(url)) as SitemapIndex;

async function productsWithUrl(): Promise<number> {
  // Every seeded product has a text in every language and a category page above it.
  const rows = await t.db.selectFrom('products').select('id').execute();
  return rows.length;
}

describe('sitemap index', () => {
  it('lists the paged urlsets of every type with absolute locations, valid against the schema', async () => {
    const xml = await xmlOf('/sitemap/b2b/da');
    expect(await schemaErrors(xml, 'sitemapindex')).toEqual([]);
    const index = (parser.parse(xml) as SitemapIndex).sitemapindex;
    expect(index.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const locs = index.sitemap.map((s) => s.loc);
    const products = await productsWithUrl();
    const productPages = Math.ceil(products / PAGE_SIZE);
    expect(productPages).toBeGreaterThan(1);
    expect(locs.filter((l) => l.startsWith(`${ORIGIN}/sitemap/b2b/da/product/`))).toEqual(
      Array.from({ length: productPages }, (_, i) => `${ORIGIN}/sitemap/b2b/da/product/${i + 1}`),
    );
    expect(locs).toContain(`${ORIGIN}/sitemap/b2b/da/content/1`);
    expect(locs).toContain(`${ORIGIN}/sitemap/b2b/da/category/1`);
    for (const loc of locs) expect(loc).toMatch(/^https:\/\/shop\.example\/sitemap\/b2b\/da\/(content|category|product)\/[1-9]\d*$/);
    // Product and category sitemaps carry the newest date of their URLs; content pages have none.
    const product1 = index.sitemap.find((s) => s.loc.endsWith('/product/1'));
    expect(product1?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(index.sitemap.find((s) => s.loc.endsWith('/content/1'))?.lastmod).toBeUndefined();
  });

  it('every listed sitemap loads and holds at most the page size', async () => {
    const index = (await sitemapIndex('/sitemap/b2b/en')).sitemapindex;
    for (const { loc } of index.sitemap) {
      const set = (await urlset(loc.slice(ORIGIN.length))).urlset;
      expect(set.url.length).toBeGreaterThan(0);
      expect(set.url.length).toBeLessThanOrEqual(PAGE_SIZE);
    }
  });
});

describe('urlset pages', () => {
  it('products: absolute locs, lastmod from the catalogue, one alternate per language plus x-default, schema-valid', async () => {
    const xml = await xmlOf('/sitemap/b2b/da/product/1');
    expect(await schemaErrors(xml, 'urlset')).toEqual([]);
    const set = (parser.parse(xml) as UrlSet).urlset;
    expect(set['xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml');
    expect(set.url).toHaveLength(PAGE_SIZE);
    const first = await t.db.selectFrom('products').select(['id', 'created_at']).orderBy('id').executeTakeFirstOrThrow();
    const slug = await t.db
      .selectFrom('product_texts')
      .select('slug')
      .where('product_id', '=', first.id)
      .where('language', '=', 'da')
      .executeTakeFirstOrThrow();
    const url = set.url[0]!;
    expect(url.loc.startsWith(`${ORIGIN}/`)).toBe(true);
    expect(url.loc.endsWith(`/${slug.slug}`)).toBe(true);
    expect(url.lastmod).toBe(new Date(first.created_at).toISOString().replace(/\.\d{3}Z$/, 'Z'));
    for (const u of set.url) {
      const links = u['xhtml:link'] ?? [];
      expect(links.map((l) => l.hreflang)).toEqual([...LANGUAGES, 'x-default']);
      for (const link of links) {
        expect(link.rel).toBe('alternate');
        expect(link.href.startsWith(`${ORIGIN}/`)).toBe(true);
      }
      // The page lists itself, and x-default is the area's default language (da).
      expect(links.find((l) => l.hreflang === 'da')?.href).toBe(u.loc);
      expect(links.find((l) => l.hreflang === 'x-default')?.href).toBe(u.loc);
      expect(links.find((l) => l.hreflang === 'en')?.href).toMatch(/^https:\/\/shop\.example\/en\//);
    }
  });

  it('the same product in English is the en alternate of the Danish one', async () => {
    const da = (await urlset('/sitemap/b2b/da/product/1')).urlset.url[0]!;
    const en = (await urlset('/sitemap/b2b/en/product/1')).urlset.url[0]!;
    expect(en.loc).toBe(da['xhtml:link']?.find((l) => l.hreflang === 'en')?.href);
    expect(en['xhtml:link']?.find((l) => l.hreflang === 'da')?.href).toBe(da.loc);
  });

  it('pages through all products once: full pages, then the rest, then 404', async () => {
    const total = await productsWithUrl();
    const pages = Math.ceil(total / PAGE_SIZE);
    const seen = new Set<string>();
    for (let page = 1; page <= pages; page++) {
      const urls = (await urlset(`/sitemap/b2b/sv/product/${page}`)).urlset.url;
      expect(urls).toHaveLength(page < pages ? PAGE_SIZE : total - (pages - 1) * PAGE_SIZE);
      for (const u of urls) {
        expect(u.loc.startsWith(`${ORIGIN}/sv/`)).toBe(true);
        seen.add(u.loc);
      }
    }
    expect(seen.size).toBe(total);
    const beyond = await get(`/sitemap/b2b/sv/product/${pages + 1}`);
    expect(beyond.statusCode).toBe(404);
    expect(beyond.json()).toMatchObject({ statusCode: 404, message: 'Sitemap page not found' });
  });

  it('categories: every category page of the language with alternates and the newest product date below it', async () => {
    const xml = await xmlOf('/sitemap/b2b/da/category/1');
    expect(await schemaErrors(xml, 'urlset')).toEqual([]);
    const urls = (parser.parse(xml) as UrlSet).urlset.url;
    const pages = await t.db
      .selectFrom('pages')
      .select('url')
      .where('type', '=', 'category')
      .where('language', '=', 'da')
      .orderBy('sort')
      .orderBy('url')
      .limit(PAGE_SIZE)
      .execute();
    expect(urls.map((u) => u.loc)).toEqual(pages.map((p) => `${ORIGIN}${p.url}`));
    expect(urls.every((u) => (u['xhtml:link'] ?? []).length === LANGUAGES.length + 1)).toBe(true);
    expect(urls.some((u) => u.lastmod !== undefined)).toBe(true);
  });

  it('content: public pages only — no templates, footer, members-only, unpublished or non-200 pages', async () => {
    const base = {
      area_id: 'b2b',
      language: 'da',
      parent_id: null,
      type: 'page',
      description: '',
      menu_title: '',
      properties: '{}',
      content: '[]',
      sort: 999,
    };
    await t.db
      .insertInto('pages')
      .values([
        { ...base, id: 'sm-member', group_id: 'sm-member', template: 'member', title: 'Medlemmer', url: '/medlemmer-sm', status_code: 200, published: 1 },
        { ...base, id: 'sm-draft', group_id: 'sm-draft', template: 'page', title: 'Kladde', url: '/kladde-sm', status_code: 200, published: 0 },
        { ...base, id: 'sm-gone', group_id: 'sm-gone', template: 'page', title: 'Væk', url: '/vaek-sm', status_code: 404, published: 1 },
        { ...base, id: 'sm-odd', group_id: 'sm-odd', template: 'page', title: 'Æ & Ø', url: '/æble & "pærer"', status_code: 200, published: 1 },
      ])
      .execute();
    await invalidateSitemaps(t.app);
    const all: XmlUrl[] = [];
    for (const { loc } of (await sitemapIndex('/sitemap/b2b/da')).sitemapindex.sitemap.filter((s) => s.loc.includes('/content/'))) {
      const xml = await xmlOf(loc.slice(ORIGIN.length));
      expect(await schemaErrors(xml, 'urlset')).toEqual([]);
      all.push(...(parser.parse(xml) as UrlSet).urlset.url);
    }
    const locs = all.map((u) => u.loc);
    expect(locs).toContain(`${ORIGIN}/`);
    expect(locs.some((l) => l.includes('__product') || l.includes('__footer'))).toBe(false);
    expect(locs.some((l) => /medlemmer-sm|kladde-sm|vaek-sm/.test(l))).toBe(false);
    // Percent-encoded and XML-escaped: the parsed loc is the encoded URL.
    expect(locs).toContain(`${ORIGIN}/%C3%A6ble%20&%20%22p%C3%A6rer%22`);
    // A page without other language versions has no alternates.
    expect(all.find((u) => u.loc.includes('%C3%A6ble'))?.['xhtml:link']).toBeUndefined();
    // The home page in every language.
    const home = all.find((u) => u.loc === `${ORIGIN}/`);
    expect(home?.['xhtml:link']?.find((l) => l.hreflang === 'en')?.href).toBe(`${ORIGIN}/en`);
    await t.db.deleteFrom('pages').where('id', 'like', 'sm-%').execute();
    await invalidateSitemaps(t.app);
  });

  it('never takes the origin from the Host header', async () => {
    const res = await get('/sitemap/b2b/da/product/2', { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('evil.example');
    expect(res.body).toContain(`${ORIGIN}/`);
  });

  it('sends the cached gzip to clients that accept it (the same document)', async () => {
    const plain = await get('/sitemap/b2b/da/product/1');
    const gz = await get('/sitemap/b2b/da/product/1', { 'accept-encoding': 'br;q=0, gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toContain('Accept-Encoding');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);
    const refused = await get('/sitemap/b2b/da/product/1', { 'accept-encoding': 'gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });
});

describe('parameters and errors (SPEC §5)', () => {
  it.each([
    ['/sitemap', 'area'],
    ['/sitemap/', 'area'],
    ['/sitemap//da', 'area'],
    ['/sitemap/b2b', 'language'],
    ['/sitemap/b2b/', 'language'],
    ['/sitemap/b2b/%20/product/1', 'language'],
    ['/sitemap/b2b/da//1', 'type'],
    ['/sitemap/b2b/da/product', 'page'],
    ['/sitemap/b2b/da/product/', 'page'],
  ])('%s → 400 "%s must be defined"', async (url, name) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, message: `${name} must be defined`, fields: { [name]: 'must be defined' } });
  });

  it.each([
    ['/sitemap/nope/da', 'Area not found'],
    ['/sitemap/b2b/de', 'Area id not found for language'],
    ['/sitemap/nope/da/product/1', 'Area not found'],
    ['/sitemap/b2b/de/product/1', 'Area id not found for language'],
    ['/sitemap/b2b/da/brands/1', 'Sitemap type not found'],
    ['/sitemap/b2b/da/product/0', 'Sitemap page not found'],
    ['/sitemap/b2b/da/product/-1', 'Sitemap page not found'],
    ['/sitemap/b2b/da/product/1.5', 'Sitemap page not found'],
    ['/sitemap/b2b/da/product/x', 'Sitemap page not found'],
    ['/sitemap/b2b/da/product/1/extra', 'Not Found'],
  ])('%s → 404 %s', async (url, message) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, message });
  });
});

it('a path that does not decode → 400', async () => {
  expect((await get('/sitemap/b2b/%E0%A4%A/product/1')).statusCode).toBe(400);
});

describe('caching', () => {
  it('serves from the cache until the catalogue changes', async () => {
    const before = (await urlset('/sitemap/b2b/da/product/1')).urlset.url[0]!;
    const first = await t.db.selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow();
    await t.db.updateTable('product_texts').set({ slug: 'renamed-sm-' + first.id }).where('product_id', '=', first.id).where('language', '=', 'da').execute();
    expect((await urlset('/sitemap/b2b/da/product/1')).urlset.url[0]!.loc).toBe(before.loc);
    await invalidateCatalogue(t.app);
    expect((await urlset('/sitemap/b2b/da/product/1')).urlset.url[0]!.loc).toMatch(new RegExp(`/renamed-sm-${first.id}$`));
  });

  it('a primary domain of a language gives its origin (PUBLIC_URL scheme)', async () => {
    await t.db.insertInto('area_domains').values({ area_id: 'b2b', domain: 'shop.example.se', language: 'sv', is_primary: 1 }).execute();
    await invalidateSitemaps(t.app);
    const sv = (await urlset('/sitemap/b2b/sv/category/1')).urlset.url[0]!;
    expect(sv.loc.startsWith('https://shop.example.se/sv/')).toBe(true);
    expect(sv['xhtml:link']?.find((l) => l.hreflang === 'da')?.href.startsWith(`${ORIGIN}/`)).toBe(true);
    const index = (await sitemapIndex('/sitemap/b2b/sv')).sitemapindex;
    expect(index.sitemap[0]!.loc.startsWith('https://shop.example.se/sitemap/b2b/sv/')).toBe(true);
    await t.db.deleteFrom('area_domains').where('domain', '=', 'shop.example.se').execute();
    await invalidateSitemaps(t.app);
  });
});

describe('GET /robots.txt', () => {
  it('points at the sitemap of every language', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const sitemaps = res.body.split('\n').filter((l) => l.startsWith('Sitemap: '));
    expect(sitemaps).toEqual(LANGUAGES.map((l) => `Sitemap: ${ORIGIN}/sitemap/b2b/${l}`));
    expect(res.body).toMatch(/^User-agent: \*\n/);
    expect(res.body).not.toMatch(/^Disallow: \/$/m);
    // Every listed sitemap answers.
    for (const line of sitemaps) expect((await get(line.slice('Sitemap: '.length + ORIGIN.length))).statusCode).toBe(200);
  });

  it('disallows everything when the site configuration has noindex', async () => {
    await t.db.updateTable('site_configs').set({ noindex: 1 }).execute();
    await t.app.cache.invalidate('site');
    const res = await get('/robots.txt');
    expect(res.body).toBe('User-agent: *\nDisallow: /\n');
    await t.db.updateTable('site_configs').set({ noindex: 0 }).execute();
    await t.app.cache.invalidate('site');
    expect((await get('/robots.txt')).body).toContain('Sitemap: ');
  });
});

describe('helpers', () => {
  it('the schema check itself rejects misplaced or malformed elements', async () => {
    const wrap = (inner: string) =>
      `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml"><url>${inner}</url></urlset>`;
    const link = '<xhtml:link rel="alternate" hreflang="en" href="https://shop.example/en"/>';
    expect(await schemaErrors(wrap(`<loc>https://shop.example/</loc><lastmod>2025-01-02T03:04:05Z</lastmod>${link}`), 'urlset')).toEqual([]);
    expect(await schemaErrors(wrap(`<loc>https://shop.example/</loc>${link}<lastmod>2025-01-02T03:04:05Z</lastmod>`), 'urlset')).not.toEqual([]);
    expect(await schemaErrors(wrap('<loc>/relative/path</loc>'), 'urlset')).not.toEqual([]);
    expect(await schemaErrors(wrap('<loc>https://shop.example/</loc><lastmod>yesterday</lastmod>'), 'urlset')).not.toEqual([]);
    expect(await schemaErrors(wrap('<loc>https://shop.example/</loc><xhtml:link rel="alternate" href="https://shop.example/"/>'), 'urlset')).not.toEqual([]);
  });

  it('escapes XML and drops characters XML cannot hold', () => {
    expect(escapeXml(`a&b<c>"d"'e'\u0001\uFFFE`)).toBe('a&amp;b&lt;c&gt;&quot;d&quot;&apos;e&apos;');
  });

  it('origins: primary domain per language, PUBLIC_URL otherwise (its port for its own host)', () => {
    const origins = languageOrigins(
      'http://localhost:8080',
      [
        { domain: 'localhost', language: 'da', is_primary: 1 },
        { domain: 'butik.example.se', language: 'sv', is_primary: 1 },
        { domain: '127.0.0.1', language: 'en', is_primary: 0 },
        { domain: 'bad/host', language: 'fi', is_primary: 1 },
        { domain: '127.0.0.1', language: 'nb', is_primary: 1 },
      ],
      ['da', 'en', 'sv', 'fi', 'nb'],
    );
    expect(Object.fromEntries(origins)).toEqual({
      da: 'http://localhost:8080',
      en: 'http://localhost:8080',
      sv: 'http://butik.example.se',
      fi: 'http://localhost:8080',
      nb: 'http://localhost:8080',
    });
    expect(languageOrigins('https://shop.example', [{ domain: 'localhost', language: 'da', is_primary: 1 }], ['da']).get('da')).toBe(
      'https://shop.example',
    );
  });
});
