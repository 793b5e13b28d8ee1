/**
 * Search container configuration (SPEC §3) from a product list's parameters, and the GetProductsBySearch
 * request (SPEC §7) of a list state. Pure functions: the components and tests share them.
 */
import type { AreaInfo } from '../../contract/common';
import type { Facet, FacetType, ProductSearchRequest, SearchFilter, SearchQuery, Sorting, SortingOption } from '../../contract/products';
import { selectedSorting, type ListUrlState } from './url';

/** SPEC §9: the default list reference. */
export const DEFAULT_LIST_REFERENCE = 'products';

export interface SearchConfiguration {
  facets: Facet[];
  sortingOptions: SortingOption[];
  pageSize: number;
  endpoint: string;
  lookupTemplate: string;
  /** The list's fixed filter (e.g. the category of a category page): body.search.filter. */
  search: SearchFilter;
}

export interface ProductSearchArgs {
  /** The list configuration's endpoint (a same-origin path). */
  endpoint: string;
  request: ProductSearchRequest;
  /**
   * Whose prices order and filter the result ('' for anonymous visitors, else the customer number): not sent —
   * the server knows the caller from the token —, but part of the cache key, so a result sorted by one
   * customer's prices is never shown to another (or after login).
   */
  pricedFor?: string;
}

/** SPEC §7: the default search endpoint; a list configuration may name another one. */
export const DEFAULT_SEARCH_ENDPOINT = '/api/Product/GetProductsBySearch';

export const DEFAULT_PAGE_SIZE = 24;
/** The server caps take at 200. */
export const MAX_PAGE_SIZE = 200;
export const DEFAULT_LOOKUP_TEMPLATE = 'product-list';
/** SPEC §9: the default sort is by name via data.sortOrder ascending. */
export const DEFAULT_SORTING: Sorting[] = [{ field: 'data.sortOrder', direction: 'Ascending' }];
/** A related-products list without sorting options is ranked by relatedness (the score). */
export const RELATED_SORTING: Sorting[] = [{ field: '_score', direction: 'Descending' }];

