/**
 * Card payments left unfinished (the customer pressed Back on the provider's page or closed the tab): GetPendingPayment
 * finds the caller's own, CancelPayment cancels it at the provider and reopens the cart (the rejection rule), and
 * payments pending longer than PAYMENT_PENDING_TIMEOUT_MINUTES expire at the sandbox and are closed by the sweep.
 */
import type {
  CancelPaymentResponse,
  GetPendingPaymentResponse,
  Order,
  PaymentIntentResponse,
} from '../../src/api/commerceTypes';
import { loadConfig } from '../../server/config';
import { createSandboxProvider } from '../../server/services/payments/sandbox';
import { startPaymentSweep, sweepStalePayments } from '../../server/services/payments';
import { addUser, bearer, tokenFor } from './auth';
import { AREA, cart, commerceTestApp, post } from './commerceFixtures';
import { body, type TestApp } from './helpers';
import {
  CARD_CART,
  cartRow,
  expectRejected,
  latestOpenCart as latestOpenCartOf,
  orderRow,
  ORIGIN,
  paymentRow,
  productLines,
  sandboxRowOf,
  setProviderState,
} from './paymentHelpers';

let t: TestApp;
let customer: string;
let otherCustomer: string;
let colleague: string;
let rep: string;

const MINUTE = 60_000;

beforeAll(async () => {
  const app = await commerceTestApp();
  t = app.t;
  customer = app.tk.customer;
  otherCustomer = app.tk.other;
  rep = app.tk.rep;
  await addUser(t.app, 'u-colleague', ['customer'], '10001');
  colleague = await tokenFor(t.app, 'u-colleague');
});
afterAll(async () => {
  await t.close();
});

/** A saved card cart and its payment intent through the real routes (the customer is then on the provider's page). */
async function startCardPayment(cartId: string, token = customer, origin = ORIGIN) {
  const saved = await post(t.app, '/api/Cart/SaveCart', { area: AREA, cart: cart({ ...CARD_CART, cartId }) }, token);
  expect(saved.statusCode).toBe(200);
  const res = await post(t.app, '/api/Payment/CreatePaymentIntent', { areaInfo: AREA, cartId, domain: origin }, token);
  expect(res.statusCode).toBe(200);
  const intent = body<PaymentIntentResponse>(res).paymentIntentResponse;
  if (!intent) throw new Error('no intent');
  const order = await post(t.app, '/api/Order/GetOrderByCartId', { areaInfo: AREA, cartId }, token);
  return { ...intent, order: body<{ order: { item: Order } }>(order).order.item };
}

async function pendingOf(token: string, areaInfo = AREA) {
  const res = await post(t.app, '/api/Payment/GetPendingPayment', { areaInfo }, token);
  expect(res.statusCode).toBe(200);
  return body<GetPendingPaymentResponse>(res).pendingPayment;
}

const cancel = (paymentId: string, token = customer, areaInfo = AREA) =>
  post(t.app, '/api/Payment/CancelPayment', { areaInfo, paymentId }, token);

const latestOpenCart = (token = customer) => latestOpenCartOf(t.app, token);

/** Marks every payment that is still pending as handled, so one test's payments do not show up in the next. */
async function settleLeftovers() {
  await t.db.updateTable('payments').set({ status: 'canceled', failure_reason: 'test-cleanup' }).where('status', '=', 'pending').execute();
}
afterEach(settleLeftovers);

