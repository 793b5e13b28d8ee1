import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema (Kysely's advice) */
/**
 * Issue 18: the feed of product changes that keeps every instance's in-memory search index current without a full
 * rebuild (server/services/search/changes.ts). A row per changed product, written in the transaction that changed
 * it; every instance polls the rows since its last look. product_id '*' means the whole catalogue. Rows are dropped
 * after a while (the feed is not history).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('catalogue_changes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('catalogue_changes_by_time').on('catalogue_changes').column('changed_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('catalogue_changes').execute();
}
