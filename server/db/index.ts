import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type Migration,
  type MigrationProvider,
  type SqliteDatabase,
  type SqliteDialectConfig,
} from 'kysely';
import pg from 'pg';
import type { Database as Schema } from './schema';
import { watchedPool, type AvailabilityListener } from './availability';
import * as m001 from './migrations/001_foundation';
import * as m002 from './migrations/002_price_indexes';
import * as m003 from './migrations/003_sessions';
import * as m004 from './migrations/004_commerce';
import * as m005 from './migrations/005_payments';
import * as m006 from './migrations/006_order_rejection';
import * as m007 from './migrations/007_customer_centre';
import * as m008 from './migrations/008_account';
import * as m009 from './migrations/009_forms';
import * as m010 from './migrations/010_order_lines_product';
import * as m011 from './migrations/011_mail_outbox';
import * as m013 from './migrations/013_unit_decimals';
import * as m014 from './migrations/014_rep_assignment_id';
import * as m017 from './migrations/017_order_terms_and_placer';
import * as m018 from './migrations/018_integration_keys';
import * as m019 from './migrations/019_documents';
import * as m020 from './migrations/020_catalogue_changes';
import * as m021 from './migrations/021_accounts';
import * as m022 from './migrations/022_order_state_and_shipments';
import * as m023 from './migrations/023_cache_generations';
import * as m024 from './migrations/024_stock';
import * as m025 from './migrations/025_catalogue_version';
import * as m026 from './migrations/026_company_roles';
import * as m027 from './migrations/027_shared_lists_saved_carts';
import * as m028 from './migrations/028_impersonation_ledger';
import * as m029 from './migrations/029_order_approval';
import * as m030 from './migrations/030_quotes';

export type Db = Kysely<Schema>;
export type DialectName = 'sqlite' | 'postgres';

export interface DbHandle {
  db: Db;
  dialect: DialectName;
  close(): Promise<void>;
  /** PostgreSQL only: told once when the database becomes unreachable and once when it is back (availability.ts). */
  watch?: (listener: AvailabilityListener) => void;
}

/** Migrations are listed here (not read from a folder) so they work the same under tsx, Jest and a bundle. */
export const migrations: Record<string, Migration> = {
  '001_foundation': m001,
  '002_price_indexes': m002,
  '003_sessions': m003,
  '004_commerce': m004,
  '005_payments': m005,
  '006_order_rejection': m006,
  '007_customer_centre': m007,
  '008_account': m008,
  '009_forms': m009,
  '010_order_lines_product': m010,
  '011_mail_outbox': m011,
  '013_unit_decimals': m013,
  '014_rep_assignment_id': m014,
  '017_order_terms_and_placer': m017,
  '018_integration_keys': m018,
  '019_documents': m019,
  '020_catalogue_changes': m020,
  '021_accounts': m021,
  '022_order_state_and_shipments': m022,
  '023_cache_generations': m023,
  '024_stock': m024,
  '025_catalogue_version': m025,
  '026_company_roles': m026,
  '027_shared_lists_saved_carts': m027,
  '028_impersonation_ledger': m028,
  '029_order_approval': m029,
  '030_quotes': m030,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * SQLite transactions take the write lock when they begin (BEGIN IMMEDIATE, waiting up to busy_timeout for it). With
 * a deferred BEGIN, a transaction that reads and then writes fails at once with SQLITE_BUSY when another process
 * wrote in between (busy_timeout does not apply there): two server processes on one file (instances.test.ts) then
 * answered a rare 500 to concurrent orders. Within one process the transactions run one at a time anyway.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/** Prepared statements kept per connection (least recently used beyond this many are finalised by the GC). */
export const SQLITE_STATEMENT_CACHE = 500;

/**
 * better-sqlite3 behind Kysely with its prepared statements reused per SQL text: Kysely prepares every query anew,
 * which under load was about 30 % of a content request's CPU (bench/results/load-findings.md). Safe because Kysely
 * runs one query at a time per connection (a statement is never in use twice at once), and SQLite re-prepares a
 * statement by itself after a schema change.
 */
export function withStatementCache(sqlite: Database.Database, size = SQLITE_STATEMENT_CACHE): SqliteDatabase {
  const statements = new Map<string, Database.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (statement) {
        statements.delete(sql);
      } else {
        statement = sqlite.prepare(sql);
        if (statements.size >= size) statements.delete(statements.keys().next().value!);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}

class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly sqliteConfig: SqliteDialectConfig) {
    super(sqliteConfig);
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.sqliteConfig);
  }
}

export function openDb(options: { databaseUrl?: string | undefined; dataDir: string; file?: string }): DbHandle {
  if (options.databaseUrl) {
    // COUNT(*) and SUM() come back as bigint strings; parse them to numbers (our counts stay far below 2^53).
    pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
    const { pool, availability } = watchedPool(options.databaseUrl);
    const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy(), watch: (listener) => availability.watch(listener) };
  }
  const file = options.file ?? path.join(options.dataDir, 'shop.sqlite');
  createPrivateFile(file);
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  // SQLite gives its -wal/-shm files the database file's permissions; files left by an older version are fixed here.
  for (const suffix of ['-wal', '-shm']) restrictMode(file + suffix);
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Schema>({ dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/** Owner read/write only: the database holds password hashes and customer data. */
const PRIVATE_FILE_MODE = 0o600;

/** Strips group/other permissions from an existing file (a file created before this rule); missing → nothing. */
function restrictMode(file: string): void {
  try {
    if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, PRIVATE_FILE_MODE);
  } catch {
    // missing, or not ours to change: SQLite reports real problems when it opens the file
  }
}

/**
 * Creates the SQLite file with mode 0600 before better-sqlite3 opens it (it would create it 0644 under the usual
 * umask), in a folder created 0700; an existing file loses any group/other permissions.
 */
function createPrivateFile(file: string): void {
  if (file === ':memory:' || file === '') return;
  const dir = path.dirname(file);
  if (!existsSync(dir)) mkdirSync(dir, { recursive: true, mode: 0o700 });
  // 'a' creates the file when missing and never truncates an existing one.
  closeSync(openSync(file, 'a', PRIVATE_FILE_MODE));
  restrictMode(file);
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
