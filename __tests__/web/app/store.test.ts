import { makeStore } from '../../../src/app/store';
import { compareAdded, compareRemoved, selectCanAddToCompare, selectCompareIds } from '../../../src/features/compare/compareSlice';
import { customerLoaded, selectCustomer } from '../../../src/features/customer/customerSlice';
import { formErrorsReceived, formRegistered, selectFormErrors, selectFormStep, stepDecremented, stepIncremented } from '../../../src/features/form/formSlice';
import { ordersActions, selectOrders } from '../../../src/features/orders/ordersSlice';
import { invoicesActions, selectInvoices } from '../../../src/features/invoices/invoicesSlice';
import { pricesFailed, pricesReceived, pricesRequested, selectPrice } from '../../../src/features/price/priceSlice';
import { selectContainer, totalPagesOf } from '../../../src/features/search/searchSlice';
import { loggedOut, sessionEnded } from '../../../src/features/user/actions';
import {
  isTokenValid,
  selectFirstName,
  selectIsImpostor,
  selectIsLoggedIn,
  selectSessionEndedNotice,
  selectToken,
  sessionNoticeShown,
  selectUser,
  tokenReceived,
  userLoaded,
} from '../../../src/features/user/userSlice';
import { selectAreaInfo, selectShownVatRateBp, selectVatRateBp, vatModeSet, websiteLoaded } from '../../../src/features/website/websiteSlice';
import type { AreaSettings, SiteConfiguration } from '../../../src/api/types';
import { selectCartIsEmpty, selectCartQuantity, cartLoaded } from '../../../src/features/cart/cartSlice';
import type { User } from '../../../src/api/types';
import type { Cart } from '../../../src/api/commerceTypes';
import { cartLines, cartWith } from '../layout/fixtures';

const user: User = { name: 'Mette Hansen', roles: ['customer'], customerNumber: '10001', extraInfo: {} };
const emptyAddress = {
  address1: '', address2: '', city: '', company: '', country: 'DK', customerNumber: '10001', email: '', name: '', phone: '', zip: '', extraInfo: {},
};

describe('store', () => {
  it('registers one slice per data area of SPEC §3 plus the API cache and the connection (issue 19)', async () => {
    // The form slice came with this test's import of it (the forms block's chunk in the shop); payment and receipt
    // come with the checkout's and the receipt's chunks, into the stores made before too.
    const store = makeStore();
    expect(Object.keys(store.getState()).sort()).toEqual(
      ['api', 'cart', 'compare', 'connection', 'content', 'creditMemos', 'customer', 'form', 'invoices', 'menu', 'orders', 'price', 'product', 'search', 'user', 'website'].sort(),
    );
    await import('../../../src/features/payment/paymentSlice');
    await import('../../../src/features/receipt/receiptSlice');
    store.dispatch({ type: 'test/any' });
    expect(Object.keys(store.getState()).sort()).toEqual(
      ['api', 'cart', 'compare', 'connection', 'content', 'creditMemos', 'customer', 'form', 'invoices', 'menu', 'orders', 'payment', 'price', 'product', 'receipt', 'search', 'user', 'website'].sort(),
    );
    expect(store.getState().receipt).toEqual({ cartId: null, order: null, status: 'idle', error: null });
    expect(Object.keys(makeStore().getState())).toContain('payment');
  });

  it('accepts preloaded state', () => {
    const store = makeStore({ compare: { productIds: ['1', '2'] } });
    expect(selectCompareIds(store.getState())).toEqual(['1', '2']);
  });
});

