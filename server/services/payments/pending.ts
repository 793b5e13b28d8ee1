/**
 * Unfinished card payments (docs/commerce-api.md 'Payments': GetPendingPayment, CancelPayment, expiry).
 *
 * A customer who leaves the provider's page without finishing it (the browser's Back button, a closed tab) leaves
 * the payment `pending`: its order waits as PendingPayment and its cart stays `ordered`, so the shop shows an empty
 * cart. The ways out:
 * - findPendingPayment: the caller's newest such payment, for the storefront to offer 'Continue to payment' (the
 *   provider's page again) or 'Cancel card payment' — one of a provider no longer in service (the sandbox after
 *   PAYMENT_PROVIDER stopped choosing it) is closed instead, as its page is gone;
 * - cancelPendingPayment: cancels it at the provider and applies the outcome through verifyPayment, the same path
 *   as every other outcome (the rejection rule: the order Rejected, the cart open again with its lines);
 * - sweepStalePayments: payments pending longer than PAYMENT_PENDING_TIMEOUT_MINUTES are verified (the sandbox
 *   reports them canceled by then) and, when the provider still holds one open, canceled there — so a payment
 *   nobody finishes never holds its cart for longer than the timeout plus one sweep interval.
 */
import type { PendingPayment } from '../../../contract/payment';
import { HttpError } from '../../errors';
import { getOrderForPayment } from '../orders';
import { startPeriodic, type PeriodicJob } from '../periodic';
import { isDatabaseUnavailable } from '../../db/availability';
import { toMajor } from '../prices/money';
import { AMOUNT_MISMATCH, findPayment, latestPayment, SUPERSEDED, verifyPayment, type PaymentRow, type PaymentsApp } from './payments';
import { PaymentProviderError } from './provider';

/** Whose payments: the customer and the user who placed the order (a sales rep acting for them counts as them). */
export interface PaymentOwner {
  customerNumber: string;
  userId: string;
}

/** How often `npm start` runs the sweep. */
export const PAYMENT_SWEEP_INTERVAL_MS = 60_000;
/** Payments looked at per sweep pass (the oldest first; the rest wait for the next pass). */
export const PAYMENT_SWEEP_BATCH = 50;

/**
 * The owner's newest payment that is still pending for an order that still waits for it, in the area; else null.
 * A payment of a provider no longer in service (the sandbox when it is not chosen any more) cannot be continued: it
 * is verified first, which closes it (its order rejected, its cart open again), and the next one is looked for.
 */
export async function findPendingPayment(app: PaymentsApp, owner: PaymentOwner, areaId: string): Promise<PendingPayment | null> {
  for (;;) {
    const row = await newestPendingPayment(app, owner, areaId);
    if (!row) return null;
    if (app.paymentProviders.all().some((p) => p.name === row.provider)) return pendingPaymentOf(row);
    const payment = await findPayment(app, row.paymentId);
    const verified = payment ? await verifyPayment(app, payment) : null;
    // Still pending (that provider did not close it): shown as it is, the customer may cancel it.
    if (!verified || verified.status === 'pending') return pendingPaymentOf(row);
  }
}

async function newestPendingPayment(app: Pick<PaymentsApp, 'db'>, owner: PaymentOwner, areaId: string) {
  return app.db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.order_id')
    .select([
      'payments.id as paymentId',
      'payments.order_id as orderId',
      'orders.order_number as orderNumber',
      'payments.cart_id as cartId',
      'payments.amount_minor as amountMinor',
      'payments.currency_code as currencyCode',
      'payments.redirect_link as redirectLink',
      'payments.created_at as createdAt',
      'payments.provider as provider',
    ])
    .where('payments.customer_number', '=', owner.customerNumber)
    .where('orders.customer_number', '=', owner.customerNumber)
    .where('orders.user_id', '=', owner.userId)
    .where('payments.area_id', '=', areaId)
    .where('payments.status', '=', 'pending')
    .where('orders.status', '=', 'PendingPayment')
    .orderBy('payments.created_at', 'desc')
    .orderBy('payments.id', 'desc')
    .executeTakeFirst();
}

function pendingPaymentOf(row: NonNullable<Awaited<ReturnType<typeof newestPendingPayment>>>): PendingPayment {
  return {
    paymentId: row.paymentId,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    cartId: row.cartId,
    amount: toMajor(Number(row.amountMinor)),
    currencyCode: row.currencyCode,
    redirectLink: row.redirectLink,
    createdAt: row.createdAt,
  };
}

