/**
 * Quoted prices in the cart calculation (docs/quotes.md 'Prices'). A cart made from an accepted quote remembers it
 * (carts.quote_id). CalculateCart and the order creation load the quote (loadCartQuote / loadQuotePricing) and the
 * calculation prices a top-level line at the quoted unit price while it keeps a quote line's product, unit, variant
 * and quantity and the quote is accepted and not expired (each quote line once). Anything else — another quantity,
 * an expired or ordered quote, a line the quote does not have — is priced as usual; the cart answer says why
 * (QuoteOutcome.notice). The prices are always the server's: nothing of the client's is read.
 */
import type { CartQuoteNotice } from '../../../contract/cart';
import { quoteNumberText, quoteStateOf, type QuoteStatus } from '../../../contract/quoteRules';
import type { Transaction } from 'kysely';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import { shopToday } from '../cart/delivery';
import { keyId } from '../prices';

export interface QuotePricing {
  quoteId: string;
  quoteNumber: string;
  validUntil: string | null;
  /** null: accepted and valid, its prices apply; else why not. */
  refused: 'expired' | 'ordered' | 'notAccepted' | null;
  lines: { key: string; quantity: number; unitPrice: number }[];
}

/** What the calculation did with the cart's quote (the cart answer's `quote`). */
export interface QuoteOutcome {
  quoteId: string;
  quoteNumber: string;
  validUntil: string | null;
  notice: CartQuoteNotice;
  /** Lines priced at the quote. */
  applied: number;
}

/** Whether `orderId` is an order of the customer that was Rejected. */
export async function rejectedOrder(db: Db | Transaction<Database>, customerNumber: string, orderId: string | null): Promise<boolean> {
  if (!orderId) return false;
  const order = await db.selectFrom('orders').select('status').where('id', '=', orderId).where('customer_number', '=', customerNumber).executeTakeFirst();
  return order?.status === 'Rejected';
}

/** The quote `quoteId` of the customer as the calculation needs it (undefined: no such quote of this customer). */
export async function loadQuotePricing(db: Db, customerNumber: string, quoteId: string, now: Date): Promise<QuotePricing | undefined> {
  const quote = await db
    .selectFrom('quotes')
    .select(['id', 'quote_number', 'status', 'valid_until', 'order_id'])
    .where('id', '=', quoteId)
    .where('customer_number', '=', customerNumber)
    .executeTakeFirst();
  if (!quote) return undefined;
  // An order placed at the quote that was Rejected (its card payment failed; orders/reject.ts reopened the cart)
  // did not use it up: the reopened cart is priced at it again.
  const status = quote.status === 'ordered' && (await rejectedOrder(db, customerNumber, quote.order_id)) ? 'accepted' : (quote.status as QuoteStatus);
  const lines = await db
    .selectFrom('quote_lines')
    .select(['product_id', 'unit_id', 'variant_id', 'quantity', 'quoted_unit_price'])
    .where('quote_id', '=', quote.id)
    .orderBy('line_no')
    .execute();
  const state = quoteStateOf(status, quote.valid_until, shopToday(now));
  const refused = state === 'accepted' ? null : state === 'expired' ? 'expired' : state === 'ordered' ? 'ordered' : 'notAccepted';
  return {
    quoteId: quote.id,
    quoteNumber: quoteNumberText(Number(quote.quote_number)),
    validUntil: quote.valid_until,
    refused,
    lines: lines.map((l) => ({
      key: keyId({ productId: l.product_id, unitOfMeasure: l.unit_id, variantId: l.variant_id || null }),
      quantity: Number(l.quantity),
      unitPrice: Number(l.quoted_unit_price ?? 0),
    })),
  };
}

/** The quote of the caller's stored cart `cartId` (customer AND user), if it has one. */
export async function loadCartQuote(
  db: Db,
  owner: { customerNumber: string; userId: string },
  cartId: string,
  now: Date,
): Promise<QuotePricing | undefined> {
  const cart = await db
    .selectFrom('carts')
    .select('quote_id')
    .where('id', '=', cartId)
    .where('customer_number', '=', owner.customerNumber)
    .where('user_id', '=', owner.userId)
    .executeTakeFirst();
  return cart?.quote_id ? loadQuotePricing(db, owner.customerNumber, cart.quote_id, now) : undefined;
}

/** Per calculation: which quote lines are taken, and which quoted products the cart has at another quantity. */
export class QuoteMatcher {
  private readonly used = new Set<number>();
  private changed = false;

  constructor(readonly quote: QuotePricing) {}

  /**
   * The quoted unit price (minor units) for a cart line: `price` when it applies, `quoted` the quote's price of this
   * product (shown beside a normal price when the quantity changed); null when the quote has no such product.
   */
  match(line: { parentId: string | null; quantity: number; productKey: { productId: string; unitOfMeasure: string; variantId?: string | null } }):
    | { price: number | null; quoted: number }
    | null {
    if (line.parentId) return null;
    const key = keyId(line.productKey);
    let candidate: number | null = null;
    for (let i = 0; i < this.quote.lines.length; i++) {
      const q = this.quote.lines[i]!;
      if (q.key !== key || this.used.has(i)) continue;
      if (Math.abs(q.quantity - line.quantity) < 1e-9) {
        if (this.quote.refused) return { price: null, quoted: q.unitPrice };
        this.used.add(i);
        return { price: q.unitPrice, quoted: q.unitPrice };
      }
      candidate ??= i;
    }
    if (candidate === null) return null;
    this.changed = true;
    return { price: null, quoted: this.quote.lines[candidate]!.unitPrice };
  }

  outcome(): QuoteOutcome {
    const q = this.quote;
    const applied = this.used.size;
    let notice: CartQuoteNotice;
    if (q.refused === 'expired') notice = 'expired';
    else if (q.refused === 'ordered') notice = 'ordered';
    else if (q.refused) notice = 'unavailable';
    else notice = !this.changed && applied === q.lines.length ? 'applied' : 'changed';
    return { quoteId: q.quoteId, quoteNumber: q.quoteNumber, validUntil: q.validUntil, notice, applied };
  }
}
