import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema (Kysely's advice) */
/**
 * Issue 20: the ledger of what sales reps did for a customer (server/services/impersonationLedger.ts).
 * - impersonation_sessions: one row per time a rep acted for a customer user — who, for whom, from which address,
 *   from when to when and why it ended ('stopped', 'switched', 'expired' after inactivity). Rows are only ever added; the end fields are written once (while ended_at is null),
 *   last_seen_at moves while the session is used (the inactivity clock).
 * - orders.impersonation_session_id: the session an order was placed in (null: the user placed it), so the ledger
 *   names the orders of each session.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('impersonation_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('rep_user_id', 'text', (c) => c.notNull())
    .addColumn('rep_name', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('customer_number', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('ended_at', 'text')
    .addColumn('end_reason', 'text')
    .execute();
  await db.schema.createIndex('impersonation_sessions_customer').on('impersonation_sessions').columns(['customer_number', 'started_at']).execute();
  await db.schema.createIndex('impersonation_sessions_rep').on('impersonation_sessions').columns(['rep_user_id', 'ended_at']).execute();
  await db.schema.alterTable('orders').addColumn('impersonation_session_id', 'text').execute();
  await db.schema.createIndex('orders_impersonation_session').on('orders').column('impersonation_session_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_impersonation_session').execute();
  await db.schema.alterTable('orders').dropColumn('impersonation_session_id').execute();
  await db.schema.dropTable('impersonation_sessions').execute();
}
