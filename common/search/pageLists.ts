/**
 * The product lists a page loads first, as pure functions of the page (its content or the search screen), the area
 * settings and the URL: the storefront's loader prefetches them (prefetch.ts) and the server, serving the page's
 * HTML, answers the same searches in it for an anonymous visitor and preloads their first images
 * (server/services/pageAnswers.ts). One builder for both sides keeps the requests identical.
 */
import type { AreaInfo } from '../../contract/common';
import type { AreaSettings } from '../../contract/area';
import type { Block } from '../../contract/content';
import type { Product } from '../../contract/products';
import { contentImageUrl } from '../images';
import {
  INITIAL_LIST_STATE,
  listSearchArgs,
  listSetup,
  SEARCH_PAGE_LIST,
  type ListDefaults,
  type ProductSearchArgs,
} from './config';
import { parseListUrl } from './url';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The list reference of the product template's 'Related products' list. */
export const RELATED_LIST_REFERENCE = 'related';

/** The tiles of a page's main list whose images load first: the first row from 1280 px (two rows on a phone). */
export const PRIORITY_TILES = 4;

/**
 * A 'related' list on a product page lists the products related to the page's product (search.relatedTo), unless
 * the block names a product itself.
 */
export function withRelatedProduct(parameters: Record<string, unknown>, productId: string | undefined): Record<string, unknown> {
  if (parameters.listReference !== RELATED_LIST_REFERENCE || !productId) return parameters;
  const search = isRecord(parameters.search) ? parameters.search : {};
  if (typeof search.relatedTo === 'string' && search.relatedTo.trim() !== '') return parameters;
  return { ...parameters, search: { ...search, relatedTo: productId } };
}

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

/** The search screen's one list (SearchPage: the main list with the area's facets and sortings, state in the URL). */
export const SEARCH_SCREEN_LISTS: readonly Record<string, unknown>[] = [SEARCH_PAGE_LIST];

/** A tile's image URL: SVGs by the raw image route, raster images by the resize route (common/images.ts). */
export function tileImageUrl(product: Product, base: string): string {
  return contentImageUrl(product.media.find((m) => m.type === 'image')?.image, { size: 'sm', base });
}

export interface PageListSearch {
  args: ProductSearchArgs;
  /** The page's main list (state in the URL): its first tiles are in the first screen. */
  main: boolean;
}

/**
 * The first search of each list (the URL's state for a list that keeps it in the URL, else page 1), for the
 * caller's prices (pricedFor: '' for an anonymous visitor).
 */
export function pageListSearches(
  lists: readonly Record<string, unknown>[],
  search: string,
  area: Pick<AreaSettings, 'defaultFacets' | 'sortingOptions'>,
  areaInfo: AreaInfo,
  pricedFor: string,
  productId?: string,
): PageListSearch[] {
  const defaults: ListDefaults = { defaultFacets: area.defaultFacets, sortingOptions: area.sortingOptions };
  return lists.map((parameters) => {
    const setup = listSetup(withRelatedProduct(parameters, productId), defaults);
    const listState = setup.urlState ? parseListUrl(new URLSearchParams(search), setup.configuration.facets) : INITIAL_LIST_STATE;
    return { args: listSearchArgs(setup.configuration, listState, areaInfo, pricedFor), main: setup.urlState };
  });
}
