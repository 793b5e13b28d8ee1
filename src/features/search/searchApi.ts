import { baseApi } from '../../api/baseApi';
import type { FacetOption, Product, ProductSearchResponse } from '../../api/types';
import type { ProductSearchArgs } from '../../../common/search/config';

/**
 * How long an unused result stays cached (seconds): back/forward within a browsing session shows the
 * earlier lists at once, from the cache, without a request.
 */
export const SEARCH_CACHE_SECONDS = 600;

const EMPTY_RESPONSE: ProductSearchResponse = { itemsTotal: 0, items: [], facetOptions: {} };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A 204 / empty body is an empty result (SPEC §8); malformed parts are dropped rather than crashing the list. */
export function normalizeSearchResponse(raw: unknown): ProductSearchResponse {
  if (!isRecord(raw)) return EMPTY_RESPONSE;
  const items = Array.isArray(raw.items)
    ? (raw.items as unknown[]).filter(
        (entry): entry is { item: Product; score: number } =>
          isRecord(entry) && isRecord(entry.item) && typeof entry.item.id === 'string',
      )
    : [];
  const facetOptions: Record<string, FacetOption[]> = {};
  if (isRecord(raw.facetOptions)) {
    for (const [field, options] of Object.entries(raw.facetOptions)) {
      if (Array.isArray(options)) {
        facetOptions[field] = (options as unknown[]).filter(
          (o): o is FacetOption => isRecord(o) && typeof o.key === 'string' && typeof o.count === 'number',
        );
      }
    }
  }
  const itemsTotal = typeof raw.itemsTotal === 'number' && Number.isFinite(raw.itemsTotal) ? raw.itemsTotal : items.length;
  return { itemsTotal, items, facetOptions };
}

export const searchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * SPEC §7 POST GetProductsBySearch. Cached per full request (and endpoint): the same list state, e.g.
     * after back/forward, is served from the cache.
     */
    getProductsBySearch: build.query<ProductSearchResponse, ProductSearchArgs>({
      query: ({ endpoint, request }) => ({ url: endpoint, method: 'POST', body: request }),
      transformResponse: (raw: unknown) => normalizeSearchResponse(raw),
      providesTags: ['Products'],
      keepUnusedDataFor: SEARCH_CACHE_SECONDS,
    }),
  }),
});

export const { useGetProductsBySearchQuery } = searchApi;
