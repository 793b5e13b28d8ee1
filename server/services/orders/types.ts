/**
 * Types of the orders service (docs/commerce-api.md 'Orders'). The payments service imports these through
 * server/services/orders/index.ts.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { OrderTransferStatus } from '../../../contract/order';
import type { PaymentStatus } from '../../../contract/payment';

/**
 * The parts of the Fastify app the order services use (a route's `app`, or the root app); paymentProviders for
 * whether the card payment method is offered (the cart calculation).
 */
export type OrderApp = Pick<FastifyInstance, 'db' | 'cache' | 'config' | 'dialect' | 'paymentProviders'> & { log: FastifyBaseLogger };

/** Whose cart: the customer and the user (a sales rep impersonating a user is that user). */
export interface OrderOwner {
  customerNumber: string;
  userId: string;
}

/** Who places the order: the checked identity of the request (requireCustomer(request) fits). */
export interface OrderActor {
  userId: string;
  customerNumber: string;
  /** The user's display name. */
  name: string;
  /** The sales rep acting for the user (and the ledger's session it acts in, migration 028), or null. */
  impersonator: { userId: string; name: string; sessionId?: string | null } | null;
}

export interface CreateOrderInput {
  areaId: string;
  /** Language of line texts and method names stored with the order. */
  languageCode: string;
  cartId: string;
}

export type InitialOrderStatus = Extract<OrderTransferStatus, 'PendingTransfer' | 'PendingPayment'>;

export interface CreateOrderOptions {
  /**
   * Status of a newly created order. A cart whose payment method is a card (`extraInfo.kind === 'card'`) always
   * starts at PendingPayment whatever is asked; otherwise this value (default PendingTransfer).
   */
  initialStatus?: InitialOrderStatus;
  /**
   * Called after the order's transaction when it queued mails (an order that waits for approval mails the company's
   * admins): the caller kicks its mail outbox. Whatever is asked, an order that needs approval (docs/company.md)
   * starts at PendingApproval.
   */
  mailQueued?: () => void;
}

export interface CreateOrderResult {
  orderId: string;
  /** false when an order already existed for the cart (idempotent repeat, also under concurrency). */
  created: boolean;
}

/** What the payment flow needs of an order (no customer scoping: internal use only). */
export interface OrderForPayment {
  id: string;
  orderNumber: string;
  areaId: string;
  cartId: string;
  customerNumber: string;
  /** The amount to charge: total net price incl. VAT, integer minor units. */
  totalWithVatMinor: number;
  currencyCode: string;
  status: OrderTransferStatus;
  paymentStatus: PaymentStatus | null;
  languageCode: string;
}
