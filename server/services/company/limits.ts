/**
 * Spending limits of company users (issue 20; docs/company.md 'Spending limits'): per order and per calendar month
 * (UTC, by orders.created_at), integer minor units excl. VAT in the customer's currency (orders.total_net), null =
 * none. The month counts every order of the user that is not Rejected — PendingApproval ones too, so a second order
 * cannot slip through while the first waits.
 *
 * approvalNeeded() runs inside the order's transaction (orders/create.ts): on PostgreSQL the user's row is locked
 * (SELECT … FOR UPDATE) before the month is summed, so two parallel orders of a user cannot both pass the monthly
 * limit; SQLite runs one write transaction at a time (BEGIN IMMEDIATE).
 */
import type { Transaction } from 'kysely';
import type { ApprovalReason } from '../../../contract/companyRules';
import type { Db, DialectName } from '../../db';
import type { Database } from '../../db/schema';
import { effectiveCompanyRole } from './roles';

type Reader = Db | Transaction<Database>;

/** The first moment of the calendar month (UTC) of `at`, and of the next one (ISO-8601). */
export function monthBounds(at: Date): { from: string; to: string } {
  const y = at.getUTCFullYear();
  const m = at.getUTCMonth();
  return { from: new Date(Date.UTC(y, m, 1)).toISOString(), to: new Date(Date.UTC(y, m + 1, 1)).toISOString() };
}

const limitOf = (value: number | string | null): number | null => (value === null ? null : Number(value));

/** The user's orders in the calendar month of `at` (not Rejected), minor units excl. VAT. */
export async function monthSpent(db: Reader, userId: string, at: Date): Promise<number> {
  const { from, to } = monthBounds(at);
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('total_net'), eb.lit(0)).as('spent'))
    .where('user_id', '=', userId)
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .where('status', '!=', 'Rejected')
    .executeTakeFirstOrThrow();
  return Number(row.spent);
}

export interface CompanyLimits {
  orderLimit: number | null;
  monthlyLimit: number | null;
  monthSpent: number;
  /** What is left of the monthly limit (never below 0); null without one. */
  monthLeft: number | null;
}

/** A customer user's limits and this month's spending (GetUser's companyLimits); null for an unknown user. */
export async function companyLimitsOf(db: Db, userId: string, now: Date = new Date()): Promise<CompanyLimits | null> {
  const row = await db.selectFrom('users').select(['order_limit', 'monthly_limit']).where('id', '=', userId).executeTakeFirst();
  if (!row) return null;
  const spent = await monthSpent(db, userId, now);
  const monthlyLimit = limitOf(row.monthly_limit);
  return {
    orderLimit: limitOf(row.order_limit),
    monthlyLimit,
    monthSpent: spent,
    monthLeft: monthlyLimit === null ? null : Math.max(0, monthlyLimit - spent),
  };
}

/** Why an order waits for approval, with the limit and the month's spending before it (order_approvals). */
export interface ApprovalNeed {
  reason: ApprovalReason;
  limit: number | null;
  orderAmount: number;
  monthSpent: number;
}

/**
 * Whether the user's order of `amount` (minor units excl. VAT) placed at `at` must wait for approval: always for a
 * requester; for a buyer or admin when it is over the order limit, or when the month's orders with it are over the
 * monthly limit. Call it inside the order's transaction (see the file comment); null: the order may go ahead.
 */
export async function approvalNeeded(
  trx: Transaction<Database>,
  dialect: DialectName,
  userId: string,
  amount: number,
  at: Date,
): Promise<ApprovalNeed | null> {
  const query = trx.selectFrom('users').select(['company_role', 'customer_number', 'order_limit', 'monthly_limit']).where('id', '=', userId);
  const user = await (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
  if (!user) return null;
  const role = effectiveCompanyRole(user);
  const orderLimit = limitOf(user.order_limit);
  const monthlyLimit = limitOf(user.monthly_limit);
  if (role !== 'requester' && orderLimit === null && monthlyLimit === null) return null;
  const spent = await monthSpent(trx, userId, at);
  const need = (reason: ApprovalReason, limit: number | null): ApprovalNeed => ({ reason, limit, orderAmount: amount, monthSpent: spent });
  if (role === 'requester') return need('requester', null);
  if (orderLimit !== null && amount > orderLimit) return need('orderLimit', orderLimit);
  if (monthlyLimit !== null && spent + amount > monthlyLimit) return need('monthlyLimit', monthlyLimit);
  return null;
}