const FACET_TYPES: readonly FacetType[] = ['CheckboxAnd', 'CheckboxOr', 'Slider'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const nonEmpty = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** Well-formed facets of a CMS list (undefined when the parameter is missing, so the area's defaults apply). */
export function readFacets(value: unknown): Facet[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const facets: Facet[] = [];
  for (const entry of value) {
    if (!isRecord(entry)) continue;
    const field = nonEmpty(entry.field);
    const type = entry.type;
    if (!field || typeof type !== 'string' || !(FACET_TYPES as readonly string[]).includes(type)) continue;
    const label = nonEmpty(entry.label);
    facets.push({
      type: type as FacetType,
      field,
      queryField: nonEmpty(entry.queryField) ?? field,
      ...(label ? { label } : {}),
    });
  }
  return facets;
}

function readSorting(value: unknown): Sorting | null {
  if (!isRecord(value)) return null;
  const field = nonEmpty(value.field);
  const direction = value.direction;
  if (!field || (direction !== 'Ascending' && direction !== 'Descending')) return null;
  return { field, direction };
}

/** Well-formed sorting options (undefined when the parameter is missing). */
export function readSortingOptions(value: unknown): SortingOption[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const options: SortingOption[] = [];
  for (const entry of value) {
    if (!isRecord(entry)) continue;
    const queryValue = nonEmpty(entry.queryValue);
    const sortings = Array.isArray(entry.sortings)
      ? entry.sortings.map(readSorting).filter((s): s is Sorting => s !== null)
      : [];
    if (!queryValue || sortings.length === 0) continue;
    options.push({ name: nonEmpty(entry.name) ?? queryValue, queryValue, sortings });
  }
  return options;
}

/** The list's fixed filter: only the known, well-typed fields. */
export function readFilter(value: unknown): SearchFilter {
  if (!isRecord(value)) return {};
  const filter: SearchFilter = {};
  const categoryId = nonEmpty(value.categoryId);
  if (categoryId) filter.categoryId = categoryId;
  if (typeof value.brandId === 'number' && Number.isInteger(value.brandId)) filter.brandId = value.brandId;
  if (Array.isArray(value.productIds)) {
    filter.productIds = value.productIds.filter((id): id is string => typeof id === 'string' && id !== '');
  }
  if (value.onOffer === true) filter.onOffer = true;
  const relatedTo = nonEmpty(value.relatedTo);
  if (relatedTo) filter.relatedTo = relatedTo;
  return filter;
}

/**
 * A same-origin API path only: the bearer token is sent with the request, so a CMS value must not point it
 * at another host.
 */
export function readEndpoint(value: unknown): string {
  const endpoint = nonEmpty(value);
  return endpoint && endpoint.startsWith('/') && !endpoint.startsWith('//') && !endpoint.includes('\\')
    ? endpoint
    : DEFAULT_SEARCH_ENDPOINT;
}

function readPageSize(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1) return DEFAULT_PAGE_SIZE;
  return Math.min(n, MAX_PAGE_SIZE);
}

/** The area's defaults (AreaSettings.defaultFacets / sortingOptions). */
export interface ListDefaults {
  defaultFacets: Facet[];
  sortingOptions: SortingOption[];
}

export interface ProductListSetup {
  listReference: string;
  /** Only the main list reads and writes the URL (p, s, q and the facets). */
  urlState: boolean;
  title: string | undefined;
  configuration: SearchConfiguration;
}

/**
 * A productList block's parameters (ProductListParameters, plus `endpoint` and `urlState`) → its search
 * container: facets and sortings from the block, else the area's defaults; pageSize 24, lookupTemplate
 * 'product-list', the block's fixed filter. urlState defaults to true for the main list ('products') only.
 */
export function listSetup(parameters: Record<string, unknown>, defaults: ListDefaults | null): ProductListSetup {
  const listReference = nonEmpty(parameters.listReference) ?? DEFAULT_LIST_REFERENCE;
  const urlState =
    typeof parameters.urlState === 'boolean' ? parameters.urlState : listReference === DEFAULT_LIST_REFERENCE;
  return {
    listReference,
    urlState,
    title: nonEmpty(parameters.title),
    configuration: {
      facets: readFacets(parameters.facets) ?? defaults?.defaultFacets ?? [],
      sortingOptions: readSortingOptions(parameters.sortingOptions) ?? defaults?.sortingOptions ?? [],
      pageSize: readPageSize(parameters.pageSize),
      endpoint: readEndpoint(parameters.endpoint),
      lookupTemplate: nonEmpty(parameters.lookupTemplate) ?? DEFAULT_LOOKUP_TEMPLATE,
      search: readFilter(parameters.search),
    },
  };
}

/** The search page's list (SearchPage): the main list, facets and sortings from the area. */
export const SEARCH_PAGE_LIST: Readonly<Record<string, unknown>> = { listReference: DEFAULT_LIST_REFERENCE };

/** A list that is in nobody's URL: page 1, default sorting, no facets, no free text. */
export const INITIAL_LIST_STATE: ListUrlState = { page: 1, sorting: null, freeText: '', facets: {} };

/** SPEC §7 GetProductsBySearch body of a list state. Empty parts are left out, so equal states give equal keys. */
export function buildSearchRequest(
  configuration: SearchConfiguration,
  state: ListUrlState,
  area: AreaInfo,
): ProductSearchRequest {
  const search: SearchQuery = {};
  if (state.freeText) search.freeText = state.freeText;
  if (Object.keys(configuration.search).length > 0) search.filter = configuration.search;
  if (Object.keys(state.facets).length > 0) search.facets = state.facets;
  const sorting = selectedSorting(configuration.sortingOptions, state.freeText, state.sorting);
  return {
    area: { areaId: area.areaId, currencyCode: area.currencyCode, languageCode: area.languageCode },
    facets: configuration.facets.map((f) => ({ type: f.type, field: f.field, queryField: f.queryField })),
    skip: (state.page - 1) * configuration.pageSize,
    take: configuration.pageSize,
    search,
    lookupTemplate: configuration.lookupTemplate,
    sorting: sorting?.sortings ?? (configuration.search.relatedTo ? RELATED_SORTING : DEFAULT_SORTING),
  };
}

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
