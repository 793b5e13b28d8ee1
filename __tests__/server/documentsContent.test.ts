/**
 * Issue 18, the content documents (page, menu, translations, areaSettings, form): each valid, invalid (rejected with
 * its path, nothing stored) and unchanged on a second send — also when what is sent back is what GetBySearch read;
 * a change is what the storefront calls answer on their next read, on this instance and on a second one over the
 * same database (within CACHE_SYNC_INTERVAL_MS); Test/InvalidateByDocument.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { InvalidateByDocumentResponse } from '../../contract/backofficeDebug';
import type { DocumentSearchResponse, DocumentUpdateResponse } from '../../contract/documents';
import type { SyncedCache } from '../../server/services/cacheSync';
import { FORM_SEEDS } from '../../server/seed/forms';
import { createIntegrationKey } from '../../server/services/backoffice/integrationKeys';
import { bearer, tokenFor } from './auth';
import { body, createTestApp, type TestApp } from './helpers';

const SYNC_MS = 100;
let a: TestApp;
let b: TestApp;
let write: string;
let read: string;

beforeAll(async () => {
  a = await createTestApp({ env: { CACHE_SYNC_INTERVAL_MS: String(SYNC_MS), TEST_API: 'true' } });
  b = await createTestApp({ sameDataAs: a, env: { CACHE_SYNC_INTERVAL_MS: String(SYNC_MS) } });
  write = (await createIntegrationKey(a.db, { name: 'PIM', scopes: ['documents:write'], createdBy: 'test' })).key;
  read = (await createIntegrationKey(a.db, { name: 'reader', scopes: ['documents:read'], createdBy: 'test' })).key;
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const update = async (...documents: unknown[]) => {
  const res = await a.app.inject({ method: 'POST', url: '/backoffice/api/Document/Update', headers: bearer(write), payload: { documents } });
  expect(res.statusCode).toBe(200);
  return body<DocumentUpdateResponse>(res);
};
const outcomes = async (...documents: unknown[]) => (await update(...documents)).results.map((r) => r.outcome);
const found = async (type: string, keyPrefix: string) => {
  const res = await a.app.inject({ method: 'POST', url: '/backoffice/api/Document/GetBySearch', headers: bearer(read), payload: { type, keyPrefix } });
  expect(res.statusCode).toBe(200);
  return body<DocumentSearchResponse>(res).documents;
};
/** The problems' paths of one rejected document. */
const rejectedPaths = async (doc: unknown) => {
  const result = await update(doc);
  expect(result.results[0]!.outcome).toBe('rejected');
  return result.results[0]!.problems!.map((p) => p.path);
};
const content = async (t: TestApp, url: string) =>
  body<{ statusCode: number; content: { title: string; content: { type: string }[] } | null }>(
    await t.app.inject({
      url: '/api/Content/GetContentByUrl',
      query: { 'Area.AreaId': 'b2b', 'Area.LanguageCode': 'da', 'Area.CurrencyCode': 'DKK', Url: url },
    }),
  );
const area = async (t: TestApp, headers: Record<string, string> = {}) =>
  body<{ area: { name: string }; menus: Record<string, { id: string; name: string; children: { id: string }[] }[]> }>(
    await t.app.inject({ url: '/api/Area/GetAreaById?AreaId=b2b&language=da', headers }),
  );
const translations = async (t: TestApp) =>
  body<Record<string, string>>(await t.app.inject({ url: '/api/Content/GetTranslationsByAreaId?AreaId=b2b&LanguageCode=da' }));

