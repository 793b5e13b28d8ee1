/**
 * Issue 15 (attack-style review), items 5, 8, 9 and 11, against the real routes and a real temporary database:
 * - 5: free-form maps in bodies (extraInfo) are flat and bounded; a body nested 100,000 deep is a 400, never a 500;
 * - 8: area and language of cart and order calls are checked (400 naming the parameter);
 * - 9: quantities are numbers (no "0x10" or true), whole unless the unit's catalogue flag allows decimals;
 * - 11: a cart belongs to its user: a colleague of the same customer gets 404 for its id on every call.
 */
import type { Cart, Order } from '../../src/api/commerceTypes';
import { addUser, tokenFor } from './auth';
import { AREA, cart, commerceTestApp, post, type tokens } from './commerceFixtures';
import { body, type TestApp } from './helpers';

let t: TestApp;
let tk: Awaited<ReturnType<typeof tokens>>;
let colleague: string;

beforeAll(async () => {
  ({ t, tk } = await commerceTestApp());
  await addUser(t.app, 'u-colleague', ['customer'], '10001');
  colleague = await tokenFor(t.app, 'u-colleague');
});
afterAll(async () => {
  await t.close();
});

interface ErrorReply {
  statusCode: number;
  message: string;
  fields?: Record<string, string>;
}
const fieldsOf = (res: { body: string }) => body<ErrorReply>(res).fields ?? {};

let cartCount = 0;
const nextId = (prefix: string) => `${prefix}-${++cartCount}`;

