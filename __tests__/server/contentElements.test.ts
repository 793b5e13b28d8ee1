/**
 * The content calls beyond GetContentByUrl (docs/content-api.md) against the demo seed: GetElementById,
 * GetElementsByIds, GetElementsBySearch, Modal/GetModalRequest; members' content (403 / left out for anonymous
 * callers) and lookup templates on GetContentByUrl.
 */
import type { ContentResponse, Page } from '../../src/api/types';
import type { ElementsByIdsResponse, ElementsBySearchResponse, ModalContent } from '../../contract/content';
import { bearer, tokenForUsername } from './auth';
import { body, createTestApp, type TestApp } from './helpers';

let t: TestApp;
let customer: Record<string, string>;
let anonymous: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ seed: true, seedProducts: 20 });
  customer = bearer(await tokenForUsername(t.app, 'kunde@demo.dk'));
  const anon = await t.app.inject({ method: 'POST', url: '/api/User/GenerateNotLoggedInToken' });
  anonymous = bearer(body<{ token: string }>(anon).token);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const area = (languageCode = 'da') => ({ areaId: 'b2b', languageCode, currencyCode: 'DKK' });
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });
const byUrl = (url: string, language: string, lookupTemplate?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    url: '/api/Content/GetContentByUrl',
    query: {
      'Area.AreaId': 'b2b',
      'Area.LanguageCode': language,
      'Area.CurrencyCode': 'DKK',
      Url: url,
      ...(lookupTemplate ? { LookupTemplate: lookupTemplate } : {}),
    },
    headers,
  });

describe('POST /api/Content/GetElementById', () => {
  it('answers the element as a Page with its language versions', async () => {
    const res = await post('/api/Content/GetElementById', { area: area('en'), id: 'p-en-about' });
    expect(res.statusCode).toBe(200);
    const page = body<Page>(res);
    expect(page).toMatchObject({ id: 'p-en-about', type: 'page', title: 'About us', url: '/en/about-us', parentId: 'p-en-home' });
    expect(page.urls).toMatchObject({ da: '/om-os', en: '/en/about-us', sv: '/sv/om-oss', nb: '/nb/om-oss', fi: '/fi/tietoa-meista' });
    expect(page.content.length).toBeGreaterThan(0);
  });

  it.each([
    ['da', 'p-da-about', 'Om os'],
    ['sv', 'p-sv-about', 'Om oss'],
    ['fi', 'p-fi-about', 'Tietoa meistä'],
  ])('an id of another language answers the version in %s', async (language, id, title) => {
    const page = body<Page>(await post('/api/Content/GetElementById', { area: area(language), id: 'p-en-about' }));
    expect(page).toMatchObject({ id, title });
  });

  it('a sales person (a fragment, never at a URL of its own) has its contact data and no url', async () => {
    const page = body<Page>(await post('/api/Content/GetElementById', { area: area('nb'), id: 'p-da-sales-person-ingrid-berg' }));
    expect(page).toMatchObject({ id: 'p-nb-sales-person-ingrid-berg', type: 'salesPerson', title: 'Ingrid Berg', url: '', urls: {} });
    expect(page.properties).toMatchObject({ phone: '+47 22 40 30 20', email: 'ingrid.berg@nordlys-teknik.no', regions: ['Norge'] });
  });

  it('404 for an unknown id, an unknown area or language; 400 for a missing id or area field', async () => {
    expect((await post('/api/Content/GetElementById', { area: area(), id: 'p-da-nothing' })).statusCode).toBe(404);
    expect(body<{ message: string }>(await post('/api/Content/GetElementById', { area: area(), id: 'p-da-nothing' })).message).toBe(
      'Element not found',
    );
    expect((await post('/api/Content/GetElementById', { area: { areaId: 'nope', languageCode: 'da' }, id: 'p-da-about' })).statusCode).toBe(404);
    expect((await post('/api/Content/GetElementById', { area: area('de'), id: 'p-da-about' })).statusCode).toBe(404);
    expect((await post('/api/Content/GetElementById', { area: area() })).statusCode).toBe(400);
    const noLanguage = await post('/api/Content/GetElementById', { area: { areaId: 'b2b' }, id: 'p-da-about' });
    expect(noLanguage.statusCode).toBe(400);
    expect(body<{ message: string }>(noLanguage).message).toBe('area.languageCode must be defined');
    expect((await post('/api/Content/GetElementById', { area: area(), id: 'x'.repeat(101) })).statusCode).toBe(400);
  });

  it('the lookup template narrows the lookup; an unknown one is a 400', async () => {
    expect((await post('/api/Content/GetElementById', { area: area(), id: 'p-da-home', lookupTemplate: 'frontpage' })).statusCode).toBe(200);
    expect((await post('/api/Content/GetElementById', { area: area(), id: 'p-da-about', lookupTemplate: 'frontpage' })).statusCode).toBe(404);
    expect((await post('/api/Content/GetElementById', { area: area(), id: 'p-da-about', lookupTemplate: 'page' })).statusCode).toBe(200);
    const unknown = await post('/api/Content/GetElementById', { area: area(), id: 'p-da-about', lookupTemplate: 'everything' });
    expect(unknown.statusCode).toBe(400);
    expect(body<{ message: string }>(unknown).message).toMatch(/^LookupTemplate must be one of page, frontpage/);
  });

  it("members' content: 403 'Forbidden' without a login or with an anonymous token, 200 logged in", async () => {
    const ask = { area: area(), id: 'p-da-members' };
    for (const headers of [{}, anonymous]) {
      const res = await post('/api/Content/GetElementById', ask, headers);
      expect(res.statusCode).toBe(403);
      expect(body<{ message: string }>(res).message).toBe('Forbidden');
    }
    const res = await post('/api/Content/GetElementById', ask, customer);
    expect(res.statusCode).toBe(200);
    expect(body<Page>(res)).toMatchObject({ id: 'p-da-members', title: 'Kundefordele' });
  });
});

