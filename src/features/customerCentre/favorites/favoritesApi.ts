import { skipToken } from '@reduxjs/toolkit/query/react';
import type {
  FavoriteList,
  GetFavoriteListResponse,
  UpdateFavoriteListRequest,
  UpdateFavoriteListResponse,
} from '../../../api/accountTypes';
import { baseApi } from '../../../api/baseApi';
import { useAppSelector } from '../../../app/hooks';
import { selectUser } from '../../user';
import { AREA_ID, selectArea } from '../../website';

/**
 * Whose lists a cache entry holds. Not sent: the server knows the caller from the token. It keeps one user's lists
 * from showing to the next user of the same page (a session that ended without a logout keeps the API cache).
 */
export interface FavoriteListsArgs {
  areaId: string;
  owner: string;
}

type UpdateArgs = UpdateFavoriteListRequest & { owner: string };

/** List names are unique per user ignoring case and surrounding spaces (docs/account-api.md). */
export const sameListName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The cached lists after a change: the answer replaces the list (or removes it after delete), ordered by name. */
export function patchLists(lists: FavoriteList[], listName: string, changed: FavoriteList | null): void {
  const index = lists.findIndex((list) => sameListName(list.name, listName));
  if (changed === null) {
    if (index >= 0) lists.splice(index, 1);
    return;
  }
  if (index >= 0) lists[index] = changed;
  else lists.push(changed);
  lists.sort((a, b) => a.name.localeCompare(b.name));
}

/** The cached shared lists after a colleague's change of one (by id): replaced, or removed when gone. */
export function patchSharedList(lists: FavoriteList[], listId: string, changed: FavoriteList | null): void {
  const index = lists.findIndex((list) => list.id === listId);
  if (index < 0) return;
  if (changed === null || changed.own) lists.splice(index, 1);
  else lists[index] = changed;
}

/** SPEC §7 FavoriteList calls (docs/account-api.md 'Favourite lists'). */
export const favoritesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/FavoriteList/GetFavoriteList?AreaId= (no ListName): every list of the caller. */
    getFavoriteLists: build.query<FavoriteList[], FavoriteListsArgs>({
      query: ({ areaId }) => ({ url: '/api/FavoriteList/GetFavoriteList', params: { AreaId: areaId } }),
      transformResponse: (response: GetFavoriteListResponse | null) => response?.favoriteLists ?? [],
    }),
    /**
     * GET /api/FavoriteList/GetFavoriteList?AreaId=&IncludeShared=true: the lists active colleagues share with the
     * company (issue 20; the caller's own lists are left out here: getFavoriteLists has them).
     */
    getSharedFavoriteLists: build.query<FavoriteList[], FavoriteListsArgs>({
      query: ({ areaId }) => ({ url: '/api/FavoriteList/GetFavoriteList', params: { AreaId: areaId, IncludeShared: 'true' } }),
      transformResponse: (response: GetFavoriteListResponse | null) => (response?.favoriteLists ?? []).filter((list) => !list.own),
    }),
    /** POST /api/FavoriteList/UpdateFavoriteList; the answer is written into the cached lists. */
    updateFavoriteList: build.mutation<UpdateFavoriteListResponse, UpdateArgs>({
      query: ({ owner: _owner, ...body }) => ({ url: '/api/FavoriteList/UpdateFavoriteList', method: 'POST', body }),
      async onQueryStarted({ areaId, owner, listName, listId }, { dispatch, queryFulfilled }) {
        let changed: FavoriteList | null;
        try {
          changed = (await queryFulfilled).data?.favoriteList ?? null;
        } catch {
          return; // The caller shows the error; the cache stays as it was.
        }
        // A colleague's shared list is changed by id (issue 20): its cache entry is the shared lists'.
        if (listId !== undefined) {
          dispatch(favoritesApi.util.updateQueryData('getSharedFavoriteLists', { areaId, owner }, (draft) => patchSharedList(draft, listId, changed)));
          return;
        }
        dispatch(
          favoritesApi.util.updateQueryData('getFavoriteLists', { areaId, owner }, (draft) =>
            patchLists(draft, listName, changed),
          ),
        );
      },
    }),
  }),
});

export const { useGetFavoriteListsQuery, useGetSharedFavoriteListsQuery } = favoritesApi;

/** The cache key of the logged-in customer user's lists, or skipToken for anyone else (no favourite lists). */
export function useFavoriteListsArgs(): FavoriteListsArgs | typeof skipToken {
  const user = useAppSelector(selectUser);
  const areaId = useAppSelector(selectArea)?.area.id ?? AREA_ID;
  const loggedIn = useAppSelector((state) => !state.user.token.anonymous);
  if (!user || !loggedIn || !user.customerNumber) return skipToken;
  return { areaId, owner: `${user.customerNumber}|${user.extraInfo.username ?? user.name}` };
}
