import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import { all, fork, takeEvery } from 'redux-saga/effects';
import type { ApiError } from '../../../src/api/apiError';
import type { CalculateCartResponse, Cart, CartLine, CartSearchResponse } from '../../../src/api/commerceTypes';
import { runEndpoint } from '../../../src/app/runEndpoint';
import { rootReducer, type RootState } from '../../../src/app/store';
import { calculationRequested, emptyCartRequested } from '../../../src/features/cart/cartActions';
import { cartCalls, type CartBody, type CartSearchArgs } from '../../../src/features/cart/cartApi';
import { cartSaga, SERVER_SAVE_DEBOUNCE_MS, UNAUTHORIZED } from '../../../src/features/cart/cartSagas';
import {
  calculationStarted,
  cartCalculated,
  cartCreated,
  cartReset,
  cartViewOpened,
  lineAdded,
  lineQuantityChanged,
  lineRemoved,
  selectCartLines,
} from '../../../src/features/cart/cartSlice';
import {
  CART_STORAGE_KEY,
  markUnsaved,
  markVisitorCart,
  readStoredCart,
  unsavedCartId,
  visitorCartId,
} from '../../../src/features/cart/cartStorage';
import { cartStorageSaga } from '../../../src/features/cart/cartStorageSaga';
import { customerLoaded } from '../../../src/features/customer/customerSlice';
import { sessionEnded, storedLoginResumed } from '../../../src/features/user/actions';
import { tokenReceived, userLoaded } from '../../../src/features/user/userSlice';
import {
  billingAddress,
  calculation,
  cartWith,
  customer,
  generatedLine,
  key,
  line,
  pricedLine,
  shopState,
} from './fixtures';

type Call = { endpoint: unknown; body: unknown };

const apiError = (status: number, message = 'An unexpected server error occurred.'): ApiError => ({
  message,
  status,
  response: { message },
  headers: {},
  result: { message },
});

/**
 * A fake server behind runEndpoint: records every call, answers SaveCart/EmptyCart, prices a calculation from the
 * request (10.00 per unit, a weefee line with an id and an anonymous small-order line), and lets a test replace
 * any endpoint's answer (a value, or an ApiError to throw).
 */
function fakeServer(overrides: Map<unknown, (body: unknown) => unknown> = new Map()) {
  const calls: Call[] = [];
  const provider = dynamic(({ args }: { args: unknown[] }) => {
    const [endpoint, body] = args;
    calls.push({ endpoint, body });
    const override = overrides.get(endpoint);
    if (override) {
      const answer = override(body);
      if (answer && typeof answer === 'object' && 'status' in answer && 'headers' in answer) throw answer;
      return answer;
    }
    if (endpoint === cartCalls.saveCart) return { cart: (body as CartBody).cart };
    if (endpoint === cartCalls.emptyCart) return null;
    if (endpoint === cartCalls.getCartsBySearch) return { itemsTotal: 0, items: [] } satisfies CartSearchResponse;
    if (endpoint === cartCalls.calculateCart || endpoint === cartCalls.calculateCartWithoutSaving) {
      const { cart } = body as CartBody;
      const priced = cart.lines.map((l) => pricedLine(l.id, l.quantity, 10, 0, l));
      return calculation(cart, [...priced, generatedLine('weefee', 'Environmental fee', 1.5), generatedLine('', 'Small order fee', 75)]);
    }
    throw new Error(`unexpected call ${String(endpoint)}`);
  });
  const of = (endpoint: unknown) => calls.filter((c) => c.endpoint === endpoint);
  return { calls, provider, of };
}

function run(state: RootState, server = fakeServer()) {
  return {
    server,
    saga: expectSaga(cartSaga).withReducer(rootReducer, state).provide([[matchers.call.fn(runEndpoint), server.provider]]),
  };
}

/** The engine with its local storage part, as the root saga runs them. */
function* withStorage() {
  yield all([fork(cartStorageSaga), fork(cartSaga)]);
}

/** GetCartsBySearch answering with the server's cart 'server-cart' (one line S1) after `ms`. */
const slowServerCart = (ms: number) => () =>
  new Promise<CartSearchResponse>((resolve) => {
    const serverCart: Cart = cartWith([line('S1', 2)], { cartId: 'server-cart' });
    setTimeout(() => resolve({ itemsTotal: 1, items: [{ item: { item: serverCart }, score: 1 }] }), ms);
  });

const customerCart = (lines: CartLine[] = []) => shopState({ loggedIn: true, cart: cartWith(lines) });

/** A server cart load (started by `start`) during which the session ends (sessionEnded after 20 ms), local cart 'local'. */
function sessionEndsDuringLoad(server: ReturnType<typeof fakeServer>, start: ReturnType<typeof userLoaded> | ReturnType<typeof storedLoginResumed>) {
  // expectSaga hands a dispatched action over when a saga takes it: this one listens for the session's end.
  function* ignore() {
    yield* [];
  }
  function* withSessionListener() {
    yield all([fork(cartSaga), takeEvery(sessionEnded.type, ignore)]);
  }
  return expectSaga(withSessionListener)
    .withReducer(rootReducer, shopState({ loggedIn: true, cart: cartWith([line('LOCAL', 1)], { cartId: 'local' }) }))
    .provide([[matchers.call.fn(runEndpoint), server.provider]])
    .dispatch(start)
    .delay(20)
    .dispatch(sessionEnded())
    .silentRun(150);
}

