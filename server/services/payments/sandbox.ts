/**
 * The built-in sandbox card provider: it plays an external payment provider so the whole card flow runs offline.
 * Its state lives in its own table (sandbox_payments); the shop reaches it only through the PaymentProvider
 * interface, exactly as it would a real provider. The hosted payment page (routes/paymentSandbox.ts) calls
 * submitSandboxCard, which settles the payment, delivers a signed webhook to the shop's webhook route (through
 * app.inject, so it passes the same signature check as a real delivery) and sends the browser to the return URL.
 *
 * Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 fails with
 * 'insufficient funds' and the customer may try again (the payment stays pending). Any future expiry, any CVC.
 *
 * Expiry: a payment still pending PAYMENT_PENDING_TIMEOUT_MINUTES after it was created is canceled by the sandbox
 * the next time anyone looks at it (retrievePayment, cancelPayment, its page), as a hosted checkout session of a
 * real provider expires. The clock is injectable (createSandboxProvider(app, { now })) for tests.
 *
 * Retired (createSandboxProvider(app, { retired: true })): the sandbox is not the shop's provider (PAYMENT_PROVIDER;
 * in production unless chosen) but payments made with it before are still known. Its page and webhook are not
 * served, so a payment still open there can never be paid: it is reported canceled at once (its order is rejected
 * and its cart opens again the next time anyone verifies it, at the latest by the payment sweep). Settled payments
 * keep their outcome.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import type { SandboxPaymentTable } from '../../db/schema';
import {
  isPaymentEventType,
  WebhookVerificationError,
  type PaymentEvent,
  type PaymentEventType,
  type PaymentProvider,
  type PaymentStatus,
  type WebhookHeaders,
} from './provider';
import { nowSeconds, signPayload, verifySignature } from './signature';

export const SANDBOX_PROVIDER = 'sandbox';
export const SANDBOX_WEBHOOK_SEGMENT = 'SandboxWebhook';
export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';
/** Path of the hosted page: GET <path>/<providerPaymentId>, POST <path>/<providerPaymentId>/pay. */
export const SANDBOX_PAGE_PATH = '/payment-sandbox';
/** The hosted page's stylesheet (a static route beside the page's parametric one). */
export const SANDBOX_STYLESHEET_PATH = `${SANDBOX_PAGE_PATH}/sandbox.css`;

export const SANDBOX_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

export type SandboxApp = Pick<FastifyInstance, 'db' | 'config' | 'inject'> & { log: FastifyBaseLogger };
export type SandboxPayment = Selectable<SandboxPaymentTable>;

/** The webhook body the sandbox sends (docs/commerce-api.md 'Webhook'). */
export interface SandboxEventBody {
  id: string;
  type: PaymentEventType;
  created: number;
  data: { paymentId: string; amount: number; currency: string };
}

const token = (prefix: string) => `${prefix}_${randomBytes(16).toString('hex')}`;

function firstHeader(headers: WebhookHeaders, name: string): string | string[] | undefined {
  return headers[name] ?? headers[name.toLowerCase()];
}

/** Reads a verified body; anything but the documented shape is refused. */
function parseEvent(rawBody: string): PaymentEvent {
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    throw new WebhookVerificationError('The event is not JSON');
  }
  const body = parsed as Partial<SandboxEventBody> | null;
  const id = body?.id;
  const paymentId = body?.data?.paymentId;
  if (
    typeof id !== 'string' ||
    !/^evt_[A-Za-z0-9]{1,64}$/.test(id) ||
    !isPaymentEventType(body?.type) ||
    typeof paymentId !== 'string' ||
    paymentId.length === 0 ||
    paymentId.length > 100 ||
    typeof body?.created !== 'number'
  ) {
    throw new WebhookVerificationError('The event does not have the expected shape');
  }
  return { id, type: body.type, providerPaymentId: paymentId, created: body.created };
}

export interface SandboxOptions {
  /** The provider's clock (tests move it forward); default: the real time. */
  now?: () => Date;
  /** Known only for the payments made with it before: open ones are canceled at once (see the top). */
  retired?: boolean;
}

/** When a payment created at `createdAt` expires (config.paymentPendingTimeoutMinutes later). */
export function sandboxExpiresAt(app: Pick<SandboxApp, 'config'>, createdAt: string): Date {
  return new Date(Date.parse(createdAt) + app.config.paymentPendingTimeoutMinutes * 60_000);
}

/**
 * The payment as it is at `now`: a pending one past its expiry (any pending one, when `retired`) is canceled first
 * (once: guarded by the status, so a payment paid at the same moment keeps its outcome).
 */
