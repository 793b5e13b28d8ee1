import type { AreaInfo } from '../../api/types';
import { selectToken, selectUser } from '../user/userSlice';
import { buildSearchRequest } from './searchConfig';
import type { ProductSearchArgs } from './searchApi';
import type { SearchConfiguration } from './searchSlice';
import type { ListUrlState } from './searchUrl';

/**
 * Whose prices order and filter a list: '' for anonymous visitors, else the customer number ('-' for a user
 * without one). Part of the search's cache key (ProductSearchArgs.pricedFor).
 */
export const selectPricedFor = (state: Parameters<typeof selectToken>[0]): string =>
  selectToken(state).anonymous ? '' : (selectUser(state)?.customerNumber ?? '-');

/**
 * The GetProductsBySearch query of a list state — one function for the list (useProductSearch) and the page
 * loader's prefetch (productList/prefetch.ts), so both name the same cache entry.
 */
export function listSearchArgs(
  configuration: SearchConfiguration,
  state: ListUrlState,
  area: AreaInfo,
  pricedFor: string,
): ProductSearchArgs {
  return { endpoint: configuration.endpoint, request: buildSearchRequest(configuration, state, area), pricedFor };
}
