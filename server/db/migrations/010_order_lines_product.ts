import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema (Kysely's advice) */
/**
 * 'Customers also bought' (related products, server/services/search/service.ts) looks up the orders that hold a
 * product: without this index that is a scan of every order line per product page (cached for a while after).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('order_lines_product').on('order_lines').columns(['product_id', 'order_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('order_lines_product').ifExists().execute();
}
