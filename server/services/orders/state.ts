/**
 * Order/UpdateOrderState (docs/erp-orders.md 'Transitions'): moves an order along the transfer statuses by the table
 * ORDER_STATE_TRANSITIONS (contract/backofficeOrders.ts) and records every change with who and when.
 *
 * The move is a compare-and-swap on the status (two callers, or the transfer worker, never both win); the order's
 * transfer fields follow the new state: PendingTransfer is due for the transfer worker at once (a retry), an
 * ErrorInTransfer the ERP reports is not retried by itself (the ERP or an operator says PendingTransfer when it may
 * be), Transferred and Rejected end the transfer.
 */
import { randomUUID } from 'node:crypto';
import {
  isAllowedOrderTransition,
  type OrderStateChange,
  type UpdateOrderStateRequest,
  type UpdateOrderStateResponse,
} from '../../../contract/backofficeOrders';
import { ORDER_TRANSFER_STATUSES, type OrderTransferStatus } from '../../../contract/order';
import type { Db } from '../../db';
import type { Updateable } from 'kysely';
import type { OrderTable } from '../../db/schema';
import { HttpError } from '../../errors';

const isStatus = (s: string): s is OrderTransferStatus => (ORDER_TRANSFER_STATUSES as readonly string[]).includes(s);

/** The order with this id, else the one with this order number (numbers are unique per area; the first area wins). */
export async function findOrder(db: Db, idOrNumber: string) {
  const columns = ['id', 'order_number', 'status', 'erp_order_number'] as const;
  const byId = await db.selectFrom('orders').select(columns).where('id', '=', idOrNumber).executeTakeFirst();
  if (byId) return byId;
  return db.selectFrom('orders').select(columns).where('order_number', '=', idOrNumber).orderBy('area_id').executeTakeFirst();
}

/** The transfer fields of an order entering `state` (see the file comment). */
function transferFieldsOf(state: OrderTransferStatus, now: string, message: string | undefined): Updateable<OrderTable> {
  switch (state) {
    case 'PendingTransfer':
      return { next_transfer_at: now, transfer_error: null };
    case 'ErrorInTransfer':
      return { next_transfer_at: null, transfer_error: message ? `ERP: ${message}` : 'ERP: could not take the order' };
    case 'Transferred':
      return { next_transfer_at: null, transfer_error: null, transferred_at: now };
    default:
      return { next_transfer_at: null };
  }
}

export async function orderStateHistory(db: Db, orderId: string): Promise<OrderStateChange[]> {
  const rows = await db
    .selectFrom('order_state_changes')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('changed_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    from: isStatus(r.from_status) ? r.from_status : 'PendingTransfer',
    to: isStatus(r.to_status) ? r.to_status : 'PendingTransfer',
    erpOrderNumber: r.erp_order_number,
    message: r.message,
    changedBy: r.changed_by,
    changedAt: r.changed_at,
  }));
}

/**
 * Sets an order's transfer status. 404 for an unknown order, 409 for a move the table does not allow ('from X to Y
 * is not allowed'); the state it already has → 200 with `changed: false` (a new ERP order number is still stored).
 */
export async function updateOrderState(
  db: Db,
  request: UpdateOrderStateRequest,
  actor: string,
  attempt = 1,
): Promise<UpdateOrderStateResponse> {
  const order = await findOrder(db, request.orderId);
  if (!order) throw new HttpError(404, `Order ${request.orderId} not found`);
  const from = order.status as OrderTransferStatus;
  const to = request.state;
  const erpNumber = request.erpOrderNumber ?? order.erp_order_number ?? null;
  const numberChanged = erpNumber !== (order.erp_order_number ?? null);
  const answer = async (changed: boolean): Promise<UpdateOrderStateResponse> => ({
    orderId: order.id,
    orderNumber: order.order_number,
    previousState: from,
    state: to,
    changed,
    erpOrderNumber: erpNumber,
    history: await orderStateHistory(db, order.id),
  });
  if (from !== to && !isAllowedOrderTransition(from, to)) {
    throw new HttpError(409, `Order ${order.order_number}: from ${from} to ${to} is not allowed`, { state: `from ${from} to ${to} is not allowed` });
  }
  if (from === to && !numberChanged) return answer(false);

  const now = new Date().toISOString();
  const moved = await db.transaction().execute(async (trx) => {
    const set: Updateable<OrderTable> = { updated_at: now, erp_order_number: erpNumber };
    if (from !== to) Object.assign(set, transferFieldsOf(to, now, request.message), { status: to });
    const result = await trx.updateTable('orders').set(set).where('id', '=', order.id).where('status', '=', from).executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await trx
      .insertInto('order_state_changes')
      .values({
        id: randomUUID(),
        order_id: order.id,
        from_status: from,
        to_status: to,
        erp_order_number: erpNumber,
        message: request.message ?? null,
        changed_by: actor,
        changed_at: now,
      })
      .execute();
    return true;
  });
  // Someone else moved it between our read and our write: decide again on what it is now.
  if (!moved) {
    if (attempt >= 3) throw new HttpError(409, `Order ${order.order_number} is being changed by someone else; try again`);
    return updateOrderState(db, request, actor, attempt + 1);
  }
  return answer(true);
}
