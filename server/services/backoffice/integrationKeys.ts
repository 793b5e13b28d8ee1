/**
 * Integration keys (issue 18): how an ERP or a PIM calls the back-office API without a password or an 8-hour login.
 *
 * A key reads `ik_<id>_<secret>`: the id finds the row, the secret (32 random bytes, base64url) is compared with the
 * stored SHA-256 in constant time. The whole key is shown once, at creation; the database holds only the hash.
 * A key is refused (401) when unknown, malformed or revoked; it carries scopes (contract/backoffice.ts) and a
 * back-office call outside them is a 403. Its last use is recorded (at most once a minute per key, so a busy
 * import does not write a row per request).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { BACKOFFICE_SCOPES, type BackofficeScope } from '../../../contract/backoffice';
import type { Db } from '../../db';

export const KEY_PREFIX = 'ik_';
const KEY_PATTERN = /^ik_([A-Za-z0-9]{12})_([A-Za-z0-9_-]{43})$/;
/** Last-used times are written at most this often per key (ms). */
const TOUCH_INTERVAL_MS = 60_000;

export interface IntegrationKey {
  id: string;
  name: string;
  scopes: BackofficeScope[];
  createdAt: string;
  createdBy: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** The checked caller of a back-office request made with a key. */
export interface KeyIdentity {
  id: string;
  name: string;
  scopes: BackofficeScope[];
}

export class IntegrationKeyError extends Error {}

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

export function isScope(value: string): value is BackofficeScope {
  return (BACKOFFICE_SCOPES as readonly string[]).includes(value);
}

function parseScopes(json: string): BackofficeScope[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((s): s is BackofficeScope => typeof s === 'string' && isScope(s)) : [];
  } catch {
    return [];
  }
}

/** Whether a bearer token looks like one of our integration keys (as opposed to a login token). */
export const looksLikeKey = (token: string) => token.startsWith(KEY_PREFIX);

function randomId(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  const bytes = randomBytes(12);
  return [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
}

/** Creates a key; the answer's `key` is the only time the secret exists outside the caller's hands. */
export async function createIntegrationKey(
  db: Db,
  input: { name: string; scopes: readonly string[]; createdBy: string },
): Promise<{ key: string; record: IntegrationKey }> {
  const name = input.name.trim();
  if (!name || name.length > 100) throw new IntegrationKeyError('A key needs a name of 1 to 100 characters.');
  const unknown = input.scopes.filter((s) => !isScope(s));
  if (unknown.length > 0) {
    throw new IntegrationKeyError(`Unknown scope ${unknown.join(', ')}; scopes are ${BACKOFFICE_SCOPES.join(', ')}.`);
  }
  if (input.scopes.length === 0) throw new IntegrationKeyError(`Name at least one scope: ${BACKOFFICE_SCOPES.join(', ')}.`);
  const scopes = [...new Set(input.scopes)].filter(isScope).sort();
  const id = randomId();
  const secret = randomBytes(32).toString('base64url');
  const createdAt = new Date().toISOString();
  await db
    .insertInto('integration_keys')
    .values({ id, name, secret_hash: hashOf(secret), scopes: JSON.stringify(scopes), created_at: createdAt, created_by: input.createdBy })
    .execute();
  return {
    key: `${KEY_PREFIX}${id}_${secret}`,
    record: { id, name, scopes, createdAt, createdBy: input.createdBy, lastUsedAt: null, revokedAt: null },
  };
}

export async function listIntegrationKeys(db: Db): Promise<IntegrationKey[]> {
  const rows = await db.selectFrom('integration_keys').selectAll().orderBy('created_at').orderBy('id').execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    scopes: parseScopes(r.scopes),
    createdAt: r.created_at,
    createdBy: r.created_by,
    lastUsedAt: r.last_used_at,
    revokedAt: r.revoked_at,
  }));
}

/** Revokes a key at once (every instance reads the row on each request). False when there is no such key. */
export async function revokeIntegrationKey(db: Db, id: string): Promise<boolean> {
  const result = await db
    .updateTable('integration_keys')
    .set({ revoked_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) return true;
  const row = await db.selectFrom('integration_keys').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined; // already revoked: still a success
}

/** The key's identity, or null (unknown, malformed, wrong secret, revoked): a 401. Read from the database every time. */
export async function verifyIntegrationKey(db: Db, token: string): Promise<KeyIdentity | null> {
  const match = KEY_PATTERN.exec(token);
  if (!match?.[1] || !match[2]) return null;
  const row = await db
    .selectFrom('integration_keys')
    .select(['id', 'name', 'secret_hash', 'scopes', 'revoked_at', 'last_used_at'])
    .where('id', '=', match[1])
    .executeTakeFirst();
  if (!row || row.revoked_at !== null) return null;
  const given = Buffer.from(hashOf(match[2]), 'hex');
  const stored = Buffer.from(row.secret_hash, 'hex');
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) return null;
  const now = Date.now();
  if (row.last_used_at === null || now - Date.parse(row.last_used_at) > TOUCH_INTERVAL_MS) {
    await db.updateTable('integration_keys').set({ last_used_at: new Date(now).toISOString() }).where('id', '=', row.id).execute();
  }
  return { id: row.id, name: row.name, scopes: parseScopes(row.scopes) };
}