/** The payment with this id if it is the owner's (the customer's, for an order the user placed); else null. */
export async function findOwnPayment(
  app: Pick<PaymentsApp, 'db'>,
  paymentId: string,
  owner: PaymentOwner,
): Promise<PaymentRow | null> {
  const row = await app.db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.order_id')
    .selectAll('payments')
    .where('payments.id', '=', paymentId)
    .where('payments.customer_number', '=', owner.customerNumber)
    .where('orders.customer_number', '=', owner.customerNumber)
    .where('orders.user_id', '=', owner.userId)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Cancels the payment at its provider (when it is still pending there) and applies what the provider then reports
 * through verifyPayment: canceled → the order is rejected and its cart open again (the rejection rule). Idempotent:
 * a payment that already ended without success is only verified again (which heals a rejection not yet applied).
 * A payment that was replaced by a newer one of the same order ('superseded') takes that one with it.
 *
 * Throws 409 when the payment succeeded (also when the customer paid a moment before), or when money may sit at the
 * provider (an amount mismatch: the shop reconciles it, the order stays as it is); PaymentProviderError (→ 503)
 * when the provider cannot be reached or does not cancel.
 */
export async function cancelPendingPayment(app: PaymentsApp, payment: PaymentRow): Promise<PaymentRow> {
  // A superseded payment's page may still be open at the provider: it is closed as well.
  if (payment.status === 'pending' || payment.failure_reason === SUPERSEDED) {
    const provider = app.paymentProviders.get(payment.provider);
    const state = await provider.cancelPayment(payment.provider_payment_id);
    if (!state) {
      app.log.error({ paymentId: payment.id, provider: payment.provider }, 'payments: the provider does not know the payment to cancel');
    }
  }
  const current = await verifyPayment(app, payment);
  if (current.status === 'succeeded') throw new HttpError(409, 'This payment has already been made');
  if (current.status === 'pending') throw new PaymentProviderError('The payment provider did not cancel the payment');
  if (current.failure_reason === AMOUNT_MISMATCH) {
    throw new HttpError(409, 'This payment must be checked by the shop before the order can be changed');
  }
  if (current.failure_reason === SUPERSEDED) {
    // The order's open payment is the newer one: canceling the card payment means that one.
    const newer = await latestPayment(app, current.order_id, 'pending');
    if (newer) await cancelPendingPayment(app, newer);
  }
  const order = await getOrderForPayment(app, current.order_id);
  if (order?.status === 'PendingPayment') {
    // Something still holds the order (a payment with money at the provider): it is left for the shop.
    throw new HttpError(409, 'This order still waits for a payment and cannot be changed now');
  }
  return current;
}

export interface SweepResult {
  /** Pending payments older than the timeout that were looked at. */
  checked: number;
  /** Of those, the ones that are no longer pending afterwards (their orders rejected, their carts open again). */
  closed: string[];
}

/**
 * One pass over payments pending longer than config.paymentPendingTimeoutMinutes at `now` (the oldest first, at most
 * `batch`): each is verified with its provider (the sandbox reports an expired one canceled) and, when the provider
 * still reports it pending, canceled there. A failure with one payment is logged and the pass goes on.
 */
export async function sweepStalePayments(
  app: PaymentsApp,
  options: { now?: Date; batch?: number } = {},
): Promise<SweepResult> {
  const now = options.now ?? new Date();
  const cutoff = new Date(now.getTime() - app.config.paymentPendingTimeoutMinutes * 60_000).toISOString();
  const stale = await app.db
    .selectFrom('payments')
    .selectAll()
    .where('status', '=', 'pending')
    .where('created_at', '<=', cutoff)
    .orderBy('created_at')
    .orderBy('id')
    .limit(options.batch ?? PAYMENT_SWEEP_BATCH)
    .execute();
  const result: SweepResult = { checked: stale.length, closed: [] };
  for (const payment of stale) {
    try {
      let current = await verifyPayment(app, payment);
      if (current.status === 'pending') {
        await app.paymentProviders.get(current.provider).cancelPayment(current.provider_payment_id);
        current = await verifyPayment(app, current);
      }
      if (current.status !== 'pending') result.closed.push(current.id);
    } catch (err) {
      app.log.error({ err, paymentId: payment.id }, 'payments: an unfinished payment could not be closed; retried at the next sweep');
    }
  }
  if (result.closed.length > 0) {
    app.log.info({ closed: result.closed.length }, 'payments: unfinished card payments closed after the timeout');
  }
  return result;
}

export type PaymentSweep = PeriodicJob<SweepResult>;

/** Runs sweepStalePayments every `intervalMs` (never two passes at once) until stopped. */
export function startPaymentSweep(app: PaymentsApp, intervalMs: number = PAYMENT_SWEEP_INTERVAL_MS): PaymentSweep {
  return startPeriodic(
    () => sweepStalePayments(app),
    intervalMs,
    (err): SweepResult => {
      // The database gone (stopped, restarting): server/index.ts logs that once; the next pass tries again.
      if (!isDatabaseUnavailable(err)) app.log.error({ err }, 'payments: sweep pass failed');
      return { checked: 0, closed: [] };
    },
  );
}
