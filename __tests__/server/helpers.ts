/**
 * Test app factory. SQLite in a temp DATA_DIR by default; with TEST_DATABASE_URL set (CI), a fresh
 * PostgreSQL database is created for each app on that server and dropped again in close().
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp, type App } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { migrateToLatest, openDb, type Db, type DbHandle } from '../../server/db';
import { MemoryCache } from '../../server/services/cache';
import { insertFixtures } from './fixtures';

export const TEST_JWT_SECRET = 'test-secret-0123456789abcdef0123456789abcdef';

export interface TestAppOptions {
  /** Run the demo seed (server/seed) with `seedProducts` products. */
  seed?: boolean;
  seedProducts?: number;
  /** Insert the small hand-written fixtures (default: true unless seed). */
  fixtures?: boolean;
  /** Skip migrations (for the migration test). */
  migrate?: boolean;
  /** Extra environment for loadConfig, e.g. { LOGIN_RATE_LIMIT: '3' }. */
  env?: Record<string, string>;
  /** Where the app's log lines go (with env LOG_LEVEL); without it the app does not log. */
  logTo?: { write(line: string): void };
  /**
   * A second app over the same DATA_DIR and database (another instance, or the same one restarted): no seed or
   * fixtures; its close() leaves the data to the first app.
   */
  sameDataAs?: TestApp;
}

export interface TestApp {
  app: App;
  db: Db;
  config: Config;
  dataDir: string;
  handle: DbHandle;
  close(): Promise<void>;
}

interface TestDatabase {
  databaseUrl: string | undefined;
  drop(): Promise<void>;
}

/** A uniquely named PostgreSQL database on the TEST_DATABASE_URL server (or nothing for SQLite). */
export async function createTestDatabase(): Promise<TestDatabase> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) return { databaseUrl: undefined, drop: async () => undefined };
  const name = `shop_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      try {
        // pg's Pool.end() resolves before the server has seen every Terminate message; a forced drop
        // at that moment kills those sessions and the client emits an unhandled 57P01 error. Wait for them.
        for (let i = 0; i < 50; i++) {
          const { rows } = await c.query<{ n: number }>(
            'select count(*)::int as n from pg_stat_activity where datname = $1',
            [name],
          );
          if ((rows[0]?.n ?? 0) === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await c.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const shared = options.sameDataAs;
  const dataDir = shared ? shared.dataDir : mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
  const database: TestDatabase = shared
    ? { databaseUrl: shared.config.databaseUrl, drop: async () => undefined }
    : await createTestDatabase();
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: TEST_JWT_SECRET,
    SEED: 'false',
    HOST: '127.0.0.1',
    // Card payments through the sandbox, chosen as a production start would have to (paymentProvider.test.ts
    // covers the other choices).
    PAYMENT_PROVIDER: 'sandbox',
    // A folder without index.html: no SPA fallback unless a test asks for it.
    STATIC_DIR: path.join(dataDir, 'no-static'),
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    ...options.env,
  });
  const handle = openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const cleanup = async () => {
    await handle.close().catch(() => undefined);
    if (shared) return;
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    if (options.migrate !== false) await migrateToLatest(handle.db);
    if (shared) {
      // The first app's data is there already.
    } else if (options.seed) {
      // Loaded lazily so suites without the seed do not depend on it.
      const { seedDemo } = await import('../../server/seed');
      await seedDemo(handle.db, { products: options.seedProducts ?? 120, mediaDir: path.join(dataDir, 'media') });
    }
    if (!shared && (options.fixtures ?? !options.seed)) await insertFixtures(handle.db);
    const app = await buildApp({
      config,
      db: handle.db,
      dialect: handle.dialect,
      cache: new MemoryCache(),
      logger: options.logTo ?? false,
    });
    return {
      app,
      db: handle.db,
      config,
      dataDir,
      handle,
      async close() {
        await app.close();
        await cleanup();
      },
    };
  } catch (err) {
    await cleanup();
    throw err;
  }
}

/** Parses a JSON reply body with a type (tests only; the shape is asserted by the test). */
export function body<T>(response: { body: string }): T {
  return JSON.parse(response.body) as T;
}
