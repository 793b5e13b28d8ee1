/**
 * Reading quotes (docs/quotes.md): rows to the wire shape, the state filter ('expired' is derived: answered or
 * accepted, valid_until before the shop's today) and pages, for the customer's and the sales rep's lists. Every read
 * names whose quotes may be seen (customer number, or the rep's customers) — never an id alone.
 */
import type { Selectable } from 'kysely';
import { QUOTE_LIMITS, quoteNumberText, quoteStateOf, type QuoteState, type QuoteStatus } from '../../../contract/quoteRules';
import type { Quote } from '../../../contract/quotes';
import type { Db } from '../../db';
import type { QuoteLineTable, QuoteTable } from '../../db/schema';
import { badRequest } from '../../errors';
import { shopToday } from '../cart/delivery';

export type QuoteRow = Selectable<QuoteTable> & { customer_name: string | null; order_number: string | null };

/** The quotes with their customer's name and order number (left joins), to be narrowed by the caller. */
export function quoteRows(db: Db) {
  return db
    .selectFrom('quotes')
    .leftJoin('customers', 'customers.customer_number', 'quotes.customer_number')
    .leftJoin('orders', (join) => join.onRef('orders.id', '=', 'quotes.order_id').onRef('orders.customer_number', '=', 'quotes.customer_number'))
    .selectAll('quotes')
    .select(['customers.name as customer_name', 'orders.order_number as order_number']);
}

/** Narrows a quote query to the stored status(es) and validity of a shown state. */
export function whereState<Q extends ReturnType<typeof quoteRows>>(query: Q, state: QuoteState | undefined, now: Date): Q {
  if (!state) return query;
  const today = shopToday(now);
  if (state === 'expired') {
    return query.where('quotes.status', 'in', ['answered', 'accepted']).where('quotes.valid_until', '<', today) as Q;
  }
  if (state === 'answered' || state === 'accepted') {
    return query.where('quotes.status', '=', state).where('quotes.valid_until', '>=', today) as Q;
  }
  return query.where('quotes.status', '=', state) as Q;
}

async function linesOf(db: Db, ids: readonly string[]): Promise<Map<string, Selectable<QuoteLineTable>[]>> {
  const byQuote = new Map<string, Selectable<QuoteLineTable>[]>();
  if (ids.length === 0) return byQuote;
  const rows = await db.selectFrom('quote_lines').selectAll().where('quote_id', 'in', ids).orderBy('quote_id').orderBy('line_no').execute();
  for (const row of rows) {
    const list = byQuote.get(row.quote_id) ?? [];
    list.push(row);
    byQuote.set(row.quote_id, list);
  }
  return byQuote;
}

const sum = (values: (number | null)[]): number | null =>
  values.some((v) => v === null) ? null : values.reduce<number>((total, v) => total + (v ?? 0), 0);

/** A quote row and its lines as the wire Quote. */
export function quoteToWire(row: QuoteRow, lines: readonly Selectable<QuoteLineTable>[], now: Date): Quote {
  const wireLines = lines.map((l) => ({
    lineNo: Number(l.line_no),
    text: l.text,
    quantity: Number(l.quantity),
    productKey: { productId: l.product_id, unitOfMeasure: l.unit_id, variantId: l.variant_id || null },
    listUnitPrice: l.list_unit_price === null ? null : Number(l.list_unit_price),
    quotedUnitPrice: l.quoted_unit_price === null ? null : Number(l.quoted_unit_price),
  }));
  const lineTotal = (price: number | null, quantity: number) => (price === null ? null : Math.round(price * quantity));
  return {
    id: row.id,
    quoteNumber: quoteNumberText(Number(row.quote_number)),
    state: quoteStateOf(row.status as QuoteStatus, row.valid_until, shopToday(now)),
    customerNumber: row.customer_number,
    customerName: row.customer_name ?? '',
    requestedByName: row.requested_by_name,
    message: row.message,
    currencyCode: row.currency_code,
    requestedAt: row.requested_at,
    answeredAt: row.answered_at,
    answeredByName: row.answered_by_name,
    repMessage: row.rep_message,
    validUntil: row.valid_until,
    acceptedAt: row.accepted_at,
    orderId: row.order_id,
    orderNumber: row.order_number,
    lines: wireLines,
    listTotal: wireLines.length === 0 ? 0 : sum(wireLines.map((l) => lineTotal(l.listUnitPrice, l.quantity))),
    quotedTotal: wireLines.length === 0 ? null : sum(wireLines.map((l) => lineTotal(l.quotedUnitPrice, l.quantity))),
  };
}

/** Rows with their lines as wire quotes (one query for all the lines). */
export async function toWire(db: Db, rows: readonly QuoteRow[], now: Date): Promise<Quote[]> {
  const lines = await linesOf(db, rows.map((r) => r.id));
  return rows.map((r) => quoteToWire(r, lines.get(r.id) ?? [], now));
}

/** A page of a narrowed quote query, newest first, and the count of all its rows. */
export async function quotePage(
  db: Db,
  query: ReturnType<typeof quoteRows>,
  page: { offset: number; pageSize: number },
  now: Date,
): Promise<{ quotes: Quote[]; total: number }> {
  const counted = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  const total = Number(counted?.n ?? 0);
  if (total <= page.offset) return { quotes: [], total };
  const rows = await query
    .orderBy('quotes.requested_at', 'desc')
    .orderBy('quotes.quote_number', 'desc')
    .limit(page.pageSize)
    .offset(page.offset)
    .execute();
  return { quotes: await toWire(db, rows, now), total };
}

/** A message as stored: NFC, trimmed, at most maxMessageLength characters (400 naming the field). */
export function quoteMessage(raw: string, field = 'message', required = false): string {
  const text = raw.normalize('NFC').trim();
  if (required && !text) throw badRequest(`${field} must be defined`, { [field]: 'must be defined' });
  if ([...text].length > QUOTE_LIMITS.maxMessageLength) {
    throw badRequest(`${field} must be at most ${QUOTE_LIMITS.maxMessageLength} characters`, { [field]: `must be at most ${QUOTE_LIMITS.maxMessageLength} characters` });
  }
  return text;
}
