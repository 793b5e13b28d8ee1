/**
 * Which card provider takes new payments (PAYMENT_PROVIDER, NODE_ENV; README 'Card payments'): in production the
 * sandbox runs only when it is chosen — without a provider the card method is not offered, CreatePaymentIntent
 * refuses and the sandbox's page and webhook are not served; a sandbox payment left open from before is closed as
 * canceled. Outside production the sandbox is the default. Wherever the sandbox takes new payments, the card method
 * says so (extraInfo.testMode) and its hosted page carries a test-mode notice. Also: return origins match scheme,
 * host and port.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../server/config';
import { getOrderForPayment } from '../../server/services/orders';
import type { PaymentProvider } from '../../server/services/payments';
import { returnOriginFor } from '../../server/services/payments/payments';
import { createSandboxProvider } from '../../server/services/payments/sandbox';
import type { CalculateCartResponse, PaymentIntentResponse, PaymentMethod, VerifyPaymentResponse } from '../../src/api/commerceTypes';
import { bearer } from './auth';
import { AREA, AREA_EN, cart, commerceTestApp, post } from './commerceFixtures';
import { body, type TestApp } from './helpers';
import { CARD_CART, cartRow, deliver, eventFor, expectRejected, insertOrder, ORIGIN, paymentRow, WEBHOOK_URL } from './paymentHelpers';

type Tokens = Awaited<ReturnType<typeof commerceTestApp>>['tk'];

async function methods(t: TestApp, token: string): Promise<PaymentMethod[]> {
  const res = await post(t.app, '/api/Payment/GetPaymentMethods', { area: AREA_EN }, token);
  expect(res.statusCode).toBe(200);
  return body<{ data: PaymentMethod[] }>(res).data;
}

const cardOf = (list: PaymentMethod[]) => list.find((m) => m.extraInfo.kind === 'card');

async function saveCart(t: TestApp, token: string, cartId: string): Promise<void> {
  const res = await post(t.app, '/api/Cart/SaveCart', { area: AREA, cart: cart({ ...CARD_CART, cartId }) }, token);
  expect(res.statusCode).toBe(200);
}

const createIntent = (t: TestApp, token: string, cartId: string, domain = ORIGIN) =>
  post(t.app, '/api/Payment/CreatePaymentIntent', { areaInfo: AREA, cartId, domain }, token);

/** The intent of a 200 answer of CreatePaymentIntent. */
function intentIn(res: { statusCode: number; body: string }): { redirectLink: string; paymentId: string } {
  expect(res.statusCode).toBe(200);
  const intent = body<PaymentIntentResponse>(res).paymentIntentResponse;
  if (!intent) throw new Error('no intent');
  return intent;
}

/** Path + query of an absolute URL. */
const local = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

/**
 * A card payment made at the sandbox before this start (as an earlier version, or an earlier configuration, of the
 * shop made it): the sandbox's own row and the shop's payment row, pending, for a PendingPayment order.
 */
async function sandboxPaymentFromBefore(t: TestApp): Promise<{ paymentId: string; orderId: string; cartId: string; redirectLink: string }> {
  const { orderId, cartId } = await insertOrder(t.db);
  // insertOrder numbers its orders from 100001 on: the order service's numbers go on far above them.
  await t.db
    .insertInto('order_counters')
    .values({ area_id: 'b2b', last_number: 200000 })
    .onConflict((oc) => oc.column('area_id').doUpdateSet({ last_number: 200000 }))
    .execute();
  const order = await getOrderForPayment(t.app, orderId);
  if (!order) throw new Error('no order');
  const paymentId = `pay_${randomBytes(24).toString('base64url')}`;
  const created = await createSandboxProvider(t.app).createPayment({
    amountMinor: order.totalWithVatMinor,
    currency: order.currencyCode,
    reference: order.orderNumber,
    returnUrl: `${ORIGIN}/api/Payment/VerifyPaymentRedirect/b2b/${paymentId}`,
    webhookUrl: `${ORIGIN}${WEBHOOK_URL}`,
    merchantName: 'Test Shop',
    languageCode: 'da',
  });
  const at = new Date().toISOString();
  await t.db
    .insertInto('payments')
    .values({
      id: paymentId,
      order_id: orderId,
      area_id: 'b2b',
      cart_id: cartId,
      customer_number: order.customerNumber,
      provider: 'sandbox',
      provider_payment_id: created.providerPaymentId,
      redirect_link: created.redirectLink,
      amount_minor: order.totalWithVatMinor,
      currency_code: order.currencyCode,
      status: 'pending',
      failure_reason: null,
      return_origin: ORIGIN,
      language_code: 'da',
      created_at: at,
      updated_at: at,
    })
    .execute();
  return { paymentId, orderId, cartId, redirectLink: created.redirectLink };
}

