/**
 * The shop's side of card payments: a payment per order at a provider, webhook events applied once, and the
 * provider asked for the truth before an order becomes paid.
 *
 * Rules:
 * - createPaymentIntent is idempotent per order: a pending payment (still pending at the provider) is reused;
 *   a declined, failed or canceled one leads to a new payment; a paid order gets the link that leads to its receipt.
 * - applyEvent records the event id first (payment_events primary key): a replayed event is a no-op. The event is
 *   only a trigger; its amount and status are not trusted — the provider is asked (verifyPayment).
 * - verifyPayment compares the provider's amount and currency with the payment and the order total; only an exact
 *   match moves the payment to `succeeded` and the order PendingPayment → PendingTransfer (markOrderPaid).
 * - Status moves: never back from `succeeded`, never back to `pending`; every update is conditional on the status
 *   read before, so concurrent deliveries make one transition.
 * - Rejection (rejectUnpaidOrder): a payment that ends declined, failed or canceled while its order is still
 *   PendingPayment and no other payment of the order is pending or succeeded closes the order as `Rejected`,
 *   detaches it from the cart and reopens the cart (orders/reject.ts) — in one transaction that holds the order
 *   row, so the webhook and the browser's return applying the same outcome reject it once, and a payment being
 *   added (createPaymentIntent takes the same lock) is never lost. Not for a payment we canceled ourselves
 *   ('superseded') nor when money may sit at the provider ('amount_mismatch': left for a person to reconcile).
 */
import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { PaymentStatus } from '../../../contract/payment';
import type { PaymentTable } from '../../db/schema';
import { badRequest, HttpError } from '../../errors';
import {
  getOrderForPayment,
  lockOrder,
  markOrderPaid,
  rejectOrder,
  type OrderApp,
  type OrderForPayment,
} from '../orders';
import { queueOrderConfirmation } from '../orders/confirmation';
import type { PaymentProviders } from './index';
import { EVENT_STATUS, type PaymentEvent, type PaymentProvider } from './provider';

export type PaymentsApp = OrderApp & { paymentProviders: PaymentProviders };
export type PaymentRow = Selectable<PaymentTable>;

export interface PaymentIntent {
  paymentId: string;
  redirectLink: string;
}

/** Where the customer lands after the hosted page: the storefront pages (without language prefix). */
export const RECEIPT_PATH = '/checkout/kvittering';
export const CHECKOUT_PATH = '/checkout';

const newPaymentId = () => `pay_${randomBytes(24).toString('base64url')}`;

/** failure_reason: the provider reported success with another amount or currency than the order's. */
export const AMOUNT_MISMATCH = 'amount_mismatch';
/** failure_reason: the shop canceled the payment itself, because a new one replaced it. */
export const SUPERSEDED = 'superseded';

/**
 * The order behind a payment intent was closed as Rejected (its card payment did not go through): the cart is
 * open again, and the caller makes a new order from it (the CreatePaymentIntent route does so once).
 */
export class OrderRejectedError extends HttpError {
  constructor() {
    super(409, 'This order was closed because its card payment did not go through; place the order again');
    this.name = 'OrderRejectedError';
  }
}

/** The payment with this id; with a customer number only that customer's (another customer's id → null). */
export async function findPayment(
  app: Pick<PaymentsApp, 'db'>,
  paymentId: string,
  customerNumber?: string,
): Promise<PaymentRow | null> {
  let query = app.db.selectFrom('payments').selectAll().where('id', '=', paymentId);
  if (customerNumber !== undefined) query = query.where('customer_number', '=', customerNumber);
  return (await query.executeTakeFirst()) ?? null;
}

function returnUrl(origin: string, areaId: string, paymentId: string): string {
  return `${origin}/api/Payment/VerifyPaymentRedirect/${encodeURIComponent(areaId)}/${encodeURIComponent(paymentId)}`;
}

