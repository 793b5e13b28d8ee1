/**
 * Order approval by the company's admins (issue 20; docs/company.md 'Approval'): the queue of orders waiting for
 * approval, and approve / reject. Every query names the caller's customer number (another customer's order id is a
 * 404 like an unknown one); the caller is a company admin now, not a sales rep acting for one (requireCompanyAdmin),
 * and never the order's own user (403: nobody approves their own order).
 *
 * Each decision is one transaction: the order's row locked (PostgreSQL FOR UPDATE; SQLite runs one write transaction
 * at a time), its status compared and swapped, the decision recorded in order_approvals and order_state_changes.
 * - approve: PendingApproval → PendingTransfer, due for the transfer worker at once (a card order → PendingPayment:
 *   the buyer pays it from the order); the buyer's order confirmation is queued afterwards;
 * - reject (a reason required): PendingApproval → Rejected through orders/reject.ts (detached from its cart, the
 *   cart open again for changes), the buyer mailed with the reason in the same transaction.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { ApprovalLine, OrderApproval } from '../../../contract/approval';
import { APPROVAL_REASONS, APPROVALS_WAITING_SHOWN, COMPANY_ERRORS, type ApprovalReason } from '../../../contract/companyRules';
import type { Database } from '../../db/schema';
import { badRequest, forbidden, HttpError, notFound } from '../../errors';
import { enqueueMail, mailOutboxFor } from '../mailOutbox';
import { queueOrderConfirmation } from '../orders/confirmation';
import { lockOrder, rejectPendingApproval, type LockedOrder } from '../orders/reject';
import { mailOrigin } from '../welcomeMail';
import { APPROVAL_PAY_MAIL_KIND, APPROVAL_REJECTED_MAIL_KIND, approvalPayMail, approvalRejectedMail, storefrontLink } from './approvalMail';
import type { UserIdentity } from '../../plugins/auth';
import { requireCompanyAdmin, type CompanyAdmin } from './roles';

type Db = FastifyInstance['db'];
type Trx = Transaction<Database>;

/** How many decided approvals the queue shows below the waiting ones. */
export const DECIDED_SHOWN = 20;

const isReason = (value: string): value is ApprovalReason => (APPROVAL_REASONS as readonly string[]).includes(value);

function approvalsQuery(db: Db | Trx, customerNumber: string) {
  return db
    .selectFrom('order_approvals as a')
    .innerJoin('orders as o', 'o.id', 'a.order_id')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select([
      'a.order_id',
      'a.reason',
      'a.limit_amount',
      'a.order_amount',
      'a.month_spent',
      'a.currency_code',
      'a.state',
      'a.decided_at',
      'a.decided_by_name',
      'a.rejection_reason',
      'a.user_id',
      'o.order_number',
      'o.status',
      'o.created_at',
      'o.total_net',
      'o.total_net_vat',
      'o.payment_terms',
      'o.rep_name',
      'o.reference',
      'o.comment',
      'u.name',
      'u.username',
    ])
    .where('a.customer_number', '=', customerNumber);
}

type ApprovalRow = Awaited<ReturnType<ReturnType<typeof approvalsQuery>['executeTakeFirstOrThrow']>>;

