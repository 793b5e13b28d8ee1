/**
 * Card payments with the sandbox provider: the hosted page (HTML, CSP, test cards), the return through
 * VerifyPaymentRedirect, VerifyPayment scoped to the paying customer, CreatePaymentIntent's input rules and
 * idempotency, and the return-origin rules.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import type { VerifyPaymentResponse } from '../../src/api/commerceTypes';
import { canMove, OrderRejectedError, returnOriginFor } from '../../server/services/payments/payments';
import { SANDBOX_CARDS, validateCard } from '../../server/services/payments/sandbox';
import { escapeHtml, formatAmount } from '../../server/services/payments/sandboxPage';
import { formatMoney } from '../../common/format';
import type { Order, PaymentIntentResponse } from '../../src/api/commerceTypes';
import { getOrderById } from '../../server/services/orders';
import { bearer } from './auth';
import { AREA, cart, commerceTestApp, post, type CartSpec } from './commerceFixtures';
import { body, type TestApp } from './helpers';
import {
  cartRow,
  expectRejected,
  CART_LINE,
  CARD_CART,
  insertOrder,
  intentFor,
  latestOpenCart as latestOpenCartOf,
  productLines,
  orderRow,
  ORIGIN,
  paymentRow,
  sandboxRowOf,
  setProviderState,
} from './paymentHelpers';

let t: TestApp;
let customerToken: string;
let otherToken: string;

beforeAll(async () => {
  const app = await commerceTestApp();
  t = app.t;
  customerToken = app.tk.customer;
  otherToken = app.tk.other;
});
afterAll(async () => {
  await t.close();
});

const orderCounter = async () =>
  Number((await t.db.selectFrom('order_counters').select('last_number').where('area_id', '=', 'b2b').executeTakeFirstOrThrow()).last_number);

/** Path + query of an absolute URL on the test origin. */
const local = (url: string) => {
  const u = new URL(url);
  expect(u.origin).toBe(ORIGIN);
  return u.pathname + u.search;
};

const CARD = { expiry: '12/39', cvc: '123' };

