/**
 * An order placed as PendingApproval (docs/company.md 'Approval'), inside the order's transaction (orders/create.ts):
 * its order_approvals row (why, the limit and the amounts) and a mail to each active admin of the company other than
 * the order's own user (nobody approves their own order), in the admin's language, queued in the same transaction.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { enqueueMail } from '../mailOutbox';
import { mailOrigin } from '../welcomeMail';
import { APPROVAL_REQUEST_MAIL_KIND, approvalRequestMail, storefrontLink } from './approvalMail';
import type { ApprovalNeed } from './limits';

export interface ApprovalRequestInput {
  orderId: string;
  orderNumber: string;
  areaId: string;
  customerNumber: string;
  userId: string;
  buyerName: string;
  currencyCode: string;
  at: string;
  need: ApprovalNeed;
  /** PUBLIC_URL (the links' origin), else the area's primary domain. */
  publicUrl?: string;
}

/** Records why the order waits and queues the approvers' mails; true when a mail was queued (kick the outbox). */
export async function recordApprovalRequest(trx: Transaction<Database>, input: ApprovalRequestInput): Promise<boolean> {
  const { need } = input;
  await trx
    .insertInto('order_approvals')
    .values({
      order_id: input.orderId,
      customer_number: input.customerNumber,
      user_id: input.userId,
      reason: need.reason,
      limit_amount: need.limit,
      order_amount: need.orderAmount,
      month_spent: need.monthSpent,
      currency_code: input.currencyCode,
      state: 'waiting',
      requested_at: input.at,
      decided_at: null,
      decided_by_user_id: null,
      decided_by_name: null,
      rejection_reason: null,
    })
    .execute();
  const admins = await trx
    .selectFrom('users')
    .select(['id', 'name', 'username', 'language'])
    .where('customer_number', '=', input.customerNumber)
    .where('company_role', '=', 'admin')
    .where('active', '=', 1)
    .where('id', '!=', input.userId)
    .execute();
  if (admins.length === 0) return false;
  const customer = await trx.selectFrom('customers').select('name').where('customer_number', '=', input.customerNumber).executeTakeFirst();
  const origin = await mailOrigin(trx, input.publicUrl, input.areaId);
  for (const admin of admins) {
    const mail = approvalRequestMail(admin.language, {
      name: admin.name,
      buyer: input.buyerName,
      company: customer?.name ?? input.customerNumber,
      number: input.orderNumber,
      amountMinor: need.orderAmount,
      limitMinor: need.limit,
      spentMinor: need.monthSpent,
      currency: input.currencyCode,
      reason: need.reason,
      link: storefrontLink(origin, admin.language, 'approvals'),
    });
    await enqueueMail(trx, {
      kind: APPROVAL_REQUEST_MAIL_KIND,
      dedupeKey: `${APPROVAL_REQUEST_MAIL_KIND}:${input.orderId}:${admin.id}`,
      ref: input.orderId,
      to: admin.username,
      ...mail,
    });
  }
  return true;
}
