/**
 * Issue 19, the cart while the API is unreachable (cart/cartRetrySaga.ts, part of the lazily loaded offline support):
 * a customer's save or load that could not reach the API makes the cart wait; it is tried again after 1 s, then 2 s
 * more (5 s, 10 s, every 10 s), and at once when the connection returns; the edits are never touched (no rollback);
 * a reload's unsaved local edits wait too.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, type StaticProvider } from 'redux-saga-test-plan/providers';
import { rootReducer, type RootState } from '../../../src/app/store';
import { calculationRequested } from '../../../src/features/cart/cartActions';
import { cartRetrySaga, retryDelay, RETRY_DELAYS_MS } from '../../../src/features/cart/cartRetrySaga';
import { loadServerCart, saveCartToServer } from '../../../src/features/cart/cartSagas';
import { cartViewOpened } from '../../../src/features/cart/cartSlice';
import { markUnsaved } from '../../../src/features/cart/cartStorage';
import { isConnectionFailure } from '../../../src/features/connection/callOutcome';
import { connectionLost, connectionRestored, serverWaited } from '../../../src/features/connection/connectionActions';
import { userLoaded } from '../../../src/features/user/userSlice';
import { cartWith, customer, line, shopState } from './fixtures';

/** A failed SaveCart as RTK Query dispatches it when fetch threw. */
const saveCartFailed: UnknownAction = {
  type: 'api/executeMutation/rejected',
  meta: { requestStatus: 'rejected', rejectedWithValue: false, arg: { endpointName: 'saveCart' } },
  error: { name: 'TypeError', message: 'Failed to fetch' },
};

function offlineCustomer(lines = [line('LINE0', 4), line('LINE1', 2)]): RootState {
  const state = shopState({ loggedIn: true, cart: cartWith(lines) });
  return rootReducer(state, connectionLost());
}

/** The server calls of the retries, recorded with their time; `reachable` says whether the API answers. */
function calls() {
  const start = Date.now();
  const made: { fn: string; at: number; arg?: unknown }[] = [];
  const record = (fn: string) => dynamic(({ args }: { args: unknown[] }) => void made.push({ fn, at: Date.now() - start, arg: args[0] }));
  const providers: StaticProvider[] = [
    [matchers.call.fn(saveCartToServer), record('save')],
    [matchers.call.fn(loadServerCart), record('load')],
  ];
  return { made, providers };
}

beforeEach(() => localStorage.clear());

describe('the retry waits (issue 19)', () => {
  it('1 s, 2 s, 5 s, 10 s, then every 10 s', () => {
    expect(RETRY_DELAYS_MS).toEqual([1000, 2000, 5000, 10_000]);
    expect([0, 1, 2, 3, 4, 5, 20].map(retryDelay)).toEqual([1000, 2000, 5000, 10_000, 10_000, 10_000, 10_000]);
  });
});

describe('cartRetrySaga (issue 19)', () => {
  it('a SaveCart that could not reach the API makes the cart wait; tried after 1 s and 2 s more; the edits untouched', async () => {
    markUnsaved('cart-1');
    const { made, providers } = calls();
    const { storeState } = await expectSaga(cartRetrySaga, isConnectionFailure)
      .withReducer(rootReducer, offlineCustomer())
      .provide(providers)
      .dispatch(saveCartFailed)
      .silentRun(3400);
    const state = storeState as RootState;
    expect(state.connection.waiting).toBe('save');
    expect(made.map((c) => c.fn)).toEqual(['save', 'save']);
    expect(made[0]!.at).toBeGreaterThanOrEqual(950);
    expect(made[0]!.at).toBeLessThan(1500);
    expect(made[1]!.at - made[0]!.at).toBeGreaterThanOrEqual(1950);
    expect(made[1]!.at - made[0]!.at).toBeLessThan(2500);
    expect(state.cart.cart!.lines.map((l) => [l.id, l.quantity])).toEqual([['LINE0', 4], ['LINE1', 2]]); // no rollback
  }, 10_000);

  it('tries at once when the connection returns, then stops waiting and calculates for the open cart page', async () => {
    markUnsaved('cart-1');
    const { made, providers } = calls();
    const state0 = rootReducer(rootReducer(offlineCustomer(), cartViewOpened()), serverWaited('save'));
    const { storeState } = await expectSaga(cartRetrySaga, isConnectionFailure)
      .withReducer(rootReducer, state0)
      .provide(providers)
      .put(calculationRequested())
      .delay(300)
      .dispatch(connectionRestored())
      .silentRun(600); // well before the first retry's 1 s
    expect(made.map((c) => c.fn)).toEqual(['save']);
    expect(made[0]!.at).toBeLessThan(600);
    expect((storeState as RootState).connection.waiting).toBeNull();
  });

  it('a reload with this customer’s unsaved local edits: they wait from the start', async () => {
    markUnsaved('cart-1');
    const { storeState } = await expectSaga(cartRetrySaga, isConnectionFailure)
      .withReducer(rootReducer, offlineCustomer())
      .provide(calls().providers)
      .put(serverWaited('save'))
      .silentRun(50);
    expect((storeState as RootState).connection.waiting).toBe('save');
  });

  it('nothing waits without unsaved edits, nor for a visitor', async () => {
    const visitor = rootReducer(shopState({ cart: cartWith([line('LINE0', 1)]) }), connectionLost());
    markUnsaved('cart-1');
    await expectSaga(cartRetrySaga, isConnectionFailure).withReducer(rootReducer, visitor).not.put(serverWaited('save')).dispatch(saveCartFailed).silentRun(50);
    localStorage.clear();
    await expectSaga(cartRetrySaga, isConnectionFailure).withReducer(rootReducer, offlineCustomer()).not.put(serverWaited('save')).silentRun(50);
  });

  it('a server cart that could not be loaded is loaded again when the connection returns', async () => {
    const { made, providers } = calls();
    const state0 = rootReducer(offlineCustomer(), serverWaited('load'));
    await expectSaga(cartRetrySaga, isConnectionFailure)
      .withReducer(rootReducer, state0)
      .provide(providers)
      .delay(100)
      .dispatch(connectionRestored())
      .silentRun(300);
    expect(made.map((c) => c.fn)).toEqual(['load']);
    expect(made[0]!.arg).toEqual(userLoaded(customer));
  });
});