function webhookUrl(app: PaymentsApp, provider: PaymentProvider, areaId: string): string {
  return `${app.config.publicUrl}/api/Payment/${provider.webhookSegment}/${encodeURIComponent(areaId)}`;
}

/** A status move the rules allow: nothing leaves `succeeded`, nothing goes back to `pending`. */
export function canMove(from: PaymentStatus, to: PaymentStatus): boolean {
  return from !== to && from !== 'succeeded' && to !== 'pending';
}

/** Moves the payment to `to` if the rules allow it and nobody moved it since `payment` was read. */
async function transition(
  app: PaymentsApp,
  payment: PaymentRow,
  to: PaymentStatus,
  failureReason: string | null,
): Promise<PaymentRow> {
  if (!canMove(payment.status as PaymentStatus, to)) return payment;
  await app.db
    .updateTable('payments')
    .set({ status: to, failure_reason: failureReason, updated_at: new Date().toISOString() })
    .where('id', '=', payment.id)
    .where('status', '=', payment.status)
    .execute();
  // Whoever won (this call or a concurrent one), the stored row is the answer.
  return (await findPayment(app, payment.id)) ?? payment;
}

type UnpaidOutcome = Extract<PaymentStatus, 'declined' | 'failed' | 'canceled'>;
const isUnpaidOutcome = (status: string): status is UnpaidOutcome =>
  status === 'declined' || status === 'failed' || status === 'canceled';

/**
 * The rejection rule (see the top): true when this call rejected the payment's order. Idempotent, and safe when
 * called concurrently for the same outcome: the order row is locked and every write is guarded by its status.
 */
async function rejectUnpaidOrder(app: PaymentsApp, payment: PaymentRow): Promise<boolean> {
  const status = payment.status;
  if (!isUnpaidOutcome(status)) return false;
  if (payment.failure_reason === AMOUNT_MISMATCH || payment.failure_reason === SUPERSEDED) return false;
  const now = new Date();
  const rejected = await app.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, app.dialect, payment.order_id);
    if (!order || order.status !== 'PendingPayment') return false;
    // Any payment of the order that can still pay it (or may have taken money) keeps it open.
    const blocking = await trx
      .selectFrom('payments')
      .select('id')
      .where('order_id', '=', order.id)
      .where((eb) => eb.or([eb('status', 'in', ['pending', 'succeeded']), eb('failure_reason', '=', AMOUNT_MISMATCH)]))
      .executeTakeFirst();
    if (blocking) return false;
    return rejectOrder(trx, order, { paymentStatus: status, now });
  });
  if (rejected) {
    app.log.info({ orderId: payment.order_id, paymentId: payment.id, status }, 'payments: card order rejected; its cart is open again');
  }
  return rejected;
}

/**
 * Applies a payment's settled status to its order: succeeded → paid (PendingTransfer); declined, failed or
 * canceled → Rejected when nothing else can pay it (rejectUnpaidOrder), else orders.payment_status follows the
 * payment while the order waits (unless another payment of it is the pending one).
 */
async function recordOrderPaymentStatus(app: PaymentsApp, payment: PaymentRow): Promise<void> {
  if (payment.status === 'succeeded') {
    if (await markOrderPaid(app, payment.order_id)) {
      // Paid: the order is placed now, and its buyer gets the confirmation (sent by the next mail worker pass).
      await queueOrderConfirmation(app, payment.order_id).catch((err: unknown) =>
        app.log.error({ err, orderId: payment.order_id }, 'order confirmation could not be queued'),
      );
      return;
    }
    const order = await getOrderForPayment(app, payment.order_id);
    if (order?.status === 'Rejected') {
      // Only when a provider turns a settled failure into a success later: the customer paid a closed order.
      app.log.error(
        { orderId: payment.order_id, paymentId: payment.id },
        'payments: a payment succeeded for a rejected order; refund it or reconcile by hand',
      );
    }
    return;
  }
  if (await rejectUnpaidOrder(app, payment)) return;
  await app.db
    .updateTable('orders')
    .set({ payment_status: payment.status, updated_at: new Date().toISOString() })
    .where('id', '=', payment.order_id)
    .where('status', '=', 'PendingPayment')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('payments')
            .select('id')
            .where('order_id', '=', payment.order_id)
            .where('status', '=', 'pending')
            .where('id', '!=', payment.id),
        ),
      ),
    )
    .execute();
}