describe('POST /api/Content/GetElementsByIds', () => {
  it('answers the elements in the order asked, each once, and names the ids without one', async () => {
    const res = await post('/api/Content/GetElementsByIds', {
      area: area('en'),
      ids: ['p-en-offers', 'p-da-about', 'p-en-about', 'p-en-gone', 'p-en-delivery'],
    });
    expect(res.statusCode).toBe(200);
    const reply = body<ElementsByIdsResponse>(res);
    expect(reply.items.map((p) => p.id)).toEqual(['p-en-offers', 'p-en-about', 'p-en-delivery']);
    expect(reply.items.map((p) => p.title)).toEqual(['Offers', 'About us', 'Delivery and shipping']);
    expect(reply.notFound).toEqual(['p-en-gone']);
  });

  it("leaves members' content out for anonymous callers only", async () => {
    const ids = ['p-sv-members', 'p-sv-service'];
    const anon = body<ElementsByIdsResponse>(await post('/api/Content/GetElementsByIds', { area: area('sv'), ids }));
    expect(anon.items.map((p) => p.id)).toEqual(['p-sv-service']);
    expect(anon.notFound).toEqual(['p-sv-members']);
    const logged = body<ElementsByIdsResponse>(await post('/api/Content/GetElementsByIds', { area: area('sv'), ids }, customer));
    expect(logged.items.map((p) => p.id)).toEqual(['p-sv-members', 'p-sv-service']);
    expect(logged.notFound).toEqual([]);
  });

  it('is bounded: at most 100 ids; an empty list answers nothing', async () => {
    const many = Array.from({ length: 101 }, (_, i) => `p-da-x${i}`);
    expect((await post('/api/Content/GetElementsByIds', { area: area(), ids: many })).statusCode).toBe(400);
    expect(body<ElementsByIdsResponse>(await post('/api/Content/GetElementsByIds', { area: area(), ids: [] }))).toEqual({
      items: [],
      notFound: [],
    });
    expect((await post('/api/Content/GetElementsByIds', { area: area(), ids: 'p-da-about' })).statusCode).toBe(400);
  });
});

