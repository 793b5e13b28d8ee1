import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema (Kysely's advice) */
/**
 * Issue 18: stock from the ERP (the `stock` document, docs/stock.md). One row per product (variant_id '') or variant
 * and warehouse: quantity available now and the next inbound delivery. No foreign key to products (a key names an
 * existing product when the document is checked); deleting a product document deletes its stock rows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('stock_levels')
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('variant_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('warehouse', 'text', (c) => c.notNull())
    .addColumn('available', 'double precision', (c) => c.notNull())
    .addColumn('inbound_date', 'text')
    .addColumn('inbound_quantity', 'double precision')
    .addPrimaryKeyConstraint('stock_levels_pk', ['product_id', 'variant_id', 'warehouse'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('stock_levels').execute();
}
