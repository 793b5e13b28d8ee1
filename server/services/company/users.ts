/**
 * Company users and roles (issue 20; docs/company.md): what a customer company's admin does with the company's users
 * — list, invite, change role, deactivate, reactivate — and the append-only audit of it. Every query names the
 * caller's customer number: a user id of another customer is a 404 like an unknown one.
 *
 * Rules enforced here, inside one transaction per change (PostgreSQL: the customer's row locked first, so two admins
 * demoting each other at the same moment cannot both pass; SQLite runs one transaction at a time):
 * - the company keeps at least one active admin (no demotion or deactivation of the last one);
 * - deactivation ends the user's sessions at their next request (active flag and session epoch in the security
 *   stamp, auth cache invalidated), and reactivation does not bring those sessions back;
 * - an invitation creates the user (no usable password yet) with a 7-day single-use set-password token (hashed) and
 *   queues its mail in the same transaction.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import {
  COMPANY_ERRORS,
  DEFAULT_COMPANY_ROLE,
  INVITATION_TTL_DAYS,
  type CompanyRole,
} from '../../../contract/companyRules';
import type { CompanyAuditEntry, CompanyUser, InviteCompanyUserRequest } from '../../../contract/company';
import type { Database } from '../../db/schema';
import { badRequest, HttpError, notFound } from '../../errors';
import { invalidateAuth } from '../../plugins/auth';
import { USERNAME_KEY, NO_PASSWORD_YET } from '../documents/user';
import { enqueueMail, mailOutboxFor } from '../mailOutbox';
import { hashPassword } from '../password';
import { fillLink, hashResetToken } from '../passwordReset';
import { mailOrigin } from '../welcomeMail';
import { invitationMail, invitationTemplate, INVITATION_MAIL_KIND } from './invitationMail';
import { effectiveCompanyRole, type CompanyAdmin } from './roles';

export { requireCompanyAdmin, type CompanyAdmin } from './roles';

type Db = FastifyInstance['db'];
type Trx = Transaction<Database>;

const USER_COLUMNS = [
  'id',
  'name',
  'username',
  'company_role',
  'customer_number',
  'active',
  'last_login_at',
  'password_changed_at',
  'order_limit',
  'monthly_limit',
] as const;
type UserRow = {
  id: string;
  name: string;
  username: string;
  company_role: string | null;
  customer_number: string | null;
  active: number;
  last_login_at: string | null;
  password_changed_at: string;
  order_limit: number | string | null;
  monthly_limit: number | string | null;
};

const limitOf = (value: number | string | null): number | null => (value === null ? null : Number(value));

function toCompanyUser(row: UserRow): CompanyUser {
  return {
    userId: row.id,
    name: row.name,
    email: row.username,
    role: effectiveCompanyRole(row) ?? DEFAULT_COMPANY_ROLE,
    active: Number(row.active) === 1,
    lastLoginAt: row.last_login_at,
    invitationPending: row.password_changed_at === NO_PASSWORD_YET,
    orderLimit: limitOf(row.order_limit),
    monthlyLimit: limitOf(row.monthly_limit),
  };
}

const ROLE_ORDER: Record<CompanyRole, number> = { admin: 0, buyer: 1, requester: 2, viewer: 3 };

/** The company's users: admins first, then buyers, requesters, viewers; by name within a role. */
export async function listCompanyUsers(db: Db, customerNumber: string): Promise<CompanyUser[]> {
  const rows = await db.selectFrom('users').select(USER_COLUMNS).where('customer_number', '=', customerNumber).execute();
  return rows
    .map(toCompanyUser)
    .sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role] || a.name.localeCompare(b.name, 'da') || a.email.localeCompare(b.email));
}

