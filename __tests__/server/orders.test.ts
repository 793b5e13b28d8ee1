/**
 * Orders against a real temporary database (docs/commerce-api.md 'Orders'): creation from the stored cart,
 * validation, idempotency under 20 concurrent requests with one order number consumed, scoping, the payment
 * hand-over (PendingPayment → PendingTransfer), rejection of an unpaid card order (detached, cart reopened).
 */
import type { CalculateCartResponse, Order } from '../../src/api/commerceTypes';
import { getOrderById, getOrderForPayment, lockOrder, markOrderPaid, rejectOrder } from '../../server/services/orders';
import { body, type TestApp } from './helpers';
import { AREA, cart, commerceTestApp, post, type CartSpec, type tokens } from './commerceFixtures';

let t: TestApp;
let tk: Awaited<ReturnType<typeof tokens>>;

beforeAll(async () => {
  ({ t, tk } = await commerceTestApp());
});
afterAll(async () => {
  await t.close();
});

const READY: CartSpec = {
  lines: [
    { productId: '1001', quantity: 3 },
    { productId: '2001', quantity: 2 },
  ],
  expectedDeliveryDate: '2099-01-15',
};

async function saved(cartId: string, spec: CartSpec = READY, token = tk.customer): Promise<void> {
  const res = await post(t.app, '/api/Cart/SaveCart', { area: AREA, cart: cart({ ...spec, cartId }) }, token);
  expect(res.statusCode).toBe(200);
}

const create = (cartId: string, token = tk.customer) => post(t.app, '/api/Order/CreateOrderByCartId', { area: AREA, cartId }, token);
const fieldsOf = (res: { body: string }) => body<{ fields: Record<string, string> }>(res).fields;

async function orderOf(cartId: string, token = tk.customer): Promise<Order> {
  const res = await post(t.app, '/api/Order/GetOrderByCartId', { areaInfo: AREA, cartId, orderId: null }, token);
  expect(res.statusCode).toBe(200);
  return body<{ order: { item: Order } }>(res).order.item;
}

const counter = async () =>
  Number((await t.db.selectFrom('order_counters').select('last_number').where('area_id', '=', 'b2b').executeTakeFirst())?.last_number ?? 0);

