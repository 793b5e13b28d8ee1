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

describe('item 11: a cart belongs to its user', () => {
  const ready = (cartId: string, paymentMethod = 'invoice') =>
    cart({ cartId, lines: [{ productId: '1001', quantity: 3 }], expectedDeliveryDate: '2099-01-15', paymentMethod });
  const save = (cartId: string, token: string, spec = ready(cartId)) => post(t.app, '/api/Cart/SaveCart', { area: AREA, cart: spec }, token);
  const ORIGIN = 'http://localhost:8080';

  /** Every call taking a cart id, as `token`. */
  async function cartCalls(cartId: string, token: string) {
    const tampered = cart({ cartId, lines: [{ productId: '2001', quantity: 9 }] });
    return {
      GetCartById: await post(t.app, '/api/cart/GetCartById', { areaInfo: AREA, id: cartId }, token),
      SaveCart: await save(cartId, token, tampered),
      CalculateCart: await post(t.app, '/api/Cart/CalculateCart', { area: AREA, cart: tampered }, token),
      EmptyCart: await post(t.app, '/api/Cart/EmptyCart', { area: AREA, cartId }, token),
      GetOrderByCartId: await post(t.app, '/api/Order/GetOrderByCartId', { areaInfo: AREA, cartId }, token),
      CreateOrderByCartId: await post(t.app, '/api/Order/CreateOrderByCartId', { area: AREA, cartId }, token),
      CreatePaymentIntent: await post(t.app, '/api/Payment/CreatePaymentIntent', { areaInfo: AREA, cartId, domain: ORIGIN }, token),
    };
  }
  const statuses = (calls: Record<string, { statusCode: number }>) =>
    Object.fromEntries(Object.entries(calls).map(([call, res]) => [call, res.statusCode]));
  const allNotFound = (calls: Record<string, { statusCode: number }>) => Object.fromEntries(Object.keys(calls).map((call) => [call, 404]));
  const rowOf = (cartId: string) => t.db.selectFrom('carts').selectAll().where('id', '=', cartId).executeTakeFirstOrThrow();

  it("gives a colleague 404 for another user's open cart on every call, and changes nothing", async () => {
    const cartId = nextId('mine');
    expect((await save(cartId, tk.customer)).statusCode).toBe(200);
    const before = await rowOf(cartId);
    const calls = await cartCalls(cartId, colleague);
    expect(statuses(calls)).toEqual(allNotFound(calls));
    expect(await rowOf(cartId)).toEqual(before);
    expect(await t.db.selectFrom('orders').select('id').where('cart_id', '=', cartId).execute()).toEqual([]);
    // The owner still has it, unchanged.
    const mine = await post(t.app, '/api/cart/GetCartById', { areaInfo: AREA, id: cartId }, tk.customer);
    expect(body<{ cart: { item: Cart } }>(mine).cart.item.lines.map((l) => [l.productKey.productId, l.quantity])).toEqual([['1001', 3]]);
  });

  it("gives a colleague 404 for the cart id of another user's order, which the shared order history shows", async () => {
    const cartId = nextId('ordered');
    expect((await save(cartId, tk.customer)).statusCode).toBe(200);
    const created = await post(t.app, '/api/Order/CreateOrderByCartId', { area: AREA, cartId }, tk.customer);
    expect(created.statusCode).toBe(200);
    const { orderId } = body<{ orderId: string }>(created);
    // The order is the company's: the colleague sees it (and its cart id) in the customer centre …
    const history = await post(t.app, '/api/CustomerCenter/GetOrder', { areaInfo: AREA, orderId }, colleague);
    expect(history.statusCode).toBe(200);
    expect(JSON.stringify(body(history))).toContain(cartId);
    // … but the cart is not theirs: no order id back, no order, no payment.
    const calls = await cartCalls(cartId, colleague);
    expect(statuses(calls)).toEqual(allNotFound(calls));
    expect(body<{ message: string }>(calls.CreateOrderByCartId)).not.toHaveProperty('orderId');
    expect(await t.db.selectFrom('payments').select('id').where('cart_id', '=', cartId).execute()).toEqual([]);
  });

  it("gives a colleague 404 for another user's card order on CreatePaymentIntent (no payment of someone else's order)", async () => {
    const cartId = nextId('card');
    expect((await save(cartId, tk.customer, ready(cartId, 'card'))).statusCode).toBe(200);
    const mine = await post(t.app, '/api/Payment/CreatePaymentIntent', { areaInfo: AREA, cartId, domain: ORIGIN }, tk.customer);
    expect(mine.statusCode).toBe(200);
    const payments = await t.db.selectFrom('payments').select('id').where('cart_id', '=', cartId).execute();
    const theirs = await post(t.app, '/api/Payment/CreatePaymentIntent', { areaInfo: AREA, cartId, domain: ORIGIN }, colleague);
    expect(theirs.statusCode).toBe(404);
    expect(await t.db.selectFrom('payments').select('id').where('cart_id', '=', cartId).execute()).toEqual(payments);
    // The pending payment is not the colleague's either (GetPendingPayment, CancelPayment take no cart id, but the
    // same owner: the user who placed the order).
    const pending = await post(t.app, '/api/Payment/GetPendingPayment', { areaInfo: AREA }, colleague);
    expect(body<{ pendingPayment: unknown }>(pending).pendingPayment).toBeNull();
    const paymentId = payments[0]?.id ?? '';
    expect((await post(t.app, '/api/Payment/CancelPayment', { areaInfo: AREA, paymentId }, colleague)).statusCode).toBe(404);
    expect((await post(t.app, '/api/Payment/CancelPayment', { areaInfo: AREA, paymentId }, tk.customer)).statusCode).toBe(200);
  });

  it('lets a sales rep impersonating the user act on the user’s cart, which stays the user’s', async () => {
    const cartId = nextId('rep');
    expect((await save(cartId, tk.rep)).statusCode).toBe(200);
    expect((await rowOf(cartId)).user_id).toBe('u-customer');
    expect((await post(t.app, '/api/cart/GetCartById', { areaInfo: AREA, id: cartId }, tk.customer)).statusCode).toBe(200);
    expect((await post(t.app, '/api/Cart/CalculateCart', { area: AREA, cart: ready(cartId) }, tk.customer)).statusCode).toBe(200);
    expect((await post(t.app, '/api/Order/CreateOrderByCartId', { area: AREA, cartId }, tk.rep)).statusCode).toBe(200);
    expect((await post(t.app, '/api/Order/GetOrderByCartId', { areaInfo: AREA, cartId }, tk.customer)).statusCode).toBe(200);
    const calls = await cartCalls(cartId, colleague);
    expect(statuses(calls)).toEqual(allNotFound(calls));
  });

  it("does not let a colleague take over a cart id by saving it first: the id stays the first user's", async () => {
    const cartId = nextId('race');
    expect((await save(cartId, colleague)).statusCode).toBe(200);
    expect((await save(cartId, tk.customer)).statusCode).toBe(404);
    expect((await rowOf(cartId)).user_id).toBe('u-colleague');
  });
});

