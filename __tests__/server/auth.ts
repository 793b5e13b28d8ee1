/**
 * Tokens for server tests without going through Login (no scrypt, no login throttle): signed like the real
 * ones, with the users' current security stamps from the test database.
 */
import type { App } from '../../server/app';
import { impersonationRoles, parseRoles, securityStamp } from '../../server/plugins/auth';
import { startSession } from '../../server/services/impersonationLedger';
import { signToken } from '../../server/services/tokens';

interface TokenOptions {
  /** The sales rep acting for the user (an impersonation token). */
  impersonatorId?: string;
  /** Lifetime in seconds (negative: already expired). */
  ttlSeconds?: number;
  /** Signing secret (default: the app's). */
  secret?: Uint8Array;
}

async function userRow(app: App, id: string) {
  return app.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** A login token for the user with this id, as Login (or Impersonate, with impersonatorId) would issue it now. */
export async function tokenFor(app: App, userId: string, options: TokenOptions = {}): Promise<string> {
  const secret = options.secret ?? app.config.jwtSecret;
  const user = await userRow(app, userId);
  const rep = options.impersonatorId ? await userRow(app, options.impersonatorId) : null;
  const assignment =
    rep && user.customer_number
      ? await app.db
          .selectFrom('sales_rep_customers')
          .select('assignment_id')
          .where('user_id', '=', rep.id)
          .where('customer_number', '=', user.customer_number)
          .executeTakeFirst()
      : undefined;
  // An impersonation token names its ledger session, opened as the server's impersonate() does.
  const sessionId = rep
    ? await startSession(app.db, {
        rep: { id: rep.id, name: rep.name },
        user: { id: user.id, name: user.name },
        customerNumber: user.customer_number ?? '',
        ip: '127.0.0.1',
      })
    : null;
  const { token } = await signToken(secret, options.ttlSeconds ?? 600, {
    sub: user.id,
    anon: false,
    roles: rep ? impersonationRoles(parseRoles(user.roles)) : parseRoles(user.roles),
    customerNumber: user.customer_number,
    impersonatorName: rep?.name ?? null,
    impersonatorId: rep?.id ?? null,
    stamp: securityStamp(app.config.jwtSecret, user),
    impersonatorStamp: rep ? securityStamp(app.config.jwtSecret, rep) : null,
    // A rep without an assignment gets a token of no assignment (refused, as a forged one would be).
    assignmentId: assignment?.assignment_id ?? null,
    impersonationSessionId: sessionId,
  });
  return token;
}

/** The id of the user with this username. */
export async function userId(app: App, username: string): Promise<string> {
  const row = await app.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow();
  return row.id;
}

/** A token for the user with this username (see tokenFor). */
export async function tokenForUsername(app: App, username: string, options: TokenOptions = {}): Promise<string> {
  return tokenFor(app, await userId(app, username), options);
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Adds an active user with these roles (password and dates copied from the fixture user u-customer); returns the id. */
export async function addUser(app: App, id: string, roles: string[], customerNumber: string | null = null): Promise<string> {
  const template = await userRow(app, 'u-customer');
  await app.db
    .insertInto('users')
    .values({
      id,
      username: `${id}@example.com`,
      password_hash: template.password_hash,
      name: `User ${id}`,
      roles: JSON.stringify(roles),
      customer_number: customerNumber,
      area_id: 'b2b',
      language: 'da',
      active: 1,
      created_at: template.created_at,
      password_changed_at: template.password_changed_at,
    })
    .execute();
  return id;
}
