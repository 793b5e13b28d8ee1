/**
 * `npm run bench:load` (issue 19): the production server — compiled (build/server/index.js), NODE_ENV=production,
 * default logging — on a seeded catalogue, loaded by autocannon in another process on loopback, server and load
 * generator on separate cores. Each route's req/s is divided by a bare Fastify hello-world's, measured in the same
 * run, interleaved (before every route and after the last; a route's denominator is the mean of its two neighbours).
 * Then the mix: 300 req/s for 60 s over catalogue, cart and customer-centre routes. SQLite always, PostgreSQL when
 * BENCH_DATABASE_URL is set.
 * LOAD_MIX_ONLY=1: only the mix (after the routes' checks; results printed, not written).
 *
 * Environment: LOAD_PRODUCTS (default 100000), LOAD_SECONDS (per route, default 10), LOAD_CONNECTIONS (default 10),
 * LOAD_WARMUP_SECONDS (default 3), LOAD_MIX_SECONDS (default 60; 0 = no mix), LOAD_MIX_SPREAD (mix.ts), LOAD_ONLY=<route name substring>
 * (results are then printed, not written), LOAD_PORT (shop server; the hello-world on the next port; default 7100),
 * LOAD_SERVER_CPU / LOAD_CLIENT_CPU (cores for the servers and autocannon, default 0 and 1), LOAD_CPU_PROF=1 (a V8
 * profile of the server in bench/.data/load/profiles), LOAD_START_TIMEOUT_SECONDS (default 300), BENCH_DATABASE_URL
 * (a PostgreSQL server).
 *
 * Exit code 1 when a server does not start, a route's check fails (status or shape of its replies) or a route answers
 * errors under load; missed speed targets are FAIL in the table and the results, exit code 0.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TokenResponse } from '../../contract/user';
import { openDb } from '../../server/db';
import { DEMO_PASSWORD } from '../../server/seed';
import { DATA_DIR, preparePostgres, prepareSqlite, type BenchDatabase } from '../harness';
import type { LoadJob, LoadResult } from './cannon';
import { runMix } from './mix';
import { pinning, ROOT, runCannon, startHello, startShopServer, type Child, type Pinning } from './processes';
import { finishMachine, machine, printTable, routeVerdict, writeResults, type MixRow, type RouteRow } from './report';
import { checkRoute, loadFixtures, loadRoutes, type LoadRoute } from './routes';

const int = (value: string | undefined, fallback: number, min = 1): number => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(n) && n >= min ? n : fallback;
};

const settings = {
  products: int(process.env.LOAD_PRODUCTS, 100_000),
  seconds: int(process.env.LOAD_SECONDS, 10),
  connections: int(process.env.LOAD_CONNECTIONS, 10),
  warmupSeconds: int(process.env.LOAD_WARMUP_SECONDS, 3, 0),
  mixSeconds: int(process.env.LOAD_MIX_SECONDS, 60, 0),
  only: process.env.LOAD_ONLY,
  port: int(process.env.LOAD_PORT, 7100),
};

const LOAD_DIR = path.join(DATA_DIR, 'load');

interface Target {
  kind: 'sqlite' | 'postgres';
  label: string;
  dataDir: string;
  databaseUrl?: string;
  /** Removes the run's copy of the database. */
  dispose(): Promise<void>;
}

function linkMedia(dataDir: string, media: string): void {
  const link = path.join(dataDir, 'media');
  if (!existsSync(link)) symlinkSync(media, link, 'dir');
}

