/**
 * The ledger of what sales reps did for a customer (issue 20): every time a rep acts for a customer user is a
 * session (impersonation_sessions, migration 028) — rep, customer user, the rep's address, start, end and why it
 * ended — and the orders placed in it (orders.impersonation_session_id). Sessions are only ever added; the end is
 * written once. An impersonation token names its session: a stopped, switched or idle session ends the token too
 * (server/plugins/auth.ts asks sessionInUse on every request).
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db';

export const IMPERSONATION_END_REASONS = ['stopped', 'switched', 'expired'] as const;
export type ImpersonationEndReason = (typeof IMPERSONATION_END_REASONS)[number];

/** last_seen_at is written at most this often per session (the inactivity clock needs no finer grain). */
export const TOUCH_INTERVAL_MS = 60_000;

export interface SessionStart {
  rep: { id: string; name: string };
  user: { id: string; name: string };
  customerNumber: string;
  ip: string | null;
}

/** Opens a session for the rep acting for a user (a session of theirs on another device stays as it is). */
export async function startSession(db: Db, start: SessionStart, now = new Date()): Promise<string> {
  const id = randomUUID();
  const at = now.toISOString();
  await db
    .insertInto('impersonation_sessions')
    .values({
      id,
      rep_user_id: start.rep.id,
      rep_name: start.rep.name,
      user_id: start.user.id,
      user_name: start.user.name,
      customer_number: start.customerNumber,
      ip: start.ip,
      started_at: at,
      last_seen_at: at,
      ended_at: null,
      end_reason: null,
    })
    .execute();
  return id;
}

/**
 * Ends the rep's session the request acts in: 'stopped' when the rep stops acting, 'switched' when they act for
 * another user from it. Written once (a session already ended keeps its end).
 */
export async function endSession(db: Db, sessionId: string, repId: string, reason: Exclude<ImpersonationEndReason, 'expired'>, now = new Date()): Promise<void> {
  await db
    .updateTable('impersonation_sessions')
    .set({ ended_at: now.toISOString(), end_reason: reason })
    .where('id', '=', sessionId)
    .where('rep_user_id', '=', repId)
    .where('ended_at', 'is', null)
    .execute();
}

/** When an open session that was last used at `lastSeen` ends by inactivity (ISO time). */
function idleEnd(lastSeen: string, idleMs: number): string {
  return new Date(Date.parse(lastSeen) + idleMs).toISOString();
}

/**
 * Whether the session may still be used by this rep for this user: open and used within `idleMs`. An idle session
 * is ended here ('expired', at the moment it went idle); a used one has its last_seen_at moved (at most once a minute).
 */
export async function sessionInUse(
  db: Db,
  sessionId: string,
  who: { repId: string; userId: string },
  idleMs: number,
  now = new Date(),
): Promise<boolean> {
  const row = await db
    .selectFrom('impersonation_sessions')
    .select(['rep_user_id', 'user_id', 'last_seen_at', 'ended_at'])
    .where('id', '=', sessionId)
    .executeTakeFirst();
  if (!row || row.ended_at !== null || row.rep_user_id !== who.repId || row.user_id !== who.userId) return false;
  const idle = now.getTime() - Date.parse(row.last_seen_at);
  if (idle > idleMs) {
    await db
      .updateTable('impersonation_sessions')
      .set({ ended_at: idleEnd(row.last_seen_at, idleMs), end_reason: 'expired' })
      .where('id', '=', sessionId)
      .where('ended_at', 'is', null)
      .execute();
    return false;
  }
  if (idle >= TOUCH_INTERVAL_MS) {
    await db
      .updateTable('impersonation_sessions')
      .set({ last_seen_at: now.toISOString() })
      .where('id', '=', sessionId)
      .where('ended_at', 'is', null)
      .execute();
  }
  return true;
}

export interface LedgerEntry {
  id: string;
  repName: string;
  userId: string;
  userName: string;
  customerNumber: string;
  ip: string | null;
  startedAt: string;
  /** The end, or null while the session is open and in use. An idle session shows the moment it went idle. */
  endedAt: string | null;
  endReason: ImpersonationEndReason | null;
  /** What was done: the orders placed in the session. */
  orders: { id: string; orderNumber: string; createdAt: string }[];
}

export interface LedgerQuery {
  customerNumber?: string;
  repId?: string;
  /** Sessions started before this time (ISO), for paging back. */
  before?: string;
  limit: number;
  /** Sessions to skip (a page of the customer's ledger). */
  offset?: number;
}

/** Sessions newest first with the orders placed in them; one query for the sessions, one for their orders. */
export async function readLedger(db: Db, query: LedgerQuery, idleMs: number, now = new Date()): Promise<LedgerEntry[]> {
  let q = db.selectFrom('impersonation_sessions').selectAll().orderBy('started_at', 'desc').orderBy('id', 'desc').limit(query.limit);
  if (query.customerNumber !== undefined) q = q.where('customer_number', '=', query.customerNumber);
  if (query.repId !== undefined) q = q.where('rep_user_id', '=', query.repId);
  if (query.before !== undefined) q = q.where('started_at', '<', query.before);
  if (query.offset) q = q.offset(query.offset);
  const sessions = await q.execute();
  if (sessions.length === 0) return [];
  let ordersQuery = db
    .selectFrom('orders')
    .select(['id', 'order_number', 'created_at', 'impersonation_session_id'])
    .where(
      'impersonation_session_id',
      'in',
      sessions.map((s) => s.id),
    )
    .orderBy('created_at');
  // The orders of a customer's sessions are that customer's (looked up with the number, as every customer record).
  if (query.customerNumber !== undefined) ordersQuery = ordersQuery.where('customer_number', '=', query.customerNumber);
  const orders = await ordersQuery.execute();
  const bySession = new Map<string, LedgerEntry['orders']>();
  for (const o of orders) {
    const key = o.impersonation_session_id ?? '';
    const list = bySession.get(key) ?? [];
    list.push({ id: o.id, orderNumber: o.order_number, createdAt: o.created_at });
    bySession.set(key, list);
  }
  return sessions.map((s) => {
    const idle = s.ended_at === null && now.getTime() - Date.parse(s.last_seen_at) > idleMs;
    return {
      id: s.id,
      repName: s.rep_name,
      userId: s.user_id,
      userName: s.user_name,
      customerNumber: s.customer_number,
      ip: s.ip,
      startedAt: s.started_at,
      endedAt: idle ? idleEnd(s.last_seen_at, idleMs) : s.ended_at,
      endReason: idle ? 'expired' : (s.end_reason as ImpersonationEndReason | null),
      orders: bySession.get(s.id) ?? [],
    };
  });
}

/**
 * A page of one customer's ledger for its company admin (newest first) and how many sessions it has in all; the
 * orders of the page's sessions are the customer's own (read with its number).
 */
export async function customerLedgerPage(
  db: Db,
  customerNumber: string,
  page: { offset: number; pageSize: number },
  idleMs: number,
  now = new Date(),
): Promise<{ entries: LedgerEntry[]; total: number }> {
  const counted = await db
    .selectFrom('impersonation_sessions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('customer_number', '=', customerNumber)
    .executeTakeFirst();
  const total = Number(counted?.n ?? 0);
  if (total <= page.offset) return { entries: [], total };
  const entries = await readLedger(db, { customerNumber, limit: page.pageSize, offset: page.offset }, idleMs, now);
  return { entries, total };
}