describe('item 9: quantities are numbers, whole unless the unit is sold by measure', () => {
  beforeAll(async () => {
    // Cable by the metre: product 2001 also in M (the catalogue flag set), 12.50 DKK a metre.
    await t.db.insertInto('product_units').values({ product_id: '2001', unit_id: 'M', factor: 1, is_default: 0, sort: 2, allows_decimals: 1 }).execute();
    await t.db
      .insertInto('prices')
      .values({ product_id: '2001', variant_id: '', unit_id: 'M', currency_code: 'DKK', min_quantity: 1, price: 1250, before_price: null })
      .execute();
  });

  const withQuantity = (cartId: string, quantity: unknown, unit = 'STK', productId = '1001') => {
    const payload = cart({ cartId, lines: [{ productId, quantity: 1, unit }], expectedDeliveryDate: '2099-01-15' });
    return { ...payload, lines: payload.lines.map((l) => ({ ...l, quantity })) };
  };
  const CART_CALLS = ['/api/Cart/SaveCart', '/api/Cart/CalculateCart', '/api/Cart/CalculateCartWithoutSaving'];

  it.each([['0x10'], [true], ['2'], [null], [[1]], [{ n: 1 }]])('answers 400 naming the line for the quantity %j, and stores nothing', async (quantity) => {
    const cartId = nextId('qty');
    for (const url of CART_CALLS) {
      const res = await post(t.app, url, { area: AREA, cart: withQuantity(cartId, quantity) }, tk.customer);
      expect([url, res.statusCode, fieldsOf(res)]).toEqual([url, 400, { 'lines[0]': 'quantity must be a number' }]);
    }
    expect(await t.db.selectFrom('carts').select('id').where('id', '=', cartId).execute()).toEqual([]);
  });

  it.each([[0.5], [0.001], [1.5]])('answers 400 naming the line for %d of a unit sold in whole numbers', async (quantity) => {
    const cartId = nextId('qty');
    for (const url of CART_CALLS) {
      const res = await post(t.app, url, { area: AREA, cart: withQuantity(cartId, quantity) }, tk.customer);
      expect([url, res.statusCode, fieldsOf(res)]).toEqual([url, 400, { 'lines[0]': 'quantity must be a whole number for this unit' }]);
    }
    expect(await t.db.selectFrom('carts').select('id').where('id', '=', cartId).execute()).toEqual([]);
  });

  it('prices 12.5 metres of a unit sold by measure, and answers each line its unit rule', async () => {
    const cartId = nextId('metre');
    const payload = cart({
      cartId,
      lines: [
        { productId: '2001', quantity: 12.5, unit: 'M' },
        { productId: '1001', quantity: 2 },
      ],
    });
    const res = await post(t.app, '/api/Cart/CalculateCart', { area: AREA, cart: payload }, tk.customer);
    expect(res.statusCode).toBe(200);
    const lines = body<{ cart: Cart }>(res).cart.lines.filter((l) => l.type === 'product');
    expect(lines.map((l) => [l.productKey.unitOfMeasure, l.quantity, l.allowsDecimals, l.netLinePrice?.priceWithoutVat])).toEqual([
      ['M', 12.5, true, 156.25],
      ['STK', 2, false, 259],
    ]);
    const stored = body<{ cart: { item: Cart } }>(await post(t.app, '/api/cart/GetCartById', { areaInfo: AREA, id: cartId }, tk.customer));
    expect(stored.cart.item.lines.map((l) => [l.quantity, l.allowsDecimals])).toEqual([
      [12.5, true],
      [2, false],
    ]);
    // The client cannot set the rule: it is the catalogue's.
    const claimed = { ...withQuantity(nextId('metre'), 1.5), lines: withQuantity('x', 1.5).lines.map((l) => ({ ...l, allowsDecimals: true })) };
    expect(fieldsOf(await post(t.app, '/api/Cart/SaveCart', { area: AREA, cart: claimed }, tk.customer))).toEqual({
      'lines[0]': 'quantity must be a whole number for this unit',
    });
  });

  it('answers 400 for more than 3 decimals of a unit sold by measure', async () => {
    const res = await post(t.app, '/api/Cart/SaveCart', { area: AREA, cart: withQuantity(nextId('metre'), 1.2345, 'M', '2001') }, tk.customer);
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual({ 'lines[0]': 'quantity may have at most 3 decimals' });
  });

  it('never orders a fraction of a pack stored before the rule: CreateOrderByCartId answers 400 naming the line', async () => {
    const cartId = nextId('legacy');
    expect((await post(t.app, '/api/Cart/SaveCart', { area: AREA, cart: withQuantity(cartId, 3) }, tk.customer)).statusCode).toBe(200);
    const row = await t.db.selectFrom('carts').select('lines').where('id', '=', cartId).executeTakeFirstOrThrow();
    const lines = (JSON.parse(row.lines) as { quantity: number }[]).map((l) => ({ ...l, quantity: 0.5 }));
    await t.db.updateTable('carts').set({ lines: JSON.stringify(lines) }).where('id', '=', cartId).execute();
    const res = await post(t.app, '/api/Order/CreateOrderByCartId', { area: AREA, cartId }, tk.customer);
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual({ 'lines[0]': 'quantity must be a whole number for this unit' });
    expect(await t.db.selectFrom('orders').select('id').where('cart_id', '=', cartId).execute()).toEqual([]);
  });

  describe('favourite lists', () => {
    const add = (listName: string, lines: Record<string, unknown>[], token = tk.customer) =>
      post(t.app, '/api/FavoriteList/UpdateFavoriteList', { areaId: 'b2b', listName, action: 'addLines', lines }, token);

    it.each([['0x10'], [true], ['2'], [[1]]])('answers 400 naming the line for the quantity %j', async (quantity) => {
      const res = await add(nextId('fav'), [{ productId: '1001', unitOfMeasure: 'STK' }, { productId: '1002', unitOfMeasure: 'STK', quantity }]);
      expect(res.statusCode).toBe(400);
      expect(fieldsOf(res)).toEqual({ 'lines[1]': 'quantity must be a number or null' });
    });

    it('keeps whole numbers for counted units and up to 3 decimals for units sold by measure', async () => {
      const half = await add(nextId('fav'), [{ productId: '1001', unitOfMeasure: 'STK', quantity: 2.5 }]);
      expect(fieldsOf(half)).toEqual({ 'lines[0]': 'quantity must be a whole number for this unit' });
      const tooFine = await add(nextId('fav'), [{ productId: '2001', unitOfMeasure: 'M', quantity: 2.1234 }]);
      expect(fieldsOf(tooFine)).toEqual({ 'lines[0]': 'quantity may have at most 3 decimals' });
      const ok = await add(nextId('fav'), [
        { productId: '2001', unitOfMeasure: 'M', quantity: 12.5 },
        { productId: '1001', unitOfMeasure: 'STK', quantity: 4 },
        { productId: '1002', unitOfMeasure: 'STK', quantity: null },
      ]);
      expect(ok.statusCode).toBe(200);
      const list = body<{ favoriteList: { lines: { quantity: number | null }[] } }>(ok).favoriteList;
      expect(list.lines.map((l) => l.quantity)).toEqual([12.5, 4, null]);
    });
  });
});
