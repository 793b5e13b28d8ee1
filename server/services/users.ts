/**
 * Login, anonymous tokens and the current user (SPEC §7 User calls, §6 roles).
 */
import type { FastifyInstance } from 'fastify';
import type { TokenResponse, User } from '../../contract/user';
import type { User as UserRow } from '../db/schema';
import { HttpError, unauthorized } from '../errors';
import { customerActive, invalidateAuth, parseRoles, securityStamp, type UserIdentity } from '../plugins/auth';
import { customerVatRateBp } from './cart/methods';
import { companyLimitsOf } from './company/limits';
import { companyRoleOf } from './company/roles';
import type { LoginThrottle } from './loginThrottle';
import { hashPassword, verifyPassword } from './password';
import { signToken } from './tokens';

/** A hash no password matches in practice; verifying against it keeps unknown-user logins as slow as real ones. */
let dummyHash: Promise<string> | null = null;
function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(`dummy-${Math.random()}`);
  return dummyHash;
}

/** Computes the dummy hash ahead of the first login (call when the routes are registered). */
export async function prepareLogin(): Promise<void> {
  await getDummyHash();
}

export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}

export function userRoles(row: Pick<UserRow, 'roles'>): string[] {
  return parseRoles(row.roles);
}

function toTokenResponse(issued: { token: string; expiresAt: string }): TokenResponse {
  return { token: issued.token, tokenType: 'Bearer', expiresAt: issued.expiresAt };
}

export const LOGIN_THROTTLED_MESSAGE = 'Too many failed login attempts. Please wait and try again.';

/**
 * Checks username and password; 401 'Unauthorized' for an unknown user, a wrong password or an inactive
 * user — the same reply in all three cases, and always one scrypt verification. Attempts are counted per
 * account and per IP before the password is checked, and a success takes its count back (services/loginThrottle.ts):
 * over the limit → 429 with Retry-After, before the password is even checked, for existing and unknown accounts alike.
 */
export async function login(
  app: FastifyInstance,
  throttle: LoginThrottle,
  attempt: { username: string; password: string; ip: string },
): Promise<TokenResponse> {
  const username = normalizeUsername(attempt.username);
  // Counted before the (slow) verification, so parallel guesses cannot all pass one check; a success gives it back.
  const wait = await throttle.begin(username, attempt.ip);
  if (wait > 0) throw new HttpError(429, LOGIN_THROTTLED_MESSAGE, undefined, { 'Retry-After': String(wait) });
  const user = await app.db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
  const ok = await verifyPassword(attempt.password, user?.password_hash ?? (await getDummyHash()));
  if (!user || !ok || user.active !== 1 || !(await customerActive(app.db, user.customer_number))) throw unauthorized();
  await throttle.succeeded(username, attempt.ip);
  // The company's user list shows it (migration 026).
  await app.db.updateTable('users').set({ last_login_at: new Date().toISOString() }).where('id', '=', user.id).execute();
  return issueLoginToken(app, user);
}

/** A login token for the user as the row is now (its security stamp): Login, and ChangePassword's fresh token. */
export async function issueLoginToken(app: FastifyInstance, user: UserRow): Promise<TokenResponse> {
  return toTokenResponse(
    await signToken(app.config.jwtSecret, app.config.tokenTtlSeconds, {
      sub: user.id,
      anon: false,
      roles: userRoles(user),
      customerNumber: user.customer_number,
      impersonatorName: null,
      impersonatorId: null,
      stamp: securityStamp(app.config.jwtSecret, user),
      impersonatorStamp: null,
      assignmentId: null,
    }),
  );
}

export async function generateAnonymousToken(app: FastifyInstance): Promise<TokenResponse> {
  return toTokenResponse(
    await signToken(app.config.jwtSecret, app.config.anonTokenTtlSeconds, {
      sub: 'anonymous',
      anon: true,
      roles: [],
      customerNumber: null,
      impersonatorName: null,
      impersonatorId: null,
      stamp: null,
      impersonatorStamp: null,
      assignmentId: null,
    }),
  );
}

/** GetUser reply, from the checked identity (an impersonation token answers the customer user and the rep's name). */
export async function getUserInfo(app: FastifyInstance, identity: UserIdentity): Promise<User> {
  const customerNumber = identity.customerNumber;
  const companyRole = customerNumber ? await companyRoleOf(app.db, identity.userId) : null;
  const companyLimits = companyRole ? await companyLimitsOf(app.db, identity.userId) : null;
  const customer = customerNumber
    ? await Promise.all([
        app.db
          .selectFrom('customers')
          .select(['name', 'currency_code'])
          .where('customer_number', '=', customerNumber)
          .executeTakeFirst(),
        customerVatRateBp(app, customerNumber),
      ]).then(([row, vatRateBp]) => row && { ...row, vatRateBp })
    : undefined;
  return {
    name: identity.name,
    roles: identity.roles,
    customerNumber,
    ...(companyRole ? { companyRole } : {}),
    ...(companyLimits ? { companyLimits } : {}),
    extraInfo: {
      impersonatorName: identity.impersonator?.name ?? null,
      username: identity.username,
      ...(customer
        ? { customerName: customer.name, currencyCode: customer.currency_code, vatPercentage: customer.vatRateBp / 100 }
        : {}),
      language: identity.language,
    },
  };
}

/**
 * Ends every session of a user: tokens issued before are rejected from the next request on (the security
 * stamp changes). Password changes, deactivation and role changes end sessions by themselves.
 */
export async function revokeSessions(app: FastifyInstance, userId: string): Promise<void> {
  await app.db
    .updateTable('users')
    .set((eb) => ({ session_epoch: eb('session_epoch', '+', 1) }))
    .where('id', '=', userId)
    .execute();
  await invalidateAuth(app);
}
