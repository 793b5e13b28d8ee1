import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema (Kysely's advice) */
/**
 * Account (docs/account-api.md):
 * - password_reset_tokens: password-recovery tokens, only their SHA-256 stored; single use (used_at), expiring
 *   (expires_at); issuing a new one deletes the user's older ones.
 * - favorite_lists / favorite_list_lines: named lists of product keys per user (and the user's customer);
 *   name_key = the trimmed, lower-cased name (unique per user). Lines have no foreign key to products: a line
 *   of a product that leaves the catalogue stays in the list (shown as unavailable).
 * Timestamps ISO-8601 TEXT in UTC.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('password_reset_tokens_user').on('password_reset_tokens').column('user_id').execute();

  await db.schema
    .createTable('favorite_lists')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('customer_number', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('favorite_lists_owner_name', ['user_id', 'customer_number', 'name_key'])
    .execute();

  await db.schema
    .createTable('favorite_list_lines')
    .addColumn('list_id', 'text', (c) => c.notNull().references('favorite_lists.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (c) => c.notNull())
    // '' = the product itself (no variant)
    .addColumn('variant_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('unit_id', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer')
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('added_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('favorite_list_lines_pk', ['list_id', 'product_id', 'variant_id', 'unit_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('favorite_list_lines').execute();
  await db.schema.dropTable('favorite_lists').execute();
  await db.schema.dropTable('password_reset_tokens').execute();
}
