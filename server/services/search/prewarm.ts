/**
 * The OS cache warmed with the SQLite database file after the search index is ready (as pg_prewarm does for
 * PostgreSQL's tables): a start from the index snapshot reads no product rows, so the first pages of a search each
 * load their 24 products from disk — at a million products (a 5 GB file) 0.6–5 ms per query on pages not yet cached,
 * 5–7 ms of a search. The file is read once in the background, in large sequential reads on libuv's thread pool
 * (the event loop is never blocked); nothing is kept in the process (no RSS). It is skipped when the file is larger
 * than half the memory the system has available (it would only push other files out), and for PostgreSQL (its own
 * buffers; pg_prewarm is the operator's choice there).
 */
import { open, stat } from 'node:fs/promises';
import os from 'node:os';
import { sql, SqliteAdapter } from 'kysely';
import type { Db } from '../../db';

/** Bytes per read. */
const CHUNK = 4 << 20;
/** The file is read only when at most this share of the available memory. */
const MAX_SHARE_OF_AVAILABLE = 0.5;

export interface PrewarmResult {
  file: string;
  bytes: number;
  ms: number;
  /** Why nothing (or not everything) was read. */
  skipped?: string;
}

/** The main database file of a SQLite database (null for PostgreSQL and in-memory databases). */
async function sqliteFile(db: Db): Promise<string | null> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return null;
  const { rows } = await sql<{ name: string; file: string }>`pragma database_list`.execute(db);
  const file = rows.find((r) => r.name === 'main')?.file;
  return file ? file : null;
}

/** Reads the SQLite file of `db` into the OS cache; `stopped()` ends it early (the app closes). */
export async function prewarmDatabase(db: Db, stopped: () => boolean): Promise<PrewarmResult | null> {
  const file = await sqliteFile(db);
  if (!file) return null;
  const started = performance.now();
  const { size } = await stat(file);
  const available = os.freemem();
  if (size > available * MAX_SHARE_OF_AVAILABLE) {
    return { file, bytes: 0, ms: 0, skipped: `${Math.round(size / 1e6)} MB file, ${Math.round(available / 1e6)} MB available` };
  }
  const handle = await open(file, 'r');
  const buffer = Buffer.allocUnsafe(CHUNK);
  let bytes = 0;
  try {
    while (bytes < size) {
      if (stopped()) return { file, bytes, ms: Math.round(performance.now() - started), skipped: 'stopped' };
      const { bytesRead } = await handle.read(buffer, 0, CHUNK, bytes);
      if (bytesRead === 0) break;
      bytes += bytesRead;
    }
  } finally {
    await handle.close();
  }
  return { file, bytes, ms: Math.round(performance.now() - started) };
}
