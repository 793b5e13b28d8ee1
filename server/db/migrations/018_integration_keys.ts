import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema (Kysely's advice) */
/**
 * Issue 18: integration keys for machines (an ERP, a PIM) on the back-office API. The secret is shown once and stored
 * only as its SHA-256 (it is 32 random bytes, so a fast hash is enough: there is nothing to guess); `scopes` is a
 * JSON array of back-office scopes; a revoked key keeps its row (who used what, when).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('integration_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('secret_hash', 'text', (c) => c.notNull())
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('integration_keys').execute();
}