describe('POST /api/Payment/GetPendingPayment', () => {
  it('answers null when the caller has no unfinished card payment', async () => {
    expect(await pendingOf(customer)).toBeNull();
  });

  it("finds the caller's payment left on the provider's page, with the order, the amount and the way back to it", async () => {
    const started = await startCardPayment('pp-found');
    const pending = await pendingOf(customer);
    expect(pending).toEqual({
      paymentId: started.paymentId,
      orderId: started.order.id,
      orderNumber: started.order.orderNumber,
      cartId: 'pp-found',
      amount: started.order.totalNetPrice.priceWithVat,
      currencyCode: 'DKK',
      redirectLink: started.redirectLink,
      createdAt: (await paymentRow(t.db, started.paymentId)).created_at,
    });
    expect(pending?.amount).toBeGreaterThan(0);
    // The cart is ordered meanwhile: the shop would show an empty cart without this notice.
    expect((await cartRow(t.db, 'pp-found')).status).toBe('ordered');
    // A sales rep acting for the user sees it too (it is the user's order).
    expect((await pendingOf(rep))?.paymentId).toBe(started.paymentId);
  });

  it('answers the newest of several unfinished payments', async () => {
    await startCardPayment('pp-older');
    const newer = await startCardPayment('pp-newer');
    await t.db
      .updateTable('payments')
      .set({ created_at: new Date(Date.now() - 10 * MINUTE).toISOString() })
      .where('cart_id', '=', 'pp-older')
      .execute();
    expect((await pendingOf(customer))?.paymentId).toBe(newer.paymentId);
  });

  it("does not show another customer's or a colleague's payment, nor one of another area", async () => {
    await startCardPayment('pp-mine');
    expect(await pendingOf(otherCustomer)).toBeNull();
    expect(await pendingOf(colleague)).toBeNull();
    expect(await pendingOf(customer, { ...AREA, areaId: 'other-area' })).toBeNull();
  });

  it('forgets a payment once it is settled (paid, or canceled on the provider page)', async () => {
    const paid = await startCardPayment('pp-paid');
    await setProviderState(t.db, paid.paymentId, { status: 'succeeded' });
    const verified = await t.app.inject({ method: 'POST', url: `/api/Payment/VerifyPayment/b2b/${paid.paymentId}`, headers: bearer(customer) });
    expect(verified.statusCode).toBe(200);
    expect(await pendingOf(customer)).toBeNull();
  });

  it('needs a customer (401 anonymous) and an areaInfo (400)', async () => {
    expect((await post(t.app, '/api/Payment/GetPendingPayment', { areaInfo: AREA })).statusCode).toBe(401);
    const bad = await post(t.app, '/api/Payment/GetPendingPayment', {}, customer);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).not.toContain('at ');
  });
});

describe('POST /api/Payment/CancelPayment', () => {
  it('cancels at the provider: the order is Rejected, the cart open with its lines and the latest cart again', async () => {
    const started = await startCardPayment('pp-cancel');
    const res = await cancel(started.paymentId);
    expect(res.statusCode).toBe(200);
    expect(body<CancelPaymentResponse>(res)).toEqual({ cartId: 'pp-cancel' });

    await expectRejected(t.db, started.order.id, 'pp-cancel', 'canceled');
    expect(await paymentRow(t.db, started.paymentId)).toMatchObject({ status: 'canceled', failure_reason: null });
    // Canceled at the provider itself, which told the shop by its signed webhook too.
    expect(await sandboxRowOf(t.db, started.paymentId)).toMatchObject({ status: 'canceled', webhook_status: 200 });
    expect((await cartRow(t.db, 'pp-cancel')).status).toBe('open');

    const latest = await latestOpenCart();
    expect(latest?.cartId).toBe('pp-cancel');
    expect(productLines(latest)).toEqual([
      ['LINE1', '1001', 3],
      ['LINE2', '2001', 2],
    ]);
    expect(latest).toMatchObject({ reference: 'Sag 42', expectedDeliveryDate: '2099-01-15' });
    expect(await pendingOf(customer)).toBeNull();

    // The customer pays on invoice now: a new order with the next number, straight to PendingTransfer.
    await post(t.app, '/api/Cart/SaveCart', { area: AREA, cart: cart({ ...CARD_CART, cartId: 'pp-cancel', paymentMethod: 'invoice' }) }, customer);
    const invoice = await post(t.app, '/api/Order/CreateOrderByCartId', { area: AREA, cartId: 'pp-cancel' }, customer);
    expect(invoice.statusCode).toBe(200);
    const newOrder = await orderRow(t.db, body<{ orderId: string }>(invoice).orderId);
    expect(newOrder).toMatchObject({ status: 'PendingTransfer', cart_id: 'pp-cancel' });
    expect(Number(newOrder.order_number)).toBeGreaterThan(Number(started.order.orderNumber));
  });

  it('is idempotent: a second cancel answers the same and changes nothing', async () => {
    const started = await startCardPayment('pp-twice');
    const first = await cancel(started.paymentId);
    const orderAfterFirst = await orderRow(t.db, started.order.id);
    const cartAfterFirst = await cartRow(t.db, 'pp-twice');
    const second = await cancel(started.paymentId);
    expect(second.statusCode).toBe(200);
    expect(body(second)).toEqual(body(first));
    expect(await orderRow(t.db, started.order.id)).toEqual(orderAfterFirst);
    expect(await cartRow(t.db, 'pp-twice')).toEqual(cartAfterFirst);
  });

  it('answers 409 for a payment that succeeded, and leaves the paid order alone', async () => {
    const started = await startCardPayment('pp-paid-cancel');
    await setProviderState(t.db, started.paymentId, { status: 'succeeded' });
    await t.app.inject({ method: 'POST', url: `/api/Payment/VerifyPayment/b2b/${started.paymentId}`, headers: bearer(customer) });
    const res = await cancel(started.paymentId);
    expect(res.statusCode).toBe(409);
    expect(body<{ message: string }>(res).message).toBe('This payment has already been made');
    expect(await orderRow(t.db, started.order.id)).toMatchObject({ status: 'PendingTransfer', payment_status: 'succeeded' });
    expect((await cartRow(t.db, 'pp-paid-cancel')).status).toBe('ordered');
  });

  it('answers 409 when the customer paid at the provider a moment before (the shop had not heard yet), and records the payment', async () => {
    const started = await startCardPayment('pp-paid-race');
    await setProviderState(t.db, started.paymentId, { status: 'succeeded' });
    const res = await cancel(started.paymentId);
    expect(res.statusCode).toBe(409);
    expect(await paymentRow(t.db, started.paymentId)).toMatchObject({ status: 'succeeded' });
    expect(await orderRow(t.db, started.order.id)).toMatchObject({ status: 'PendingTransfer' });
  });

  it("answers 404 for another customer's, a colleague's, an unknown or another area's payment id — and changes nothing", async () => {
    const started = await startCardPayment('pp-foreign');
    for (const [token, areaInfo] of [
      [otherCustomer, AREA],
      [colleague, AREA],
      [customer, { ...AREA, areaId: 'other-area' }],
    ] as const) {
      const res = await cancel(started.paymentId, token, areaInfo);
      expect(res.statusCode).toBe(404);
    }
    expect((await cancel('pay_unknown')).statusCode).toBe(404);
    expect(await paymentRow(t.db, started.paymentId)).toMatchObject({ status: 'pending' });
    expect(await sandboxRowOf(t.db, started.paymentId)).toMatchObject({ status: 'pending' });
    expect((await cartRow(t.db, 'pp-foreign')).status).toBe('ordered');
  });

  it('needs a customer (401) and a paymentId (400)', async () => {
    expect((await post(t.app, '/api/Payment/CancelPayment', { areaInfo: AREA, paymentId: 'pay_x' })).statusCode).toBe(401);
    const missing = await post(t.app, '/api/Payment/CancelPayment', { areaInfo: AREA }, customer);
    expect(missing.statusCode).toBe(400);
    expect(body<{ message: string }>(missing).message).toMatch(/paymentId/);
  });

  it('cancels the newer payment of the order too when the customer names one that was superseded', async () => {
    const first = await startCardPayment('pp-superseded');
    const second = await post(t.app, '/api/Payment/CreatePaymentIntent', { areaInfo: AREA, cartId: 'pp-superseded', domain: 'https://shop.example.se' }, customer);
    const newer = body<PaymentIntentResponse>(second).paymentIntentResponse;
    expect(newer?.paymentId).not.toBe(first.paymentId);
    expect(await paymentRow(t.db, first.paymentId)).toMatchObject({ status: 'canceled', failure_reason: 'superseded' });

    const res = await cancel(first.paymentId);
    expect(res.statusCode).toBe(200);
    expect(await paymentRow(t.db, newer?.paymentId ?? '')).toMatchObject({ status: 'canceled' });
    // Both pages are closed at the provider: neither can be paid after the order was rejected.
    expect(await sandboxRowOf(t.db, first.paymentId)).toMatchObject({ status: 'canceled' });
    expect(await sandboxRowOf(t.db, newer?.paymentId ?? '')).toMatchObject({ status: 'canceled' });
    await expectRejected(t.db, first.order.id, 'pp-superseded', 'canceled');
    expect((await cartRow(t.db, 'pp-superseded')).status).toBe('open');
  });
});

