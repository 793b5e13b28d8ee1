/**
 * The catalogue's version (migration 025) and its change feed (catalogue_changes, migration 020): the search index snapshot (snapshot.ts) is used only for the database
 * (epoch) and the catalogue version it was built from. Every writer of catalogue tables adds one to it in its own
 * transaction (noteProductChanges in changes.ts; the demo seed).
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/** Feed rows per INSERT. */
const ROWS = 400;

/** The catalogue's version (migration 025): which database, and how many catalogue changes it has seen. */
export interface CatalogueVersion {
  epoch: string;
  version: number;
}

/** Reads the catalogue's version (null before migration 025, or without its row). */
export async function catalogueVersion(db: Transaction<Database> | Kysely<Database>): Promise<CatalogueVersion | null> {
  const row = await db.selectFrom('catalogue_version').select(['epoch', 'version']).where('id', '=', 1).executeTakeFirst();
  return row ? { epoch: row.epoch, version: Number(row.version) } : null;
}

/** Adds one to the catalogue's version (in the caller's transaction: the change and its version commit together). */
async function bumpCatalogueVersion(trx: Transaction<Database> | Kysely<Database>): Promise<void> {
  await trx
    .updateTable('catalogue_version')
    .set({ version: sql`version + 1`, updated_at: new Date().toISOString() })
    .where('id', '=', 1)
    .execute();
}

/**
 * Writes the feed rows of these products (empty: the whole catalogue) in the caller's transaction, and moves the
 * catalogue's version on (a search index snapshot of an older version is then brought up to date or rebuilt).
 */
export async function noteProductChanges(trx: Transaction<Database> | Kysely<Database>, productIds: readonly string[]): Promise<void> {
  await bumpCatalogueVersion(trx);
  const changedAt = new Date().toISOString();
  const ids = productIds.length === 0 ? ['*'] : [...new Set(productIds)];
  for (let i = 0; i < ids.length; i += ROWS) {
    const rows = ids.slice(i, i + ROWS).map((productId) => ({ id: randomUUID(), product_id: productId, changed_at: changedAt }));
    await trx.insertInto('catalogue_changes').values(rows).execute();
  }
}
