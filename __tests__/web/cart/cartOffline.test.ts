/**
 * Issue 19, the cart while the API is unreachable: edits are kept (store, local copy, unsaved mark) and never rolled
 * back by a failed save; the save is retried with backoff (1 s, 2 s, 5 s, 10 s, then every 10 s) and at once when the
 * connection returns; a calculation that cannot reach the API is no error and is made again when it is back; a
 * customer's server cart that could not be loaded is loaded then.
 */
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import { all, fork } from 'redux-saga/effects';
import type { ApiError } from '../../../src/api/apiError';
import type { Cart, CartLine, CartSearchResponse } from '../../../src/api/commerceTypes';
import { runEndpoint } from '../../../src/app/runEndpoint';
import { rootReducer, type RootState } from '../../../src/app/store';
import { calculationRequested } from '../../../src/features/cart/cartActions';
import { cartCalls, type CartBody } from '../../../src/features/cart/cartApi';
import { NO_CONNECTION } from '../../../src/features/cart/cartErrors';
import { cartSaga, retryDelay, RETRY_DELAYS_MS, SERVER_SAVE_DEBOUNCE_MS } from '../../../src/features/cart/cartSagas';
import { cartViewOpened, lineAdded, lineQuantityChanged, lineRemoved } from '../../../src/features/cart/cartSlice';
import { markUnsaved, readStoredCart, unsavedCartId } from '../../../src/features/cart/cartStorage';
import { cartStorageSaga } from '../../../src/features/cart/cartStorageSaga';
import { connectionLost, connectionRestored } from '../../../src/features/connection/connectionSlice';
import { userLoaded } from '../../../src/features/user/userSlice';
import { calculation, cartWith, customer, generatedLine, key, line, pricedLine, shopState } from './fixtures';

/** What RTK Query hands on when fetch threw (SPEC §8: the network error rethrown as it is, serialised). */
const NETWORK_ERROR = { name: 'TypeError', message: 'Failed to fetch' };
const gateway = (status: number): ApiError => ({ message: 'An unexpected server error occurred.', status, response: null, headers: {}, result: null });

interface Call {
  endpoint: unknown;
  body: unknown;
  at: number;
}

/**
 * A server behind runEndpoint that can be switched off (every call throws `failure`) and on again; records each call
 * with the time it was made. SaveCart echoes the cart, CalculateCart prices 10.00 a unit, GetCartsBySearch answers
 * `serverCart` (or none).
 */
function switchableServer(options: { failure?: unknown; serverCart?: Cart } = {}) {
  const start = Date.now();
  const calls: Call[] = [];
  const state = { reachable: false };
  const provider = dynamic(({ args }: { args: unknown[] }) => {
    const [endpoint, body] = args;
    calls.push({ endpoint, body, at: Date.now() - start });
    if (!state.reachable) throw options.failure ?? NETWORK_ERROR;
    if (endpoint === cartCalls.saveCart) return { cart: (body as CartBody).cart };
    if (endpoint === cartCalls.getCartsBySearch) {
      const cart = options.serverCart;
      return (cart ? { itemsTotal: 1, items: [{ item: { item: cart }, score: 1 }] } : { itemsTotal: 0, items: [] }) as CartSearchResponse;
    }
    if (endpoint === cartCalls.calculateCart || endpoint === cartCalls.calculateCartWithoutSaving) {
      const { cart } = body as CartBody;
      return calculation(cart, [...cart.lines.map((l) => pricedLine(l.id, l.quantity, 10, 0, l)), generatedLine('weefee', 'Environmental fee', 1.5)]);
    }
    throw new Error(`unexpected call ${String(endpoint)}`);
  });
  const of = (endpoint: unknown) => calls.filter((c) => c.endpoint === endpoint);
  const goOnline = () => {
    state.reachable = true;
  };
  return { calls, provider, of, goOnline };
}

/** The cart engine with its local storage part, as the root saga runs them. */
function* engine() {
  yield all([fork(cartStorageSaga), fork(cartSaga)]);
}

const customerCart = (lines: CartLine[]) => shopState({ loggedIn: true, cart: cartWith(lines) });
const quantities = (lines: readonly CartLine[]) => lines.filter((l) => l.type === 'product').map((l) => [l.id, l.quantity]);

function run(state: RootState, server: ReturnType<typeof switchableServer>) {
  return expectSaga(engine).withReducer(rootReducer, state).provide([[matchers.call.fn(runEndpoint), server.provider]]);
}

beforeEach(() => localStorage.clear());

