/**
 * RTK Query endpoints of the saved carts (issue 20; contract/savedCarts.ts, docs/saved-carts.md). Types only from
 * the contract: no TypeBox reaches the browser. The list is cached per user (owner: not sent, the server knows the
 * caller from the token) and refetched after every change (tag 'SavedCarts').
 */
import { skipToken } from '@reduxjs/toolkit/query/react';
import { shallowEqual } from 'react-redux';
import type { CalculateCartResponse, Cart } from '../../api/commerceTypes';
import type { AreaInfo } from '../../api/types';
import { baseApi } from '../../api/baseApi';
import { useAppSelector } from '../../app/hooks';
import type {
  GetSavedCartsResponse,
  RestoreMode,
  SaveSavedCartRequest,
  SavedCart,
  SavedCartResponse,
  UpdateSavedCartRequest,
} from '../../../contract/savedCarts';
import { selectUser } from '../user';
import { selectAreaInfo } from '../website';

export type { RestoreMode, SavedCart, SavedCartLine } from '../../../contract/savedCarts';

/** Whose saved carts a cache entry holds (owner is not sent: it keeps one user's carts from the next user's page). */
export interface SavedCartsArgs {
  area: AreaInfo;
  owner: string;
}

export interface RestoreArgs {
  area: AreaInfo;
  id: string;
  mode: RestoreMode;
  cart: Cart;
}

const api = baseApi.enhanceEndpoints({ addTagTypes: ['SavedCarts'] });

export const savedCartsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/SavedCart/GetSavedCarts: own saved carts, then the colleagues' shared ones, totals of today. */
    getSavedCarts: build.query<SavedCart[], SavedCartsArgs>({
      query: ({ area }) => ({ url: '/api/SavedCart/GetSavedCarts', method: 'POST', body: { area } }),
      transformResponse: (response: GetSavedCartsResponse | null) => response?.savedCarts ?? [],
      providesTags: ['SavedCarts'],
    }),
    /** POST /api/SavedCart/SaveSavedCart: the current cart's product lines under a name. */
    saveSavedCart: build.mutation<SavedCart, SaveSavedCartRequest>({
      query: (body) => ({ url: '/api/SavedCart/SaveSavedCart', method: 'POST', body }),
      transformResponse: (response: SavedCartResponse) => response.savedCart,
      invalidatesTags: ['SavedCarts'],
    }),
    /** POST /api/SavedCart/UpdateSavedCart: rename and/or share (the owner only). */
    updateSavedCart: build.mutation<SavedCart, UpdateSavedCartRequest>({
      query: (body) => ({ url: '/api/SavedCart/UpdateSavedCart', method: 'POST', body }),
      transformResponse: (response: SavedCartResponse) => response.savedCart,
      invalidatesTags: ['SavedCarts'],
    }),
    /** POST /api/SavedCart/DeleteSavedCart (204; the owner only). */
    deleteSavedCart: build.mutation<null, { area: AreaInfo; id: string }>({
      query: (body) => ({ url: '/api/SavedCart/DeleteSavedCart', method: 'POST', body }),
      invalidatesTags: ['SavedCarts'],
    }),
    /** POST /api/SavedCart/RestoreSavedCart: the current cart with the saved lines, calculated and stored. */
    restoreSavedCart: build.mutation<CalculateCartResponse, RestoreArgs>({
      query: (body) => ({ url: '/api/SavedCart/RestoreSavedCart', method: 'POST', body }),
    }),
  }),
});

export const {
  useGetSavedCartsQuery,
  useSaveSavedCartMutation,
  useUpdateSavedCartMutation,
  useDeleteSavedCartMutation,
} = savedCartsApi;

/** The cache key of the logged-in customer user's saved carts, or skipToken for anyone else. */
export function useSavedCartsArgs(): SavedCartsArgs | typeof skipToken {
  const user = useAppSelector(selectUser);
  const area = useAppSelector(selectAreaInfo, shallowEqual);
  const loggedIn = useAppSelector((state) => !state.user.token.anonymous);
  if (!user || !loggedIn || !user.customerNumber) return skipToken;
  return { area, owner: `${user.customerNumber}|${user.extraInfo.username ?? user.name}` };
}
