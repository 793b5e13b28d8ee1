import { waitFor } from '@testing-library/react';
import { persistStore } from 'redux-persist';
import type { User } from '../../../src/api/types';
import { makeStore, type AppStore } from '../../../src/app/store';
import { cartLoaded, selectCart } from '../../../src/features/cart/cartSlice';
import { compareAdded, selectCompareIds } from '../../../src/features/compare/compareSlice';
import { customerLoaded } from '../../../src/features/customer/customerSlice';
import { pricesReceived } from '../../../src/features/price/priceSlice';
import { logout, switchIdentity, VISITOR_STORAGE_KEYS } from '../../../src/app/logout';
import { navigation } from '../../../src/app/navigation';
import { userApi } from '../../../src/features/user/userApi';
import {
  selectIsLoggedIn,
  selectSessionEndedNotice,
  selectToken,
  selectUser,
  tokenReceived,
  userLoaded,
} from '../../../src/features/user/userSlice';
import { cartLines, cartWith, mette, setupStore } from '../layout/fixtures';

const billingAddress = {
  address1: 'Vej 1', address2: '', city: 'Aarhus', company: 'Hansen Byg ApS', country: 'DK',
  customerNumber: 'C-1001', email: '', name: '', phone: '', zip: '8000', extraInfo: {},
};
const key = { productId: 'P1', variantId: null, unitOfMeasure: 'STK' };

/** Fills a store the way a customer's visit does: session, customer, prices, cart lines and a comparison. */
function fillCustomerData(store: AppStore) {
  store.dispatch(customerLoaded({ customerNumber: 'C-1001', currencyCode: 'DKK', billingAddress }));
  store.dispatch(
    pricesReceived({ keys: [key], currencyCode: 'DKK', prices: [{ ...key, price: 10, beforePrice: null, currencyCode: 'DKK' }] }),
  );
  store.dispatch(cartLoaded(cartWith([cartLines.line('LINE0', 3)])));
  store.dispatch(compareAdded('P1'));
  store.dispatch(compareAdded('P2'));
}

function loggedInStore() {
  const store = setupStore({ user: mette });
  fillCustomerData(store);
  window.localStorage.setItem('current-token', '{"token":"\\"login-token\\""}');
  window.localStorage.setItem('current-user', '{"user":"{}"}');
  return store;
}

const ticks = (ms = 30) => new Promise((resolve) => setTimeout(resolve, ms));