/**
 * Asks the provider for the payment's real state and applies it. A success counts only when the provider's
 * amount and currency equal the payment's and the order's total; otherwise the payment is `failed`
 * ('amount_mismatch') and the order stays unpaid.
 */
export async function verifyPayment(app: PaymentsApp, payment: PaymentRow): Promise<PaymentRow> {
  const provider = app.paymentProviders.get(payment.provider);
  const remote = await provider.retrievePayment(payment.provider_payment_id);
  if (!remote) {
    app.log.error({ paymentId: payment.id, provider: payment.provider }, 'payments: the provider does not know the payment');
    return payment;
  }
  let target = remote.status;
  let reason: string | null = null;
  if (target === 'succeeded') {
    const order = await getOrderForPayment(app, payment.order_id);
    const matches =
      remote.amountMinor === Number(payment.amount_minor) &&
      remote.currency === payment.currency_code &&
      order !== null &&
      order.totalWithVatMinor === Number(payment.amount_minor) &&
      order.currencyCode === payment.currency_code;
    if (!matches) {
      app.log.error(
        { paymentId: payment.id, remote, amountMinor: payment.amount_minor, currency: payment.currency_code },
        'payments: the provider reports another amount or currency than the order; the order is not marked paid',
      );
      target = 'failed';
      reason = 'amount_mismatch';
    }
  }
  const updated = await transition(app, payment, target, reason);
  // Also when nothing changed here: a crash between the two steps earlier is healed by the next verification
  // (both steps are idempotent).
  if (updated.status !== 'pending') await recordOrderPaymentStatus(app, updated);
  return updated;
}

export type ApplyEventResult =
  /** The event was new: the payment was verified with the provider; `stale` when the event's claim is not the truth. */
  | { outcome: 'applied'; status: PaymentStatus; stale: boolean }
  /** The event id was processed before: nothing happened. */
  | { outcome: 'duplicate' }
  /** No payment of ours has this provider payment id. */
  | { outcome: 'unknownPayment' };

