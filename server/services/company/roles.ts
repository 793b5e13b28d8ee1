/**
 * The company role of a user (issue 20; docs/company.md), read from the database at every check — never from a token
 * or a cache, so a change counts from the next request — and what it allows: the company routes need `admin`, order
 * creation refuses `viewer` and `requester`. Kept free of other services so users.ts (GetUser) can use it.
 */
import type { FastifyInstance } from 'fastify';
import { COMPANY_ERRORS, DEFAULT_COMPANY_ROLE, isCompanyRole, type CompanyRole } from '../../../contract/companyRules';
import { forbidden, HttpError } from '../../errors';
import type { UserIdentity } from '../../plugins/auth';

type Db = FastifyInstance['db'];

/** The company admin making a call: the checked identity with its customer number. */
export interface CompanyAdmin {
  userId: string;
  name: string;
  customerNumber: string;
  language: string;
}

/** The company role a customer user's row stands for (null for users without a customer). */
export function effectiveCompanyRole(row: { company_role: string | null; customer_number: string | null }): CompanyRole | null {
  if (row.customer_number === null) return null;
  return isCompanyRole(row.company_role) ? row.company_role : DEFAULT_COMPANY_ROLE;
}

/** The current company role of a user, read from the database (never from a token or a cache). */
export async function companyRoleOf(db: Db, userId: string): Promise<CompanyRole | null> {
  const row = await db.selectFrom('users').select(['company_role', 'customer_number']).where('id', '=', userId).executeTakeFirst();
  return row ? effectiveCompanyRole(row) : null;
}

/**
 * The caller as a company admin of its own customer: a customer user (not a sales rep acting for one) whose company
 * role is admin now; else 403.
 */
export async function requireCompanyAdmin(
  db: Db,
  identity: UserIdentity & { customerNumber: string },
  errors: { impersonating: string; notAdmin: string } = { impersonating: COMPANY_ERRORS.impersonating, notAdmin: COMPANY_ERRORS.notCompanyAdmin },
): Promise<CompanyAdmin> {
  if (identity.impersonator) throw forbidden(errors.impersonating);
  if ((await companyRoleOf(db, identity.userId)) !== 'admin') throw forbidden(errors.notAdmin);
  return { userId: identity.userId, name: identity.name, customerNumber: identity.customerNumber, language: identity.language };
}

/**
 * Refuses an order by a user whose company role may not place one (a viewer) with a 403 naming the role in
 * fields.companyRole. A requester's order is placed, always as PendingApproval (orders/create.ts, company/limits.ts).
 * A rep acting for the user is held to the user's role.
 */
export async function assertMayPlaceOrder(db: Db, identity: UserIdentity): Promise<void> {
  const role = await companyRoleOf(db, identity.userId);
  if (role === 'viewer') throw new HttpError(403, COMPANY_ERRORS.viewerCannotOrder, { companyRole: role });
}

