/**
 * The `user` document: key = the username (the e-mail address, lower case). Roles: 'customer' (a buyer of exactly
 * one customer), 'impersonation' (a sales rep; `customers` are the customers the rep serves), 'admin' (set by the
 * operator only: ctx.operator, the CLI). A new user gets no usable password and, after the commit, a welcome mail with
 * a link to choose one (welcomeMail.ts). Deleting a user with orders deactivates instead; every change of roles,
 * customer or the active flag ends the user's sessions (the security stamp). A buyer's company role (docs/company.md)
 * is set when the document names it and kept when it does not (complete()); a change is recorded in the company's
 * audit log as made by the back office.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { DocumentProblem } from '../../../contract/documents';
import type { UserDocument } from '../../../contract/documents/accounts';
import { ADMIN_ROLE, AUTH_CACHE, IMPERSONATION_ROLE, parseRoles } from '../../plugins/auth';
import { DEFAULT_COMPANY_ROLE, type CompanyRole } from '../../../contract/companyRules';
import { effectiveCompanyRole } from '../company/roles';
import { hashPassword } from '../password';
import { queueSetPasswordMail } from '../welcomeMail';
import { areaProblem, byText, DEFAULT_DOCUMENT_AREA, missingCustomers, recordDeactivation } from './accounts';
import { wordsMatch } from './sql';
import type { DocumentHandler, Tx } from './types';

type Role = UserDocument['roles'][number];
/** The normal form: every field but the company role, which is left out for a user without a customer. */
export type UserData = Required<Omit<UserDocument, 'companyRole' | 'orderLimit' | 'monthlyLimit'>> & {
  companyRole?: CompanyRole;
  orderLimit?: number | null;
  monthlyLimit?: number | null;
};
/** The fields only a buyer has: left out of a buyer's document, they keep what the user has (complete()). */
const BUYER_FIELDS = ['companyRole', 'orderLimit', 'monthlyLimit'] as const;
const limitOf = (value: number | string | null): number | null => (value === null ? null : Number(value));