/** A verified webhook event, processed at most once per event id. */
export async function applyEvent(app: PaymentsApp, provider: PaymentProvider, event: PaymentEvent): Promise<ApplyEventResult> {
  const payment = await app.db
    .selectFrom('payments')
    .selectAll()
    .where('provider', '=', provider.name)
    .where('provider_payment_id', '=', event.providerPaymentId)
    .executeTakeFirst();
  if (!payment) {
    app.log.warn({ provider: provider.name, eventId: event.id }, 'payments: event for an unknown payment ignored');
    return { outcome: 'unknownPayment' };
  }
  const inserted = await app.db
    .insertInto('payment_events')
    .values({
      provider: provider.name,
      event_id: event.id,
      type: event.type,
      payment_id: payment.id,
      received_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return { outcome: 'duplicate' };
  try {
    const updated = await verifyPayment(app, payment);
    return { outcome: 'applied', status: updated.status as PaymentStatus, stale: EVENT_STATUS[event.type] !== updated.status };
  } catch (err) {
    // Not processed after all (provider unreachable): forget the id so the provider's retry is processed.
    await app.db
      .deleteFrom('payment_events')
      .where('provider', '=', provider.name)
      .where('event_id', '=', event.id)
      .execute();
    throw err;
  }
}

export interface IntentInput {
  order: OrderForPayment;
  /** The checked storefront origin the customer returns to (returnOriginFor). */
  returnOrigin: string;
  languageCode: string;
  merchantName: string;
}

function intentOf(payment: PaymentRow): PaymentIntent {
  return { paymentId: payment.id, redirectLink: payment.redirect_link };
}

/**
 * 400 for a card payment while no provider takes card payments (PAYMENT_PROVIDER, README 'Card payments'): the card
 * method is not offered then, so the cart's payment method is the field to change.
 */
export function cardPaymentsUnavailable(): HttpError {
  return badRequest('Card payments are not available in this shop; choose another payment method', {
    paymentMethod: 'card payments are not available',
  });
}

/** The latest payment of the order (with this status, when given), if any. */
export async function latestPayment(app: PaymentsApp, orderId: string, status?: PaymentStatus): Promise<PaymentRow | null> {
  let query = app.db.selectFrom('payments').selectAll().where('order_id', '=', orderId);
  if (status !== undefined) query = query.where('status', '=', status);
  const row = await query.orderBy('created_at', 'desc').executeTakeFirst();
  return row ?? null;
}

/** 409 for an order that no longer waits for a card payment; OrderRejectedError when it was rejected. */
function notAwaitingPayment(status: string): HttpError {
  return status === 'Rejected' ? new OrderRejectedError() : new HttpError(409, 'This order does not wait for a card payment');
}

/**
 * A payment for the order's total at the provider (see the rules at the top). An order that does not wait for a
 * card payment → 409 (OrderRejectedError when it was rejected: its cart is open for a new order); a paid one → the
 * link back through VerifyPaymentRedirect (which leads to the receipt).
 */
export async function createPaymentIntent(app: PaymentsApp, input: IntentInput): Promise<PaymentIntent> {
  const { order } = input;
  const paid = await latestPayment(app, order.id, 'succeeded');
  if (paid) return { paymentId: paid.id, redirectLink: returnUrl(paid.return_origin, paid.area_id, paid.id) };
  if (order.status !== 'PendingPayment') throw notAwaitingPayment(order.status);
  if (!Number.isSafeInteger(order.totalWithVatMinor)) throw new Error(`order ${order.id}: total is not in minor units`);
  if (order.totalWithVatMinor <= 0) throw new HttpError(409, 'This order has nothing to pay by card');

  const pending = await latestPayment(app, order.id, 'pending');
  if (pending) {
    // Asked again first: a payment settled at the provider (a lost webhook) must not be handed out again.
    const current = await verifyPayment(app, pending);
    if (current.status === 'succeeded') return createPaymentIntent(app, { ...input, order: (await getOrderForPayment(app, order.id)) ?? order });
    if (current.status === 'pending') {
      if (current.return_origin === input.returnOrigin && Number(current.amount_minor) === order.totalWithVatMinor) {
        return intentOf(current);
      }
      // The customer came back from another storefront origin: that payment gives way to a new one.
      await transition(app, current, 'canceled', SUPERSEDED);
    }
  } else {
    // No payment is open: one that ended without success (an outcome recorded but not applied) rejects the order.
    const last = await latestPayment(app, order.id);
    if (last) await rejectUnpaidOrder(app, last);
  }
  // The order may have been rejected meanwhile (above, or by the webhook): then its cart makes a new order.
  const latest = await getOrderForPayment(app, order.id);
  if (!latest) throw new Error(`order ${order.id} disappeared`);
  if (latest.status !== 'PendingPayment') throw notAwaitingPayment(latest.status);

  const provider = app.paymentProviders.forNewPayments();
  if (!provider) throw cardPaymentsUnavailable();
  const paymentId = newPaymentId();
  const created = await provider.createPayment({
    amountMinor: order.totalWithVatMinor,
    currency: order.currencyCode,
    reference: order.orderNumber,
    returnUrl: returnUrl(input.returnOrigin, order.areaId, paymentId),
    webhookUrl: webhookUrl(app, provider, order.areaId),
    merchantName: input.merchantName,
    languageCode: input.languageCode,
  });
  const at = new Date().toISOString();
  try {
    // Under the order's lock: a rejection that got in first wins (the new payment is not stored), one that comes
    // after sees this pending payment and leaves the order open.
    await app.db.transaction().execute(async (trx) => {
      const locked = await lockOrder(trx, app.dialect, order.id);
      if (!locked || locked.status !== 'PendingPayment') throw notAwaitingPayment(locked?.status ?? '');
      await trx
        .insertInto('payments')
        .values({
          id: paymentId,
          order_id: order.id,
          area_id: order.areaId,
          cart_id: order.cartId,
          customer_number: order.customerNumber,
          provider: provider.name,
          provider_payment_id: created.providerPaymentId,
          redirect_link: created.redirectLink,
          amount_minor: order.totalWithVatMinor,
          currency_code: order.currencyCode,
          status: 'pending',
          failure_reason: null,
          return_origin: input.returnOrigin,
          language_code: input.languageCode,
          created_at: at,
          updated_at: at,
        })
        .execute();
    });
  } catch (err) {
    if (err instanceof HttpError) {
      app.log.warn({ orderId: order.id, providerPaymentId: created.providerPaymentId }, 'payments: the order closed while a payment was opened; that payment is not used');
      throw err;
    }
    // A concurrent request created the order's one pending payment first (unique index): that one is the answer.
    const winner = await latestPayment(app, order.id, 'pending');
    if (winner) return intentOf(winner);
    throw err;
  }
  return { paymentId, redirectLink: created.redirectLink };
}

/** A URL's port, or its scheme's default port when it names none. */
const portOf = (url: URL): string => url.port || (url.protocol === 'https:' ? '443' : '80');

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The storefront origin a customer may return to (the card provider's page is left for it, and the sandbox serves
 * its page there): scheme, host and port must all fit. Allowed are the shop's PUBLIC_URL origin, and a domain of the
 * area (table area_domains: host names without a port) over https on the default port or PUBLIC_URL's, or over
 * http for a loopback host (local development) on PUBLIC_URL's port or PORT (the one the shop listens on) — not any
 * port of the machine, where another program may listen. `domain` is an origin such as 'https://shop.example.dk'
 * ('shop.example.dk' alone means https). Null when not allowed.
 */
export async function returnOriginFor(app: PaymentsApp, areaId: string, domain: string): Promise<string | null> {
  const text = domain.trim();
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.search || url.hash || (url.pathname !== '/' && url.pathname !== '')) return null;
  const publicUrl = new URL(app.config.publicUrl);
  if (url.origin === publicUrl.origin) return url.origin;
  const host = url.hostname.toLowerCase();
  const ports =
    url.protocol === 'https:'
      ? ['443', portOf(publicUrl)]
      : LOOPBACK_HOSTS.has(host)
        ? [portOf(publicUrl), String(app.config.port)]
        : [];
  if (!ports.includes(portOf(url))) return null;
  const row = await app.db
    .selectFrom('area_domains')
    .select('domain')
    .where('area_id', '=', areaId)
    .where('domain', '=', host)
    .executeTakeFirst();
  return row ? url.origin : null;
}

/**
 * Where VerifyPaymentRedirect sends the browser: the receipt when the payment succeeded, else the checkout with
 * the status; both under the language prefix of the payment's language ('' for da, '/en', …; table languages).
 */
export async function returnLocation(app: PaymentsApp, payment: PaymentRow | null): Promise<string> {
  if (!payment) return `${CHECKOUT_PATH}?payment=failed`;
  const language = await app.db
    .selectFrom('languages')
    .select('url_prefix')
    .where('area_id', '=', payment.area_id)
    .where('code', '=', payment.language_code)
    .executeTakeFirst();
  const prefix = language?.url_prefix ?? '';
  if (payment.status === 'succeeded') return `${prefix}${RECEIPT_PATH}?cartId=${encodeURIComponent(payment.cart_id)}`;
  return `${prefix}${CHECKOUT_PATH}?payment=${encodeURIComponent(payment.status)}`;
}
