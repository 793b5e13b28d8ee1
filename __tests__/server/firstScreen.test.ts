/**
 * The first screen in the served HTML (server/services/firstScreen.ts): the searches of a page's lists answered in
 * it exactly as the API answers them, the first screen's images preloaded, no searches or images for pages that do
 * not exist or members' content, and the page compressed as the browser accepts. (The start-up calls answered in
 * every page: __tests__/server/app.test.ts.)
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { serverAnswersScript } from '../../server/services/firstScreen';
import { answerKey, SERVER_ANSWERS_ID } from '../../common/serverAnswers';
import type { AreaSettings, ContentResponse, ProductSearchResponse } from '../../src/api/types';
import { productLeadImageUrl } from '../../common/content/leadImages';
import { PRIORITY_TILES, tileImageUrl } from '../../common/search/pageLists';
import { contentImageUrl } from '../../common/images';
import { body, createTestApp, type TestApp } from './helpers';

let t: TestApp;
let staticDir: string;
const html = '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>';
const host = 'shop.example';

beforeAll(async () => {
  staticDir = mkdtempSync(path.join(os.tmpdir(), 'shop-static-'));
  writeFileSync(path.join(staticDir, 'index.html'), html);
  t = await createTestApp({ seed: true, seedProducts: 120, env: { STATIC_DIR: staticDir } });
});
afterAll(async () => {
  await t.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const page = (url: string) => t.app.inject({ url, headers: { host } });

/** The answers block of a served page ({} when there is none). */
function allAnswersOf(document: string): Record<string, unknown> {
  const match = new RegExp(`<script type="application/json" id="${SERVER_ANSWERS_ID}">(.*?)</script>`, 's').exec(document);
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : {};
}

/** The answered searches of a served page (the start-up calls' GET answers: __tests__/server/app.test.ts). */
function answersOf(document: string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(allAnswersOf(document)).filter(([key]) => key.startsWith('POST ')));
}