export async function currentSandboxPayment(
  app: Pick<SandboxApp, 'db' | 'config'>,
  providerPaymentId: string,
  now: Date = new Date(),
  retired = false,
): Promise<SandboxPayment | null> {
  const row = await findSandboxPayment(app, providerPaymentId);
  if (!row || row.status !== 'pending') return row;
  if (!retired && sandboxExpiresAt(app, row.created_at) > now) return row;
  await app.db
    .updateTable('sandbox_payments')
    .set({ status: 'canceled', updated_at: now.toISOString() })
    .where('provider_payment_id', '=', providerPaymentId)
    .where('status', '=', 'pending')
    .execute();
  return findSandboxPayment(app, providerPaymentId);
}

const stateOf = (row: SandboxPayment) => ({
  status: row.status as PaymentStatus,
  amountMinor: Number(row.amount_minor),
  currency: row.currency_code,
});

export function createSandboxProvider(app: SandboxApp, options: SandboxOptions = {}): PaymentProvider {
  const now = options.now ?? (() => new Date());
  const retired = options.retired === true;
  return {
    name: SANDBOX_PROVIDER,
    webhookSegment: SANDBOX_WEBHOOK_SEGMENT,
    testMode: true,

    async createPayment(input) {
      const providerPaymentId = token('sbx');
      const at = now().toISOString();
      await app.db
        .insertInto('sandbox_payments')
        .values({
          provider_payment_id: providerPaymentId,
          reference: input.reference,
          merchant_name: input.merchantName,
          language_code: input.languageCode,
          amount_minor: input.amountMinor,
          currency_code: input.currency,
          status: 'pending',
          attempts: 0,
          return_url: input.returnUrl,
          webhook_url: input.webhookUrl,
          webhook_status: null,
          created_at: at,
          updated_at: at,
        })
        .execute();
      // The sandbox is served by the shop itself: its page lives on the origin the customer returns to.
      const origin = new URL(input.returnUrl).origin;
      return { providerPaymentId, redirectLink: `${origin}${SANDBOX_PAGE_PATH}/${providerPaymentId}` };
    },

    async retrievePayment(providerPaymentId) {
      const row = await currentSandboxPayment(app, providerPaymentId, now(), retired);
      return row ? stateOf(row) : null;
    },

    async cancelPayment(providerPaymentId) {
      const row = await currentSandboxPayment(app, providerPaymentId, now(), retired);
      if (!row) return null;
      if (row.status !== 'pending') return stateOf(row);
      const settled = await settle(app, row, 'canceled', now());
      // Settled by the customer on the hosted page at the same moment: that outcome stands.
      if (!settled) return stateOf((await findSandboxPayment(app, providerPaymentId)) ?? row);
      // As a real provider does, the shop hears about it by its webhook as well (not served while retired).
      if (!retired) await deliverWebhook(app, settled, 'payment.canceled');
      return stateOf(settled);
    },

    verifyWebhook(rawBody, headers) {
      verifySignature(app.config.paymentWebhookSecret, rawBody, firstHeader(headers, SANDBOX_SIGNATURE_HEADER));
      return parseEvent(rawBody);
    },
  };
}

export async function findSandboxPayment(app: Pick<SandboxApp, 'db'>, providerPaymentId: string): Promise<SandboxPayment | null> {
  const row = await app.db
    .selectFrom('sandbox_payments')
    .selectAll()
    .where('provider_payment_id', '=', providerPaymentId)
    .executeTakeFirst();
  return row ?? null;
}

/** The signed delivery of an event: body and headers as the sandbox sends them. */
export function signedSandboxEvent(secret: string, event: SandboxEventBody, timestamp: number = nowSeconds()) {
  const body = JSON.stringify(event);
  return {
    body,
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signPayload(secret, body, timestamp) },
  };
}

export function sandboxEvent(payment: SandboxPayment, type: PaymentEventType): SandboxEventBody {
  return {
    id: token('evt'),
    type,
    created: nowSeconds(),
    data: { paymentId: payment.provider_payment_id, amount: Number(payment.amount_minor), currency: payment.currency_code },
  };
}

/** Posts the signed event to the payment's webhook URL (on this server) and records the answer's status. */
async function deliverWebhook(app: SandboxApp, payment: SandboxPayment, type: PaymentEventType): Promise<void> {
  const delivery = signedSandboxEvent(app.config.paymentWebhookSecret, sandboxEvent(payment, type));
  const target = new URL(payment.webhook_url);
  let status: number;
  try {
    const reply = await app.inject({
      method: 'POST',
      url: target.pathname + target.search,
      headers: delivery.headers,
      payload: delivery.body,
    });
    status = reply.statusCode;
  } catch (err) {
    app.log.error({ err, providerPaymentId: payment.provider_payment_id }, 'sandbox: webhook delivery failed');
    status = 0;
  }
  if (status < 200 || status >= 300) {
    // The return URL verifies the payment with the provider anyway; the failed delivery is only logged.
    app.log.warn({ status, providerPaymentId: payment.provider_payment_id }, 'sandbox: webhook was not accepted');
  }
  await app.db
    .updateTable('sandbox_payments')
    .set({ webhook_status: status })
    .where('provider_payment_id', '=', payment.provider_payment_id)
    .execute();
}

