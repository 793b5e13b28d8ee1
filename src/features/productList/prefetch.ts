/**
 * Starts the searches of a page's product lists from the page's loader, as soon as the page's content (or the search
 * screen's URL) is known: the first products arrive while the page renders instead of after it (LCP of category,
 * offers and search pages on a slow phone). The lists then find their result, or the request under way, in the RTK
 * Query cache: the arguments are built by the same functions as useProductSearch's (listSetup, parseListUrl,
 * listSearchArgs).
 */
import type { Block, ContentResponse, ProductSearchResponse } from '../../api/types';
import type { AppStore } from '../../app/store';
import { searchApi } from '../search/searchApi';
import { listSearchArgs, selectPricedFor } from '../search/searchArgs';
import { INITIAL_LIST_STATE, listSetup, SEARCH_PAGE_LIST, type ListDefaults } from '../search/searchConfig';
import { parseListUrl } from '../search/searchUrl';
import { selectArea, selectAreaInfo } from '../website/websiteSlice';
import { PRIORITY_TILES } from './ProductList';
import { withRelatedProduct } from './ProductListBlock';
import { tileImageUrl } from './ProductTile';

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
 * The images of the first tiles of a page's main list (ProductGrid gives them priority too), preloaded as soon as
 * the products are known: they are on their way before the page has rendered the tiles.
 */
export function preloadTileImages(response: ProductSearchResponse, base: string): void {
  for (const { item } of response.items.slice(0, PRIORITY_TILES)) {
    const href = tileImageUrl(item, base);
    const preloaded = Array.from(document.head.querySelectorAll('link[rel="preload"][as="image"]'));
    if (!href || preloaded.some((link) => link.getAttribute('href') === href)) continue;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'image');
    link.setAttribute('href', href);
    link.setAttribute('fetchpriority', 'high');
    document.head.append(link);
  }
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
  const base = state.website.site?.publicApiUri ?? '';
  for (const parameters of lists) {
    const setup = listSetup(withRelatedProduct(parameters, productId), defaults);
    const { facets } = setup.configuration;
    const listState = setup.urlState ? parseListUrl(new URLSearchParams(search), facets) : INITIAL_LIST_STATE;
    const args = listSearchArgs(setup.configuration, listState, areaInfo, pricedFor);
    // Not subscribed: the result stays cached for the list (SEARCH_CACHE_SECONDS) — the prefetch of RTK Query.
    const query = store.dispatch(searchApi.endpoints.getProductsBySearch.initiate(args, { subscribe: false }));
    if (setup.urlState) {
      query
        .unwrap()
        .then((response) => preloadTileImages(response, base))
        .catch(() => undefined); // the list shows the error itself
    }
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