describe('server save (SPEC §4: after line changes, saved to the server after a 500 ms debounce)', () => {
  it('saves a burst of 5 edits within 500 ms with ONE SaveCart, holding the last state', async () => {
    const { saga, server } = run(customerCart());
    await saga
      .dispatch(lineAdded({ productKey: key('A'), quantity: 1, text: 'A' }))
      .delay(100)
      .dispatch(lineAdded({ productKey: key('A'), quantity: 2, text: 'A' }))
      .delay(100)
      .dispatch(lineAdded({ productKey: key('B'), quantity: 1, text: 'B' }))
      .delay(100)
      .dispatch(lineQuantityChanged({ id: 'LINE1', quantity: 4 }))
      .delay(100)
      .dispatch(lineAdded({ productKey: key('C'), quantity: 1, text: 'C' }))
      // the run's timeout counts from its start: 4 × 100 ms of edits + the debounce + slack
      .silentRun(400 + SERVER_SAVE_DEBOUNCE_MS + 300);
    const saves = server.of(cartCalls.saveCart);
    expect(saves).toHaveLength(1);
    const body = saves[0]!.body as CartBody;
    expect(body.area).toEqual({ areaId: 'b2b', currencyCode: 'DKK', languageCode: 'en' });
    expect(body.cart.cartId).toBe('cart-1');
    expect(body.cart.lines.map((l) => [l.id, l.productKey.productId, l.quantity])).toEqual([
      ['LINE0', 'A', 3],
      ['LINE1', 'B', 4],
      ['LINE2', 'C', 1],
    ]);
  });

  it('does not save before 500 ms of quiet, and saves each burst separated by more than that', async () => {
    const { saga, server } = run(customerCart([line('LINE0', 1)]));
    await saga
      .dispatch(lineQuantityChanged({ id: 'LINE0', quantity: 2 }))
      .delay(300)
      .dispatch(lineQuantityChanged({ id: 'LINE0', quantity: 3 }))
      .delay(SERVER_SAVE_DEBOUNCE_MS + 150)
      .dispatch(lineQuantityChanged({ id: 'LINE0', quantity: 4 }))
      .silentRun(300 + SERVER_SAVE_DEBOUNCE_MS + 150 + 200);
    // The second burst is still inside its debounce window when the run ends.
    expect(server.of(cartCalls.saveCart).map((c) => (c.body as CartBody).cart.lines[0]!.quantity)).toEqual([3]);
  });

  it('sends merges, LINE ids and sub-line deletions as the server cart (product lines only, no prices)', async () => {
    const cart = cartWith([pricedLine('LINE0', 1, 10), generatedLine('weefee', 'Fee', 1)]);
    const { saga, server } = run(shopState({ loggedIn: true, cart }));
    await saga
      .dispatch(lineAdded({ productKey: key('B'), quantity: 2, text: 'B' })) // new → LINE1
      .dispatch(lineAdded({ productKey: key('P-LINE0'), quantity: 4, text: 'A again' })) // merges into LINE0
      .dispatch(lineAdded({ productKey: key('ACC'), quantity: 1, text: 'Accessory', parentId: 'LINE1' })) // LINE2 under LINE1
      .dispatch(lineAdded({ productKey: key('ACC2'), quantity: 1, text: 'Sub-accessory', parentId: 'LINE2' }))
      .dispatch(lineAdded({ productKey: key('D'), quantity: 1, text: 'D' })) // LINE4
      .dispatch(lineQuantityChanged({ id: 'LINE1', quantity: 0 })) // deletes LINE1, LINE2, LINE3
      .silentRun(SERVER_SAVE_DEBOUNCE_MS + 200);
    const [save] = server.of(cartCalls.saveCart);
    expect((save!.body as CartBody).cart.lines).toEqual([
      { id: 'LINE0', parentId: null, text: 'Product LINE0', quantity: 5, productKey: key('P-LINE0'), type: 'product' },
      { id: 'LINE4', parentId: null, text: 'D', quantity: 1, productKey: key('D'), type: 'product' },
    ]);
  });

  it('an anonymous visitor only saves locally', async () => {
    const { saga, server } = run(shopState({ cart: cartWith([]) }));
    await saga.dispatch(lineAdded({ productKey: key('A'), quantity: 1, text: 'A' })).silentRun(SERVER_SAVE_DEBOUNCE_MS + 100);
    expect(server.calls).toEqual([]);
  });

  it('with the cart page open, a burst is saved once and then recalculated once', async () => {
    const { saga, server } = run(customerCart([line('LINE0', 1)]));
    const { storeState } = await saga
      .dispatch(cartViewOpened())
      .delay(50)
      .dispatch(lineQuantityChanged({ id: 'LINE0', quantity: 2 }))
      .dispatch(lineQuantityChanged({ id: 'LINE0', quantity: 3 }))
      .silentRun(SERVER_SAVE_DEBOUNCE_MS + 200);
    expect(server.calls.map((c) => c.endpoint)).toEqual([cartCalls.calculateCart, cartCalls.saveCart, cartCalls.calculateCart]);
    const state = storeState as RootState;
    expect(state.cart.calculated?.lines.find((l) => l.id === 'LINE0')?.quantity).toBe(3);
  });
});

