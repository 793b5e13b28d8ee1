/**
 * Login, anonymous tokens and the current user (SPEC §7 User calls, §6 roles).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TokenResponse, User } from '../../src/api/types';
import type { User as UserRow } from '../db/schema';
import { unauthorized } from '../errors';
import { hashPassword, verifyPassword } from './password';
import { signToken, type TokenClaims } from './tokens';
import { parseJson } from './area';

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
  const roles = parseJson<unknown>(row.roles, []);
  return Array.isArray(roles) ? roles.filter((r): r is string => typeof r === 'string') : [];
}

function toTokenResponse(issued: { token: string; expiresAt: string }): TokenResponse {
  return { token: issued.token, tokenType: 'Bearer', expiresAt: issued.expiresAt };
}

/**
 * Checks username and password; 401 'Unauthorized' for an unknown user, a wrong password or an inactive
 * user — the same reply in all three cases, and always one scrypt verification.
 */
export async function login(app: FastifyInstance, username: string, password: string): Promise<TokenResponse> {
  const user = await app.db
    .selectFrom('users')
    .selectAll()
    .where('username', '=', normalizeUsername(username))
    .executeTakeFirst();
  const ok = await verifyPassword(password, user?.password_hash ?? (await getDummyHash()));
  if (!user || !ok || user.active !== 1) throw unauthorized();
  return toTokenResponse(
    await signToken(app.config.jwtSecret, app.config.tokenTtlSeconds, {
      sub: user.id,
      anon: false,
      roles: userRoles(user),
      customerNumber: user.customer_number,
      impersonatorName: null,
      impersonatorId: null,
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
    }),
  );
}

/** A token issued (iat, whole seconds) before the password change is revoked. */
function issuedBeforePasswordChange(claims: TokenClaims, user: Pick<UserRow, 'password_changed_at'>): boolean {
  const changed = Date.parse(user.password_changed_at);
  return Number.isFinite(changed) && claims.iat < Math.floor(changed / 1000);
}

export interface CurrentUser {
  claims: TokenClaims;
  user: UserRow;
  /** The sales rep while impersonating (claims.impersonatorId), checked like the user. */
  impersonator: UserRow | null;
}

/**
 * The logged-in user of a request, checked against the database: 401 without a token, with an anonymous
 * or invalid token, for an unknown or inactive user, or for a token issued before the user's (or the
 * impersonating rep's) last password change.
 */
export async function loadCurrentUser(app: FastifyInstance, request: FastifyRequest): Promise<CurrentUser> {
  const claims = request.auth;
  if (!claims || claims.anon) throw unauthorized();
  const ids = claims.impersonatorId ? [claims.sub, claims.impersonatorId] : [claims.sub];
  const rows = await app.db.selectFrom('users').selectAll().where('id', 'in', ids).execute();
  const valid = (id: string): UserRow => {
    const row = rows.find((r) => r.id === id);
    if (!row || row.active !== 1 || issuedBeforePasswordChange(claims, row)) throw unauthorized();
    return row;
  };
  const user = valid(claims.sub);
  const impersonator = claims.impersonatorId ? valid(claims.impersonatorId) : null;
  return { claims, user, impersonator };
}

/** GetUser reply. Roles and customer number come from the token (impersonation tokens set them). */
export async function getUserInfo(app: FastifyInstance, current: CurrentUser): Promise<User> {
  const { claims, user } = current;
  const customerNumber = claims.customerNumber ?? null;
  const customer = customerNumber
    ? await app.db
        .selectFrom('customers')
        .select(['name', 'currency_code'])
        .where('customer_number', '=', customerNumber)
        .executeTakeFirst()
    : undefined;
  return {
    name: user.name,
    roles: claims.roles,
    customerNumber,
    extraInfo: {
      impersonatorName: claims.impersonatorName,
      username: user.username,
      ...(customer ? { customerName: customer.name, currencyCode: customer.currency_code } : {}),
      language: user.language,
    },
  };
}