function pay(redirectLink: string, form: Record<string, string>): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: `${local(redirectLink)}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}

/** Follows the hosted page's 303 to VerifyPaymentRedirect and returns that route's reply. */
async function followReturn(payReply: LightMyRequestResponse): Promise<LightMyRequestResponse> {
  expect(payReply.statusCode).toBe(303);
  return t.app.inject({ method: 'GET', url: local(String(payReply.headers.location)) });
}

describe('the card flow through the real routes (SaveCart → CreatePaymentIntent → hosted page → receipt)', () => {
  async function saveCart(cartId: string, spec: CartSpec = CARD_CART, token = customerToken): Promise<void> {
    const res = await post(t.app, '/api/Cart/SaveCart', { area: AREA, cart: cart({ ...spec, cartId }) }, token);
    expect(res.statusCode).toBe(200);
  }
  const createIntent = (cartId: string, domain = ORIGIN, token = customerToken) =>
    post(t.app, '/api/Payment/CreatePaymentIntent', { areaInfo: AREA, cartId, domain }, token);
  async function intentOf(cartId: string): Promise<{ redirectLink: string; paymentId: string }> {
    const res = await createIntent(cartId);
    expect(res.statusCode).toBe(200);
    const intent = body<PaymentIntentResponse>(res).paymentIntentResponse;
    if (!intent) throw new Error('no intent');
    return intent;
  }
  async function orderOf(cartId: string, token = customerToken): Promise<Order> {
    const res = await post(t.app, '/api/Order/GetOrderByCartId', { areaInfo: AREA, cartId }, token);
    expect(res.statusCode).toBe(200);
    return body<{ order: { item: Order } }>(res).order.item;
  }

  it('success card: the order waits for the payment, then is paid and the browser lands on the receipt', async () => {
    await saveCart('card-ok');
    const intent = await intentOf('card-ok');
    const order = await orderOf('card-ok');
    expect(order).toMatchObject({ status: 'PendingPayment', cartId: 'card-ok' });
    // Not paid yet: no order confirmation (issue 18; it follows the payment).
    const confirmations = () => t.db.selectFrom('mail_outbox').select('recipient').where('kind', '=', 'order-confirmation').where('ref', '=', order.id).execute();
    expect(await confirmations()).toEqual([]);
    const payment = await paymentRow(t.db, intent.paymentId);
    // The order's total incl. VAT, in minor units.
    expect(payment.amount_minor).toBe(Math.round(order.totalNetPrice.priceWithVat * 100));
    expect(payment).toMatchObject({ order_id: order.id, customer_number: '10001', status: 'pending', return_origin: ORIGIN });

    const page = await t.app.inject({ method: 'GET', url: local(intent.redirectLink) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Betaling til Shop'); // the site title of the fixtures
    expect(page.body).toContain(`<dd>${order.orderNumber}</dd>`);

    const back = await followReturn(await pay(intent.redirectLink, { cardNumber: SANDBOX_CARDS.success, ...CARD }));
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('/checkout/kvittering?cartId=card-ok');
    expect(await orderOf('card-ok')).toMatchObject({ status: 'PendingTransfer', paymentStatus: 'succeeded' });
    expect(await confirmations()).toEqual([{ recipient: 'kunde@example.com' }]);

    // Asked again for the paid order: the same payment, and the way to the receipt.
    expect(await intentOf('card-ok')).toEqual({
      paymentId: intent.paymentId,
      redirectLink: `${ORIGIN}/api/Payment/VerifyPaymentRedirect/b2b/${intent.paymentId}`,
    });
  });

  const latestOpenCart = (token = customerToken) => latestOpenCartOf(t.app, token);
  const orderNumberOf = async (orderId: string) => (await orderRow(t.db, orderId)).order_number;

  it('declined card: the order is Rejected and detached, the cart is open again with its lines and is the latest', async () => {
    await saveCart('card-declined');
    await saveCart('card-older', { ...CARD_CART, lines: [{ productId: '1002', quantity: 1 }] });
    const first = await intentOf('card-declined');
    expect(await intentOf('card-declined')).toEqual(first); // idempotent while pending
    const rejected = await orderOf('card-declined');
    expect(rejected.status).toBe('PendingPayment');
    // The cart is ordered while the payment runs: another open cart of the user is the latest meanwhile.
    expect((await latestOpenCart())?.cartId).toBe('card-older');

    const back = await followReturn(await pay(first.redirectLink, { cardNumber: SANDBOX_CARDS.declined, ...CARD }));
    expect(back.headers.location).toBe('/checkout?payment=declined');
    await expectRejected(t.db, rejected.id, 'card-declined', 'declined');
    const cartNow = await cartRow(t.db, 'card-declined');
    expect(cartNow.status).toBe('open');
    const latest = await latestOpenCart();
    expect(latest?.cartId).toBe('card-declined');
    expect(productLines(latest)).toEqual([
      ['LINE1', '1001', 3],
      ['LINE2', '2001', 2],
    ]);
    // The checkout data stays: the customer only picks another payment method (or card again).
    expect(latest).toMatchObject({ expectedDeliveryDate: '2099-01-15', reference: 'Sag 42', paymentMethod: { internalId: 'card' } });
    // The cart has no order now; the rejected one is still the customer's, as Rejected, made from this cart.
    const none = await post(t.app, '/api/Order/GetOrderByCartId', { areaInfo: AREA, cartId: 'card-declined' }, customerToken);
    expect(none.statusCode).toBe(404);
    expect(await getOrderById(t.app, '10001', rejected.id)).toMatchObject({
      status: 'Rejected',
      paymentStatus: 'declined',
      cartId: 'card-declined',
      orderNumber: rejected.orderNumber,
    });
  });

  it('after a decline the next card payment is a new order (next number); a retry card changes nothing; a good card pays it', async () => {
    await saveCart('card-again');
    const first = await intentOf('card-again');
    const firstOrder = await orderOf('card-again');
    await followReturn(await pay(first.redirectLink, { cardNumber: SANDBOX_CARDS.declined, ...CARD }));
    const counterBefore = await orderCounter();

    const second = await intentOf('card-again');
    expect(second.paymentId).not.toBe(first.paymentId);
    const secondOrder = await orderOf('card-again');
    expect(secondOrder.id).not.toBe(firstOrder.id);
    expect(secondOrder).toMatchObject({ status: 'PendingPayment', cartId: 'card-again' });
    expect(secondOrder.orderNumber).toBe(String(counterBefore + 1));
    expect((await paymentRow(t.db, second.paymentId)).order_id).toBe(secondOrder.id);

    // The retry card: the hosted page stays open, nothing changes in the shop.
    const retry = await pay(second.redirectLink, { cardNumber: SANDBOX_CARDS.insufficientFunds, ...CARD });
    expect(retry.statusCode).toBe(200);
    expect(retry.body).toContain('Utilstrækkelig dækning — prøv et andet kort.');
    expect(await paymentRow(t.db, second.paymentId)).toMatchObject({ status: 'pending' });
    expect(await orderRow(t.db, secondOrder.id)).toMatchObject({ status: 'PendingPayment', cart_id: 'card-again' });
    expect((await cartRow(t.db, 'card-again')).status).toBe('ordered');
    expect(await intentOf('card-again')).toEqual(second);

    const done = await followReturn(await pay(second.redirectLink, { cardNumber: SANDBOX_CARDS.success, ...CARD }));
    expect(done.headers.location).toBe('/checkout/kvittering?cartId=card-again');
    expect(await orderOf('card-again')).toMatchObject({ id: secondOrder.id, status: 'PendingTransfer', paymentStatus: 'succeeded' });
    expect((await orderRow(t.db, firstOrder.id)).status).toBe('Rejected');
    expect((await cartRow(t.db, 'card-again')).status).toBe('ordered');
    expect(await orderCounter()).toBe(counterBefore + 1);
  });

  it('after a decline the customer pays by invoice: a new order, PendingTransfer at once, with the next number', async () => {
    await saveCart('card-then-invoice');
    const intent = await intentOf('card-then-invoice');
    const cardOrder = await orderOf('card-then-invoice');
    await followReturn(await pay(intent.redirectLink, { action: 'cancel' }));
    await expectRejected(t.db, cardOrder.id, 'card-then-invoice', 'canceled');

    // The storefront saves the cart with the payment method switched to invoice, then places the order.
    await saveCart('card-then-invoice', { ...CARD_CART, paymentMethod: 'invoice' });
    const counterBefore = await orderCounter();
    const res = await post(t.app, '/api/Order/CreateOrderByCartId', { area: AREA, cartId: 'card-then-invoice' }, customerToken);
    expect(res.statusCode).toBe(200);
    const { orderId } = body<{ orderId: string }>(res);
    expect(orderId).not.toBe(cardOrder.id);
    expect(await orderOf('card-then-invoice')).toMatchObject({
      id: orderId,
      status: 'PendingTransfer',
      paymentStatus: null,
      orderNumber: String(counterBefore + 1),
      paymentMethod: { internalId: 'invoice' },
    });
    expect(await orderNumberOf(cardOrder.id)).toBe(cardOrder.orderNumber);
    expect((await orderRow(t.db, cardOrder.id)).status).toBe('Rejected');
    // A card intent for that cart now: the invoice order does not wait for a card payment.
    expect((await createIntent('card-then-invoice')).statusCode).toBe(409);
  });

  it('a decline the shop never heard of (lost webhook, no return) is found by the next intent: a new order and payment', async () => {
    await saveCart('card-lost');
    const first = await intentOf('card-lost');
    const firstOrder = await orderOf('card-lost');
    await setProviderState(t.db, first.paymentId, { status: 'declined' });
    const second = await intentOf('card-lost');
    expect(second.paymentId).not.toBe(first.paymentId);
    await expectRejected(t.db, firstOrder.id, 'card-lost', 'declined');
    const secondOrder = await orderOf('card-lost');
    expect(secondOrder.id).not.toBe(firstOrder.id);
    expect(secondOrder.status).toBe('PendingPayment');
    expect((await paymentRow(t.db, second.paymentId)).order_id).toBe(secondOrder.id);
  });

  it('a decline found by 3 racing browser returns and 5 racing intents: one rejection, one new order, one payment', async () => {
    await saveCart('card-race');
    const first = await intentOf('card-race');
    const firstOrder = await orderOf('card-race');
    const cartBefore = await cartRow(t.db, 'card-race');
    await setProviderState(t.db, first.paymentId, { status: 'declined' }); // no webhook: found on the way
    const counterBefore = await orderCounter();
    const [returns, intents] = await Promise.all([
      Promise.all(
        Array.from({ length: 3 }, () => t.app.inject({ method: 'GET', url: `/api/Payment/VerifyPaymentRedirect/b2b/${first.paymentId}` })),
      ),
      Promise.all(Array.from({ length: 5 }, () => createIntent('card-race'))),
    ]);
    expect(returns.map((r) => r.headers.location)).toEqual(Array(3).fill('/checkout?payment=declined'));
    expect(intents.map((r) => r.statusCode)).toEqual(Array(5).fill(200));
    const paymentIds = new Set(intents.map((r) => body<PaymentIntentResponse>(r).paymentIntentResponse?.paymentId));
    expect(paymentIds.size).toBe(1);
    await expectRejected(t.db, firstOrder.id, 'card-race', 'declined');
    const secondOrder = await orderOf('card-race');
    expect(secondOrder).toMatchObject({ status: 'PendingPayment', orderNumber: String(counterBefore + 1) });
    expect(await orderCounter()).toBe(counterBefore + 1);
    const pending = await t.db.selectFrom('payments').select(['id', 'order_id']).where('cart_id', '=', 'card-race').where('status', '=', 'pending').execute();
    expect(pending).toEqual([{ id: [...paymentIds][0], order_id: secondOrder.id }]);
    // Reopened once (one version step), then ordered again.
    expect(await cartRow(t.db, 'card-race')).toMatchObject({ status: 'ordered', version: Number(cartBefore.version) + 1 });
  });

  it("keeps other customers out: another customer's VerifyPayment → 404, their intent for my cart → 404", async () => {
    await saveCart('card-mine');
    const intent = await intentOf('card-mine');
    const foreign = await t.app.inject({ method: 'GET', url: `/api/Payment/VerifyPayment/b2b/${intent.paymentId}`, headers: bearer(otherToken) });
    expect(foreign.statusCode).toBe(404);
    expect((await createIntent('card-mine', ORIGIN, otherToken)).statusCode).toBe(404);
    const mine = await t.app.inject({ method: 'GET', url: `/api/Payment/VerifyPayment/b2b/${intent.paymentId}`, headers: bearer(customerToken) });
    expect(body<VerifyPaymentResponse>(mine)).toMatchObject({ status: 'pending', cartId: 'card-mine' });
  });

  it('refuses a domain that is not the shop (400) before any order is made', async () => {
    await saveCart('card-domain');
    const res = await createIntent('card-domain', 'https://evil.example');
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ fields: { domain: 'is not allowed' } });
    expect(await t.db.selectFrom('orders').select('id').where('cart_id', '=', 'card-domain').execute()).toEqual([]);
  });

  it('passes on the order validation (400 with fields) for a cart that cannot be ordered', async () => {
    await saveCart('card-empty', { ...CARD_CART, lines: [] });
    const res = await createIntent('card-empty');
    expect(res.statusCode).toBe(400);
    expect(body<{ fields: Record<string, string> }>(res).fields).toHaveProperty('lines');
  });

  it('answers 409 for a cart already ordered on invoice', async () => {
    await saveCart('invoice-cart', { ...CARD_CART, paymentMethod: 'invoice' });
    expect((await post(t.app, '/api/Order/CreateOrderByCartId', { area: AREA, cartId: 'invoice-cart' }, customerToken)).statusCode).toBe(200);
    const res = await createIntent('invoice-cart');
    expect(res.statusCode).toBe(409);
    expect(await t.db.selectFrom('payments').selectAll().where('cart_id', '=', 'invoice-cart').execute()).toEqual([]);
  });
});

describe('the hosted sandbox page', () => {
  it('shows the amount, the shop name and a card form without script, under the strict CSP', async () => {
    const { orderId } = await insertOrder(t.db, { netMinor: 99_960 }); // 1,249.50 DKK incl. VAT
    const intent = await intentFor(t.app, orderId);
    expect(intent.redirectLink).toMatch(new RegExp(`^${ORIGIN}/payment-sandbox/sbx_[0-9a-f]{32}$`));
    const res = await t.app.inject({ method: 'GET', url: local(intent.redirectLink) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(String(res.headers['content-security-policy'])).toMatch(/form-action 'self'/);
    expect(String(res.headers['content-security-policy'])).toMatch(/script-src 'self'/);
    const html = res.body;
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/\son[a-z]+=/i); // no inline event handlers
    // No inline styles either (the CSP allows none): the page's stylesheet is served beside it.
    expect(html).not.toMatch(/<style|\sstyle=/i);
    const href = /<link rel="stylesheet" href="([^"]+)">/.exec(html)?.[1];
    expect(href).toBe('/payment-sandbox/sandbox.css');
    const css = await t.app.inject({ url: href! });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');
    expect(css.body).toContain('.pay{');
    expect(html).toContain('<html lang="da">');
    // Money as the shop formats it everywhere (SPEC §9), not the browser's locale format ('1.249,50 kr.').
    expect(html).toContain('<dd>DKK 1.249,50</dd>');
    expect(html).toContain('>Betal DKK 1.249,50</button>');
    // The shop's icon: the storefront's favicon, inline (public/index.html), in the tab and on the page.
    const favicon = /<link rel="icon" type="image\/svg\+xml" href="([^"]+)"/.exec(readFileSync(path.join(__dirname, '../../public/index.html'), 'utf8'))?.[1];
    expect(favicon).toMatch(/^data:image\/svg\+xml,/);
    expect(html).toContain(`<link rel="icon" type="image/svg+xml" href="${escapeHtml(favicon!)}">`);
    expect(html).toMatch(/<img class="logo" src="data:image\/svg\+xml,[^"]+" alt="" width="40" height="40">/);
    expect(html).toContain('Betaling til Test Shop');
    const sandbox = await sandboxRowOf(t.db, intent.paymentId);
    // The form posts to this origin (form-action 'self'), with labelled fields and a cancel button.
    expect(html).toContain(`<form method="post" action="/payment-sandbox/${sandbox.provider_payment_id}/pay">`);
    for (const name of ['cardNumber', 'expiry', 'cvc']) {
      expect(html).toMatch(new RegExp(`<label for="${name}">[^<]+</label>\\s*<input id="${name}" name="${name}"`));
    }
    expect(html).toMatch(/<button type="submit" class="cancel" name="action" value="cancel" formnovalidate>Annuller betalingen<\/button>/);
  });

  it('escapes what it shows', async () => {
    const { orderId } = await insertOrder(t.db);
    const intent = await intentFor(t.app, orderId);
    await t.db
      .updateTable('sandbox_payments')
      .set({ merchant_name: '<img src=x onerror=alert(1)> & "Co"' })
      .where('provider_payment_id', '=', (await sandboxRowOf(t.db, intent.paymentId)).provider_payment_id)
      .execute();
    const html = (await t.app.inject({ method: 'GET', url: local(intent.redirectLink) })).body;
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;Co&quot;');
    expect(escapeHtml(`<'">&`)).toBe('&lt;&#39;&quot;&gt;&amp;');
  });

  it('speaks the payment language', async () => {
    const { orderId } = await insertOrder(t.db, { languageCode: 'en' });
    const intent = await intentFor(t.app, orderId, { languageCode: 'en' });
    const html = (await t.app.inject({ method: 'GET', url: local(intent.redirectLink) })).body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Card number');
    expect(html).toContain('DKK');
  });

  it('formats every currency as the storefront does (SPEC §9), in every language', () => {
    expect(formatAmount(124_950, 'DKK')).toBe('DKK 1.249,50');
    expect(formatAmount(124_950, 'SEK')).toBe('SEK 1.249,50');
    expect(formatAmount(124_950, 'NOK')).toBe('NOK 1 249,50');
    expect(formatAmount(124_950, 'EUR')).toBe('EUR 1,249.50');
    expect(formatAmount(124_950, 'EUR')).toBe(formatMoney(1249.5, 'EUR'));
  });

  it('answers 404 with a page for an unknown payment', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/payment-sandbox/sbx_nothing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('Payment not found');
  });
});

