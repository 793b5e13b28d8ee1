import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema (Kysely's advice) */
/** The price service asks which currencies have list prices; without this index that is a full scan. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('prices_currency').on('prices').columns(['currency_code', 'product_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('prices_currency').ifExists().execute();
}
