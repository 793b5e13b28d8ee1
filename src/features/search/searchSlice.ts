import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Facet, FacetOption, Product, SortingOption } from '../../api/types';

/** SPEC §9: the default list reference. */
export const DEFAULT_LIST_REFERENCE = 'products';

export interface SearchConfiguration {
  facets: Facet[];
  sortingOptions: SortingOption[];
  pageSize: number;
  endpoint: string;
  lookupTemplate: string;
  search: Record<string, unknown>;
}

export type FacetSelection = Record<string, string[] | { min?: number; max?: number }>;

/** SPEC §3 Search container per list reference. */
export interface SearchContainer {
  configuration: SearchConfiguration;
  status: 'idle' | 'searching' | 'done' | 'error';
  currentPage: number;
  facetSelected: FacetSelection;
  freeTextSearch: string;
  sortingSelected: string | null;
  items: { item: Product; score: number }[];
  totalItems: number;
  totalPages: number;
  facetOptions: Record<string, FacetOption[]>;
  error: string | null;
}

export type SearchBoxState = 'nosearch' | 'searching' | 'searchcomplete';

export interface SearchState {
  containers: Record<string, SearchContainer>;
  /** SPEC §4 Search box: nosearch → searching → searchcomplete → (1000 ms) nosearch. */
  box: SearchBoxState;
}

const initialState: SearchState = { containers: {}, box: 'nosearch' };

/** SPEC §9: total pages = floor(total / pageSize) + 1. */
export const totalPagesOf = (totalItems: number, pageSize: number) => Math.floor(totalItems / pageSize) + 1;

const searchSlice = createSlice({
  name: 'search',
  initialState,
  reducers: {
    containerConfigured(state, action: PayloadAction<{ listReference: string; configuration: SearchConfiguration }>) {
      const existing = state.containers[action.payload.listReference];
      state.containers[action.payload.listReference] = {
        configuration: action.payload.configuration,
        status: existing?.status ?? 'idle',
        currentPage: existing?.currentPage ?? 1,
        facetSelected: existing?.facetSelected ?? {},
        freeTextSearch: existing?.freeTextSearch ?? '',
        sortingSelected: existing?.sortingSelected ?? null,
        items: existing?.items ?? [],
        totalItems: existing?.totalItems ?? 0,
        totalPages: existing?.totalPages ?? 1,
        facetOptions: existing?.facetOptions ?? {},
        error: null,
      };
    },
    searchBoxChanged(state, action: PayloadAction<SearchBoxState>) {
      state.box = action.payload;
    },
  },
});

export const { containerConfigured, searchBoxChanged } = searchSlice.actions;
export const searchReducer = searchSlice.reducer;

/** SPEC §8: a missing search configuration for a list reference throws. */
export function selectContainer(state: { search: SearchState }, listReference = DEFAULT_LIST_REFERENCE) {
  const container = state.search.containers[listReference];
  if (!container) throw new Error(`No search configuration for list reference '${listReference}'`);
  return container;
}
export const selectSearchBox = (state: { search: SearchState }) => state.search.box;
