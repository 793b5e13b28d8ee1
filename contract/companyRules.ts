/**
 * Company users and roles (issue 20; docs/company.md): the values both sides need at run time. Imports nothing — not
 * even TypeBox — so the storefront may import them without TypeBox reaching the browser (the schemas are in
 * contract/company.ts).
 */

/**
 * A customer company's own roles, kept apart from the shop's roles (`customer`, `impersonation`, the back office's
 * `admin`): admin (manages the company's users), buyer (orders), requester (builds carts and lists, cannot place an
 * order), viewer (documents and order history only).
 */
export const COMPANY_ROLES = ['admin', 'buyer', 'requester', 'viewer'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

/** The role of a customer user whose company role was never set (a user made before issue 20, or by the back office). */
export const DEFAULT_COMPANY_ROLE: CompanyRole = 'buyer';

/** The roles that may place an order themselves (a requester's order always waits for an admin's approval). */
export const ORDERING_COMPANY_ROLES: readonly CompanyRole[] = ['admin', 'buyer'];

/**
 * Why an order waits for approval (docs/company.md 'Approval'): the user is a requester, the order is over the user's
 * order limit, or the month's orders with it are over the monthly limit.
 */
export const APPROVAL_REASONS = ['requester', 'orderLimit', 'monthlyLimit'] as const;
export type ApprovalReason = (typeof APPROVAL_REASONS)[number];

/** How many of the orders waiting for approval the queue answers at once (the oldest first). */
export const APPROVALS_WAITING_SHOWN = 50;

/** A rejection's reason: required, at most this many characters. */
export const REJECTION_REASON_MAX_LENGTH = 1000;

/** The largest spending limit (minor units): well inside a 32-bit integer column's range of order totals. */
export const SPENDING_LIMIT_MAX = 2_000_000_000;

/** An invitation link works this many days, once (password_reset_tokens, like the welcome mail's). */
export const INVITATION_TTL_DAYS = 7;

/** The `?invitation=1` of an invitation link: the set-password page logs the colleague in once the password is set. */
export const INVITATION_LINK_PARAM = 'invitation';

export function isCompanyRole(value: unknown): value is CompanyRole {
  return typeof value === 'string' && (COMPANY_ROLES as readonly string[]).includes(value);
}

/** The messages of the company errors (docs/company.md 'Errors'); `fields` name the field, the storefront translates. */
export const COMPANY_ERRORS = {
  notCompanyAdmin: "Only a company administrator manages the company's users",
  impersonating: "A sales rep cannot manage the company's users",
  lastAdmin: 'The company must keep at least one active administrator',
  duplicateEmail: 'A user with this e-mail address already exists',
  invalidEmail: 'is not a valid e-mail address',
  viewerCannotOrder: "Your company role 'viewer' cannot place orders",
  requesterCannotOrder: "Your company role 'requester' cannot place orders (ask a buyer or your company's administrator)",
  notApprover: 'Only a company administrator approves orders',
  impersonatingApproval: "A sales rep cannot approve or reject the company's orders",
  ownOrder: 'Nobody approves or rejects their own order',
  notWaiting: 'The order is not waiting for approval',
} as const;
