/**
 * Spending limits and order approval (issue 20; behaviour, rules and errors: docs/company.md 'Approval'): the calls
 * under the customer centre's prefix /api/CustomerCenter with which a company admin sees the orders waiting for
 * approval and approves or rejects them. Every call needs a logged-in customer user whose company role is `admin`
 * now (not a sales rep acting for one) and reads only the caller's customer's orders: another customer's order id is
 * a 404. Amounts are integer minor units in the order's currency. Imports nothing but TypeBox (and TypeBox-free
 * modules).
 */
import { Type, type Static } from '@sinclair/typebox';
import { APPROVAL_REASONS, REJECTION_REASON_MAX_LENGTH } from './companyRules';
import { StringEnum } from './common';

export const ApprovalReasonSchema = StringEnum(APPROVAL_REASONS, { description: 'requester | orderLimit | monthlyLimit' });
export const ApprovalStateSchema = StringEnum(['waiting', 'approved', 'rejected'] as const);

/** A line of an order waiting for approval, as placed (prices excl. VAT). */
export const ApprovalLine = Type.Object({
  lineNo: Type.Integer(),
  type: StringEnum(['product', 'generated'] as const),
  productId: Type.String(),
  variantId: Type.Union([Type.String(), Type.Null()]),
  unitOfMeasure: Type.String(),
  text: Type.String(),
  quantity: Type.Number(),
  netUnitPrice: Type.Integer(),
  netLinePrice: Type.Integer(),
});
export type ApprovalLine = Static<typeof ApprovalLine>;

/** An order placed as PendingApproval, and what became of it. Times are ISO-8601 UTC. */
export const OrderApproval = Type.Object({
  orderId: Type.String(),
  orderNumber: Type.String(),
  /** The order's status now (PendingApproval while it waits). */
  status: Type.String(),
  state: ApprovalStateSchema,
  createdAt: Type.String(),
  buyerUserId: Type.String(),
  buyerName: Type.String(),
  buyerEmail: Type.String(),
  /** The sales rep who placed it for the buyer, or null. */
  repName: Type.Union([Type.String(), Type.Null()]),
  reason: ApprovalReasonSchema,
  /** The limit the order exceeds (null for a requester's order). */
  limit: Type.Union([Type.Integer(), Type.Null()]),
  /** The order's total excl. VAT (what the limits count) and incl. VAT. */
  orderAmount: Type.Integer(),
  totalInclVat: Type.Integer(),
  /** The buyer's orders earlier in the same calendar month (UTC), excl. VAT, rejected ones not counted. */
  monthSpent: Type.Integer(),
  currencyCode: Type.String(),
  /** 'invoice' or 'card' (a card order is paid by the buyer after approval). */
  paymentKind: StringEnum(['invoice', 'card'] as const),
  reference: Type.String(),
  comment: Type.String(),
  lines: Type.Array(ApprovalLine),
  decidedAt: Type.Union([Type.String(), Type.Null()]),
  decidedByName: Type.Union([Type.String(), Type.Null()]),
  rejectionReason: Type.Union([Type.String(), Type.Null()]),
});
export type OrderApproval = Static<typeof OrderApproval>;

/**
 * POST /api/CustomerCenter/GetOrderApprovals (body optional, ignored) → the orders waiting for approval, oldest first
 * (at most APPROVALS_WAITING_SHOWN: the oldest are decided first; `waitingTotal` counts them all), and the last
 * decided ones (at most 20), newest first.
 */
export const GetOrderApprovalsResponse = Type.Object({
  waiting: Type.Array(OrderApproval),
  waitingTotal: Type.Integer(),
  decided: Type.Array(OrderApproval),
});
export type GetOrderApprovalsResponse = Static<typeof GetOrderApprovalsResponse>;

const OrderId = Type.String({ minLength: 1, maxLength: 100 });

/**
 * POST /api/CustomerCenter/ApproveOrder: PendingApproval → PendingTransfer (an invoice order goes to the ERP) or
 * PendingPayment (a card order: the buyer pays it from the order). 403 for the order's own buyer; 409 when the order
 * is not waiting (any more).
 */
export const ApproveOrderRequest = Type.Object({ orderId: OrderId });
export type ApproveOrderRequest = Static<typeof ApproveOrderRequest>;

/**
 * POST /api/CustomerCenter/RejectOrder: PendingApproval → Rejected with the reason (required), the buyer mailed and
 * the buyer's cart open again with the order's lines.
 */
export const RejectOrderRequest = Type.Object({
  orderId: OrderId,
  reason: Type.String({ minLength: 1, maxLength: REJECTION_REASON_MAX_LENGTH }),
});
export type RejectOrderRequest = Static<typeof RejectOrderRequest>;

export const OrderApprovalResponse = Type.Object({ approval: OrderApproval });
export type OrderApprovalResponse = Static<typeof OrderApprovalResponse>;
