import type { CalculateCartResponse } from '../../src/api/commerceTypes';
import type { TokenResponse, User } from '../../src/api/types';
import { COMMERCE_CACHE_NAMESPACE } from '../../server/services/cart';
import { signToken, verifyToken } from '../../server/services/tokens';
import { invalidateAuth } from '../../server/plugins/auth';
import { tokenFor } from './auth';
import { FIXTURE_PASSWORD } from './fixtures';
import { body, createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const login = (username: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/User/Login', payload: { username, password }, remoteAddress: ip });

const emptyAddress = {
  address1: '', address2: '', city: '', company: '', country: '', customerNumber: '', email: '', name: '', phone: '', zip: '', extraInfo: {},
};

const getUser = (token?: string) =>
  t.app.inject({ url: '/api/User/GetUser', headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('POST /api/User/Login', () => {
  it('returns a bearer token for valid credentials', async () => {
    const res = await login('Kunde@Example.com ', FIXTURE_PASSWORD);
    expect(res.statusCode).toBe(200);
    const token = body<TokenResponse>(res);
    expect(token.tokenType).toBe('Bearer');
    expect(Object.keys(token).sort()).toEqual(['expiresAt', 'token', 'tokenType']);
    const expires = Date.parse(token.expiresAt);
    expect(expires - Date.now()).toBeGreaterThan(t.config.tokenTtlSeconds * 1000 - 5000);
    const claims = await verifyToken(t.config.jwtSecret, token.token);
    expect(claims).toMatchObject({ sub: 'u-customer', anon: false, roles: ['customer'], customerNumber: '10001' });
  });

  it.each([
    ['wrong password', 'kunde@example.com', 'nope'],
    ['unknown user', 'nobody@example.com', FIXTURE_PASSWORD],
    ['inactive user', 'gone@example.com', FIXTURE_PASSWORD],
    ['empty password', 'kunde@example.com', ''],
  ])('401 Unauthorized for %s', async (_label, username, password) => {
    const res = await login(username, password, '10.0.0.2');
    expect(res.statusCode).toBe(401);
    expect(body<{ message: string }>(res)).toEqual({ message: 'Unauthorized', statusCode: 401 });
  });

  it.each([
    [{ password: 'x' }, 'username'],
    [{ username: 'x' }, 'password'],
  ])('400 naming the missing field', async (payload, name) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/User/Login', payload, remoteAddress: '10.0.0.3' });
    expect(res.statusCode).toBe(400);
    expect(body<{ message: string }>(res).message).toBe(`${name} must be defined`);
  });

  it('400 for over-long or non-string fields', async () => {
    const long = await login('a'.repeat(300), 'x', '10.0.0.4');
    expect(long.statusCode).toBe(400);
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/User/Login',
      payload: { username: { $ne: '' }, password: 'x' },
      remoteAddress: '10.0.0.4',
    });
    expect(wrongType.statusCode).toBe(400);
  });
});

describe('POST /api/User/GenerateNotLoggedInToken', () => {
  it('returns an anonymous token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/User/GenerateNotLoggedInToken' });
    expect(res.statusCode).toBe(200);
    const token = body<TokenResponse>(res);
    expect(token.tokenType).toBe('Bearer');
    const claims = await verifyToken(t.config.jwtSecret, token.token);
    expect(claims).toMatchObject({ sub: 'anonymous', anon: true, roles: [], customerNumber: null });
    expect(claims!.exp - claims!.iat).toBe(t.config.anonTokenTtlSeconds);
  });
});

