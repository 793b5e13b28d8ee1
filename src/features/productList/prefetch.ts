/**
 * Starts the searches of a page's product lists from the page's loader, as soon as the page's content (or the search
 * screen's URL) is known: the first products arrive while the page renders instead of after it (LCP of category,
 * offers and search pages on a slow phone). The lists then find their result, or the request under way, in the RTK
 * Query cache: the arguments are built by the same functions as useProductSearch's (common/search/pageLists.ts:
 * listSetup, parseListUrl, listSearchArgs). On a first visit the server has answered these searches in the page's HTML
 * (src/api/serverAnswers.ts), so they need no request.
 */
import type { ContentResponse, ProductSearchResponse } from '../../api/types';
import type { AppStore } from '../../app/store';
import { searchApi, selectPricedFor } from '../search';
import { selectArea, selectAreaInfo } from '../website';
import { pageListSearches, PRIORITY_TILES, productListParameters, SEARCH_SCREEN_LISTS, tileImageUrl } from '../../../common/search/pageLists';

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

/** Prefetches the first page of each list for the caller (logged in or not: the same pricedFor as the list's own query). */
export function prefetchProductLists(
  store: Pick<AppStore, 'dispatch' | 'getState'>,
  lists: readonly Record<string, unknown>[],
  search: string,
  productId?: string,
): void {
  const state = store.getState();
  const area = selectArea(state);
  if (!area || lists.length === 0) return;
  const base = state.website.site?.publicApiUri ?? '';
  for (const { args, main } of pageListSearches(lists, search, area, selectAreaInfo(state), selectPricedFor(state), productId)) {
    // Not subscribed: the result stays cached for the list (SEARCH_CACHE_SECONDS) — the prefetch of RTK Query.
    const query = store.dispatch(searchApi.endpoints.getProductsBySearch.initiate(args, { subscribe: false }));
    if (main) {
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
  prefetchProductLists(store, SEARCH_SCREEN_LISTS, search);
}
