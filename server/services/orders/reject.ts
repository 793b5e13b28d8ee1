/**
 * Rejecting a card order whose payment did not go through (docs/commerce-api.md 'Orders', rejection).
 *
 * The order is closed as `Rejected` (SPEC §3) and detached from its cart: orders.cart_id is unique, so it becomes
 * '<cartId>#rejected-<orderId>' (a cart id never holds '#': the cart schema allows [A-Za-z0-9_.:-] only) and the
 * cart's id is kept in source_cart_id. The cart goes back to `open` with its lines and checkout data, so the next
 * CreatePaymentIntent or CreateOrderByCartId for it makes a NEW order (with a new order number).
 *
 * These functions work on the caller's transaction: the payments service decides WHEN (its payments are checked
 * in the same transaction, after lockOrder), this file does WHAT. Every write is guarded by the order's status,
 * so a repeat (a webhook and the browser's return racing) changes nothing.
 */
import type { OrderTransferStatus } from '../../../contract/order';
import type { PaymentStatus } from '../../../contract/payment';
import type { Db, DialectName } from '../../db';
import { reopenCart } from '../cart/store';

/** The cart_id of a rejected order: never equal to a real cart id, unique per order. */
export const rejectedCartId = (cartId: string, orderId: string): string => `${cartId}#rejected-${orderId}`;

export interface LockedOrder {
  id: string;
  cartId: string;
  customerNumber: string;
  status: OrderTransferStatus;
}

/**
 * The order row, locked until the transaction ends on PostgreSQL (SELECT … FOR UPDATE; SQLite runs one
 * transaction at a time). Whoever holds it may decide on the order's payment: rejecting it, or adding a payment.
 */
export async function lockOrder(trx: Db, dialect: DialectName, orderId: string): Promise<LockedOrder | null> {
  const query = trx.selectFrom('orders').select(['id', 'cart_id', 'customer_number', 'status']).where('id', '=', orderId);
  const row = await (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
  if (!row) return null;
  return { id: row.id, cartId: row.cart_id, customerNumber: row.customer_number, status: row.status as OrderTransferStatus };
}

/**
 * PendingPayment → Rejected with the payment's final status, detached from the cart, and the cart reopened. True
 * when this call rejected the order; false when it was not waiting for its payment (any more). The caller has
 * checked that no other payment of the order is pending or succeeded, inside the same transaction.
 */
export async function rejectOrder(
  trx: Db,
  order: LockedOrder,
  outcome: { paymentStatus: Extract<PaymentStatus, 'declined' | 'failed' | 'canceled'>; now: Date },
): Promise<boolean> {
  return closeRejected(trx, order, 'PendingPayment', { payment_status: outcome.paymentStatus }, outcome.now);
}

/**
 * PendingApproval → Rejected (a company admin rejected it: company/approvals.ts), detached from the cart and the cart
 * reopened, as rejectOrder does for a failed payment. True when this call rejected the order.
 */
export async function rejectPendingApproval(trx: Db, order: LockedOrder, now: Date): Promise<boolean> {
  return closeRejected(trx, order, 'PendingApproval', {}, now);
}

async function closeRejected(
  trx: Db,
  order: LockedOrder,
  from: Extract<OrderTransferStatus, 'PendingPayment' | 'PendingApproval'>,
  set: { payment_status?: string },
  now: Date,
): Promise<boolean> {
  if (order.status !== from) return false;
  const iso = now.toISOString();
  const result = await trx
    .updateTable('orders')
    .set({
      status: 'Rejected' satisfies OrderTransferStatus,
      ...set,
      cart_id: rejectedCartId(order.cartId, order.id),
      source_cart_id: order.cartId,
      next_transfer_at: null,
      updated_at: iso,
    })
    .where('id', '=', order.id)
    .where('status', '=', from)
    .where('cart_id', '=', order.cartId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await reopenCart(trx, { cartId: order.cartId, customerNumber: order.customerNumber, now });
  return true;
}
