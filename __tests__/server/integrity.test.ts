import packageJson from '../../package.json';
import { migrations } from '../../server/db';
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

describe('integrity', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
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

  it('GET /integrity/v2/check → every check', async () => {
    const res = await t.app.inject({ url: '/integrity/v2/check' });
    expect(res.statusCode).toBe(200);
    const reply = body<V2>(res);
    expect(reply.status).toBe('ok');
    expect(reply.version).toBe(packageJson.version);
    expect(reply.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(reply.checks.database).toEqual({ ok: true, dialect: t.handle.dialect, latencyMs: expect.any(Number) });
    expect(reply.checks.cache).toEqual({ kind: 'memory', ok: true });
    expect(reply.checks.migrations).toEqual({ ok: true, latest: Object.keys(migrations).at(-1), pending: [] });
  });

  it('503 when the cache check fails', async () => {
    const spy = jest.spyOn(t.app.cache, 'check').mockResolvedValue({ kind: 'redis', ok: false });
    const res = await t.app.inject({ url: '/integrity/v2/check' });
    expect(res.statusCode).toBe(503);
    expect(body<V2>(res).status).toBe('error');
    spy.mockRestore();
  });
});

describe('integrity with the database gone', () => {
  it('503 from both checks', async () => {
    const t = await createTestApp();
    try {
      await t.handle.close();
      const v1 = await t.app.inject({ url: '/integrity/check' });
      expect(v1.statusCode).toBe(503);
      expect(body<unknown>(v1)).toEqual({ status: 'error' });
      const v2 = await t.app.inject({ url: '/integrity/v2/check' });
      expect(v2.statusCode).toBe(503);
      const reply = body<V2>(v2);
      expect(reply.status).toBe('error');
      expect(reply.checks.database.ok).toBe(false);
    } finally {
      await t.close();
    }
  });
});
