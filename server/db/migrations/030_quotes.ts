import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema (Kysely's advice) */
/**
 * Issue 20 'Quotes' (docs/quotes.md; server/services/quotes):
 * - quotes: a request for a price from a customer user's cart, answered or declined by a sales rep who serves the
 *   customer. quote_number is the number people see ('Q-' + it), unique. status: requested | answered | accepted |
 *   declined | ordered ('expired' is derived: answered or accepted and valid_until passed). Every change of status is
 *   a guarded UPDATE (… WHERE status = '<from>'), so two accepts or two orders cannot both win.
 * - quote_lines: the product lines of the request (product, unit, variant '' for none, quantity), the list unit price
 *   when requested and the quoted unit price (null until answered); money integer minor units excl. VAT.
 * - carts.quote_id: the accepted quote the cart was made from (its lines are priced at the quoted prices).
 * - orders.quote_id: the quote an order was placed at.
 * Timestamps ISO-8601 TEXT in UTC; valid_until 'YYYY-MM-DD'.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('quotes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('quote_number', 'integer', (c) => c.notNull().unique())
    .addColumn('customer_number', 'text', (c) => c.notNull())
    .addColumn('area_id', 'text', (c) => c.notNull())
    .addColumn('requested_by', 'text', (c) => c.notNull())
    .addColumn('requested_by_name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('answered_at', 'text')
    .addColumn('answered_by', 'text')
    .addColumn('answered_by_name', 'text')
    .addColumn('rep_message', 'text')
    .addColumn('valid_until', 'text')
    .addColumn('accepted_at', 'text')
    .addColumn('cart_id', 'text')
    .addColumn('order_id', 'text')
    .execute();
  await db.schema.createIndex('quotes_customer').on('quotes').columns(['customer_number', 'requested_at']).execute();
  await db.schema.createIndex('quotes_answered_by').on('quotes').columns(['answered_by', 'answered_at']).execute();
  await db.schema
    .createTable('quote_lines')
    .addColumn('quote_id', 'text', (c) => c.notNull().references('quotes.id').onDelete('cascade'))
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('unit_id', 'text', (c) => c.notNull())
    .addColumn('variant_id', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('quantity', 'double precision', (c) => c.notNull())
    .addColumn('list_unit_price', 'integer')
    .addColumn('quoted_unit_price', 'integer')
    .addPrimaryKeyConstraint('quote_lines_pk', ['quote_id', 'line_no'])
    .execute();
  await db.schema.alterTable('carts').addColumn('quote_id', 'text').execute();
  await db.schema.alterTable('orders').addColumn('quote_id', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('quote_id').execute();
  await db.schema.alterTable('carts').dropColumn('quote_id').execute();
  await db.schema.dropTable('quote_lines').execute();
  await db.schema.dropTable('quotes').execute();
}
