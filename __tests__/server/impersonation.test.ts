/**
 * Sales impersonation against the demo seed: salg@demo.dk is assigned customers 10001–10004.
 */
import type { AllowedUsersResponse, TokenResponse, User } from '../../src/api/types';
import { DEMO_PASSWORD } from '../../server/seed';
import { body, createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, seedProducts: 30 });
}, 60_000);
afterAll(async () => {
  await t.close();
});

async function tokenFor(username: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/User/Login', payload: { username, password: DEMO_PASSWORD } });
  expect(res.statusCode).toBe(200);
  return body<TokenResponse>(res).token;
}
const post = (url: string, token: string | null, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: token ? { authorization: `Bearer ${token}` } : {} });
const getUser = (token: string) => t.app.inject({ url: '/api/User/GetUser', headers: { authorization: `Bearer ${token}` } });

describe('SalesImpersonation', () => {
  it('lists only the users of the rep’s customers, filterable', async () => {
    const rep = await tokenFor('salg@demo.dk');
    const res = await post('/api/SalesImpersonation/GetAllowedUsersToImpersonate', rep, {});
    expect(res.statusCode).toBe(200);
    const { users } = body<AllowedUsersResponse>(res);
    const numbers = new Set(users.map((u) => u.customerNumber));
    expect([...numbers].sort()).toEqual(['10001', '10002', '10003', '10004']);
    expect(users.some((u) => u.username === 'salg@demo.dk')).toBe(false);
    const filtered = body<AllowedUsersResponse>(
      await post('/api/SalesImpersonation/GetAllowedUsersToImpersonate', rep, { search: 'kunde2' }),
    ).users;
    expect(filtered.map((u) => u.username)).toEqual(['kunde2@demo.dk']);
  });

  it('is refused to customers (403) and anonymous callers (401)', async () => {
    const customer = await tokenFor('kunde@demo.dk');
    expect((await post('/api/SalesImpersonation/GetAllowedUsersToImpersonate', customer, {})).statusCode).toBe(403);
    expect((await post('/api/SalesImpersonation/Impersonate', customer, { userId: null })).statusCode).toBe(403);
    expect((await post('/api/SalesImpersonation/GetAllowedUsersToImpersonate', null, {})).statusCode).toBe(401);
  });

  it('acts as a customer user and back; GetUser reports the impersonator', async () => {
    const rep = await tokenFor('salg@demo.dk');
    const before = body<User>(await getUser(rep));
    expect(before).toMatchObject({ roles: ['impersonation'], extraInfo: { impersonatorName: null } });

    const { users } = body<AllowedUsersResponse>(await post('/api/SalesImpersonation/GetAllowedUsersToImpersonate', rep, {}));
    const target = users.find((u) => u.username === 'kunde@demo.dk')!;
    const res = await post('/api/SalesImpersonation/Impersonate', rep, { userId: target.userId });
    expect(res.statusCode).toBe(200);
    const acting = body<TokenResponse>(res).token;
    const user = body<User>(await getUser(acting));
    expect(user).toMatchObject({
      name: target.name,
      customerNumber: '10001',
      extraInfo: { impersonatorName: before.name, customerName: target.customerName },
    });
    expect(user.roles).toEqual(expect.arrayContaining(['customer', 'impersonation']));

    // While acting, the rep may switch customer or stop.
    const list = await post('/api/SalesImpersonation/GetAllowedUsersToImpersonate', acting, {});
    expect(list.statusCode).toBe(200);
    const back = body<TokenResponse>(await post('/api/SalesImpersonation/Impersonate', acting, { userId: null })).token;
    expect(body<User>(await getUser(back))).toMatchObject({ name: before.name, customerNumber: null, extraInfo: { impersonatorName: null } });
  });

  it('refuses users outside the rep’s customers (404) and bad bodies (400)', async () => {
    const rep = await tokenFor('salg@demo.dk');
    const other = await t.db.selectFrom('users').select('id').where('username', '=', 'kunde.fi@demo.fi').executeTakeFirst();
    expect(other).toBeDefined();
    expect((await post('/api/SalesImpersonation/Impersonate', rep, { userId: other!.id })).statusCode).toBe(404);
    const bad = await post('/api/SalesImpersonation/Impersonate', rep, {});
    expect(bad.statusCode).toBe(400);
    expect(body<{ message: string }>(bad).message).toContain('userId');
  });
});