describe('calculation (SPEC §4)', () => {
  it('sends only product lines, names generated lines without id, sets and clears the calculating flag', async () => {
    const cart = cartWith([line('LINE0', 2), line('SUB', 1, { parentId: 'LINE0' })]);
    const { saga, server } = run(shopState({ loggedIn: true, cart }));
    const { storeState } = await saga
      .put(calculationStarted())
      .dispatch(calculationRequested())
      .silentRun(50);
    const [calc] = server.of(cartCalls.calculateCart);
    expect((calc!.body as CartBody).cart.lines.map((l) => [l.id, l.type])).toEqual([
      ['LINE0', 'product'],
      ['SUB', 'product'],
    ]);
    const state = (storeState as RootState).cart;
    expect(state.calculating).toBe(false);
    expect(state.error).toBeNull();
    expect(state.cart!.lines.map((l) => [l.id, l.type])).toEqual([
      ['LINE0', 'product'],
      ['SUB', 'product'],
      ['weefee', 'generated'],
      ['generated3', 'generated'],
    ]);
    expect(state.calculated?.totalNetPrice.priceWithoutVat).toBe(30 + 1.5 + 75);
    expect(state.earliestDeliveryDate).toBe('2025-01-03');
    expect(state.usingFallbackStrategy).toBe(false);
  });

  it('keeps only product lines when a calculated cart is calculated again', async () => {
    const cart = cartWith([line('LINE0', 2)]);
    const { saga, server } = run(shopState({ loggedIn: true, cart }));
    await saga.dispatch(calculationRequested()).delay(20).dispatch(calculationRequested()).silentRun(50);
    const calcs = server.of(cartCalls.calculateCart).map((c) => (c.body as CartBody).cart.lines.map((l) => l.id));
    expect(calcs).toEqual([['LINE0'], ['LINE0']]);
  });

  it('stores the fallback flag and the delivery-date error; an anonymous visitor calculates without saving', async () => {
    const server = fakeServer(
      new Map([
        [
          cartCalls.calculateCartWithoutSaving,
          (body: unknown) => calculation((body as CartBody).cart, [], { usingFallbackStrategy: true, dateError: true }),
        ],
      ]),
    );
    const { saga } = run(shopState({ cart: cartWith([line('LINE0', 1)]) }), server);
    const { storeState } = await saga.dispatch(calculationRequested()).silentRun(50);
    expect(server.calls.map((c) => c.endpoint)).toEqual([cartCalls.calculateCartWithoutSaving]);
    const state = (storeState as RootState).cart;
    expect(state.usingFallbackStrategy).toBe(true);
    expect(state.cart!.hasExpextedDeliveryDateError).toBe(true);
  });

  it('ignores a reply for lines that changed meanwhile', async () => {
    const server = fakeServer(
      new Map([
        [
          cartCalls.calculateCart,
          (body: unknown) =>
            new Promise<CalculateCartResponse>((resolve) => {
              setTimeout(() => resolve(calculation((body as CartBody).cart, [pricedLine('LINE0', 1, 10)])), 60);
            }),
        ],
      ]),
    );
    const { saga } = run(customerCart([line('LINE0', 1)]), server);
    const { storeState } = await saga
      .dispatch(calculationRequested())
      .delay(20)
      .dispatch(lineQuantityChanged({ id: 'LINE0', quantity: 9 })) // the user edits while it runs
      .silentRun(150);
    const state = (storeState as RootState).cart;
    expect(state.calculating).toBe(false);
    expect(state.calculated).toBeNull();
    expect(state.cart!.lines).toHaveLength(1);
    expect(state.cart!.lines[0]).toMatchObject({ id: 'LINE0', quantity: 9 });
    expect(state.cart!.lines[0]!.linePrice).toBeUndefined();
  });

  it('opening the mini-cart calculates once: not again while calculated', async () => {
    const { saga, server } = run(customerCart([line('LINE0', 1)]));
    const { storeState } = await saga
      .dispatch(cartViewOpened())
      .delay(30)
      .dispatch(cartViewOpened())
      .delay(30)
      .dispatch(cartViewOpened())
      .silentRun(100);
    expect(server.of(cartCalls.calculateCart)).toHaveLength(1);
    expect((storeState as RootState).cart.calculated).not.toBeNull();
  });

  it('records other errors and clears the flag', async () => {
    const server = fakeServer(new Map([[cartCalls.calculateCart, () => apiError(500)]]));
    const { saga } = run(customerCart([line('LINE0', 1)]), server);
    const { storeState } = await saga.dispatch(calculationRequested()).silentRun(50);
    const state = (storeState as RootState).cart;
    expect(state.calculating).toBe(false);
    expect(state.error).toBe('An unexpected server error occurred.');
    expect(state.cart!.lines).toHaveLength(1);
  });
});

