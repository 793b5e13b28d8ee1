import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema (Kysely's advice) */
/**
 * Issue 20, spending limits and order approval (docs/company.md 'Spending limits', 'Approval'):
 *
 * - `users.order_limit`, `users.monthly_limit`: a company user's limits in the customer's currency, integer minor
 *   units excl. VAT (null = no limit), set by the company admin.
 * - `order_approvals`: one row per order placed as PendingApproval — why (requester | orderLimit | monthlyLimit, with
 *   the limit and the amounts at the time) and, once decided, who approved or rejected it, when and the reason.
 * - indexes: the queue reads a company's waiting approvals oldest first and its last decided ones newest first
 *   straight from an index (no sort of all of them);
 * - `orders_user_created`: the month's spending of a user is summed over (user_id, created_at), the index covering
 *   status and total_net so the sum reads no table rows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('order_limit', 'bigint').execute();
  await db.schema.alterTable('users').addColumn('monthly_limit', 'bigint').execute();
  await db.schema
    .createTable('order_approvals')
    .addColumn('order_id', 'text', (c) => c.primaryKey())
    .addColumn('customer_number', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('limit_amount', 'bigint')
    .addColumn('order_amount', 'bigint', (c) => c.notNull())
    .addColumn('month_spent', 'bigint', (c) => c.notNull())
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .addColumn('decided_by_user_id', 'text')
    .addColumn('decided_by_name', 'text')
    .addColumn('rejection_reason', 'text')
    .execute();
  await db.schema
    .createIndex('order_approvals_customer_state')
    .on('order_approvals')
    .columns(['customer_number', 'state', 'requested_at', 'order_id'])
    .execute();
  await db.schema.createIndex('order_approvals_customer_decided').on('order_approvals').columns(['customer_number', 'decided_at']).execute();
  await db.schema.createIndex('orders_user_created').on('orders').columns(['user_id', 'created_at', 'status', 'total_net']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_user_created').execute();
  await db.schema.dropIndex('order_approvals_customer_decided').execute();
  await db.schema.dropTable('order_approvals').execute();
  await db.schema.alterTable('users').dropColumn('monthly_limit').execute();
  await db.schema.alterTable('users').dropColumn('order_limit').execute();
}
