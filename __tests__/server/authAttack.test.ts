/**
 * Issue 6, written as the attack: old tokens after a password change, deactivation, role removal, revoked
 * sessions or a removed rep assignment; impersonation tokens that would inherit back-office roles; forged,
 * tampered and expired tokens; login throttling that must stop guessing without locking out an office.
 * Every route registered on the app is walked through the one authentication step (app.routeAuthTable).
 */
import type { TokenResponse, User } from '../../src/api/types';
import { invalidateAuth } from '../../server/plugins/auth';
import { addUser, bearer, tokenFor } from './auth';
import { FIXTURE_PASSWORD } from './fixtures';
import { body, createTestApp, type TestApp } from './helpers';

let t: TestApp;

const AREA = { areaId: 'b2b', currencyCode: 'DKK', languageCode: 'da' };
const KEYS = [{ productId: '1001', variantId: null, unitOfMeasure: 'STK' }];

async function updateUser(id: string, patch: { password_hash?: string; roles?: string; active?: number }) {
  await t.db.updateTable('users').set(patch).where('id', '=', id).execute();
  await invalidateAuth(t.app);
}

const getPrices = (token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Price/GetPrices',
    payload: { areaInfo: AREA, products: KEYS },
    headers: token ? bearer(token) : {},
  });
const perfion = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/backoffice/api/Perfion/GetPrices',
    payload: { areaInfo: AREA, products: KEYS, customerNumber: '10001' },
    headers: bearer(token),
  });
const getUser = (token: string) => t.app.inject({ url: '/api/User/GetUser', headers: bearer(token) });
const impersonate = (token: string, userId: string | null) =>
  t.app.inject({ method: 'POST', url: '/api/SalesImpersonation/Impersonate', payload: { userId }, headers: bearer(token) });
const login = (username: string, password: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/User/Login', payload: { username, password }, remoteAddress: ip });

/** Every route that checks tokens answers 401 to this token, before validation or the handler run. */
async function expectRejectedEverywhere(token: string) {
  const routes = t.app.routeAuthTable.filter((r) => r.auth === 'checked');
  expect(routes.length).toBeGreaterThan(15);
  const accepted: string[] = [];
  for (const route of routes) {
    const url = route.url.replace(/:[A-Za-z0-9_-]+/g, 'x').replace(/\*$/, 'x');
    const res = await t.app.inject({
      method: route.method as 'GET' | 'POST',
      url,
      headers: bearer(token),
      ...(route.method === 'GET' ? {} : { payload: {} }),
    });
    if (res.statusCode !== 401) accepted.push(`${route.method} ${route.url} → ${res.statusCode}`);
  }
  expect(accepted).toEqual([]);
}

beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_MAX_FAILURES: '5', LOGIN_MAX_FAILURES_PER_IP: '100' } });
  await addUser(t.app, 'u-admin', ['admin'], null);
  await addUser(t.app, 'u-boss', ['customer', 'admin'], '10001');
  await addUser(t.app, 'u-rep2', ['impersonation'], null);
  await t.db
    .insertInto('sales_rep_customers')
    .values([
      { user_id: 'u-sales', customer_number: '10001' },
      { user_id: 'u-rep2', customer_number: '10001' },
    ])
    .execute();
});
afterAll(async () => {
  await t.close();
});

describe('the route table', () => {
  it('lists only the token-issuing routes as ignoring the Authorization header', () => {
    const ignored = t.app.routeAuthTable.filter((r) => r.auth === 'ignore').map((r) => `${r.method} ${r.url}`);
    expect(ignored.sort()).toEqual([
      'POST /api/User/GenerateNotLoggedInToken',
      'POST /api/User/Login',
      // authenticated by the mailed token instead (docs/account-api.md)
      'POST /api/User/RecoverPassword',
      'POST /api/User/ResetPasswordByToken',
      'POST /api/User/VerifyToken',
    ]);
  });
});

