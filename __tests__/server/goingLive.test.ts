/**
 * Issue 18, going live (docs/going-live.md): from an EMPTY database (no seed, no fixtures) to a running shop, only
 * through POST /backoffice/api/Document/Update with an integration key: the areaSettings document creates the area
 * with its languages, currencies and domains (docs/samples/area.ndjson), then the catalogue
 * (docs/samples/catalogue.ndjson), a category page, prices, a price group, a customer and a buyer. The storefront's
 * start-up calls then answer: site configuration and area by domain, the frontpage, the product in search with the
 * buyer's price, the product page; the buyer chooses a password through the welcome mail's link and logs in. With the
 * area's shipping and invoice payment method (docs/samples/commerce.ndjson) the buyer checks out: the checkout lists
 * them, and CreateOrderByCartId places the order.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DocumentSearchResponse, DocumentUpdateResponse } from '../../contract/documents';
import type { AreaSettings, SiteConfiguration } from '../../contract/area';
import type { ContentResponse } from '../../contract/content';
import type { ProductSearchResponse } from '../../contract/products';
import type { PriceResponse } from '../../contract/prices';
import { createIntegrationKey } from '../../server/services/backoffice/integrationKeys';
import type { GetShippingMethodsResponse } from '../../contract/shipping';
import type { GetPaymentMethodsResponse } from '../../contract/payment';
import { bearer } from './auth';
import { cart, post } from './commerceFixtures';
import { body, createTestApp, type TestApp } from './helpers';

let t: TestApp;
let write: string;
let read: string;

const HOST = 'shop.example.com';
const AREA = { areaId: 'shop', languageCode: 'da', currencyCode: 'DKK' };
const PASSWORD = 'Hammer-og-s0m-2026';

const sample = (name: string): unknown[] =>
  readFileSync(path.join(__dirname, '../../docs/samples', name), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as unknown);

const update = async (...documents: unknown[]): Promise<DocumentUpdateResponse> => {
  const res = await t.app.inject({ method: 'POST', url: '/backoffice/api/Document/Update', headers: bearer(write), payload: { documents } });
  expect(res.statusCode).toBe(200);
  return body<DocumentUpdateResponse>(res);
};
const accepted = async (...documents: unknown[]): Promise<string[]> => {
  const result = await update(...documents);
  expect(result.results.filter((r) => r.outcome === 'rejected')).toEqual([]);
  return result.results.map((r) => r.outcome);
};
const rejectedPaths = async (doc: unknown): Promise<string[]> => {
  const [result] = (await update(doc)).results;
  expect(result!.outcome).toBe('rejected');
  return (result!.problems ?? []).map((p) => p.path);
};
const fetchDoc = async (type: string, key: string): Promise<unknown> => {
  const res = await t.app.inject({ method: 'POST', url: '/backoffice/api/Document/GetBySearch', headers: bearer(read), payload: { type, keyPrefix: key } });
  expect(res.statusCode).toBe(200);
  return body<DocumentSearchResponse>(res).documents.find((d) => d.key === key)?.data ?? null;
};

/** A sample file as `import` sends it: a call per run of one type (what a document refers to is stored first). */
const load = async (name: string): Promise<string[]> => {
  const outcomes: string[] = [];
  let run: { type: string }[] = [];
  for (const doc of [...(sample(name) as { type: string }[]), { type: '' }]) {
    if (run.length > 0 && run[0]!.type !== doc.type) {
      outcomes.push(...(await accepted(...run)));
      run = [];
    }
    run.push(doc);
  }
  return outcomes;
};

const areaDoc = sample('area.ndjson')[0] as { type: string; key: string; data: Record<string, unknown> };

beforeAll(async () => {
  t = await createTestApp({ fixtures: false });
  write = (await createIntegrationKey(t.db, { name: 'ERP', scopes: ['documents:write'], createdBy: 'test' })).key;
  read = (await createIntegrationKey(t.db, { name: 'reader', scopes: ['documents:read'], createdBy: 'test' })).key;
});
afterAll(async () => {
  await t.close();
});

