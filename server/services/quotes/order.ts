/**
 * The order creation's hook for quotes (docs/quotes.md 'Ordering'), called by orders/create.ts inside the order's
 * transaction, right after the order row is written. When the calculation priced lines at the cart's quote, the quote
 * must still be accepted, valid and unused: it becomes 'ordered' with the order's id (a guarded UPDATE, so two orders
 * cannot both use it) and the order keeps the quote's id. A quote already ordered refuses the order (409) whatever the
 * calculation did — unless that order was Rejected since (a failed card payment reopens the cart: orders/reject.ts),
 * then the reopened cart may use the quote again. A refusal throws, so the transaction rolls back: no order, the cart stays as it was.
 */
import type { Transaction } from 'kysely';
import { QUOTE_ERRORS } from '../../../contract/quoteRules';
import type { Database } from '../../db/schema';
import { HttpError } from '../../errors';
import { shopToday } from '../cart/delivery';
import { rejectedOrder, type QuoteOutcome } from './pricing';

export interface OrderQuote {
  quoteId: string;
  /** Lines the calculation priced at the quote. */
  applied: number;
}

/** What the order creation hands the hook: the cart's quote and how many lines were priced at it (or null). */
export function orderQuoteOf(quoteId: string | null | undefined, outcome: QuoteOutcome | undefined): OrderQuote | null {
  if (!quoteId) return null;
  return { quoteId, applied: outcome?.quoteId === quoteId ? outcome.applied : 0 };
}

export async function useQuoteForOrder(
  trx: Transaction<Database>,
  quote: OrderQuote | null,
  order: { orderId: string; customerNumber: string; now: Date },
): Promise<void> {
  if (!quote) return;
  const row = await trx
    .selectFrom('quotes')
    .select(['status', 'order_id'])
    .where('id', '=', quote.quoteId)
    .where('customer_number', '=', order.customerNumber)
    .executeTakeFirst();
  if (!row) return;
  // Ordered by an order that was Rejected since (a failed card payment): the quote may be used again.
  const rejected = row.status === 'ordered' && (await rejectedOrder(trx, order.customerNumber, row.order_id)) ? row.order_id : null;
  if (row.status === 'ordered' && !rejected) throw new HttpError(409, QUOTE_ERRORS.alreadyOrdered, { quote: 'ordered' });
  if (quote.applied === 0) return;
  const result = await trx
    .updateTable('quotes')
    .set({ status: 'ordered', order_id: order.orderId })
    .where('id', '=', quote.quoteId)
    .where('customer_number', '=', order.customerNumber)
    .where((eb) => (rejected ? eb.and([eb('status', '=', 'ordered'), eb('order_id', '=', rejected)]) : eb('status', '=', 'accepted')))
    .where('valid_until', '>=', shopToday(order.now))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) {
    const again = await trx.selectFrom('quotes').select('status').where('id', '=', quote.quoteId).executeTakeFirst();
    if (again?.status === 'ordered') throw new HttpError(409, QUOTE_ERRORS.alreadyOrdered, { quote: 'ordered' });
    throw new HttpError(409, QUOTE_ERRORS.expired, { quote: 'expired' });
  }
  await trx.updateTable('orders').set({ quote_id: quote.quoteId }).where('id', '=', order.orderId).execute();
}
