import { PostgresAdapter, sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema (Kysely's advice) */
/**
 * Every assignment of a sales rep to a customer gets a random id of its own (`assignment_id`, drawn by the database
 * on insert). Impersonation tokens carry the id of the assignment they were issued under (server/plugins/auth.ts):
 * removing the assignment ends those sessions for good — assigning the rep again makes a new id, so the old tokens
 * do not come back.
 *
 * SQLite cannot add a column whose default is an expression, so there the table is rebuilt with it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await db.schema
      .alterTable('sales_rep_customers')
      .addColumn('assignment_id', 'text', (c) => c.notNull().defaultTo(sql`md5(random()::text || clock_timestamp()::text)`))
      .execute();
    return;
  }
  await db.schema
    .createTable('sales_rep_customers_new')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('customer_number', 'text', (c) => c.notNull().references('customers.customer_number'))
    .addColumn('assignment_id', 'text', (c) => c.notNull().defaultTo(sql`(lower(hex(randomblob(16))))`))
    .addPrimaryKeyConstraint('sales_rep_customers_pk', ['user_id', 'customer_number'])
    .execute();
  await sql`insert into sales_rep_customers_new (user_id, customer_number) select user_id, customer_number from sales_rep_customers`.execute(db);
  await db.schema.dropTable('sales_rep_customers').execute();
  await db.schema.alterTable('sales_rep_customers_new').renameTo('sales_rep_customers').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sales_rep_customers').dropColumn('assignment_id').execute();
}