describe('an empty database', () => {
  it('has no area; a page naming one is rejected, and so is an area without its languages, currencies and domains', async () => {
    expect(await t.db.selectFrom('areas').select('id').execute()).toEqual([]);
    const res = await t.app.inject({ url: `/api/Area/GetAreaByDomain?Domain=${HOST}&Language=da` });
    expect(res.statusCode).toBe(404);
    expect(await rejectedPaths({ type: 'page', key: 'x-da', data: { areaId: 'shop', language: 'da', type: 'page', title: 'X', url: '/x' } })).toContain('/data/areaId');
    const { languages: _l, currencies: _c, domains: _d, ...bare } = areaDoc.data;
    expect(await rejectedPaths({ ...areaDoc, data: bare })).toEqual(['/key']);
  });

  it('rejects an area whose lists disagree, with the paths', async () => {
    const d = areaDoc.data as { languages: unknown[]; domains: { domain: string; language: string; primary?: boolean }[] };
    const doc = (data: Record<string, unknown>) => ({ ...areaDoc, data: { ...areaDoc.data, ...data } });
    expect(await rejectedPaths(doc({ defaultLanguage: 'sv' }))).toEqual(['/data/defaultLanguage']);
    expect(await rejectedPaths(doc({ currencyCode: 'SEK' }))).toEqual(['/data/currencyCode']);
    expect(await rejectedPaths(doc({ languages: [d.languages[0], d.languages[0]] }))).toEqual(['/data/languages/1/code', '/data/domains/1/language']);
    expect(await rejectedPaths(doc({ domains: [...d.domains, { domain: 'www.example.com', language: 'da', primary: true }] }))).toEqual([
      '/data/domains/2/primary',
    ]);
    expect(await rejectedPaths(doc({ domains: [{ domain: 'Shop.Example.com', language: 'da' }] }))).toEqual(['/data/domains/0/domain']);
    expect(await t.db.selectFrom('areas').select('id').execute()).toEqual([]);
  });
});

describe('loading a shop through Document/Update', () => {
  it('creates the area from docs/samples/area.ndjson; the round trip is unchanged; a list left out stays', async () => {
    const outcomes = await load('area.ndjson');
    expect(outcomes.every((o) => o === 'created')).toBe(true);
    const stored = await fetchDoc('areaSettings', 'shop');
    expect(await accepted({ type: 'areaSettings', key: 'shop', data: stored })).toEqual(['unchanged']);
    const { languages: _l, currencies: _c, domains: _d, ...rest } = stored as Record<string, unknown>;
    expect(await accepted({ type: 'areaSettings', key: 'shop', data: { ...rest, currencyCode: 'EUR' } })).toEqual(['updated']);
    expect(await fetchDoc('areaSettings', 'shop')).toEqual({ ...(stored as object), currencyCode: 'EUR' });
    expect(await accepted({ type: 'areaSettings', key: 'shop', data: stored })).toEqual(['updated']);
    // A host name and language another area serves already.
    expect(await rejectedPaths({ ...areaDoc, key: 'other' })).toEqual(['/data/domains/0/domain', '/data/domains/1/domain']);
    // English has its frontpage and texts: it stays until they are deleted.
    const daOnly = stored as { languages: { code: string }[]; domains: { language: string }[] };
    const withoutEnglish = {
      ...daOnly,
      languages: daOnly.languages.filter((l) => l.code === 'da'),
      domains: daOnly.domains.filter((d) => d.language === 'da'),
    };
    expect(await rejectedPaths({ type: 'areaSettings', key: 'shop', data: withoutEnglish })).toEqual(['/data/languages']);
    const del = await t.app.inject({
      method: 'POST',
      url: '/backoffice/api/Document/DeleteByKey',
      headers: bearer(write),
      payload: { type: 'areaSettings', keys: ['shop'] },
    });
    expect(body<{ results: { outcome: string }[] }>(del).results[0]!.outcome).toBe('refused');
  });

  it('loads the catalogue sample, a category page, prices, a price group, a customer and a buyer', async () => {
    expect(await load('catalogue.ndjson')).toEqual(['created', 'created', 'created', 'created', 'created']);
    await accepted(
      { type: 'page', key: 'cat-hammers-da', data: { areaId: 'shop', language: 'da', groupId: 'cat-hammers', type: 'category', template: 'product-list', title: 'Hamre', url: '/hamre', properties: { categoryId: 'HAMMERS' } } },
      { type: 'page', key: 'cat-hammers-en', data: { areaId: 'shop', language: 'en', groupId: 'cat-hammers', type: 'category', template: 'product-list', title: 'Hammers', url: '/en/hammers', properties: { categoryId: 'HAMMERS' } } },
      { type: 'priceList', key: 'ZH-500', data: { prices: [{ currency: 'DKK', unit: 'STK', price: 14900 }, { currency: 'EUR', unit: 'STK', price: 1999 }] } },
      { type: 'priceList', key: 'ZH-800', data: { prices: [{ currency: 'DKK', unit: 'STK', price: 19900 }] } },
      { type: 'priceGroup', key: 'STD', data: { name: 'Standard', discounts: [{ percent: 10 }] } },
    );
    await accepted({
      type: 'customer',
      key: '10001',
      data: {
        name: 'Nørre El-Service ApS',
        currency: 'DKK',
        areaId: 'shop',
        priceGroup: 'STD',
        billingAddress: { company: 'Nørre El-Service ApS', address1: 'Industrivej 12', zip: '8600', city: 'Silkeborg', country: 'DK' },
      },
    });
    await accepted({ type: 'user', key: 'indkob@norre-el.dk', data: { name: 'Ida Indkøb', roles: ['customer'], customers: ['10001'], areaId: 'shop' } });
  });

  it('loads the shipping and payment methods (docs/samples/commerce.ndjson); they read back unchanged', async () => {
    expect(await load('commerce.ndjson')).toEqual(['created', 'created']);
    for (const doc of sample('commerce.ndjson') as { type: string; key: string }[]) {
      expect(await accepted({ type: doc.type, key: doc.key, data: await fetchDoc(doc.type, doc.key) })).toEqual(['unchanged']);
    }
  });
});