/** A stand-in for a real provider registered in code (it moves no money here either, but does not say so). */
function fakeRealProvider(): PaymentProvider {
  let n = 0;
  return {
    name: 'realpay',
    webhookSegment: 'RealpayWebhook',
    async createPayment() {
      n += 1;
      return { providerPaymentId: `rp_${n}`, redirectLink: `https://pay.example.com/rp_${n}` };
    },
    retrievePayment: async () => null,
    cancelPayment: async () => null,
    verifyWebhook() {
      throw new Error('not used');
    },
  };
}

describe('production without PAYMENT_PROVIDER: no card payments', () => {
  let t: TestApp;
  let tk: Tokens;
  beforeAll(async () => {
    ({ t, tk } = await commerceTestApp({ env: { NODE_ENV: 'production', PAYMENT_PROVIDER: '' } }));
  });
  afterAll(async () => {
    await t.close();
  });

  it('does not offer the card method (invoice customers keep invoice)', async () => {
    const list = await methods(t, tk.customer);
    expect(list.length).toBeGreaterThan(0);
    expect(list.map((m) => m.extraInfo.kind)).toEqual(list.map(() => 'invoice'));
  });

  it('CreatePaymentIntent refuses with 400 at the payment method, before any order is made', async () => {
    await saveCart(t, tk.customer, 'prod-card');
    const res = await createIntent(t, tk.customer, 'prod-card');
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ fields: { paymentMethod: expect.any(String) } });
    expect(body<{ message: string }>(res).message).toMatch(/card payments are not available/i);
    expect(await t.db.selectFrom('orders').select('id').where('cart_id', '=', 'prod-card').execute()).toEqual([]);
    expect((await cartRow(t.db, 'prod-card')).status).toBe('open');
  });

  it('a cart that chose the card cannot be ordered by the invoice route either (no order waiting for a payment nobody takes)', async () => {
    await saveCart(t, tk.customer, 'prod-card-order');
    const res = await post(t.app, '/api/Order/CreateOrderByCartId', { area: AREA, cartId: 'prod-card-order' }, tk.customer);
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ fields: { paymentMethod: expect.any(String) } });
  });

  it("does not serve the sandbox's hosted page or its webhook", async () => {
    const before = await sandboxPaymentFromBefore(t);
    const page = await t.app.inject({ method: 'GET', url: local(before.redirectLink) });
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toMatch(/<form/);
    const pay = await t.app.inject({
      method: 'POST',
      url: `${local(before.redirectLink)}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'cardNumber=4242424242424242&expiry=12%2F39&cvc=123',
    });
    expect(pay.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: WEBHOOK_URL })).statusCode).toBe(404);
    expect((await deliver(t.app, await eventFor(t.db, before.paymentId, 'payment.succeeded'))).statusCode).toBe(404);
    // Nothing was paid.
    expect((await paymentRow(t.db, before.paymentId)).status).not.toBe('succeeded');
  });

  it('closes a sandbox payment left open from before as canceled: its order is rejected, its cart open again', async () => {
    const before = await sandboxPaymentFromBefore(t);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/Payment/VerifyPayment/b2b/${before.paymentId}`,
      headers: bearer(tk.customer),
    });
    expect(res.statusCode).toBe(200);
    expect(body<VerifyPaymentResponse>(res).status).toBe('canceled');
    await expectRejected(t.db, before.orderId, before.cartId, 'canceled');
    expect((await cartRow(t.db, before.cartId)).status).toBe('open');
  });

  it('GetPendingPayment does not offer such a payment to continue (its page is gone): it is closed, the cart open again', async () => {
    const before = await sandboxPaymentFromBefore(t);
    const res = await post(t.app, '/api/Payment/GetPendingPayment', { areaInfo: AREA }, tk.customer);
    expect(res.statusCode).toBe(200);
    expect(body(res)).toEqual({ pendingPayment: null });
    expect((await paymentRow(t.db, before.paymentId)).status).toBe('canceled');
    await expectRejected(t.db, before.orderId, before.cartId, 'canceled');
  });

  it('a real provider registered in code takes new card payments, not in test mode', async () => {
    t.app.paymentProviders.register(fakeRealProvider());
    const card = cardOf(await methods(t, tk.customer));
    expect(card).toBeDefined();
    expect(card?.extraInfo.testMode).toBeUndefined();
    await saveCart(t, tk.customer, 'prod-real');
    const intent = intentIn(await createIntent(t, tk.customer, 'prod-real'));
    expect(intent.redirectLink).toMatch(/^https:\/\/pay\.example\.com\//);
    expect((await paymentRow(t.db, intent.paymentId)).provider).toBe('realpay');
  });
});

