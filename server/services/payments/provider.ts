/**
 * The seam between the shop and a card payment provider. The shop only talks to a provider through this
 * interface; `sandbox.ts` is the built-in offline implementation. A real provider (Stripe, Adyen, Nets, …)
 * implements the same calls and is registered with `app.paymentProviders.register` (see ./index.ts):
 *
 * - createPayment: open a payment at the provider for an amount and return the provider's id and the link of its
 *   hosted payment page (the browser is sent there; afterwards the provider sends it to `returnUrl`).
 * - retrievePayment: the provider's current truth about a payment. The shop never marks an order paid on a
 *   webhook's word; it always asks here first and compares amount and currency with the order.
 * - cancelPayment: close an open payment at the provider (the customer canceled it in the shop, or nobody finished
 *   it within PAYMENT_PENDING_TIMEOUT_MINUTES); a payment already settled keeps its outcome.
 * - verifyWebhook: check the signature of a webhook over the raw request body and return the event, or throw
 *   WebhookVerificationError (→ 400). The event only triggers a check; its amount and status are not trusted.
 */
import type { PaymentStatus } from '../../../contract/payment';

export type { PaymentStatus };

export interface CreatePaymentInput {
  /** Integer minor units (øre/öre/cent). */
  amountMinor: number;
  /** ISO 4217, upper case. */
  currency: string;
  /** The shop's reference shown to the provider (the order number). */
  reference: string;
  /** Where the provider sends the browser when the customer is done (absolute URL). */
  returnUrl: string;
  /** Where the provider posts its signed events (absolute URL). */
  webhookUrl: string;
  /** Shown on the hosted page. */
  merchantName: string;
  /** Language of the hosted page ('da', 'en', 'sv', 'nb', 'fi'). */
  languageCode: string;
}

export interface CreatedPayment {
  providerPaymentId: string;
  /** The hosted payment page. */
  redirectLink: string;
}

export interface ProviderPaymentState {
  status: PaymentStatus;
  amountMinor: number;
  currency: string;
}

export type PaymentEventType = 'payment.succeeded' | 'payment.declined' | 'payment.failed' | 'payment.canceled';

/** The status an event claims (a claim only: the provider is asked before anything is applied). */
export const EVENT_STATUS: Record<PaymentEventType, PaymentStatus> = {
  'payment.succeeded': 'succeeded',
  'payment.declined': 'declined',
  'payment.failed': 'failed',
  'payment.canceled': 'canceled',
};

export function isPaymentEventType(value: unknown): value is PaymentEventType {
  return typeof value === 'string' && Object.hasOwn(EVENT_STATUS, value);
}

/** A verified webhook event. */
export interface PaymentEvent {
  /** Unique per provider; each id is processed once. */
  id: string;
  type: PaymentEventType;
  providerPaymentId: string;
  /** When the provider created the event (unix seconds). */
  created: number;
}

export type WebhookHeaders = Record<string, string | string[] | undefined>;

export interface PaymentProvider {
  /** Stored in payments.provider, e.g. 'sandbox'. */
  readonly name: string;
  /** Path segment of the webhook route: POST /api/Payment/<webhookSegment>/<area>. */
  readonly webhookSegment: string;
  /**
   * True for a provider that moves no money (the sandbox): while it takes the new payments, the card payment method
   * says 'test mode' (extraInfo.testMode) so nobody mistakes a test payment for a real one.
   */
  readonly testMode?: boolean;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** Null when the provider does not know the id. */
  retrievePayment(providerPaymentId: string): Promise<ProviderPaymentState | null>;
  /**
   * Cancels a payment that is still open (the customer gave up, or it was left unfinished too long). Resolves with
   * the provider's state afterwards: `canceled`, or the outcome it had already settled with (e.g. `succeeded` when
   * the customer paid in the meantime — a settled payment is never changed); null when the id is unknown.
   */
  cancelPayment(providerPaymentId: string): Promise<ProviderPaymentState | null>;
  verifyWebhook(rawBody: string, headers: WebhookHeaders): PaymentEvent;
}

/** A webhook that is not signed by the provider, is too old, or cannot be read (→ 400). */
export class WebhookVerificationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookVerificationError';
  }
}

/** The provider could not be reached or answered with an error (→ 503, the caller may retry). */
export class PaymentProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
