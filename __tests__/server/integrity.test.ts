import packageJson from '../../package.json';
import { migrations } from '../../server/db';
import { invalidateAuth } from '../../server/plugins/auth';
import { searchService } from '../../server/services/search';
import { addUser, bearer, tokenFor } from './auth';
import { body, createTestApp, type TestApp } from './helpers';

interface V2 {
  status: string;
  version: string;
  uptimeSeconds: number;
  checks: {
    database: { ok: boolean; dialect: string; latencyMs: number };
    cache: { kind: string; ok: boolean };
    migrations: { ok: boolean; latest: string | null; pending: string[] };
  };
}

const addAdmin = (t: TestApp) => addUser(t.app, 'u-admin', ['admin']);

describe('integrity', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = bearer(await tokenFor(t.app, await addAdmin(t)));
  });
  afterAll(async () => {
    await t.close();
  });

  it('GET /integrity/check → ok', async () => {
    const res = await t.app.inject({ url: '/integrity/check' });
    expect(res.statusCode).toBe(200);
    expect(body<unknown>(res)).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('GET /integrity/v2/check without a token → a plain health answer, no details', async () => {
    const res = await t.app.inject({ url: '/integrity/v2/check' });
    expect(res.statusCode).toBe(200);
    expect(body<unknown>(res)).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('GET /integrity/v2/check with a customer token or an anonymous token → no details', async () => {
    const customer = await t.app.inject({ url: '/integrity/v2/check', headers: bearer(await tokenFor(t.app, 'u-customer')) });
    expect(customer.statusCode).toBe(200);
    expect(body<unknown>(customer)).toEqual({ status: 'ok' });
    const sales = await t.app.inject({ url: '/integrity/v2/check', headers: bearer(await tokenFor(t.app, 'u-sales')) });
    expect(body<unknown>(sales)).toEqual({ status: 'ok' });
    const anon = await t.app.inject({ method: 'POST', url: '/api/User/GenerateNotLoggedInToken', payload: {} });
    expect(anon.statusCode).toBe(200);
    const anonymous = await t.app.inject({
      url: '/integrity/v2/check',
      headers: bearer(body<{ token: string }>(anon).token),
    });
    expect(body<unknown>(anonymous)).toEqual({ status: 'ok' });
  });

  it('GET /integrity/v2/check with an admin token → every check', async () => {
    const res = await t.app.inject({ url: '/integrity/v2/check', headers: admin });
    expect(res.statusCode).toBe(200);
    const reply = body<V2>(res);
    expect(reply.status).toBe('ok');
    expect(reply.version).toBe(packageJson.version);
    expect(reply.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(reply.checks.database).toEqual({ ok: true, dialect: t.handle.dialect, latencyMs: expect.any(Number) });
    expect(reply.checks.cache).toEqual({ kind: 'memory', ok: true });
    expect(reply.checks.migrations).toEqual({ ok: true, latest: Object.keys(migrations).at(-1), pending: [] });
  });

  it('GET /integrity/ready: 503 until the search index is built and warmed, then 200; details for the admin only', async () => {
    // An injected test app never listens, so nothing has built the index yet: what a new instance is at start.
    const before = await t.app.inject({ url: '/integrity/ready' });
    expect(before.statusCode).toBe(503);
    expect(body<unknown>(before)).toEqual({ status: 'error' });
    expect(before.headers['cache-control']).toBe('no-store');
    const live = await t.app.inject({ url: '/integrity/check' });
    expect(live.statusCode).toBe(200);
    const building = body<{ checks: { index: { ok: boolean; products: number } } }>(await t.app.inject({ url: '/integrity/ready', headers: admin }));
    expect(building.checks.index).toEqual({ ok: false, products: 0, buildMs: null });

    await searchService(t.app).warmUp();
    const after = await t.app.inject({ url: '/integrity/ready' });
    expect(after.statusCode).toBe(200);
    expect(body<unknown>(after)).toEqual({ status: 'ok' });
    const details = await t.app.inject({ url: '/integrity/ready', headers: admin });
    const reply = body<{ status: string; checks: V2['checks'] & { index: { ok: boolean; products: number; buildMs: number } } }>(details);
    expect(reply.status).toBe('ok');
    expect(reply.checks.index).toEqual({ ok: true, products: expect.any(Number), buildMs: expect.any(Number) });
    expect(reply.checks.index.products).toBeGreaterThan(0);
    expect(reply.checks.migrations.ok).toBe(true);
    const customer = await t.app.inject({ url: '/integrity/ready', headers: bearer(await tokenFor(t.app, 'u-customer')) });
    expect(body<unknown>(customer)).toEqual({ status: 'ok' });
  });

  it('503 when the cache check fails (details for the admin, the bare status for anyone else)', async () => {
    const spy = jest.spyOn(t.app.cache, 'check').mockResolvedValue({ kind: 'redis', ok: false });
    try {
      const res = await t.app.inject({ url: '/integrity/v2/check', headers: admin });
      expect(res.statusCode).toBe(503);
      expect(body<V2>(res).status).toBe('error');
      expect(body<V2>(res).checks.cache).toEqual({ kind: 'redis', ok: false });
      const anonymous = await t.app.inject({ url: '/integrity/v2/check' });
      expect(anonymous.statusCode).toBe(503);
      expect(body<unknown>(anonymous)).toEqual({ status: 'error' });
    } finally {
      spy.mockRestore();
    }
  });

  it('an admin token that was revoked (role removed) is refused, not answered with details', async () => {
    const token = await tokenFor(t.app, 'u-admin');
    await t.db.updateTable('users').set({ roles: JSON.stringify(['customer']) }).where('id', '=', 'u-admin').execute();
    await invalidateAuth(t.app);
    try {
      const res = await t.app.inject({ url: '/integrity/v2/check', headers: bearer(token) });
      expect(res.statusCode).toBe(401);
      expect(res.body).not.toContain('version');
    } finally {
      await t.db.updateTable('users').set({ roles: JSON.stringify(['admin']) }).where('id', '=', 'u-admin').execute();
      await invalidateAuth(t.app);
    }
  });
});

describe('integrity with the database gone', () => {
  it('503 from both checks', async () => {
    const t = await createTestApp();
    try {
      const admin = bearer(await tokenFor(t.app, await addAdmin(t)));
      // One request while the database is there puts the admin into the auth step's short-lived cache, so the
      // admin's request below is still identified with the database gone.
      expect((await t.app.inject({ url: '/integrity/v2/check', headers: admin })).statusCode).toBe(200);
      await t.handle.close();
      const v1 = await t.app.inject({ url: '/integrity/check' });
      expect(v1.statusCode).toBe(503);
      expect(body<unknown>(v1)).toEqual({ status: 'error' });
      const v2 = await t.app.inject({ url: '/integrity/v2/check' });
      expect(v2.statusCode).toBe(503);
      expect(body<unknown>(v2)).toEqual({ status: 'error' });
      const details = await t.app.inject({ url: '/integrity/v2/check', headers: admin });
      expect(details.statusCode).toBe(503);
      const reply = body<V2>(details);
      expect(reply.status).toBe('error');
      expect(reply.checks.database.ok).toBe(false);
    } finally {
      await t.close();
    }
  });
});
