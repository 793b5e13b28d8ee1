/**
 * SPEC §7 'Cart, order, shipping, payment': the calls under /api/Payment — GetPaymentMethods, the card payment
 * (CreatePaymentIntent, GetPendingPayment, CancelPayment, VerifyPayment, VerifyPaymentRedirect) and the provider's
 * webhook. Behaviour: docs/commerce-api.md 'Payments'.
 */
import { Type, type Static } from '@sinclair/typebox';
import { AreaInfo, FlatMap, Nullable, NullableString, StringEnum, Text } from './common';

/** A card payment's state (the order's paymentStatus too). */
export const PAYMENT_STATUSES = ['pending', 'succeeded', 'declined', 'failed', 'canceled'] as const;
export const PaymentStatus = StringEnum(PAYMENT_STATUSES);
export type PaymentStatus = Static<typeof PaymentStatus>;

/** SPEC §3 Payment method as the server answers it; extraInfo: { kind, testMode?, netDays? }. */
export const PaymentMethod = Type.Object({
  name: Type.String(),
  internalId: Type.String(),
  gatewayUniqueId: Type.String(),
  /** Major units, excl. VAT. */
  fee: Type.Number(),
  extraInfo: FlatMap,
});
export type PaymentMethod = Static<typeof PaymentMethod>;

/** A payment method as a cart in a request may carry it: only internalId is read. */
export const PaymentMethodInput = Type.Object({
  internalId: Type.String({ maxLength: 100 }),
  name: Text(200),
  gatewayUniqueId: Text(100),
  fee: Type.Optional(Type.Number()),
  extraInfo: Type.Optional(FlatMap),
});
export type PaymentMethodInput = Static<typeof PaymentMethodInput>;

/** POST /api/Payment/GetPaymentMethods body. */
export const GetPaymentMethodsRequest = Type.Object({ area: AreaInfo });
export type GetPaymentMethodsRequest = Static<typeof GetPaymentMethodsRequest>;
/** SPEC §7: 'a data list'. */
export const GetPaymentMethodsResponse = Type.Object({ data: Type.Array(PaymentMethod) });
export type GetPaymentMethodsResponse = Static<typeof GetPaymentMethodsResponse>;

/** POST /api/Payment/CreatePaymentIntent body (a null or missing cartId is a 400 'cartId must be defined'). */
export const CreatePaymentIntentRequest = Type.Object({
  areaInfo: AreaInfo,
  cartId: Type.Optional(NullableString(100)),
  /** The storefront origin the customer returns to (window.location.origin; checked against the shop's). */
  domain: Type.String({ maxLength: 300 }),
});
export type CreatePaymentIntentRequest = Static<typeof CreatePaymentIntentRequest>;

export const PaymentIntentResponse = Type.Object({
  paymentIntentResponse: Nullable(Type.Object({ redirectLink: Type.String(), paymentId: Type.String() })),
  /**
   * Issue 20 (docs/company.md 'Approval'): true when the order waits for the company admin's approval — no payment
   * yet (paymentIntentResponse null); once approved the order waits for its card payment, and the same call for the
   * cart pays it. Absent otherwise.
   */
  awaitingApproval: Type.Optional(Type.Boolean()),
});
export type PaymentIntentResponse = Static<typeof PaymentIntentResponse>;

/** A card payment the caller started and left unfinished (its order waits as PendingPayment, its cart is ordered). */
export const PendingPayment = Type.Object({
  paymentId: Type.String(),
  orderId: Type.String(),
  orderNumber: Type.String(),
  cartId: Type.String(),
  /** Major units incl. VAT (the order's total). */
  amount: Type.Number(),
  currencyCode: Type.String(),
  /** The provider's hosted page: where the customer continues the payment. */
  redirectLink: Type.String(),
  createdAt: Type.String(),
});
export type PendingPayment = Static<typeof PendingPayment>;

/** POST /api/Payment/GetPendingPayment body and reply. */
export const GetPendingPaymentRequest = Type.Object({ areaInfo: AreaInfo });
export type GetPendingPaymentRequest = Static<typeof GetPendingPaymentRequest>;
export const GetPendingPaymentResponse = Type.Object({ pendingPayment: Nullable(PendingPayment) });
export type GetPendingPaymentResponse = Static<typeof GetPendingPaymentResponse>;

/** POST /api/Payment/CancelPayment body; the reply names the cart that is open again. */
export const CancelPaymentRequest = Type.Object({
  areaInfo: AreaInfo,
  paymentId: Type.String({ minLength: 1, maxLength: 100 }),
});
export type CancelPaymentRequest = Static<typeof CancelPaymentRequest>;
export const CancelPaymentResponse = Type.Object({ cartId: Type.String() });
export type CancelPaymentResponse = Static<typeof CancelPaymentResponse>;

/** Path of the webhook: /api/Payment/<Provider>Webhook/:area. */
export const PaymentAreaParams = Type.Object({ area: Type.String({ minLength: 1, maxLength: 50 }) });
export type PaymentAreaParams = Static<typeof PaymentAreaParams>;
/** Path of VerifyPayment and VerifyPaymentRedirect: /:area/:paymentId. */
export const PaymentParams = Type.Object({
  area: Type.String({ minLength: 1, maxLength: 50 }),
  paymentId: Type.String({ minLength: 1, maxLength: 100 }),
});
export type PaymentParams = Static<typeof PaymentParams>;

/** GET|POST /api/Payment/VerifyPayment/:area/:paymentId reply: the status verified with the provider. */
export const VerifyPaymentResponse = Type.Object({
  paymentId: Type.String(),
  status: PaymentStatus,
  orderId: Type.String(),
  cartId: Type.String(),
});
export type VerifyPaymentResponse = Static<typeof VerifyPaymentResponse>;

/** GET of the webhook: the provider's probe. */
export const WebhookProbeResponse = Type.Object({ ok: Type.Literal(true) });
export type WebhookProbeResponse = Static<typeof WebhookProbeResponse>;

/**
 * POST of the webhook: a signed provider event over the raw body, processed at most once. applied: the payment was
 * verified with the provider (`stale` when the event's claim is not the truth); duplicate: the event id was seen
 * before; unknownPayment: no payment of ours has that provider payment id.
 */
export const WebhookResponse = Type.Object({
  received: Type.Literal(true),
  outcome: StringEnum(['applied', 'duplicate', 'unknownPayment'] as const),
  status: Type.Optional(PaymentStatus),
  stale: Type.Optional(Type.Boolean()),
});
export type WebhookResponse = Static<typeof WebhookResponse>;
