/**
 * Starts the searches of a page's product lists from the page's loader, as soon as the page's content (or the search
 * screen's URL) is known: the first products arrive while the page renders instead of after it (LCP of category,
 * offers and search pages on a slow phone). The lists then find their result, or the request under way, in the RTK
 * Query cache: the arguments are built by the same functions as useProductSearch's (listSetup, parseListUrl,
 * listSearchArgs).
 */
import type { Block, ContentResponse } from '../../api/types';
import type { AppStore } from '../../app/store';
import { searchApi } from '../search/searchApi';
import { listSearchArgs, selectPricedFor } from '../search/searchArgs';
import { INITIAL_LIST_STATE, listSetup, SEARCH_PAGE_LIST, type ListDefaults } from '../search/searchConfig';
import { parseListUrl } from '../search/searchUrl';
import { selectArea, selectAreaInfo } from '../website/websiteSlice';
import { withRelatedProduct } from './ProductListBlock';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The parameters of every productList block, nested ones (sections, rows) included, in page order. */
export function productListParameters(blocks: readonly Block[] | undefined): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  const walk = (list: readonly Block[] | undefined) => {
    for (const block of list ?? []) {
      if (!isRecord(block)) continue;
      if (block.type === 'productList') found.push(isRecord(block.parameters) ? block.parameters : {});
      if (Array.isArray(block.children)) walk(block.children);
    }
  };
  walk(blocks);
  return found;
}

/**
 * Prefetches the first page of each list (the URL's state for a list that keeps it in the URL, else page 1) for
 * the caller (logged in or not: the same pricedFor as the list's own query).
 */
export function prefetchProductLists(
  store: Pick<AppStore, 'dispatch' | 'getState'>,
  lists: readonly Record<string, unknown>[],
  search: string,
  productId?: string,
): void {
  const state = store.getState();
  const area = selectArea(state);
  if (!area || lists.length === 0) return;
  const defaults: ListDefaults = { defaultFacets: area.defaultFacets, sortingOptions: area.sortingOptions };
  const areaInfo = selectAreaInfo(state);
  const pricedFor = selectPricedFor(state);
  for (const parameters of lists) {
    const setup = listSetup(withRelatedProduct(parameters, productId), defaults);
    const { facets } = setup.configuration;
    const listState = setup.urlState ? parseListUrl(new URLSearchParams(search), facets) : INITIAL_LIST_STATE;
    store.dispatch(
      searchApi.util.prefetch('getProductsBySearch', listSearchArgs(setup.configuration, listState, areaInfo, pricedFor), {}),
    );
  }
}

/** The lists of a content page (its 'related' list for the page's product). */
export function prefetchContentLists(store: Pick<AppStore, 'dispatch' | 'getState'>, response: ContentResponse, search: string): void {
  const productId = response.contentType === 'product' ? response.product?.id : undefined;
  prefetchProductLists(store, productListParameters(response.content?.content), search, productId);
}

/** The search screen's one list (SearchPage: the main list with the area's facets and sortings, state in the URL). */
export function prefetchSearchPage(store: Pick<AppStore, 'dispatch' | 'getState'>, search: string): void {
  prefetchProductLists(store, [SEARCH_PAGE_LIST], search);
}
