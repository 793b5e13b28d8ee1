/**
 * The one authentication step (a Fastify plugin): every request that carries a bearer token gets its
 * identity here, checked against the database, before any route runs. Routes read `request.identity`
 * through requireUser / requireRole / customerOf — never the raw token claims.
 *
 * - No Authorization header → identity null (anonymous, where the route allows it).
 * - A header that is not a valid, unexpired token of ours → 401 'Unauthorized' on every route, except the
 *   routes that hand out tokens (`config: { auth: 'ignore' }`: Login, GenerateNotLoggedInToken).
 * - A user token → the user is loaded (cached a few seconds, invalidated on change through the shared cache,
 *   so through Redis when configured) and rejected with 401 when the user is gone or inactive, or when the
 *   user's security stamp changed since the token was issued (password, roles, active flag, customer,
 *   or sessions revoked: see securityStamp).
 * - An impersonation token → the same for the sales rep behind it, who must also still hold the role
 *   `impersonation` and still be assigned to the impersonated user's customer. Its roles are a fixed
 *   allow-list (IMPERSONATION_ROLES ∩ the customer user's roles, plus `impersonation`): back-office roles
 *   are never passed on.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { User as UserRow } from '../db/schema';
import { forbidden, HttpError } from '../errors';
import type { BackofficeScope } from '../../contract/backoffice';
import { looksLikeKey, verifyIntegrationKey, type KeyIdentity } from '../services/backoffice/integrationKeys';
import { sessionInUse } from '../services/impersonationLedger';
import { verifyToken, type TokenClaims } from '../services/tokens';

export const IMPERSONATION_ROLE = 'impersonation';
export const ADMIN_ROLE = 'admin';
/** The roles an impersonation token may carry besides `impersonation`: what is needed to shop. */
export const IMPERSONATION_ROLES: readonly string[] = ['customer'];
/** How long a checked user stays cached across requests (seconds); changes through the services invalidate at once. */
export const AUTH_CACHE_SECONDS = 5;
export const AUTH_CACHE = 'auth';

export interface UserIdentity {
  anonymous: false;
  userId: string;
  username: string;
  name: string;
  language: string;
  /** Effective roles, from the database (impersonation: the allow-listed set plus `impersonation`). */
  roles: string[];
  customerNumber: string | null;
  /** The sales rep acting for this user and the ledger's session it acts in (migration 028), or null. */
  impersonator: { userId: string; name: string; sessionId: string } | null;
  tokenId: string;
}

export interface AnonymousIdentity {
  anonymous: true;
  userId: null;
  roles: [];
  customerNumber: null;
  impersonator: null;
  tokenId: string;
}

export type Identity = UserIdentity | AnonymousIdentity;

declare module 'fastify' {
  interface FastifyRequest {
    /** The checked caller: null without a token, anonymous with an anonymous token. */
    identity: Identity | null;
    /** The checked integration key of a back-office request made by a machine (then identity is null). */
    integrationKey: KeyIdentity | null;
    /** Set on back-office routes once the caller passed requireBackoffice (an admin user or a key with the scope). */
    backofficeCaller: BackofficeCaller | null;
  }
  interface FastifyInstance {
    /** Every route with its auth policy, in registration order (the attack tests walk it). */
    routeAuthTable: RouteAuthEntry[];
  }
  interface FastifyContextConfig {
    /** 'ignore': the route never looks at the Authorization header (token-issuing routes). */
    auth?: 'ignore';
    /** The scope a back-office call needs (every /backoffice route names one; checked before anything else runs). */
    backoffice?: BackofficeScope;
  }
}

export interface RouteAuthEntry {
  method: string;
  url: string;
  /** 'checked': a present token is verified and checked against the database before the handler runs. */
  auth: 'checked' | 'ignore';
  /** The route's request schemas (body, querystring, params), which the fuzz test generates requests from. */
  schema: FastifySchema | undefined;
  /** The scope a back-office route needs (null elsewhere). */
  scope: BackofficeScope | null;
}

