/**
 * The batched and remembered paths of issue 19's CalculateCart / orders page / GetPrices work (bench/results/load-findings.md):
 * verified tokens remembered until they expire (the user still checked on every request), prices of many keys in
 * several units and variants read per unit in one query (the same answer as each key alone), the quick compression
 * of the large answers, the orders page (order data parsed once, shipments grouped) against GetOrder of each order
 * and never another customer's, and shop dates from the cached UTC offset against Intl.
 */
import { brotliDecompressSync } from 'node:zlib';
import type { CustomerCentreOrder, OrderResponse, OrdersPageResponse } from '../../src/api/customerCentreTypes';
import type { PriceEntry, PriceKey, PriceResponse } from '../../src/api/types';
import { VerifiedTokens, invalidateAuth } from '../../server/plugins/auth';
import { localDay, SHOP_TIME_ZONE, shopToday } from '../../server/services/cart/delivery';
import { signToken, verifyToken } from '../../server/services/tokens';
import { bearer, tokenForUsername } from './auth';
import { body, createTestApp, type TestApp } from './helpers';

let t: TestApp;
let mette: string; // kunde@demo.dk, customer 10001 (price group with brand rules)
let lars: string; // kunde2@demo.dk, customer 10002

const AREA = { areaId: 'b2b', currencyCode: 'DKK', languageCode: 'da' };

beforeAll(async () => {
  t = await createTestApp({ seed: true, seedProducts: 120 });
  mette = await tokenForUsername(t.app, 'kunde@demo.dk');
  lars = await tokenForUsername(t.app, 'kunde2@demo.dk');
});
afterAll(async () => {
  jest.restoreAllMocks();
  await t.close();
});

const getPrices = (token: string | null, products: PriceKey[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Price/GetPrices',
    headers: token ? bearer(token) : {},
    payload: { areaInfo: AREA, products, date: new Date().toISOString().slice(0, 10) },
  });

describe('verified tokens', () => {
  const secret = new TextEncoder().encode('a-secret-for-the-verified-tokens-test-0123456789');
  const claims = { anon: false, roles: ['customer'], customerNumber: '1', impersonatorName: null, impersonatorId: null, stamp: 's', impersonatorStamp: null, assignmentId: null };

  afterEach(() => jest.restoreAllMocks());

  it('remembers a verified token until it expires, never a rejected one, and at most `size`', async () => {
    const tokens = new VerifiedTokens(secret, 2);
    const a = (await signToken(secret, 60, { ...claims, sub: 'a' })).token;
    const first = await tokens.claimsOf(a);
    expect(first).toEqual(await verifyToken(secret, a));
    expect(await tokens.claimsOf(a)).toBe(first); // remembered: the same object
    const foreign = (await signToken(new TextEncoder().encode('another-secret-0123456789abcdef0123456789'), 60, { ...claims, sub: 'f' })).token;
    expect(await tokens.claimsOf(foreign)).toBeNull();
    expect(await tokens.claimsOf(`${a.slice(0, -2)}xx`)).toBeNull(); // tampered signature
    // Past its exp the remembered token is refused (jose's rule: expired once exp <= now).
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + 61_000);
    expect(await tokens.claimsOf(a)).toBeNull();
    jest.restoreAllMocks();
    // Bounded: the least recently used goes first.
    const b = (await signToken(secret, 60, { ...claims, sub: 'b' })).token;
    const c = (await signToken(secret, 60, { ...claims, sub: 'c' })).token;
    const d = (await signToken(secret, 60, { ...claims, sub: 'd' })).token;
    const fromB = await tokens.claimsOf(b);
    await tokens.claimsOf(c);
    expect(await tokens.claimsOf(b)).toBe(fromB); // b used again: c is now the oldest
    await tokens.claimsOf(d);
    expect(await tokens.claimsOf(b)).toBe(fromB);
    expect(await tokens.claimsOf(c)).not.toBe(null); // verified again (a new object), still valid
  });

  it('a token the server accepted is refused once expired, and when its user is deactivated (checked every request)', async () => {
    const token = await tokenForUsername(t.app, 'kunde2@demo.dk');
    expect((await getPrices(token, [])).statusCode).toBe(200);
    expect((await getPrices(token, [])).statusCode).toBe(200);
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + 365 * 24 * 3600 * 1000);
    expect((await getPrices(token, [])).statusCode).toBe(401);
    jest.restoreAllMocks();
    expect((await getPrices(token, [])).statusCode).toBe(200);
    await t.db.updateTable('users').set({ active: 0 }).where('username', '=', 'kunde2@demo.dk').execute();
    try {
      await invalidateAuth(t.app);
      expect((await getPrices(token, [])).statusCode).toBe(401);
    } finally {
      await t.db.updateTable('users').set({ active: 1 }).where('username', '=', 'kunde2@demo.dk').execute();
      await invalidateAuth(t.app);
    }
    expect((await getPrices(token, [])).statusCode).toBe(200);
  });
});

