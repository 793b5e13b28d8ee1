import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema (Kysely's advice) */
/**
 * Rejected card orders (docs/commerce-api.md 'Orders', rejection): an order whose card payment ended declined,
 * failed or canceled is closed as `Rejected` and detached from its cart — orders.cart_id (unique) becomes
 * '<cartId>#rejected-<orderId>', which no cart id can ever be — so the reopened cart can be ordered again.
 * source_cart_id keeps the cart the order was made from (null: cart_id is that cart).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('source_cart_id', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('source_cart_id').execute();
}
