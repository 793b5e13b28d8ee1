/**
 * PostgreSQL going away while the shop runs (issue 19 'Faults'): the pool's limits, which errors mean "the database
 * is unreachable" (answered 503 by the error handler, kept quiet by the background workers), and one notice per
 * change between reachable and unreachable (server/index.ts logs it). SQLite (a file) never goes away like this.
 */
import pg from 'pg';
import type { PostgresPool } from 'kysely';

/**
 * The pool: at most 10 connections; a request waits at most 3 s for one (a free slot, or a new connection to a
 * server that does not answer) and then fails with the 503, instead of hanging; idle connections are closed after
 * 10 s (fewer dead connections to find after a restart); TCP keep-alive notices a peer that vanished.
 */
export const POOL_OPTIONS = {
  max: 10,
  connectionTimeoutMillis: 3000,
  idleTimeoutMillis: 10_000,
  keepAlive: true,
} as const;

/** Retry-After of the 503: a restart of PostgreSQL takes a few seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable; try again in a moment.';
/** The `error` of the 503's ErrorReply: a code of its own, so a client can tell it from other 503s. */
export const DATABASE_UNAVAILABLE_ERROR = 'DatabaseUnavailable';

/** Errors raised by the pool or its connections (refused, reset, timed out): marked where they arise. */
const connectionErrors = new WeakSet<object>();

/**
 * SQLSTATEs of an unreachable or restarting server: class 08 (connection exception), 57P01 admin_shutdown,
 * 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up, shutting down), 53300 too_many_connections.
 */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/** pg's own messages for a connection that broke, or a pool that could not hand one out in time. */
const PG_CONNECTION_MESSAGES = new Set([
  'Connection terminated',
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
]);

/**
 * True for an error that means the database cannot be reached right now: a connection the pool could not open or
 * that broke (ECONNREFUSED, ECONNRESET, a timeout, "Connection terminated"), or PostgreSQL refusing or ending the
 * session because it stops or starts. Looks through `cause` and AggregateError's `errors`. Connection errors of
 * other services (SMTP, a payment provider) are not meant: generic network codes count only when the pool raised them.
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (typeof err !== 'object' || err === null || depth > 4) return false;
  if (connectionErrors.has(err)) return true;
  if (err instanceof pg.DatabaseError && typeof err.code === 'string' && UNAVAILABLE_SQLSTATE.test(err.code)) return true;
  if (err instanceof Error && PG_CONNECTION_MESSAGES.has(err.message)) return true;
  const { cause, errors } = err as { cause?: unknown; errors?: unknown };
  if (isDatabaseUnavailable(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1));
}

/** Transport errors of the pool and its connections; PostgreSQL's own answers (DatabaseError) go by their SQLSTATE. */
function markConnectionError(err: unknown): void {
  if (typeof err === 'object' && err !== null && !(err instanceof pg.DatabaseError)) connectionErrors.add(err);
}

/** Told `false` (with the error) when the database becomes unreachable, `true` when a connection succeeds again. */
export type AvailabilityListener = (up: boolean, err?: unknown) => void;

/**
 * Reachable or not, as the pool sees it: unreachable from the first connection error, reachable again from the next
 * new connection that opens. Listeners hear each change once (no flood while requests keep failing).
 */
export class DatabaseAvailability {
  private reachable = true;
  private readonly listeners: AvailabilityListener[] = [];

  get up(): boolean {
    return this.reachable;
  }

  watch(listener: AvailabilityListener): void {
    this.listeners.push(listener);
  }

  failed(err: unknown): void {
    if (!this.reachable || !isDatabaseUnavailable(err)) return;
    this.reachable = false;
    for (const listener of this.listeners) listener(false, err);
  }

  connected(): void {
    if (this.reachable) return;
    this.reachable = true;
    for (const listener of this.listeners) listener(true);
  }
}

/**
 * A pg Pool for Kysely that survives PostgreSQL restarts: an idle or checked-out connection that breaks no longer
 * crashes the process (pg emits 'error' on the client and the pool, which without a listener is thrown), its error
 * is marked as a connection error, broken connections leave the pool (pg drops a client that is not queryable when
 * it is released) and the next request opens a new one.
 */
export function watchedPool(connectionString: string): { pool: PostgresPool; availability: DatabaseAvailability } {
  const pool = new pg.Pool({ connectionString, ...POOL_OPTIONS });
  const availability = new DatabaseAvailability();
  pool.on('connect', (client) => {
    availability.connected();
    // The same error object then fails the client's queries, so they are recognised as connection errors too.
    client.on('error', (err) => {
      markConnectionError(err);
      availability.failed(err);
    });
  });
  // An idle client's error (the pool has removed it already).
  pool.on('error', (err) => {
    markConnectionError(err);
    availability.failed(err);
  });
  const connect = async () => {
    try {
      return await pool.connect();
    } catch (err) {
      markConnectionError(err);
      availability.failed(err);
      throw err;
    }
  };
  return { pool: { connect, end: () => pool.end() }, availability };
}