async function linesOf(db: Db | Trx, orderIds: string[]): Promise<Map<string, ApprovalLine[]>> {
  const byOrder = new Map<string, ApprovalLine[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .selectFrom('order_lines')
    .select(['order_id', 'line_no', 'type', 'product_id', 'variant_id', 'unit_id', 'text', 'quantity', 'net_unit_price', 'net_line_price'])
    .where('order_id', 'in', orderIds)
    .orderBy('order_id')
    .orderBy('line_no')
    .execute();
  for (const r of rows) {
    const list = byOrder.get(r.order_id) ?? [];
    list.push({
      lineNo: Number(r.line_no),
      type: r.type === 'generated' ? 'generated' : 'product',
      productId: r.product_id,
      variantId: r.variant_id,
      unitOfMeasure: r.unit_id,
      text: r.text,
      quantity: Number(r.quantity),
      netUnitPrice: Number(r.net_unit_price),
      netLinePrice: Number(r.net_line_price),
    });
    byOrder.set(r.order_id, list);
  }
  return byOrder;
}

function toApproval(r: ApprovalRow, lines: ApprovalLine[]): OrderApproval {
  const state = r.state === 'approved' || r.state === 'rejected' ? r.state : 'waiting';
  return {
    orderId: r.order_id,
    orderNumber: r.order_number,
    status: r.status,
    state,
    createdAt: r.created_at,
    buyerUserId: r.user_id,
    buyerName: r.name,
    buyerEmail: r.username,
    repName: r.rep_name,
    reason: isReason(r.reason) ? r.reason : 'requester',
    limit: r.limit_amount === null ? null : Number(r.limit_amount),
    orderAmount: Number(r.order_amount),
    totalInclVat: Number(r.total_net) + Number(r.total_net_vat),
    monthSpent: Number(r.month_spent),
    currencyCode: r.currency_code,
    paymentKind: r.payment_terms === 'card' ? 'card' : 'invoice',
    reference: r.reference,
    comment: r.comment,
    lines,
    decidedAt: r.decided_at,
    decidedByName: r.decided_by_name,
    rejectionReason: r.rejection_reason,
  };
}

async function withLines(db: Db | Trx, rows: ApprovalRow[]): Promise<OrderApproval[]> {
  const lines = await linesOf(db, rows.map((r) => r.order_id));
  return rows.map((r) => toApproval(r, lines.get(r.order_id) ?? []));
}

/**
 * The company's orders waiting for approval (the oldest APPROVALS_WAITING_SHOWN, oldest first, and how many wait in
 * all) and the last decided ones (newest first).
 */
export async function listApprovals(
  db: Db,
  customerNumber: string,
): Promise<{ waiting: OrderApproval[]; waitingTotal: number; decided: OrderApproval[] }> {
  const [waiting, total, decided] = await Promise.all([
    approvalsQuery(db, customerNumber)
      .where('a.state', '=', 'waiting')
      .orderBy('a.requested_at')
      .orderBy('a.order_id')
      .limit(APPROVALS_WAITING_SHOWN)
      .execute(),
    db
      .selectFrom('order_approvals')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('customer_number', '=', customerNumber)
      .where('state', '=', 'waiting')
      .executeTakeFirstOrThrow(),
    // Decided ⇔ decided_at set: newest first straight from the index (customer_number, decided_at).
    approvalsQuery(db, customerNumber).where('a.decided_at', 'is not', null).orderBy('a.decided_at', 'desc').limit(DECIDED_SHOWN).execute(),
  ]);
  const all = await withLines(db, [...waiting, ...decided]);
  return { waiting: all.slice(0, waiting.length), waitingTotal: Number(total.n), decided: all.slice(waiting.length) };
}

async function approvalOf(db: Db | Trx, customerNumber: string, orderId: string): Promise<OrderApproval> {
  const row = await approvalsQuery(db, customerNumber).where('a.order_id', '=', orderId).executeTakeFirst();
  if (!row) throw notFound();
  return (await withLines(db, [row]))[0] as OrderApproval;
}

interface Decidable {
  order: LockedOrder;
  userId: string;
  paymentTerms: string | null;
}

/** The caller's company's order, locked, that the admin may decide on now: 404 / 403 own order / 409 not waiting. */
async function decidable(app: FastifyInstance, trx: Trx, admin: CompanyAdmin, orderId: string): Promise<Decidable> {
  const info = await trx
    .selectFrom('orders as o')
    .innerJoin('order_approvals as a', 'a.order_id', 'o.id')
    .select(['o.user_id', 'o.payment_terms'])
    .where('o.id', '=', orderId)
    .where('o.customer_number', '=', admin.customerNumber)
    .where('a.customer_number', '=', admin.customerNumber)
    .executeTakeFirst();
  if (!info) throw notFound();
  if (info.user_id === admin.userId) throw forbidden(COMPANY_ERRORS.ownOrder);
  const order = await lockOrder(trx, app.dialect, orderId);
  if (!order || order.customerNumber !== admin.customerNumber) throw notFound();
  if (order.status !== 'PendingApproval') throw new HttpError(409, COMPANY_ERRORS.notWaiting, { status: order.status });
  return { order, userId: info.user_id, paymentTerms: info.payment_terms };
}

async function recordDecision(
  trx: Trx,
  admin: CompanyAdmin,
  orderId: string,
  decision: { to: 'PendingTransfer' | 'PendingPayment' | 'Rejected'; state: 'approved' | 'rejected'; reason: string | null; at: string },
): Promise<void> {
  await trx
    .updateTable('order_approvals')
    .set({ state: decision.state, decided_at: decision.at, decided_by_user_id: admin.userId, decided_by_name: admin.name, rejection_reason: decision.reason })
    .where('order_id', '=', orderId)
    .where('state', '=', 'waiting')
    .execute();
  await trx
    .insertInto('order_state_changes')
    .values({
      id: randomUUID(),
      order_id: orderId,
      from_status: 'PendingApproval',
      to_status: decision.to,
      erp_order_number: null,
      message: decision.reason,
      changed_by: `company admin ${admin.name} (${admin.userId})`,
      changed_at: decision.at,
    })
    .execute();
}

/** The card order's buyer is mailed to pay it from its receipt (in the approval's transaction). */
async function queuePayMail(app: FastifyInstance, trx: Trx, admin: CompanyAdmin, order: LockedOrder): Promise<void> {
  const row = await trx
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select(['o.order_number', 'o.area_id', 'u.name', 'u.username', 'u.language'])
    .where('o.id', '=', order.id)
    .executeTakeFirstOrThrow();
  const origin = await mailOrigin(trx, app.config.publicUrl, row.area_id);
  const link = `${storefrontLink(origin, row.language, 'receipt')}?cartId=${encodeURIComponent(order.cartId)}`;
  const mail = approvalPayMail(row.language, { name: row.name, admin: admin.name, number: row.order_number, link });
  await enqueueMail(trx, { kind: APPROVAL_PAY_MAIL_KIND, dedupeKey: `${APPROVAL_PAY_MAIL_KIND}:${order.id}`, ref: order.id, to: row.username, ...mail });
}

/**
 * Approves an order of the admin's company: PendingApproval → PendingTransfer (due at once) or, for a card order,
 * PendingPayment (the buyer pays it from the order). The confirmation of an invoice order is queued afterwards.
 */
export async function approveOrder(app: FastifyInstance, admin: CompanyAdmin, orderId: string): Promise<OrderApproval> {
  const now = new Date().toISOString();
  const to = await app.db.transaction().execute(async (trx) => {
    const { order, paymentTerms } = await decidable(app, trx, admin, orderId);
    const next = paymentTerms === 'card' ? 'PendingPayment' : 'PendingTransfer';
    const moved = await trx
      .updateTable('orders')
      .set({
        status: next,
        next_transfer_at: next === 'PendingTransfer' ? now : null,
        payment_status: next === 'PendingPayment' ? 'pending' : undefined,
        transfer_error: null,
        updated_at: now,
      })
      .where('id', '=', order.id)
      .where('status', '=', 'PendingApproval')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw new HttpError(409, COMPANY_ERRORS.notWaiting);
    await recordDecision(trx, admin, order.id, { to: next, state: 'approved', reason: null, at: now });
    if (next === 'PendingPayment') await queuePayMail(app, trx, admin, order);
    return next;
  });
  if (to === 'PendingPayment') mailOutboxFor(app).kick();
  if (to === 'PendingTransfer') {
    await queueOrderConfirmation(app, orderId, { outbox: mailOutboxFor(app) }).catch((err: unknown) => {
      app.log.error({ err, orderId }, 'order confirmation could not be queued after approval');
    });
  }
  return approvalOf(app.db, admin.customerNumber, orderId);
}

/**
 * Rejects an order of the admin's company with a reason: PendingApproval → Rejected, detached from its cart, the cart
 * open again; the buyer mailed with the reason (same transaction).
 */
export async function rejectApproval(app: FastifyInstance, admin: CompanyAdmin, orderId: string, reasonText: string): Promise<OrderApproval> {
  const reason = reasonText.trim();
  if (!reason) throw badRequest('reason must be defined', { reason: 'must be defined' });
  const now = new Date();
  const outbox = mailOutboxFor(app);
  await app.db.transaction().execute(async (trx) => {
    const { order, userId } = await decidable(app, trx, admin, orderId);
    if (!(await rejectPendingApproval(trx, order, now))) throw new HttpError(409, COMPANY_ERRORS.notWaiting);
    await recordDecision(trx, admin, order.id, { to: 'Rejected', state: 'rejected', reason, at: now.toISOString() });
    const buyer = await trx.selectFrom('users').select(['name', 'username', 'language', 'area_id']).where('id', '=', userId).executeTakeFirstOrThrow();
    const number = await trx.selectFrom('orders').select(['order_number', 'area_id']).where('id', '=', order.id).executeTakeFirstOrThrow();
    const origin = await mailOrigin(trx, app.config.publicUrl, number.area_id);
    const mail = approvalRejectedMail(buyer.language, {
      name: buyer.name,
      admin: admin.name,
      number: number.order_number,
      reason,
      link: storefrontLink(origin, buyer.language, 'cart'),
    });
    await enqueueMail(trx, { kind: APPROVAL_REJECTED_MAIL_KIND, dedupeKey: `${APPROVAL_REJECTED_MAIL_KIND}:${order.id}`, ref: order.id, to: buyer.username, ...mail }, outbox.now());
  });
  outbox.kick();
  return approvalOf(app.db, admin.customerNumber, orderId);
}

/** The caller as an approver: a company admin now, not a sales rep acting for one (403 with the approval's messages). */
export function requireApprover(db: Db, identity: UserIdentity & { customerNumber: string }): Promise<CompanyAdmin> {
  return requireCompanyAdmin(db, identity, { impersonating: COMPANY_ERRORS.impersonatingApproval, notAdmin: COMPANY_ERRORS.notApprover });
}
