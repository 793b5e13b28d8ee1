import { baseApi } from '../../api/baseApi';
import type { Cart, CalculateCartResponse, CartSearchResponse } from '../../api/commerceTypes';
import type { AreaInfo } from '../../api/types';

/** SPEC §7 / §9: the latest cart is the newest one by its last server update; take 1, skip 0. */
export const LATEST_CART_SORTING = [{ field: 'sources.api.updatedAt', direction: 'Descending' }] as const;

export interface CartBody {
  area: AreaInfo;
  cart: Cart;
}

export interface CartSearchArgs {
  area: AreaInfo;
  search?: string;
  facets?: unknown[];
}

/**
 * The cart calls of SPEC §7 'Cart, order, shipping, payment' (shapes: docs/commerce-api.md). The cart engine
 * (cartSagas.ts) calls them; the 401 message of CalculateCart and SaveCart comes from src/api/apiError.ts.
 */
export const cartApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/Cart/CalculateCart — saves like SaveCart, then calculates (needs a customer). */
    calculateCart: build.mutation<CalculateCartResponse, CartBody>({
      query: (body) => ({ url: '/api/Cart/CalculateCart', method: 'POST', body }),
    }),
    /** POST /api/Cart/CalculateCartWithoutSaving — calculates without storing (anonymous visitors too). */
    calculateCartWithoutSaving: build.mutation<CalculateCartResponse, CartBody>({
      query: (body) => ({ url: '/api/Cart/CalculateCartWithoutSaving', method: 'POST', body }),
    }),
    /** POST /api/Cart/SaveCart — body { area, cart } → { cart } (the stored, normalised cart). */
    saveCart: build.mutation<{ cart: Cart }, CartBody>({
      query: (body) => ({ url: '/api/Cart/SaveCart', method: 'POST', body }),
      invalidatesTags: ['Cart'],
    }),
    /** POST /api/Cart/EmptyCart — body { area, cartId } → 204. */
    emptyCart: build.mutation<null, { area: AreaInfo; cartId: string }>({
      query: (body) => ({ url: '/api/Cart/EmptyCart', method: 'POST', body }),
      invalidatesTags: ['Cart'],
    }),
    /** POST /api/Cart/GetCartsBySearch — the caller's latest open cart: take 1, skip 0, newest first. */
    getCartsBySearch: build.query<CartSearchResponse, CartSearchArgs>({
      query: ({ area, search = '', facets = [] }) => ({
        url: '/api/Cart/GetCartsBySearch',
        method: 'POST',
        body: { area, skip: 0, take: 1, sorting: LATEST_CART_SORTING, search, facets },
      }),
      providesTags: ['Cart'],
    }),
    /** POST /api/cart/GetCartById (lower-case path, as in SPEC §7) — body { areaInfo, id } → { cart: { item } }. */
    getCartById: build.query<{ cart: { item: Cart } }, { areaInfo: AreaInfo; id: string }>({
      query: (body) => ({ url: '/api/cart/GetCartById', method: 'POST', body }),
      providesTags: ['Cart'],
    }),
  }),
});

/** An endpoint as runEndpoint runs it: initiate(arg) with fixed options; the result type rides along. */
export interface CartCall<A, R> {
  initiate: (arg: A) => unknown;
  Types?: { ResultType: R };
}

const call = <A, R>(initiate: (arg: A) => unknown): CartCall<A, R> => ({ initiate });

/**
 * The calls as the sagas run them (`yield call(runEndpoint, cartCalls.saveCart, body)`): mutations untracked
 * (no result kept in the store per save), queries without a lasting subscription and always fresh.
 */
export const cartCalls = {
  calculateCart: call<CartBody, CalculateCartResponse>((arg) =>
    cartApi.endpoints.calculateCart.initiate(arg, { track: false }),
  ),
  calculateCartWithoutSaving: call<CartBody, CalculateCartResponse>((arg) =>
    cartApi.endpoints.calculateCartWithoutSaving.initiate(arg, { track: false }),
  ),
  saveCart: call<CartBody, { cart: Cart }>((arg) => cartApi.endpoints.saveCart.initiate(arg, { track: false })),
  emptyCart: call<{ area: AreaInfo; cartId: string }, null>((arg) =>
    cartApi.endpoints.emptyCart.initiate(arg, { track: false }),
  ),
  getCartsBySearch: call<CartSearchArgs, CartSearchResponse>((arg) =>
    cartApi.endpoints.getCartsBySearch.initiate(arg, { subscribe: false, forceRefetch: true }),
  ),
};