describe('the retry waits (issue 19)', () => {
  it('1 s, 2 s, 5 s, 10 s, then every 10 s', () => {
    expect(RETRY_DELAYS_MS).toEqual([1000, 2000, 5000, 10_000]);
    expect([0, 1, 2, 3, 4, 5, 20].map(retryDelay)).toEqual([1000, 2000, 5000, 10_000, 10_000, 10_000, 10_000]);
  });
});

describe('a save that cannot reach the API (issue 19)', () => {
  it('keeps a changed quantity, an added and a removed line — in the store and the local copy — and waits', async () => {
    const server = switchableServer();
    const { storeState } = await run(customerCart([line('LINE0', 1), line('LINE1', 3)]), server)
      .dispatch(lineQuantityChanged({ id: 'LINE0', quantity: 4 }))
      .dispatch(lineRemoved('LINE1'))
      .dispatch(lineAdded({ productKey: key('NEW'), quantity: 2, text: 'New' }))
      .silentRun(SERVER_SAVE_DEBOUNCE_MS + 200);
    const state = (storeState as RootState).cart;
    expect(server.of(cartCalls.saveCart)).toHaveLength(1);
    expect(quantities(state.cart!.lines)).toEqual([['LINE0', 4], ['LINE1', 2]]);
    expect(quantities(readStoredCart()!.lines)).toEqual([['LINE0', 4], ['LINE1', 2]]);
    expect(unsavedCartId()).toBe('cart-1');
    expect(state.waitingForServer).toBe('save');
    expect(state.error).toBeNull(); // no error shown: the connection notice tells it
  });

  it('tries again after 1 s and then 2 s more, and stops once the server has the cart', async () => {
    const server = switchableServer();
    const saga = run(customerCart([line('LINE0', 1)]), server).dispatch(lineQuantityChanged({ id: 'LINE0', quantity: 5 }));
    setTimeout(server.goOnline, SERVER_SAVE_DEBOUNCE_MS + 1000 + 500); // after the first retry, before the second
    const { storeState } = await saga.silentRun(SERVER_SAVE_DEBOUNCE_MS + 3000 + 1500);
    const saves = server.of(cartCalls.saveCart);
    expect(saves).toHaveLength(3); // the debounced save, the retry after 1 s, the one after 2 s more (saved)
    const gaps = [saves[1]!.at - saves[0]!.at, saves[2]!.at - saves[1]!.at];
    expect(gaps[0]).toBeGreaterThanOrEqual(950);
    expect(gaps[0]).toBeLessThan(1500);
    expect(gaps[1]).toBeGreaterThanOrEqual(1950);
    expect(gaps[1]).toBeLessThan(2500);
    expect((saves[2]!.body as CartBody).cart.lines.map((l) => l.quantity)).toEqual([5]);
    expect((storeState as RootState).cart.waitingForServer).toBeNull();
    expect(unsavedCartId()).toBeNull();
  }, 15_000);

  it('tries again at once when the connection returns, and then calculates for the open cart page', async () => {
    const server = switchableServer();
    const back = SERVER_SAVE_DEBOUNCE_MS + 200;
    setTimeout(server.goOnline, back - 20);
    const { storeState } = await run(customerCart([line('LINE0', 1)]), server)
      .dispatch(cartViewOpened())
      .dispatch(lineQuantityChanged({ id: 'LINE0', quantity: 2 }))
      .delay(back)
      .dispatch(connectionRestored())
      .silentRun(back + 300); // well before the first retry's 1 s
    const saves = server.of(cartCalls.saveCart);
    expect(saves).toHaveLength(2);
    expect(saves[1]!.at - saves[0]!.at).toBeLessThan(500);
    const state = (storeState as RootState).cart;
    expect(state.waitingForServer).toBeNull();
    expect(state.calculated?.totalNetPrice.priceWithoutVat).toBeGreaterThan(0); // the server's calculation again
    expect(state.lastCalculated).toBeNull();
  });

  it('a proxy’s 502/503/504 counts as unreachable; a 500 does not wait', async () => {
    for (const status of [502, 503, 504]) {
      localStorage.clear();
      const server = switchableServer({ failure: gateway(status) });
      const { storeState } = await run(customerCart([line('LINE0', 1)]), server)
        .dispatch(lineQuantityChanged({ id: 'LINE0', quantity: 2 }))
        .silentRun(SERVER_SAVE_DEBOUNCE_MS + 100);
      expect([status, (storeState as RootState).cart.waitingForServer]).toEqual([status, 'save']);
    }
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = switchableServer({ failure: gateway(500) });
    const { storeState } = await run(customerCart([line('LINE0', 1)]), server)
      .dispatch(lineQuantityChanged({ id: 'LINE0', quantity: 2 }))
      .silentRun(SERVER_SAVE_DEBOUNCE_MS + 100);
    expect((storeState as RootState).cart.waitingForServer).toBeNull();
    expect(errors).toHaveBeenCalledWith('Saving the cart failed', expect.anything());
    errors.mockRestore();
  });
});