/** Polls `read` until it gives `expected` or 1 s passes. */
async function eventually<T>(readValue: () => Promise<T>, expected: T): Promise<void> {
  const started = Date.now();
  for (;;) {
    const value = await readValue();
    if (isDeepStrictEqual(value, expected)) return;
    if (Date.now() - started > SYNC_MS * 10) {
      expect(value).toEqual(expected);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const NEWS = {
  areaId: 'b2b',
  language: 'da',
  parentId: 'home-da',
  type: 'page',
  title: 'Nyheder',
  url: '/nyheder/',
  content: [{ id: 'b1', type: 'RichText', parameters: { text: '<p>Første nyhed</p>' } }],
};

describe('page', () => {
  it('is created, unchanged on a second send, and what GetContentByUrl answers on both instances', async () => {
    expect((await content(b, '/nyheder')).statusCode).toBe(404);
    expect(await outcomes({ type: 'page', key: 'news-da', data: NEWS })).toEqual(['created']);
    expect(await outcomes({ type: 'page', key: 'news-da', data: NEWS })).toEqual(['unchanged']);
    for (const t of [a, b]) expect((await content(t, '/nyheder')).content?.title).toBe('Nyheder');

    const changed = { ...NEWS, title: 'Nyt fra os', content: [{ id: 'b2', type: 'RichText', parameters: { text: '<p>Anden</p>' } }] };
    expect(await outcomes({ type: 'page', key: 'news-da', data: changed })).toEqual(['updated']);
    for (const t of [a, b]) {
      const page = await content(t, '/nyheder');
      expect(page.content?.title).toBe('Nyt fra os');
      expect(JSON.stringify(page.content?.content)).toContain('Anden');
    }
  });

  it('round-trips: a page read by GetBySearch and sent back is unchanged', async () => {
    const [doc] = await found('page', 'about-da');
    expect(doc!.data).toMatchObject({ areaId: 'b2b', language: 'da', url: '/om-os', parentId: 'home-da' });
    expect(await outcomes({ type: 'page', key: 'about-da', data: doc!.data })).toEqual(['unchanged']);
  });

  it('rejects bad pages with their paths and stores nothing', async () => {
    const BAD = { ...NEWS, url: '/not-yet' };
    expect(await rejectedPaths({ type: 'page', key: 'bad-1', data: { ...NEWS, url: 'no-slash' } })).toEqual(['/data/url']);
    expect(await rejectedPaths({ type: 'page', key: 'bad-2', data: { ...BAD, areaId: 'nope' } })).toEqual(['/data/areaId']);
    expect(await rejectedPaths({ type: 'page', key: 'bad-3', data: { ...BAD, language: 'xx' } })).toEqual(['/data/language']);
    expect(await rejectedPaths({ type: 'page', key: 'bad-4', data: { ...BAD, parentId: 'home-en' } })).toEqual(['/data/parentId']);
    expect(await rejectedPaths({ type: 'page', key: 'bad-5', data: { ...NEWS, url: '/om-os' } })).toEqual(['/data/url']);
    expect(await rejectedPaths({ type: 'page', key: 'bad 6', data: BAD })).toEqual(['/key']);
    expect(await rejectedPaths({ type: 'page', key: 'bad-7', data: { ...BAD, title: '' } })).toEqual(['/data/title']);
    expect(await rejectedPaths({ type: 'page', key: 'bad-8', data: { ...BAD, content: [{ type: 'RichText' }] } })).toContain('/data/content/0/id');
    const rows = await a.db.selectFrom('pages').select('id').where('id', 'like', 'bad%').execute();
    expect(rows).toEqual([]);
  });
});

describe('menu', () => {
  const MENU = {
    items: [
      { id: 'm-service', name: 'Service', url: '/service', sort: 1 },
      { id: 'm-returns', parentId: 'm-service', name: 'Returnering', url: '/service/retur', sort: 1 },
      { id: 'm-blog', name: 'Blog', url: '', externalLink: 'https://blog.example.com', sort: 2 },
    ],
  };
  it('replaces a menu; the area data shows it on both instances, logged in or not; unchanged on a second send', async () => {
    const before = await area(b);
    // The fixtures have a secondary menu already: it is replaced.
    expect(await outcomes({ type: 'menu', key: 'b2b:da:secondary', data: MENU })).toEqual(['updated']);
    expect(await outcomes({ type: 'menu', key: 'b2b:da:secondary', data: { items: [...MENU.items].reverse() } })).toEqual(['unchanged']);
    const expected = ['m-service', 'm-blog'];
    expect(before.menus.secondary?.map((m) => m.id)).not.toEqual(expected);
    for (const t of [a, b]) await eventually(async () => (await area(t)).menus.secondary?.map((m) => m.id), expected);
    expect((await area(b)).menus.secondary?.[0]?.children.map((c) => c.id)).toEqual(['m-returns']);
  });

  it('round-trips an existing menu and rejects bad ones', async () => {
    const [doc] = await found('menu', 'b2b:da:primary');
    if (doc) expect(await outcomes({ type: 'menu', key: doc.key, data: doc.data })).toEqual(['unchanged']);
    expect(await rejectedPaths({ type: 'menu', key: 'b2b:da:footer', data: MENU })).toEqual(['/key']);
    expect(await rejectedPaths({ type: 'menu', key: 'b2b:xx:primary', data: MENU })).toEqual(['/key']);
    expect(await rejectedPaths({ type: 'menu', key: 'b2b:en:secondary', data: { items: [{ id: 'x1', parentId: 'x9', name: 'X', url: '/x' }] } })).toEqual([
      '/data/items/0/parentId',
    ]);
    // An item id of another menu cannot be taken over.
    expect(await rejectedPaths({ type: 'menu', key: 'b2b:en:secondary', data: { items: [{ id: 'm-blog', name: 'X', url: '/x' }] } })).toEqual([
      '/data/items/0/id',
    ]);
    expect(await rejectedPaths({ type: 'menu', key: 'b2b:en:secondary', data: { items: [] } })).toEqual(['/data/items']);
  });
});

describe('translations', () => {
  it('replaces the texts of a language; GetTranslations answers them on both instances; unchanged on a second send', async () => {
    expect((await translations(b))['cart.title']).toBe('Kurv');
    const texts = { 'cart.title': 'Indkøbskurv', 'spec.material': 'Materiale', 'new.key': 'Ny' };
    expect(await outcomes({ type: 'translations', key: 'b2b:da', data: { texts } })).toEqual(['updated']);
    expect(await outcomes({ type: 'translations', key: 'b2b:da', data: { texts } })).toEqual(['unchanged']);
    for (const t of [a, b]) await eventually(() => translations(t), texts);
  });

  it('round-trips and rejects bad keys and empty texts', async () => {
    const [doc] = await found('translations', 'b2b:en');
    expect(doc!.data).toEqual({ texts: { 'cart.title': 'Cart', 'spec.material': 'Material' } });
    expect(await outcomes({ type: 'translations', key: 'b2b:en', data: doc!.data })).toEqual(['unchanged']);
    expect(await rejectedPaths({ type: 'translations', key: 'b2b:xx', data: { texts: { a: 'b' } } })).toEqual(['/key']);
    expect(await rejectedPaths({ type: 'translations', key: 'b2b', data: { texts: { a: 'b' } } })).toEqual(['/key']);
    expect(await rejectedPaths({ type: 'translations', key: 'b2b:nb', data: { texts: {} } })).toEqual(['/data/texts']);
    expect(await rejectedPaths({ type: 'translations', key: 'b2b:nb', data: { texts: { a: 1 } } })).toEqual(['/data/texts/a']);
  });
});

describe('areaSettings', () => {
  it('round-trips the area as it is, then changes it on both instances (logged in and anonymous)', async () => {
    const [doc] = await found('areaSettings', 'b2b');
    expect(await outcomes({ type: 'areaSettings', key: 'b2b', data: doc!.data })).toEqual(['unchanged']);
    await area(b);
    const data = { ...(doc!.data as object), name: 'Nordlys Engros' };
    expect(await outcomes({ type: 'areaSettings', key: 'b2b', data })).toEqual(['updated']);
    const customer = bearer(await tokenFor(b.app, 'u-customer'));
    for (const t of [a, b]) await eventually(async () => (await area(t)).area.name, 'Nordlys Engros');
    await eventually(async () => (await area(b, customer)).area.name, 'Nordlys Engros');
  });

  it('rejects unknown areas and languages; never deletes an area', async () => {
    const ok = { name: 'X', currencyCode: 'DKK', defaultLanguage: 'da' };
    expect(await rejectedPaths({ type: 'areaSettings', key: 'nope', data: ok })).toEqual(['/key']);
    expect(await rejectedPaths({ type: 'areaSettings', key: 'b2b', data: { ...ok, defaultLanguage: 'xx' } })).toEqual(['/data/defaultLanguage']);
    expect(await rejectedPaths({ type: 'areaSettings', key: 'b2b', data: { ...ok, currencyCode: 'dkk' } })).toEqual(['/data/currencyCode']);
    const res = await a.app.inject({
      method: 'POST',
      url: '/backoffice/api/Document/DeleteByKey',
      headers: bearer(write),
      payload: { type: 'areaSettings', keys: ['b2b'] },
    });
    expect(body<{ results: { outcome: string }[] }>(res).results[0]!.outcome).toBe('refused');
  });
});

describe('form', () => {
  const contact = FORM_SEEDS[0]!;
  it('stores a checked definition; unchanged on a second send; GetBySearch reads it back', async () => {
    const doc = { type: 'form', key: 'b2b:contact', data: { recipient: contact.recipient, definition: contact.definition } };
    expect(await outcomes(doc)).toEqual(['created']);
    expect(await outcomes(doc)).toEqual(['unchanged']);
    const [back] = await found('form', 'b2b:contact');
    expect(await outcomes({ ...doc, data: back!.data })).toEqual(['unchanged']);
  });

  it('rejects a definition the shop would not take, a bad recipient and an unknown area', async () => {
    const select = { ...contact.definition, steps: [{ title: { da: 'Trin' }, fields: [{ name: 'pick', type: 'select', label: { da: 'Vælg' } }] }] };
    expect(await rejectedPaths({ type: 'form', key: 'b2b:bad', data: { recipient: 'x@example.dk', definition: select } })).toEqual(['/data/definition']);
    expect(await rejectedPaths({ type: 'form', key: 'b2b:bad', data: { recipient: 'nobody', definition: contact.definition } })).toEqual([
      '/data/recipient',
    ]);
    expect(await rejectedPaths({ type: 'form', key: 'nope:bad', data: { recipient: 'x@example.dk', definition: contact.definition } })).toEqual(['/key']);
    expect(await a.db.selectFrom('forms').select('form_key').where('form_key', '=', 'bad').execute()).toEqual([]);
  });
});

describe('Test/InvalidateByDocument', () => {
  const call = (t: TestApp, query: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/Test/InvalidateByDocument', query });

  it('invalidates what one document feeds, on every instance', async () => {
    await (b.app.cache as SyncedCache).sync();
    const cached = await translations(b);
    await a.db.updateTable('translations').set({ value: 'Direkte' }).where('key', '=', 'new.key').where('language', '=', 'da').execute();
    expect(await translations(b)).toEqual(cached);
    const res = await call(a, { areaId: 'b2b', type: 'translations', id: 'b2b:da' });
    expect(res.statusCode).toBe(200);
    expect(body<InvalidateByDocumentResponse>(res)).toEqual({ type: 'translations', keys: ['b2b:da'], invalidated: ['translations'] });
    await eventually(async () => (await translations(b))['new.key'], 'Direkte');
  });

  it('without an id the whole type; a page feeds page status, sitemaps and area data', async () => {
    const res = await call(a, { type: 'page' });
    expect(body<InvalidateByDocumentResponse>(res).invalidated.sort()).toEqual(['area', 'pageStatus', 'sitemap']);
    const menu = await call(a, { type: 'menu', id: 'b2b:da:primary' });
    expect(body<InvalidateByDocumentResponse>(menu).invalidated).toEqual(['area']);
  });

  it('400 for a type without documents or none; 404 without TEST_API', async () => {
    expect((await call(a, { type: 'gadget' })).statusCode).toBe(400);
    expect((await call(a, {})).statusCode).toBe(400);
    expect((await call(b, { type: 'page' })).statusCode).toBe(404);
  });
});

describe('docs/documents-content.md', () => {
  it('every sample document in it is taken', async () => {
    const text = readFileSync(path.join(__dirname, '../../docs/documents-content.md'), 'utf8');
    const samples = [...text.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => JSON.parse(m[1]!) as { type: string });
    expect(samples.map((s) => s.type).sort()).toEqual(['areaSettings', 'areaSettings', 'form', 'menu', 'page', 'translations']);
    const result = await update(...samples);
    expect(result.results.filter((r) => r.outcome === 'rejected')).toEqual([]);
  });
});
