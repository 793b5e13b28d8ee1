/**
 * Issue 18, integration keys and back-office access: every /backoffice route × every kind of caller, keys' scopes,
 * revocation and last use, the test API behind TEST_API, and the operator CLI's key commands.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { GetAreasResponse, TestResponse } from '../../contract/backoffice';
import type { TokenResponse } from '../../contract/user';
import { runAdmin } from '../../server/admin/run';
import { createIntegrationKey, revokeIntegrationKey } from '../../server/services/backoffice/integrationKeys';
import { addUser, bearer, tokenFor } from './auth';
import { body, createTestApp, type TestApp } from './helpers';

let t: TestApp;
const tokens: Record<string, string> = {};
const keys: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ env: { TEST_API: 'true' } });
  await addUser(t.app, 'u-admin', ['admin'], null);
  await t.db.insertInto('sales_rep_customers').values({ user_id: 'u-sales', customer_number: '10001' }).execute();
  tokens.customer = await tokenFor(t.app, 'u-customer');
  tokens.rep = await tokenFor(t.app, 'u-sales');
  tokens.impersonating = await tokenFor(t.app, 'u-customer', { impersonatorId: 'u-sales' });
  tokens.admin = await tokenFor(t.app, 'u-admin');
  tokens.anonymous = body<TokenResponse>(await t.app.inject({ method: 'POST', url: '/api/User/GenerateNotLoggedInToken' })).token;
  for (const scope of ['documents:read', 'documents:write', 'orders:state', 'cache'] as const) {
    keys[scope] = (await createIntegrationKey(t.db, { name: `only ${scope}`, scopes: [scope], createdBy: 'test' })).key;
  }
});
afterAll(async () => {
  await t.close();
});

const backofficeRoutes = () => t.app.routeAuthTable.filter((r) => r.url.startsWith('/backoffice/'));
const call = (route: { method: string; url: string }, headers: Record<string, string>) =>
  t.app.inject({ method: route.method as 'GET' | 'POST', url: route.url, headers, ...(route.method === 'GET' ? {} : { payload: {} }) });

describe('who may call the back office', () => {
  it('every back-office route names the scope it needs', () => {
    const routes = backofficeRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(3);
    expect(routes.filter((r) => !r.scope).map((r) => r.url)).toEqual([]);
  });

  it('no token: 401; an anonymous token: 401; customer, rep and a rep acting for a customer: 403 — on every route', async () => {
    const wrong: string[] = [];
    for (const route of backofficeRoutes()) {
      const cases: [string, Record<string, string>, number][] = [
        ['no token', {}, 401],
        ['anonymous', bearer(tokens.anonymous!), 401],
        ['customer', bearer(tokens.customer!), 403],
        ['rep', bearer(tokens.rep!), 403],
        ['rep impersonating', bearer(tokens.impersonating!), 403],
      ];
      for (const [who, headers, expected] of cases) {
        const res = await call(route, headers);
        if (res.statusCode !== expected) wrong.push(`${who} ${route.method} ${route.url} → ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('an admin and a key with the scope get past the check; a key with another scope gets 403 on every route', async () => {
    const wrong: string[] = [];
    for (const route of backofficeRoutes()) {
      const scope = route.scope!;
      for (const [who, token] of [['admin', tokens.admin!], [`key ${scope}`, keys[scope]!]] as const) {
        const res = await call(route, bearer(token));
        if (res.statusCode === 401 || res.statusCode === 403) wrong.push(`${who} ${route.method} ${route.url} → ${res.statusCode}`);
      }
      for (const [other, key] of Object.entries(keys)) {
        if (other === scope) continue;
        const res = await call(route, bearer(key));
        if (res.statusCode !== 403) wrong.push(`key ${other} ${route.method} ${route.url} → ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('GetAreas lists the areas with languages, currencies and domains', async () => {
    const res = await t.app.inject({ url: '/backoffice/api/Area/GetAreas', headers: bearer(keys['documents:read']!) });
    expect(res.statusCode).toBe(200);
    const { areas } = body<GetAreasResponse>(res);
    const b2b = areas.find((a) => a.areaId === 'b2b');
    expect(b2b).toBeDefined();
    expect(b2b!.defaultCurrency).toBe('DKK');
    expect(b2b!.currencies).toContain('DKK');
    expect(b2b!.languages.map((l) => l.code)).toContain('da');
    expect(b2b!.domains.length).toBeGreaterThan(0);
  });
});

describe('integration keys', () => {
  it('a key is refused outside the back office (401), as a forged, unknown or malformed key is', async () => {
    const key = keys['documents:read']!;
    expect((await t.app.inject({ url: '/api/User/GetUser', headers: bearer(key) })).statusCode).toBe(401);
    const forged = `${key.slice(0, -4)}AAAA`;
    const unknown = `ik_ABCDEFGHJKLM_${key.slice(-43)}`;
    for (const token of [forged, unknown, 'ik_short', `${key}x`]) {
      const res = await t.app.inject({ url: '/backoffice/api/Area/GetAreas', headers: bearer(token) });
      expect(res.statusCode).toBe(401);
    }
  });

  it('a revoked key is refused at once; its last use was recorded', async () => {
    const { key, record } = await createIntegrationKey(t.db, { name: 'to revoke', scopes: ['documents:read'], createdBy: 'test' });
    expect((await t.app.inject({ url: '/backoffice/api/Area/GetAreas', headers: bearer(key) })).statusCode).toBe(200);
    const row = await t.db.selectFrom('integration_keys').selectAll().where('id', '=', record.id).executeTakeFirstOrThrow();
    expect(row.last_used_at).not.toBeNull();
    expect(row.secret_hash).not.toContain(key.slice('ik_'.length + 13));
    expect(await revokeIntegrationKey(t.db, record.id)).toBe(true);
    expect((await t.app.inject({ url: '/backoffice/api/Area/GetAreas', headers: bearer(key) })).statusCode).toBe(401);
  });

  it('refuses unknown scopes and empty names', async () => {
    await expect(createIntegrationKey(t.db, { name: 'x', scopes: ['everything'], createdBy: 'test' })).rejects.toThrow(/Unknown scope/);
    await expect(createIntegrationKey(t.db, { name: ' ', scopes: ['cache'], createdBy: 'test' })).rejects.toThrow(/name/);
    await expect(createIntegrationKey(t.db, { name: 'x', scopes: [], createdBy: 'test' })).rejects.toThrow(/scope/);
  });
});

describe('the test API (TEST_API=true)', () => {
  it('GET and POST /api/Test/Test answer; POST echoes its body', async () => {
    const get = await t.app.inject({ url: '/api/Test/Test' });
    expect(body<TestResponse>(get)).toMatchObject({ ok: true, method: 'GET', echo: null });
    const post = await t.app.inject({ method: 'POST', url: '/api/Test/Test', payload: { a: [1, 'b'] } });
    expect(body<TestResponse>(post)).toMatchObject({ ok: true, method: 'POST', echo: { a: [1, 'b'] } });
  });

  it('GetToken logs in a demo user, and nobody else', async () => {
    await addUser(t.app, 'u-demo', ['customer'], '10001');
    await t.db.updateTable('users').set({ username: 'kunde@demo.dk' }).where('id', '=', 'u-demo').execute();
    const res = await t.app.inject({ method: 'POST', url: '/api/Test/GetToken', payload: { username: 'Kunde@Demo.dk' } });
    expect(res.statusCode).toBe(200);
    const { token } = body<TokenResponse>(res);
    const user = await t.app.inject({ url: '/api/User/GetUser', headers: bearer(token) });
    expect(user.statusCode).toBe(200);
    expect(user.body).toContain('kunde@demo.dk');
    const other = await t.app.inject({ method: 'POST', url: '/api/Test/GetToken', payload: { username: 'kunde@example.com' } });
    expect(other.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'POST', url: '/api/Test/GetToken', payload: {} });
    expect(bad.statusCode).toBe(400);
  });

  it('without TEST_API the test calls are 404', async () => {
    const plain = await createTestApp({ sameDataAs: t });
    try {
      for (const [method, url] of [['GET', '/api/Test/Test'], ['POST', '/api/Test/Test'], ['POST', '/api/Test/GetToken']] as const) {
        const res = await plain.app.inject({ method, url, payload: method === 'POST' ? { username: 'kunde@demo.dk' } : undefined });
        expect(res.statusCode).toBe(404);
      }
    } finally {
      await plain.close();
    }
  });
});

describe('npm run admin -- key …', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-admin-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = { DATA_DIR: dataDir, SEED: 'false', JWT_SECRET: 'x'.repeat(40) };
  async function admin(...argv: string[]) {
    let out = '';
    let err = '';
    const code = await runAdmin(argv, { env, out: { write: (s: string) => (out += s) }, err: { write: (s: string) => (err += s) } });
    return { code, out, err };
  }

  it('creates a key (printed once), lists it without its secret, revokes it', async () => {
    const created = await admin('key', 'create', 'ERP', 'nightly', '--scope', 'documents:write', '--scope', 'orders:state');
    expect(created.code).toBe(0);
    const key = /^(ik_\S+)$/m.exec(created.out)?.[1];
    expect(key).toBeDefined();
    const id = key!.split('_')[1]!;
    const listed = await admin('key', 'list');
    expect(listed.out).toContain(id);
    expect(listed.out).toContain('ERP nightly');
    expect(listed.out).toContain('documents:write,orders:state');
    // The secret is what follows 'ik_<12-character id>_' (base64url: it may hold '_' itself).
    expect(listed.out).not.toContain(key!.slice('ik_'.length + 13));
    expect((await admin('key', 'revoke', id)).code).toBe(0);
    expect((await admin('key', 'list')).out).toMatch(/revoked/);
  });

  it('bad arguments: a usage line and exit code 2; an unknown key: exit code 1', async () => {
    const none = await admin();
    expect(none.code).toBe(2);
    expect(none.err).toMatch(/Usage: npm run admin/);
    expect((await admin('frobnicate')).code).toBe(2);
    const noScope = await admin('key', 'create', 'ERP');
    expect(noScope.code).toBe(2);
    expect(noScope.err).toMatch(/scope/);
    expect((await admin('key', 'create', 'ERP', '--scope', 'root')).err).toMatch(/Unknown scope root/);
    expect((await admin('key', 'create', '--bogus')).code).toBe(2);
    const missing = await admin('key', 'revoke', 'nope');
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/No integration key nope/);
  });
});