const BUYER_ROLE = 'customer';
/** A username: an e-mail address in lower case. */
export const USERNAME_KEY = /^[a-z0-9._%+'-]+@[a-z0-9.-]+\.[a-z]{2,}$/;
/** password_changed_at of a user who has never chosen a password (created by a document): the welcome mail is due. */
export const NO_PASSWORD_YET = '';

let unusableHash: Promise<string> | null = null;
/** The hash of a random password nobody knows (one per process): a new user's, until the user chooses one. */
function noPassword(): Promise<string> {
  unusableHash ??= hashPassword(randomBytes(32).toString('base64url'));
  return unusableHash;
}

function normaliseUser(data: UserDocument): UserData {
  return {
    name: data.name,
    areaId: data.areaId ?? DEFAULT_DOCUMENT_AREA,
    language: data.language ?? 'da',
    roles: [...new Set(data.roles)].sort(byText),
    customers: [...new Set(data.customers ?? [])].sort(byText),
    active: data.active ?? true,
    ...(data.companyRole ? { companyRole: data.companyRole } : {}),
    ...(data.orderLimit !== undefined ? { orderLimit: data.orderLimit } : {}),
    ...(data.monthlyLimit !== undefined ? { monthlyLimit: data.monthlyLimit } : {}),
  };
}

/** Name of the back office as the actor of a company change made by a document (the company's audit log shows it). */
export const BACK_OFFICE_ACTOR = 'Back office';

/**
 * The company role a buyer document that names none stands for: the one the user has at the same customer, else
 * admin when that customer has no active admin yet (its first user, as migration 026 did), else buyer.
 */
async function keptCompanyRole(trx: Tx, key: string, customer: string, existing: UserData | null): Promise<CompanyRole> {
  if (existing?.companyRole && existing.customers[0] === customer) return existing.companyRole;
  const admin = await trx
    .selectFrom('users')
    .select('id')
    .where('customer_number', '=', customer)
    .where('company_role', '=', 'admin')
    .where('active', '=', 1)
    .where('username', '!=', key)
    .limit(1)
    .executeTakeFirst();
  return admin ? 'buyer' : 'admin';
}

/** Whether the user placed orders (or a rep placed them for customers): then it is deactivated, never deleted. */
async function userHasHistory(db: Tx, userId: string): Promise<boolean> {
  const found = await Promise.all([
    db.selectFrom('orders').select('id').where('user_id', '=', userId).limit(1).executeTakeFirst(),
    db.selectFrom('orders').select('id').where('rep_user_id', '=', userId).limit(1).executeTakeFirst(),
  ]);
  return found.some(Boolean);
}

async function roleProblems(ctx: { db: Tx; operator: boolean }, key: string, data: UserData): Promise<DocumentProblem[]> {
  const problems: DocumentProblem[] = [];
  const roles = new Set<string>(data.roles);
  if (roles.has(ADMIN_ROLE) && !ctx.operator) {
    problems.push({ path: '/data/roles', reason: 'only the operator gives the admin role (npm run admin -- user create … --role admin)' });
  }
  if (!ctx.operator) {
    const existing = await ctx.db.selectFrom('users').select('roles').where('username', '=', key).executeTakeFirst();
    if (existing && parseRoles(existing.roles).includes(ADMIN_ROLE)) {
      problems.push({ path: '/key', reason: 'an administrator is changed by the operator only (npm run admin)' });
    }
  }
  if (roles.has(BUYER_ROLE) && roles.has(IMPERSONATION_ROLE)) {
    problems.push({ path: '/data/roles', reason: "a user is a buyer ('customer') or a sales rep ('impersonation'), not both" });
  }
  if (roles.has(BUYER_ROLE) && data.customers.length !== 1) {
    problems.push({ path: '/data/customers', reason: 'a buyer belongs to exactly one customer' });
  }
  if (!roles.has(BUYER_ROLE) && !roles.has(IMPERSONATION_ROLE) && data.customers.length > 0) {
    problems.push({ path: '/data/customers', reason: "only a buyer ('customer') or a sales rep ('impersonation') has customers" });
  }
  if (!roles.has(BUYER_ROLE)) {
    for (const field of BUYER_FIELDS) {
      if (data[field] !== undefined) problems.push({ path: `/data/${field}`, reason: `only a buyer ('customer') has a ${field === 'companyRole' ? 'company role' : 'spending limit'}` });
    }
  }
  return problems;
}

async function syncRepCustomers(trx: Tx, userId: string, customers: readonly string[]): Promise<void> {
  const current = await trx.selectFrom('sales_rep_customers').select('customer_number').where('user_id', '=', userId).execute();
  const have = new Set(current.map((r) => r.customer_number));
  const want = new Set(customers);
  const gone = [...have].filter((c) => !want.has(c));
  const added = [...want].filter((c) => !have.has(c));
  // Assignments that stay keep their id: the rep's impersonation tokens under them stay valid.
  if (gone.length > 0) await trx.deleteFrom('sales_rep_customers').where('user_id', '=', userId).where('customer_number', 'in', gone).execute();
  if (added.length > 0) await trx.insertInto('sales_rep_customers').values(added.map((c) => ({ user_id: userId, customer_number: c }))).execute();
}

/** Records a buyer's company role or limits changed by a document in the company's audit log (actor: the back office). */
async function auditBackOfficeChange(
  trx: Tx,
  user: { id: string; key: string; name: string; customerNumber: string },
  existing: UserData,
  values: { company_role: string | null; order_limit: number | null; monthly_limit: number | null },
): Promise<void> {
  const changes: { action: 'role' | 'limits'; before: object; after: object }[] = [];
  const role = existing.companyRole ?? DEFAULT_COMPANY_ROLE;
  if (role !== values.company_role) changes.push({ action: 'role', before: { role }, after: { role: values.company_role } });
  const before = { orderLimit: existing.orderLimit ?? null, monthlyLimit: existing.monthlyLimit ?? null };
  const after = { orderLimit: values.order_limit, monthlyLimit: values.monthly_limit };
  if (before.orderLimit !== after.orderLimit || before.monthlyLimit !== after.monthlyLimit) changes.push({ action: 'limits', before, after });
  const at = new Date().toISOString();
  for (const change of changes) {
    await trx
      .insertInto('company_audit')
      .values({
        id: randomUUID(),
        customer_number: user.customerNumber,
        at,
        actor_user_id: null,
        actor_name: BACK_OFFICE_ACTOR,
        action: change.action,
        target_user_id: user.id,
        target_name: user.name,
        target_username: user.key,
        before: JSON.stringify(change.before),
        after: JSON.stringify(change.after),
      })
      .execute();
  }
}

export const userHandler: DocumentHandler<UserData> = {
  type: 'user',
  normalise: (data) => normaliseUser(data),
  async check(ctx, key, data) {
    const problems: DocumentProblem[] = [];
    if (!USERNAME_KEY.test(key)) problems.push({ path: '/key', reason: 'a username is an e-mail address in lower case' });
    problems.push(...(await roleProblems(ctx, key, data)));
    problems.push(...(await areaProblem(ctx.db, data.areaId)));
    const missing = await missingCustomers(ctx.db, data.customers);
    data.customers.forEach((c, i) => {
      if (missing.has(c)) problems.push({ path: `/data/customers/${i}`, reason: `there is no customer ${c} (send its customer document first)` });
    });
    return problems;
  },
  async read(db, key) {
    const row = await db.selectFrom('users').selectAll().where('username', '=', key).executeTakeFirst();
    if (!row) return null;
    const roles = parseRoles(row.roles);
    const served = roles.includes(IMPERSONATION_ROLE)
      ? (await db.selectFrom('sales_rep_customers').select('customer_number').where('user_id', '=', row.id).execute()).map((r) => r.customer_number)
      : [];
    const customers = [...new Set([...(row.customer_number ? [row.customer_number] : []), ...served])].sort(byText);
    return {
      name: row.name,
      areaId: row.area_id,
      language: row.language as UserData['language'],
      roles: [...new Set(roles)].sort(byText) as Role[],
      customers,
      active: Number(row.active) === 1,
      ...(roles.includes(BUYER_ROLE) && row.customer_number
        ? {
            companyRole: effectiveCompanyRole(row) ?? DEFAULT_COMPANY_ROLE,
            orderLimit: limitOf(row.order_limit),
            monthlyLimit: limitOf(row.monthly_limit),
          }
        : {}),
    };
  },
  async complete(trx, key, data, existing) {
    const customer = data.roles.includes(BUYER_ROLE) ? data.customers[0] : undefined;
    if (customer === undefined) return data;
    // Limits left out stay as they are (a new buyer, or one moved to another customer: none).
    const kept = existing?.customers[0] === customer ? existing : null;
    return {
      ...data,
      companyRole: data.companyRole ?? (await keptCompanyRole(trx, key, customer, existing)),
      orderLimit: data.orderLimit !== undefined ? data.orderLimit : (kept?.orderLimit ?? null),
      monthlyLimit: data.monthlyLimit !== undefined ? data.monthlyLimit : (kept?.monthlyLimit ?? null),
    };
  },
  async write(trx, key, data, existing) {
    const values = {
      name: data.name,
      area_id: data.areaId,
      language: data.language,
      roles: JSON.stringify(data.roles),
      customer_number: data.roles.includes(BUYER_ROLE) ? (data.customers[0] ?? null) : null,
      active: data.active ? 1 : 0,
      company_role: data.roles.includes(BUYER_ROLE) ? (data.companyRole ?? DEFAULT_COMPANY_ROLE) : null,
      order_limit: data.roles.includes(BUYER_ROLE) ? (data.orderLimit ?? null) : null,
      monthly_limit: data.roles.includes(BUYER_ROLE) ? (data.monthlyLimit ?? null) : null,
    };
    let id: string;
    if (existing) {
      id = (await trx.selectFrom('users').select('id').where('username', '=', key).executeTakeFirstOrThrow()).id;
      await trx.updateTable('users').set(values).where('id', '=', id).execute();
    } else {
      id = `u-${randomUUID()}`;
      const now = new Date().toISOString();
      await trx
        .insertInto('users')
        .values({ id, username: key, password_hash: await noPassword(), created_at: now, password_changed_at: NO_PASSWORD_YET, ...values })
        .execute();
    }
    await syncRepCustomers(trx, id, data.roles.includes(IMPERSONATION_ROLE as Role) ? data.customers : []);
    if (existing && values.customer_number && existing.customers[0] === values.customer_number) {
      await auditBackOfficeChange(trx, { id, key, name: data.name, customerNumber: values.customer_number }, existing, values);
    }
  },
  async remove(trx, key) {
    const row = await trx.selectFrom('users').select(['id', 'roles', 'active']).where('username', '=', key).executeTakeFirst();
    if (!row) return 'notFound';
    if (parseRoles(row.roles).includes(ADMIN_ROLE)) {
      return { refused: 'an administrator is removed by the operator only (npm run admin -- user deactivate)' };
    }
    if (await userHasHistory(trx, row.id)) {
      if (Number(row.active) === 1) {
        await trx.updateTable('users').set({ active: 0 }).where('id', '=', row.id).execute();
        await recordDeactivation(trx, 'user', key);
      }
      return { refused: 'the user has orders, so it was deactivated instead of deleted (it can no longer log in)' };
    }
    await trx.deleteFrom('sales_rep_customers').where('user_id', '=', row.id).execute();
    await trx.deleteFrom('carts').where('user_id', '=', row.id).execute();
    await trx.deleteFrom('users').where('id', '=', row.id).execute();
    return 'deleted';
  },
  async search(db, query) {
    const rows = await db.selectFrom('users').select(['username', 'name']).execute();
    const keys = rows
      .filter((r) => (query.keyPrefix ? r.username.startsWith(query.keyPrefix) : true))
      .filter((r) => wordsMatch(query.words, r.username, r.name))
      .map((r) => r.username)
      .sort(byText);
    return { total: keys.length, keys: keys.slice(query.skip, query.skip + query.take) };
  },
  async afterChange(ctx, keys) {
    await ctx.cache.invalidate(AUTH_CACHE);
    if (keys.length === 0) return;
    // New users (no password chosen yet) who have not had their welcome mail: one each, after the commit.
    const due = await ctx.db
      .selectFrom('users')
      .select(['id', 'username', 'name', 'language', 'area_id'])
      .where('username', 'in', keys)
      .where('password_changed_at', '=', NO_PASSWORD_YET)
      .where('active', '=', 1)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('mail_outbox').select('id').where('kind', '=', 'welcome').whereRef('ref', '=', 'users.id'))),
      )
      .execute();
    for (const user of due) await queueSetPasswordMail(ctx.db, user, ctx.config?.publicUrl);
  },
};
