/**
 * POST /api/Price/GetPrices, the price calculation modes with a real local price source, and the back-office
 * view POST /backoffice/api/Perfion/GetPrices. Expectations are derived from the seeded database rows.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PriceEntry, PriceKey, PriceResponse, TokenResponse } from '../../src/api/types';
import { buildApp, type App } from '../../server/app';
import type { Config } from '../../server/config';
import { DEMO_PASSWORD } from '../../server/seed';
import { MemoryCache } from '../../server/services/cache';
import {
  applyDiscount,
  HttpPriceSource,
  parseSourceReply,
  PriceService,
  PriceSourceError,
  resolvePrices,
  toMinor,
  type PriceSource,
} from '../../server/services/prices';
import { body, createTestApp, type TestApp } from './helpers';

let t: TestApp;
const tokens: Record<string, string> = {};

interface Row {
  product_id: string;
  variant_id: string;
  unit_id: string;
  currency_code: string;
  min_quantity: number;
  price: number;
  before_price: number | null;
  brand_id: number;
  category_id: string;
}
let rows: Row[] = [];
let parents = new Map<string, string | null>();

async function login(username: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/User/Login', payload: { username, password: DEMO_PASSWORD } });
  expect(res.statusCode).toBe(200);
  return body<TokenResponse>(res).token;
}

beforeAll(async () => {
  t = await createTestApp({ seed: true, seedProducts: 100 });
  for (const user of ['kunde@demo.dk', 'kunde2@demo.dk', 'kunde.se@demo.se', 'admin@demo.dk']) tokens[user] = await login(user);
  rows = (await t.db
    .selectFrom('prices as pr')
    .innerJoin('products as p', 'p.id', 'pr.product_id')
    .select([
      'pr.product_id',
      'pr.variant_id',
      'pr.unit_id',
      'pr.currency_code',
      'pr.min_quantity',
      'pr.price',
      'pr.before_price',
      'p.brand_id',
      'p.category_id',
    ])
    .orderBy('pr.product_id')
    .orderBy('pr.unit_id')
    .execute()) as Row[];
  const cats = await t.db.selectFrom('categories').select(['id', 'parent_id']).execute();
  parents = new Map(cats.map((c) => [c.id, c.parent_id]));
}, 120_000);
afterAll(async () => {
  await t.close();
});

// ---------------------------------------------------------------- expectations from the rows

const AREA = (currencyCode = 'DKK') => ({ areaId: 'b2b', currencyCode, languageCode: 'da' });

function row(key: PriceKey, currency: string, minQuantity = 1): Row | undefined {
  const find = (variant: string) =>
    rows.find(
      (r) =>
        r.product_id === key.productId &&
        r.variant_id === variant &&
        r.unit_id === key.unitOfMeasure &&
        r.currency_code === currency &&
        r.min_quantity === minQuantity,
    );
  return find(key.variantId ?? '') ?? (key.variantId ? find('') : undefined);
}

/** The group's best percent for a product, computed independently of the service. */
async function groupPercent(group: string, brandId: number, categoryId: string): Promise<number> {
  const rules = await t.db.selectFrom('price_group_discounts').selectAll().where('price_group', '=', group).execute();
  const chain: string[] = [];
  for (let c: string | null | undefined = categoryId; c && !chain.includes(c); c = parents.get(c)) chain.push(c);
  let best = 0;
  for (const r of rules) {
    const brandOk = r.brand_id === null || Number(r.brand_id) === brandId;
    const catOk = r.category_id === null || chain.includes(r.category_id);
    if (brandOk && catOk) best = Math.max(best, Number(r.discount_percent));
  }
  return best;
}

/** Integer percent discount, half-up, on integer minor units (an independent formula). */
const discounted = (minor: number, percent: number) => Math.round((minor * (100 - percent)) / 100) / 100;

function expectedList(key: PriceKey, currency: string): Omit<PriceEntry, 'tiers'> & { tiers: { minQuantity: number; price: number }[] } {
  const base = row(key, currency)!;
  const tiers = rows
    .filter(
      (r) =>
        r.product_id === base.product_id &&
        r.variant_id === base.variant_id &&
        r.unit_id === base.unit_id &&
        r.currency_code === currency &&
        r.min_quantity > 1,
    )
    .sort((a, b) => a.min_quantity - b.min_quantity)
    .map((r) => ({ minQuantity: r.min_quantity, price: r.price / 100 }));
  return {
    productId: key.productId,
    variantId: key.variantId,
    unitOfMeasure: key.unitOfMeasure,
    price: base.price / 100,
    beforePrice: base.before_price === null ? null : base.before_price / 100,
    currencyCode: currency,
    tiers,
  };
}

