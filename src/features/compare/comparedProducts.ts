import { useEffect } from 'react';
import { isApiError } from '../../api/apiError';
import type { AreaInfo } from '../../api/types';
import { useAppDispatch } from '../../app/hooks';
import type { AppDispatch } from '../../app/store';
import { productApi, type ProductsByIdsResponse } from '../product';
import { compareRemoved } from './compareSlice';

/** The requested ids a GetProductsByIds reply does not contain (products that no longer exist). */
export function missingIds(requested: readonly string[], items: ProductsByIdsResponse['items']): string[] {
  return requested.filter((id) => !Object.prototype.hasOwnProperty.call(items, id));
}

/** The ids to drop after a GetProductsByIds for `requested`: missing from the reply, or all of them on a 404. */
export function goneIds(requested: readonly string[], data: ProductsByIdsResponse | undefined, error: unknown): string[] {
  if (data) return missingIds(requested, data.items);
  if (isApiError(error) && error.status === 404) return [...requested];
  return []; // network or server errors keep the comparison as it is
}

export interface ProductsLoad {
  /** The ids the finished request asked for. */
  ids: readonly string[] | undefined;
  /** The reply of exactly that request. */
  data: ProductsByIdsResponse | undefined;
  error: unknown;
}

/**
 * Drops compared product ids whose products no longer exist once a GetProductsByIds for them has answered
 * (ids missing from the reply; all asked ids on a 404 'Not Found').
 */
export function useDropMissingFromComparison({ ids, data, error }: ProductsLoad): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!ids || ids.length === 0) return;
    for (const id of goneIds(ids, data, error)) dispatch(compareRemoved(id));
  }, [dispatch, ids, data, error]);
}

/**
 * Loads compared products (into the product slice, through the endpoint) and drops the ids whose products no
 * longer exist. Resolves when done; never rejects.
 */
export const loadComparedProducts =
  (area: AreaInfo, ids: readonly string[]) =>
  async (dispatch: AppDispatch): Promise<void> => {
    if (ids.length === 0) return;
    const request = dispatch(productApi.endpoints.getProductsByIds.initiate({ area, ids: [...ids] }, { subscribe: false }));
    let data: ProductsByIdsResponse | undefined;
    let error: unknown;
    try {
      data = await request.unwrap();
    } catch (err) {
      error = err;
    }
    for (const id of goneIds(ids, data, error)) dispatch(compareRemoved(id));
  };