describe('the unsaved mark (a customer’s edits not yet on the server)', () => {
  beforeEach(() => localStorage.clear());

  it('is set by an edit and cleared by the debounced save', async () => {
    let during: string | null = 'not read';
    const server = fakeServer(
      new Map([
        [
          cartCalls.saveCart,
          (body: unknown) => {
            during = unsavedCartId();
            return { cart: (body as CartBody).cart };
          },
        ],
      ]),
    );
    await expectSaga(withStorage)
      .withReducer(rootReducer, customerCart([line('LINE0', 1)]))
      .provide([[matchers.call.fn(runEndpoint), server.provider]])
      .dispatch(lineQuantityChanged({ id: 'LINE0', quantity: 2 }))
      .silentRun(SERVER_SAVE_DEBOUNCE_MS + 100);
    expect(during).toBe('cart-1');
    expect(unsavedCartId()).toBeNull();
  });

  it('is not set for an anonymous visitor', async () => {
    await expectSaga(withStorage)
      .withReducer(rootReducer, shopState({ cart: cartWith([line('LINE0', 1)]) }))
      .provide([[matchers.call.fn(runEndpoint), fakeServer().provider]])
      .dispatch(lineQuantityChanged({ id: 'LINE0', quantity: 2 }))
      .silentRun(50);
    expect(unsavedCartId()).toBeNull();
  });
});

describe('401 on calculate or save (SPEC §8)', () => {
  beforeEach(() => localStorage.clear());

  async function expectReset(storeState: unknown) {
    const state = (storeState as RootState).cart;
    expect(state.error).toBe(UNAUTHORIZED);
    expect(state.calculating).toBe(false);
    expect(state.calculated).toBeNull();
    expect(state.cart!.cartId).not.toBe('cart-1');
    expect(state.cart!.lines).toEqual([]);
    expect(state.cart!.billingAddress).toEqual(billingAddress);
    expect(state.cart!.shippingAddress).toEqual(billingAddress);
    // saved locally at once
    expect(readStoredCart()?.cartId).toBe(state.cart!.cartId);
    expect(readStoredCart()?.lines).toEqual([]);
  }

  it('on calculate: the local cart is reset to an empty cart for the customer, saved locally, error recorded', async () => {
    const server = fakeServer(new Map([[cartCalls.calculateCart, () => apiError(401, 'Unauthorized')]]));
    const { storeState } = await expectSaga(withStorage)
      .withReducer(rootReducer, customerCart([line('LINE0', 3)]))
      .provide([[matchers.call.fn(runEndpoint), server.provider]])
      .dispatch(calculationRequested())
      .silentRun(50);
    await expectReset(storeState);
  });

  it('on save', async () => {
    const server = fakeServer(new Map([[cartCalls.saveCart, () => apiError(401, 'Unauthorized')]]));
    const { storeState } = await expectSaga(withStorage)
      .withReducer(rootReducer, customerCart([line('LINE0', 3)]))
      .provide([[matchers.call.fn(runEndpoint), server.provider]])
      .dispatch(lineRemoved('LINE0'))
      .silentRun(SERVER_SAVE_DEBOUNCE_MS + 100);
    await expectReset(storeState);
  });

  it('409 on save (the cart was ordered meanwhile) → a fresh cart', async () => {
    const server = fakeServer(new Map([[cartCalls.saveCart, () => apiError(409)]]));
    const { saga } = run(customerCart([line('LINE0', 3)]), server);
    const { storeState } = await saga
      .dispatch(lineQuantityChanged({ id: 'LINE0', quantity: 4 }))
      .silentRun(SERVER_SAVE_DEBOUNCE_MS + 100);
    const cart = (storeState as RootState).cart.cart!;
    expect(cart.cartId).not.toBe('cart-1');
    expect(cart.lines).toEqual([]);
    expect((storeState as RootState).cart.error).toBeNull();
  });

  it('404 on save (the id is someone else’s) → the same lines saved once more under a new id', async () => {
    const server = fakeServer(
      new Map([[cartCalls.saveCart, (body: unknown) => ((body as CartBody).cart.cartId === 'cart-1' ? apiError(404) : { cart: (body as CartBody).cart })]]),
    );
    const { saga } = run(customerCart([line('LINE0', 3)]), server);
    const { storeState } = await saga
      .dispatch(lineQuantityChanged({ id: 'LINE0', quantity: 4 }))
      .silentRun(SERVER_SAVE_DEBOUNCE_MS + 100);
    const saves = server.of(cartCalls.saveCart).map((c) => (c.body as CartBody).cart);
    expect(saves).toHaveLength(2);
    expect(saves[1]!.cartId).not.toBe('cart-1');
    expect(saves[1]!.lines.map((l) => l.quantity)).toEqual([4]);
    expect((storeState as RootState).cart.cart!.cartId).toBe(saves[1]!.cartId);
  });
});

