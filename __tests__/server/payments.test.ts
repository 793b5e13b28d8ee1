/**
 * Card payments with the sandbox provider: the hosted page (HTML, CSP, test cards), the return through
 * VerifyPaymentRedirect, VerifyPayment scoped to the paying customer, CreatePaymentIntent's input rules and
 * idempotency, and the return-origin rules.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { VerifyPaymentResponse } from '../../src/api/commerceTypes';
import { canMove, returnOriginFor } from '../../server/services/payments/payments';
import { SANDBOX_CARDS, validateCard } from '../../server/services/payments/sandbox';
import { escapeHtml } from '../../server/services/payments/sandboxPage';
import type { Order, PaymentIntentResponse } from '../../src/api/commerceTypes';
import { bearer } from './auth';
import { AREA, cart, commerceTestApp, post, type CartSpec } from './commerceFixtures';
import { body, type TestApp } from './helpers';
import {
  insertOrder,
  intentFor,
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
  const CARD_CART: CartSpec = {
    lines: [
      { productId: '1001', quantity: 3 },
      { productId: '2001', quantity: 2 },
    ],
    expectedDeliveryDate: '2099-01-15',
    paymentMethod: 'card',
  };

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

    // Asked again for the paid order: the same payment, and the way to the receipt.
    expect(await intentOf('card-ok')).toEqual({
      paymentId: intent.paymentId,
      redirectLink: `${ORIGIN}/api/Payment/VerifyPaymentRedirect/b2b/${intent.paymentId}`,
    });
  });

  it('declined card: the order stays PendingPayment and the browser goes back to the checkout; the next try is a new payment', async () => {
    await saveCart('card-declined');
    const first = await intentOf('card-declined');
    expect(await intentOf('card-declined')).toEqual(first); // idempotent while pending
    const back = await followReturn(await pay(first.redirectLink, { cardNumber: SANDBOX_CARDS.declined, ...CARD }));
    expect(back.headers.location).toBe('/checkout?payment=declined');
    expect(await orderOf('card-declined')).toMatchObject({ status: 'PendingPayment', paymentStatus: 'declined' });

    const second = await intentOf('card-declined');
    expect(second.paymentId).not.toBe(first.paymentId);
    const retry = await pay(second.redirectLink, { cardNumber: SANDBOX_CARDS.insufficientFunds, ...CARD });
    expect(retry.statusCode).toBe(200);
    expect(retry.body).toContain('Utilstrækkelig dækning — prøv et andet kort.');
    const done = await followReturn(await pay(second.redirectLink, { cardNumber: SANDBOX_CARDS.success, ...CARD }));
    expect(done.headers.location).toBe('/checkout/kvittering?cartId=card-declined');
    expect((await orderOf('card-declined')).status).toBe('PendingTransfer');
    expect(await t.db.selectFrom('orders').select('id').where('cart_id', '=', 'card-declined').execute()).toHaveLength(1);
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
    expect(html).toContain('<html lang="da">');
    expect(html).toMatch(/<dd>1\.249,50\skr\.<\/dd>/);
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

  it('declined card: order stays PendingPayment, back to the checkout with payment=declined', async () => {
    const { orderId } = await insertOrder(t.db);
    const intent = await intentFor(t.app, orderId);
    const back = await followReturn(await pay(intent.redirectLink, { cardNumber: SANDBOX_CARDS.declined, ...CARD }));
    expect(back.headers.location).toBe('/checkout?payment=declined');
    expect((await paymentRow(t.db, intent.paymentId)).status).toBe('declined');
    expect(await orderRow(t.db, orderId)).toMatchObject({ status: 'PendingPayment', payment_status: 'declined' });
  });

  it('uses the language prefix of the payment on the way back', async () => {
    const { orderId, cartId } = await insertOrder(t.db, { languageCode: 'en' });
    const declined = await intentFor(t.app, orderId, { languageCode: 'en' });
    const first = await followReturn(await pay(declined.redirectLink, { cardNumber: SANDBOX_CARDS.declined, ...CARD }));
    expect(first.headers.location).toBe('/en/checkout?payment=declined');
    // After a decline the next intent is a new payment; it can succeed.
    const retry = await intentFor(t.app, orderId, { languageCode: 'en' });
    expect(retry.paymentId).not.toBe(declined.paymentId);
    const second = await followReturn(await pay(retry.redirectLink, { cardNumber: SANDBOX_CARDS.success, ...CARD }));
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

    const back = await followReturn(await pay(intent.redirectLink, { cardNumber: SANDBOX_CARDS.success, ...CARD }));
    expect(back.headers.location).toMatch(/^\/en\/checkout\/kvittering\?cartId=/);
    expect((await sandboxRowOf(t.db, intent.paymentId)).attempts).toBe(2);
  });

  it('cancel: canceled without card data, back to the checkout with payment=canceled', async () => {
    const { orderId } = await insertOrder(t.db);
    const intent = await intentFor(t.app, orderId);
    const back = await followReturn(await pay(intent.redirectLink, { action: 'cancel' }));
    expect(back.headers.location).toBe('/checkout?payment=canceled');
    expect((await paymentRow(t.db, intent.paymentId)).status).toBe('canceled');
    expect((await orderRow(t.db, orderId)).status).toBe('PendingPayment');
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

  it('starts a new payment after a decline, and answers a paid order with the way to its receipt', async () => {
    const { orderId } = await insertOrder(t.db);
    const first = await intentFor(t.app, orderId);
    await setProviderState(t.db, first.paymentId, { status: 'declined' });
    // The webhook was lost: the intent asks the provider before reusing the payment.
    const second = await intentFor(t.app, orderId);
    expect(second.paymentId).not.toBe(first.paymentId);
    expect((await paymentRow(t.db, first.paymentId)).status).toBe('declined');
    await setProviderState(t.db, second.paymentId, { status: 'succeeded' });
    const third = await intentFor(t.app, orderId);
    expect(third).toEqual({
      paymentId: second.paymentId,
      redirectLink: `${ORIGIN}/api/Payment/VerifyPaymentRedirect/b2b/${second.paymentId}`,
    });
    expect((await orderRow(t.db, orderId)).status).toBe('PendingTransfer');
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

  it.each(['https://evil.example', 'http://shop.example.se', 'https://shop.example.se/path', 'javascript:alert(1)', '%%%'])(
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

  it('answers 404 for an unknown area language', async () => {
    const res = await create({ areaInfo: { ...AREA, languageCode: 'xx' }, cartId: 'cart-1', domain: ORIGIN });
    expect(res.statusCode).toBe(404);
  });
});

describe('rules', () => {
  it('allows the public URL origin and the area domains as return origins', async () => {
    const app = t.app;
    expect(await returnOriginFor(app, 'b2b', t.config.publicUrl)).toBe(new URL(t.config.publicUrl).origin);
    expect(await returnOriginFor(app, 'b2b', 'http://localhost:8123')).toBe('http://localhost:8123');
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