describe('paying on the hosted page', () => {
  it('success card: signed webhook applied, 303 to VerifyPaymentRedirect, 302 to the receipt, order PendingTransfer', async () => {
    const { orderId, cartId } = await insertOrder(t.db);
    const intent = await intentFor(t.app, orderId);
    const payReply = await pay(intent.redirectLink, { cardNumber: '4242 4242 4242 4242', ...CARD, action: 'pay' });
    expect(payReply.statusCode).toBe(303);
    expect(payReply.headers.location).toBe(`${ORIGIN}/api/Payment/VerifyPaymentRedirect/b2b/${intent.paymentId}`);
    // The webhook went through our signature check and was applied before the browser came back.
    const sandbox = await sandboxRowOf(t.db, intent.paymentId);
    expect(sandbox).toMatchObject({ status: 'succeeded', webhook_status: 200, attempts: 1 });
    expect(await t.db.selectFrom('payment_events').select('type').where('payment_id', '=', intent.paymentId).execute()).toEqual([
      { type: 'payment.succeeded' },
    ]);
    expect((await paymentRow(t.db, intent.paymentId)).status).toBe('succeeded');
    expect((await orderRow(t.db, orderId)).status).toBe('PendingTransfer');

    const back = await followReturn(payReply);
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe(`/checkout/kvittering?cartId=${cartId}`);
    expect((await orderRow(t.db, orderId)).status).toBe('PendingTransfer');
  });

  it('declined card: order Rejected and its cart open again, back to the checkout with payment=declined', async () => {
    const { orderId, cartId } = await insertOrder(t.db);
    const intent = await intentFor(t.app, orderId);
    const back = await followReturn(await pay(intent.redirectLink, { cardNumber: SANDBOX_CARDS.declined, ...CARD }));
    expect(back.headers.location).toBe('/checkout?payment=declined');
    expect((await paymentRow(t.db, intent.paymentId)).status).toBe('declined');
    await expectRejected(t.db, orderId, cartId, 'declined');
    expect(await cartRow(t.db, cartId)).toMatchObject({ status: 'open', lines: JSON.stringify([CART_LINE]) });
    // A rejected order takes no payment any more: its cart makes a new order.
    await expect(intentFor(t.app, orderId)).rejects.toBeInstanceOf(OrderRejectedError);
    // Coming back through the return URL again changes nothing and leads to the checkout again.
    const again = await t.app.inject({ method: 'GET', url: local(String((await pay(intent.redirectLink, { action: 'cancel' })).headers.location)) });
    expect(again.headers.location).toBe('/checkout?payment=declined');
    await expectRejected(t.db, orderId, cartId, 'declined');
  });

  it('uses the language prefix of the payment on the way back', async () => {
    const declinedOrder = await insertOrder(t.db, { languageCode: 'en' });
    const declined = await intentFor(t.app, declinedOrder.orderId, { languageCode: 'en' });
    const first = await followReturn(await pay(declined.redirectLink, { cardNumber: SANDBOX_CARDS.declined, ...CARD }));
    expect(first.headers.location).toBe('/en/checkout?payment=declined');
    const { orderId, cartId } = await insertOrder(t.db, { languageCode: 'en' });
    const paid = await intentFor(t.app, orderId, { languageCode: 'en' });
    const second = await followReturn(await pay(paid.redirectLink, { cardNumber: SANDBOX_CARDS.success, ...CARD }));
    expect(second.headers.location).toBe(`/en/checkout/kvittering?cartId=${cartId}`);
  });

  it('insufficient-funds card: the page again with the notice; the payment stays pending and can still succeed', async () => {
    const { orderId } = await insertOrder(t.db, { languageCode: 'en' });
    const intent = await intentFor(t.app, orderId, { languageCode: 'en' });
    const res = await pay(intent.redirectLink, { cardNumber: SANDBOX_CARDS.insufficientFunds, ...CARD });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<p class="notice" role="alert">Insufficient funds — try another card.</p>');
    expect(res.body).toContain('<form method="post"');
    expect(await sandboxRowOf(t.db, intent.paymentId)).toMatchObject({ status: 'pending', attempts: 1, webhook_status: null });
    expect((await paymentRow(t.db, intent.paymentId)).status).toBe('pending');
    // Nothing changes in the shop: the order waits, the cart stays ordered.
    expect(await orderRow(t.db, orderId)).toMatchObject({ status: 'PendingPayment', cart_id: expect.not.stringContaining('#') });
    expect((await cartRow(t.db, (await orderRow(t.db, orderId)).cart_id)).status).toBe('ordered');

    const back = await followReturn(await pay(intent.redirectLink, { cardNumber: SANDBOX_CARDS.success, ...CARD }));
    expect(back.headers.location).toMatch(/^\/en\/checkout\/kvittering\?cartId=/);
    expect((await sandboxRowOf(t.db, intent.paymentId)).attempts).toBe(2);
  });

  it('cancel: canceled without card data, order Rejected, back to the checkout with payment=canceled', async () => {
    const { orderId, cartId } = await insertOrder(t.db);
    const intent = await intentFor(t.app, orderId);
    const back = await followReturn(await pay(intent.redirectLink, { action: 'cancel' }));
    expect(back.headers.location).toBe('/checkout?payment=canceled');
    expect((await paymentRow(t.db, intent.paymentId)).status).toBe('canceled');
    await expectRejected(t.db, orderId, cartId, 'canceled');
    expect((await cartRow(t.db, cartId)).status).toBe('open');
  });

  it('shows field errors (400) for missing or invalid card data and for cards that are not test cards', async () => {
    const { orderId } = await insertOrder(t.db, { languageCode: 'en' });
    const intent = await intentFor(t.app, orderId, { languageCode: 'en' });
    const res = await pay(intent.redirectLink, { cardNumber: '5555 5555 5555 4444', expiry: '01/20', cvc: '' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('<p class="error" id="cardNumber-error">Use one of the test cards below.</p>');
    expect(res.body).toContain('<p class="error" id="expiry-error">The card has expired.</p>');
    expect(res.body).toContain('<p class="error" id="cvc-error">Fill in this field.</p>');
    expect(res.body).toMatch(/<input id="cvc" name="cvc" required [^>]*aria-invalid="true" aria-describedby="cvc-error">/);
    expect((await sandboxRowOf(t.db, intent.paymentId)).status).toBe('pending');
  });

  it('settles once: a second submission changes nothing and leads back to the shop', async () => {
    const { orderId } = await insertOrder(t.db);
    const intent = await intentFor(t.app, orderId);
    await pay(intent.redirectLink, { cardNumber: SANDBOX_CARDS.success, ...CARD });
    const again = await pay(intent.redirectLink, { cardNumber: SANDBOX_CARDS.declined, ...CARD });
    expect(again.statusCode).toBe(303);
    expect((await sandboxRowOf(t.db, intent.paymentId)).status).toBe('succeeded');
    expect(await t.db.selectFrom('payment_events').selectAll().where('payment_id', '=', intent.paymentId).execute()).toHaveLength(1);
    const page = await t.app.inject({ method: 'GET', url: local(intent.redirectLink) });
    expect(page.body).not.toContain('<form');
    expect(page.body).toContain(`href="${ORIGIN}/api/Payment/VerifyPaymentRedirect/b2b/${intent.paymentId}"`);
  });

  it('VerifyPaymentRedirect sends an unknown or foreign-area payment id to the checkout', async () => {
    const { orderId } = await insertOrder(t.db);
    const intent = await intentFor(t.app, orderId);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/Payment/VerifyPaymentRedirect/b2b/pay_unknown' });
    expect(unknown.statusCode).toBe(302);
    expect(unknown.headers.location).toBe('/checkout?payment=failed');
    const otherArea = await t.app.inject({ method: 'POST', url: `/api/Payment/VerifyPaymentRedirect/other/${intent.paymentId}` });
    expect(otherArea.headers.location).toBe('/checkout?payment=failed');
    const pending = await t.app.inject({
      method: 'POST',
      url: `/api/Payment/VerifyPaymentRedirect/b2b/${intent.paymentId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'anything=1',
    });
    expect(pending.headers.location).toBe('/checkout?payment=pending');
  });
});

describe('GET|POST /api/Payment/VerifyPayment/:area/:paymentId', () => {
  it('asks the provider and applies its answer for the paying customer', async () => {
    const { orderId, cartId } = await insertOrder(t.db);
    const intent = await intentFor(t.app, orderId);
    const url = `/api/Payment/VerifyPayment/b2b/${intent.paymentId}`;
    const before = await t.app.inject({ method: 'GET', url, headers: bearer(customerToken) });
    expect(before.statusCode).toBe(200);
    expect(body<VerifyPaymentResponse>(before)).toEqual({ paymentId: intent.paymentId, status: 'pending', orderId, cartId });

    // Paid at the provider, but the webhook never came: verifying finds out.
    await setProviderState(t.db, intent.paymentId, { status: 'succeeded' });
    const after = await t.app.inject({ method: 'POST', url, headers: bearer(customerToken), payload: {} });
    expect(body<VerifyPaymentResponse>(after).status).toBe('succeeded');
    expect((await orderRow(t.db, orderId)).status).toBe('PendingTransfer');
  });

  it("answers 404 for another customer's payment and 401 without a token", async () => {
    const { orderId } = await insertOrder(t.db);
    const intent = await intentFor(t.app, orderId);
    const url = `/api/Payment/VerifyPayment/b2b/${intent.paymentId}`;
    const foreign = await t.app.inject({ method: 'GET', url, headers: bearer(otherToken) });
    expect(foreign.statusCode).toBe(404);
    expect(body(foreign)).toMatchObject({ message: 'Not Found' });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/Payment/VerifyPayment/b2b/pay_nope', headers: bearer(customerToken) })).statusCode).toBe(404);
  });
});

describe('createPaymentIntent (service)', () => {
  it('reuses the pending payment of an order', async () => {
    const { orderId } = await insertOrder(t.db);
    const first = await intentFor(t.app, orderId);
    const second = await intentFor(t.app, orderId);
    expect(second).toEqual(first);
    expect(await t.db.selectFrom('payments').selectAll().where('order_id', '=', orderId).execute()).toHaveLength(1);
  });

  it('makes one pending payment under concurrent requests', async () => {
    const { orderId } = await insertOrder(t.db);
    const intents = await Promise.all(Array.from({ length: 5 }, () => intentFor(t.app, orderId)));
    expect(new Set(intents.map((i) => i.paymentId)).size).toBe(1);
    const pending = await t.db.selectFrom('payments').selectAll().where('order_id', '=', orderId).where('status', '=', 'pending').execute();
    expect(pending).toHaveLength(1);
  });

  it('asks the provider before reusing a payment: a lost decline rejects the order (OrderRejectedError, cart open)', async () => {
    const { orderId, cartId } = await insertOrder(t.db);
    const first = await intentFor(t.app, orderId);
    await setProviderState(t.db, first.paymentId, { status: 'declined' });
    // The webhook was lost: the intent asks the provider before reusing the payment.
    await expect(intentFor(t.app, orderId)).rejects.toMatchObject({ statusCode: 409, name: 'OrderRejectedError' });
    expect((await paymentRow(t.db, first.paymentId)).status).toBe('declined');
    await expectRejected(t.db, orderId, cartId, 'declined');
    expect((await cartRow(t.db, cartId)).status).toBe('open');
    expect(await t.db.selectFrom('payments').select('id').where('order_id', '=', orderId).execute()).toHaveLength(1);
  });

  it('rejects an order whose payment ended without success before the rule applied it, instead of paying it again', async () => {
    const { orderId, cartId } = await insertOrder(t.db);
    const first = await intentFor(t.app, orderId);
    // As left by an older version: the payment declined, the order still waiting for it.
    await t.db.updateTable('payments').set({ status: 'declined' }).where('id', '=', first.paymentId).execute();
    await expect(intentFor(t.app, orderId)).rejects.toBeInstanceOf(OrderRejectedError);
    await expectRejected(t.db, orderId, cartId, 'declined');
  });

  it('answers a paid order with the way to its receipt', async () => {
    const { orderId } = await insertOrder(t.db);
    const first = await intentFor(t.app, orderId);
    await setProviderState(t.db, first.paymentId, { status: 'succeeded' });
    const again = await intentFor(t.app, orderId);
    expect(again).toEqual({
      paymentId: first.paymentId,
      redirectLink: `${ORIGIN}/api/Payment/VerifyPaymentRedirect/b2b/${first.paymentId}`,
    });
    expect((await orderRow(t.db, orderId)).status).toBe('PendingTransfer');
  });

  it('a payment from another storefront origin supersedes the open one without rejecting the order', async () => {
    const { orderId, cartId } = await insertOrder(t.db);
    const first = await intentFor(t.app, orderId);
    const second = await intentFor(t.app, orderId, { origin: 'https://shop.example.se' });
    expect(second.paymentId).not.toBe(first.paymentId);
    expect(await paymentRow(t.db, first.paymentId)).toMatchObject({ status: 'canceled', failure_reason: 'superseded' });
    // Its page is still open at the provider; verifying it changes nothing.
    await t.app.inject({ method: 'GET', url: `/api/Payment/VerifyPaymentRedirect/b2b/${first.paymentId}` });
    expect(await orderRow(t.db, orderId)).toMatchObject({ status: 'PendingPayment', cart_id: cartId });
  });

  it('refuses an order that does not wait for a card payment (409)', async () => {
    const { orderId } = await insertOrder(t.db, { status: 'PendingTransfer' });
    await expect(intentFor(t.app, orderId)).rejects.toMatchObject({ statusCode: 409 });
  });

  it('charges the order total incl. VAT in minor units', async () => {
    const { orderId } = await insertOrder(t.db, { netMinor: 12_345 });
    const intent = await intentFor(t.app, orderId);
    const payment = await paymentRow(t.db, intent.paymentId);
    expect(payment).toMatchObject({ amount_minor: 15_431, currency_code: 'DKK', status: 'pending', provider: 'sandbox' });
    expect(payment.id).toMatch(/^pay_[A-Za-z0-9_-]{32}$/);
    expect(await sandboxRowOf(t.db, intent.paymentId)).toMatchObject({ amount_minor: 15_431, currency_code: 'DKK' });
  });
});

describe('POST /api/Payment/CreatePaymentIntent input rules', () => {
  const create = (payload: object, token: string | null = customerToken) =>
    t.app.inject({ method: 'POST', url: '/api/Payment/CreatePaymentIntent', payload, headers: token ? bearer(token) : {} });

  it.each([
    ['null', null],
    ['empty', ''],
    ['blank', '   '],
    ['missing', undefined],
  ])('answers 400 for a %s cartId', async (_name, cartId) => {
    const res = await create({ areaInfo: AREA, cartId, domain: ORIGIN });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ message: 'cartId must be defined', fields: { cartId: 'must be defined' } });
  });

  it.each(['https://evil.example', 'http://shop.example.se', 'https://shop.example.se/path', 'http://localhost:8123', 'javascript:alert(1)', '%%%'])(
    'answers 400 for the domain %s',
    async (domain) => {
      const res = await create({ areaInfo: AREA, cartId: 'cart-1', domain });
      expect(res.statusCode).toBe(400);
      expect(body(res)).toMatchObject({ fields: { domain: 'is not allowed' } });
    },
  );

  it('answers 401 without a customer token', async () => {
    expect((await create({ areaInfo: AREA, cartId: 'cart-1', domain: ORIGIN }, null)).statusCode).toBe(401);
  });

  it('answers 400 naming the parameter for an unknown area language', async () => {
    const res = await create({ areaInfo: { ...AREA, languageCode: 'xx' }, cartId: 'cart-1', domain: ORIGIN });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ fields: { 'areaInfo.languageCode': 'is not a language of the area' } });
  });
});

describe('rules', () => {
  it('allows the public URL origin and the area domains as return origins', async () => {
    const app = t.app;
    expect(await returnOriginFor(app, 'b2b', t.config.publicUrl)).toBe(new URL(t.config.publicUrl).origin);
    // A loopback domain only on the shop's own port (PUBLIC_URL's, PORT): not any other program on the machine.
    expect(await returnOriginFor(app, 'b2b', 'http://localhost:8080')).toBe('http://localhost:8080');
    expect(await returnOriginFor(app, 'b2b', 'http://localhost:8123')).toBeNull();
    expect(await returnOriginFor(app, 'b2b', 'https://shop.example.se')).toBe('https://shop.example.se');
    expect(await returnOriginFor(app, 'b2b', 'shop.example.se')).toBe('https://shop.example.se');
    expect(await returnOriginFor(app, 'b2b', 'https://shop.example.se/')).toBe('https://shop.example.se');
    // Plain http only for loopback hosts; other areas' or unknown hosts never.
    expect(await returnOriginFor(app, 'b2b', 'http://shop.example.se')).toBeNull();
    expect(await returnOriginFor(app, 'other', 'https://shop.example.se')).toBeNull();
    expect(await returnOriginFor(app, 'b2b', 'https://user:pw@shop.example.se')).toBeNull();
    expect(await returnOriginFor(app, 'b2b', 'https://shop.example.se?x=1')).toBeNull();
    expect(await returnOriginFor(app, 'b2b', 'ftp://localhost')).toBeNull();
    expect(await returnOriginFor(app, 'b2b', '')).toBeNull();
  });

  it('never moves a payment back from succeeded, or back to pending', () => {
    expect(canMove('pending', 'succeeded')).toBe(true);
    expect(canMove('declined', 'succeeded')).toBe(true);
    expect(canMove('succeeded', 'declined')).toBe(false);
    expect(canMove('succeeded', 'failed')).toBe(false);
    expect(canMove('declined', 'pending')).toBe(false);
    expect(canMove('pending', 'pending')).toBe(false);
  });

  it('validates card fields', () => {
    const now = new Date('2030-06-15T00:00:00Z');
    expect(validateCard({ cardNumber: '4242 4242 4242 4242', expiry: '06/30', cvc: '123' }, now)).toEqual({});
    expect(validateCard({ cardNumber: '4242-4242-4242-4242', expiry: '6 / 2031', cvc: '1234' }, now)).toEqual({});
    expect(validateCard({ cardNumber: '4242', expiry: '05/30', cvc: '12' }, now)).toEqual({
      cardNumber: 'invalid',
      expiry: 'expired',
      cvc: 'invalid',
    });
    expect(validateCard({ expiry: '13/30' }, now)).toEqual({ cardNumber: 'required', expiry: 'invalid', cvc: 'required' });
  });
});
