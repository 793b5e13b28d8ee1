import { isApiError } from '../../../src/api/apiError';
import { makeStore } from '../../../src/app/store';
import { runEndpoint } from '../../../src/app/runEndpoint';
import { cartApi, cartCalls } from '../../../src/features/cart/cartApi';
import { tokenReceived } from '../../../src/features/user/userSlice';
import { json, mockServer } from '../product/fixtures';
import { AREA, calculation, cartWith, line } from './fixtures';
import { runSaga } from 'redux-saga';

/** Runs runEndpoint (as the sagas do) against a store and returns its result or thrown error. */
async function viaSaga<R>(store: ReturnType<typeof makeStore>, endpoint: unknown, body: unknown): Promise<R> {
  const task = runSaga(
    // A refused call rejects the task's promise, which the tests assert; redux-saga's own report of it is not wanted.
    { dispatch: store.dispatch as (a: unknown) => void, getState: store.getState, onError: () => undefined },
    runEndpoint as (e: unknown, b: unknown) => Generator,
    endpoint,
    body,
  );
  return (await task.toPromise()) as R;
}

function storeWithToken() {
  const store = makeStore();
  store.dispatch(
    tokenReceived({ response: { token: 'tok', tokenType: 'Bearer', expiresAt: '2999-01-01T00:00:00.000Z' }, anonymous: false }),
  );
  return store;
}

describe('cart API calls (SPEC §7, docs/commerce-api.md)', () => {
  const cart = cartWith([line('LINE0', 2)]);

  it('POSTs each call to its path with the bearer token and the documented body', async () => {
    const requests: { path: string; body: unknown; auth: string | null }[] = [];
    const record = (answer: (body: unknown) => Response) => async (request: Request) => {
      const body: unknown = JSON.parse(await request.text());
      requests.push({ path: new URL(request.url).pathname, body, auth: request.headers.get('authorization') });
      expect(request.method).toBe('POST');
      return answer(body);
    };
    mockServer({
      '/api/Cart/CalculateCart': record(() => json(200, calculation(cart, cart.lines))),
      '/api/Cart/CalculateCartWithoutSaving': record(() => json(200, calculation(cart, cart.lines))),
      '/api/Cart/SaveCart': record(() => json(200, { cart })),
      '/api/Cart/EmptyCart': record(() => new Response(null, { status: 204 })),
      '/api/Cart/GetCartsBySearch': record(() => json(200, { itemsTotal: 1, items: [{ item: { item: cart }, score: 1 }] })),
      '/api/cart/GetCartById': record(() => json(200, { cart: { item: cart } })),
    });
    const store = storeWithToken();

    expect((await viaSaga<{ cart: { cartId: string } }>(store, cartCalls.calculateCart, { area: AREA, cart })).cart.cartId).toBe('cart-1');
    await viaSaga(store, cartCalls.calculateCartWithoutSaving, { area: AREA, cart });
    await viaSaga(store, cartCalls.saveCart, { area: AREA, cart });
    expect(await viaSaga(store, cartCalls.emptyCart, { area: AREA, cartId: 'cart-1' })).toBeNull();
    const found = await viaSaga<{ items: { item: { item: { cartId: string } } }[] }>(store, cartCalls.getCartsBySearch, { area: AREA });
    expect(found.items[0]!.item.item.cartId).toBe('cart-1');
    const byId = await store.dispatch(cartApi.endpoints.getCartById.initiate({ areaInfo: AREA, id: 'cart-1' })).unwrap();
    expect(byId.cart.item.cartId).toBe('cart-1');

    expect(requests.map((r) => r.path)).toEqual([
      '/api/Cart/CalculateCart',
      '/api/Cart/CalculateCartWithoutSaving',
      '/api/Cart/SaveCart',
      '/api/Cart/EmptyCart',
      '/api/Cart/GetCartsBySearch',
      '/api/cart/GetCartById',
    ]);
    expect(requests.every((r) => r.auth === 'Bearer tok')).toBe(true);
    expect(requests[0]!.body).toEqual({ area: AREA, cart });
    expect(requests[3]!.body).toEqual({ area: AREA, cartId: 'cart-1' });
    expect(requests[4]!.body).toEqual({
      area: AREA,
      skip: 0,
      take: 1,
      sorting: [{ field: 'sources.api.updatedAt', direction: 'Descending' }],
      search: '',
      facets: [],
    });
    expect(requests[5]!.body).toEqual({ areaInfo: AREA, id: 'cart-1' });
    // The sagas' mutations leave no results behind in the store.
    expect(Object.keys(store.getState().api.mutations)).toEqual([]);
  });

  it.each([
    ['calculateCart', cartCalls.calculateCart, '/api/Cart/CalculateCart'],
    ['saveCart', cartCalls.saveCart, '/api/Cart/SaveCart'],
  ])('401 on %s → the message Unauthorized (SPEC §8)', async (_name, endpoint, path) => {
    mockServer({ [path]: () => json(401, { message: 'Unauthorized' }) });
    const error: unknown = await viaSaga(storeWithToken(), endpoint, { area: AREA, cart }).catch((e: unknown) => e);
    expect(isApiError(error) && [error.status, error.message]).toEqual([401, 'Unauthorized']);
  });
});
