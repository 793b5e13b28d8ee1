import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema (Kysely's advice) */
/**
 * Issue 18, account documents: `customers.active` (an inactive customer's users are refused at login and on every
 * request) and `price_groups` (a customer price group's name; its discounts stay in price_group_discounts). The
 * groups already named by customers or discounts get a row of their own, named by their id.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('customers').addColumn('active', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema
    .createTable('price_groups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await sql`insert into price_groups (id, name)
    select price_group, price_group from customers where price_group <> ''
    union
    select price_group, price_group from price_group_discounts where price_group <> ''`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('price_groups').execute();
  await db.schema.alterTable('customers').dropColumn('active').execute();
}
