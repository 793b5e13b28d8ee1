/**
 * Orders (docs/commerce-api.md 'Orders'): creation from the stored cart, reading, the payment hand-over and the
 * transfer to the ERP. This file is the public surface other services import.
 *
 *   createOrderFromCart(app, actor, { areaId, languageCode, cartId }, { initialStatus }) → { orderId, created }
 *     one transaction, re-priced on the server, idempotent per cart id (also concurrently); 404 for a cart id of
 *     another customer or of another user of the customer; 400 with `fields` when the stored cart cannot be ordered.
 *   getOrderById(app, customerNumber, orderId)   → Order | null   (scoped to the customer)
 *   getOrderByCartId(app, owner, cartId)          → Order | null  (the owner's cart only: customer AND user)
 *   getOrderForPayment(app, orderId)             → OrderForPayment | null (NOT scoped; internal use)
 *   markOrderPaid(app, orderId)                  → boolean: PendingPayment → PendingTransfer (idempotent; no-op
 *                                                  for any other status; true only when this call changed it)
 *   lockOrder(trx, dialect, orderId)             → the order row locked for the transaction (reject.ts)
 *   rejectOrder(trx, lockedOrder, { paymentStatus, now }) → boolean: PendingPayment → Rejected, detached from its
 *                                                  cart (cart_id '<cartId>#rejected-<orderId>', source_cart_id),
 *                                                  the cart open again; the payments service decides when
 *   startTransferWorker / transferDueOrders      the order transfer to the ERP through an ErpAdapter (transfer.ts)
 */
export type {
  CreateOrderInput,
  CreateOrderOptions,
  CreateOrderResult,
  InitialOrderStatus,
  OrderActor,
  OrderApp,
  OrderForPayment,
  OrderOwner,
} from './types';
export { createOrderFromCart } from './create';
export { getOrderByCartId, getOrderById, getOrderForPayment, markOrderPaid } from './read';
export { lockOrder, rejectedCartId, rejectOrder, type LockedOrder } from './reject';
export {
  backoffMs,
  erpDocument,
  OutboxErpAdapter,
  outboxDir,
  startTransferWorker,
  transferDueOrders,
  type ErpAdapter,
  type ErpOrderDocument,
  type TransferRun,
  type TransferWorker,
} from './transfer';