describe('revoked tokens are refused on every route', () => {
  it('after a password change', async () => {
    await addUser(t.app, 'u-pw', ['customer'], '10001');
    const token = await tokenFor(t.app, 'u-pw');
    expect((await getPrices(token)).statusCode).toBe(200);
    expect((await getUser(token)).statusCode).toBe(200);
    await updateUser('u-pw', { password_hash: 'scrypt$16384$8$1$c2FsdA$aGFzaA' });
    expect((await getPrices(token)).statusCode).toBe(401);
    expect((await getUser(token)).statusCode).toBe(401);
    await expectRejectedEverywhere(token);
  });

  it('after deactivation', async () => {
    await addUser(t.app, 'u-deact', ['customer'], '10001');
    const token = await tokenFor(t.app, 'u-deact');
    expect((await getPrices(token)).statusCode).toBe(200);
    await updateUser('u-deact', { active: 0 });
    expect((await getPrices(token)).statusCode).toBe(401);
    await expectRejectedEverywhere(token);
  });

  it('after the admin role is removed: the old admin token gets no back-office prices', async () => {
    await addUser(t.app, 'u-admin2', ['admin'], null);
    const token = await tokenFor(t.app, 'u-admin2');
    expect([200, 502]).toContain((await perfion(token)).statusCode);
    await updateUser('u-admin2', { roles: JSON.stringify([]) });
    expect((await perfion(token)).statusCode).toBe(401);
    await expectRejectedEverywhere(token);
  });

  it('after LogoutEverywhere', async () => {
    await addUser(t.app, 'u-lo', ['customer'], '10001');
    const token = await tokenFor(t.app, 'u-lo');
    const other = await tokenFor(t.app, 'u-lo');
    const res = await t.app.inject({ method: 'POST', url: '/api/User/LogoutEverywhere', headers: bearer(token) });
    expect(res.statusCode).toBe(204);
    expect((await getUser(token)).statusCode).toBe(401);
    expect((await getUser(other)).statusCode).toBe(401);
  });

  it('a cached identity is not served after a change made through the services', async () => {
    await addUser(t.app, 'u-cache', ['customer'], '10001');
    const token = await tokenFor(t.app, 'u-cache');
    expect((await getUser(token)).statusCode).toBe(200); // now cached
    await updateUser('u-cache', { active: 0 }); // invalidates
    expect((await getUser(token)).statusCode).toBe(401);
  });
});