describe('user', () => {
  it('logs in: token and user; impostor and first name selectors', () => {
    const store = makeStore();
    store.dispatch(tokenReceived({ response: { token: 't', tokenType: 'Bearer', expiresAt: new Date(Date.now() + 3600_000).toISOString() }, anonymous: false }));
    expect(selectIsLoggedIn(store.getState())).toBe(false); // no user yet
    store.dispatch(userLoaded(user));
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    expect(selectFirstName(store.getState())).toBe('Mette');
    expect(selectIsImpostor(store.getState())).toBe(false);
    store.dispatch(userLoaded({ ...user, roles: ['impersonation'] }));
    expect(selectIsImpostor(store.getState())).toBe(true);
    store.dispatch(userLoaded({ ...user, roles: ['impersonation'], extraInfo: { impersonatorName: 'Sofie' } }));
    expect(selectIsImpostor(store.getState())).toBe(false);
  });

  it('logout clears token, user, customer, prices, cart and comparison (issue 6: shared computers)', () => {
    const store = makeStore({ compare: { productIds: ['1'] } });
    store.dispatch(cartLoaded(cartWith([cartLines.line('LINE0', 2)])));
    store.dispatch(tokenReceived({ response: { token: 't', tokenType: 'Bearer', expiresAt: '2099-01-01T00:00:00Z' }, anonymous: false }));
    store.dispatch(userLoaded(user));
    store.dispatch(customerLoaded({ customerNumber: '10001', currencyCode: 'SEK', billingAddress: emptyAddress }));
    store.dispatch(pricesRequested({ keys: [{ productId: 'p', variantId: null, unitOfMeasure: 'STK' }], currencyCode: 'SEK' }));
    store.dispatch(loggedOut());
    const state = store.getState();
    expect(selectToken(state).token).toBeNull();
    expect(selectUser(state)).toBeNull();
    expect(selectCustomer(state)).toBeNull();
    expect(state.price.entries).toEqual({});
    expect(selectCompareIds(state)).toEqual([]);
    expect(state.cart.cart).toBeNull();
  });

  it('a session ended by the server clears token, user, customer and prices, keeps cart and comparison, raises the notice', () => {
    const store = makeStore({ compare: { productIds: ['1'] } });
    store.dispatch(tokenReceived({ response: { token: 't', tokenType: 'Bearer', expiresAt: '2099-01-01T00:00:00Z' }, anonymous: false }));
    store.dispatch(userLoaded(user));
    store.dispatch(customerLoaded({ customerNumber: '10001', currencyCode: 'SEK', billingAddress: emptyAddress }));
    store.dispatch(pricesRequested({ keys: [{ productId: 'p', variantId: null, unitOfMeasure: 'STK' }], currencyCode: 'SEK' }));
    expect(selectSessionEndedNotice(store.getState())).toBe(false);
    store.dispatch(sessionEnded());
    const state = store.getState();
    expect(selectToken(state).token).toBeNull();
    expect(selectUser(state)).toBeNull();
    expect(selectCustomer(state)).toBeNull();
    expect(state.price.entries).toEqual({});
    expect(selectCompareIds(state)).toEqual(['1']);
    expect(selectSessionEndedNotice(state)).toBe(true);
    store.dispatch(sessionNoticeShown());
    expect(selectSessionEndedNotice(store.getState())).toBe(false);
  });

  it('reuses a stored token only while it is not expired', () => {
    const now = Date.parse('2026-11-21T12:00:00Z');
    expect(isTokenValid({ token: 't', expiresAt: '2026-11-21T13:00:00Z', anonymous: true }, now)).toBe(true);
    expect(isTokenValid({ token: 't', expiresAt: '2026-11-21T11:59:00Z', anonymous: true }, now)).toBe(false);
    expect(isTokenValid({ token: null, expiresAt: null, anonymous: true }, now)).toBe(false);
  });
});

describe('website', () => {
  it('uses DKK and area b2b before anything is loaded, the customer currency after', () => {
    const store = makeStore();
    expect(selectAreaInfo(store.getState())).toEqual({ areaId: 'b2b', currencyCode: 'DKK', languageCode: 'da' });
    store.dispatch(customerLoaded({ customerNumber: '10003', currencyCode: 'SEK', billingAddress: emptyAddress }));
    expect(selectAreaInfo(store.getState()).currencyCode).toBe('SEK');
  });

  it('VAT shown: none outside VAT mode; in VAT mode SPEC §9\'s 25 % until the server names a rate', () => {
    const store = makeStore();
    expect(selectShownVatRateBp(store.getState())).toBe(0);
    store.dispatch(vatModeSet(true));
    expect(selectShownVatRateBp(store.getState())).toBe(2500);
  });

  it('VAT rate: the customer\'s from GetUser (Finland 25.5 %), else the area\'s, else 25 %', () => {
    const store = makeStore();
    expect(selectVatRateBp(store.getState())).toBe(2500);
    const area = { area: { id: 'b2b', name: 'B2B', currencyCode: 'DKK', defaultLanguage: 'da', vatPercentage: 24 } } as AreaSettings;
    store.dispatch(websiteLoaded({ area, site: {} as SiteConfiguration, translations: {} }));
    expect(selectVatRateBp(store.getState())).toBe(2400);
    store.dispatch(customerLoaded({ customerNumber: '10005', currencyCode: 'EUR', billingAddress: emptyAddress, vatPercentage: 25.5 }));
    store.dispatch(vatModeSet(true));
    expect(selectVatRateBp(store.getState())).toBe(2550);
    expect(selectShownVatRateBp(store.getState())).toBe(2550);
    store.dispatch(loggedOut());
    expect(selectVatRateBp(store.getState())).toBe(2400);
  });
});

