import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema (Kysely's advice) */
/**
 * Issue 18: cache invalidation on every instance. One row per cache kind (contract/backofficeDebug.ts CACHE_KINDS);
 * each invalidation adds one to its generation, and every instance polls the table (CACHE_SYNC_INTERVAL_MS) and
 * drops its own copies of a kind whose generation moved (server/services/cacheSync.ts). Works with or without Redis.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('cache_generations')
    .addColumn('kind', 'text', (c) => c.primaryKey())
    .addColumn('generation', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('cache_generations').execute();
}
