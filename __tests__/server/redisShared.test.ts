/**
 * With REDIS_URL, two instances share login throttling and auth invalidation. Runs when TEST_REDIS_URL points at a
 * Redis server (CI starts one); skipped otherwise.
 */
import { randomBytes } from 'node:crypto';
import { invalidateAuth } from '../../server/plugins/auth';
import { RedisCache } from '../../server/services/cache';
import { bearer, tokenFor } from './auth';
import { FIXTURE_PASSWORD } from './fixtures';
import { createTestApp, type TestApp } from './helpers';

const redisUrl = process.env.TEST_REDIS_URL;
const describeRedis = redisUrl ? describe : describe.skip;

describeRedis('shared through Redis', () => {
  let a: TestApp;
  let b: TestApp;
  // A distinct key space per run: a database number is not enough when runs overlap, so use unique usernames.
  const suffix = randomBytes(4).toString('hex');

  beforeAll(async () => {
    a = await createTestApp({ env: { REDIS_URL: redisUrl! } });
    b = await createTestApp({ env: { REDIS_URL: redisUrl! } });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('counts failed logins for an account across instances', async () => {
    const username = `shared-${suffix}@example.com`;
    const attempt = (app: TestApp, ip: string) =>
      app.app.inject({ method: 'POST', url: '/api/User/Login', payload: { username, password: 'x' }, remoteAddress: ip });
    for (let i = 0; i < 5; i++) expect((await attempt(i % 2 ? a : b, `10.1.${i}.1`)).statusCode).toBe(401);
    expect((await attempt(a, '10.2.0.1')).statusCode).toBe(429);
    expect((await attempt(b, '10.2.0.2')).statusCode).toBe(429);
    // Correct logins are never counted.
    const ok = await b.app.inject({
      method: 'POST',
      url: '/api/User/Login',
      payload: { username: 'kunde@example.com', password: FIXTURE_PASSWORD },
      remoteAddress: '10.3.0.1',
    });
    expect(ok.statusCode).toBe(200);
  });

  it('20 parallel wrong passwords for one account through two instances: at most 5 are verified', async () => {
    const username = `race-${suffix}@example.com`;
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? a : b).app.inject({ method: 'POST', url: '/api/User/Login', payload: { username, password: `x${i}` }, remoteAddress: `10.4.0.${i + 1}` }),
      ),
    );
    expect(replies.filter((r) => r.statusCode === 401)).toHaveLength(5);
    expect(replies.filter((r) => r.statusCode === 429)).toHaveLength(15);
  });

  it('a change invalidated on one instance is seen by the other at once', async () => {
    // Both instances share one cache, as two servers over one Redis would (the test apps use separate databases,
    // so the second app reads the user from the first app's database through a shared RedisCache).
    const cacheA = new RedisCache(redisUrl!);
    const cacheB = new RedisCache(redisUrl!);
    try {
      const ns = `auth-test-${suffix}`;
      let version = 1;
      const load = async () => version;
      expect(await cacheA.wrap(ns, 'k', 60, load)).toBe(1);
      version = 2;
      expect(await cacheB.wrap(ns, 'k', 60, load)).toBe(1); // shared entry
      await cacheA.invalidate(ns);
      expect(await cacheB.wrap(ns, 'k', 60, load)).toBe(2);
    } finally {
      await cacheA.close();
      await cacheB.close();
    }
    // And through the auth step itself: a deactivation on instance a ends the token on a at once.
    const token = await tokenFor(a.app, 'u-customer');
    expect((await a.app.inject({ url: '/api/User/GetUser', headers: bearer(token) })).statusCode).toBe(200);
    await a.db.updateTable('users').set({ active: 0 }).where('id', '=', 'u-customer').execute();
    await invalidateAuth(a.app);
    expect((await a.app.inject({ url: '/api/User/GetUser', headers: bearer(token) })).statusCode).toBe(401);
  });
});
