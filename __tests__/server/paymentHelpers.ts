/**
 * Shared pieces of the payment tests: orders inserted directly (the order service has its own tests), a second
 * customer, payments created through the real service, and signed webhook deliveries.
 */
import { randomBytes } from 'node:crypto';
import type { Cart, CartSearchResponse } from '../../src/api/commerceTypes';
import type { App } from '../../server/app';
import type { Db } from '../../server/db';
import { getOrderForPayment } from '../../server/services/orders';
import { createPaymentIntent, type PaymentIntent } from '../../server/services/payments';
import {
  sandboxEvent,
  signedSandboxEvent,
  type SandboxEventBody,
} from '../../server/services/payments/sandbox';
import type { PaymentEventType } from '../../server/services/payments/provider';
import { nowSeconds } from '../../server/services/payments/signature';
import { AREA, post, type CartSpec } from './commerceFixtures';
import { body } from './helpers';

export const WEBHOOK_URL = '/api/Payment/SandboxWebhook/b2b';
/** The line of the carts insertOrder stores. */
export const CART_LINE = { id: 'LINE1', parentId: null, text: 'Boremaskine', quantity: 2, productKey: { productId: '1001', unitOfMeasure: 'STK', variantId: null } };
export const ORIGIN = 'http://localhost:8080';
/** A cart to pay by card through the real routes (two product lines, a delivery date far ahead). */
export const CARD_CART: CartSpec = {
  lines: [
    { productId: '1001', quantity: 3 },
    { productId: '2001', quantity: 2 },
  ],
  expectedDeliveryDate: '2099-01-15',
  paymentMethod: 'card',
};


export interface OrderSeed {
  customerNumber?: string;
  /** excl. VAT, minor units; the order total is 1.25 × this */
  netMinor?: number;
  status?: string;
  languageCode?: string;
  currencyCode?: string;
}

/**
 * A minimal order row (PendingPayment, 1,000.00 DKK + 25 % VAT unless told) and its cart, `ordered`, with one line
 * (a rejected order's cart is reopened). Returns the order id and the cart id.
 */
export async function insertOrder(db: Db, seed: OrderSeed = {}): Promise<{ orderId: string; cartId: string }> {
  const orderId = `ord_${randomBytes(6).toString('hex')}`;
  const cartId = `cart_${randomBytes(6).toString('hex')}`;
  const net = seed.netMinor ?? 100000;
  const now = new Date().toISOString();
  const count = await db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  await db
    .insertInto('orders')
    .values({
      id: orderId,
      area_id: 'b2b',
      order_number: String(100001 + Number(count.n)),
      cart_id: cartId,
      customer_number: seed.customerNumber ?? '10001',
      user_id: 'u-customer',
      created_by: 'Karen Kunde',
      language_code: seed.languageCode ?? 'da',
      currency_code: seed.currencyCode ?? 'DKK',
      status: seed.status ?? 'PendingPayment',
      payment_status: null,
      vat_rate_bp: 2500,
      total_net: net,
      total_net_vat: Math.round(net / 4),
      total: net,
      total_vat: Math.round(net / 4),
      discount: 0,
      freight: 0,
      payment_fee: 0,
      shipping_method_id: null,
      payment_method_id: 'card',
      expected_delivery_date: now.slice(0, 10),
      comment: '',
      reference: '',
      data: JSON.stringify({ billingAddress: {}, shippingAddress: {}, shippingMethod: null, paymentMethod: null }),
      transfer_attempts: 0,
      next_transfer_at: null,
      transfer_error: null,
      transferred_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto('carts')
    .values({
      id: cartId,
      area_id: 'b2b',
      customer_number: seed.customerNumber ?? '10001',
      user_id: 'u-customer',
      status: 'ordered',
      currency_code: seed.currencyCode ?? 'DKK',
      language_code: seed.languageCode ?? 'da',
      lines: JSON.stringify([CART_LINE]),
      data: '{}',
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { orderId, cartId };
}

/** A payment for the order through the real service (as CreatePaymentIntent makes it). */
export async function intentFor(
  app: App,
  orderId: string,
  options: { origin?: string; languageCode?: string } = {},
): Promise<PaymentIntent> {
  const order = await getOrderForPayment(app, orderId);
  if (!order) throw new Error(`no order ${orderId}`);
  return createPaymentIntent(app, {
    order,
    returnOrigin: options.origin ?? ORIGIN,
    languageCode: options.languageCode ?? order.languageCode,
    merchantName: 'Test Shop',
  });
}

export const paymentRow = (db: Db, id: string) =>
  db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

export const orderRow = (db: Db, id: string) => db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

export const cartRow = (db: Db, id: string) => db.selectFrom('carts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** What a rejected order looks like (docs/commerce-api.md 'Orders', rejection): closed and detached from its cart. */
export async function expectRejected(db: Db, orderId: string, cartId: string, paymentStatus: string): Promise<void> {
  expect(await orderRow(db, orderId)).toMatchObject({
    status: 'Rejected',
    payment_status: paymentStatus,
    cart_id: `${cartId}#rejected-${orderId}`,
    source_cart_id: cartId,
    next_transfer_at: null,
  });
}

export async function sandboxRowOf(db: Db, paymentId: string) {
  const payment = await paymentRow(db, paymentId);
  return db
    .selectFrom('sandbox_payments')
    .selectAll()
    .where('provider_payment_id', '=', payment.provider_payment_id)
    .executeTakeFirstOrThrow();
}

/** Sets the sandbox provider's own state, as if the customer had paid (or not) at the provider. */
export async function setProviderState(db: Db, paymentId: string, state: { status?: string; amount_minor?: number; currency_code?: string }) {
  const payment = await paymentRow(db, paymentId);
  await db
    .updateTable('sandbox_payments')
    .set(state)
    .where('provider_payment_id', '=', payment.provider_payment_id)
    .execute();
}

/** A sandbox event for the payment (its own random id) — sign it with deliver(). */
export async function eventFor(db: Db, paymentId: string, type: PaymentEventType): Promise<SandboxEventBody> {
  return sandboxEvent(await sandboxRowOf(db, paymentId), type);
}

/** Posts the event to the webhook, signed with `secret` (default: the app's) at `timestamp`. */
export function deliver(
  app: App,
  event: SandboxEventBody,
  options: { secret?: string; timestamp?: number; tamper?: (body: string) => string } = {},
) {
  const signed = signedSandboxEvent(options.secret ?? app.config.paymentWebhookSecret, event, options.timestamp ?? nowSeconds());
  return app.inject({
    method: 'POST',
    url: WEBHOOK_URL,
    headers: signed.headers,
    payload: options.tamper ? options.tamper(signed.body) : signed.body,
  });
}

/** The caller's latest open cart (what the storefront loads at start: GetCartsBySearch, take 1, newest first). */
export async function latestOpenCart(app: App, token: string): Promise<Cart | null> {
  const res = await post(
    app,
    '/api/Cart/GetCartsBySearch',
    { area: AREA, skip: 0, take: 1, sorting: [{ field: 'sources.api.updatedAt', direction: 'Descending' }] },
    token,
  );
  expect(res.statusCode).toBe(200);
  return body<CartSearchResponse>(res).items[0]?.item.item ?? null;
}

/** [id, productId, quantity] of each line of a cart. */
export const productLines = (c: Cart | null) => (c?.lines ?? []).map((l) => [l.id, l.productKey.productId, l.quantity]);
