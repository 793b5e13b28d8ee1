/**
 * `user create|deactivate|reset-password|assign-customers`: users for the operator. Create, deactivate and assign go
 * through the `user` document (the same checks as Document/Update, as the operator: the admin role is allowed here),
 * so the document feed records them and a new user gets the welcome mail; reset-password queues a set-password mail.
 */
import { COMPANY_ROLES, isCompanyRole } from '../../../contract/companyRules';
import type { DocumentResult } from '../../../contract/documents';
import { USER_DOCUMENT_ROLES } from '../../../contract/documents/accounts';
import { applyDocuments } from '../../services/documents/apply';
import { userHandler, type UserData } from '../../services/documents/user';
import { normalizeUsername } from '../../services/users';
import { queueSetPasswordMail, WELCOME_TOKEN_TTL_DAYS } from '../../services/welcomeMail';
import { CommandError, UsageError, type AdminCommand, type AdminContext } from '../command';
import { CLI_ACTOR, parse, withDocumentContext } from './documents';

function username(positionals: string[], usage: string): string {
  const name = positionals[0];
  if (!name) throw new UsageError(`Name the user by username (e-mail): ${usage}`);
  return normalizeUsername(name);
}

async function existing(ctx: AdminContext, key: string): Promise<UserData> {
  const data = await userHandler.read(ctx.db, key);
  if (!data) throw new CommandError(`No user ${key}.`);
  return data;
}

/** Applies one user document as the operator; prints what happened; exit code 0, or 1 when it was rejected. */
async function applyUser(ctx: AdminContext, key: string, data: object): Promise<{ code: number; result: DocumentResult }> {
  const outcome = await withDocumentContext(ctx, (docs) => applyDocuments(docs, [{ type: 'user', key, data, index: 1 }], CLI_ACTOR, { operator: true }));
  const result = outcome.results[0]!;
  if (result.outcome === 'rejected') {
    for (const p of result.problems ?? []) ctx.err.write(`${p.path}: ${p.reason}\n`);
    return { code: 1, result };
  }
  return { code: 0, result };
}

const ROLE_NAMES = USER_DOCUMENT_ROLES.join('|');
const COMPANY_ROLE_NAMES = COMPANY_ROLES.join('|');

export const userCommands: AdminCommand[] = [
  {
    name: 'user create',
    usage: 'USERNAME --name NAME [--role R …] [--customer NO …] [--company-role C] [--language L] [--area A]',
    summary: `create a user (roles ${ROLE_NAMES}, default customer); it is mailed a link to choose a password`,
    async run(ctx, args) {
      const { values, positionals } = parse(args, {
        name: { type: 'string' },
        role: { type: 'string', multiple: true },
        customer: { type: 'string', multiple: true },
        'company-role': { type: 'string' },
        language: { type: 'string' },
        area: { type: 'string' },
      });
      const key = username(positionals, this.usage);
      if (positionals.length > 1) throw new UsageError('Name one user.');
      const companyRole = values['company-role'] as string | undefined;
      if (companyRole !== undefined && !isCompanyRole(companyRole)) throw new UsageError(`--company-role is one of ${COMPANY_ROLE_NAMES}.`);
      if (!values.name) throw new UsageError('Give the user a --name.');
      if (await userHandler.read(ctx.db, key)) throw new CommandError(`There is a user ${key} already.`);
      const data = {
        name: values.name,
        roles: (values.role as string[] | undefined) ?? ['customer'],
        customers: (values.customer as string[] | undefined) ?? [],
        ...(companyRole ? { companyRole } : {}),
        ...(values.language ? { language: values.language } : {}),
        ...(values.area ? { areaId: values.area } : {}),
      };
      const { code } = await applyUser(ctx, key, data);
      if (code === 0) ctx.out.write(`Created user ${key}; a mail with a link to choose a password is queued (valid ${WELCOME_TOKEN_TTL_DAYS} days).\n`);
      return code;
    },
  },
  {
    name: 'user deactivate',
    usage: 'USERNAME',
    summary: 'deactivate a user: no more logins, every session ends at once',
    async run(ctx, args) {
      const { positionals } = parse(args);
      const key = username(positionals, this.usage);
      const data = await existing(ctx, key);
      const { code, result } = await applyUser(ctx, key, { ...data, active: false });
      if (code === 0) ctx.out.write(result.outcome === 'unchanged' ? `User ${key} was inactive already.\n` : `Deactivated user ${key}.\n`);
      return code;
    },
  },
  {
    name: 'user company-role',
    usage: `USERNAME ${COMPANY_ROLE_NAMES}`,
    summary: "set a buyer's role in its company (recorded in the company's audit log as the back office's change)",
    async run(ctx, args) {
      const { positionals } = parse(args);
      const key = username(positionals, this.usage);
      const role = positionals[1];
      if (positionals.length !== 2 || !isCompanyRole(role)) throw new UsageError(`Name the user and a company role: ${this.usage}`);
      const data = await existing(ctx, key);
      const { code, result } = await applyUser(ctx, key, { ...data, companyRole: role });
      if (code === 0) ctx.out.write(result.outcome === 'unchanged' ? `User ${key} is ${role} already.\n` : `User ${key} is now ${role} of customer ${data.customers[0] ?? ''}.\n`);
      return code;
    },
  },
  {
    name: 'user reset-password',
    usage: 'USERNAME',
    summary: 'mail the user a new link to choose a password (older links stop working)',
    async run(ctx, args) {
      const { positionals } = parse(args);
      const key = username(positionals, this.usage);
      const user = await ctx.db.selectFrom('users').select(['id', 'username', 'name', 'language', 'area_id', 'active']).where('username', '=', key).executeTakeFirst();
      if (!user) throw new CommandError(`No user ${key}.`);
      if (user.active !== 1) throw new CommandError(`User ${key} is inactive; activate it first (a user document with active: true).`);
      await queueSetPasswordMail(ctx.db, user, ctx.config.publicUrl);
      ctx.out.write(`Queued a mail to ${key} with a link to choose a password (valid ${WELCOME_TOKEN_TTL_DAYS} days).\n`);
      return 0;
    },
  },
  {
    name: 'user assign-customers',
    usage: 'USERNAME CUSTOMER [CUSTOMER …] [--replace]',
    summary: "a rep: add customers it serves (--replace: exactly these); a buyer: move it to the customer",
    async run(ctx, args) {
      const { values, positionals } = parse(args, { replace: { type: 'boolean' } });
      const key = username(positionals, this.usage);
      const customers = positionals.slice(1);
      if (customers.length === 0) throw new UsageError('Name at least one customer number.');
      const data = await existing(ctx, key);
      const isRep = data.roles.includes('impersonation');
      if (!isRep && !data.roles.includes('customer')) throw new CommandError(`User ${key} is neither a buyer nor a sales rep.`);
      if (!isRep && customers.length > 1) throw new UsageError('A buyer belongs to exactly one customer.');
      const next = isRep && values.replace !== true ? [...new Set([...data.customers, ...customers])] : customers;
      // A buyer moved to another customer takes no company role along: it gets that customer's default (complete()).
      const { companyRole, ...rest } = data;
      const moved = !isRep && rest.customers[0] !== next[0];
      const { code, result } = await applyUser(ctx, key, { ...rest, customers: next, ...(companyRole && !moved ? { companyRole } : {}) });
      if (code === 0) ctx.out.write(`User ${key} ${result.outcome === 'unchanged' ? 'already had' : 'now has'} customers ${[...next].sort().join(', ')}.\n`);
      return code;
    },
  },
];