describe('impersonation tokens', () => {
  it('die when the rep is unassigned from the customer', async () => {
    const token = await tokenFor(t.app, 'u-customer', { impersonatorId: 'u-rep2' });
    expect((await getUser(token)).statusCode).toBe(200);
    expect((await getPrices(token)).statusCode).toBe(200);
    await t.db.deleteFrom('sales_rep_customers').where('user_id', '=', 'u-rep2').execute();
    await invalidateAuth(t.app);
    expect((await getUser(token)).statusCode).toBe(401);
    expect((await getPrices(token)).statusCode).toBe(401);
    await expectRejectedEverywhere(token);
    // Assigned again: the old session stays over for good; a new impersonation works.
    await t.db.insertInto('sales_rep_customers').values({ user_id: 'u-rep2', customer_number: '10001' }).execute();
    await invalidateAuth(t.app);
    expect((await getUser(token)).statusCode).toBe(401);
    const again = await tokenFor(t.app, 'u-customer', { impersonatorId: 'u-rep2' });
    expect((await getUser(again)).statusCode).toBe(200);
  });

  it('an impersonation token without the assignment it was issued under is refused', async () => {
    await addUser(t.app, 'u-rep5', ['impersonation'], null);
    await t.db.insertInto('sales_rep_customers').values({ user_id: 'u-rep5', customer_number: '10001' }).execute();
    const rep = await tokenFor(t.app, 'u-rep5');
    const res = await impersonate(rep, 'u-customer');
    expect(res.statusCode).toBe(200);
    const token = body<TokenResponse>(res).token;
    expect((await getUser(token)).statusCode).toBe(200);
    // The same rep and customer, but the claim of another assignment: refused.
    const row = await t.db.selectFrom('sales_rep_customers').select('assignment_id').where('user_id', '=', 'u-rep5').executeTakeFirstOrThrow();
    expect(row.assignment_id).toMatch(/^[0-9a-f]{32}$/);
    await t.db.updateTable('sales_rep_customers').set({ assignment_id: 'another' }).where('user_id', '=', 'u-rep5').execute();
    await invalidateAuth(t.app);
    expect((await getUser(token)).statusCode).toBe(401);
  });

  it('die when the rep loses the role impersonation, or is deactivated', async () => {
    await addUser(t.app, 'u-rep3', ['impersonation'], null);
    await addUser(t.app, 'u-rep4', ['impersonation'], null);
    await t.db
      .insertInto('sales_rep_customers')
      .values([
        { user_id: 'u-rep3', customer_number: '10001' },
        { user_id: 'u-rep4', customer_number: '10001' },
      ])
      .execute();
    const t3 = await tokenFor(t.app, 'u-customer', { impersonatorId: 'u-rep3' });
    const t4 = await tokenFor(t.app, 'u-customer', { impersonatorId: 'u-rep4' });
    expect((await getUser(t3)).statusCode).toBe(200);
    expect((await getUser(t4)).statusCode).toBe(200);
    await updateUser('u-rep3', { roles: JSON.stringify(['customer']) });
    await updateUser('u-rep4', { active: 0 });
    expect((await getUser(t3)).statusCode).toBe(401);
    expect((await getUser(t4)).statusCode).toBe(401);
    expect((await impersonate(t3, null)).statusCode).toBe(401);
  });

  it('never pass on back-office roles: a rep acting for a customer user with admin is no admin', async () => {
    const rep = await tokenFor(t.app, 'u-sales');
    const res = await impersonate(rep, 'u-boss');
    expect(res.statusCode).toBe(200);
    const acting = body<TokenResponse>(res).token;
    const user = body<User>(await getUser(acting));
    expect(user.roles).toEqual(['customer', 'impersonation']);
    expect(user.extraInfo.impersonatorName).toBe('Sune Salg');
    expect((await perfion(acting)).statusCode).toBe(403);
    // The same user logged in themselves keeps their roles.
    expect([200, 502]).toContain((await perfion(await tokenFor(t.app, 'u-boss'))).statusCode);
  });

  it('a rep cannot impersonate a customer they are not assigned to', async () => {
    const customer = await t.db.selectFrom('customers').selectAll().where('customer_number', '=', '10001').executeTakeFirstOrThrow();
    await t.db.insertInto('customers').values({ ...customer, customer_number: '10002', name: 'Other A/S' }).execute();
    await addUser(t.app, 'u-other', ['customer'], '10002');
    const rep = await tokenFor(t.app, 'u-sales');
    expect((await impersonate(rep, 'u-other')).statusCode).toBe(404);
  });
});