describe('the logged-in customer’s server cart (SPEC §4 Loading)', () => {
  it('loads the latest cart (take 1, skip 0, newest first), then calculates and stores it', async () => {
    const serverCart: Cart = cartWith([line('S1', 2), line('S2', 1)], { cartId: 'server-cart' });
    const server = fakeServer(
      new Map([[cartCalls.getCartsBySearch, () => ({ itemsTotal: 3, items: [{ item: { item: serverCart }, score: 1 }] })]]),
    );
    const local = cartWith([line('LOCAL', 9)], { cartId: 'local-cart' });
    const { saga } = run(shopState({ loggedIn: true, cart: local }), server);
    const { storeState } = await saga.dispatch(userLoaded(customer)).silentRun(50);
    expect(server.calls.map((c) => c.endpoint)).toEqual([cartCalls.getCartsBySearch, cartCalls.calculateCart]);
    expect((server.calls[0]!.body as CartSearchArgs).area.currencyCode).toBe('DKK');
    expect((server.calls[1]!.body as CartBody).cart.cartId).toBe('server-cart');
    const state = (storeState as RootState).cart;
    expect(state.cart!.cartId).toBe('server-cart');
    expect(selectCartLines(storeState as RootState).filter((l) => l.type === 'product').map((l) => l.id)).toEqual(['S1', 'S2']);
    expect(state.calculated).not.toBeNull();
  });

  it('a cart page opened while the server cart loads leaves the calculation to the load: one CalculateCart, of the loaded cart', async () => {
    const server = fakeServer(new Map([[cartCalls.getCartsBySearch, slowServerCart(40)]]));
    const { saga } = run(shopState({ loggedIn: true, cart: cartWith([line('LOCAL', 1)], { cartId: 'local' }) }), server);
    const { storeState } = await saga.dispatch(userLoaded(customer)).delay(10).dispatch(cartViewOpened()).silentRun(150);
    expect(server.calls.map((c) => c.endpoint)).toEqual([cartCalls.getCartsBySearch, cartCalls.calculateCart]);
    expect((server.calls[1]!.body as CartBody).cart.cartId).toBe('server-cart');
    const state = (storeState as RootState).cart;
    expect(state.calculated).not.toBeNull();
    expect(state.loadingFromServer).toBe(false);
  });

  it('a load that fails leaves the cart page opened meanwhile its own calculation (of the local cart)', async () => {
    const server = fakeServer(
      new Map([[cartCalls.getCartsBySearch, () => new Promise((_, reject) => setTimeout(() => reject(apiError(500)), 40))]]),
    );
    const { saga } = run(shopState({ loggedIn: true, cart: cartWith([line('LOCAL', 1)], { cartId: 'local' }) }), server);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { storeState } = await saga.dispatch(userLoaded(customer)).delay(10).dispatch(cartViewOpened()).silentRun(150);
    expect(logged).toHaveBeenCalledWith('Loading the cart failed', expect.anything());
    expect(server.calls.map((c) => c.endpoint)).toEqual([cartCalls.getCartsBySearch, cartCalls.calculateCart]);
    expect((server.calls[1]!.body as CartBody).cart.cartId).toBe('local');
    expect((storeState as RootState).cart.calculated).not.toBeNull();
    expect((storeState as RootState).cart.loadingFromServer).toBe(false);
  });

  it('a stored login loads the cart beside GetUser: the userLoaded that confirms it does not load it again', async () => {
    const server = fakeServer(new Map([[cartCalls.getCartsBySearch, slowServerCart(40)]]));
    const { saga } = run(shopState({ loggedIn: true, cart: cartWith([line('LOCAL', 1)], { cartId: 'local' }) }), server);
    const { storeState } = await saga.dispatch(storedLoginResumed(customer)).delay(10).dispatch(userLoaded(customer)).silentRun(150);
    expect(server.calls.map((c) => c.endpoint)).toEqual([cartCalls.getCartsBySearch, cartCalls.calculateCart]);
    expect((storeState as RootState).cart.cart!.cartId).toBe('server-cart');
    expect((storeState as RootState).cart.calculated).not.toBeNull();
  });

  it('after the confirming userLoaded, the next one loads again (a cart open again after a cancelled payment)', async () => {
    const { saga, server } = run(customerCart([line('LOCAL', 1)]));
    await saga.dispatch(storedLoginResumed(customer)).delay(20).dispatch(userLoaded(customer)).delay(20).dispatch(userLoaded(customer)).silentRun(80);
    expect(server.of(cartCalls.getCartsBySearch)).toHaveLength(2);
  });

  it('a userLoaded for another customer than the stored one replaces its load', async () => {
    const server = fakeServer(new Map([[cartCalls.getCartsBySearch, slowServerCart(40)]]));
    const { saga } = run(shopState({ loggedIn: true, cart: cartWith([line('LOCAL', 1)], { cartId: 'local' }) }), server);
    await saga
      .dispatch(storedLoginResumed({ ...customer, customerNumber: 'C-OTHER' }))
      .delay(10)
      .dispatch(userLoaded(customer))
      .silentRun(150);
    expect(server.of(cartCalls.getCartsBySearch)).toHaveLength(2);
    expect(server.of(cartCalls.calculateCart)).toHaveLength(1); // only the replacing load got to its calculation
  });

  it('a stored login whose token the server rejects keeps the cart: no reset when the session ended meanwhile', async () => {
    const server = fakeServer(
      new Map([[cartCalls.getCartsBySearch, () => new Promise((_, reject) => setTimeout(() => reject(apiError(401, 'Unauthorized')), 40))]]),
    );
    const { storeState } = await sessionEndsDuringLoad(server, storedLoginResumed(customer));
    const cart = (storeState as RootState).cart;
    expect(cart.cart!.cartId).toBe('local');
    expect(cart.cart!.lines.map((l) => l.id)).toEqual(['LOCAL']);
    expect(cart.error).toBeNull();
  });

  it('no cart on the server → a new empty cart for the customer (nothing to calculate yet)', async () => {
    const { saga, server } = run(shopState({ loggedIn: true, cart: cartWith([line('OLD', 1)], { cartId: 'old' }) }));
    const { storeState } = await saga.dispatch(userLoaded(customer)).silentRun(50);
    const state = (storeState as RootState).cart;
    expect(state.cart!.cartId).not.toBe('old');
    expect(state.cart!.lines).toEqual([]);
    expect(state.cart!.billingAddress).toEqual(billingAddress);
    expect(server.calls.map((c) => c.endpoint)).toEqual([cartCalls.getCartsBySearch]);
  });

  it('opening a view of an empty cart calculates nothing and keeps the 401 notice on show', async () => {
    const reset = rootReducer(customerCart([]), cartReset({ currencyCode: 'DKK', error: UNAUTHORIZED }));
    const { saga, server } = run(reset);
    const { storeState } = await saga.dispatch(cartViewOpened()).dispatch(calculationRequested()).silentRun(50);
    expect(server.calls).toEqual([]);
    expect((storeState as RootState).cart.error).toBe(UNAUTHORIZED);
  });

  it('drops the answer when the session ended while it was on its way', async () => {
    const server = fakeServer(new Map([[cartCalls.getCartsBySearch, slowServerCart(50)]]));
    const { storeState } = await sessionEndsDuringLoad(server, userLoaded(customer));
    expect((storeState as RootState).user.token.token).toBeNull();
    expect((storeState as RootState).cart.cart!.cartId).toBe('local');
    expect(server.calls.map((c) => c.endpoint)).toEqual([cartCalls.getCartsBySearch]);
  });

  it('keeps this customer’s local edits that never reached the server (page left within the debounce) and saves them', async () => {
    const serverCart: Cart = cartWith([line('S1', 2)], { cartId: 'server-cart' });
    const server = fakeServer(
      new Map([[cartCalls.getCartsBySearch, () => ({ itemsTotal: 1, items: [{ item: { item: serverCart }, score: 1 }] })]]),
    );
    const local = cartWith([line('LOCAL', 4)], { cartId: 'local' });
    markUnsaved('local');
    const { saga } = run(shopState({ loggedIn: true, cart: local }), server);
    const { storeState } = await saga.dispatch(userLoaded(customer)).silentRun(50);
    expect(server.calls.map((c) => c.endpoint)).toEqual([cartCalls.getCartsBySearch, cartCalls.saveCart, cartCalls.calculateCart]);
    expect((server.calls[1]!.body as CartBody).cart.lines.map((l) => [l.id, l.quantity])).toEqual([['LOCAL', 4]]);
    expect((storeState as RootState).cart.cart!.cartId).toBe('local');
    expect(unsavedCartId()).toBeNull(); // saved now
  });

  it('an unsaved mark of another customer’s cart does not win over the server', async () => {
    const serverCart: Cart = cartWith([line('S1', 2)], { cartId: 'server-cart' });
    const server = fakeServer(
      new Map([[cartCalls.getCartsBySearch, () => ({ itemsTotal: 1, items: [{ item: { item: serverCart }, score: 1 }] })]]),
    );
    const foreign = cartWith([line('LOCAL', 4)], { cartId: 'local', billingAddress: { ...billingAddress, customerNumber: 'C-9999' } });
    markUnsaved('local');
    const { saga } = run(shopState({ loggedIn: true, cart: foreign }), server);
    const { storeState } = await saga.dispatch(userLoaded(customer)).silentRun(50);
    expect((storeState as RootState).cart.cart!.cartId).toBe('server-cart');
  });

  it('a user without a customer (sales rep before impersonating) and anonymous visitors keep the local cart', async () => {
    const { saga, server } = run(shopState({ loggedIn: true, cart: cartWith([line('L', 1)]) }));
    await saga.dispatch(userLoaded({ ...customer, customerNumber: null })).silentRun(50);
    expect(server.calls).toEqual([]);
  });
});