async function expectedForGroup(key: PriceKey, currency: string, group: string): Promise<PriceEntry> {
  const base = row(key, currency)!;
  const percent = await groupPercent(group, base.brand_id, base.category_id);
  const list = expectedList(key, currency);
  if (percent === 0) return list;
  return {
    ...list,
    price: discounted(base.price, percent),
    beforePrice: base.price / 100,
    tiers: list.tiers.map((tier) => ({ minQuantity: tier.minQuantity, price: discounted(Math.round(tier.price * 100), percent) })),
  };
}

const baseKeys = (): PriceKey[] =>
  rows
    .filter((r) => r.variant_id === '' && r.min_quantity === 1 && r.currency_code === 'DKK')
    .map((r) => ({ productId: r.product_id, variantId: null, unitOfMeasure: r.unit_id }));

function keyOf(r: Row): PriceKey {
  return { productId: r.product_id, variantId: r.variant_id === '' ? null : r.variant_id, unitOfMeasure: r.unit_id };
}

const getPrices = (app: App, payload: unknown, token?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/Price/GetPrices',
    payload: payload as Record<string, unknown>,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

// ---------------------------------------------------------------- GetPrices

describe('POST /api/Price/GetPrices', () => {
  it('prices anonymous visitors with list prices in the requested currency', async () => {
    const keys = baseKeys().slice(0, 10);
    for (const currency of ['DKK', 'SEK', 'EUR']) {
      const res = await getPrices(t.app, { areaInfo: AREA(currency), products: keys, date: '2025-01-31' });
      expect(res.statusCode).toBe(200);
      const reply = body<PriceResponse>(res);
      expect(reply.currencyCode).toBe(currency);
      expect(reply.prices).toEqual(keys.map((k) => expectedList(k, currency)));
    }
  });

  it('falls back to the area currency (DKK) for a currency without list prices', async () => {
    const keys = baseKeys().slice(0, 3);
    const reply = body<PriceResponse>(await getPrices(t.app, { areaInfo: AREA('USD'), products: keys }));
    expect(reply.currencyCode).toBe('DKK');
    expect(reply.prices).toEqual(keys.map((k) => expectedList(k, 'DKK')));
  });

  it('shows campaign prices (before_price) to anonymous visitors', async () => {
    const campaign = rows.find((r) => r.before_price !== null && r.currency_code === 'DKK');
    expect(campaign).toBeDefined();
    const key = keyOf(campaign!);
    const reply = body<PriceResponse>(await getPrices(t.app, { areaInfo: AREA(), products: [key] }));
    expect(reply.prices[0]?.beforePrice).toBe(campaign!.before_price! / 100);
    expect(reply.prices[0]?.price).toBe(campaign!.price / 100);
  });

  it('applies the customer group discount for kunde@demo.dk (10001, group A) with beforePrice = list price', async () => {
    const keys = baseKeys().slice(0, 20);
    const res = await getPrices(t.app, { areaInfo: AREA(), products: keys }, tokens['kunde@demo.dk']);
    expect(res.statusCode).toBe(200);
    const reply = body<PriceResponse>(res);
    expect(reply.currencyCode).toBe('DKK');
    const expected = await Promise.all(keys.map((k) => expectedForGroup(k, 'DKK', 'A')));
    expect(reply.prices).toEqual(expected);
    // Group A has 5 % on everything: every price is below its list price.
    for (const [i, entry] of reply.prices.entries()) {
      expect(entry.price).toBeLessThan(row(keys[i]!, 'DKK')!.price / 100);
      expect(entry.beforePrice).toBe(row(keys[i]!, 'DKK')!.price / 100);
    }
  });

  it('uses the highest applicable rule (brand rules beat the 5 % rule)', async () => {
    const candidates = rows.filter((r) => r.variant_id === '' && r.min_quantity === 1 && r.currency_code === 'DKK');
    const branded: { key: PriceKey; percent: number; list: number }[] = [];
    for (const r of candidates) {
      const percent = await groupPercent('A', r.brand_id, r.category_id);
      if (percent > 5) branded.push({ key: keyOf(r), percent, list: r.price });
    }
    expect(branded.length).toBeGreaterThan(0);
    const sample = branded.slice(0, 10);
    const reply = body<PriceResponse>(
      await getPrices(t.app, { areaInfo: AREA(), products: sample.map((s) => s.key) }, tokens['kunde@demo.dk']),
    );
    expect(reply.prices.map((p) => p.price)).toEqual(sample.map((s) => discounted(s.list, s.percent)));
  });

  it('applies category rules at any level of the category chain (kunde2, group B: category 30)', async () => {
    const candidates = rows.filter((r) => r.variant_id === '' && r.min_quantity === 1 && r.currency_code === 'DKK');
    const inside: Row[] = [];
    const outside: Row[] = [];
    for (const r of candidates) ((await groupPercent('B', r.brand_id, r.category_id)) > 0 ? inside : outside).push(r);
    expect(inside.length).toBeGreaterThan(0);
    expect(inside.every((r) => r.category_id !== '30')).toBe(true); // products sit in leaf categories below it
    const keys = [...inside.slice(0, 5), ...outside.slice(0, 5)].map(keyOf);
    const reply = body<PriceResponse>(await getPrices(t.app, { areaInfo: AREA(), products: keys }, tokens['kunde2@demo.dk']));
    expect(reply.prices).toEqual(await Promise.all(keys.map((k) => expectedForGroup(k, 'DKK', 'B'))));
    expect(reply.prices.slice(0, Math.min(5, inside.length)).every((p, i) => p.price < inside[i]!.price / 100)).toBe(true);
  });

  it('prices the Swedish customer in SEK even when DKK is requested', async () => {
    const keys = baseKeys().slice(0, 10);
    const reply = body<PriceResponse>(await getPrices(t.app, { areaInfo: AREA('DKK'), products: keys }, tokens['kunde.se@demo.se']));
    expect(reply.currencyCode).toBe('SEK');
    expect(reply.prices.every((p) => p.currencyCode === 'SEK')).toBe(true);
    expect(reply.prices).toEqual(await Promise.all(keys.map((k) => expectedForGroup(k, 'SEK', 'A'))));
  });

  it('returns tiers (after the discount for customers)', async () => {
    const tierRow = rows.find((r) => r.min_quantity > 1 && r.currency_code === 'DKK');
    expect(tierRow).toBeDefined();
    const key = keyOf(tierRow!);
    const anon = body<PriceResponse>(await getPrices(t.app, { areaInfo: AREA(), products: [key] }));
    const list = expectedList(key, 'DKK');
    expect(list.tiers.length).toBeGreaterThanOrEqual(1);
    expect(anon.prices[0]?.tiers).toEqual(list.tiers);
    const customer = body<PriceResponse>(await getPrices(t.app, { areaInfo: AREA(), products: [key] }, tokens['kunde@demo.dk']));
    expect(customer.prices[0]).toEqual(await expectedForGroup(key, 'DKK', 'A'));
    const tiers = customer.prices[0]!.tiers!;
    expect(tiers[0]!.price).toBeLessThan(list.tiers[0]!.price);
  });

  it('prices variants: their own row, else the row for all variants', async () => {
    const variantRow = rows.find((r) => r.variant_id !== '' && r.min_quantity === 1 && r.currency_code === 'DKK');
    if (variantRow) {
      const key = keyOf(variantRow);
      const reply = body<PriceResponse>(await getPrices(t.app, { areaInfo: AREA(), products: [key] }));
      expect(reply.prices).toEqual([expectedList(key, 'DKK')]);
      expect(reply.prices[0]?.price).toBe(variantRow.price / 100);
    }
    const variants = await t.db.selectFrom('product_variants').select(['id', 'product_id']).execute();
    const unpriced = variants.find((v) => !rows.some((r) => r.variant_id === v.id));
    if (unpriced) {
      const general = rows.find((r) => r.product_id === unpriced.product_id && r.variant_id === '' && r.min_quantity === 1)!;
      const key = { productId: unpriced.product_id, variantId: unpriced.id, unitOfMeasure: general.unit_id };
      const reply = body<PriceResponse>(await getPrices(t.app, { areaInfo: AREA(), products: [key] }));
      expect(reply.prices[0]).toMatchObject({ variantId: unpriced.id, price: row(key, 'DKK')!.price / 100 });
    }
  });

  it('leaves keys without a price out and answers each key once', async () => {
    const [a, b] = baseKeys();
    const keys: PriceKey[] = [
      a!,
      { productId: 'NO-SUCH-PRODUCT', variantId: null, unitOfMeasure: 'STK' },
      { productId: a!.productId, variantId: null, unitOfMeasure: 'NOPE' },
      b!,
      a!,
    ];
    const reply = body<PriceResponse>(await getPrices(t.app, { areaInfo: AREA(), products: keys }));
    expect(reply.prices.map((p) => [p.productId, p.unitOfMeasure])).toEqual([
      [a!.productId, a!.unitOfMeasure],
      [b!.productId, b!.unitOfMeasure],
    ]);
    const empty = body<PriceResponse>(await getPrices(t.app, { areaInfo: AREA(), products: [] }));
    expect(empty).toEqual({ prices: [], currencyCode: 'DKK' });
  });

  it('accepts a missing variantId and keeps null variant ids as null', async () => {
    const key = baseKeys()[0]!;
    const reply = body<PriceResponse>(
      await getPrices(t.app, { areaInfo: AREA(), products: [{ productId: key.productId, unitOfMeasure: key.unitOfMeasure }] }),
    );
    expect(reply.prices[0]?.variantId).toBeNull();
  });

  it.each([
    ['no areaInfo', { products: [] }, 'areaInfo'],
    ['no currency', { areaInfo: { areaId: 'b2b', languageCode: 'da' }, products: [] }, 'areaInfo.currencyCode'],
    ['no areaId', { areaInfo: { currencyCode: 'DKK', languageCode: 'da' }, products: [] }, 'areaInfo.areaId'],
    ['no languageCode', { areaInfo: { areaId: 'b2b', currencyCode: 'DKK' }, products: [] }, 'areaInfo.languageCode'],
    ['no products', { areaInfo: AREA() }, 'products'],
    ['a bad currency', { areaInfo: AREA('DK'), products: [] }, 'areaInfo.currencyCode'],
    ['a key without productId', { areaInfo: AREA(), products: [{ unitOfMeasure: 'STK' }] }, 'products.0.productId'],
    ['a key without unit', { areaInfo: AREA(), products: [{ productId: 'x' }] }, 'products.0.unitOfMeasure'],
    ['a bad date', { areaInfo: AREA(), products: [], date: 'tomorrow' }, 'date'],
    [
      'more than 200 keys',
      { areaInfo: AREA(), products: Array.from({ length: 201 }, (_, i) => ({ productId: `p${i}`, unitOfMeasure: 'STK' })) },
      'products',
    ],
  ])('400 for %s', async (_label, payload, field) => {
    const res = await getPrices(t.app, payload);
    expect(res.statusCode).toBe(400);
    const reply = body<{ message: string; fields: Record<string, string> }>(res);
    expect(reply.message).toContain(field);
    expect(Object.keys(reply.fields)).toContain(field);
  });

  it('accepts 200 keys', async () => {
    const keys = Array.from({ length: 200 }, (_, i) => baseKeys()[i % baseKeys().length]!);
    const res = await getPrices(t.app, { areaInfo: AREA(), products: keys });
    expect(res.statusCode).toBe(200);
  });
});

// ---------------------------------------------------------------- money

describe('integer money', () => {
  it('rounds half-up once, on minor units', () => {
    expect(applyDiscount(1000, 1250)).toBe(875); // 12.5 %
    expect(applyDiscount(1, 5000)).toBe(1); // 0.5 → 1
    expect(applyDiscount(3, 5000)).toBe(2); // 1.5 → 2
    expect(applyDiscount(999, 0)).toBe(999);
    expect(applyDiscount(12345, 10000)).toBe(0);
    expect(toMinor(1.005)).toBe(101);
    expect(toMinor(0.1 + 0.2)).toBe(30);
  });
});

// ---------------------------------------------------------------- price source (real local HTTP server)

interface FakeSource {
  url: string;
  requests: Record<string, unknown>[];
  headers: IncomingMessage['headers'][];
  close(): Promise<void>;
}

type Behaviour = 'ok' | 'error' | 'hang' | 'garbage' | 'bad-entry';

async function startSource(behaviour: Behaviour, price = 111.11): Promise<FakeSource> {
  const requests: Record<string, unknown>[] = [];
  const headers: IncomingMessage['headers'][] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString('utf8')));
    req.on('end', () => {
      const parsed = JSON.parse(text) as { products: PriceKey[]; currencyCode: string };
      requests.push(parsed as unknown as Record<string, unknown>);
      headers.push(req.headers);
      if (behaviour === 'hang') return; // never answers
      if (behaviour === 'error') {
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"message":"ERP down"}');
        return;
      }
      if (behaviour === 'garbage') {
        res.writeHead(200, { 'content-type': 'application/json' }).end('<html>not json</html>');
        return;
      }
      const prices = parsed.products.map((k, i) => ({
        ...k,
        price: behaviour === 'bad-entry' && i === 0 ? 'free' : price,
        beforePrice: null,
        currencyCode: parsed.currencyCode,
        tiers: [{ minQuantity: 10, price: 100.005 }],
      }));
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ prices }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/prices`,
    requests,
    headers,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A second app on the same database with another price configuration. */
async function appWith(overrides: Partial<Config>): Promise<App> {
  return buildApp({
    config: { ...t.config, ...overrides },
    db: t.db,
    dialect: t.handle.dialect,
    cache: new MemoryCache(),
    logger: false,
  });
}

describe('price calculation modes', () => {
  let ok: FakeSource;
  beforeAll(async () => {
    ok = await startSource('ok');
  });
  afterAll(async () => {
    await ok.close();
  });

  it('InternallyCalculateAll never asks the source', async () => {
    const app = await appWith({ priceCalculationMode: 'InternallyCalculateAll', priceSourceUrl: ok.url });
    try {
      const before = ok.requests.length;
      const keys = baseKeys().slice(0, 3);
      const reply = body<PriceResponse>(await getPrices(app, { areaInfo: AREA(), products: keys }, tokens['kunde@demo.dk']));
      expect(reply.prices).toEqual(await Promise.all(keys.map((k) => expectedForGroup(k, 'DKK', 'A'))));
      expect(ok.requests.length).toBe(before);
    } finally {
      await app.close();
    }
  });

  it('InternallyCalculateNotLoggedIn: anonymous internal, customers through the source', async () => {
    const app = await appWith({ priceCalculationMode: 'InternallyCalculateNotLoggedIn', priceSourceUrl: ok.url });
    try {
      const keys = baseKeys().slice(0, 3);
      const before = ok.requests.length;
      const anon = body<PriceResponse>(await getPrices(app, { areaInfo: AREA(), products: keys }));
      expect(anon.prices).toEqual(keys.map((k) => expectedList(k, 'DKK')));
      expect(ok.requests.length).toBe(before);

      const res = await getPrices(app, { areaInfo: AREA('DKK'), products: keys, date: '2025-02-03' }, tokens['kunde.se@demo.se']);
      const reply = body<PriceResponse>(res);
      expect(reply.currencyCode).toBe('SEK');
      expect(reply.prices).toEqual(
        keys.map((k) => ({ ...k, price: 111.11, beforePrice: null, currencyCode: 'SEK', tiers: [{ minQuantity: 10, price: 100.01 }] })),
      );
      expect(ok.requests.at(-1)).toEqual({ customerNumber: '10003', currencyCode: 'SEK', date: '2025-02-03', products: keys });
    } finally {
      await app.close();
    }
  });

  it('ExternallyCalculateAll asks the source for anonymous visitors too', async () => {
    const app = await appWith({ priceCalculationMode: 'ExternallyCalculateAll', priceSourceUrl: ok.url, priceSourceToken: 'erp-token' });
    try {
      const keys = baseKeys().slice(0, 2);
      const reply = body<PriceResponse>(await getPrices(app, { areaInfo: AREA('EUR'), products: keys }));
      expect(reply.currencyCode).toBe('EUR');
      expect(reply.prices.map((p) => p.price)).toEqual([111.11, 111.11]);
      expect(ok.requests.at(-1)).toMatchObject({ customerNumber: null, currencyCode: 'EUR' });
      expect(ok.headers.at(-1)?.authorization).toBe('Bearer erp-token');
    } finally {
      await app.close();
    }
  });

  it.each<[Behaviour | 'unconfigured', number]>([
    ['error', 1500],
    ['garbage', 1500],
    ['bad-entry', 1500],
    ['hang', 200],
    ['unconfigured', 1500],
  ])('falls back to list prices without discounts when the source is %s (usingFallbackStrategy)', async (behaviour, timeout) => {
    const source = behaviour === 'unconfigured' ? null : await startSource(behaviour);
    const app = await appWith({
      priceCalculationMode: 'ExternallyCalculateAll',
      priceSourceUrl: source?.url,
      priceSourceTimeoutMs: timeout,
    });
    try {
      const keys = baseKeys().slice(0, 4);
      const started = Date.now();
      const result = await resolvePrices(app, { customerNumber: '10001', currencyCode: 'SEK', keys });
      expect(Date.now() - started).toBeLessThan(timeout + 1000);
      expect(result.usingFallbackStrategy).toBe(true);
      expect(result.currencyCode).toBe('DKK'); // the customer's currency
      expect(result.prices).toEqual(keys.map((k) => expectedList(k, 'DKK')));
      // The route answers the same fallback prices.
      const reply = body<PriceResponse>(await getPrices(app, { areaInfo: AREA(), products: keys }, tokens['kunde@demo.dk']));
      expect(reply.prices).toEqual(result.prices);
      if (source) {
        // After a failure the source is skipped for a while (the second call did not reach it).
        expect(source.requests.length).toBe(1);
      }
    } finally {
      await app.close();
      await source?.close();
    }
  });

  it('reports no fallback when the source answers', async () => {
    const app = await appWith({ priceCalculationMode: 'ExternallyCalculateAll', priceSourceUrl: ok.url });
    try {
      const result = await resolvePrices(app, { customerNumber: '10001', currencyCode: 'DKK', keys: baseKeys().slice(0, 2) });
      expect(result.usingFallbackStrategy).toBe(false);
      expect(result.prices.map((p) => p.price)).toEqual([111.11, 111.11]);
    } finally {
      await app.close();
    }
  });

  it('drops entries of keys that were not asked for or of another currency', async () => {
    const keys = baseKeys().slice(0, 2);
    const source: PriceSource = {
      name: 'fake',
      getPrices: async () => [
        { ...keys[0]!, price: 1, beforePrice: null, currencyCode: 'DKK' },
        { ...keys[1]!, price: 2, beforePrice: null, currencyCode: 'EUR' },
        { productId: 'other', variantId: null, unitOfMeasure: 'STK', price: 3, beforePrice: null, currencyCode: 'DKK' },
      ],
    };
    const service = new PriceService({ db: t.db, cache: new MemoryCache(), mode: 'ExternallyCalculateAll', source, cooldownMs: 0 });
    const result = await service.getPrices({ customerNumber: null, currencyCode: 'DKK', keys });
    expect(result).toEqual({
      prices: [{ ...keys[0]!, price: 1, beforePrice: null, currencyCode: 'DKK', tiers: [] }],
      currencyCode: 'DKK',
      usingFallbackStrategy: false,
    });
  });
});

describe('HttpPriceSource', () => {
  it('posts the request and parses the reply', async () => {
    const source = await startSource('ok', 9.995);
    try {
      const http = new HttpPriceSource({ url: source.url, timeoutMs: 1000 });
      const products = [{ productId: 'A', variantId: null, unitOfMeasure: 'STK' }];
      const prices = await http.getPrices({ customerNumber: '1', currencyCode: 'DKK', date: '2025-01-01', products });
      expect(prices).toEqual([{ ...products[0], price: 10, beforePrice: null, currencyCode: 'DKK', tiers: [{ minQuantity: 10, price: 100.01 }] }]);
      expect(source.headers[0]?.['content-type']).toBe('application/json');
    } finally {
      await source.close();
    }
  });

  it.each<[Behaviour, PriceSourceError['reason']]>([
    ['error', 'http'],
    ['garbage', 'invalid'],
    ['bad-entry', 'invalid'],
    ['hang', 'timeout'],
  ])('throws PriceSourceError when the source answers %s', async (behaviour, reason) => {
    const source = await startSource(behaviour);
    try {
      const http = new HttpPriceSource({ url: source.url, timeoutMs: 150 });
      const products = [{ productId: 'A', variantId: null, unitOfMeasure: 'STK' }];
      await expect(http.getPrices({ customerNumber: null, currencyCode: 'DKK', date: '2025-01-01', products })).rejects.toMatchObject({
        name: 'PriceSourceError',
        reason,
      });
    } finally {
      await source.close();
    }
  });

  it('reports a closed port as unavailable', async () => {
    const source = await startSource('ok');
    const url = source.url;
    await source.close();
    const http = new HttpPriceSource({ url, timeoutMs: 500 });
    await expect(http.getPrices({ customerNumber: null, currencyCode: 'DKK', date: '2025-01-01', products: [] })).rejects.toMatchObject({
      reason: 'unavailable',
    });
  });

  it('validates the reply shape', () => {
    expect(() => parseSourceReply([], 'DKK')).toThrow(PriceSourceError);
    expect(() => parseSourceReply({ prices: [{ productId: 'A', unitOfMeasure: 'STK', price: -1 }] }, 'DKK')).toThrow(PriceSourceError);
    expect(() => parseSourceReply({ prices: [{ productId: 'A', unitOfMeasure: 'STK', price: 1, tiers: [{ minQuantity: 0, price: 1 }] }] }, 'DKK')).toThrow(
      PriceSourceError,
    );
    expect(parseSourceReply({ prices: [{ productId: 'A', unitOfMeasure: 'STK', price: 1 }] }, 'sek')).toEqual([
      { productId: 'A', variantId: null, unitOfMeasure: 'STK', price: 1, beforePrice: null, currencyCode: 'SEK', tiers: [] },
    ]);
  });
});

// ---------------------------------------------------------------- back office

describe('POST /backoffice/api/Perfion/GetPrices', () => {
  const call = (app: App, payload: Record<string, unknown>, token?: string) =>
    app.inject({
      method: 'POST',
      url: '/backoffice/api/Perfion/GetPrices',
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('needs an admin', async () => {
    const payload = { areaInfo: AREA(), products: [], customerNumber: '10001' };
    expect((await call(t.app, payload)).statusCode).toBe(401);
    expect((await call(t.app, payload, tokens['kunde@demo.dk'])).statusCode).toBe(403);
  });

  it('answers the internal calculation for a customer when no source is configured', async () => {
    const keys = baseKeys().slice(0, 3);
    const res = await call(t.app, { areaInfo: AREA('EUR'), products: keys, customerNumber: '10003' }, tokens['admin@demo.dk']);
    expect(res.statusCode).toBe(200);
    expect(body<unknown>(res)).toEqual({
      prices: await Promise.all(keys.map((k) => expectedForGroup(k, 'SEK', 'A'))),
      currencyCode: 'SEK',
      source: 'internal',
    });
  });

  it('404 for an unknown customer, 400 without areaInfo', async () => {
    const admin = tokens['admin@demo.dk'];
    expect((await call(t.app, { areaInfo: AREA(), products: [], customerNumber: '99999' }, admin)).statusCode).toBe(404);
    expect((await call(t.app, { products: [] }, admin)).statusCode).toBe(400);
  });

  it('asks the configured source and reports its failure as 502', async () => {
    const good = await startSource('ok', 42);
    const bad = await startSource('error');
    const okApp = await appWith({ priceSourceUrl: good.url });
    const badApp = await appWith({ priceSourceUrl: bad.url });
    try {
      const keys = baseKeys().slice(0, 1);
      const okRes = await call(okApp, { areaInfo: AREA(), products: keys, customerNumber: '10001' }, tokens['admin@demo.dk']);
      expect(body<{ prices: PriceEntry[]; source: string }>(okRes)).toMatchObject({ source: 'http', prices: [{ price: 42 }] });
      const badRes = await call(badApp, { areaInfo: AREA(), products: keys, customerNumber: '10001' }, tokens['admin@demo.dk']);
      expect(badRes.statusCode).toBe(502);
    } finally {
      await okApp.close();
      await badApp.close();
      await good.close();
      await bad.close();
    }
  });
});
