/**
 * Tiny shared benchmark harness (used by bench/run.ts and every bench/*.bench.ts).
 *
 * A bench file default-exports `defineBench({ name, run(ctx, database) })`. run.ts prepares the databases once
 * (seeded with ctx.products products: a cached SQLite file under bench/.data, and PostgreSQL when
 * BENCH_DATABASE_URL is set) and calls every bench for every database. Inside run():
 *
 *   const bench = await startApp(database);                 // the real app (buildApp) on that database
 *   const r = await measure(bench, 'name', { method: 'POST', url: '/api/…', payload }, { requests: 300 });
 *   ctx.report(r);                                          // printed in the summary table
 *   await bench.close();
 *
 * measure() times each request as the round trip of app.inject (default) or of real HTTP over keep-alive
 * (BENCH_HTTP=1), and also records the server's own time per request (Fastify reply.elapsedTime, onRequest →
 * onResponse, so routing, validation, handler and serialisation). It prints p50/p95/p99/max and req/s.
 *
 * Environment: BENCH_PRODUCTS (else SEED_PRODUCTS, else 100000), BENCH_DATABASE_URL (a PostgreSQL server URL; a
 * database shop_bench_<n> is created on it and reused), BENCH_REQUESTS (per measurement, default 300),
 * BENCH_WARMUP (default 30), BENCH_CONCURRENCY (default 1), BENCH_HTTP=1, BENCH_ONLY=<bench name substring>.
 */
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { buildApp, type App } from '../server/app';
import { loadConfig } from '../server/config';
import { migrateToLatest, openDb, type Db, type DbHandle } from '../server/db';
import { MemoryCache } from '../server/services/cache';

export const BENCH_DIR = __dirname;
export const DATA_DIR = path.join(__dirname, '.data');

export type DatabaseKind = 'sqlite' | 'postgres';

export interface BenchDatabase {
  kind: DatabaseKind;
  /** 'SQLite' or 'PostgreSQL'. */
  label: string;
  products: number;
  /** SQLite file. */
  file?: string;
  /** PostgreSQL database URL. */
  databaseUrl?: string;
  /** DATA_DIR of the app (media files of the seed). */
  dataDir: string;
  /** Seconds the seed took (0 when a cached database was reused). */
  seedSeconds: number;
}

export interface BenchOptions {
  requests: number;
  warmup: number;
  concurrency: number;
  http: boolean;
}

export interface BenchResult {
  bench: string;
  name: string;
  database: string;
  requests: number;
  errors: number;
  /** Client-side round trip (inject or HTTP), ms. */
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
  /** Server-side time (reply.elapsedTime), ms. */
  serverP50: number;
  serverP95: number;
  serverP99: number;
  serverMax: number;
  rps: number;
  /** Free-form note printed after the figures (e.g. the result size). */
  note?: string;
}

export interface BenchContext {
  products: number;
  options: BenchOptions;
  results: BenchResult[];
  /** Adds a result to the summary. */
  report(result: BenchResult): void;
  /** Prints a line under the current bench's header. */
  log(message: string): void;
  /** Checks a figure against its target (printed as PASS/FAIL in the summary; a miss sets exit code 1). */
  target(target: Omit<BenchTarget, 'database'>): void;
}

/** A figure and the most it may be (issue 19: targets at a million products). */
export interface BenchTarget {
  database: string;
  name: string;
  value: number;
  limit: number;
  unit: string;
}

/** PASS/FAIL table of the targets checked in a run. */
export function printTargets(targets: readonly BenchTarget[]): boolean {
  if (targets.length === 0) return true;
  console.log('\n=== Targets');
  let met = true;
  for (const t of targets) {
    const pass = t.value <= t.limit;
    met &&= pass;
    const figure = `${t.value.toFixed(t.value < 100 ? 2 : 0)} ${t.unit}`;
    console.log(`${pass ? 'PASS' : 'FAIL'}  ${`${t.database}: ${t.name}`.padEnd(60)} ${figure.padStart(12)}  (target ≤ ${t.limit} ${t.unit})`);
  }
  return met;
}

export interface Bench {
  name: string;
  run(ctx: BenchContext, database: BenchDatabase): Promise<void>;
  /**
   * The bench makes its own database (e.g. an empty shop to import into): run.ts seeds none when only such benches
   * run, and calls it once with a placeholder (kind and label only).
   */
  ownDatabase?: boolean;
}