describe('GET /api/User/GetUser', () => {
  it('returns the logged-in user', async () => {
    const { token } = body<TokenResponse>(await login('kunde@example.com', FIXTURE_PASSWORD, '10.0.0.5'));
    const res = await getUser(token);
    expect(res.statusCode).toBe(200);
    expect(body<User>(res)).toEqual({
      name: 'Karen Kunde',
      roles: ['customer'],
      customerNumber: '10001',
      // Issue 20: the company role, apart from the shop roles (a fixture user without one is a buyer).
      companyRole: 'buyer',
      // Issue 20: the spending limits (none) and this month's orders (docs/company.md 'Spending limits').
      companyLimits: { orderLimit: null, monthlyLimit: null, monthSpent: 0, monthLeft: null },
      extraInfo: {
        impersonatorName: null,
        username: 'kunde@example.com',
        customerName: 'Byg & Bolig ApS',
        currencyCode: 'DKK',
        // No billing address: the area's default country's rate (Denmark)
        vatPercentage: 25,
        language: 'da',
      },
    });
  });

  it('tells the VAT rate the cart charges the customer: that of the default billing address (Finland 25.5 %)', async () => {
    await t.db
      .insertInto('addresses')
      .values({
        id: 'addr-fi', customer_number: '10001', type: 'billing', company: 'Byg & Bolig Oy', name: 'Osto', address1: 'Katu 1',
        address2: '', zip: '00100', city: 'Helsinki', country: 'FI', email: 'osto@example.fi', phone: '', is_default: 1, extra_info: '{}',
      })
      .execute();
    await t.app.cache.invalidate(COMMERCE_CACHE_NAMESPACE);
    try {
      const token = await tokenFor(t.app, 'u-customer');
      const user = body<User>(await getUser(token));
      expect(user.extraInfo.vatPercentage).toBe(25.5);
      // The cart of that customer (no billing address of its own yet) is charged the same rate.
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Cart/CalculateCart',
        headers: { authorization: `Bearer ${token}` },
        payload: {
          area: { areaId: 'b2b', currencyCode: 'DKK', languageCode: 'da' },
          cart: {
            cartId: 'vat-rate', lines: [{ id: 'L1', parentId: null, text: '', quantity: 1, type: 'product', productKey: { productId: '1001', unitOfMeasure: 'STK', variantId: null } }],
            billingAddress: emptyAddress, shippingAddress: emptyAddress, comment: '', reference: '', createdAt: new Date().toISOString(),
            expectedDeliveryDate: '', shippingMethod: null, paymentMethod: null,
          },
        },
      });
      expect(res.statusCode).toBe(200);
      expect(body<CalculateCartResponse>(res).cart.totalNetPrice.vatPercentage).toBe(25.5);
    } finally {
      await t.db.deleteFrom('addresses').where('id', '=', 'addr-fi').execute();
      await t.app.cache.invalidate(COMMERCE_CACHE_NAMESPACE);
    }
  });

  it('returns a sales user without customer', async () => {
    const { token } = body<TokenResponse>(await login('salg@example.com', FIXTURE_PASSWORD, '10.0.0.5'));
    const user = body<User>(await getUser(token));
    expect(user).toEqual({
      name: 'Sune Salg',
      roles: ['impersonation'],
      customerNumber: null,
      extraInfo: { impersonatorName: null, username: 'salg@example.com', language: 'en' },
    });
  });

  it('shows the impersonator name of an impersonation token', async () => {
    await t.db.insertInto('sales_rep_customers').values({ user_id: 'u-sales', customer_number: '10001' }).execute();
    const token = await tokenFor(t.app, 'u-customer', { impersonatorId: 'u-sales' });
    const user = body<User>(await getUser(token));
    expect(user.extraInfo.impersonatorName).toBe('Sune Salg');
    expect(user.roles).toEqual(['customer', 'impersonation']);
  });

  it('401 without a token', async () => {
    const res = await getUser();
    expect(res.statusCode).toBe(401);
    expect(body<{ message: string }>(res).message).toBe('Unauthorized');
  });

  it('401 with an anonymous token', async () => {
    const anon = body<TokenResponse>(await t.app.inject({ method: 'POST', url: '/api/User/GenerateNotLoggedInToken' }));
    expect((await getUser(anon.token)).statusCode).toBe(401);
  });

  it('401 with a garbage token or one signed with another secret', async () => {
    expect((await getUser('garbage.token.here')).statusCode).toBe(401);
    const token = await tokenFor(t.app, 'u-customer', { secret: new TextEncoder().encode('another-secret-another-secret-xx') });
    expect((await getUser(token)).statusCode).toBe(401);
  });

  it('401 with an expired token', async () => {
    const token = await tokenFor(t.app, 'u-customer', { ttlSeconds: -60 });
    expect((await getUser(token)).statusCode).toBe(401);
  });

  it('401 for an inactive or unknown user', async () => {
    expect((await getUser(await tokenFor(t.app, 'u-inactive'))).statusCode).toBe(401);
    const { token } = await signToken(t.config.jwtSecret, 60, {
      sub: 'u-deleted',
      anon: false,
      roles: ['customer'],
      customerNumber: '10001',
      impersonatorName: null,
      impersonatorId: null,
      stamp: 'x',
      impersonatorStamp: null,
      assignmentId: null,
    });
    expect((await getUser(token)).statusCode).toBe(401);
  });

  it('401 for a token issued before the password was changed', async () => {
    const { token } = body<TokenResponse>(await login('salg@example.com', FIXTURE_PASSWORD, '10.0.0.6'));
    expect((await getUser(token)).statusCode).toBe(200);
    await t.db
      .updateTable('users')
      .set({ password_hash: 'scrypt$changed', password_changed_at: new Date().toISOString() })
      .where('id', '=', 'u-sales')
      .execute();
    await invalidateAuth(t.app);
    expect((await getUser(token)).statusCode).toBe(401);
  });
});
