/**
 * PostgreSQL restarted under load (issue 19 'Faults'): a throwaway PostgreSQL cluster of this test's own (initdb in a
 * temporary folder, as the postgres user when run as root, like .ci/run), a real server process on it (processes.ts)
 * with the small commerce catalogue, and a logged-in buyer searching, calculating a cart, listing orders and placing
 * orders in a loop while PostgreSQL is stopped (`pg_ctl stop -m fast`) and started again:
 * - every answer comes within 5 s: 200, or 503 with the clear message, its own error code and Retry-After — no 500,
 *   no reset connection, and the process stays up;
 * - readiness (/integrity/ready) is 503 during the outage and 200 after; liveness (/integrity/check) stays 200;
 * - after the restart the calls succeed again within seconds, without restarting the server;
 * - every acknowledged order is stored whole; an order that got the 503 is not half-written and succeeds once when
 *   it is tried again (the same cart: the same order);
 * - the server logs the outage once and the recovery once; the background workers (transfer, mail outbox, cache
 *   sync, search feed) log nothing per pass while it lasts, and the transfer worker hands the new orders on after.
 * Needs PostgreSQL's server binaries (/usr/lib/postgresql/<version>/bin, or PG_BIN); CI apt-installs them.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { isDatabaseUnavailable, watchedPool } from '../../server/db/availability';
import { AREA, cart, commerceTestApp, savedCartsApp, storedBurstOrders } from './commerceFixtures';
import { FIXTURE_PASSWORD } from './fixtures';
import { freePort, startServer, stopServer, type Server } from './processes';

jest.setTimeout(150_000);

const MESSAGE = 'The database is unavailable; try again in a moment.';
const CARTS = 120;
/** The bound on every answer, during the outage too. */
const MAX_MS = 5000;

