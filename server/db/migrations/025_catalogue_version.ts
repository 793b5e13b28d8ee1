import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema (Kysely's advice) */
/**
 * Issue 19: the catalogue's version, one row. Every catalogue change adds one to `version` in its own transaction
 * (noteProductChanges); `epoch` names this database (a random id made here), so a search index snapshot on disk is
 * only ever used for the database and the catalogue version it was built from (server/services/search/snapshot.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('catalogue_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('epoch', 'text', (c) => c.notNull())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.insertInto('catalogue_version').values({ id: 1, epoch: randomUUID(), version: 0, updated_at: new Date().toISOString() }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('catalogue_version').execute();
}