describe('the storefront of the new shop', () => {
  it('answers its start-up calls: site configuration, area by domain (both languages), translations', async () => {
    const site = await t.app.inject({ url: `/api/Site/GetSiteConfiguration?Host=${HOST}&Locale=da-DK` });
    expect(site.statusCode).toBe(200);
    expect(body<SiteConfiguration>(site).areaId).toBe('shop');
    for (const language of ['da', 'en']) {
      const res = await t.app.inject({ url: `/api/Area/GetAreaByDomain?Domain=${HOST}&Language=${language}` });
      expect(res.statusCode).toBe(200);
      const area = body<AreaSettings>(res);
      expect(area.area).toMatchObject({ id: 'shop', name: 'Nordlys Engros', currencyCode: 'DKK', defaultLanguage: 'da' });
      expect(area.languages.map((l) => [l.code, l.urlPrefix])).toEqual([['da', ''], ['en', '/en']]);
      expect(area.domains).toEqual([
        { domain: HOST, language: 'da', isPrimary: true },
        { domain: HOST, language: 'en', isPrimary: false },
      ]);
    }
    const texts = await t.app.inject({ url: '/api/Content/GetTranslationsByAreaId?AreaId=shop&LanguageCode=da' });
    expect(texts.statusCode).toBe(200);
    expect(body<Record<string, string>>(texts)).toMatchObject({ 'search.placeholder': 'Søg i sortimentet' });
  });

  const content = (url: string, language = 'da', token?: string) =>
    t.app.inject({
      url: '/api/Content/GetContentByUrl',
      query: { 'Area.AreaId': 'shop', 'Area.LanguageCode': language, 'Area.CurrencyCode': 'DKK', Url: url, LookupTemplate: 'page' },
      ...(token ? { headers: bearer(token) } : {}),
    });

  it('serves the frontpage and the category page', async () => {
    const home = await content('/');
    expect(home.statusCode).toBe(200);
    expect(body<ContentResponse>(home).content).toMatchObject({ type: 'frontpage', title: 'Nordlys Engros' });
    const en = await content('/en', 'en');
    expect(body<ContentResponse>(en).content?.title).toBe('Nordlys Wholesale');
    const category = await content('/hamre');
    expect(category.statusCode).toBe(200);
    expect(body<ContentResponse>(category).content?.type).toBe('category');
  });

  it('lets the buyer choose a password through the welcome mail, log in, find the product with its price and open its page', async () => {
    const mail = await t.db.selectFrom('mail_outbox').selectAll().where('recipient', '=', 'indkob@norre-el.dk').executeTakeFirstOrThrow();
    expect(mail.kind).toBe('welcome');
    const token = decodeURIComponent(/[?&]token=([\w%-]+)/.exec(mail.body_text ?? '')![1]!);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/User/ResetPasswordByToken',
      payload: { area: AREA, username: 'indkob@norre-el.dk', token, newPassword: PASSWORD },
    });
    expect(reset.statusCode).toBe(204);
    const login = await t.app.inject({ method: 'POST', url: '/api/User/Login', payload: { username: 'indkob@norre-el.dk', password: PASSWORD } });
    expect(login.statusCode).toBe(200);
    const session = body<{ token: string }>(login).token;

    const search = await t.app.inject({
      method: 'POST',
      url: '/api/Product/GetProductsBySearch',
      headers: bearer(session),
      payload: { area: AREA, facets: [], skip: 0, take: 10, search: { freeText: 'zebrahammer' }, sorting: [] },
    });
    expect(search.statusCode).toBe(200);
    const found = body<ProductSearchResponse>(search);
    expect(found.items.map((i) => i.item.id).sort()).toEqual(['ZH-500', 'ZH-800']);
    const hammer = found.items.find((i) => i.item.id === 'ZH-500')!.item;
    expect(hammer.unitPrices.find((p) => p.unitId === 'STK')).toMatchObject({ currencyCode: 'DKK' });

    const prices = await t.app.inject({
      method: 'POST',
      url: '/api/Price/GetPrices',
      headers: bearer(session),
      payload: { areaInfo: AREA, products: [{ productId: 'ZH-500', unitOfMeasure: 'STK' }] },
    });
    expect(prices.statusCode).toBe(200);
    // The list price 149.00 less the price group's 10 %.
    expect(body<PriceResponse>(prices).prices).toMatchObject([{ productId: 'ZH-500', price: 134.1, currencyCode: 'DKK' }]);

    expect(hammer.url).toMatch(/^\/hamre\//);
    const page = await content(hammer.url, 'da', session);
    expect(page.statusCode).toBe(200);
    expect(body<ContentResponse>(page).content?.properties).toMatchObject({ productId: 'ZH-500' });
  });

  it('lets the buyer check out: the area’s shipping and payment methods are offered, and the order is placed', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/User/Login', payload: { username: 'indkob@norre-el.dk', password: PASSWORD } });
    const session = body<{ token: string }>(login).token;
    const shipping = await post(t.app, '/api/Shipping/GetShippingMethods', { area: AREA, address: { country: 'DK' } }, session);
    expect(shipping.statusCode).toBe(200);
    expect(body<GetShippingMethodsResponse>(shipping).shippingMethods).toEqual([
      expect.objectContaining({ internalId: 'parcel', name: 'Pakke (1–2 hverdage)', countryCode: 'DK', fee: 79, extraInfo: expect.objectContaining({ freeAbove: 2000 }) }),
    ]);
    const payment = await post(t.app, '/api/Payment/GetPaymentMethods', { area: AREA }, session);
    expect(payment.statusCode).toBe(200);
    expect(body<GetPaymentMethodsResponse>(payment).data).toEqual([
      expect.objectContaining({ internalId: 'invoice', name: 'Faktura (30 dage netto)', gatewayUniqueId: 'invoice', fee: 0 }),
    ]);

    const order = cart({ cartId: 'first-order', lines: [{ productId: 'ZH-500', quantity: 2 }], shippingMethod: 'parcel', paymentMethod: 'invoice' });
    expect((await post(t.app, '/api/Cart/SaveCart', { area: AREA, cart: order }, session)).statusCode).toBe(200);
    const created = await post(t.app, '/api/Order/CreateOrderByCartId', { area: AREA, cartId: 'first-order' }, session);
    expect(created.statusCode).toBe(200);
    const { orderId } = body<{ orderId: string }>(created);
    const row = await t.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ area_id: 'shop', customer_number: '10001', shipping_method_id: 'parcel', payment_method_id: 'invoice', currency_code: 'DKK' });
    // 2 × 134.10 = 268.20 DKK is below the free freight threshold: 79.00 freight.
    expect(Number(row.freight)).toBe(7900);
  });
});