describe('a calculation that cannot reach the API (issue 19)', () => {
  it('is no error to show, keeps the last totals as not confirmed, and is made again when the connection returns', async () => {
    const server = switchableServer();
    const calculated = shopState({ cart: cartWith([line('LINE0', 1)]) }); // a visitor: calculations only
    const first = calculation(cartWith([line('LINE0', 1)]), [pricedLine('LINE0', 1, 10)]);
    const state0 = rootReducer(calculated, { type: 'cart/cartCalculated', payload: { response: first, revision: calculated.cart.revision } });
    setTimeout(server.goOnline, 80);
    const { storeState } = await run(state0, server)
      .dispatch(lineQuantityChanged({ id: 'LINE0', quantity: 3 }))
      .dispatch(cartViewOpened()) // calculates: not reached
      .delay(100)
      .dispatch(connectionRestored())
      .silentRun(250);
    const calcs = server.of(cartCalls.calculateCartWithoutSaving);
    expect(calcs.map((c) => c.at >= 80)).toEqual([false, true]);
    const state = (storeState as RootState).cart;
    expect(state.error).toBeNull();
    expect(state.calculated?.totalNetPrice.priceWithoutVat).toBe(31.5); // 3 × 10.00 + the environmental fee
  });

  it('records NO_CONNECTION (not an error text) and keeps the last calculation', async () => {
    const server = switchableServer();
    const base = shopState({ cart: cartWith([line('LINE0', 1)]) });
    const first = calculation(cartWith([line('LINE0', 1)]), [pricedLine('LINE0', 1, 10)]);
    const state0 = rootReducer(base, { type: 'cart/cartCalculated', payload: { response: first, revision: base.cart.revision } });
    const { storeState } = await run(state0, server)
      .dispatch(lineQuantityChanged({ id: 'LINE0', quantity: 3 }))
      .dispatch(calculationRequested())
      .silentRun(50);
    const state = (storeState as RootState).cart;
    expect(state.error).toBe(NO_CONNECTION);
    expect(state.calculating).toBe(false);
    expect(state.calculated).toBeNull();
    expect(state.lastCalculated?.totalNetPrice.priceWithoutVat).toBe(10);
    expect(quantities(state.cart!.lines)).toEqual([['LINE0', 3]]);
  });
});

describe('a reload while the API is unreachable (issue 19)', () => {
  it('the customer’s unsaved local edits wait when a request fails, and are saved when the connection returns', async () => {
    const server = switchableServer();
    markUnsaved('cart-1');
    setTimeout(server.goOnline, 80);
    const { storeState } = await run(customerCart([line('LINE0', 7)]), server)
      .dispatch(connectionLost()) // e.g. the user refresh at start failed
      .delay(100)
      .dispatch(connectionRestored())
      .silentRun(250);
    const saves = server.of(cartCalls.saveCart);
    expect(saves).toHaveLength(1);
    expect((saves[0]!.body as CartBody).cart.lines.map((l) => l.quantity)).toEqual([7]);
    expect(unsavedCartId()).toBeNull();
    expect((storeState as RootState).cart.waitingForServer).toBeNull();
  });

  it('without unsaved edits nothing is sent for a lost connection', async () => {
    const server = switchableServer();
    await run(customerCart([line('LINE0', 7)]), server).dispatch(connectionLost()).silentRun(50);
    expect(server.calls).toEqual([]);
  });

  it('the server cart load that failed is made again when the connection returns; local unsaved edits win as before', async () => {
    const serverCart = cartWith([line('S1', 2)], { cartId: 'server-cart' });
    const server = switchableServer({ serverCart });
    markUnsaved('cart-1');
    setTimeout(server.goOnline, 80);
    const { storeState } = await run(customerCart([line('LOCAL', 4)]), server)
      .dispatch(userLoaded(customer))
      .delay(100)
      .dispatch(connectionRestored())
      .silentRun(250);
    const endpoints = server.calls.map((c) => c.endpoint);
    expect(endpoints.slice(0, 2)).toEqual([cartCalls.getCartsBySearch, cartCalls.getCartsBySearch]);
    expect(endpoints).toContain(cartCalls.saveCart);
    const state = (storeState as RootState).cart;
    expect(quantities(state.cart!.lines)).toEqual([['LOCAL', 4]]);
    expect(state.waitingForServer).toBeNull();
    expect(unsavedCartId()).toBeNull();
  });
});