describe('production with PAYMENT_PROVIDER=sandbox', () => {
  let t: TestApp;
  let tk: Tokens;
  beforeAll(async () => {
    ({ t, tk } = await commerceTestApp({ env: { NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' } }));
  });
  afterAll(async () => {
    await t.close();
  });

  it('offers the card method flagged as test mode', async () => {
    expect(cardOf(await methods(t, tk.customer))?.extraInfo).toEqual({ kind: 'card', testMode: true });
  });

  it('pays through the hosted page, which says test mode', async () => {
    await saveCart(t, tk.customer, 'prod-sandbox');
    const intent = intentIn(await createIntent(t, tk.customer, 'prod-sandbox'));
    const page = await t.app.inject({ method: 'GET', url: local(intent.redirectLink) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<title>Testtilstand · Kortbetaling<\/title>/);
    expect(page.body).toMatch(/<p class="test" role="note"><strong>Testtilstand<\/strong>/);
    const paid = await t.app.inject({
      method: 'POST',
      url: `${local(intent.redirectLink)}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'cardNumber=4242424242424242&expiry=12%2F39&cvc=123',
    });
    expect(paid.statusCode).toBe(303);
    expect((await paymentRow(t.db, intent.paymentId)).status).toBe('succeeded');
  });

  it.each([
    ['da', 'Testtilstand', 'Kortbetaling'],
    ['en', 'Test mode', 'Card payment'],
    ['sv', 'Testläge', 'Kortbetalning'],
    ['nb', 'Testmodus', 'Kortbetaling'],
    ['fi', 'Testitila', 'Korttimaksu'],
  ])('the hosted page says test mode in the payment language (%s)', async (languageCode, label, title) => {
    const created = await createSandboxProvider(t.app).createPayment({
      amountMinor: 12_500,
      currency: 'DKK',
      reference: '100001',
      returnUrl: `${ORIGIN}/api/Payment/VerifyPaymentRedirect/b2b/pay_x`,
      webhookUrl: `${ORIGIN}${WEBHOOK_URL}`,
      merchantName: 'Test Shop',
      languageCode,
    });
    const page = await t.app.inject({ method: 'GET', url: local(created.redirectLink) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<title>${label} · ${title}</title>`);
    // At the top, under the shop's icon.
    expect(page.body).toMatch(new RegExp(`<main>\\s*<img class="logo"[^>]+>\\s*<p class="test" role="note"><strong>${label}</strong> — [^<]+</p>`));
  });

  it('the webhook is served', async () => {
    expect((await t.app.inject({ method: 'GET', url: WEBHOOK_URL })).statusCode).toBe(200);
  });
});

describe('outside production', () => {
  let t: TestApp;
  let tk: Tokens;
  beforeAll(async () => {
    // NODE_ENV and PAYMENT_PROVIDER unset: the default.
    ({ t, tk } = await commerceTestApp({ env: { NODE_ENV: '', PAYMENT_PROVIDER: '' } }));
  });
  afterAll(async () => {
    await t.close();
  });

  it('the sandbox is the default, and the card method says test mode', async () => {
    expect(t.config.paymentProvider).toBe('sandbox');
    expect(cardOf(await methods(t, tk.customer))?.extraInfo).toEqual({ kind: 'card', testMode: true });
    await saveCart(t, tk.customer, 'dev-card');
    expect((await createIntent(t, tk.customer, 'dev-card')).statusCode).toBe(200);
  });

  it('a card cart is priced with the card method, flagged as test mode', async () => {
    const res = await post(t.app, '/api/Cart/CalculateCart', { area: AREA, cart: cart({ ...CARD_CART, cartId: 'dev-calc' }) }, tk.customer);
    expect(res.statusCode).toBe(200);
    expect(body<CalculateCartResponse>(res).cart.paymentMethod).toMatchObject({
      internalId: 'card',
      extraInfo: { kind: 'card', testMode: true },
    });
  });

  it('a real provider registered beside the sandbox takes the new payments: no test mode', async () => {
    t.app.paymentProviders.register(fakeRealProvider());
    expect(cardOf(await methods(t, tk.customer))?.extraInfo).toEqual({ kind: 'card' });
  });
});

describe('PAYMENT_PROVIDER', () => {
  const dirs: string[] = [];
  const config = (env: Record<string, string>) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-config-'));
    dirs.push(dir);
    return loadConfig({ DATA_DIR: dir, JWT_SECRET: 'j', PAYMENT_WEBHOOK_SECRET: 'w', ...env });
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('sandbox chooses the sandbox, none no provider; unset: the sandbox outside production, none in production', () => {
    expect(config({ PAYMENT_PROVIDER: 'sandbox' }).paymentProvider).toBe('sandbox');
    expect(config({ PAYMENT_PROVIDER: 'sandbox', NODE_ENV: 'production' }).paymentProvider).toBe('sandbox');
    expect(config({ PAYMENT_PROVIDER: 'none' }).paymentProvider).toBeNull();
    expect(config({}).paymentProvider).toBe('sandbox');
    expect(config({ NODE_ENV: 'development' }).paymentProvider).toBe('sandbox');
    expect(config({ NODE_ENV: 'production' }).paymentProvider).toBeNull();
  });

  it('an unknown value fails at start with a clear message', () => {
    expect(() => config({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/PAYMENT_PROVIDER must be 'sandbox' or 'none'.*"stripe"/);
  });

  it('the app without a provider is told so by PAYMENT_PROVIDER=none outside production too', async () => {
    const { t, tk } = await commerceTestApp({ env: { PAYMENT_PROVIDER: 'none' } });
    try {
      expect(cardOf(await methods(t, tk.customer))).toBeUndefined();
      expect((await t.app.inject({ method: 'GET', url: WEBHOOK_URL })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('return origins: scheme, host and port', () => {
  let t: TestApp;
  let tk: Tokens;
  beforeAll(async () => {
    // Behind a proxy: the public address is https, the shop listens on 8080.
    ({ t, tk } = await commerceTestApp({ env: { PUBLIC_URL: 'https://shop.example.dk', PORT: '8080' } }));
  });
  afterAll(async () => {
    await t.close();
  });

  it("allows PUBLIC_URL's origin, the area's https domains on the default port, loopback domains on the shop's port", async () => {
    expect(await returnOriginFor(t.app, 'b2b', 'https://shop.example.dk')).toBe('https://shop.example.dk');
    expect(await returnOriginFor(t.app, 'b2b', 'https://shop.example.se')).toBe('https://shop.example.se');
    expect(await returnOriginFor(t.app, 'b2b', 'https://shop.example.se:443')).toBe('https://shop.example.se');
    expect(await returnOriginFor(t.app, 'b2b', 'http://localhost:8080')).toBe('http://localhost:8080');
  });

  it.each(['http://localhost:8081', 'http://localhost:3000', 'http://localhost', 'https://shop.example.se:8443', 'https://shop.example.dk:8443'])(
    'refuses %s',
    async (origin) => {
      expect(await returnOriginFor(t.app, 'b2b', origin)).toBeNull();
    },
  );

  it('CreatePaymentIntent refuses a return address on another loopback port (400, no order)', async () => {
    await saveCart(t, tk.customer, 'port-card');
    const res = await createIntent(t, tk.customer, 'port-card', 'http://localhost:8123');
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ fields: { domain: 'is not allowed' } });
    expect(await t.db.selectFrom('orders').select('id').where('cart_id', '=', 'port-card').execute()).toEqual([]);
  });
});
