/**
 * Issue 18, orders back from the ERP (SPEC §7 'Back office and test': POST /backoffice/api/Order/UpdateOrderState
 * and SendReceiptCopy; docs/erp-orders.md). Imports nothing but TypeBox and the order contract.
 */
import { Type, type Static } from '@sinclair/typebox';
import { NullableString } from './common';
import { OrderTransferStatus, type OrderTransferStatus as TransferStatus } from './order';

/**
 * The transfer-status moves the back office (an ERP, an operator) may make — SPEC §3 'Order transfer status'; SPEC
 * §4 leaves the transitions open, so this table is the shop's rule (docs/erp-orders.md 'Transitions'):
 *
 * | from            | to                                   | meaning                                                     |
 * |-----------------|--------------------------------------|-------------------------------------------------------------|
 * | PendingApproval | PendingTransfer, Rejected            | approved (the transfer worker hands it over) / turned down |
 * | PendingTransfer | Transferred, ErrorInTransfer         | the ERP has it / the ERP could not take it                 |
 * | ErrorInTransfer | PendingTransfer, Transferred, Rejected | retry the transfer / the ERP has it after all / given up |
 * | PendingPayment  | —                                    | the card payment decides (payment service), not the ERP    |
 * | Transferred     | —                                    | final: the ERP owns the order (shipments, invoices follow) |
 * | Rejected        | —                                    | final                                                      |
 *
 * Setting the state an order already has is not a move: it answers 200 and changes nothing (idempotent retries).
 */
export const ORDER_STATE_TRANSITIONS: Readonly<Record<TransferStatus, readonly TransferStatus[]>> = {
  PendingPayment: [],
  PendingApproval: ['PendingTransfer', 'Rejected'],
  PendingTransfer: ['Transferred', 'ErrorInTransfer'],
  Transferred: [],
  ErrorInTransfer: ['PendingTransfer', 'Transferred', 'Rejected'],
  Rejected: [],
};

/** Whether the back office may move an order from `from` to `to` (the same state is no move: see the table). */
export function isAllowedOrderTransition(from: TransferStatus, to: TransferStatus): boolean {
  return ORDER_STATE_TRANSITIONS[from].includes(to);
}

/** POST /backoffice/api/Order/UpdateOrderState (scope orders:state). */
export const UpdateOrderStateRequest = Type.Object(
  {
    /** The shop's order: its id or its order number (as on the receipt and in the ERP document). */
    orderId: Type.String({ minLength: 1, maxLength: 100 }),
    state: OrderTransferStatus,
    /** The ERP's own number of the order; stored (and answered) when given. */
    erpOrderNumber: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    /** Why (e.g. the ERP's error text for ErrorInTransfer); kept with the change. */
    message: Type.Optional(Type.String({ maxLength: 1000 })),
  },
  { additionalProperties: false },
);
export type UpdateOrderStateRequest = Static<typeof UpdateOrderStateRequest>;

/** One recorded change of an order's state. */
export const OrderStateChange = Type.Object({
  from: OrderTransferStatus,
  to: OrderTransferStatus,
  erpOrderNumber: NullableString(),
  message: NullableString(),
  /** Who made it: 'key <id> (<name>)', 'user <username>' or 'cli'. */
  changedBy: Type.String(),
  changedAt: Type.String(),
});
export type OrderStateChange = Static<typeof OrderStateChange>;

export const UpdateOrderStateResponse = Type.Object({
  orderId: Type.String(),
  orderNumber: Type.String(),
  previousState: OrderTransferStatus,
  state: OrderTransferStatus,
  /** false: the order already had this state (and this ERP order number): nothing changed. */
  changed: Type.Boolean(),
  erpOrderNumber: NullableString(),
  /** Every change made through the back office, oldest first. */
  history: Type.Array(OrderStateChange),
});
export type UpdateOrderStateResponse = Static<typeof UpdateOrderStateResponse>;

/**
 * POST /backoffice/api/Order/SendReceiptCopy (scope orders:state: it acts on one order, as UpdateOrderState does;
 * docs/erp-orders.md 'Order confirmation mail'): queues the order confirmation again, with the order as PDF, to the
 * buyer or to `email`.
 */
export const SendReceiptCopyRequest = Type.Object(
  {
    /** The order's id or its order number. */
    orderId: Type.String({ minLength: 1, maxLength: 100 }),
    /** Where the copy goes; without it, to the buyer who placed the order. */
    email: Type.Optional(Type.String({ minLength: 3, maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' })),
  },
  { additionalProperties: false },
);
export type SendReceiptCopyRequest = Static<typeof SendReceiptCopyRequest>;

export const SendReceiptCopyResponse = Type.Object({
  orderId: Type.String(),
  orderNumber: Type.String(),
  /** The address the copy was queued for. */
  to: Type.String(),
  /** The mail outbox row (README 'Mail'): sent at once, retried with backoff. */
  mailId: Type.String(),
});
export type SendReceiptCopyResponse = Static<typeof SendReceiptCopyResponse>;