describe('price', () => {
  const key = { productId: '100001', variantId: null, unitOfMeasure: 'STK' };
  const other = { productId: '100002', variantId: null, unitOfMeasure: 'STK' };
  it('pending → success for keys in the reply, failed for keys missing from it', () => {
    const store = makeStore();
    store.dispatch(pricesRequested({ keys: [key, other], currencyCode: 'DKK' }));
    expect(selectPrice(store.getState(), key, 'DKK')?.status).toBe('pending');
    store.dispatch(pricesReceived({ keys: [key, other], currencyCode: 'DKK', prices: [{ ...key, price: 12.5, beforePrice: null, currencyCode: 'DKK' }] }));
    expect(selectPrice(store.getState(), key, 'DKK')).toMatchObject({ status: 'success', price: 12.5 });
    expect(selectPrice(store.getState(), other, 'DKK')?.status).toBe('failed');
  });
  it('failed on a request error', () => {
    const store = makeStore();
    store.dispatch(pricesFailed({ keys: [key], currencyCode: 'DKK' }));
    expect(selectPrice(store.getState(), key, 'DKK')?.status).toBe('failed');
  });
});

describe('compare', () => {
  it('holds at most 3 products and ignores duplicates', () => {
    const store = makeStore();
    for (const id of ['a', 'b', 'a', 'c', 'd']) store.dispatch(compareAdded(id));
    expect(selectCompareIds(store.getState())).toEqual(['a', 'b', 'c']);
    expect(selectCanAddToCompare(store.getState())).toBe(false);
    store.dispatch(compareRemoved('b'));
    expect(selectCanAddToCompare(store.getState())).toBe(true);
  });
});

describe('form', () => {
  it('counts steps from 0 within bounds and stores/clears server errors', () => {
    const store = makeStore();
    store.dispatch(formRegistered({ formKey: 'contact', steps: 3 }));
    store.dispatch(stepDecremented('contact'));
    expect(selectFormStep(store.getState(), 'contact')).toBe(0);
    for (let i = 0; i < 5; i++) store.dispatch(stepIncremented('contact'));
    expect(selectFormStep(store.getState(), 'contact')).toBe(2);
    store.dispatch(formErrorsReceived({ formKey: 'contact', errors: { email: 'email' } }));
    expect(selectFormErrors(store.getState(), 'contact')).toEqual({ email: 'email' });
    store.dispatch(formErrorsReceived({ formKey: 'contact', errors: {} }));
    expect(selectFormErrors(store.getState(), 'contact')).toEqual({});
  });
});

describe('customer-centre lists', () => {
  it('orders: loading → loaded; emptied on error; a missing single item is not-found', () => {
    const store = makeStore();
    store.dispatch(ordersActions.listRequested({ query: 'q' }));
    expect(selectOrders(store.getState()).status).toBe('loading');
    store.dispatch(ordersActions.listLoaded({ query: 'q', items: [], totalItems: 0 }));
    expect(selectOrders(store.getState()).status).toBe('loaded');
    store.dispatch(ordersActions.listFailed({ query: 'q', error: 'boom' }));
    expect(selectOrders(store.getState())).toMatchObject({ status: 'error', error: 'boom', items: [] });
    store.dispatch(ordersActions.itemRequested({ id: '1' }));
    store.dispatch(ordersActions.itemLoaded({ id: '1', item: null }));
    expect(selectOrders(store.getState())).toMatchObject({ currentStatus: 'error', currentError: 'not-found' });
  });
  it('invoices keep their items on error (only order lists are emptied)', () => {
    const store = makeStore();
    store.dispatch(invoicesActions.listRequested({ query: 'q' }));
    store.dispatch(invoicesActions.listFailed({ query: 'q', error: 'boom' }));
    expect(selectInvoices(store.getState()).error).toBe('boom');
  });
});

describe('search and cart basics', () => {
  it('total pages is floor(total / pageSize) + 1', () => {
    expect(totalPagesOf(0, 24)).toBe(1);
    expect(totalPagesOf(48, 24)).toBe(3);
    expect(totalPagesOf(50, 24)).toBe(3);
  });
  it('a missing search configuration throws', () => {
    expect(() => selectContainer(makeStore().getState(), 'nope')).toThrow(/nope/);
  });
  it('cart quantity counts only top-level product lines', () => {
    const store = makeStore();
    expect(selectCartIsEmpty(store.getState())).toBe(true);
    const line = (id: string, quantity: number, extra: object = {}) => ({
      id, parentId: null, text: id, quantity, type: 'product' as const,
      productKey: { productId: id, unitOfMeasure: 'STK', variantId: null }, ...extra,
    });
    const cart: Cart = {
      cartId: 'c', billingAddress: emptyAddress, shippingAddress: emptyAddress, comment: '', reference: '',
      createdAt: '', expectedDeliveryDate: '', hasExpextedDeliveryDateError: false, currencyCode: 'DKK',
      paymentMethod: null, shippingMethod: null,
      lines: [line('a', 2), line('b', 3, { parentId: 'a' }), line('weefee', 1, { type: 'generated' })],
    };
    store.dispatch(cartLoaded(cart));
    expect(selectCartQuantity(store.getState())).toBe(2);
  });
});