/** The newest PostgreSQL server binaries (PG_BIN, or Debian's /usr/lib/postgresql/<version>/bin), or null. */
function findPgBin(): string | null {
  const candidates = process.env.PG_BIN
    ? [process.env.PG_BIN]
    : existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .sort((a, b) => Number(b) - Number(a))
          .map((v) => `/usr/lib/postgresql/${v}/bin`)
      : [];
  return candidates.find((dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl'))) ?? null;
}

/**
 * Root cannot run postgres: its commands run as the postgres system user then (or ci-postgres, which .ci/run creates
 * where there is none), with its uid and gid for the cluster's folder.
 */
function pgUser(): { name: string; uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  for (const name of ['postgres', 'ci-postgres']) {
    const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
    if (uid.status === 0 && gid.status === 0) return { name, uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  }
  return null;
}

const PG_BIN = findPgBin();
const runsAsRoot = process.getuid?.() === 0;
const PG_USER = pgUser();
const skipReason = !PG_BIN
  ? 'no PostgreSQL server binaries (install postgresql, or set PG_BIN)'
  : runsAsRoot && !PG_USER
    ? 'running as root without a postgres (or ci-postgres) system user to run the cluster'
    : null;

/** Runs a PostgreSQL program (as postgres when root), without blocking the event loop: the load goes on meanwhile. */
function pgRun(dir: string, program: string, args: string[]): Promise<void> {
  const command = PG_USER ? 'runuser' : path.join(PG_BIN!, program);
  const argv = PG_USER ? ['-u', PG_USER.name, '--', path.join(PG_BIN!, program), ...args] : args;
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${program} ${args.join(' ')} exited ${code}: ${output}`))));
  });
}

interface Cluster {
  url: string;
  start(): Promise<void>;
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  remove(): Promise<void>;
}

async function createCluster(): Promise<Cluster> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-pgfault-'));
  if (PG_USER) chownSync(dir, PG_USER.uid, PG_USER.gid);
  const port = await freePort();
  const data = path.join(dir, 'data');
  await pgRun(dir, 'initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']).catch((err: unknown) => {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  });
  // fsync off: only a crash of the machine loses what the kernel has not written, never a stop of PostgreSQL (even
  // -m immediate). synchronous_commit stays on: an acknowledged commit is in the WAL before the answer.
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c full_page_writes=off`;
  let running = false;
  const cluster: Cluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      await pgRun(dir, 'pg_ctl', ['-D', data, '-l', path.join(dir, 'postgres.log'), '-w', '-t', '60', '-o', options, 'start']);
      running = true;
    },
    async stop(mode = 'fast') {
      // fast: the server ends every session at once (57P01) and refuses new ones, as in a restart for an upgrade;
      // immediate: the processes quit at once (connections cut, crash recovery at the next start).
      await pgRun(dir, 'pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '60', 'stop']);
      running = false;
    },
    async remove() {
      if (running) await cluster.stop().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await cluster.start().catch(async (err: unknown) => {
    await cluster.remove();
    throw err;
  });
  return cluster;
}

type Kind = 'search' | 'calculate' | 'orders' | 'order' | 'sweep';

interface Answer {
  kind: Kind;
  /** The status, or 0 when no answer came (a reset connection, or none within 15 s). */
  status: number;
  startedAt: number;
  ms: number;
  body: { message?: string; statusCode?: number; error?: string; orderId?: string } | null;
  retryAfter: string | null;
  cartId?: string;
  failure?: string;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A POST with the payload (a GET without one); the answer, or status 0 when none came within 15 s. */
async function call(server: Server, kind: Kind, url: string, payload: unknown, token: string, cartId?: string): Promise<Answer> {
  const startedAt = Date.now();
  try {
    const res = await fetch(`${server.base}${url}`, {
      method: payload === undefined ? 'GET' : 'POST',
      headers: { ...(payload === undefined ? {} : { 'Content-Type': 'application/json' }), Authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    const ms = Date.now() - startedAt;
    return { kind, status: res.status, startedAt, ms, body: text ? (JSON.parse(text) as Answer['body']) : null, retryAfter: res.headers.get('retry-after'), cartId };
  } catch (err) {
    return { kind, status: 0, startedAt, ms: Date.now() - startedAt, body: null, retryAfter: null, cartId, failure: String(err) };
  }
}

/** Other calls, once each while PostgreSQL is down: a login, the user, a page, saving a cart, the back office. */
async function sweep(server: Server, token: string): Promise<(Answer & { url: string })[]> {
  const page = new URLSearchParams({ 'Area.AreaId': 'b2b', 'Area.LanguageCode': 'da', 'Area.CurrencyCode': 'DKK', Url: '/', LookupTemplate: 'page' });
  const calls: [string, unknown][] = [
    ['/api/User/Login', { username: 'kunde@example.com', password: FIXTURE_PASSWORD }],
    ['/api/User/GetUser', undefined],
    [`/api/Content/GetContentByUrl?${page}`, undefined],
    ['/api/Cart/SaveCart', { area: AREA, cart: cart({ cartId: 'pgfault-saved', lines: [{ productId: '1001', quantity: 1 }] }) }],
    ['/api/Cart/GetCartsBySearch', { area: AREA, skip: 0, take: 1 }],
    ['/integrity/v2/check', undefined],
  ];
  const answers = [];
  for (const [url, payload] of calls) answers.push({ ...(await call(server, 'sweep', url, payload, token)), url });
  return answers;
}

/** The buyer's calls in a loop until stopped: three readers, and one placing the saved carts' orders one by one. */
function load(server: Server, token: string) {
  const answers: Answer[] = [];
  let running = true;
  let nextCart = 0;
  const readers: [Kind, string, unknown][] = [
    ['search', '/api/Product/GetProductsBySearch', { area: AREA, facets: [], skip: 0, take: 10, search: { freeText: 'hammer' }, sorting: [] }],
    ['calculate', '/api/Cart/CalculateCart', { area: AREA, cart: cart({ cartId: 'pgfault-calc', lines: [{ productId: '1001', quantity: 3 }] }) }],
    ['orders', '/api/CustomerCenter/GetOrders', { areaInfo: AREA, searchOptions: { includeLinesInResult: false } }],
  ];
  const reader = async ([kind, url, payload]: [Kind, string, unknown]) => {
    while (running) {
      answers.push(await call(server, kind, url, payload, token));
      await delay(40);
    }
  };
  const orderer = async () => {
    while (running && nextCart < CARTS) {
      const cartId = `pgfault-${nextCart++}`;
      answers.push(await call(server, 'order', '/api/Order/CreateOrderByCartId', { area: AREA, cartId }, token, cartId));
      await delay(120);
    }
  };
  const done = Promise.all([...readers.map(reader), orderer()]);
  return {
    answers,
    cartsLeft: () => CARTS - nextCart,
    async stop() {
      running = false;
      await done;
    },
  };
}

async function probe(server: Server, url: string): Promise<number> {
  const res = await fetch(`${server.base}${url}`, { signal: AbortSignal.timeout(MAX_MS) }).catch(() => null);
  await res?.arrayBuffer();
  return res?.status ?? 0;
}

const readiness = (server: Server) => probe(server, '/integrity/ready');
const liveness = (server: Server) => probe(server, '/integrity/check');

/** Waits until `check` is true, looking every 100 ms for at most `ms`. */
async function until(check: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; ) {
    if (await check()) return true;
    await delay(100);
  }
  return check();
}

/** The orders of the test's carts with their product lines (not the fee and freight lines). */
const storedOrders = (databaseUrl: string) => storedBurstOrders(os.tmpdir(), databaseUrl, 'pgfault');

type Load = ReturnType<typeof load>;

/**
 * One outage under the running load: PostgreSQL stopped (`mode`), 3 s down with readiness looked at meanwhile,
 * started again; then until every kind of call has succeeded again (or 20 s), and 1 s more of load.
 */
async function outage(cluster: Cluster, server: Server, running: Load, mode: 'fast' | 'immediate', token: string) {
  const stoppingAt = Date.now();
  await cluster.stop(mode);
  const swept = await sweep(server, token);
  const readyDuring: number[] = [];
  const liveDuring: number[] = [];
  for (const end = Date.now() + 3000; Date.now() < end; await delay(300)) {
    readyDuring.push(await readiness(server));
    liveDuring.push(await liveness(server));
  }
  const restartingAt = Date.now();
  await cluster.start();
  const restartedAt = Date.now();
  const kinds: Kind[] = ['search', 'calculate', 'orders', 'order'];
  const back = (k: Kind) => running.answers.some((a) => a.kind === k && a.status === 200 && a.startedAt >= restartedAt);
  const recovered = await until(() => kinds.every((k) => back(k) || (k === 'order' && running.cartsLeft() === 0)), 20_000);
  const recoveredAt = Date.now();
  await delay(1000);
  return { mode, stoppingAt, restartingAt, restartedAt, recoveredAt, recovered, readyDuring, liveDuring, swept };
}

/** PGFAULT_STATS=file: the outages' timings and the answers by kind and status, for a look by hand. */
function writeStats(file: string, answers: Answer[], outages: Awaited<ReturnType<typeof outage>>[]): void {
  const byStatus: Record<string, number> = {};
  for (const a of answers) byStatus[`${a.kind} ${a.status}`] = (byStatus[`${a.kind} ${a.status}`] ?? 0) + 1;
  const maxMs = (list: Answer[]) => Math.max(0, ...list.map((a) => a.ms));
  const timings = outages.map((o) => ({ mode: o.mode, downMs: o.restartingAt - o.stoppingAt, startMs: o.restartedAt - o.restartingAt, recoverMs: o.recoveredAt - o.restartedAt }));
  writeFileSync(file, JSON.stringify({ timings, answers: answers.length, byStatus, maxMs: maxMs(answers), max503Ms: maxMs(answers.filter((a) => a.status === 503)) }, null, 1));
}

const count = (text: string, needle: string) => text.split(needle).length - 1;

(skipReason ? describe.skip : describe)(`PostgreSQL restarted under load${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
  it('answers 503 with a clear message within 5 s while it is down, and succeeds again after, orders whole', async () => {
    const cluster = await createCluster();
    let server: Server | undefined;
    let fixtures: Awaited<ReturnType<typeof commerceTestApp>>['t'] | undefined;
    try {
      // The commerce fixtures in the cluster's database, and the carts to order, saved through an in-process app.
      const { t, tk } = await savedCartsApp('pgfault', CARTS, { env: { DATABASE_URL: cluster.url } });
      fixtures = t;
      const { dataDir } = t;

      server = await startServer(dataDir, cluster.url, {
        LOG_LEVEL: 'info',
        ERP_TRANSFER_INTERVAL_MS: '200',
        MAIL_OUTBOX_INTERVAL_MS: '200',
        CACHE_SYNC_INTERVAL_MS: '200',
      });
      let log = '';
      server.child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
      expect(await until(async () => (await readiness(server!)) === 200, 30_000)).toBe(true);

      const running = load(server, tk.customer);
      await until(() => running.answers.filter((a) => a.status === 200).length >= 12, 15_000);
      // Twice: a fast stop (sessions ended with 57P01), then an immediate one (connections cut, crash recovery).
      const outages = [await outage(cluster, server, running, 'fast', tk.customer), await outage(cluster, server, running, 'immediate', tk.customer)];
      await running.stop();
      const { answers } = running;
      if (process.env.PGFAULT_STATS) writeStats(process.env.PGFAULT_STATS, answers, outages);

      for (const o of outages) {
        expect([o.mode, o.recovered]).toEqual([o.mode, true]);
        expect(o.recoveredAt - o.restartedAt).toBeLessThan(10_000);
        // Readiness said 503 while it was down; liveness 200 (the instance is fine, a restart would not help).
        expect(o.readyDuring.length).toBeGreaterThan(0);
        expect(o.readyDuring.filter((s) => s !== 503)).toEqual([]);
        expect(o.liveDuring.filter((s) => s !== 200)).toEqual([]);
        // The other calls: 503 (or an answer from a cache), at once.
        for (const a of o.swept) expect([a.url, a.status, a.ms < MAX_MS]).toEqual([a.url, a.status === 200 ? 200 : 503, true]);
        const refusedSweep = o.swept.filter((a) => a.status === 503 && a.url.startsWith('/api/'));
        expect(refusedSweep.length).toBeGreaterThan(0);
        for (const a of refusedSweep) expect([a.url, a.body, a.retryAfter]).toEqual([a.url, { message: MESSAGE, statusCode: 503, error: 'DatabaseUnavailable' }, '5']);
        // Calls made while it was down (not at its edges): the database-bound ones all 503.
        const down = answers.filter((a) => a.startedAt > o.stoppingAt + 1000 && a.startedAt + a.ms < o.restartingAt && a.kind !== 'search');
        expect(down.length).toBeGreaterThan(0);
        expect(down.filter((a) => a.status !== 503)).toEqual([]);
      }
      // Every answer came, within the bound; none a 500; every 503 the clear one, and only around an outage.
      expect(answers.filter((a) => a.status === 0 || a.ms >= MAX_MS)).toEqual([]);
      expect([...new Set(answers.map((a) => a.status))].filter((s) => s !== 200 && s !== 503)).toEqual([]);
      for (const a of answers.filter((a) => a.status === 503)) {
        expect({ body: a.body, retryAfter: a.retryAfter }).toEqual({ body: { message: MESSAGE, statusCode: 503, error: 'DatabaseUnavailable' }, retryAfter: '5' });
        expect([a.startedAt, outages.some((o) => a.startedAt >= o.stoppingAt - MAX_MS && a.startedAt < o.restartedAt)]).toEqual([a.startedAt, true]);
      }
      expect(server.child.exitCode).toBeNull();
      expect(await until(async () => (await readiness(server!)) === 200, 15_000)).toBe(true);

      // The orders refused with 503 go through when tried again, once: the same cart gives the same order.
      const ordered = answers.filter((a) => a.kind === 'order');
      const acknowledged = new Map(ordered.filter((a) => a.status === 200).map((a) => [a.cartId!, a.body!.orderId!]));
      const refused = ordered.filter((a) => a.status === 503).map((a) => a.cartId!);
      expect(refused.length).toBeGreaterThan(0);
      for (const cartId of refused) {
        const first = await call(server, 'order', '/api/Order/CreateOrderByCartId', { area: AREA, cartId }, tk.customer, cartId);
        const again = await call(server, 'order', '/api/Order/CreateOrderByCartId', { area: AREA, cartId }, tk.customer, cartId);
        expect([cartId, first.status, again.status, again.body?.orderId]).toEqual([cartId, 200, 200, first.body?.orderId]);
        acknowledged.set(cartId, first.body!.orderId!);
      }

      // The transfer worker goes on: the orders placed after the restart reach the ERP.
      const afterRestart = ordered.filter((a) => a.status === 200 && a.startedAt >= outages[1]!.restartedAt).map((a) => a.cartId!);
      expect(afterRestart.length).toBeGreaterThan(0);
      const transferred = await until(async () => {
        const orders = await storedOrders(cluster.url);
        return afterRestart.every((cartId) => orders.find((o) => o.cart_id === cartId)?.status === 'Transferred');
      }, 20_000);
      expect(transferred).toBe(true);

      // One line per change: gone, back, once per outage (a connection opened just as PostgreSQL stops could add a
      // pair on a loaded machine, never two alike in a row); no worker complaining per pass, no 500.
      const changes = log.split('\n').flatMap((line) =>
        line.includes('PostgreSQL unreachable: answering 503 until it is back') ? ['gone'] : line.includes('PostgreSQL is back: requests and background work go on') ? ['back'] : [],
      );
      expect(changes.length % 2).toBe(0);
      expect(changes.length).toBeGreaterThanOrEqual(4);
      expect(changes.length).toBeLessThanOrEqual(6);
      expect(changes).toEqual(changes.map((_, i) => (i % 2 === 0 ? 'gone' : 'back')));
      for (const complaint of ['order transfer pass failed', 'mail outbox pass failed', 'cache sync: could not read', 'catalogue change feed poll failed', 'payments: sweep pass failed', 'integrity: database check failed', '"request failed"']) {
        expect([complaint, count(log, complaint)]).toEqual([complaint, 0]);
      }
      await stopServer(server);
      server = undefined;

      // Stored whole: every acknowledged order with both lines, one order per cart, nothing half-written.
      const orders = await storedOrders(cluster.url);
      for (const [cartId, orderId] of acknowledged) expect([cartId, orders.find((o) => o.cart_id === cartId)?.id]).toEqual([cartId, orderId]);
      for (const o of orders) expect([o.cart_id, o.products]).toEqual([o.cart_id, ['1001', '2001']]);
      expect(new Set(orders.map((o) => o.cart_id)).size).toBe(orders.length);
    } finally {
      await stopServer(server);
      // Removes the data folder (and a database it made on TEST_DATABASE_URL's server, unused here).
      await fixtures?.close().catch(() => undefined);
      await cluster.remove();
    }
  });
});

describe('isDatabaseUnavailable (what the error handler answers 503)', () => {
  const dbError = (code: string) => Object.assign(new pg.DatabaseError('from the server', 0, 'error'), { code });

  it('PostgreSQL ending or refusing sessions and broken connections: yes; SQL errors and other services: no', () => {
    for (const code of ['57P01', '57P02', '57P03', '08006', '08001', '53300']) expect([code, isDatabaseUnavailable(dbError(code))]).toEqual([code, true]);
    for (const code of ['23505', '42P01', '28P01', '3D000', '57014']) expect([code, isDatabaseUnavailable(dbError(code))]).toEqual([code, false]);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: dbError('57P01') }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([dbError('57P03')]))).toBe(true);
    // A refused connection of another service (SMTP, a payment provider) is not the database's.
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ECONNREFUSED' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('SQLITE_BUSY: database is locked'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable('Connection terminated')).toBe(false);
  });

  it('a connection the pool cannot open (nothing listens): yes, and the watcher hears it once', async () => {
    const port = await freePort();
    const { pool, availability } = watchedPool(`postgres://postgres@127.0.0.1:${port}/postgres`);
    const heard: boolean[] = [];
    availability.watch((up) => heard.push(up));
    try {
      const errors = [await pool.connect().catch((err: unknown) => err), await pool.connect().catch((err: unknown) => err)];
      expect(errors.map((err) => isDatabaseUnavailable(err))).toEqual([true, true]);
      expect(heard).toEqual([false]);
      expect(availability.up).toBe(false);
    } finally {
      await pool.end();
    }
  });
});