describe('logout (SPEC §4 User, issue 6)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('clears user, token, customer, prices, cart and comparison, purges local storage and loads the English home page', () => {
    const store = loggedInStore();
    const fetchSpy = jest.fn();
    globalThis.fetch = fetchSpy as unknown as typeof fetch;
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    expect(Object.keys(store.getState().price.entries)).toHaveLength(1);
    expect(window.localStorage.getItem('cart')).not.toBeNull(); // saved by the cart saga at once

    const navigateTo = jest.fn();
    store.dispatch(logout('en', navigateTo));

    const state = store.getState();
    expect(selectUser(state)).toBeNull();
    expect(selectToken(state).token).toBeNull();
    expect(selectIsLoggedIn(state)).toBe(false);
    expect(state.customer.customer).toBeNull();
    expect(state.price.entries).toEqual({});
    expect(selectCart(state)).toBeNull();
    expect(selectCompareIds(state)).toEqual([]);
    // A deliberate logout is not 'your session has ended'.
    expect(selectSessionEndedNotice(state)).toBe(false);
    for (const storageKey of ['current-token', 'current-user', 'cart', 'comparison']) {
      expect(window.localStorage.getItem(storageKey)).toBeNull();
    }
    expect(navigateTo).toHaveBeenCalledTimes(1);
    expect(navigateTo).toHaveBeenCalledWith('/en');
    // No server call.
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('purges storage before the page load starts', () => {
    const store = loggedInStore();
    let storedAtNavigation: (string | null)[] = [];
    store.dispatch(
      logout('sv', () => {
        storedAtNavigation = VISITOR_STORAGE_KEYS.map((k) => window.localStorage.getItem(k));
      }),
    );
    expect(storedAtNavigation).toEqual([null, null, null, null]);
  });

  it.each([
    ['da', '/'],
    ['sv', '/sv'],
    ['nb', '/nb'],
    ['fi', '/fi'],
  ] as const)('goes to the localised home page for %s (%s)', (locale, home) => {
    const navigateTo = jest.fn();
    loggedInStore().dispatch(logout(locale, navigateTo));
    expect(navigateTo).toHaveBeenCalledWith(home);
  });

  it('does a full page load through navigation.navigateTo by default', () => {
    const navigateTo = jest.spyOn(navigation, 'navigateTo').mockImplementation(() => undefined);
    loggedInStore().dispatch(logout('en'));
    expect(navigateTo).toHaveBeenCalledWith('/en');
  });

  it('with the real persisted store: nothing of the customer survives in the store, the API cache or local storage', async () => {
    const user: User = { ...mette, extraInfo: { ...mette.extraInfo, currencyCode: 'DKK' } };
    // GetUser answers the user; the customer's cart lookup at login (SPEC §4) finds none.
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      const body = url.pathname === '/api/Cart/GetCartsBySearch' ? { itemsTotal: 0, items: [] } : user;
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }) as unknown as typeof fetch;
    const store = makeStore(undefined, { persist: true });
    await new Promise<void>((resolve) => persistStore(store, null, resolve));
    store.dispatch(
      tokenReceived({ response: { token: 'login-token', tokenType: 'Bearer', expiresAt: '2999-01-01T00:00:00.000Z' }, anonymous: false }),
    );
    store.dispatch(userLoaded(await store.dispatch(userApi.endpoints.getUser.initiate()).unwrap()));
    fillCustomerData(store);
    // What a customer's visit leaves in local storage (redux-persist and the cart saga; written on timers, which
    // take longer on a loaded machine).
    await waitFor(() => {
      expect(window.localStorage.getItem('current-token')).toContain('login-token');
      expect(window.localStorage.getItem('current-user')).toContain('Mette Hansen');
      expect(window.localStorage.getItem('comparison')).toContain('P2');
      expect(window.localStorage.getItem('cart')).toContain('LINE0');
    });
    expect(Object.keys(store.getState().api.queries)).not.toHaveLength(0);

    store.dispatch(logout('en', () => undefined));
    // redux-persist writes changed state back on a timer: it must not bring the keys back.
    await waitFor(() => expect(Object.keys(window.localStorage)).toEqual([]));
    await ticks(100);

    const state = store.getState();
    expect(state.cart.cart).toBeNull();
    expect(state.compare.productIds).toEqual([]);
    expect(state.price.entries).toEqual({});
    expect(state.customer.customer).toBeNull();
    expect(state.user.current.user).toBeNull();
    expect(state.user.token.token).toBeNull();
    expect(state.api.queries).toEqual({});
    expect(state.api.mutations).toEqual({});
    expect(Object.keys(window.localStorage)).toEqual([]);
  });

  it('a persisted store keeps an anonymous session and a comparison, and drops each key once it is empty', async () => {
    const store = makeStore(undefined, { persist: true });
    await new Promise<void>((resolve) => persistStore(store, null, resolve));
    await ticks();
    // Nothing stored for the empty start state.
    expect(Object.keys(window.localStorage)).toEqual([]);
    store.dispatch(
      tokenReceived({ response: { token: 'anon-token', tokenType: 'Bearer', expiresAt: '2999-01-01T00:00:00.000Z' }, anonymous: true }),
    );
    store.dispatch(compareAdded('P1'));
    await ticks();
    expect(window.localStorage.getItem('current-token')).toContain('anon-token');
    expect(window.localStorage.getItem('comparison')).toContain('P1');
    expect(window.localStorage.getItem('current-user')).toBeNull();
  });
});

describe('switchIdentity (a sales rep switches whom they act for, issue 20)', () => {
  it('carries nothing of the customer before over — customer, prices, cart, comparison, cached calls, local storage — and takes the new token', async () => {
    const store = loggedInStore();
    globalThis.fetch = jest.fn(
      async () => new Response(JSON.stringify(mette), { status: 200, headers: { 'content-type': 'application/json' } }),
    ) as unknown as typeof fetch;
    await store.dispatch(userApi.endpoints.getUser.initiate());
    expect(Object.keys(store.getState().api.queries)).not.toHaveLength(0);
    expect(window.localStorage.getItem('cart')).not.toBeNull();

    const response = { token: 'acting-for-the-next-customer', tokenType: 'Bearer' as const, expiresAt: '2099-01-01T00:00:00.000Z' };
    store.dispatch(switchIdentity(response));

    const state = store.getState();
    expect(selectToken(state)).toMatchObject({ token: 'acting-for-the-next-customer', anonymous: false });
    expect(selectUser(state)).toBeNull();
    expect(state.customer.customer).toBeNull();
    expect(state.price.entries).toEqual({});
    expect(selectCart(state)).toBeNull();
    expect(selectCompareIds(state)).toEqual([]);
    expect(state.api.queries).toEqual({});
    for (const storageKey of ['cart', 'comparison', 'current-user']) expect(window.localStorage.getItem(storageKey)).toBeNull();
    expect(selectSessionEndedNotice(state)).toBe(false);
  });
});