/** What the auth step needs of a user row; JSON-safe so it can live in the shared cache. */
interface AuthUser {
  id: string;
  username: string;
  name: string;
  language: string;
  roles: string[];
  customerNumber: string | null;
  active: boolean;
  stamp: string;
}

export function parseRoles(json: string): string[] {
  try {
    const roles: unknown = JSON.parse(json);
    return Array.isArray(roles) ? roles.filter((r): r is string => typeof r === 'string') : [];
  } catch {
    return [];
  }
}

type StampFields = Pick<UserRow, 'id' | 'password_hash' | 'roles' | 'active' | 'customer_number' | 'session_epoch'>;

/**
 * A keyed digest of everything whose change must end the user's sessions: password hash, roles, active flag,
 * customer number and the session epoch (bumped by revokeSessions). Tokens carry it; a mismatch is a 401.
 * Keyed with the token secret, so the value in a (readable) token reveals nothing about the password hash.
 */
export function securityStamp(secret: Uint8Array, row: StampFields): string {
  const roles = [...parseRoles(row.roles)].sort().join(',');
  return createHmac('sha256', secret)
    .update([row.id, row.password_hash, roles, row.active, row.customer_number ?? '', row.session_epoch].join('\u0000'))
    .digest('base64url')
    .slice(0, 22);
}