describe('POST /api/Content/GetElementsBySearch', () => {
  const search = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    post('/api/Content/GetElementsBySearch', payload, headers);

  it('the sales persons of the sales team page, in order, with totals', async () => {
    const res = await search({ area: area('en'), lookupTemplate: 'sales-persons', query: { type: 'salesPerson' } });
    expect(res.statusCode).toBe(200);
    const reply = body<ElementsBySearchResponse>(res);
    expect(reply.totalItems).toBe(5);
    expect(reply.items.map((p) => p.title)).toEqual(['Sofie Sælger', 'Mads Kristensen', 'Erik Lindqvist', 'Ingrid Berg', 'Aino Virtanen']);
    expect(reply.items[0]?.properties).toMatchObject({
      jobTitle: 'Key account manager',
      regions: ['Nationwide chain customers', 'Zealand and the islands'],
      imagePath: 'content/person-placeholder.svg',
    });
    expect(reply.items.every((p) => p.url === '')).toBe(true);
  });

  it('pages with skip and take; sorts by title on request', async () => {
    const first = body<ElementsBySearchResponse>(await search({ area: area('fi'), query: { type: 'salesPerson' }, take: 2, sort: 'title' }));
    const second = body<ElementsBySearchResponse>(
      await search({ area: area('fi'), query: { type: 'salesPerson' }, skip: 2, take: 2, sort: 'title' }),
    );
    expect(first).toMatchObject({ totalItems: 5, skip: 0, take: 2 });
    expect(first.items.map((p) => p.title)).toEqual(['Aino Virtanen', 'Erik Lindqvist']);
    expect(second.items.map((p) => p.title)).toEqual(['Ingrid Berg', 'Mads Kristensen']);
    const beyond = body<ElementsBySearchResponse>(await search({ area: area('fi'), query: { type: 'salesPerson' }, skip: 50 }));
    expect(beyond).toMatchObject({ items: [], totalItems: 5 });
  });

  it('children of a parent; an id of another language means its version in the language', async () => {
    const reply = body<ElementsBySearchResponse>(
      await search({ area: area('da'), query: { parentId: 'p-en-members' }, lookupTemplate: 'member' }, customer),
    );
    expect(reply.items.map((p) => p.id)).toEqual(['p-da-members-pricelist', 'p-da-members-projects']);
  });

  it("members' content is left out for anonymous callers, also as a parent", async () => {
    const anon = body<ElementsBySearchResponse>(await search({ area: area('da'), lookupTemplate: 'member' }));
    expect(anon).toMatchObject({ items: [], totalItems: 0 });
    const children = body<ElementsBySearchResponse>(await search({ area: area('da'), query: { parentId: 'p-da-members' } }, anonymous));
    expect(children).toMatchObject({ items: [], totalItems: 0 });
    const logged = body<ElementsBySearchResponse>(await search({ area: area('da'), lookupTemplate: 'member' }, customer));
    expect(logged.totalItems).toBe(3);
  });

  it('free text: every word, case-insensitive beyond ASCII, in the language', async () => {
    const reply = body<ElementsBySearchResponse>(await search({ area: area('da'), query: { text: 'SÆLGER sofie' } }));
    expect(reply.items.map((p) => p.id)).toEqual(['p-da-sales-person-sofie-saelger']);
    const levering = body<ElementsBySearchResponse>(await search({ area: area('da'), query: { text: 'levering', type: ['page'] } }));
    expect(levering.items.map((p) => p.id)).toContain('p-da-delivery');
    expect(levering.items.every((p) => p.type === 'page' && p.id.startsWith('p-da-'))).toBe(true);
  });

  it.each([
    [{ take: 0 }],
    [{ take: 101 }],
    [{ skip: -1 }],
    [{ skip: 10_001 }],
    [{ query: { text: 'x'.repeat(201) } }],
    [{ query: { type: Array.from({ length: 21 }, () => 'page') } }],
    [{ sort: 'random' }],
    [{ lookupTemplate: 'product-cart' }],
  ])('400 for out-of-bounds input %j', async (extra) => {
    const res = await search({ area: area(), ...extra });
    expect(res.statusCode).toBe(400);
    expect(body<{ message: string }>(res).message).toBeTruthy();
  });

  it('404 for an unknown language of the area', async () => {
    expect((await search({ area: area('de') })).statusCode).toBe(404);
  });
});

