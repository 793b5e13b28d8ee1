/**
 * CPU per request of the `npm run bench:load` routes, without the network: the real app (buildApp, info logging into
 * a null stream, production mode) on a copy of the bench database, each route's requests (the same bodies and headers
 * as bench:load, routes.ts) sent one after another through app.inject. On a shared machine a tight loop's µs per
 * request is steadier than req/s under autocannon, so A/B comparisons of a change use this.
 *
 *   npx tsx bench/load/inject.ts [route label …]          # labels: floor content selective broad empty prices cart orders html
 *
 * Environment: LOAD_PRODUCTS (default 100000), INJECT_REQUESTS (measured per route, default 300), INJECT_WARMUP
 * (default 100), LOAD_PORT (listens there: default 7150), INJECT_PROF=<dir> (a V8 CPU profile of each route's measured requests, .cpuprofile, into that folder),
 * INJECT_SQL=1 (the SQLite statements of each route's measured requests: time per request and calls, the costliest first),
 * INJECT_HEAP=1 with INJECT_PROF (a sampling allocation profile of the measured requests, collected objects included:
 * .heapprofile, open in Chrome's devtools Memory tab).
 */
import Database from 'better-sqlite3';
import { copyFileSync, existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDb } from '../../server/db';
import { DEMO_PASSWORD } from '../../server/seed';
import { MemoryCache } from '../../server/services/cache';
import { DATA_DIR, prepareSqlite } from '../harness';
import { ROOT } from './processes';
import { loadFixtures, loadRoutes, type LoadRoute } from './routes';

const products = Number(process.env.LOAD_PRODUCTS ?? 100_000);
const requests = Number(process.env.INJECT_REQUESTS ?? 300);
const warmup = Number(process.env.INJECT_WARMUP ?? 100);
const profileDir = process.env.INJECT_PROF;

/** SQL text → calls and µs, while `sqlTimes.on` (INJECT_SQL=1): every statement's run/get/all/iterate timed. */
const sqlTimes = { on: false, bySql: new Map<string, { calls: number; us: number }>() };

function timeStatements(): void {
  const proto = Database.prototype as unknown as { prepare(sql: string): Record<string, unknown> };
  const prepare = proto.prepare;
  proto.prepare = function timedPrepare(this: unknown, sql: string) {
    const statement = prepare.call(this, sql);
    for (const method of ['run', 'get', 'all', 'iterate'] as const) {
      const original = statement[method] as (...args: unknown[]) => unknown;
      statement[method] = (...args: unknown[]) => {
        if (!sqlTimes.on) return original.apply(statement, args);
        const t0 = process.hrtime.bigint();
        try {
          return original.apply(statement, args);
        } finally {
          const entry = sqlTimes.bySql.get(sql) ?? { calls: 0, us: 0 };
          entry.calls++;
          entry.us += Number(process.hrtime.bigint() - t0) / 1000;
          sqlTimes.bySql.set(sql, entry);
        }
      };
    }
    return statement;
  };
}

