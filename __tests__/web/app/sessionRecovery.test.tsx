import { act, screen } from '@testing-library/react';
import { baseApi } from '../../../src/api/baseApi';
import type { PriceResponse, User } from '../../../src/api/types';
import { makeStore, type AppStore } from '../../../src/app/store';
import { ToastProvider } from '../../../src/components/Toasts';
import { cartLoaded } from '../../../src/features/cart/cartSlice';
import { compareAdded } from '../../../src/features/compare/compareSlice';
import { customerLoaded } from '../../../src/features/customer/customerSlice';
import { pricesReceived } from '../../../src/features/price/priceSlice';
import { SessionEndedNotice } from '../../../src/features/user/SessionEndedNotice';
import { userApi } from '../../../src/features/user/userApi';
import {
  selectIsLoggedIn,
  selectSessionEndedNotice,
  selectToken,
  selectUser,
  tokenReceived,
  userLoaded,
} from '../../../src/features/user/userSlice';
import { cartLines, cartWith } from '../layout/fixtures';
import { renderWithProviders } from '../renderWithProviders';
import { errorOf, json } from './apiResponses';

// Test endpoints named like the real ones, so the per-endpoint rules (SPEC §8 table, session fallback) apply.
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPrices: build.mutation<PriceResponse, string>({
      query: (productId) => ({ url: '/api/Price/GetPrices', method: 'POST', body: { products: [{ productId }] } }),
    }),
    getContentByUrl: build.query<unknown, string>({ query: (url) => ({ url: '/api/Content/GetContentByUrl', params: { Url: url } }) }),
    login: build.mutation<unknown, void>({ query: () => ({ url: '/api/User/Login', method: 'POST', body: {} }) }),
    changePassword: build.mutation<unknown, void>({ query: () => ({ url: '/api/User/ChangePassword', method: 'POST', body: {} }) }),
    calculateCart: build.mutation<unknown, void>({ query: () => ({ url: '/api/Cart/CalculateCart', method: 'POST', body: {} }) }),
    getOrders: build.mutation<unknown, void>({ query: () => ({ url: '/api/Order/GetOrders', method: 'POST', body: {} }) }),
  }),
  overrideExisting: true,
});

const USER: User = { name: 'Mette Hansen', roles: ['customer'], customerNumber: '10001', extraInfo: { currencyCode: 'DKK' } };
const FUTURE = '2999-01-01T00:00:00.000Z';

const unauthorized = () => json(401, { message: 'Unauthorized', statusCode: 401 });
/** The server's answer to a token that is present but rejected (RFC 6750, server/plugins/auth.ts). */
const rejected = () =>
  json(401, { message: 'Unauthorized', statusCode: 401 }, { 'www-authenticate': 'Bearer error="invalid_token"' });
const loginRequired = () => json(401, { message: 'Unauthorized', statusCode: 401 }, { 'www-authenticate': 'Bearer' });

interface Sent {
  path: string;
  auth: string | null;
}

/**
 * A small stand-in for the server's auth step: tokens in `accepted` are valid (those starting with 'login' are
 * users), any other token gets 401 on every route except the token-issuing ones; no token is anonymous.
 * Routes that need a customer answer 401 to anonymous callers.
 */