describe('POST /api/Modal/GetModalRequest', () => {
  it('modal content by key in each language', async () => {
    for (const [language, title] of [
      ['da', 'Handelsbetingelserne i korte træk'],
      ['en', 'Our terms in brief'],
      ['fi', 'Myyntiehdot lyhyesti'],
    ] as const) {
      const res = await post('/api/Modal/GetModalRequest', { area: area(language), key: 'terms-summary' });
      expect(res.statusCode).toBe(200);
      const modal = body<ModalContent>(res);
      expect(modal).toMatchObject({ id: `p-${language}-terms-summary`, key: 'terms-summary', title, url: null });
      expect(modal.content[0]?.type).toBe('textEditor');
    }
  });

  it("a page's content by id, with its url", async () => {
    const modal = body<ModalContent>(await post('/api/Modal/GetModalRequest', { area: area('en'), id: 'p-da-delivery' }));
    expect(modal).toMatchObject({ id: 'p-en-delivery', key: null, title: 'Delivery and shipping', url: '/en/delivery-and-shipping' });
    expect(modal.content.length).toBeGreaterThan(0);
  });

  it('400 without id and key or with both; 404 for an unknown key (a page group is not a modal key)', async () => {
    expect((await post('/api/Modal/GetModalRequest', { area: area() })).statusCode).toBe(400);
    expect((await post('/api/Modal/GetModalRequest', { area: area(), id: 'p-da-about', key: 'terms-summary' })).statusCode).toBe(400);
    const unknown = await post('/api/Modal/GetModalRequest', { area: area(), key: 'about' });
    expect(unknown.statusCode).toBe(404);
    expect(body<{ message: string }>(unknown).message).toBe('Modal content not found');
  });

  it("members' content: 403 anonymous, 200 logged in", async () => {
    expect((await post('/api/Modal/GetModalRequest', { area: area(), id: 'p-da-members-projects' })).statusCode).toBe(403);
    expect((await post('/api/Modal/GetModalRequest', { area: area(), id: 'p-da-members-projects' }, customer)).statusCode).toBe(200);
  });
});

describe('area languages (SPEC §3)', () => {
  it("names the sv entry 'Swedish'", async () => {
    const res = await t.app.inject({ url: '/api/Area/GetAreaById?AreaId=b2b&language=sv' });
    const languages = body<{ languages: { code: string; name: string; languageId: string }[] }>(res).languages;
    expect(languages.find((l) => l.code === 'sv')).toMatchObject({ name: 'Swedish', languageId: 'sv-SE' });
    expect(languages.find((l) => l.code === 'da')).toMatchObject({ name: 'Dansk' });
    expect(languages.find((l) => l.code === 'en')).toMatchObject({ name: 'English' });
  });
});

describe('GetContentByUrl: members’ pages and lookup templates', () => {
  it.each([
    ['/kundefordele', 'da'],
    ['/en/customer-benefits', 'en'],
    ['/fi/asiakasedut/oma-hinnasto', 'fi'],
  ])("%s: 403 'Forbidden' anonymous, 200 logged in", async (url, language) => {
    for (const headers of [{}, anonymous]) {
      const res = await byUrl(url, language, 'page', headers);
      expect(res.statusCode).toBe(403);
      expect(body<{ message: string }>(res).message).toBe('Forbidden');
    }
    const res = await byUrl(url, language, 'page', customer);
    expect(res.statusCode).toBe(200);
    expect(body<ContentResponse>(res).content?.url).toBe(url);
  });

  it("'frontpage' finds only the home page; 'page' (and none) finds every page", async () => {
    expect(body<ContentResponse>(await byUrl('/en', 'en', 'frontpage')).content?.type).toBe('frontpage');
    expect(body<ContentResponse>(await byUrl('/en/about-us', 'en', 'frontpage'))).toMatchObject({ statusCode: 404, content: null });
    expect(body<ContentResponse>(await byUrl('/en/about-us', 'en', 'page')).content?.id).toBe('p-en-about');
    expect(body<ContentResponse>(await byUrl('/en/sales-team', 'en')).content?.id).toBe('p-en-sales-persons');
    expect(body<ContentResponse>(await byUrl('/en/sales-team', 'en', 'sales-persons')).content?.id).toBe('p-en-sales-persons');
    expect((await byUrl('/en/sales-team', 'en', 'nonsense')).statusCode).toBe(400);
  });

  it('fragments are never served at a URL', async () => {
    expect(body<ContentResponse>(await byUrl('/en/__modal/terms-summary', 'en'))).toMatchObject({ statusCode: 404 });
    expect(body<ContentResponse>(await byUrl('/__sales-persons/sofie-saelger', 'da'))).toMatchObject({ statusCode: 404 });
  });
});
