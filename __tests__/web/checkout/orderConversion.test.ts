import type { Cart } from '../../../src/api/commerceTypes';
import { makeStore } from '../../../src/app/store';
import { selectCart } from '../../../src/features/cart/cartSlice';
import {
  convertCartToOrder,
  createPaymentIntent,
  paymentKind,
  placementError,
} from '../../../src/features/checkout/orderConversion';
import { fieldErrorCleared } from '../../../src/features/payment/paymentSlice';
import { shopState } from '../cart/fixtures';
import { cartWith, json, line, mockServer, paymentMethods } from './fixtures';

afterEach(() => jest.restoreAllMocks());

describe('SPEC §5: a payment intent is not created when the cart id is null', () => {
  it.each([null, ''])('cart id %p → no call and an empty result', async (cartId) => {
    const server = mockServer({});
    const store = makeStore(shopState({ loggedIn: true, cart: cartWith([line('LINE0', 1)]) }));
    expect(await store.dispatch(createPaymentIntent(cartId))).toBe('');
    expect(server).not.toHaveBeenCalled();
    expect(store.getState().payment).toMatchObject({ status: 'idle', redirectLink: null });
  });

  it('a cart id → SaveCart, then CreatePaymentIntent with areaInfo, cartId and the storefront origin', async () => {
    const paths: string[] = [];
    const server = mockServer({
      '/api/Cart/SaveCart': async (request) => {
        paths.push('SaveCart');
        return json(200, { cart: ((await request.json()) as { cart: Cart }).cart });
      },
      '/api/Payment/CreatePaymentIntent': async (request) => {
        paths.push('CreatePaymentIntent');
        expect(await request.json()).toEqual({
          areaInfo: { areaId: 'b2b', currencyCode: 'DKK', languageCode: 'en' },
          cartId: 'cart-1',
          domain: window.location.origin,
        });
        return json(200, { paymentIntentResponse: { redirectLink: 'http://localhost/pay/1', paymentId: 'pay_1' } });
      },
    });
    const store = makeStore(shopState({ loggedIn: true, cart: cartWith([line('LINE0', 1)]) }));
    expect(await store.dispatch(createPaymentIntent('cart-1'))).toBe('http://localhost/pay/1');
    expect(paths).toEqual(['SaveCart', 'CreatePaymentIntent']);
    expect(server).toHaveBeenCalledTimes(2);
    expect(store.getState().payment).toMatchObject({ status: 'redirecting', redirectLink: 'http://localhost/pay/1' });
  });
});

describe('issue 20: a card order that waits for approval', () => {
  it('has no payment yet: the local cart starts afresh and the way leads to the receipt (no payment page)', async () => {
    mockServer({
      '/api/Cart/SaveCart': async (request) => json(200, { cart: ((await request.json()) as { cart: Cart }).cart }),
      '/api/Payment/CreatePaymentIntent': () => json(200, { paymentIntentResponse: null, awaitingApproval: true }),
    });
    const store = makeStore(shopState({ loggedIn: true, cart: cartWith([line('LINE0', 1)]) }));
    expect(await store.dispatch(createPaymentIntent('cart-1'))).toBe('/en/checkout/kvittering?cartId=cart-1');
    expect(store.getState().payment?.status).not.toBe('redirecting');
    expect(store.getState().cart.cart?.cartId).not.toBe('cart-1');
  });
});

describe('SPEC §4 order conversion', () => {
  it('without a cart: no call, the order id is empty text', async () => {
    const server = mockServer({});
    const store = makeStore(shopState({ loggedIn: true }));
    expect(await store.dispatch(convertCartToOrder())).toBe('');
    expect(server).not.toHaveBeenCalled();
  });

  it('a cart ordered already (SaveCart 409, e.g. a second click) still gets its order: creation is idempotent', async () => {
    mockServer({
      '/api/Cart/SaveCart': () => json(409, { message: 'This cart has already been ordered', statusCode: 409 }),
      '/api/Order/CreateOrderByCartId': () => json(200, { orderId: 'order-7' }),
    });
    const store = makeStore(shopState({ loggedIn: true, cart: cartWith([line('LINE0', 1)]) }));
    expect(await store.dispatch(convertCartToOrder())).toBe('order-7');
    expect(selectCart(store.getState())?.cartId).not.toBe('cart-1');
  });

  it('a failure keeps the cart and records the server fields', async () => {
    mockServer({
      '/api/Cart/SaveCart': async (request) => json(200, { cart: ((await request.json()) as { cart: Cart }).cart }),
      '/api/Order/CreateOrderByCartId': () =>
        json(400, { message: 'Invalid', statusCode: 400, fields: { paymentMethod: 'Choose a payment method', 'shippingAddress.zip': 'Required' } }),
    });
    const store = makeStore(shopState({ loggedIn: true, cart: cartWith([line('LINE0', 1)], { reference: 'PO-1' }) }));
    expect(await store.dispatch(convertCartToOrder())).toBeNull();
    expect(store.getState().payment?.status).toBe('failed');
    expect(selectCart(store.getState())).toMatchObject({ cartId: 'cart-1', reference: 'PO-1' });
    expect(store.getState().payment?.error).toEqual({
      message: 'Invalid',
      status: 400,
      fields: { paymentMethod: 'Choose a payment method', 'shippingAddress.zip': 'Required' },
    });
    store.dispatch(fieldErrorCleared('shippingAddress'));
    expect(store.getState().payment?.error?.fields).toEqual({ paymentMethod: 'Choose a payment method' });
  });
});

describe('helpers', () => {
  it('paymentKind: from extraInfo.kind, else by gateway', () => {
    expect(paymentKind(paymentMethods[0]!)).toBe('invoice');
    expect(paymentKind(paymentMethods[1]!)).toBe('card');
    expect(paymentKind({ ...paymentMethods[0]!, extraInfo: {} })).toBe('invoice');
    expect(paymentKind({ ...paymentMethods[1]!, extraInfo: {} })).toBe('card');
    expect(paymentKind(null)).toBeNull();
  });
  it('placementError: a network error has no fields; non-string field values are dropped', () => {
    expect(placementError({ message: 'Failed to fetch', status: 'FETCH_ERROR', response: undefined, headers: {}, result: undefined })).toEqual({
      message: 'Failed to fetch', status: 'FETCH_ERROR', fields: {},
    });
    expect(placementError({ message: 'x', status: 400, response: { fields: { a: 'b', c: 3 } }, headers: {}, result: undefined }).fields).toEqual({ a: 'b' });
  });
});