describe('forged, tampered and expired tokens → 401, also on public routes', () => {
  it('a garbage token on GetPrices is 401, not silently anonymous', async () => {
    expect((await getPrices('garbage')).statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/Price/GetPrices',
      payload: { areaInfo: AREA, products: KEYS },
      headers: { authorization: 'Basic dXNlcjpwdw==' },
    });
    expect(bad.statusCode).toBe(401);
  });

  it('an expired, a foreign-secret and a tampered token are 401 on every route', async () => {
    const expired = await tokenFor(t.app, 'u-customer', { ttlSeconds: -10 });
    const foreign = await tokenFor(t.app, 'u-customer', { secret: new TextEncoder().encode('x'.repeat(40)) });
    const good = await tokenFor(t.app, 'u-customer');
    const [h, p, s] = good.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>;
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...claims, cn: '10002', roles: ['admin'] })).toString('base64url')}.${s}`;
    for (const token of [expired, foreign, tampered]) {
      expect((await getPrices(token)).statusCode).toBe(401);
    }
    await expectRejectedEverywhere(tampered);
  });

  it('a token without a security stamp (issued before this check existed) is 401', async () => {
    const { signToken } = await import('../../server/services/tokens');
    const { token } = await signToken(t.config.jwtSecret, 60, {
      sub: 'u-customer',
      anon: false,
      roles: ['customer'],
      customerNumber: '10001',
      impersonatorName: null,
      impersonatorId: null,
      stamp: null,
      impersonatorStamp: null,
      assignmentId: null,
    });
    expect((await getUser(token)).statusCode).toBe(401);
  });

  it('tells a rejected token (invalid_token) apart from a route that needs a login (RFC 6750)', async () => {
    const rejected = await getPrices('garbage');
    expect(rejected.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    const anon = body<TokenResponse>(await t.app.inject({ method: 'POST', url: '/api/User/GenerateNotLoggedInToken' }));
    const needsLogin = await getUser(anon.token);
    expect(needsLogin.statusCode).toBe(401);
    expect(needsLogin.headers['www-authenticate']).toBe('Bearer');
  });

  it('no token stays anonymous where allowed; an anonymous token works too', async () => {
    expect((await getPrices()).statusCode).toBe(200);
    const anon = body<TokenResponse>(await t.app.inject({ method: 'POST', url: '/api/User/GenerateNotLoggedInToken' }));
    expect((await getPrices(anon.token)).statusCode).toBe(200);
    expect((await getUser(anon.token)).statusCode).toBe(401);
  });

  it('Login and GenerateNotLoggedInToken ignore a stale token in the header', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/User/Login',
      payload: { username: 'kunde@example.com', password: FIXTURE_PASSWORD },
      headers: bearer('stale.token.value'),
      remoteAddress: '10.9.9.9',
    });
    expect(res.statusCode).toBe(200);
    const anon = await t.app.inject({ method: 'POST', url: '/api/User/GenerateNotLoggedInToken', headers: bearer('stale') });
    expect(anon.statusCode).toBe(200);
  });
});

describe('login throttling', () => {
  // Every attempt is a real scrypt verification: generous time limits for loaded CI machines.
  jest.setTimeout(60_000);

  it('lets 50 colleagues log in correctly from one office address within a minute', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 50; i++) codes.push((await login('kunde@example.com', FIXTURE_PASSWORD, '10.50.0.1')).statusCode);
    expect(codes.every((c) => c === 200)).toBe(true);
  });

  it('answers the 6th wrong password for one account with 429 and Retry-After, from any address', async () => {
    await addUser(t.app, 'u-target', ['customer'], '10001');
    for (let i = 0; i < 5; i++) {
      expect((await login('u-target@example.com', 'wrong', `10.60.0.${i + 1}`)).statusCode).toBe(401);
    }
    const blocked = await login('U-Target@Example.com ', 'wrong', '10.60.0.99');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(900);
    // Even the right password waits: the lock is what stops guessing.
    expect((await login('u-target@example.com', FIXTURE_PASSWORD, '10.60.0.100')).statusCode).toBe(429);
    // Other accounts from the same addresses are unaffected.
    expect((await login('kunde@example.com', FIXTURE_PASSWORD, '10.60.0.1')).statusCode).toBe(200);
  });

  it('treats an unknown account exactly like a known one (no account enumeration)', async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 6; i++) {
      known.push((await login('u-boss@example.com', 'wrong', '10.70.0.1')).statusCode);
      unknown.push((await login('nobody-here@example.com', 'wrong', '10.70.0.2')).statusCode);
    }
    expect(unknown).toEqual(known);
    expect(known).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('a successful login clears the account count', async () => {
    await addUser(t.app, 'u-reset', ['customer'], '10001');
    for (let i = 0; i < 4; i++) await login('u-reset@example.com', 'wrong', '10.80.0.1');
    expect((await login('u-reset@example.com', FIXTURE_PASSWORD, '10.80.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login('u-reset@example.com', 'wrong', '10.80.0.1')).statusCode).toBe(401);
  });

  it('20 parallel wrong passwords for one account: at most 5 are verified, the rest are 429', async () => {
    await addUser(t.app, 'u-race', ['customer'], '10001');
    const codes = await Promise.all(Array.from({ length: 20 }, (_, i) => login('u-race@example.com', `wrong ${i}`, `10.61.0.${i + 1}`)));
    expect(codes.filter((r) => r.statusCode === 401)).toHaveLength(5);
    expect(codes.filter((r) => r.statusCode === 429)).toHaveLength(15);
    expect((await login('u-race@example.com', FIXTURE_PASSWORD, '10.61.1.1')).statusCode).toBe(429);
  });

  it('parallel guesses from one address across accounts stop at the per-IP ceiling; right passwords never count', async () => {
    const ipApp = await createTestApp({ env: { LOGIN_MAX_FAILURES_PER_IP: '4' } });
    try {
      const attempt = (username: string, password: string) =>
        ipApp.app.inject({ method: 'POST', url: '/api/User/Login', payload: { username, password }, remoteAddress: '10.91.0.1' });
      // Right passwords are counted while they are verified and given back after: they never use up the ceiling.
      for (let i = 0; i < 8; i++) expect((await attempt('kunde@example.com', FIXTURE_PASSWORD)).statusCode).toBe(200);
      const guesses = await Promise.all(Array.from({ length: 20 }, (_, i) => attempt(`guess-par${i}@example.com`, 'x')));
      expect(guesses.filter((r) => r.statusCode === 401)).toHaveLength(4);
      expect(guesses.filter((r) => r.statusCode === 429)).toHaveLength(16);
    } finally {
      await ipApp.close();
    }
  });

  it('stops one address guessing across many accounts at the per-IP ceiling', async () => {
    const ipApp = await createTestApp({ env: { LOGIN_MAX_FAILURES_PER_IP: '10' } });
    try {
      const attempt = (n: number) =>
        ipApp.app.inject({
          method: 'POST',
          url: '/api/User/Login',
          payload: { username: `guess${n}@example.com`, password: 'x' },
          remoteAddress: '10.90.0.1',
        });
      for (let i = 0; i < 10; i++) expect((await attempt(i)).statusCode).toBe(401);
      const blocked = await attempt(99);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBeDefined();
      // An IPv6 client counts per /64: rotating addresses within its network does not reset the ceiling.
      const v6 = (host: number, n: number) =>
        ipApp.app.inject({ method: 'POST', url: '/api/User/Login', payload: { username: `v6guess${n}@example.com`, password: 'x' }, remoteAddress: `2001:db8:7:7::${host.toString(16)}` });
      for (let i = 0; i < 10; i++) expect((await v6(i + 1, i)).statusCode).toBe(401);
      expect((await v6(0xbeef, 99)).statusCode).toBe(429);
      const elsewhere = await ipApp.app.inject({
        method: 'POST',
        url: '/api/User/Login',
        payload: { username: 'kunde@example.com', password: FIXTURE_PASSWORD },
        remoteAddress: '10.90.0.2',
      });
      expect(elsewhere.statusCode).toBe(200);
    } finally {
      await ipApp.close();
    }
  });
});

describe('response headers', () => {
  it('no-store on answers that carry tokens or customer data, and a Permissions-Policy', async () => {
    const loginRes = await login('kunde@example.com', FIXTURE_PASSWORD, '10.100.0.1');
    const token = body<TokenResponse>(loginRes).token;
    const rep = await tokenFor(t.app, 'u-sales');
    const responses = [
      loginRes,
      await t.app.inject({ method: 'POST', url: '/api/User/GenerateNotLoggedInToken' }),
      await impersonate(rep, 'u-customer'),
      await getUser(token),
      await getPrices(token),
    ];
    for (const res of responses) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['permissions-policy']).toContain('camera=()');
    }
  });
});