export const defineBench = (bench: Bench): Bench => bench;

export function benchOptions(env: NodeJS.ProcessEnv = process.env): BenchOptions {
  const int = (value: string | undefined, fallback: number) => {
    const n = Number(value);
    return value && Number.isInteger(n) && n > 0 ? n : fallback;
  };
  return {
    requests: int(env.BENCH_REQUESTS, 300),
    warmup: int(env.BENCH_WARMUP, 30),
    concurrency: int(env.BENCH_CONCURRENCY, 1),
    http: env.BENCH_HTTP === '1' || env.BENCH_HTTP === 'true',
  };
}

export function benchProducts(env: NodeJS.ProcessEnv = process.env): number {
  const value = env.BENCH_PRODUCTS ?? env.SEED_PRODUCTS;
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : 100_000;
}

// ------------------------------------------------------------------ databases

async function productCount(db: Db): Promise<number> {
  try {
    const row = await db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
    return Number(row?.n ?? 0);
  } catch {
    return -1; // no schema yet
  }
}

async function seed(db: Db, products: number, dataDir: string, label: string): Promise<number> {
  const { seedDemo } = await import('../server/seed');
  const started = performance.now();
  let last = 0;
  await seedDemo(db, {
    products,
    mediaDir: path.join(dataDir, 'media'),
    log: (message) => {
      // Progress at most every 5 s.
      if (performance.now() - last > 5000 || !message.includes('/')) {
        last = performance.now();
        console.log(`  [${label}] ${message}`);
      }
    },
  });
  return (performance.now() - started) / 1000;
}

/** A seeded SQLite database under bench/.data, reused when it holds the right number of products. */
export async function prepareSqlite(products: number): Promise<BenchDatabase> {
  mkdirSync(DATA_DIR, { recursive: true });
  const file = path.join(DATA_DIR, `shop-${products}.sqlite`);
  const database: BenchDatabase = { kind: 'sqlite', label: 'SQLite', products, file, dataDir: DATA_DIR, seedSeconds: 0 };
  if (existsSync(file)) {
    const handle = openDb({ dataDir: DATA_DIR, file });
    const n = await productCount(handle.db);
    // A database seeded by an older version gets the migrations since (the app under test expects its schema).
    if (n === products) await migrateToLatest(handle.db);
    await handle.close();
    if (n === products && existsSync(path.join(DATA_DIR, 'media'))) {
      console.log(`SQLite: reusing ${path.relative(process.cwd(), file)} (${n} products)`);
      return database;
    }
  }
  // Seed into a temporary file and move it into place, so an interrupted seed is never reused.
  const temp = `${file}.seeding`;
  for (const f of [temp, `${temp}-wal`, `${temp}-shm`, file, `${file}-wal`, `${file}-shm`]) rmSync(f, { force: true });
  console.log(`SQLite: seeding ${products} products into ${path.relative(process.cwd(), file)} …`);
  const handle = openDb({ dataDir: DATA_DIR, file: temp });
  await migrateToLatest(handle.db);
  database.seedSeconds = await seed(handle.db, products, DATA_DIR, 'SQLite');
  await handle.close();
  renameSync(temp, file);
  for (const suffix of ['-wal', '-shm']) if (existsSync(temp + suffix)) renameSync(temp + suffix, file + suffix);
  return database;
}