const imagePreloads = (document: string) =>
  [...document.matchAll(/<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

/** Sends an answered call to the API as the storefront would and returns its answer. */
async function callOf(key: string): Promise<unknown> {
  const [method, url, ...json] = key.split(' ');
  expect(method).toBe('POST');
  const res = await t.app.inject({ method: 'POST', url: url!, payload: JSON.parse(json.join(' ')) as Record<string, unknown> });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function firstCategoryUrl(): Promise<string> {
  const area = body<AreaSettings>(await t.app.inject({ url: `/api/Area/GetAreaByDomain?Domain=${host}&Language=en` }));
  const top = area.menus.categories[0]!;
  return top.children[0]?.url ?? top.url;
}

describe('the first screen answered in the served HTML', () => {
  it("answers a category page's product search exactly as the API does, and preloads its first tiles' images", async () => {
    const url = await firstCategoryUrl();
    const res = await page(url);
    expect(res.statusCode).toBe(200);
    const answers = answersOf(res.body);
    const keys = Object.keys(answers);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^POST \/api\/Product\/GetProductsBySearch \{/);
    const answer = answers[keys[0]!] as ProductSearchResponse;
    expect(answer.items.length).toBeGreaterThan(0);
    expect(answer).toEqual(await callOf(keys[0]!));
    // The answered request is the one the storefront builds (the same key function on both sides).
    const request = JSON.parse(keys[0]!.slice(keys[0]!.indexOf('{'))) as { area: { languageCode: string }; skip: number };
    expect(keys[0]).toBe(answerKey('POST', '/api/Product/GetProductsBySearch', request));
    expect(request.area.languageCode).toBe('en');
    expect(request.skip).toBe(0);

    const images = imagePreloads(res.body);
    const tiles = [...new Set(answer.items.slice(0, PRIORITY_TILES).map(({ item }) => tileImageUrl(item, '')).filter(Boolean))];
    expect(images).toEqual(expect.arrayContaining(tiles));
    expect(res.body.indexOf('rel="preload" as="image"')).toBeLessThan(res.body.indexOf('</head>'));
    for (const src of images) expect((await t.app.inject({ url: src })).statusCode).toBe(200);
  });

  it("follows the URL's list state: page, sorting and facets", async () => {
    const url = await firstCategoryUrl();
    const plain = Object.keys(answersOf((await page(url)).body))[0]!;
    const paged = Object.keys(answersOf((await page(`${url}?p=2`)).body))[0]!;
    expect(paged).not.toBe(plain);
    expect(JSON.parse(paged.slice(paged.indexOf('{'))).skip).toBeGreaterThan(0);
  });

  it("answers the search screen's list with the free text", async () => {
    const res = await page('/en/search?q=screw');
    const keys = Object.keys(answersOf(res.body));
    expect(keys).toHaveLength(1);
    expect(JSON.parse(keys[0]!.slice(keys[0]!.indexOf('{'))).search.freeText).toBe('screw');
    expect(answersOf(res.body)[keys[0]!]).toEqual(await callOf(keys[0]!));
  });

  it("preloads the home page's banner and first card, and answers its teaser list without preloading its tiles", async () => {
    const res = await page('/en');
    const content = body<ContentResponse>(
      await t.app.inject({
        url: '/api/Content/GetContentByUrl?Area.AreaId=b2b&Area.LanguageCode=en&Area.CurrencyCode=DKK&Url=%2Fen&LookupTemplate=frontpage',
      }),
    );
    // The page's first banner and first top-level card, in page order (its blocks, walked here on their own).
    const found: { type: string; parameters: Record<string, unknown> }[] = [];
    const walk = (list: unknown) => {
      for (const block of (Array.isArray(list) ? list : []) as { type: string; parameters?: Record<string, unknown>; children?: unknown }[]) {
        if (block.type === 'banner' || (block.type === 'card' && block.parameters?.level === 2)) found.push({ type: block.type, parameters: block.parameters ?? {} });
        walk(block.children);
      }
    };
    walk(content.content?.content);
    const banner = found.find((b) => b.type === 'banner')!;
    const card = found.find((b) => b.type === 'card')!;
    expect(imagePreloads(res.body)).toEqual([
      contentImageUrl(banner.parameters.imagePath as string, { size: 'lg' }),
      contentImageUrl(card.parameters.imagePath as string, { size: 'md' }),
    ]);
    const keys = Object.keys(answersOf(res.body));
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(answersOf(res.body)[key]).toEqual(await callOf(key));
  });

  it("preloads a product page's main image first", async () => {
    const found = body<ProductSearchResponse>(
      await t.app.inject({
        method: 'POST',
        url: '/api/Product/GetProductsBySearch',
        payload: { area: { areaId: 'b2b', currencyCode: 'DKK', languageCode: 'en' }, facets: [], skip: 0, take: 1, search: { freeText: 'screw' }, sorting: [] },
      }),
    );
    const url = found.items[0]!.item.url;
    const res = await page(url);
    expect(res.statusCode).toBe(200);
    const content = Object.entries(allAnswersOf(res.body)).find(([key]) => key.startsWith('GET /api/Content/GetContentByUrl'))?.[1] as ContentResponse;
    expect(content.contentType).toBe('product');
    const main = productLeadImageUrl(content.product);
    expect(main).not.toBe('');
    expect(imagePreloads(res.body)[0]).toBe(main);
    expect((await t.app.inject({ url: main })).statusCode).toBe(200);
  });

  it('answers only the start-up calls of an unknown page or a screen without lists', async () => {
    const unknown = await page('/en/nope-not-here');
    expect(unknown.statusCode).toBe(404);
    expect(answersOf(unknown.body)).toEqual({});
    expect(Object.keys(allAnswersOf(unknown.body)).length).toBeGreaterThanOrEqual(3);
    expect(imagePreloads(unknown.body)).toEqual([]);
    const cart = await page('/en/cart');
    expect(answersOf(cart.body)).toEqual({});
    expect(Object.keys(allAnswersOf(cart.body)).every((key) => key.startsWith('GET /api/'))).toBe(true);
    expect(imagePreloads(cart.body)).toEqual([]);
  });

  it('writes the answers so that no text in them can end their script early', () => {
    const script = serverAnswersScript({ key: { name: '</script><script>alert(1)</script><!--' } });
    expect(script.slice(0, -'</script>'.length)).not.toMatch(/<\/|<!--/);
    const json = /<script type="application\/json" id="server-answers">(.*)<\/script>$/s.exec(script)![1]!;
    expect(JSON.parse(json)).toEqual({ key: { name: '</script><script>alert(1)</script><!--' } });
  });

  it('compresses the page as the browser accepts: gzip (brotli when it accepts only that), or not at all', async () => {
    const url = await firstCategoryUrl();
    const plain = await page(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    // A page from the answer cache is gzip compressed once, around the gap of each answer's own nonce (server/services/
    // answerCache.ts): a browser that takes both gets gzip.
    const both = await t.app.inject({ url, headers: { host, 'accept-encoding': 'gzip, deflate, br' } });
    expect(both.headers['content-encoding']).toBe('gzip');
    const br = await t.app.inject({ url, headers: { host, 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    // The same page but for its style nonce, which is new in every answer.
    const sameBut = (html: string) => html.replace(/ nonce="[0-9a-f]+"/, ' nonce="…"');
    expect(sameBut(brotliDecompressSync(br.rawPayload).toString('utf8'))).toBe(sameBut(plain.body));
    const gz = await t.app.inject({ url, headers: { host, 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(sameBut(gunzipSync(gz.rawPayload).toString('utf8'))).toBe(sameBut(plain.body));
  });
});

describe("a shop whose area is not the usual 'b2b' (one made by an areaSettings document)", () => {
  it("answers its own area's translations in the page, not those of 'b2b'", async () => {
    const own = 'own.example';
    const db = t.app.db;
    const b2b = await db.selectFrom('areas').selectAll().where('id', '=', 'b2b').executeTakeFirstOrThrow();
    await db.insertInto('areas').values({ ...b2b, id: 'shop' }).execute();
    const languages = await db.selectFrom('languages').selectAll().where('area_id', '=', 'b2b').execute();
    await db.insertInto('languages').values(languages.map((l) => ({ ...l, area_id: 'shop' }))).execute();
    await db.insertInto('area_domains').values({ area_id: 'shop', domain: own, language: 'en', is_primary: 1 }).execute();
    await db.insertInto('site_configs').values({ ...(await db.selectFrom('site_configs').selectAll().executeTakeFirstOrThrow()), hostname: own, area_id: 'shop' }).execute();
    await db.insertInto('translations').values({ area_id: 'shop', language: 'en', key: 'own.greeting', value: 'Welcome to our own shop' }).execute();

    const served = await t.app.inject({ url: '/en/cart', headers: { host: own } });
    const keys = Object.keys(allAnswersOf(served.body)).filter((key) => key.includes('/api/Content/GetTranslationsByAreaId'));
    expect(keys).toEqual(['GET /api/Content/GetTranslationsByAreaId?AreaId=shop&LanguageCode=en']);
    expect(JSON.stringify(allAnswersOf(served.body)[keys[0]!])).toContain('Welcome to our own shop');
    // The usual area's page still carries the usual answer.
    const usual = Object.keys(allAnswersOf((await page('/en/cart')).body)).filter((key) => key.includes('GetTranslationsByAreaId'));
    expect(usual).toEqual(['GET /api/Content/GetTranslationsByAreaId?AreaId=b2b&LanguageCode=en']);
  });
});