describe('expiry of unfinished payments (PAYMENT_PENDING_TIMEOUT_MINUTES, default 30)', () => {
  let clock = new Date();
  const restoreSandbox = () => t.app.paymentProviders.register(createSandboxProvider(t.app));
  beforeEach(() => {
    clock = new Date();
    // The sandbox with a clock the test moves (the provider registered under the same name replaces the default one).
    t.app.paymentProviders.register(createSandboxProvider(t.app, { now: () => clock }));
  });
  afterEach(restoreSandbox);

  const verify = async (paymentId: string) => {
    const res = await t.app.inject({ method: 'POST', url: `/api/Payment/VerifyPayment/b2b/${paymentId}`, headers: bearer(customer) });
    expect(res.statusCode).toBe(200);
    return body<{ status: string }>(res).status;
  };

  it('the sandbox reports a payment still pending after the timeout as canceled: the order is rejected, the cart open again', async () => {
    expect(t.config.paymentPendingTimeoutMinutes).toBe(30);
    const started = await startCardPayment('pp-expire');
    clock = new Date(clock.getTime() + 29 * MINUTE);
    expect(await verify(started.paymentId)).toBe('pending');
    expect((await cartRow(t.db, 'pp-expire')).status).toBe('ordered');

    clock = new Date(clock.getTime() + 2 * MINUTE);
    expect(await verify(started.paymentId)).toBe('canceled');
    await expectRejected(t.db, started.order.id, 'pp-expire', 'canceled');
    expect((await latestOpenCart())?.cartId).toBe('pp-expire');
    expect(await pendingOf(customer)).toBeNull();
  });

  it('an expired payment cannot be paid on the hosted page any more; the page shows it as closed', async () => {
    restoreSandbox(); // the page runs on the real clock: the payment is made to look old instead
    const started = await startCardPayment('pp-expired-page');
    await t.db
      .updateTable('sandbox_payments')
      .set({ created_at: new Date(Date.now() - 31 * MINUTE).toISOString() })
      .where('provider_payment_id', '=', (await paymentRow(t.db, started.paymentId)).provider_payment_id)
      .execute();
    const path = new URL(started.redirectLink).pathname;
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Betalingen er afsluttet.');
    expect(page.body).not.toContain('name="cardNumber"');
    const paid = await t.app.inject({
      method: 'POST',
      url: `${path}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ cardNumber: '4242424242424242', expiry: '12/39', cvc: '123' }).toString(),
    });
    expect(paid.statusCode).toBe(303);
    const back = await t.app.inject({ method: 'GET', url: new URL(String(paid.headers.location)).pathname });
    expect(back.headers.location).toBe('/checkout?payment=canceled');
    await expectRejected(t.db, started.order.id, 'pp-expired-page', 'canceled');
  });

  it('the sweep closes payments pending longer than the timeout, and only those', async () => {
    const old = await startCardPayment('pp-sweep-old');
    clock = new Date(clock.getTime() + 20 * MINUTE);
    const young = await startCardPayment('pp-sweep-young');
    // The young payment's row is 20 minutes younger in the shop as well.
    await t.db.updateTable('payments').set({ created_at: clock.toISOString() }).where('id', '=', young.paymentId).execute();

    expect((await sweepStalePayments(t.app, { now: new Date(clock.getTime() - 15 * MINUTE) })).checked).toBe(0);

    clock = new Date(clock.getTime() + 11 * MINUTE); // old: 31 minutes, young: 11 minutes
    const result = await sweepStalePayments(t.app, { now: clock });
    expect(result).toEqual({ checked: 1, closed: [old.paymentId] });
    await expectRejected(t.db, old.order.id, 'pp-sweep-old', 'canceled');
    expect((await cartRow(t.db, 'pp-sweep-old')).status).toBe('open');
    expect(await paymentRow(t.db, young.paymentId)).toMatchObject({ status: 'pending' });
    expect((await cartRow(t.db, 'pp-sweep-young')).status).toBe('ordered');

    // A second pass has nothing left to do for the old one.
    expect((await sweepStalePayments(t.app, { now: clock })).closed).toEqual([]);
  });

  it('the sweep cancels at the provider a payment the provider itself still holds open', async () => {
    restoreSandbox(); // the provider on the real clock: for it the payment is new
    const started = await startCardPayment('pp-sweep-provider');
    const result = await sweepStalePayments(t.app, { now: new Date(Date.now() + 31 * MINUTE) });
    expect(result.closed).toEqual([started.paymentId]);
    expect(await sandboxRowOf(t.db, started.paymentId)).toMatchObject({ status: 'canceled' });
    await expectRejected(t.db, started.order.id, 'pp-sweep-provider', 'canceled');
  });

  it('the sweep runs on its own interval when started (npm start) and stops', async () => {
    const started = await startCardPayment('pp-sweep-timer');
    const old = new Date(Date.now() - 31 * MINUTE).toISOString();
    await t.db.updateTable('payments').set({ created_at: old }).where('id', '=', started.paymentId).execute();
    clock = new Date(Date.now() + 31 * MINUTE);
    const sweep = startPaymentSweep(t.app, 20);
    try {
      for (let i = 0; i < 100 && (await cartRow(t.db, 'pp-sweep-timer')).status !== 'open'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    } finally {
      await sweep.stop();
    }
    await expectRejected(t.db, started.order.id, 'pp-sweep-timer', 'canceled');
  });

  it('the timeout is configurable (PAYMENT_PENDING_TIMEOUT_MINUTES, at least 1)', () => {
    const dataDir = t.dataDir;
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) }).paymentPendingTimeoutMinutes).toBe(30);
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40), PAYMENT_PENDING_TIMEOUT_MINUTES: '5' }).paymentPendingTimeoutMinutes).toBe(5);
    expect(() => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40), PAYMENT_PENDING_TIMEOUT_MINUTES: '0' })).toThrow(/PAYMENT_PENDING_TIMEOUT_MINUTES/);
    expect(() => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40), PAYMENT_PENDING_TIMEOUT_MINUTES: 'soon' })).toThrow(/PAYMENT_PENDING_TIMEOUT_MINUTES/);
  });
});