function mockServer(options: { accepted?: string[]; tokenDelayMs?: number; userWithoutCustomer?: boolean } = {}) {
  const accepted = new Set(options.accepted ?? []);
  const sent: Sent[] = [];
  let issued = 0;
  globalThis.fetch = jest.fn(async (request: Request) => {
    const path = new URL(request.url).pathname;
    const auth = request.headers.get('Authorization');
    sent.push({ path, auth });
    const token = auth?.replace(/^Bearer /, '') ?? null;
    if (path === '/api/User/GenerateNotLoggedInToken') {
      if (options.tokenDelayMs) await new Promise((resolve) => setTimeout(resolve, options.tokenDelayMs));
      issued += 1;
      const fresh = `anon-${issued}`;
      accepted.add(fresh);
      return json(200, { token: fresh, tokenType: 'Bearer', expiresAt: FUTURE });
    }
    // Wrong password / wrong current password.
    if (path === '/api/User/Login' || path === '/api/User/ChangePassword') return unauthorized();
    if (token !== null && !accepted.has(token)) return rejected();
    const loggedIn = token?.startsWith('login') ?? false;
    switch (path) {
      case '/api/User/GetUser':
        return loggedIn ? json(200, USER) : loginRequired();
      case '/api/Price/GetPrices':
        return json(200, { currencyCode: 'DKK', prices: [{ productId: 'P1', price: loggedIn ? 80 : 100 }] });
      case '/api/Content/GetContentByUrl':
        return json(200, { title: 'Home' });
      case '/api/Cart/CalculateCart':
      case '/api/Order/GetOrders':
        return loggedIn && !options.userWithoutCustomer ? json(200, {}) : loginRequired();
      default:
        return json(404, { message: 'Not Found', statusCode: 404 });
    }
  }) as unknown as typeof fetch;
  return { sent, tokenCalls: () => sent.filter((s) => s.path === '/api/User/GenerateNotLoggedInToken') };
}

function storeWithToken(token: string, anonymous: boolean): AppStore {
  const store = makeStore();
  store.dispatch(tokenReceived({ response: { token, tokenType: 'Bearer', expiresAt: FUTURE }, anonymous }));
  return store;
}

function loggedInStore(token = 'login-revoked'): AppStore {
  const store = storeWithToken(token, false);
  store.dispatch(userLoaded(USER));
  store.dispatch(
    customerLoaded({
      customerNumber: '10001',
      currencyCode: 'DKK',
      billingAddress: {
        address1: '', address2: '', city: '', company: '', country: 'DK', customerNumber: '10001', email: '', name: '',
        phone: '', zip: '', extraInfo: {},
      },
    }),
  );
  const key = { productId: 'P1', variantId: null, unitOfMeasure: 'STK' };
  store.dispatch(pricesReceived({ keys: [key], currencyCode: 'DKK', prices: [{ ...key, price: 80, beforePrice: null, currencyCode: 'DKK' }] }));
  return store;
}

