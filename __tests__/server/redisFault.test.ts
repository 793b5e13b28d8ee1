/**
 * Redis goes away while the shop runs (issue 19 'Faults'): a real server process with REDIS_URL pointing at a Redis
 * started for this test. Redis is killed: logins, searches, content, carts and orders keep answering from the database
 * (each well within 5 s: a command fails at once while Redis is gone), and the server logs it; Redis comes back on the
 * same port: the server says so and uses it again (its entries reappear there).
 * Needs redis-server on the PATH (Debian's redis-server; .ci/run installs it).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { Redis } from 'ioredis';
import { AREA, cart, commerceTestApp } from './commerceFixtures';
import { FIXTURE_PASSWORD } from './fixtures';
import { exited, freePort, startServer, stopServer, type Server } from './processes';

jest.setTimeout(120_000);

const hasRedis = spawnSync('redis-server', ['--version']).status === 0;

async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const client = new Redis({ port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    for (let i = 0; i < 100; i++) {
      if ((await client.connect().then(() => client.ping(), () => null)) === 'PONG') return child;
      client.disconnect();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    client.disconnect();
  }
  child.kill('SIGKILL');
  throw new Error('redis-server did not start');
}

async function timed(server: Server, url: string, body: unknown, token?: string): Promise<{ status: number; ms: number }> {
  const t0 = Date.now();
  const res = await fetch(`${server.base}${url}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  await res.arrayBuffer();
  return { status: res.status, ms: Date.now() - t0 };
}

(hasRedis ? it : it.skip)('Redis killed while the shop runs: it keeps serving from the database, and uses Redis again once it is back', async () => {
  const { t, tk } = await commerceTestApp();
  const { dataDir } = t;
  const databaseUrl = t.config.databaseUrl;
  await t.app.close();
  await t.handle.close();
  const port = await freePort();
  let redis: ChildProcess | undefined = await startRedis(port);
  let server: Server | undefined;
  const lines = [{ productId: '1001', quantity: 2 }];
  const journey = async (round: string) => {
    const answers = [
      await timed(server!, '/api/User/Login', { username: 'kunde@example.com', password: FIXTURE_PASSWORD }),
      await timed(server!, '/api/Product/GetProductsBySearch', { area: AREA, facets: [], skip: 0, take: 10, search: { freeText: 'hammer' }, sorting: [] }),
      await timed(server!, `/api/Content/GetContentByUrl?${new URLSearchParams({ 'Area.AreaId': 'b2b', 'Area.LanguageCode': 'da', 'Area.CurrencyCode': 'DKK', Url: '/vaerktoej/hammere', LookupTemplate: 'page' })}`, undefined),
      await timed(server!, '/api/Cart/SaveCart', { area: AREA, cart: cart({ cartId: `fault-${round}`, lines, expectedDeliveryDate: '2099-01-15' }) }, tk.customer),
      await timed(server!, '/api/Order/CreateOrderByCartId', { area: AREA, cartId: `fault-${round}` }, tk.customer),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    for (const a of answers) expect(a.ms).toBeLessThan(5000);
  };
  try {
    server = await startServer(dataDir, databaseUrl, { REDIS_URL: `redis://127.0.0.1:${port}`, LOG_LEVEL: 'info' });
    await journey('before');

    redis.kill('SIGKILL');
    await exited(redis);
    redis = undefined;
    await journey('without');
    expect(server.stdout()).toContain('Redis unreachable: serving from the database until it is back');

    redis = await startRedis(port);
    const client = new Redis({ port, host: '127.0.0.1' });
    try {
      let keys = 0;
      for (let i = 0; i < 50 && keys === 0; i++) {
        await journey(`after-${i}`);
        keys = await client.dbsize();
      }
      expect(keys).toBeGreaterThan(0);
      expect(server.stdout()).toContain('Redis is back: shared cache in use again');
    } finally {
      client.disconnect();
    }
  } finally {
    await stopServer(server);
    if (redis) {
      redis.kill('SIGKILL');
      await exited(redis);
    }
    await t.close().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
