import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

/** Claims of our bearer tokens. Anonymous tokens carry anon: true and no user. */
export interface TokenClaims {
  sub: string; // user id, or 'anonymous'
  anon: boolean;
  roles: string[];
  customerNumber: string | null;
  /** Set while a sales rep acts for a customer: the rep's name (SPEC §3 User.extraInfo.impersonatorName). */
  impersonatorName: string | null;
  /** The sales rep's user id while impersonating. */
  impersonatorId: string | null;
  /** Security stamp of the user when the token was issued (server/plugins/auth.ts securityStamp); null for anonymous. */
  stamp: string | null;
  /** Security stamp of the sales rep while impersonating. */
  impersonatorStamp: string | null;
  /** While impersonating: the id of the rep's assignment to the customer the token was issued under (sales_rep_customers). */
  assignmentId: string | null;
  /** While impersonating: the ledger's session (impersonation_sessions.id, migration 028); it ends with the session. */
  impersonationSessionId: string | null;
  iat: number;
  exp: number;
  jti: string;
}

const ALG = 'HS256';
const ISSUER = 'b2b-webshop';

export interface IssuedToken {
  token: string;
  expiresAt: string;
}

export async function signToken(
  secret: Uint8Array,
  ttlSeconds: number,
  claims: Omit<TokenClaims, 'iat' | 'exp' | 'jti' | 'impersonationSessionId'> & { impersonationSessionId?: string | null },
): Promise<IssuedToken> {
  const now = Math.floor(Date.now() / 1000);
  const exp = now + ttlSeconds;
  const token = await new SignJWT({
    anon: claims.anon,
    roles: claims.roles,
    cn: claims.customerNumber,
    imp: claims.impersonatorName,
    impId: claims.impersonatorId,
    st: claims.stamp,
    ist: claims.impersonatorStamp,
    asg: claims.assignmentId,
    ses: claims.impersonationSessionId ?? null,
  })
    .setProtectedHeader({ alg: ALG, typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setIssuedAt(now)
    .setExpirationTime(exp)
    .setJti(randomUUID())
    .sign(secret);
  return { token, expiresAt: new Date(exp * 1000).toISOString() };
}

/** Verifies signature (HS256 only), issuer and expiry. Returns null for any invalid token. */
export async function verifyToken(secret: Uint8Array, token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: [ALG], issuer: ISSUER });
    if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number' || typeof payload.iat !== 'number') {
      return null;
    }
    const roles = Array.isArray(payload.roles) ? payload.roles.filter((r): r is string => typeof r === 'string') : [];
    return {
      sub: payload.sub,
      anon: payload.anon === true,
      roles,
      customerNumber: typeof payload.cn === 'string' ? payload.cn : null,
      impersonatorName: typeof payload.imp === 'string' ? payload.imp : null,
      impersonatorId: typeof payload.impId === 'string' ? payload.impId : null,
      stamp: typeof payload.st === 'string' ? payload.st : null,
      impersonatorStamp: typeof payload.ist === 'string' ? payload.ist : null,
      assignmentId: typeof payload.asg === 'string' ? payload.asg : null,
      impersonationSessionId: typeof payload.ses === 'string' ? payload.ses : null,
      iat: payload.iat,
      exp: payload.exp,
      jti: typeof payload.jti === 'string' ? payload.jti : '',
    };
  } catch (err) {
    if (err instanceof joseErrors.JOSEError) return null;
    throw err;
  }
}