describe('session fallback on 401 (issue 6, SPEC §8)', () => {
  it('an anonymous token that is rejected: one token call, the call is retried once with the new token and answers', async () => {
    const server = mockServer();
    const store = storeWithToken('tampered', true);
    const prices = await store.dispatch(api.endpoints.getPrices.initiate('P1')).unwrap();
    expect(prices.prices[0]).toMatchObject({ productId: 'P1', price: 100 });
    expect(server.sent).toEqual([
      { path: '/api/Price/GetPrices', auth: 'Bearer tampered' },
      // The recovery's own call carries no rejected token.
      { path: '/api/User/GenerateNotLoggedInToken', auth: null },
      { path: '/api/Price/GetPrices', auth: 'Bearer anon-1' },
    ]);
    expect(selectToken(store.getState())).toEqual({ token: 'anon-1', expiresAt: FUTURE, anonymous: true });
    // Not logged in before: nothing to tell.
    expect(selectSessionEndedNotice(store.getState())).toBe(false);
  });

  it('a logged-in session the server ended (invalid_token): user, customer and prices are cleared, the call gets list prices', async () => {
    const server = mockServer();
    const store = loggedInStore();
    store.dispatch(compareAdded('P1'));
    store.dispatch(cartLoaded(cartWith([cartLines.line('LINE0', 1)])));

    const prices = await store.dispatch(api.endpoints.getPrices.initiate('P1')).unwrap();
    expect(prices.prices[0]).toMatchObject({ price: 100 }); // list price, with the anonymous token
    expect(server.sent.map((s) => `${s.path} ${s.auth}`)).toEqual([
      '/api/Price/GetPrices Bearer login-revoked',
      '/api/User/GenerateNotLoggedInToken null',
      '/api/Price/GetPrices Bearer anon-1',
    ]);
    const state = store.getState();
    expect(selectUser(state)).toBeNull();
    expect(selectIsLoggedIn(state)).toBe(false);
    expect(state.customer.customer).toBeNull();
    expect(state.price.entries).toEqual({});
    expect(selectToken(state)).toMatchObject({ token: 'anon-1', anonymous: true });
    expect(selectSessionEndedNotice(state)).toBe(true);
    // Not a logout: the same person keeps the cart lines and the comparison.
    expect(state.compare.productIds).toEqual(['P1']);
    expect(state.cart.cart?.lines).toHaveLength(1);
  });

  it('three concurrent 401s share one recovery: one token call, each call retried once', async () => {
    const server = mockServer({ tokenDelayMs: 20 });
    const store = storeWithToken('expired-anon', true);
    const results = await Promise.all([
      store.dispatch(api.endpoints.getPrices.initiate('P1')).unwrap(),
      store.dispatch(api.endpoints.getPrices.initiate('P2')).unwrap(),
      store.dispatch(api.endpoints.getContentByUrl.initiate('/')).unwrap(),
    ]);
    expect(results).toEqual([expect.objectContaining({ currencyCode: 'DKK' }), expect.objectContaining({ currencyCode: 'DKK' }), { title: 'Home' }]);
    expect(server.tokenCalls()).toHaveLength(1);
    const retried = server.sent.filter((s) => s.auth === 'Bearer anon-1').map((s) => s.path).sort();
    expect(retried).toEqual(['/api/Content/GetContentByUrl', '/api/Price/GetPrices', '/api/Price/GetPrices']);
    expect(server.sent).toHaveLength(7); // 3 rejected + 1 token + 3 retries
  });

  it('a call started while the recovery runs waits for it and is sent with the new token only', async () => {
    const server = mockServer({ tokenDelayMs: 30 });
    const store = storeWithToken('expired-anon', true);
    const first = store.dispatch(api.endpoints.getPrices.initiate('P1')).unwrap();
    await new Promise((resolve) => setTimeout(resolve, 10)); // the token call is under way now
    expect(server.tokenCalls()).toHaveLength(1);
    const later = store.dispatch(api.endpoints.getContentByUrl.initiate('/about')).unwrap();
    await Promise.all([first, later]);
    expect(server.sent.filter((s) => s.path === '/api/Content/GetContentByUrl')).toEqual([
      { path: '/api/Content/GetContentByUrl', auth: 'Bearer anon-1' },
    ]);
    expect(server.tokenCalls()).toHaveLength(1);
  });

  it('the session-ended toast appears once for concurrent 401s', async () => {
    mockServer({ tokenDelayMs: 10 });
    const store = loggedInStore();
    renderWithProviders(
      <ToastProvider>
        <SessionEndedNotice />
      </ToastProvider>,
      { store },
    );
    await act(async () => {
      await Promise.all([
        store.dispatch(api.endpoints.getPrices.initiate('P1')).unwrap(),
        store.dispatch(api.endpoints.getPrices.initiate('P2')).unwrap(),
        store.dispatch(api.endpoints.getContentByUrl.initiate('/')).unwrap(),
      ]);
    });
    expect(await screen.findAllByText('Your session has ended. Please log in again.')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Your session has ended. Please log in again.');
    expect(selectSessionEndedNotice(store.getState())).toBe(false); // shown, so no longer pending
  });

  it.each([
    ['login', () => api.endpoints.login.initiate(), 'Unauthorized'],
    ['changePassword', () => api.endpoints.changePassword.initiate(), 'change-password-failed'],
  ])('%s: its 401 is the caller’s answer — not retried, no token call, the session stays', async (_name, action, message) => {
    const server = mockServer({ accepted: ['login-valid'] });
    const store = loggedInStore('login-valid');
    const call = store.dispatch(action() as never) as unknown as { unwrap(): Promise<unknown> };
    const error = await errorOf(call.unwrap());
    expect(error).toMatchObject({ status: 401, message });
    expect(server.sent).toHaveLength(1);
    expect(selectUser(store.getState())).toEqual(USER);
    expect(selectToken(store.getState()).token).toBe('login-valid');
  });

  it('a 401 without invalid_token (a route that needs a customer) ends nothing and costs no extra call', async () => {
    const server = mockServer({ accepted: ['login-rep'], userWithoutCustomer: true });
    const store = loggedInStore('login-rep');
    const error = await errorOf(store.dispatch(api.endpoints.getOrders.initiate()).unwrap());
    expect(error.status).toBe(401);
    expect(server.sent.map((s) => s.path)).toEqual(['/api/Order/GetOrders']);
    expect(selectUser(store.getState())).toEqual(USER);
    expect(selectToken(store.getState()).token).toBe('login-rep');
    expect(selectSessionEndedNotice(store.getState())).toBe(false);
  });

  it('cart calculate: a rejected login ends the session but the call is not retried (the cart saga handles its 401)', async () => {
    const server = mockServer();
    const store = loggedInStore();
    const error = await errorOf(store.dispatch(api.endpoints.calculateCart.initiate()).unwrap());
    expect(error).toMatchObject({ status: 401, message: 'Unauthorized' });
    expect(server.sent.map((s) => s.path)).toEqual([
      '/api/Cart/CalculateCart',
      '/api/User/GenerateNotLoggedInToken',
    ]);
    expect(selectToken(store.getState())).toMatchObject({ token: 'anon-1', anonymous: true });
    expect(selectSessionEndedNotice(store.getState())).toBe(true);
  });

  it.each([
    ['calculateCart', () => api.endpoints.calculateCart.initiate()],
    ['getUser', () => userApi.endpoints.getUser.initiate()],
  ])('an anonymous token’s 401 on %s (needs a login) says nothing about the token', async (_name, action) => {
    const server = mockServer({ accepted: ['anon-ok'] });
    const store = storeWithToken('anon-ok', true);
    const call = store.dispatch(action() as never) as unknown as { unwrap(): Promise<unknown> };
    const error = await errorOf(call.unwrap());
    expect(error.status).toBe(401);
    expect(server.sent).toHaveLength(1);
    expect(selectToken(store.getState()).token).toBe('anon-ok');
  });

  it('retries at most once: a second 401 is returned as it is', async () => {
    const server = mockServer();
    const store = storeWithToken('tampered', true);
    // An anonymous caller on a customer route that is not known as one: recovered once, then the 401 stands.
    const error = await errorOf(store.dispatch(api.endpoints.getOrders.initiate()).unwrap());
    expect(error.status).toBe(401);
    expect(server.sent.map((s) => s.path)).toEqual([
      '/api/Order/GetOrders',
      '/api/User/GenerateNotLoggedInToken',
      '/api/Order/GetOrders',
    ]);
  });

  it('a call without a token is never recovered', async () => {
    const server = mockServer();
    const store = makeStore();
    await errorOf(store.dispatch(api.endpoints.getOrders.initiate()).unwrap());
    expect(server.sent).toEqual([{ path: '/api/Order/GetOrders', auth: null }]);
  });

  it('when no new token can be had, the original error stands and no token is kept', async () => {
    globalThis.fetch = jest.fn(async (request: Request) =>
      new URL(request.url).pathname === '/api/User/GenerateNotLoggedInToken' ? json(503, { message: 'down' }) : rejected(),
    ) as unknown as typeof fetch;
    const store = storeWithToken('tampered', true);
    const error = await errorOf(store.dispatch(api.endpoints.getPrices.initiate('P1')).unwrap());
    expect(error.status).toBe(401);
    expect(selectToken(store.getState()).token).toBeNull();
    expect(globalThis.fetch).toHaveBeenCalledTimes(2);
  });
});
