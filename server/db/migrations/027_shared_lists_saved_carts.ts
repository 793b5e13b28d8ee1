import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema (Kysely's advice) */
/**
 * Issue 20 'Shared lists and saved carts' (docs/saved-carts.md):
 * - favorite_lists.sharing: 'none' (the owner's own), 'read' or 'write' — shared with the active users of the same
 *   customer number; only the owner renames, deletes or changes it.
 * - saved_carts: a cart's product lines saved under a name by a user of a customer (JSON like carts.lines, no prices:
 *   a restored cart is always priced today). name_key = the trimmed, lower-cased name, unique per user and customer.
 *   shared = 1: the colleagues of the same customer may see and restore it (read only).
 * Timestamps ISO-8601 TEXT in UTC.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('favorite_lists')
    .addColumn('sharing', 'text', (c) => c.notNull().defaultTo('none'))
    .execute();
  await db.schema.createIndex('favorite_lists_customer_sharing').on('favorite_lists').columns(['customer_number', 'sharing']).execute();

  await db.schema
    .createTable('saved_carts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('customer_number', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('shared', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lines', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('saved_carts_owner_name', ['user_id', 'customer_number', 'name_key'])
    .execute();
  await db.schema.createIndex('saved_carts_customer_shared').on('saved_carts').columns(['customer_number', 'shared']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('saved_carts').execute();
  await db.schema.dropIndex('favorite_lists_customer_sharing').execute();
  await db.schema.alterTable('favorite_lists').dropColumn('sharing').execute();
}