export type CardField = 'cardNumber' | 'expiry' | 'cvc';
export type CardError = 'required' | 'invalid' | 'expired' | 'unknownCard';

export interface CardForm {
  cardNumber?: string;
  expiry?: string;
  cvc?: string;
  /** 'cancel' for the cancel button; anything else pays. */
  action?: string;
}

export type CardOutcome =
  /** The page again: field errors, or the insufficient-funds notice. */
  | { kind: 'form'; payment: SandboxPayment; errors: Partial<Record<CardField, CardError>>; notice: 'insufficientFunds' | null }
  /** The payment is settled (now or before): the browser goes back to the shop. */
  | { kind: 'done'; payment: SandboxPayment; location: string }
  | { kind: 'notFound' };

/** Card form validation. Only the sandbox test cards are accepted (nobody should type a real card here). */
export function validateCard(form: CardForm, now: Date = new Date()): Partial<Record<CardField, CardError>> {
  const errors: Partial<Record<CardField, CardError>> = {};
  const number = (form.cardNumber ?? '').replace(/[\s-]/g, '');
  if (number === '') errors.cardNumber = 'required';
  else if (!/^\d{12,19}$/.test(number)) errors.cardNumber = 'invalid';
  else if (!(Object.values(SANDBOX_CARDS) as string[]).includes(number)) errors.cardNumber = 'unknownCard';

  const expiry = (form.expiry ?? '').trim();
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry);
  if (expiry === '') errors.expiry = 'required';
  else if (!match) errors.expiry = 'invalid';
  else {
    const month = Number(match[1]);
    const year = Number(match[2]) + ((match[2] ?? '').length === 2 ? 2000 : 0);
    if (month < 1 || month > 12) errors.expiry = 'invalid';
    // Valid through the last day of the month (UTC).
    else if (Date.UTC(year, month, 1) <= now.getTime()) errors.expiry = 'expired';
  }

  const cvc = (form.cvc ?? '').trim();
  if (cvc === '') errors.cvc = 'required';
  else if (!/^\d{3,4}$/.test(cvc)) errors.cvc = 'invalid';
  return errors;
}

/** Settles a pending payment once (a second submit finds it settled and changes nothing). */
async function settle(
  app: SandboxApp,
  payment: SandboxPayment,
  status: PaymentStatus,
  now: Date = new Date(),
): Promise<SandboxPayment | null> {
  const result = await app.db
    .updateTable('sandbox_payments')
    .set({ status, attempts: Number(payment.attempts) + 1, updated_at: now.toISOString() })
    .where('provider_payment_id', '=', payment.provider_payment_id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return null;
  return findSandboxPayment(app, payment.provider_payment_id);
}

const OUTCOME_EVENT: Partial<Record<PaymentStatus, PaymentEventType>> = {
  succeeded: 'payment.succeeded',
  declined: 'payment.declined',
  canceled: 'payment.canceled',
};

/** The hosted page's form submission: pay with a test card, or cancel. */
export async function submitSandboxCard(app: SandboxApp, providerPaymentId: string, form: CardForm): Promise<CardOutcome> {
  // An expired payment cannot be paid any more: the browser goes back to the shop, which finds it canceled.
  const payment = await currentSandboxPayment(app, providerPaymentId);
  if (!payment) return { kind: 'notFound' };
  if (payment.status !== 'pending') return { kind: 'done', payment, location: payment.return_url };

  let status: PaymentStatus;
  if (form.action === 'cancel') {
    status = 'canceled';
  } else {
    const errors = validateCard(form);
    if (Object.keys(errors).length > 0) return { kind: 'form', payment, errors, notice: null };
    const number = (form.cardNumber ?? '').replace(/[\s-]/g, '');
    if (number === SANDBOX_CARDS.insufficientFunds) {
      await app.db
        .updateTable('sandbox_payments')
        .set({ attempts: Number(payment.attempts) + 1, updated_at: new Date().toISOString() })
        .where('provider_payment_id', '=', providerPaymentId)
        .execute();
      const again = (await findSandboxPayment(app, providerPaymentId)) ?? payment;
      return { kind: 'form', payment: again, errors: {}, notice: 'insufficientFunds' };
    }
    status = number === SANDBOX_CARDS.success ? 'succeeded' : 'declined';
  }

  const settled = await settle(app, payment, status);
  if (!settled) {
    // Settled by a parallel submission in the meantime: nothing more to do here.
    const current = (await findSandboxPayment(app, providerPaymentId)) ?? payment;
    return { kind: 'done', payment: current, location: current.return_url };
  }
  const type = OUTCOME_EVENT[status];
  if (type) await deliverWebhook(app, settled, type);
  return { kind: 'done', payment: settled, location: settled.return_url };
}
