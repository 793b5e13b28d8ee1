/**
 * Free text over customer-centre documents: each document keeps `search_text`, the lower-cased words it is found
 * by (its number, the numbers of linked documents, reference, comment, item numbers and line texts). A search is
 * split into words and every word must occur as a substring (both sides are lower-cased here, in JavaScript, with
 * full Unicode case folding, so the database compares plain text: see matchesAll).
 *
 * Orders get theirs in `order_search`, written from orders/order_lines and the invoice and credit memo numbers
 * that link to them: by indexOrders() when a document is made, and by ensureOrdersIndexed() for orders placed at
 * the checkout since the last index run of that customer.
 */
import { PostgresAdapter, sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../db';
import { MAX_SEARCH_LENGTH } from '../../../common/customerCentre';

/** At most this many words of a search count. */
export const MAX_SEARCH_WORDS = 8;
/** Orders placed this long before the newest indexed order of a customer are looked at again (commit races). */
const REINDEX_WINDOW_MS = 10 * 60_000;

export function fold(text: string): string {
  return text.normalize('NFC').toLocaleLowerCase('und');
}

/** The document's search text from its parts (empty parts dropped, white space collapsed). */
export function searchTextOf(parts: readonly (string | null | undefined)[]): string {
  return fold(
    parts
      .filter((p): p is string => typeof p === 'string' && p.trim() !== '')
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

/** The words of a free-text search (folded, unique, at most MAX_SEARCH_WORDS). */
export function searchWords(search: string | null | undefined): string[] {
  const text = fold((search ?? '').slice(0, MAX_SEARCH_LENGTH)).trim();
  if (!text) return [];
  return [...new Set(text.split(/\s+/))].slice(0, MAX_SEARCH_WORDS);
}

/** LIKE pattern matching the word anywhere, with %, _ and \ escaped (ESCAPE '\'). */
export function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export type SearchDialect = 'sqlite' | 'postgres';

export function dialectOf(db: Db): SearchDialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/**
 * A condition per word: the word occurs in the (folded) column. PostgreSQL: `LIKE '%word%'`, which its trigram
 * index answers (migration 007); SQLite: `instr(column, word) > 0`, a plain substring search over the index that
 * carries search_text (LIKE would add SQLite's own ASCII case folding for nothing).
 */
export function matchesAll(dialect: SearchDialect, column: Expression<string>, words: readonly string[]): Expression<SqlBool>[] {
  return words.map((w) =>
    dialect === 'postgres' ? sql<SqlBool>`${column} like ${containsPattern(w)} escape '\\'` : sql<SqlBool>`instr(${column}, ${w}) > 0`,
  );
}

// ---------------------------------------------------------------- orders

const ID_BATCH = 200;

/** Writes (or rewrites) the search rows of these orders. */
export async function indexOrders(db: Db, orderIds: readonly string[]): Promise<void> {
  for (let i = 0; i < orderIds.length; i += ID_BATCH) {
    const ids = orderIds.slice(i, i + ID_BATCH);
    const [orders, lines, invoices, memos] = await Promise.all([
      db
        .selectFrom('orders')
        .select(['id', 'customer_number', 'created_at', 'order_number', 'reference', 'comment', 'created_by'])
        .where('id', 'in', ids)
        .execute(),
      db.selectFrom('order_lines').select(['order_id', 'product_id', 'variant_id', 'text']).where('order_id', 'in', ids).execute(),
      db
        .selectFrom('invoice_orders as io')
        .innerJoin('invoices as i', 'i.id', 'io.invoice_id')
        .select(['io.order_id', 'i.invoice_number'])
        .where('io.order_id', 'in', ids)
        .execute(),
      db
        .selectFrom('invoice_orders as io')
        .innerJoin('credit_memos as c', 'c.invoice_id', 'io.invoice_id')
        .select(['io.order_id', 'c.credit_memo_number'])
        .where('io.order_id', 'in', ids)
        .execute(),
    ]);
    const parts = new Map<string, string[]>();
    const add = (id: string, ...values: (string | null)[]): void => {
      const list = parts.get(id);
      if (list) for (const v of values) if (v) list.push(v);
    };
    for (const o of orders) parts.set(o.id, [o.order_number, o.reference, o.comment]);
    for (const l of lines) add(l.order_id, l.product_id, l.variant_id, l.text);
    for (const inv of invoices) add(inv.order_id, inv.invoice_number);
    for (const m of memos) add(m.order_id, m.credit_memo_number);
    const rows = orders.map((o) => ({
      order_id: o.id,
      customer_number: o.customer_number,
      created_at: o.created_at,
      search_text: searchTextOf(parts.get(o.id) ?? []),
    }));
    if (rows.length === 0) continue;
    await db
      .insertInto('order_search')
      .values(rows)
      .onConflict((oc) => oc.column('order_id').doUpdateSet({ search_text: (eb) => eb.ref('excluded.search_text') }))
      .execute();
  }
}

/**
 * Indexes the customer's orders that have no search row yet: those placed since (shortly before) the newest
 * indexed one — i.e. orders placed at the checkout since the last run — or all of them on the first run.
 */
export async function ensureOrdersIndexed(db: Db, customerNumber: string): Promise<number> {
  const newest = await db
    .selectFrom('order_search')
    .select((eb) => eb.fn.max('created_at').as('newest'))
    .where('customer_number', '=', customerNumber)
    .executeTakeFirst();
  let query = db
    .selectFrom('orders as o')
    .select('o.id')
    .where('o.customer_number', '=', customerNumber)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('order_search as s').select('s.order_id').whereRef('s.order_id', '=', 'o.id'))),
    );
  if (newest?.newest) query = query.where('o.created_at', '>=', new Date(Date.parse(newest.newest) - REINDEX_WINDOW_MS).toISOString());
  const missing = await query.execute();
  if (missing.length > 0) await indexOrders(db, missing.map((r) => r.id));
  return missing.length;
}