/** A seeded database shop_bench_<n> on the PostgreSQL server of `serverUrl`, reused when complete. */
export async function preparePostgres(serverUrl: string, products: number): Promise<BenchDatabase> {
  const name = `shop_bench_${products}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dataDir = path.join(DATA_DIR, `pg-${products}`);
  mkdirSync(dataDir, { recursive: true });
  const database: BenchDatabase = { kind: 'postgres', label: 'PostgreSQL', products, databaseUrl, dataDir, seedSeconds: 0 };

  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount) {
      const handle = openDb({ databaseUrl, dataDir });
      const n = await productCount(handle.db);
      if (n === products) await migrateToLatest(handle.db);
      await handle.close();
      if (n === products && existsSync(path.join(dataDir, 'media'))) {
        console.log(`PostgreSQL: reusing database ${name} (${n} products)`);
        return database;
      }
      await admin.query(`drop database "${name}" with (force)`);
    }
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  console.log(`PostgreSQL: seeding ${products} products into database ${name} …`);
  const handle = openDb({ databaseUrl, dataDir });
  try {
    await migrateToLatest(handle.db);
    database.seedSeconds = await seed(handle.db, products, dataDir, 'PostgreSQL');
    // Fresh statistics for the planner.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query('analyze');
    } finally {
      await client.end();
    }
  } finally {
    await handle.close();
  }
  return database;
}

// ------------------------------------------------------------------ apps

export interface BenchApp {
  app: App;
  db: Db;
  database: BenchDatabase;
  /** Base URL when listening (BENCH_HTTP=1). */
  baseUrl: string | null;
  close(): Promise<void>;
}

/** Server-side times recorded by the onResponse hook of each bench app. */
const serverTimes = new WeakMap<App, number[]>();

/** The real app (buildApp) on a prepared database; listens on a random port when options.http. */
export async function startApp(
  database: BenchDatabase,
  options: { env?: Record<string, string>; http?: boolean; beforeReady?: (app: App) => void } = {},
): Promise<BenchApp> {
  const config = loadConfig({
    DATA_DIR: database.dataDir,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    JWT_SECRET: 'bench-secret-0123456789abcdef0123456789abcdef',
    SEED: 'false',
    HOST: '127.0.0.1',
    PORT: '0',
    STATIC_DIR: path.join(database.dataDir, 'no-static'),
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    ...options.env,
  });
  const handle: DbHandle = openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, file: database.file });
  const app = await buildApp({ config, db: handle.db, dialect: handle.dialect, cache: new MemoryCache(), logger: false });
  const times: number[] = [];
  serverTimes.set(app, times);
  app.addHook('onResponse', async (_request, reply) => {
    times.push(reply.elapsedTime);
  });
  // Hooks of a bench's own (they can only be added before the app is ready).
  options.beforeReady?.(app);
  let baseUrl: string | null = null;
  if (options.http ?? benchOptions().http) {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address() as AddressInfo;
    baseUrl = `http://127.0.0.1:${address.port}`;
  } else {
    await app.ready();
  }
  return {
    app,
    db: handle.db,
    database,
    baseUrl,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

// ------------------------------------------------------------------ measuring

export interface RequestSpec {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  query?: Record<string, string>;
  payload?: unknown;
  headers?: Record<string, string>;
}

export interface Reply {
  statusCode: number;
  body: string;
}

/** One request through inject or HTTP. */
export async function send(bench: BenchApp, spec: RequestSpec): Promise<Reply> {
  const method = spec.method ?? (spec.payload === undefined ? 'GET' : 'POST');
  if (bench.baseUrl) {
    const url = new URL(spec.url, bench.baseUrl);
    for (const [k, v] of Object.entries(spec.query ?? {})) url.searchParams.set(k, v);
    const res = await fetch(url, {
      method,
      headers: { ...(spec.payload === undefined ? {} : { 'content-type': 'application/json' }), ...spec.headers },
      ...(spec.payload === undefined ? {} : { body: JSON.stringify(spec.payload) }),
    });
    return { statusCode: res.status, body: await res.text() };
  }
  const res = await bench.app.inject({
    method,
    url: spec.url,
    ...(spec.query ? { query: spec.query } : {}),
    ...(spec.headers ? { headers: spec.headers } : {}),
    ...(spec.payload === undefined ? {} : { payload: spec.payload as Record<string, unknown> }),
  });
  return { statusCode: res.statusCode, body: res.body };
}

export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

export interface MeasureOptions extends Partial<BenchOptions> {
  /** Status every reply must have (default 200); others count as errors. */
  expectStatus?: number;
  /** Inspects the first reply (e.g. to note the result size). */
  onFirstReply?: (reply: Reply) => string | void;
  bench?: string;
}

/** Sends `requests` requests (after `warmup` untimed ones) and returns the latency figures. */
export async function measure(
  bench: BenchApp,
  name: string,
  request: RequestSpec | ((i: number) => RequestSpec),
  options: MeasureOptions = {},
): Promise<BenchResult> {
  const defaults = benchOptions();
  const requests = options.requests ?? defaults.requests;
  const warmup = options.warmup ?? defaults.warmup;
  const concurrency = Math.max(1, options.concurrency ?? defaults.concurrency);
  const expectStatus = options.expectStatus ?? 200;
  const specOf = typeof request === 'function' ? request : () => request;
  let note: string | undefined;

  for (let i = 0; i < warmup; i++) {
    const reply = await send(bench, specOf(i));
    if (i === 0 && options.onFirstReply) note = options.onFirstReply(reply) ?? undefined;
  }
  const times = serverTimes.get(bench.app) ?? [];
  times.length = 0;
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    for (;;) {
      const i = next++;
      if (i >= requests) return;
      const spec = specOf(warmup + i);
      const t = performance.now();
      const reply = await send(bench, spec);
      latencies.push(performance.now() - t);
      if (reply.statusCode !== expectStatus) errors++;
      if (i === 0 && warmup === 0 && options.onFirstReply) note = options.onFirstReply(reply) ?? undefined;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const wall = performance.now() - started;
  const sorted = [...latencies].sort((a, b) => a - b);
  const server = [...times].sort((a, b) => a - b);
  return {
    bench: options.bench ?? '',
    name,
    database: `${bench.database.label} ${bench.database.products}`,
    requests,
    errors,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
    mean: sorted.reduce((a, b) => a + b, 0) / Math.max(1, sorted.length),
    serverP50: percentile(server, 0.5),
    serverP95: percentile(server, 0.95),
    serverP99: percentile(server, 0.99),
    serverMax: server[server.length - 1] ?? Number.NaN,
    rps: (requests / wall) * 1000,
    ...(note ? { note } : {}),
  };
}

// ------------------------------------------------------------------ printing

const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(v < 10 ? 2 : 1) : '–').padStart(7);

export function resultHeader(): string {
  return (
    `${'measurement'.padEnd(44)} ${'n'.padStart(5)} ${'err'.padStart(4)} |` +
    ` ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)} ${'max'.padStart(7)} ${'req/s'.padStart(7)} |` +
    ` ${'srv p50'.padStart(7)} ${'srv p95'.padStart(7)} ${'srv p99'.padStart(7)} ${'srv max'.padStart(7)}`
  );
}

export function formatResult(r: BenchResult): string {
  return (
    `${r.name.slice(0, 44).padEnd(44)} ${String(r.requests).padStart(5)} ${String(r.errors).padStart(4)} |` +
    ` ${ms(r.p50)} ${ms(r.p95)} ${ms(r.p99)} ${ms(r.max)} ${r.rps.toFixed(0).padStart(7)} |` +
    ` ${ms(r.serverP50)} ${ms(r.serverP95)} ${ms(r.serverP99)} ${ms(r.serverMax)}` +
    (r.note ? `  ${r.note}` : '')
  );
}

export function printResults(title: string, results: readonly BenchResult[]): void {
  console.log(`\n=== ${title} (ms; round trip = ${benchOptions().http ? 'HTTP keep-alive' : 'app.inject'}, srv = Fastify reply.elapsedTime)`);
  console.log(resultHeader());
  for (const r of results) console.log(formatResult(r));
}

export function memory(): string {
  const m = process.memoryUsage();
  const mb = (v: number) => `${(v / 1e6).toFixed(0)} MB`;
  return `heap used ${mb(m.heapUsed)}, array buffers ${mb(m.arrayBuffers)}, rss ${mb(m.rss)}`;
}

/**
 * Times an in-process call (no HTTP, no inject): `warmup` untimed calls, then `requests` timed ones. The
 * figures fill both the round-trip and the server columns (they are the same thing here).
 */
export async function timeCalls(
  meta: { bench: string; name: string; app: BenchApp },
  requests: number,
  warmup: number,
  call: (i: number) => Promise<unknown>,
): Promise<BenchResult> {
  for (let i = 0; i < warmup; i++) await call(1_000_000 + i);
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < requests; i++) {
    const t = performance.now();
    await call(2_000_000 + i);
    times.push(performance.now() - t);
  }
  const wall = performance.now() - started;
  times.sort((a, b) => a - b);
  const [p50, p95, p99] = [percentile(times, 0.5), percentile(times, 0.95), percentile(times, 0.99)];
  const max = times[times.length - 1] ?? 0;
  return {
    bench: meta.bench,
    name: meta.name,
    database: `${meta.app.database.label} ${meta.app.database.products}`,
    requests,
    errors: 0,
    p50,
    p95,
    p99,
    max,
    mean: times.reduce((a, b) => a + b, 0) / Math.max(times.length, 1),
    serverP50: p50,
    serverP95: p95,
    serverP99: p99,
    serverMax: max,
    rps: (requests / wall) * 1000,
  };
}
