import { PostgresAdapter, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema (Kysely's advice) */
/**
 * The catalogue's quantity rule per unit (docs/commerce-api.md 'Line rules'; issue 15 item 9):
 * - product_units.allows_decimals: 1 when the unit is sold by measure and its quantities may have decimals
 *   (12.5 metres of cable, at most 3 decimals), 0 when only whole numbers make sense (packs, pieces, cartons). The
 *   units the storefront treated as measures so far (metres, kilograms, litres) are set; the server and the
 *   storefront read the flag instead of a list of unit ids.
 * - favorite_list_lines.quantity: a remembered quantity of such a unit may have decimals too; PostgreSQL's
 *   `integer` column becomes `double precision` (SQLite's INTEGER affinity stores 12.5 as it is).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .alterTable('product_units')
    .addColumn('allows_decimals', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db
    .updateTable('product_units')
    .set({ allows_decimals: 1 })
    .where('unit_id', 'in', ['M', 'KG', 'L'])
    .execute();
  if (postgres) {
    await db.schema
      .alterTable('favorite_list_lines')
      .alterColumn('quantity', (c) => c.setDataType('double precision'))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres) {
    await db.schema
      .alterTable('favorite_list_lines')
      .alterColumn('quantity', (c) => c.setDataType('integer'))
      .execute();
  }
  await db.schema.alterTable('product_units').dropColumn('allows_decimals').execute();
}
