/**
 * The sandbox webhook route: signature checks over the raw body, and event processing — replays, out-of-order and
 * stale events, and the provider check before an order is paid.
 */
import { signPayload } from '../../server/services/payments/signature';
import { SANDBOX_SIGNATURE_HEADER } from '../../server/services/payments/sandbox';
import { body, createTestApp, type TestApp } from './helpers';
import {
  cartRow,
  deliver,
  eventFor,
  expectRejected,
  insertOrder,
  intentFor,
  orderRow,
  paymentRow,
  sandboxRowOf,
  setProviderState,
  WEBHOOK_URL,
} from './paymentHelpers';

describe('POST /api/Payment/SandboxWebhook/:area', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  /** A pending card payment of a new order. */
  async function pendingPayment() {
    const { orderId, cartId } = await insertOrder(t.db);
    const intent = await intentFor(t.app, orderId);
    return { orderId, cartId, paymentId: intent.paymentId };
  }

  it('answers a GET probe with 200 { ok: true }', async () => {
    const res = await t.app.inject({ method: 'GET', url: WEBHOOK_URL });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toEqual({ ok: true });
  });

  it('applies a correctly signed event after asking the provider', async () => {
    const { orderId, paymentId } = await pendingPayment();
    await setProviderState(t.db, paymentId, { status: 'succeeded' });
    const res = await deliver(t.app, await eventFor(t.db, paymentId, 'payment.succeeded'));
    expect(res.statusCode).toBe(200);
    expect(body(res)).toEqual({ received: true, outcome: 'applied', status: 'succeeded', stale: false });
    expect((await paymentRow(t.db, paymentId)).status).toBe('succeeded');
    const order = await orderRow(t.db, orderId);
    expect(order.status).toBe('PendingTransfer');
    expect(order.payment_status).toBe('succeeded');
  });

  it.each([
    ['a wrong secret', { secret: 'not-the-secret' }],
    ['a tampered body', { tamper: (b: string) => b.replace('payment.succeeded', 'payment.declined') }],
    ['a timestamp outside 300 s', { timestamp: Math.floor(Date.now() / 1000) - 301 }],
  ])('refuses %s with 400 and changes nothing', async (_name, options) => {
    const { orderId, paymentId } = await pendingPayment();
    await setProviderState(t.db, paymentId, { status: 'succeeded' });
    const res = await deliver(t.app, await eventFor(t.db, paymentId, 'payment.succeeded'), options);
    expect(res.statusCode).toBe(400);
    expect(body<{ message: string }>(res).message).toMatch(/signature/i);
    expect((await paymentRow(t.db, paymentId)).status).toBe('pending');
    expect((await orderRow(t.db, orderId)).status).toBe('PendingPayment');
    expect(await t.db.selectFrom('payment_events').selectAll().where('payment_id', '=', paymentId).execute()).toEqual([]);
  });

  it('refuses a delivery without the signature header with 400', async () => {
    const { paymentId } = await pendingPayment();
    const res = await t.app.inject({
      method: 'POST',
      url: WEBHOOK_URL,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(await eventFor(t.db, paymentId, 'payment.succeeded')),
    });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ message: 'Missing signature header', statusCode: 400 });
  });

  it('refuses a signed body that is not an event with 400', async () => {
    const raw = 'not json at all';
    const res = await t.app.inject({
      method: 'POST',
      url: WEBHOOK_URL,
      headers: { 'content-type': 'text/plain', [SANDBOX_SIGNATURE_HEADER]: signPayload(t.config.paymentWebhookSecret, raw) },
      payload: raw,
    });
    expect(res.statusCode).toBe(400);
    expect(body<{ message: string }>(res).message).toBe('The event is not JSON');
  });

  it('processes the same event delivered 10 times (concurrently) once', async () => {
    const { orderId, paymentId } = await pendingPayment();
    await setProviderState(t.db, paymentId, { status: 'succeeded' });
    const event = await eventFor(t.db, paymentId, 'payment.succeeded');
    const replies = await Promise.all(Array.from({ length: 10 }, () => deliver(t.app, event)));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const outcomes = replies.map((r) => body<{ outcome: string }>(r).outcome).sort();
    expect(outcomes).toEqual(['applied', ...Array(9).fill('duplicate')]);
    const events = await t.db.selectFrom('payment_events').selectAll().where('payment_id', '=', paymentId).execute();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ provider: 'sandbox', event_id: event.id, type: 'payment.succeeded' });
    expect((await paymentRow(t.db, paymentId)).status).toBe('succeeded');
    expect((await orderRow(t.db, orderId)).status).toBe('PendingTransfer');

    // And sequentially once more: still a duplicate.
    expect(body<{ outcome: string }>(await deliver(t.app, event)).outcome).toBe('duplicate');
  });

  it('keeps a succeeded payment succeeded when a late declined event arrives (out of order)', async () => {
    const { orderId, paymentId } = await pendingPayment();
    await setProviderState(t.db, paymentId, { status: 'succeeded' });
    const succeeded = await eventFor(t.db, paymentId, 'payment.succeeded');
    // The declined event was created first but arrives last; by then the provider even reports 'declined'.
    const declined = await eventFor(t.db, paymentId, 'payment.declined');
    expect(body(await deliver(t.app, succeeded))).toMatchObject({ outcome: 'applied', status: 'succeeded' });
    await setProviderState(t.db, paymentId, { status: 'declined' });
    const late = await deliver(t.app, declined);
    expect(late.statusCode).toBe(200);
    expect(body(late)).toEqual({ received: true, outcome: 'applied', status: 'succeeded', stale: true });
    expect((await paymentRow(t.db, paymentId)).status).toBe('succeeded');
    expect((await orderRow(t.db, orderId)).status).toBe('PendingTransfer');
  });

  it('ignores a stale declined event for a payment the provider reports as succeeded', async () => {
    const { orderId, paymentId } = await pendingPayment();
    await setProviderState(t.db, paymentId, { status: 'succeeded' });
    const res = await deliver(t.app, await eventFor(t.db, paymentId, 'payment.declined'));
    expect(body(res)).toEqual({ received: true, outcome: 'applied', status: 'succeeded', stale: true });
    expect((await orderRow(t.db, orderId)).status).toBe('PendingTransfer');
  });

  it('does not mark the order paid when the event claims success but the provider still has it pending', async () => {
    const { orderId, paymentId } = await pendingPayment();
    const res = await deliver(t.app, await eventFor(t.db, paymentId, 'payment.succeeded'));
    expect(res.statusCode).toBe(200);
    expect(body(res)).toEqual({ received: true, outcome: 'applied', status: 'pending', stale: true });
    expect((await paymentRow(t.db, paymentId)).status).toBe('pending');
    const order = await orderRow(t.db, orderId);
    expect(order.status).toBe('PendingPayment');
    expect(order.payment_status).toBeNull();
  });

  it.each([
    ['amount', { amount_minor: 100 }],
    ['currency', { currency_code: 'EUR' }],
  ])('does not mark the order paid when the provider reports another %s', async (_name, state) => {
    const { orderId, paymentId } = await pendingPayment();
    await setProviderState(t.db, paymentId, { status: 'succeeded', ...state });
    const res = await deliver(t.app, await eventFor(t.db, paymentId, 'payment.succeeded'));
    expect(body(res)).toMatchObject({ outcome: 'applied', status: 'failed', stale: true });
    const payment = await paymentRow(t.db, paymentId);
    expect(payment).toMatchObject({ status: 'failed', failure_reason: 'amount_mismatch' });
    const order = await orderRow(t.db, orderId);
    expect(order.status).toBe('PendingPayment');
    expect(order.payment_status).toBe('failed');
    // Money may sit at the provider: the order is left for a person, never rejected (nor its cart reopened).
    expect(order.cart_id).not.toContain('#');
  });

  it('does not mark the order paid when the order total no longer equals the payment', async () => {
    const { orderId, paymentId } = await pendingPayment();
    await t.db.updateTable('orders').set({ total_net: 200000, total_net_vat: 50000 }).where('id', '=', orderId).execute();
    await setProviderState(t.db, paymentId, { status: 'succeeded' });
    await deliver(t.app, await eventFor(t.db, paymentId, 'payment.succeeded'));
    expect((await paymentRow(t.db, paymentId)).status).toBe('failed');
    expect((await orderRow(t.db, orderId)).status).toBe('PendingPayment');
  });

  it.each([
    ['declined', 'payment.declined'],
    ['failed', 'payment.failed'],
    ['canceled', 'payment.canceled'],
  ] as const)('rejects the order on a %s payment: Rejected, detached from its cart, the cart open again', async (status, type) => {
    const { orderId, cartId, paymentId } = await pendingPayment();
    const before = await cartRow(t.db, cartId);
    await setProviderState(t.db, paymentId, { status });
    const res = await deliver(t.app, await eventFor(t.db, paymentId, type));
    expect(body(res)).toEqual({ received: true, outcome: 'applied', status, stale: false });
    await expectRejected(t.db, orderId, cartId, status);
    const cart = await cartRow(t.db, cartId);
    expect(cart).toMatchObject({ status: 'open', lines: before.lines, data: before.data, version: Number(before.version) + 1 });
    expect(cart.updated_at > before.updated_at).toBe(true);
  });

  it('applies the same decline once when 10 deliveries of the event and 5 returns of the browser race', async () => {
    const { orderId, cartId, paymentId } = await pendingPayment();
    const before = await cartRow(t.db, cartId);
    await setProviderState(t.db, paymentId, { status: 'declined' });
    const event = await eventFor(t.db, paymentId, 'payment.declined');
    const rejections = jest.spyOn(t.app.log, 'info');
    try {
      const [deliveries, returns] = await Promise.all([
        Promise.all(Array.from({ length: 10 }, () => deliver(t.app, event))),
        Promise.all(
          Array.from({ length: 5 }, () => t.app.inject({ method: 'GET', url: `/api/Payment/VerifyPaymentRedirect/b2b/${paymentId}` })),
        ),
      ]);
      expect(deliveries.map((r) => body<{ outcome: string }>(r).outcome).sort()).toEqual(['applied', ...Array(9).fill('duplicate')]);
      expect(returns.map((r) => [r.statusCode, r.headers.location])).toEqual(Array(5).fill([302, '/checkout?payment=declined']));
      const rejectedLogs = rejections.mock.calls.filter((call) => call.includes('payments: card order rejected; its cart is open again'));
      expect(rejectedLogs).toHaveLength(1);
    } finally {
      rejections.mockRestore();
    }
    await expectRejected(t.db, orderId, cartId, 'declined');
    // Reopened once: one version step, and one order (the rejected one) ever made from the cart.
    expect(await cartRow(t.db, cartId)).toMatchObject({ status: 'open', version: Number(before.version) + 1 });
    const made = await t.db
      .selectFrom('orders')
      .select(['id', 'status'])
      .where((eb) => eb.or([eb('cart_id', '=', cartId), eb('source_cart_id', '=', cartId)]))
      .execute();
    expect(made).toEqual([{ id: orderId, status: 'Rejected' }]);
  });

  it('never rejects an order with a succeeded payment, even one not yet applied to the order', async () => {
    const { orderId, cartId, paymentId } = await pendingPayment();
    // Paid at the provider and recorded as succeeded, but the order step did not run yet (a crash between them).
    await setProviderState(t.db, paymentId, { status: 'succeeded' });
    await t.db.updateTable('payments').set({ status: 'succeeded' }).where('id', '=', paymentId).execute();
    // An older payment of the order, declined, whose late event arrives now.
    const older = `pay_older_${orderId}`;
    await t.db
      .insertInto('payments')
      .values({ ...(await paymentRow(t.db, paymentId)), id: older, provider_payment_id: `sbx_older_${orderId}`, status: 'pending' })
      .execute();
    await t.db
      .insertInto('sandbox_payments')
      .values({ ...(await sandboxRowOf(t.db, paymentId)), provider_payment_id: `sbx_older_${orderId}`, status: 'declined' })
      .execute();
    const res = await deliver(t.app, await eventFor(t.db, older, 'payment.declined'));
    expect(body(res)).toMatchObject({ outcome: 'applied', status: 'declined' });
    const order = await orderRow(t.db, orderId);
    expect(order).toMatchObject({ status: 'PendingPayment', cart_id: cartId, source_cart_id: null });
    expect((await cartRow(t.db, cartId)).status).toBe('ordered');
    // The next verification of the paid payment heals the order: paid.
    await t.app.inject({ method: 'GET', url: `/api/Payment/VerifyPaymentRedirect/b2b/${paymentId}` });
    expect(await orderRow(t.db, orderId)).toMatchObject({ status: 'PendingTransfer', payment_status: 'succeeded' });
  });

  it('keeps the order open while another payment of it is pending (a superseded one declined late)', async () => {
    const { orderId, cartId, paymentId } = await pendingPayment();
    const second = await intentFor(t.app, orderId, { origin: 'https://shop.example.se' });
    expect((await paymentRow(t.db, paymentId)).status).toBe('canceled');
    await setProviderState(t.db, paymentId, { status: 'declined' });
    const res = await deliver(t.app, await eventFor(t.db, paymentId, 'payment.declined'));
    expect(body(res)).toMatchObject({ outcome: 'applied', status: 'declined' });
    expect(await orderRow(t.db, orderId)).toMatchObject({ status: 'PendingPayment', cart_id: cartId, payment_status: null });
    expect((await paymentRow(t.db, second.paymentId)).status).toBe('pending');
  });

  it('answers 200 for an event about a payment it does not know (and records nothing)', async () => {
    const { paymentId } = await pendingPayment();
    const event = await eventFor(t.db, paymentId, 'payment.succeeded');
    const res = await deliver(t.app, { ...event, data: { ...event.data, paymentId: 'sbx_unknown' } });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toEqual({ received: true, outcome: 'unknownPayment' });
    expect(await t.db.selectFrom('payment_events').selectAll().where('event_id', '=', event.id).execute()).toEqual([]);
  });

  it('answers 404 for an unknown area', async () => {
    const { paymentId } = await pendingPayment();
    const event = await eventFor(t.db, paymentId, 'payment.succeeded');
    const { signedSandboxEvent } = await import('../../server/services/payments/sandbox');
    const signed = signedSandboxEvent(t.config.paymentWebhookSecret, event);
    const res = await t.app.inject({ method: 'POST', url: '/api/Payment/SandboxWebhook/nowhere', headers: signed.headers, payload: signed.body });
    expect(res.statusCode).toBe(404);
  });
});