async function main(): Promise<void> {
  if (process.env.INJECT_SQL === '1') timeStatements();
  const database = await prepareSqlite(products);
  const dataDir = path.join(DATA_DIR, 'load', `inject-${products}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  copyFileSync(database.file!, path.join(dataDir, 'shop.sqlite'));
  if (existsSync(`${database.file}-wal`)) copyFileSync(`${database.file}-wal`, path.join(dataDir, 'shop.sqlite-wal'));
  symlinkSync(path.join(database.dataDir, 'media'), path.join(dataDir, 'media'), 'dir');
  process.env.NODE_ENV = 'production';
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-0123456789abcdef0123456789abcdef',
    PAYMENT_WEBHOOK_SECRET: 'bench-secret-0123456789abcdef0123456789abcdef',
    SEED: 'false',
    HOST: '127.0.0.1',
    PORT: process.env.LOAD_PORT ?? '7150',
    PUBLIC_URL: `http://127.0.0.1:${process.env.LOAD_PORT ?? '7150'}`,
    STATIC_DIR: path.join(ROOT, 'dist'),
    SEARCH_SNAPSHOT_DIR: path.join(DATA_DIR, 'load', `inject-index-${products}`),
  });
  const handle = openDb({ dataDir });
  const app = await buildApp({ config, db: handle.db, dialect: handle.dialect, cache: new MemoryCache(), logger: { write: () => undefined } });
  try {
    // Listening starts the search index's build and warm-up (as in production); the requests still go through inject.
    await app.listen({ port: config.port, host: '127.0.0.1' });
    for (let i = 0; ; i++) {
      if ((await app.inject({ method: 'GET', url: '/integrity/ready' })).statusCode === 200) break;
      if (i > 1200) throw new Error('not ready after 5 min');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const login = await app.inject({ method: 'POST', url: '/api/User/Login', payload: { username: 'kunde@demo.dk', password: DEMO_PASSWORD } });
    const token = (login.json() as { token: string }).token;
    const routes = loadRoutes(await loadFixtures(handle.db), token, Date.now().toString(36));
    const wanted = process.argv.slice(2);
    const chosen = wanted.length ? routes.filter((r) => wanted.includes(r.request.label)) : routes.filter((r) => r.request.label !== 'image');
    const session = profileDir ? new Session() : null;
    if (session) {
      session.connect();
      await session.post('Profiler.enable');
      mkdirSync(profileDir!, { recursive: true });
    }
    for (const route of chosen) await measure(app, route, session);
  } finally {
    await app.close();
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measure(app: Awaited<ReturnType<typeof buildApp>>, route: LoadRoute, session: Session | null): Promise<void> {
  const { request } = route;
  const bodies = request.bodies ?? [undefined];
  let i = 0;
  const send = async () => {
    const body = bodies[i++ % bodies.length];
    const res = await app.inject({ method: request.method, url: request.path, headers: request.headers, ...(body === undefined ? {} : { payload: body }) });
    if (res.statusCode !== 200) throw new Error(`${route.name}: status ${res.statusCode} ${res.body.slice(0, 200)}`);
    return res;
  };
  for (let w = 0; w < warmup; w++) await send();
  if (session) await session.post('Profiler.start');
  if (session && process.env.INJECT_HEAP === '1') await session.post('HeapProfiler.startSampling', { samplingInterval: 4096, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
  sqlTimes.bySql.clear();
  sqlTimes.on = process.env.INJECT_SQL === '1';
  const cpu0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  let bytes = 0;
  for (let r = 0; r < requests; r++) bytes += (await send()).rawPayload.length;
  const wall = Number(process.hrtime.bigint() - t0) / 1000 / requests;
  const cpu = process.cpuUsage(cpu0);
  if (session) {
    if (process.env.INJECT_HEAP === '1') {
      const heap = await session.post('HeapProfiler.stopSampling');
      writeFileSync(path.join(profileDir!, `${request.label}.heapprofile`), JSON.stringify(heap.profile));
    }
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(path.join(profileDir!, `${request.label}.cpuprofile`), JSON.stringify(profile));
  }
  sqlTimes.on = false;
  const cpuUs = (cpu.user + cpu.system) / requests;
  console.log(`${request.label.padEnd(10)} ${wall.toFixed(0).padStart(7)} µs wall/request ${cpuUs.toFixed(0).padStart(7)} µs CPU/request  ${(bytes / requests / 1024).toFixed(1)} KB  (${route.name})`);
  for (const [sql, { calls, us }] of [...sqlTimes.bySql].sort((a, b) => b[1].us - a[1].us).slice(0, 8)) {
    console.log(`    ${(us / requests).toFixed(0).padStart(6)} µs ${(calls / requests).toFixed(1).padStart(5)}× ${sql.replace(/\s+/g, ' ').slice(0, 220)}`);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
