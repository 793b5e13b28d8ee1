import { PostgresAdapter, sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema (Kysely's advice) */
/**
 * Issue 20, company users and roles (docs/company.md):
 *
 * - `users.company_role`: the user's role in its customer company — 'admin', 'buyer', 'requester' or 'viewer' —
 *   kept apart from the shop's roles in `users.roles` (customer, impersonation, the back office's admin). Null for
 *   users without a customer; a customer user with null counts as 'buyer' (what every user could do before).
 * - `users.last_login_at`: set by every successful login (the company's user list shows it).
 * - `company_audit`: append-only (triggers refuse UPDATE and DELETE) record of every company change: who, what,
 *   when, the target user, before and after.
 *
 * Backfill for existing databases: every customer user becomes a buyer, and the first user of each customer (the
 * earliest created; on equal times the one inserted first — SQLite's rowid, PostgreSQL's id order) its admin.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.alterTable('users').addColumn('company_role', 'text').execute();
  await db.schema.alterTable('users').addColumn('last_login_at', 'text').execute();
  await db.schema
    .createTable('company_audit')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_number', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor_user_id', 'text')
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_user_id', 'text')
    .addColumn('target_name', 'text', (c) => c.notNull())
    .addColumn('target_username', 'text', (c) => c.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .execute();
  await db.schema.createIndex('company_audit_customer_at').on('company_audit').columns(['customer_number', 'at', 'id']).execute();
  await db.schema.createIndex('users_customer_company_role').on('users').columns(['customer_number', 'company_role']).execute();

  await sql`update users set company_role = 'buyer' where customer_number is not null`.execute(db);
  const tieBreak = postgres ? sql`u2.id < u.id` : sql`u2.rowid < u.rowid`;
  await sql`update users set company_role = 'admin' where id in (
    select u.id from users u where u.customer_number is not null and not exists (
      select 1 from users u2 where u2.customer_number = u.customer_number
        and (u2.created_at < u.created_at or (u2.created_at = u.created_at and ${tieBreak}))))`.execute(db);

  if (postgres) {
    await sql`create function company_audit_append_only() returns trigger language plpgsql as $$
      begin raise exception 'company_audit is append-only'; end $$`.execute(db);
    await sql`create trigger company_audit_no_change before update or delete on company_audit
      for each row execute function company_audit_append_only()`.execute(db);
  } else {
    await sql`create trigger company_audit_no_update before update on company_audit
      begin select raise(abort, 'company_audit is append-only'); end`.execute(db);
    await sql`create trigger company_audit_no_delete before delete on company_audit
      begin select raise(abort, 'company_audit is append-only'); end`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.dropTable('company_audit').execute();
  if (postgres) await sql`drop function company_audit_append_only()`.execute(db);
  await db.schema.dropIndex('users_customer_company_role').execute();
  await db.schema.alterTable('users').dropColumn('last_login_at').execute();
  await db.schema.alterTable('users').dropColumn('company_role').execute();
}
