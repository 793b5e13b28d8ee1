import { customerLoaded } from '../../../src/features/customer/customerSlice';
import { pricesReceived } from '../../../src/features/price/priceSlice';
import { logout, navigation } from '../../../src/features/user/logout';
import { selectIsLoggedIn, selectToken, selectUser } from '../../../src/features/user/userSlice';
import { mette, setupStore } from '../layout/fixtures';

function loggedInStore() {
  const store = setupStore({ user: mette });
  store.dispatch(
    customerLoaded({
      customerNumber: 'C-1001',
      currencyCode: 'DKK',
      billingAddress: {
        address1: 'Vej 1', address2: '', city: 'Aarhus', company: 'Hansen Byg ApS', country: 'DK',
        customerNumber: 'C-1001', email: '', name: '', phone: '', zip: '8000', extraInfo: {},
      },
    }),
  );
  const key = { productId: 'P1', variantId: null, unitOfMeasure: 'STK' };
  store.dispatch(
    pricesReceived({
      keys: [key],
      currencyCode: 'DKK',
      prices: [{ ...key, price: 10, beforePrice: null, currencyCode: 'DKK' }],
    }),
  );
  window.localStorage.setItem('current-token', '{"token":"\\"login-token\\""}');
  window.localStorage.setItem('current-user', '{"user":"{}"}');
  window.localStorage.setItem('comparison', '{"items":"[]"}');
  return store;
}

describe('logout (SPEC §4 User)', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('clears user, token, customer and prices, purges the stored session and loads the English home page', () => {
    const store = loggedInStore();
    const fetchSpy = jest.fn();
    globalThis.fetch = fetchSpy as unknown as typeof fetch;
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    expect(Object.keys(store.getState().price.entries)).toHaveLength(1);

    const navigateTo = jest.fn();
    store.dispatch(logout('en', navigateTo));

    const state = store.getState();
    expect(selectUser(state)).toBeNull();
    expect(selectToken(state).token).toBeNull();
    expect(selectIsLoggedIn(state)).toBe(false);
    expect(state.customer.customer).toBeNull();
    expect(state.price.entries).toEqual({});
    expect(window.localStorage.getItem('current-token')).toBeNull();
    expect(window.localStorage.getItem('current-user')).toBeNull();
    // Only the session is purged.
    expect(window.localStorage.getItem('comparison')).not.toBeNull();
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
        storedAtNavigation = [window.localStorage.getItem('current-token'), window.localStorage.getItem('current-user')];
      }),
    );
    expect(storedAtNavigation).toEqual([null, null]);
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
});