/** A JSON text sent as it is (bodies no JSON.stringify of a test object could produce, e.g. 100,000 levels deep). */
const postRaw = (url: string, text: string, token: string) =>
  t.app.inject({ method: 'POST', url, payload: text, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` } });

/** `{"a":{"a":…1…}}`, `depth` objects deep. */
const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('item 5: free-form maps are flat and bounded', () => {
  it('stores a flat extraInfo of strings, numbers and booleans', async () => {
    const cartId = nextId('flat');
    const payload = cart({ cartId, lines: [{ productId: '1001', quantity: 1 }] });
    const extraInfo = { gate: 'Port 4', floor: 3, forklift: true };
    const res = await post(t.app, '/api/Cart/SaveCart', { area: AREA, cart: { ...payload, shippingAddress: { address1: 'Kaj 2', extraInfo } } }, tk.customer);
    expect(res.statusCode).toBe(200);
    expect(body<{ cart: Cart }>(res).cart.shippingAddress.extraInfo).toEqual(extraInfo);
  });

  it.each([
    ['a nested object', { x: { y: 1 } }, 'cart.billingAddress.extraInfo.x'],
    ['an array', { x: [1, 2] }, 'cart.billingAddress.extraInfo.x'],
    ['a value of 501 characters', { x: 'v'.repeat(501) }, 'cart.billingAddress.extraInfo.x'],
    ['21 keys', Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i])), 'cart.billingAddress.extraInfo'],
    ['a key of 51 characters', { ['k'.repeat(51)]: 1 }, 'cart.billingAddress.extraInfo'],
  ])('answers 400 naming the field for %s in an address extraInfo', async (_what, extraInfo, field) => {
    const payload = cart({ cartId: nextId('map'), lines: [{ productId: '1001', quantity: 1 }] });
    const res = await post(
      t.app,
      '/api/Cart/SaveCart',
      { area: AREA, cart: { ...payload, billingAddress: { ...payload.billingAddress, extraInfo } } },
      tk.customer,
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(res))).toContain(field);
  });

  it('answers 400 for a nested payment method extraInfo', async () => {
    const payload = cart({ cartId: nextId('map'), lines: [{ productId: '1001', quantity: 1 }] });
    const paymentMethod = { ...payload.paymentMethod, extraInfo: { kind: { deep: true } } };
    const res = await post(t.app, '/api/Cart/CalculateCart', { area: AREA, cart: { ...payload, paymentMethod } }, tk.customer);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(res))).toContain('cart.paymentMethod.extraInfo.kind');
  });

  it.each([4_000, 100_000])('answers 400, not 500, for an extraInfo value %i levels deep; nothing is stored', async (depth) => {
    const cartId = nextId('deep');
    const text = JSON.stringify({ area: AREA, cart: cart({ cartId, lines: [{ productId: '1001', quantity: 1 }] }) }).replace(
      '"billingAddress":{',
      `"billingAddress":{"extraInfo":{"x":${nested(depth)}},`,
    );
    for (const url of ['/api/Cart/SaveCart', '/api/Cart/CalculateCart', '/api/Cart/CalculateCartWithoutSaving']) {
      const res = await postRaw(url, text, tk.customer);
      expect(res.statusCode).toBe(400);
      expect(fieldsOf(res)).toHaveProperty(['cart.billingAddress.extraInfo.x']);
    }
    expect(await t.db.selectFrom('carts').select('id').where('id', '=', cartId).execute()).toEqual([]);
  });

  it('answers 400, not 500, for a body nested deeper than any parser or validator goes', async () => {
    const arrays = `${'['.repeat(400_000)}${']'.repeat(400_000)}`;
    for (const text of [arrays, `{"area":${arrays}}`, `{"junk":${nested(100_000)}}`]) {
      const res = await postRaw('/api/Cart/SaveCart', text, tk.customer);
      expect(res.statusCode).toBe(400);
    }
  });

  it('keeps only the flat part of an extraInfo stored before the check, so no order or ERP document gets it', async () => {
    const cartId = nextId('legacy');
    const saved = await post(
      t.app,
      '/api/Cart/SaveCart',
      { area: AREA, cart: cart({ cartId, lines: [{ productId: '1001', quantity: 3 }], expectedDeliveryDate: '2099-01-15' }) },
      tk.customer,
    );
    expect(saved.statusCode).toBe(200);
    // As an older version stored it: a nested value beside a flat one.
    const row = await t.db.selectFrom('carts').select('data').where('id', '=', cartId).executeTakeFirstOrThrow();
    const data = JSON.parse(row.data) as { billingAddress: { extraInfo: Record<string, unknown> } };
    data.billingAddress.extraInfo = { note: 'keep', deep: JSON.parse(nested(2_000)) as unknown };
    await t.db.updateTable('carts').set({ data: JSON.stringify(data) }).where('id', '=', cartId).execute();

    const read = await post(t.app, '/api/cart/GetCartById', { areaInfo: AREA, id: cartId }, tk.customer);
    expect(body<{ cart: { item: Cart } }>(read).cart.item.billingAddress.extraInfo).toEqual({ note: 'keep' });
    const created = await post(t.app, '/api/Order/CreateOrderByCartId', { area: AREA, cartId }, tk.customer);
    expect(created.statusCode).toBe(200);
    const order = await post(t.app, '/api/Order/GetOrderByCartId', { areaInfo: AREA, cartId }, tk.customer);
    expect(body<{ order: { item: Order } }>(order).order.item.billingAddress.extraInfo).toEqual({ note: 'keep' });
  });
});

describe('item 8: the area and language of cart and order calls are checked', () => {
  const ready = (cartId: string) =>
    cart({ cartId, lines: [{ productId: '1001', quantity: 3 }], expectedDeliveryDate: '2099-01-15' });

  /** Every cart and order call with `area` set to `bad`, of a cart the caller owns. */
  async function callsWith(bad: Record<string, string>, cartId: string) {
    const area = { ...AREA, ...bad };
    return {
      SaveCart: await post(t.app, '/api/Cart/SaveCart', { area, cart: ready(cartId) }, tk.customer),
      CalculateCart: await post(t.app, '/api/Cart/CalculateCart', { area, cart: ready(cartId) }, tk.customer),
      CalculateCartWithoutSaving: await post(t.app, '/api/Cart/CalculateCartWithoutSaving', { area, cart: ready(cartId) }, tk.customer),
      EmptyCart: await post(t.app, '/api/Cart/EmptyCart', { area, cartId }, tk.customer),
      GetCartsBySearch: await post(t.app, '/api/Cart/GetCartsBySearch', { area, skip: 0, take: 1 }, tk.customer),
      GetCartById: await post(t.app, '/api/cart/GetCartById', { areaInfo: area, id: cartId }, tk.customer),
      CreateOrderByCartId: await post(t.app, '/api/Order/CreateOrderByCartId', { area, cartId }, tk.customer),
      GetOrderByCartId: await post(t.app, '/api/Order/GetOrderByCartId', { areaInfo: area, cartId }, tk.customer),
      CreatePaymentIntent: await post(t.app, '/api/Payment/CreatePaymentIntent', { areaInfo: area, cartId, domain: 'http://localhost:8080' }, tk.customer),
    };
  }

  it.each([
    ['an unknown area', { areaId: 'nope' }, 'areaId', 'is unknown'],
    ['a language the area does not have', { languageCode: 'xx' }, 'languageCode', 'is not a language of the area'],
  ])('answers 400 naming the parameter for %s on every call, and changes nothing', async (_what, bad, name, reason) => {
    const cartId = nextId('area');
    expect((await post(t.app, '/api/Cart/SaveCart', { area: AREA, cart: ready(cartId) }, tk.customer)).statusCode).toBe(200);
    const before = await t.db.selectFrom('carts').selectAll().where('id', '=', cartId).executeTakeFirstOrThrow();
    for (const [call, res] of Object.entries(await callsWith(bad, cartId))) {
      const prefix = ['GetCartById', 'GetOrderByCartId', 'CreatePaymentIntent'].includes(call) ? 'areaInfo' : 'area';
      expect([call, res.statusCode, fieldsOf(res)]).toEqual([call, 400, { [`${prefix}.${name}`]: reason }]);
    }
    expect(await t.db.selectFrom('carts').selectAll().where('id', '=', cartId).executeTakeFirstOrThrow()).toEqual(before);
    expect(await t.db.selectFrom('orders').select('id').where('cart_id', '=', cartId).execute()).toEqual([]);
  });

  it('stores and sends on the language code of the area (EN-gb → en)', async () => {
    const cartId = nextId('area');
    const area = { ...AREA, languageCode: 'EN-gb' };
    expect((await post(t.app, '/api/Cart/SaveCart', { area, cart: ready(cartId) }, tk.customer)).statusCode).toBe(200);
    expect((await t.db.selectFrom('carts').select('language_code').where('id', '=', cartId).executeTakeFirstOrThrow()).language_code).toBe('en');
    expect((await post(t.app, '/api/Order/CreateOrderByCartId', { area, cartId }, tk.customer)).statusCode).toBe(200);
    const order = await t.db.selectFrom('orders').select(['language_code', 'area_id']).where('cart_id', '=', cartId).executeTakeFirstOrThrow();
    expect(order).toEqual({ language_code: 'en', area_id: 'b2b' });
  });
});