describe('prices of many keys in several units and variants', () => {
  /** Keys over every unit of the first products, variants with and without their own price, and keys with no price. */
  async function mixedKeys(): Promise<PriceKey[]> {
    const units = await t.db.selectFrom('product_units').select(['product_id', 'unit_id']).orderBy('product_id').orderBy('unit_id').limit(60).execute();
    const variants = await t.db.selectFrom('product_variants').select(['id', 'product_id']).orderBy('id').limit(20).execute();
    const defaults = new Map(
      (await t.db.selectFrom('product_units').select(['product_id', 'unit_id']).where('is_default', '=', 1).execute()).map((u) => [u.product_id, u.unit_id]),
    );
    const keys: PriceKey[] = units.map((u) => ({ productId: u.product_id, unitOfMeasure: u.unit_id, variantId: null }));
    for (const v of variants) keys.push({ productId: v.product_id, unitOfMeasure: defaults.get(v.product_id) ?? 'STK', variantId: v.id });
    keys.push({ productId: 'NO-SUCH-PRODUCT', unitOfMeasure: 'STK', variantId: null });
    keys.push({ productId: units[0]!.product_id, unitOfMeasure: 'NO-SUCH-UNIT', variantId: null });
    return keys;
  }

  it.each([
    ['a customer whose rules name brands', () => mette],
    ['a customer of another group', () => lars],
    ['an anonymous visitor', () => null],
  ])('%s: all keys at once = each key alone', async (_label, who) => {
    const keys = await mixedKeys();
    const units = new Set(keys.map((k) => k.unitOfMeasure));
    expect(units.size).toBeGreaterThan(2);
    expect(keys.some((k) => k.variantId)).toBe(true);
    const all = body<PriceResponse>(await getPrices(who(), keys));
    const alone: PriceEntry[] = [];
    for (const key of keys) alone.push(...body<PriceResponse>(await getPrices(who(), [key])).prices);
    expect(all.prices).toEqual(alone);
    expect(all.prices.length).toBeGreaterThan(40);
    // Mette's group has brand discounts: some prices show the list price as beforePrice.
    if (who() === mette) expect(all.prices.some((p) => p.beforePrice !== null && p.beforePrice > p.price)).toBe(true);
    expect(all.prices.find((p) => p.productId === 'NO-SUCH-PRODUCT' || p.unitOfMeasure === 'NO-SUCH-UNIT')).toBeUndefined();
  });
});

describe('quick compression of the large answers', () => {
  it('CalculateCart answers brotli that decodes to the uncompressed answer', async () => {
    const units = await t.db.selectFrom('product_units').select(['product_id', 'unit_id']).where('is_default', '=', 1).orderBy('product_id').limit(30).execute();
    const cart = {
      cartId: 'speed-compress',
      billingAddress: {},
      shippingAddress: {},
      comment: '',
      reference: 'x',
      expectedDeliveryDate: '',
      lines: units.map((u, i) => ({ id: `L${i}`, parentId: null, text: '', quantity: 2, type: 'product', productKey: { productId: u.product_id, unitOfMeasure: u.unit_id, variantId: null } })),
      shippingMethod: null,
      paymentMethod: null,
    };
    const send = (encoding: string) =>
      t.app.inject({ method: 'POST', url: '/api/Cart/CalculateCart', headers: { ...bearer(mette), 'accept-encoding': encoding }, payload: { area: AREA, cart } });
    const plain = await send('identity');
    const br = await send('br');
    expect(plain.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(JSON.parse(plain.body));
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });
});

describe('orders page', () => {
  const page = async (token: string, size: number) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/CustomerCenter/GetOrdersWithPagination?pageSize=${size}&pageNr=1`,
      headers: bearer(token),
      payload: { areaInfo: AREA, searchOptions: {} },
    });
    expect(res.statusCode).toBe(200);
    return body<OrdersPageResponse>(res);
  };
  const single = async (token: string, orderId: string): Promise<CustomerCentreOrder> => {
    const res = await t.app.inject({ method: 'POST', url: '/api/CustomerCenter/GetOrder', headers: bearer(token), payload: { areaInfo: AREA, orderId } });
    expect(res.statusCode).toBe(200);
    return body<OrderResponse>(res).order;
  };

  it.each([['Mette', () => mette, '10001'], ['Lars', () => lars, '10002']])(
    "%s: every order of a page is the customer's, and as GetOrder reads it alone (carrier, shipments, line count)",
    async (_name, token, customerNumber) => {
      const { orders } = await page(token(), 100);
      expect(orders.length).toBeGreaterThan(0);
      const own = new Set((await t.db.selectFrom('orders').select('id').where('customer_number', '=', customerNumber).execute()).map((o) => o.id));
      expect(orders.filter((o) => !own.has(o.id))).toEqual([]);
      for (const order of orders) {
        const alone = await single(token(), order.id);
        expect({ ...order, lines: alone.lines }).toEqual(alone);
        expect(order.lineCount).toBe(alone.lines.length);
      }
      if (customerNumber === '10001') expect(orders.some((o) => o.shipments.length > 0)).toBe(true);
    },
  );
});

describe('shop dates from the cached offset', () => {
  const intlDay = (d: Date) => {
    const values: Record<string, string> = {};
    const format = new Intl.DateTimeFormat('en-GB', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' });
    for (const p of format.formatToParts(d)) values[p.type] = p.value;
    return { day: `${values.year}-${values.month}-${values.day}`, hour: Number(values.hour) };
  };

  it('equal Intl every 7 minutes around the clock changes and at midnight and noon', () => {
    const starts = ['2026-03-28T20:00:00Z', '2026-10-24T20:00:00Z', '2025-12-31T20:00:00Z', '2027-03-27T20:00:00Z'];
    for (const start of starts) {
      for (let t0 = Date.parse(start); t0 < Date.parse(start) + 30 * 3600_000; t0 += 7 * 60_000 + 13_000) {
        const d = new Date(t0);
        const { day, hour } = localDay(d);
        expect({ at: d.toISOString(), day: day.toISOString().slice(0, 10), hour }).toEqual({ at: d.toISOString(), ...intlDay(d) });
        expect(shopToday(d)).toBe(intlDay(d).day);
      }
    }
  });
});