describe('CreateOrderByCartId', () => {
  it('creates the order from the stored cart, re-priced, with the calculated totals and the next order number', async () => {
    await saved('order-1');
    const calc = body<CalculateCartResponse>(
      await post(t.app, '/api/Cart/CalculateCartWithoutSaving', { area: AREA, cart: cart({ ...READY, cartId: 'order-1' }) }, tk.customer),
    ).cart;
    const res = await create('order-1');
    expect(res.statusCode).toBe(200);
    const { orderId } = body<{ orderId: string }>(res);
    const order = await orderOf('order-1');
    expect(order).toMatchObject({
      id: orderId,
      cartId: 'order-1',
      orderNumber: '100001',
      status: 'PendingTransfer',
      paymentStatus: null,
      currencyCode: 'DKK',
      comment: 'Ring før levering',
      reference: 'Sag 42',
      expectedDeliveryDate: '2099-01-15',
      createdBy: 'Karen Kunde',
    });
    expect(order.totalNetPrice).toEqual(calc.totalNetPrice);
    expect(order.totalPrice).toEqual(calc.totalPrice);
    expect(order.discount).toEqual(calc.discount);
    // goods 886.50 < 2500: GLS freight 89
    expect(order.freight).toEqual({ priceWithoutVat: 89, priceWithVat: 111.25, vat: 22.25, vatPercentage: 25 });
    expect(order.lines.map((l) => [l.id, l.type, l.netLinePrice.priceWithoutVat])).toEqual(
      calc.lines.map((l) => [l.id, l.type, l.netLinePrice?.priceWithoutVat]),
    );
    expect(order.shippingMethod).toMatchObject({ internalId: 'gls', name: 'GLS pakke (1–2 hverdage)' });
    expect(order.paymentMethod).toMatchObject({ internalId: 'invoice', extraInfo: { kind: 'invoice' } });
    expect(order.billingAddress).toMatchObject({ address1: 'Havnegade 1', country: 'DK' });

    // The cart is ordered now: it cannot change any more.
    const again = await post(t.app, '/api/Cart/SaveCart', { area: AREA, cart: cart({ ...READY, cartId: 'order-1' }) }, tk.customer);
    expect(again.statusCode).toBe(409);
    expect(body<{ message: string }>(again).message).toBe('This cart has already been ordered');
    expect((await post(t.app, '/api/Cart/EmptyCart', { area: AREA, cartId: 'order-1' }, tk.customer)).statusCode).toBe(409);
    // …but it can still be read by id.
    expect((await post(t.app, '/api/cart/GetCartById', { areaInfo: AREA, id: 'order-1' }, tk.customer)).statusCode).toBe(200);
  });

  it('is idempotent: a repeat returns the same order id and consumes no number', async () => {
    await saved('order-2');
    const first = body<{ orderId: string }>(await create('order-2')).orderId;
    const number = await counter();
    const second = await create('order-2');
    expect(second.statusCode).toBe(200);
    expect(body<{ orderId: string }>(second).orderId).toBe(first);
    expect(await counter()).toBe(number);
  });

  it('creates exactly one order and consumes one order number for 20 concurrent requests', async () => {
    await saved('order-race');
    const before = await counter();
    const replies = await Promise.all(Array.from({ length: 20 }, () => create('order-race')));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const ids = new Set(replies.map((r) => body<{ orderId: string }>(r).orderId));
    expect(ids.size).toBe(1);
    const rows = await t.db.selectFrom('orders').select(['id', 'order_number']).where('cart_id', '=', 'order-race').execute();
    expect(rows).toHaveLength(1);
    expect(await counter()).toBe(before + 1);
    expect(rows[0]?.order_number).toBe(String(before + 1));
    // The next order gets the next number: nothing was burnt.
    await saved('order-after-race');
    await create('order-after-race');
    expect((await orderOf('order-after-race')).orderNumber).toBe(String(before + 2));
  });

  it('answers 400 with fields when the stored cart cannot be ordered', async () => {
    await saved('order-bad', {
      lines: [],
      shippingMethod: null,
      paymentMethod: null,
      billingAddress: { address1: 'Havnegade 1', country: '' }, // (an empty one is filled from the customer's)
      expectedDeliveryDate: '2001-01-01',
    });
    const res = await create('order-bad');
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual({
      lines: 'The cart is empty',
      shippingMethod: 'Choose a delivery method',
      paymentMethod: 'Choose a payment method',
      'billingAddress.zip': 'Required',
      'billingAddress.city': 'Required',
      'billingAddress.country': 'Required',
      expectedDeliveryDate: 'The delivery date is too early',
    });
    expect(await t.db.selectFrom('orders').select('id').where('cart_id', '=', 'order-bad').execute()).toEqual([]);

    await saved('order-bad-address', { ...READY, shippingAddress: { address1: 'Byggepladsen 3', city: 'Vejle' } });
    expect(fieldsOf(await create('order-bad-address'))).toEqual({
      'shippingAddress.zip': 'Required',
      'shippingAddress.country': 'Required',
    });
    // Collect-order does not use the shipping address.
    await saved('order-collect', { ...READY, shippingAddress: { address1: 'Byggepladsen 3' }, collectOrder: true });
    expect((await create('order-collect')).statusCode).toBe(200);
    expect((await orderOf('order-collect')).freight.priceWithoutVat).toBe(0);

    expect((await create('no-such-cart')).statusCode).toBe(404);
    expect((await post(t.app, '/api/Order/CreateOrderByCartId', { area: AREA }, tk.customer)).statusCode).toBe(400);
  });

  it('starts card orders at PendingPayment; markOrderPaid moves them to PendingTransfer once', async () => {
    await saved('order-card', { ...READY, paymentMethod: 'card' });
    const { orderId } = body<{ orderId: string }>(await create('order-card'));
    expect(await orderOf('order-card')).toMatchObject({ status: 'PendingPayment', paymentStatus: 'pending' });

    const forPayment = await getOrderForPayment(t.app, orderId);
    const order = await orderOf('order-card');
    expect(forPayment).toMatchObject({ id: orderId, cartId: 'order-card', customerNumber: '10001', currencyCode: 'DKK', status: 'PendingPayment', languageCode: 'da' });
    expect(forPayment?.totalWithVatMinor).toBe(Math.round(order.totalNetPrice.priceWithVat * 100));
    expect(await getOrderForPayment(t.app, 'unknown')).toBeNull();

    expect(await markOrderPaid(t.app, orderId)).toBe(true);
    expect(await markOrderPaid(t.app, orderId)).toBe(false);
    expect(await orderOf('order-card')).toMatchObject({ status: 'PendingTransfer', paymentStatus: 'succeeded' });
    const invoice = (await orderOf('order-1')).id;
    expect(await markOrderPaid(t.app, invoice)).toBe(false);
    expect((await orderOf('order-1')).status).toBe('PendingTransfer');
  });

  it('records the sales rep who ordered on behalf of the user', async () => {
    await saved('order-rep', READY, tk.rep);
    expect((await create('order-rep', tk.rep)).statusCode).toBe(200);
    expect((await orderOf('order-rep')).createdBy).toBe('Sune Salg on behalf of Karen Kunde');
  });
});

