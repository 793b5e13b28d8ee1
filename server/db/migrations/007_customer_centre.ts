import { PostgresAdapter, sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema (Kysely's advice) */
/**
 * Customer centre (docs/customer-centre-api.md): invoices and credit memos with their lines, the invoice ↔ order
 * links, the free-text index of orders, and the document number counters. Money is integer minor units excl. VAT
 * with one VAT rate per document in basis points; document dates 'YYYY-MM-DD'; timestamps ISO-8601 TEXT in UTC.
 *
 * search_text: the lower-cased words a document is found by (its number, the numbers of linked documents,
 * reference, comment, item numbers, line texts), written by server/services/customerCenter when the document is
 * made. The list queries walk the (customer, date) indexes and test search_text with LIKE.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('document_counters')
    .addColumn('area_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull()) // 'invoice' | 'creditMemo'
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('document_counters_pk', ['area_id', 'kind'])
    .execute();

  await db.schema
    .createTable('invoices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('area_id', 'text', (c) => c.notNull())
    .addColumn('customer_number', 'text', (c) => c.notNull())
    .addColumn('invoice_number', 'text', (c) => c.notNull())
    .addColumn('invoice_date', 'text', (c) => c.notNull())
    .addColumn('due_date', 'text', (c) => c.notNull())
    // 'open' | 'paid' | 'overdue' (an open invoice past its due date reads as overdue whatever is stored)
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('paid_at', 'text')
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('language_code', 'text', (c) => c.notNull())
    .addColumn('vat_rate_bp', 'integer', (c) => c.notNull())
    .addColumn('payment_terms', 'text', (c) => c.notNull()) // 'net30', 'net14', 'card', …
    .addColumn('payment_days', 'integer', (c) => c.notNull())
    // Σ line amounts excl. VAT and Σ of the line VATs (each rounded half away from zero), minor units
    .addColumn('total_net', 'integer', (c) => c.notNull())
    .addColumn('total_vat', 'integer', (c) => c.notNull())
    .addColumn('billing_address', 'text', (c) => c.notNull()) // JSON Address
    .addColumn('shipping_address', 'text', (c) => c.notNull()) // JSON Address
    .addColumn('reference', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('invoices_number_unique', ['area_id', 'invoice_number'])
    .addCheckConstraint('invoices_status_check', sql`status in ('open', 'paid', 'overdue')`)
    .execute();
  // The lists: a customer's invoices newest first (date, then creation time, then id), with date ranges; on SQLite
  // the index also carries search_text (see searchIndexes).
  await db.schema
    .createIndex('invoices_customer_date')
    .on('invoices')
    .columns(['customer_number', 'invoice_date', 'created_at', 'id', ...(postgres ? [] : ['search_text'])])
    .execute();

  await db.schema
    .createTable('invoice_lines')
    .addColumn('invoice_id', 'text', (c) => c.notNull().references('invoices.id'))
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull()) // 'product' | 'generated'
    .addColumn('product_id', 'text', (c) => c.notNull()) // '' for freight and fees
    .addColumn('variant_id', 'text')
    .addColumn('unit_id', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('quantity', 'double precision', (c) => c.notNull())
    .addColumn('unit_price', 'integer', (c) => c.notNull()) // after discounts, excl. VAT
    .addColumn('amount', 'integer', (c) => c.notNull()) // excl. VAT
    .addColumn('order_id', 'text')
    .addColumn('order_number', 'text')
    .addPrimaryKeyConstraint('invoice_lines_pk', ['invoice_id', 'line_no'])
    .execute();

  // Which orders an invoice bills (a collective invoice bills several; an order may be billed in parts).
  await db.schema
    .createTable('invoice_orders')
    .addColumn('invoice_id', 'text', (c) => c.notNull().references('invoices.id'))
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('customer_number', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('invoice_orders_pk', ['invoice_id', 'order_id'])
    .execute();
  await db.schema.createIndex('invoice_orders_order').on('invoice_orders').columns(['order_id', 'invoice_id']).execute();

  await db.schema
    .createTable('credit_memos')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('area_id', 'text', (c) => c.notNull())
    .addColumn('customer_number', 'text', (c) => c.notNull())
    .addColumn('credit_memo_number', 'text', (c) => c.notNull())
    .addColumn('credit_memo_date', 'text', (c) => c.notNull())
    .addColumn('invoice_id', 'text', (c) => c.notNull().references('invoices.id'))
    .addColumn('reason', 'text', (c) => c.notNull()) // 'return' | 'priceCorrection' | 'other'
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('language_code', 'text', (c) => c.notNull())
    .addColumn('vat_rate_bp', 'integer', (c) => c.notNull())
    .addColumn('total_net', 'integer', (c) => c.notNull()) // credited, positive
    .addColumn('total_vat', 'integer', (c) => c.notNull())
    .addColumn('billing_address', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('credit_memos_number_unique', ['area_id', 'credit_memo_number'])
    .addCheckConstraint('credit_memos_reason_check', sql`reason in ('return', 'priceCorrection', 'other')`)
    .execute();
  await db.schema
    .createIndex('credit_memos_customer_date')
    .on('credit_memos')
    .columns(['customer_number', 'credit_memo_date', 'created_at', 'id', ...(postgres ? [] : ['search_text'])])
    .execute();
  await db.schema.createIndex('credit_memos_invoice').on('credit_memos').columns(['invoice_id', 'credit_memo_date']).execute();

  await db.schema
    .createTable('credit_memo_lines')
    .addColumn('credit_memo_id', 'text', (c) => c.notNull().references('credit_memos.id'))
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('variant_id', 'text')
    .addColumn('unit_id', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('quantity', 'double precision', (c) => c.notNull())
    .addColumn('unit_price', 'integer', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('order_id', 'text')
    .addColumn('order_number', 'text')
    .addPrimaryKeyConstraint('credit_memo_lines_pk', ['credit_memo_id', 'line_no'])
    .execute();

  // Free-text index of orders (orders and their lines never change their numbers or texts once placed).
  await db.schema
    .createTable('order_search')
    .addColumn('order_id', 'text', (c) => c.primaryKey().references('orders.id'))
    .addColumn('customer_number', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('order_search_customer')
    .on('order_search')
    .columns(['customer_number', 'created_at', 'order_id', ...(postgres ? [] : ['search_text'])])
    .execute();

  // The orders list: a customer's orders newest first with a stable tie-break (id).
  await db.schema.createIndex('orders_customer_created_id').on('orders').columns(['customer_number', 'created_at', 'id']).execute();

  if (postgres) await trigramIndexes(db);
}

/**
 * Free text on PostgreSQL: GIN indexes over (customer_number, search_text trigrams) let
 * `customer_number = $1 AND search_text LIKE '%word%'` find a customer's matching rows from the index alone, without
 * reading every document of a large customer. pg_trgm (trigrams) and btree_gin (customer_number in the same GIN
 * index) ship with PostgreSQL and are trusted extensions (a database owner may create them). Without btree_gin the
 * index covers the trigrams only; without pg_trgm there is none and searches scan the customer's documents. On
 * SQLite the (customer, date) indexes carry search_text instead, so a search reads one index and never the wide
 * document rows (search_text is unbounded, which a PostgreSQL b-tree entry is not).
 */
async function trigramIndexes(db: Kysely<any>): Promise<void> {
  const trigrams = await createExtension(db, 'pg_trgm');
  if (!trigrams) return;
  const withCustomer = await createExtension(db, 'btree_gin');
  for (const table of ['order_search', 'invoices', 'credit_memos']) {
    const columns = withCustomer ? sql`customer_number, search_text gin_trgm_ops` : sql`search_text gin_trgm_ops`;
    await sql`create index ${sql.id(`${table}_search_trgm`)} on ${sql.id(table)} using gin (${columns})`.execute(db);
  }
}

/** Creates the extension if it is missing; false (and nothing changed) when this database user may not. */
async function createExtension(db: Kysely<any>, name: string): Promise<boolean> {
  const inTransaction = db.getExecutor().adapter.supportsTransactionalDdl;
  const savepoint = sql.id(`customer_centre_${name}`);
  if (inTransaction) await sql`savepoint ${savepoint}`.execute(db);
  try {
    await sql`create extension if not exists ${sql.id(name)}`.execute(db);
    if (inTransaction) await sql`release savepoint ${savepoint}`.execute(db);
    return true;
  } catch {
    if (inTransaction) await sql`rollback to savepoint ${savepoint}`.execute(db);
    return false;
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_customer_created_id').ifExists().execute();
  for (const t of ['order_search', 'credit_memo_lines', 'credit_memos', 'invoice_orders', 'invoice_lines', 'invoices', 'document_counters']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