describe('a visitor’s cart at login (issue 16: merged into the customer’s server cart)', () => {
  const visitorAddress = { ...billingAddress, customerNumber: '', company: '', name: '', address1: '', city: '', zip: '', email: '' };
  const cable = key('CABLE', 'M');
  const serverCart: Cart = cartWith(
    [line('LINE0', 1, { productKey: key('A'), text: 'A' }), line('LINE1', 4, { productKey: key('C'), text: 'C' })],
    { cartId: 'server-cart' },
  );
  const serverWith = (cart: Cart | null) =>
    fakeServer(
      new Map([
        [cartCalls.getCartsBySearch, () => ({ itemsTotal: cart ? 1 : 0, items: cart ? [{ item: { item: cart }, score: 1 }] : [] })],
      ]),
    );
  const loggedIn = [
    tokenReceived({ response: { token: 'login-token', tokenType: 'Bearer', expiresAt: '2999-01-01T00:00:00.000Z' }, anonymous: false }),
    userLoaded(customer),
    customerLoaded({ customerNumber: 'C-1001', currencyCode: 'DKK', billingAddress, name: 'Hansen Byg ApS' }),
  ];
  const productLines = (state: RootState) =>
    selectCartLines(state)
      .filter((l) => l.type === 'product')
      .map((l) => [l.id, l.productKey.productId, l.productKey.unitOfMeasure, l.quantity]);

  it('adds the lines a visitor put in to the server cart: the same product and unit add up, the others are appended', async () => {
    // The visitor (not logged in) fills a cart of their own: the storage saga marks it as the visitor's.
    const visiting = await expectSaga(withStorage)
      .withReducer(rootReducer, shopState())
      .provide([[matchers.call.fn(runEndpoint), fakeServer().provider]])
      .dispatch(cartCreated({ currencyCode: 'DKK' }))
      .dispatch(lineAdded({ productKey: key('A'), quantity: 2, text: 'A' }))
      .dispatch(lineAdded({ productKey: cable, quantity: 12.5, text: 'Cable', allowsDecimals: true }))
      .dispatch(lineAdded({ productKey: key('A', 'PK'), quantity: 1, text: 'A (pack)' }))
      .silentRun(20);
    const visitorCart = (visiting.storeState as RootState).cart.cart!;
    expect(visitorCartId()).toBe(visitorCart.cartId);
    // Then logs in (LoginPage: the token, then GetUser → userLoaded and the customer).
    const [token, user, customerArrived] = loggedIn;
    const before = [token!, customerArrived!].reduce((state, action) => rootReducer(state, action), visiting.storeState as RootState);
    const server = serverWith(serverCart);
    const { storeState } = await expectSaga(withStorage)
      .withReducer(rootReducer, before)
      .provide([[matchers.call.fn(runEndpoint), server.provider]])
      .dispatch(user!)
      .silentRun(SERVER_SAVE_DEBOUNCE_MS + 300);
    const state = storeState as RootState;
    expect(state.cart.cart!.cartId).toBe('server-cart');
    expect(productLines(state)).toEqual([
      ['LINE0', 'A', 'STK', 3],
      ['LINE1', 'C', 'STK', 4],
      ['LINE2', 'CABLE', 'M', 12.5],
      ['LINE3', 'A', 'PK', 1],
    ]);
    // Calculated with the customer's prices (CalculateCart saves it too), then the debounced SaveCart.
    expect(server.calls.map((c) => c.endpoint)).toEqual([cartCalls.getCartsBySearch, cartCalls.calculateCart, cartCalls.saveCart]);
    const calculated = (server.calls[1]!.body as CartBody).cart;
    expect(calculated.cartId).toBe('server-cart');
    expect(calculated.lines.map((l) => [l.productKey.productId, l.quantity])).toEqual([['A', 3], ['C', 4], ['CABLE', 12.5], ['A', 1]]);
    expect(state.cart.calculated).not.toBeNull();
    expect(visitorCartId()).toBeNull(); // merged once: a later login does not add them again
    expect(readStoredCart()!.cartId).toBe('server-cart');
  });

  it('without a server cart: a new cart for the customer (billing address) with the visitor’s lines', async () => {
    const visitor = cartWith([line('LINE0', 2, { productKey: key('A') })], { cartId: 'visitor-cart', billingAddress: visitorAddress });
    markVisitorCart('visitor-cart');
    const { saga, server } = run(shopState({ loggedIn: true, cart: visitor }), serverWith(null));
    const { storeState } = await saga.dispatch(userLoaded(customer)).silentRun(50);
    const state = storeState as RootState;
    expect(state.cart.cart!.cartId).not.toBe('visitor-cart');
    expect(state.cart.cart!.billingAddress).toEqual(billingAddress);
    expect(productLines(state)).toEqual([['LINE0', 'A', 'STK', 2]]);
    expect(server.calls.map((c) => c.endpoint)).toEqual([cartCalls.getCartsBySearch, cartCalls.calculateCart]);
  });

  it('a cart without a customer that no visitor filled (a customer’s own, loaded before) is not merged: no doubling', async () => {
    const own = cartWith([line('LINE0', 1, { productKey: key('A') })], { cartId: 'older', billingAddress: visitorAddress });
    const { saga } = run(shopState({ loggedIn: true, cart: own }), serverWith(serverCart));
    const { storeState } = await saga.dispatch(userLoaded(customer)).silentRun(50);
    expect(productLines(storeState as RootState)).toEqual([
      ['LINE0', 'A', 'STK', 1],
      ['LINE1', 'C', 'STK', 4],
    ]);
  });

  it('another customer’s cart left after a session ended is not merged, even with visitor edits', async () => {
    const foreign = cartWith([line('LINE0', 5, { productKey: key('X') })], {
      cartId: 'foreign',
      billingAddress: { ...billingAddress, customerNumber: 'C-9999' },
    });
    markVisitorCart('foreign');
    const { saga } = run(shopState({ loggedIn: true, cart: foreign }), serverWith(serverCart));
    const { storeState } = await saga.dispatch(userLoaded(customer)).silentRun(50);
    expect((storeState as RootState).cart.cart!.cartId).toBe('server-cart');
    expect(productLines(storeState as RootState).map((l) => l[1])).toEqual(['A', 'C']);
  });

  it('a visitor-edited cart that is the server’s latest cart itself is kept and saved, not added to itself', async () => {
    const same = cartWith([line('LINE0', 1, { productKey: key('A') }), line('LINE1', 4, { productKey: key('C') }), line('LINE2', 1, { productKey: key('D') })], {
      cartId: 'server-cart',
      billingAddress: visitorAddress,
    });
    markVisitorCart('server-cart');
    const { saga, server } = run(shopState({ loggedIn: true, cart: same }), serverWith(serverCart));
    const { storeState } = await saga.dispatch(userLoaded(customer)).silentRun(50);
    expect(productLines(storeState as RootState).map((l) => [l[1], l[3]])).toEqual([['A', 1], ['C', 4], ['D', 1]]);
    expect(server.calls.map((c) => c.endpoint)).toEqual([cartCalls.getCartsBySearch, cartCalls.saveCart, cartCalls.calculateCart]);
  });

  it('a logged-in customer’s own edits do not mark the cart as a visitor’s', async () => {
    await expectSaga(withStorage)
      .withReducer(rootReducer, customerCart())
      .provide([[matchers.call.fn(runEndpoint), fakeServer().provider]])
      .dispatch(lineAdded({ productKey: key('A'), quantity: 1, text: 'A' }))
      .silentRun(20);
    expect(visitorCartId()).toBeNull();
    expect(unsavedCartId()).toBe('cart-1');
  });
});