describe('GetOrderByCartId and scoping', () => {
  it('returns the order only to its customer, and only when a given order id matches', async () => {
    const order = await orderOf('order-1');
    expect((await post(t.app, '/api/Order/GetOrderByCartId', { areaInfo: AREA, cartId: 'order-1', orderId: order.id }, tk.customer)).statusCode).toBe(200);
    expect((await post(t.app, '/api/Order/GetOrderByCartId', { areaInfo: AREA, cartId: 'order-1', orderId: 'other' }, tk.customer)).statusCode).toBe(404);
    expect((await post(t.app, '/api/Order/GetOrderByCartId', { areaInfo: AREA, cartId: 'order-1' }, tk.other)).statusCode).toBe(404);
    expect((await create('order-1', tk.other)).statusCode).toBe(404);
    expect(await getOrderById(t.app, '10002', order.id)).toBeNull();
    expect((await getOrderById(t.app, '10001', order.id))?.orderNumber).toBe(order.orderNumber);
    expect((await post(t.app, '/api/Order/GetOrderByCartId', { areaInfo: AREA, cartId: 'no-order' }, tk.customer)).statusCode).toBe(404);
  });
});

describe('a rejected card order (the payments service decides when; docs/commerce-api.md rejection)', () => {
  /** What the payments service does in its transaction once no payment can pay the order. */
  const reject = (orderId: string) =>
    t.db.transaction().execute(async (trx) => {
      const locked = await lockOrder(trx, t.app.dialect, orderId);
      return locked ? rejectOrder(trx, locked, { paymentStatus: 'declined', now: new Date() }) : false;
    });

  it('is detached from its cart, which is open and orders again with a new number; it stays the customer\'s as Rejected', async () => {
    await saved('order-rejected', { ...READY, paymentMethod: 'card' });
    const { orderId } = body<{ orderId: string }>(await create('order-rejected'));
    const cardOrder = await orderOf('order-rejected');
    const cartBefore = await t.db.selectFrom('carts').selectAll().where('id', '=', 'order-rejected').executeTakeFirstOrThrow();
    expect(cartBefore.status).toBe('ordered');

    expect(await reject(orderId)).toBe(true);
    expect(await reject(orderId)).toBe(false); // once
    const row = await t.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'Rejected',
      payment_status: 'declined',
      cart_id: `order-rejected#rejected-${orderId}`,
      source_cart_id: 'order-rejected',
    });
    const cartAfter = await t.db.selectFrom('carts').selectAll().where('id', '=', 'order-rejected').executeTakeFirstOrThrow();
    expect(cartAfter).toMatchObject({ status: 'open', lines: cartBefore.lines, data: cartBefore.data });
    expect(Number(cartAfter.version)).toBe(Number(cartBefore.version) + 1);

    // The cart has no order now; the rejected order is still the customer's (history), with the cart it came from.
    const lookup = (cartId: string) => post(t.app, '/api/Order/GetOrderByCartId', { areaInfo: AREA, cartId }, tk.customer);
    expect((await lookup('order-rejected')).statusCode).toBe(404);
    expect((await lookup(`order-rejected#rejected-${orderId}`)).statusCode).toBe(404);
    expect((await create(`order-rejected#rejected-${orderId}`)).statusCode).toBe(404);
    expect(await getOrderById(t.app, '10001', orderId)).toMatchObject({
      status: 'Rejected',
      paymentStatus: 'declined',
      cartId: 'order-rejected',
      orderNumber: cardOrder.orderNumber,
    });
    expect(await getOrderById(t.app, '10002', orderId)).toBeNull();
    expect(await getOrderForPayment(t.app, orderId)).toMatchObject({ status: 'Rejected', cartId: 'order-rejected' });

    // The open cart can change and is ordered again: on invoice a new order, PendingTransfer, the next number.
    await saved('order-rejected', { ...READY, paymentMethod: 'invoice' });
    const before = await counter();
    const again = await create('order-rejected');
    expect(again.statusCode).toBe(200);
    const next = await orderOf('order-rejected');
    expect(next).toMatchObject({ id: body<{ orderId: string }>(again).orderId, status: 'PendingTransfer', orderNumber: String(before + 1) });
    expect(next.id).not.toBe(orderId);
    expect(await markOrderPaid(t.app, orderId)).toBe(false); // a rejected order is never paid
    expect(await reject(next.id)).toBe(false); // only an order waiting for its payment is rejected
    expect((await orderOf('order-rejected')).status).toBe('PendingTransfer');
  });

  it('creates one new order for 20 concurrent requests after a rejection', async () => {
    await saved('order-rejected-race', { ...READY, paymentMethod: 'card' });
    const { orderId } = body<{ orderId: string }>(await create('order-rejected-race'));
    expect(await reject(orderId)).toBe(true);
    const before = await counter();
    const replies = await Promise.all(Array.from({ length: 20 }, () => create('order-rejected-race')));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const ids = new Set(replies.map((r) => body<{ orderId: string }>(r).orderId));
    expect(ids.size).toBe(1);
    expect(ids.has(orderId)).toBe(false);
    expect(await counter()).toBe(before + 1);
  });
});
