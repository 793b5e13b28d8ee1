import type { Facet, SortingOption } from '../../contract/products';

/** SPEC §9 query names. */
export const QUERY_TEXT = 'q';
export const QUERY_PAGE = 'p';
export const QUERY_SORT = 's';

export type FacetSelection = Record<string, string[] | { min?: number; max?: number }>;

export interface ListUrlState {
  page: number;
  sorting: string | null;
  freeText: string;
  facets: FacetSelection;
}

/** SPEC §5: a page number below 1 or not numeric becomes 1. */
export function parsePage(value: string | null): number {
  if (value === null || !/^\s*-?\d+\s*$/.test(value)) return 1;
  const n = Number.parseInt(value, 10);
  return n < 1 ? 1 : n;
}

const isNumeric = (part: string) => part.trim() !== '' && Number.isFinite(Number(part));

/**
 * SPEC §5: a slider value counts only with exactly two comma-separated parts; each part is used only if
 * numeric. Returns null when the value does not count.
 */
export function parseSlider(value: string | null): { min?: number; max?: number } | null {
  if (value === null) return null;
  const parts = value.split(',');
  if (parts.length !== 2) return null;
  const [lo, hi] = parts as [string, string];
  const range: { min?: number; max?: number } = {};
  if (isNumeric(lo)) range.min = Number(lo);
  if (isNumeric(hi)) range.max = Number(hi);
  return range.min === undefined && range.max === undefined ? null : range;
}

/** SPEC §2: one query parameter per facet, values joined by comma. */
export function parseListUrl(params: URLSearchParams, facets: Facet[]): ListUrlState {
  const selection: FacetSelection = {};
  for (const facet of facets) {
    const raw = params.get(facet.queryField);
    if (raw === null || raw === '') continue;
    if (facet.type === 'Slider') {
      const range = parseSlider(raw);
      if (range) selection[facet.field] = range;
    } else {
      const values = raw.split(',').map((v) => v.trim()).filter(Boolean);
      if (values.length > 0) selection[facet.field] = [...new Set(values)];
    }
  }
  return {
    page: parsePage(params.get(QUERY_PAGE)),
    sorting: params.get(QUERY_SORT) || null,
    freeText: (params.get(QUERY_TEXT) ?? '').trim(),
    facets: selection,
  };
}

/** Writes the list state back into query parameters (keeping unrelated parameters). */
export function writeListUrl(base: URLSearchParams, state: ListUrlState, facets: Facet[]): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const facet of facets) params.delete(facet.queryField);
  params.delete(QUERY_PAGE);
  params.delete(QUERY_SORT);
  if (state.freeText) params.set(QUERY_TEXT, state.freeText);
  else params.delete(QUERY_TEXT);
  if (state.page > 1) params.set(QUERY_PAGE, String(state.page));
  if (state.sorting) params.set(QUERY_SORT, state.sorting);
  for (const facet of facets) {
    const value = state.facets[facet.field];
    if (!value) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(facet.queryField, value.join(','));
    } else if (value.min !== undefined || value.max !== undefined) {
      params.set(facet.queryField, `${value.min ?? ''},${value.max ?? ''}`);
    }
  }
  return params;
}

/** A sorting option ranks by relevance when one of its sortings is on the score. */
export const isRelevanceSorting = (option: SortingOption) => option.sortings.some((s) => s.field === '_score');

/** SPEC §5: relevance sortings only when free text is present. */
export function availableSortings(options: SortingOption[], freeText: string): SortingOption[] {
  return freeText.trim() ? options : options.filter((o) => !isRelevanceSorting(o));
}

/**
 * The selected option; else, with free text, the first relevance option; else the first available one (the
 * default: by name).
 */
export function selectedSorting(options: SortingOption[], freeText: string, queryValue: string | null) {
  const available = availableSortings(options, freeText);
  return (
    available.find((o) => o.queryValue === queryValue) ??
    (freeText.trim() ? available.find(isRelevanceSorting) : undefined) ??
    available[0] ??
    null
  );
}

/** SPEC §4: changing a facet or slider, or clearing facets, resets to page 1. */
export function withFacet(state: ListUrlState, field: string, value: string[] | { min?: number; max?: number } | null): ListUrlState {
  const facets = { ...state.facets };
  if (value === null || (Array.isArray(value) && value.length === 0)) delete facets[field];
  else facets[field] = value;
  return { ...state, facets, page: 1 };
}

export const withoutFacets = (state: ListUrlState): ListUrlState => ({ ...state, facets: {}, page: 1 });

/**
 * The query string of list parameters ('' when empty, else '?…'). Commas stay literal ('brand=Bosch,Makita'):
 * they are legal in a query and keep the spec's comma-joined facet values readable.
 */
export function listSearchString(params: URLSearchParams): string {
  const qs = params.toString().replace(/%2C/gi, ',');
  return qs ? `?${qs}` : '';
}
