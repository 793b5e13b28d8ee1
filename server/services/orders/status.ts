/**
 * An order's state as a buyer understands it (docs/commerce-api.md 'Order status for the customer'): the ONE place
 * that derives the wire's `customerStatus` from the transfer status (SPEC §3) and the facts known about the order
 * afterwards. Every reader of orders (the receipt's GetOrderByCartId, the customer centre's lists and detail) goes
 * through customerOrderStatus with the facts of orderFacts.
 *
 * The facts: an invoice billing the order (invoice_orders), and a shipment of it (the ERP's `shipment` documents,
 * table shipments, migration 022): a Transferred order not yet invoiced with a shipment reads 'shipped'.
 */
import type { CustomerOrderStatus, OrderTransferStatus } from '../../../contract/order';
import type { Db } from '../../db';

/** What is known about an order beyond its transfer status. */
export interface OrderFacts {
  /** An invoice bills it. */
  invoiced: boolean;
  /** A shipment of it is known (the ERP's shipment documents). */
  shipped: boolean;
}

export const NO_FACTS: OrderFacts = { invoiced: false, shipped: false };

/**
 * The buyer's status: the payment and approval states and a rejection as they are; an order on its way to order
 * handling is 'received' (also while its transfer is retried: nothing for the buyer to do); once handed over it is
 * 'inProgress' until it is shipped, then invoiced (an invoice is the last word: it follows the delivery).
 */
export function customerOrderStatus(status: OrderTransferStatus | string, facts: OrderFacts = NO_FACTS): CustomerOrderStatus {
  switch (status) {
    case 'Rejected':
      return 'rejected';
    case 'PendingPayment':
      return 'awaitingPayment';
    case 'PendingApproval':
      return 'awaitingApproval';
    case 'PendingTransfer':
    case 'ErrorInTransfer':
      return 'received';
    default:
      // Transferred (and any status a later version adds: handed over)
      if (facts.invoiced) return 'invoiced';
      if (facts.shipped) return 'shipped';
      return 'inProgress';
  }
}

/** The facts of the customer's orders with these ids (every query with the customer number). */
export async function orderFacts(db: Db, customerNumber: string, orderIds: readonly string[]): Promise<Map<string, OrderFacts>> {
  const facts = new Map<string, OrderFacts>(orderIds.map((id) => [id, { ...NO_FACTS }]));
  if (orderIds.length === 0) return facts;
  const invoiced = await db
    .selectFrom('invoice_orders')
    .select('order_id')
    .distinct()
    .where('customer_number', '=', customerNumber)
    .where('order_id', 'in', [...orderIds])
    .execute();
  for (const row of invoiced) {
    const entry = facts.get(row.order_id);
    if (entry) entry.invoiced = true;
  }
  const shipped = await db
    .selectFrom('shipments')
    .select('order_id')
    .distinct()
    .where('customer_number', '=', customerNumber)
    .where('order_id', 'in', [...orderIds])
    .execute();
  for (const row of shipped) {
    const entry = facts.get(row.order_id);
    if (entry) entry.shipped = true;
  }
  return facts;
}