async function lockCompany(app: FastifyInstance, trx: Trx, customerNumber: string): Promise<void> {
  const query = trx.selectFrom('customers').select('customer_number').where('customer_number', '=', customerNumber);
  await (app.dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

async function companyUser(trx: Trx, customerNumber: string, userId: string): Promise<UserRow> {
  const row = await trx
    .selectFrom('users')
    .select(USER_COLUMNS)
    .where('id', '=', userId)
    .where('customer_number', '=', customerNumber)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** Active admins of the company other than `exceptUserId`. */
async function otherActiveAdmins(trx: Trx, customerNumber: string, exceptUserId: string): Promise<number> {
  const row = await trx
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('customer_number', '=', customerNumber)
    .where('company_role', '=', 'admin')
    .where('active', '=', 1)
    .where('id', '!=', exceptUserId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

interface AuditInput {
  action: CompanyAuditEntry['action'];
  target: { id: string; name: string; username: string };
  before: Record<string, string | boolean | number | null> | null;
  after: Record<string, string | boolean | number | null> | null;
}

async function audit(trx: Trx, admin: CompanyAdmin, at: string, input: AuditInput): Promise<void> {
  await trx
    .insertInto('company_audit')
    .values({
      id: randomUUID(),
      customer_number: admin.customerNumber,
      at,
      actor_user_id: admin.userId,
      actor_name: admin.name,
      action: input.action,
      target_user_id: input.target.id,
      target_name: input.target.name,
      target_username: input.target.username,
      before: input.before ? JSON.stringify(input.before) : null,
      after: input.after ? JSON.stringify(input.after) : null,
    })
    .execute();
}

/** Changes the role of a user of the admin's company; 409 when that would leave the company without an active admin. */
export async function setCompanyUserRole(app: FastifyInstance, admin: CompanyAdmin, userId: string, role: CompanyRole): Promise<CompanyUser> {
  const now = new Date().toISOString();
  return app.db.transaction().execute(async (trx) => {
    await lockCompany(app, trx, admin.customerNumber);
    const row = await companyUser(trx, admin.customerNumber, userId);
    const before = effectiveCompanyRole(row) ?? DEFAULT_COMPANY_ROLE;
    if (before === role) return toCompanyUser(row);
    if (before === 'admin' && Number(row.active) === 1 && (await otherActiveAdmins(trx, admin.customerNumber, row.id)) === 0) {
      throw new HttpError(409, COMPANY_ERRORS.lastAdmin);
    }
    await trx.updateTable('users').set({ company_role: role }).where('id', '=', row.id).execute();
    await audit(trx, admin, now, { action: 'role', target: row, before: { role: before }, after: { role } });
    return toCompanyUser({ ...row, company_role: role });
  });
}

/**
 * Sets the spending limits of a user of the admin's company (minor units excl. VAT; null = none), audited as 'limits'
 * with the limits before and after. They count from the user's next order (docs/company.md 'Spending limits').
 */
export async function setCompanyUserLimits(
  app: FastifyInstance,
  admin: CompanyAdmin,
  userId: string,
  limits: { orderLimit: number | null; monthlyLimit: number | null },
): Promise<CompanyUser> {
  const now = new Date().toISOString();
  return app.db.transaction().execute(async (trx) => {
    await lockCompany(app, trx, admin.customerNumber);
    const row = await companyUser(trx, admin.customerNumber, userId);
    const before = { orderLimit: limitOf(row.order_limit), monthlyLimit: limitOf(row.monthly_limit) };
    if (before.orderLimit === limits.orderLimit && before.monthlyLimit === limits.monthlyLimit) return toCompanyUser(row);
    await trx
      .updateTable('users')
      .set({ order_limit: limits.orderLimit, monthly_limit: limits.monthlyLimit })
      .where('id', '=', row.id)
      .execute();
    await audit(trx, admin, now, { action: 'limits', target: row, before, after: { ...limits } });
    return toCompanyUser({ ...row, order_limit: limits.orderLimit, monthly_limit: limits.monthlyLimit });
  });
}

/**
 * Deactivates (sessions end at the user's next request) or reactivates a user of the admin's company; 409 for the
 * last active admin. The session epoch moves on deactivation, so a reactivated user's old tokens stay dead.
 */
export async function setCompanyUserActive(app: FastifyInstance, admin: CompanyAdmin, userId: string, active: boolean): Promise<CompanyUser> {
  const now = new Date().toISOString();
  const user = await app.db.transaction().execute(async (trx) => {
    await lockCompany(app, trx, admin.customerNumber);
    const row = await companyUser(trx, admin.customerNumber, userId);
    if ((Number(row.active) === 1) === active) return toCompanyUser(row);
    if (!active && effectiveCompanyRole(row) === 'admin' && (await otherActiveAdmins(trx, admin.customerNumber, row.id)) === 0) {
      throw new HttpError(409, COMPANY_ERRORS.lastAdmin);
    }
    await trx
      .updateTable('users')
      .set((eb) => ({ active: active ? 1 : 0, session_epoch: eb('session_epoch', '+', active ? 0 : 1) }))
      .where('id', '=', row.id)
      .execute();
    await audit(trx, admin, now, {
      action: active ? 'reactivate' : 'deactivate',
      target: row,
      before: { active: !active },
      after: { active },
    });
    return toCompanyUser({ ...row, active: active ? 1 : 0 });
  });
  await invalidateAuth(app);
  return user;
}

function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

let unusableHash: Promise<string> | null = null;
/** The hash of a random password nobody knows: an invited user's until they choose one from the mail. */
function noPassword(): Promise<string> {
  unusableHash ??= hashPassword(randomBytes(32).toString('base64url'));
  return unusableHash;
}

/** 400 fields.email unless `email` is an e-mail address (SPEC §5: invalid styling; the reason named). */
export function checkedEmail(email: string): string {
  const username = email.trim().toLowerCase();
  if (!USERNAME_KEY.test(username) || username.length > 254) {
    throw badRequest(`email ${COMPANY_ERRORS.invalidEmail}`, { email: COMPANY_ERRORS.invalidEmail });
  }
  return username;
}

/**
 * Invites a colleague: a new active user of the admin's customer with the role and no usable password, a set-password
 * token (hashed, 7 days, single use) and the invitation mail — one transaction. 409 fields.email when the address is
 * already a user (of any customer: usernames are unique).
 */
export async function inviteCompanyUser(app: FastifyInstance, admin: CompanyAdmin, input: InviteCompanyUserRequest): Promise<CompanyUser> {
  const username = checkedEmail(input.email);
  const name = input.name.trim();
  if (!name) throw badRequest('name must be defined', { name: 'must be defined' });
  const language = input.language ?? (admin.language as InviteCompanyUserRequest['language']) ?? 'da';
  const now = new Date();
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashResetToken(token);
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_DAYS * 86_400_000);
  const hash = await noPassword();
  const outbox = mailOutboxFor(app);
  const duplicate = () => new HttpError(409, COMPANY_ERRORS.duplicateEmail, { email: 'is already a user' });
  const user = await app.db.transaction().execute(async (trx) => {
    await lockCompany(app, trx, admin.customerNumber);
    const taken = await trx.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst();
    if (taken) throw duplicate();
    const customer = await trx.selectFrom('customers').select('name').where('customer_number', '=', admin.customerNumber).executeTakeFirstOrThrow();
    const inviter = await trx.selectFrom('users').select('area_id').where('id', '=', admin.userId).executeTakeFirstOrThrow();
    const row: UserRow = {
      id: `u-${randomUUID()}`,
      name,
      username,
      company_role: input.role,
      customer_number: admin.customerNumber,
      active: 1,
      last_login_at: null,
      password_changed_at: NO_PASSWORD_YET,
      order_limit: null,
      monthly_limit: null,
    };
    await trx
      .insertInto('users')
      .values({ ...row, password_hash: hash, roles: JSON.stringify(['customer']), area_id: inviter.area_id, language, created_at: now.toISOString() })
      .execute();
    await trx
      .insertInto('password_reset_tokens')
      .values({ token_hash: tokenHash, user_id: row.id, created_at: now.toISOString(), expires_at: expiresAt.toISOString(), used_at: null })
      .execute();
    const origin = await mailOrigin(trx, app.config.publicUrl, inviter.area_id);
    const link = fillLink(invitationTemplate(origin, language), token, username);
    const mail = invitationMail(language, { name, username, inviter: admin.name, company: customer.name, link });
    await enqueueMail(trx, { kind: INVITATION_MAIL_KIND, dedupeKey: `${INVITATION_MAIL_KIND}:${tokenHash}`, ref: row.id, to: username, ...mail, expiresAt }, outbox.now());
    await audit(trx, admin, now.toISOString(), { action: 'invite', target: row, before: null, after: { role: input.role, active: true } });
    return toCompanyUser(row);
  }).catch((err: unknown) => {
    // The same address invited by another customer's admin at the same moment: the username's unique index decides.
    throw isUniqueViolation(err) ? duplicate() : err;
  });
  outbox.kick();
  return user;
}

/** The company's audit log, newest first. */
export async function companyAuditLog(
  db: Db,
  customerNumber: string,
  page: { limit: number; offset: number },
): Promise<{ entries: CompanyAuditEntry[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('company_audit')
      .selectAll()
      .where('customer_number', '=', customerNumber)
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('company_audit')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('customer_number', '=', customerNumber)
      .executeTakeFirstOrThrow(),
  ]);
  const parse = (json: string | null) => (json ? (JSON.parse(json) as Record<string, string | boolean | number | null>) : null);
  return {
    total: Number(count.n),
    entries: rows.map((r) => ({
      id: r.id,
      at: r.at,
      action: r.action as CompanyAuditEntry['action'],
      actorName: r.actor_name,
      targetName: r.target_name,
      targetEmail: r.target_username,
      before: parse(r.before),
      after: parse(r.after),
    })),
  };
}