function sameStamp(a: string | null, b: string): boolean {
  if (!a || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/**
 * RFC 6750: a token that is present but rejected (invalid, expired, revoked) is told apart from a route that
 * simply needs a login, so the storefront knows when its session is over (src/api/sessionRecovery.ts).
 */
export const rejectedToken = () =>
  new HttpError(401, 'Unauthorized', undefined, { 'WWW-Authenticate': 'Bearer error="invalid_token"' });
export const loginRequired = () => new HttpError(401, 'Unauthorized', undefined, { 'WWW-Authenticate': 'Bearer' });

async function loadAuthUser(app: FastifyInstance, userId: string): Promise<AuthUser | null> {
  return app.cache.wrap(AUTH_CACHE, `user:${userId}`, AUTH_CACHE_SECONDS, async () => {
    const row = await app.db
      .selectFrom('users')
      .select(['id', 'username', 'name', 'language', 'roles', 'customer_number', 'active', 'password_hash', 'session_epoch'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!row) return null;
    // A user of an inactive customer is refused like an inactive user (migration 021); customer changes invalidate.
    const customerOk = row.active === 1 && (await customerActive(app.db, row.customer_number));
    return {
      id: row.id,
      username: row.username,
      name: row.name,
      language: row.language,
      roles: parseRoles(row.roles),
      customerNumber: row.customer_number,
      active: row.active === 1 && customerOk,
      stamp: securityStamp(app.config.jwtSecret, row),
    };
  });
}

/** Whether the user's customer (if any) is active: false for a deactivated customer (customers.active = 0). */
export async function customerActive(db: FastifyInstance['db'], customerNumber: string | null): Promise<boolean> {
  if (customerNumber === null) return true;
  const customer = await db.selectFrom('customers').select('active').where('customer_number', '=', customerNumber).executeTakeFirst();
  return customer === undefined || customer.active === 1;
}

/**
 * The id of the rep's current assignment to the customer, or null when there is none. An impersonation token
 * names the assignment it was issued under; a later assignment of the same rep has another id (migration 014).
 */
async function repAssignment(app: FastifyInstance, repId: string, customerNumber: string): Promise<string | null> {
  return app.cache.wrap(AUTH_CACHE, `assigned:${repId}:${customerNumber}`, AUTH_CACHE_SECONDS, async () => {
    const row = await app.db
      .selectFrom('sales_rep_customers')
      .select('assignment_id')
      .where('user_id', '=', repId)
      .where('customer_number', '=', customerNumber)
      .executeTakeFirst();
    return row?.assignment_id ?? null;
  });
}

/** Ends every cached auth decision (call after changing users, roles or rep assignments). */
export async function invalidateAuth(app: FastifyInstance): Promise<void> {
  await app.cache.invalidate(AUTH_CACHE);
}

/** The token's user and (for impersonation) rep, checked against the database; null means 401. */
export async function resolveIdentity(app: FastifyInstance, claims: TokenClaims): Promise<Identity | null> {
  if (claims.anon) {
    return claims.sub === 'anonymous'
      ? { anonymous: true, userId: null, roles: [], customerNumber: null, impersonator: null, tokenId: claims.jti }
      : null;
  }
  const user = await loadAuthUser(app, claims.sub);
  if (!user || !user.active || !sameStamp(claims.stamp, user.stamp)) return null;
  if (!claims.impersonatorId) {
    return {
      anonymous: false,
      userId: user.id,
      username: user.username,
      name: user.name,
      language: user.language,
      roles: user.roles,
      customerNumber: user.customerNumber,
      impersonator: null,
      tokenId: claims.jti,
    };
  }
  const rep = await loadAuthUser(app, claims.impersonatorId);
  if (!rep || !rep.active || !sameStamp(claims.impersonatorStamp, rep.stamp)) return null;
  if (!rep.roles.includes(IMPERSONATION_ROLE) || !user.customerNumber) return null;
  // Assigned now, and still under the assignment the token was issued for (not a later one).
  const assignment = await repAssignment(app, rep.id, user.customerNumber);
  if (assignment === null || assignment !== claims.assignmentId) return null;
  // The ledger's session: open, and used within the idle time (stopping, switching or idling ends the token).
  const sessionId = claims.impersonationSessionId;
  const idleMs = app.config.impersonationIdleMinutes * 60_000;
  if (!sessionId || !(await sessionInUse(app.db, sessionId, { repId: rep.id, userId: user.id }, idleMs))) return null;
  return {
    anonymous: false,
    userId: user.id,
    username: user.username,
    name: user.name,
    language: user.language,
    roles: impersonationRoles(user.roles),
    customerNumber: user.customerNumber,
    impersonator: { userId: rep.id, name: rep.name, sessionId },
    tokenId: claims.jti,
  };
}

/** The roles of a token acting for a user with `roles`: the allow-listed shop roles plus `impersonation`. */
export function impersonationRoles(roles: readonly string[]): string[] {
  return [...roles.filter((r) => IMPERSONATION_ROLES.includes(r)), IMPERSONATION_ROLE];
}

/** A logged-in user (not anonymous), else 401. */
export function requireUser(request: FastifyRequest): UserIdentity {
  const identity = request.identity;
  if (!identity || identity.anonymous) throw loginRequired();
  return identity;
}

/** A logged-in user holding `role`, else 401 (not logged in) or 403. */
export function requireRole(request: FastifyRequest, role: string): UserIdentity {
  const identity = requireUser(request);
  if (!identity.roles.includes(role)) throw forbidden();
  return identity;
}

/** A logged-in user with a customer number (an impersonated customer too), else 401. */
export function requireCustomer(request: FastifyRequest): UserIdentity & { customerNumber: string } {
  const identity = requireUser(request);
  if (!identity.customerNumber) throw loginRequired();
  return identity as UserIdentity & { customerNumber: string };
}

/** The caller's customer number, or null (anonymous, no token, or a user without a customer). */
export function customerOf(request: FastifyRequest): string | null {
  return request.identity?.customerNumber ?? null;
}

/** Who made a back-office call: an admin user or an integration key (recorded with what it changed). */
export type BackofficeCaller =
  | { kind: 'user'; userId: string; name: string; label: string }
  | { kind: 'key'; keyId: string; name: string; label: string };

/**
 * The one check of every back-office call: an admin user, or an integration key holding `scope`. No token → 401;
 * a token of any other role (customer, rep, a rep acting for a customer) or a key without the scope → 403.
 */
export function requireBackoffice(request: FastifyRequest, scope: BackofficeScope): BackofficeCaller {
  const key = request.integrationKey;
  if (key) {
    if (!key.scopes.includes(scope)) throw forbidden(`This key lacks the scope ${scope}`);
    return { kind: 'key', keyId: key.id, name: key.name, label: `key ${key.id} (${key.name})` };
  }
  const user = requireRole(request, ADMIN_ROLE);
  if (user.impersonator) throw forbidden();
  return { kind: 'user', userId: user.userId, name: user.name, label: `user ${user.username}` };
}

export function isLoggedIn(request: FastifyRequest): boolean {
  return request.identity !== null && !request.identity.anonymous;
}

/** How many verified tokens the auth step remembers (least recently used beyond this are verified again). */
export const VERIFIED_TOKENS = 5000;

/**
 * The claims of tokens whose signature, issuer and expiry were verified, kept per app (and so per secret) until they
 * expire: verifying an HS256 token through jose/WebCrypto was about a quarter of a logged-in GetPrices' CPU
 * (bench/results/load-findings.md). Only the signature check is remembered: every request still checks the token's
 * expiry here and its user (security stamp, active flag, customer) in resolveIdentity. A token seen for the first
 * time, or rejected before, is verified in full; rejected tokens are not remembered.
 */
export class VerifiedTokens {
  private readonly claims = new Map<string, TokenClaims>();

  constructor(
    private readonly secret: Uint8Array,
    private readonly size = VERIFIED_TOKENS,
  ) {}

  async claimsOf(token: string): Promise<TokenClaims | null> {
    const known = this.claims.get(token);
    if (known) {
      this.claims.delete(token);
      // jose's rule: a token is expired once exp <= now (seconds).
      if (known.exp > Math.floor(Date.now() / 1000)) {
        this.claims.set(token, known);
        return known;
      }
      return null;
    }
    const claims = await verifyToken(this.secret, token);
    if (!claims) return null;
    if (this.claims.size >= this.size) this.claims.delete(this.claims.keys().next().value!);
    this.claims.set(token, claims);
    return claims;
  }
}

async function authPlugin(app: FastifyInstance): Promise<void> {
  const verified = new VerifiedTokens(app.config.jwtSecret);
  app.decorateRequest('identity', null);
  app.decorateRequest('integrationKey', null);
  app.decorateRequest('backofficeCaller', null);
  const table: RouteAuthEntry[] = [];
  app.decorate('routeAuthTable', table);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      if (route.url.startsWith('/backoffice/') && !route.config?.backoffice) {
        throw new Error(`${method} ${route.url}: a back-office route names its scope (config.backoffice)`);
      }
      table.push({ method, url: route.url, auth: route.config?.auth === 'ignore' ? 'ignore' : 'checked',
        schema: route.schema,
        scope: route.config?.backoffice ?? null,
      });
    }
  });

  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.auth === 'ignore') return;
    const header = request.headers.authorization;
    if (header === undefined) return;
    const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header);
    if (!match?.[1]) throw rejectedToken();
    if (looksLikeKey(match[1])) {
      // Integration keys open the back-office API only; anywhere else they are no token of ours.
      if (!request.url.startsWith('/backoffice/')) throw rejectedToken();
      const key = await verifyIntegrationKey(app.db, match[1]);
      if (!key) throw rejectedToken();
      request.integrationKey = key;
      return;
    }
    const claims = await verified.claimsOf(match[1]);
    const identity = claims ? await resolveIdentity(app, claims) : null;
    if (!identity) throw rejectedToken();
    request.identity = identity;
  });

  // Back-office calls: the caller is checked before the body is even read (no token 401, wrong role or scope 403).
  app.addHook('onRequest', async (request) => {
    const scope = request.routeOptions.config?.backoffice;
    if (scope) request.backofficeCaller = requireBackoffice(request, scope);
  });
}

/** The checked caller of a back-office route (set by the auth plugin before the handler runs). */
export function backofficeCallerOf(request: FastifyRequest): BackofficeCaller {
  if (!request.backofficeCaller) throw new Error('backofficeCallerOf on a route without config.backoffice');
  return request.backofficeCaller;
}

export default fp(authPlugin, { name: 'auth' });