/** A fresh copy of the cached bench SQLite file as DATA_DIR/shop.sqlite (the run's carts are thrown away with it). */
function sqliteCopy(database: BenchDatabase): Target {
  const dataDir = path.join(LOAD_DIR, `sqlite-${database.products}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  copyFileSync(database.file!, path.join(dataDir, 'shop.sqlite'));
  if (existsSync(`${database.file}-wal`)) copyFileSync(`${database.file}-wal`, path.join(dataDir, 'shop.sqlite-wal'));
  linkMedia(dataDir, path.join(database.dataDir, 'media'));
  return { kind: 'sqlite', label: 'SQLite', dataDir, dispose: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

/** A copy of the cached bench database (CREATE DATABASE … TEMPLATE), dropped after the run. */
async function postgresCopy(serverUrl: string, database: BenchDatabase): Promise<Target> {
  const source = new URL(database.databaseUrl!).pathname.slice(1);
  const name = `shop_load_${database.products}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}" template "${source}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = path.join(LOAD_DIR, `pg-${database.products}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  linkMedia(dataDir, path.join(database.dataDir, 'media'));
  return {
    kind: 'postgres',
    label: 'PostgreSQL',
    dataDir,
    databaseUrl: url.toString(),
    async dispose() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`).finally(() => client.end());
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function login(base: string): Promise<string> {
  const res = await fetch(`${base}/api/User/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'kunde@demo.dk', password: DEMO_PASSWORD }),
  });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`login of kunde@demo.dk failed: ${res.status} ${body.slice(0, 200)}`);
  return (JSON.parse(body) as TokenResponse).token;
}

const job = (url: string, route: Pick<LoadRoute, 'request'>): LoadJob => ({
  url,
  connections: settings.connections,
  seconds: settings.seconds,
  warmupSeconds: settings.warmupSeconds,
  requests: [route.request],
});

const HELLO = { request: { label: 'hello', method: 'GET' as const, path: '/', headers: {} } };

/** The hello-world between two routes: half a route's time (at least 3 s) after 1 s of warm-up. */
const helloJob = (url: string): LoadJob => ({ ...job(url, HELLO), seconds: Math.max(3, Math.ceil(settings.seconds / 2)), warmupSeconds: 1 });

/**
 * Hello world before every route and once after the last (interleaved): a route's ratio is its req/s over the mean of
 * the hello-world runs just before and after it, so a neighbour's load on the shared machine weighs on both alike.
 */
async function measureRoutes(shop: Child, hello: Child, routes: readonly LoadRoute[], pins: Pinning) {
  const helloRuns: LoadResult[] = [];
  const measured: { route: LoadRoute; result: LoadResult }[] = [];
  for (const route of routes) {
    helloRuns.push(await runCannon(helloJob(hello.base), pins.client));
    console.log(`${route.name} … (hello world just before: ${helloRuns[helloRuns.length - 1]!.rps.toFixed(0)} req/s)`);
    const result = await runCannon(job(shop.base, route), pins.client);
    console.log(`  ${result.rps.toFixed(0)} req/s, p99 ${result.p99.toFixed(1)} ms, errors ${result.errors}, non-2xx ${result.non2xx}`);
    measured.push({ route, result });
  }
  helloRuns.push(await runCannon(helloJob(hello.base), pins.client));
  const rows: RouteRow[] = measured.map(({ route, result }, i) => {
    const ratio = result.rps / ((helloRuns[i]!.rps + helloRuns[i + 1]!.rps) / 2);
    return { route: route.name, result, ratio, ...(route.target === undefined ? {} : { target: route.target }), ...routeVerdict(result, ratio, route.target) };
  });
  return { helloRuns, rows };
}

async function runOn(target: Target, pins: Pinning): Promise<boolean> {
  const m = machine();
  const handle = openDb({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
  const fixtures = await loadFixtures(handle.db).finally(() => handle.close());
  mkdirSync(LOAD_DIR, { recursive: true });
  let shop: Child | undefined;
  let hello: Child | undefined;
  try {
    hello = await startHello(settings.port + 1, path.join(LOAD_DIR, `hello-${target.kind}.log`), pins.server);
    shop = await startShopServer({ port: settings.port, dataDir: target.dataDir, databaseUrl: target.databaseUrl, logFile: path.join(LOAD_DIR, `server-${target.kind}.log`), cpu: pins.server });
    const token = await login(shop.base);
    const all = loadRoutes(fixtures, token, Date.now().toString(36));
    const routes = settings.only ? all.filter((r) => r.name.toLowerCase().includes(settings.only!.toLowerCase())) : all;
    if (routes.length === 0) throw new Error(`LOAD_ONLY=${settings.only} names no route (${all.map((r) => r.name).join('; ')})`);
    for (const route of all) await checkRoute(shop.base, route);
    console.log(`${all.length} routes answer as expected (category ${fixtures.categoryUrl}, image ${fixtures.imagePath})`);

    const mixOnly = process.env.LOAD_MIX_ONLY === '1';
    const { helloRuns, rows } = await measureRoutes(shop, hello, mixOnly ? [] : routes, pins);
    let mix: MixRow | null = null;
    if (settings.mixSeconds > 0 && !settings.only) mix = await runMix(shop.base, all, settings.mixSeconds, pins.client);
    if (mixOnly) mix ??= await runMix(shop.base, all, settings.mixSeconds || 60, pins.client);
    const done = finishMachine(m);
    const helloMean: LoadResult = { ...helloRuns[0]!, rps: helloRuns.reduce((s, h) => s + h.rps, 0) / helloRuns.length };
    const title = `${target.label}, ${fixtures.products} products — ${settings.connections} connections, ${settings.seconds} s per route after ${settings.warmupSeconds} s warm-up; load ${done.loadBefore} → ${done.loadAfter}`;
    printTable(title, helloMean, rows, mix);
    const described = `${settings.connections} connections, ${settings.seconds} s per route after ${settings.warmupSeconds} s warm-up, requests with 'accept-encoding: gzip, deflate, br' as a browser sends`;
    if (settings.only || mixOnly) console.log('\nLOAD_ONLY or LOAD_MIX_ONLY is set: results not written');
    else console.log(`\nwritten: ${writeResults(target.kind, target.label, fixtures.products, done, pins.note, described, helloRuns, rows, mix)}`);
    const errors = rows.filter((r) => r.result.errors + r.result.non2xx > 0);
    if (errors.length > 0) console.error(`\nERROR: ${errors.map((r) => r.route).join(', ')} answered errors under load (server log: ${shop.logFile})`);
    if (mix && mix.result.errors + mix.result.non2xx > 0) console.error(`\nERROR: the mix had errors (server log: ${shop.logFile})`);
    return errors.length === 0 && (mix === null || mix.result.errors + mix.result.non2xx === 0);
  } finally {
    await shop?.stop();
    await hello?.stop();
  }
}

async function main(): Promise<void> {
  console.log('building what is missing or stale (scripts/build-if-needed.mjs) …');
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/build-if-needed.mjs')], { cwd: ROOT, stdio: 'inherit' });
  const pins = pinning();
  console.log(`npm run bench:load: ${settings.products} products, ${pins.note}`);
  let ok = true;
  const sqlite = sqliteCopy(await prepareSqlite(settings.products));
  try {
    ok = (await runOn(sqlite, pins)) && ok;
  } finally {
    await sqlite.dispose();
  }
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl) {
    const postgres = await postgresCopy(serverUrl, await preparePostgres(serverUrl, settings.products));
    try {
      ok = (await runOn(postgres, pins)) && ok;
    } finally {
      await postgres.dispose();
    }
  }
  if (!ok) process.exit(1);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