describe('emptying the cart (SPEC §4)', () => {
  beforeEach(() => {
    localStorage.clear();
    window.dataLayer = [];
  });

  it('clears local storage, calls EmptyCart with the cart id, creates a fresh cart and reports the removal', async () => {
    const cart = cartWith([line('LINE0', 2), line('LINE1', 1)]);
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
    const loaded = shopState({ loggedIn: true, cart });
    // LINE0 priced by a calculation, LINE1 not
    const reply = calculation(cart, [pricedLine('LINE0', 2, 10), line('LINE1', 1)]);
    const { saga, server } = run(rootReducer(loaded, cartCalculated({ response: reply, revision: loaded.cart.revision })));
    const { storeState } = await saga.dispatch(emptyCartRequested()).silentRun(50);
    expect(server.calls).toEqual([
      { endpoint: cartCalls.emptyCart, body: { area: { areaId: 'b2b', currencyCode: 'DKK', languageCode: 'en' }, cartId: 'cart-1' } },
    ]);
    const fresh = (storeState as RootState).cart.cart!;
    expect(fresh.cartId).not.toBe('cart-1');
    expect(fresh.lines).toEqual([]);
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull(); // this saga alone does not save the fresh cart
    expect(window.dataLayer).toContainEqual({
      event: 'remove_from_cart',
      ecommerce: {
        currency: 'DKK',
        value: 20,
        items: [
          { item_id: 'P-LINE0', item_name: 'Product LINE0', price: 10, quantity: 2 },
          { item_id: 'P-LINE1', item_name: 'Product LINE1', quantity: 1 },
        ],
      },
    });
  });
});

describe('the calculated reply is applied per revision', () => {
  it('cartCalculated for an older revision only clears the flag', () => {
    const state = customerCart([line('LINE0', 1)]);
    const started = rootReducer(state, calculationStarted());
    const reply = calculation(state.cart.cart!, [pricedLine('LINE0', 1, 10)]);
    const next = rootReducer(started, cartCalculated({ response: reply, revision: state.cart.revision - 1 }));
    expect(next.cart.calculating).toBe(false);
    expect(next.cart.calculated).toBeNull();
  });
});
