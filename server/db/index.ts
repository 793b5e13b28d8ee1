import path from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type Migration, type MigrationProvider } from 'kysely';
import pg from 'pg';
import type { Database as Schema } from './schema';
import * as m001 from './migrations/001_foundation';
import * as m002 from './migrations/002_price_indexes';
import * as m003 from './migrations/003_sessions';

export type Db = Kysely<Schema>;
export type DialectName = 'sqlite' | 'postgres';

export interface DbHandle {
  db: Db;
  dialect: DialectName;
  close(): Promise<void>;
}

/** Migrations are listed here (not read from a folder) so they work the same under tsx, Jest and a bundle. */
export const migrations: Record<string, Migration> = {
  '001_foundation': m001,
  '002_price_indexes': m002,
  '003_sessions': m003,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export function openDb(options: { databaseUrl?: string | undefined; dataDir: string; file?: string }): DbHandle {
  if (options.databaseUrl) {
    // COUNT(*) and SUM() come back as bigint strings; parse them to numbers (our counts stay far below 2^53).
    pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  const file = options.file ?? path.join(options.dataDir, 'shop.sqlite');
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

export async function migrateDown(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider });
  for (;;) {
    const { error, results } = await migrator.migrateDown();
    if (error) throw error instanceof Error ? error : new Error(String(error));
    if (!results || results.length === 0) return;
  }
}
