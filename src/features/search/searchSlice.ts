import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FacetOption, Product, ProductSearchResponse } from '../../api/types';
import { DEFAULT_LIST_REFERENCE, type SearchConfiguration } from '../../../common/search/config';
import type { FacetSelection } from '../../../common/search/url';

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

/** The list state a search ran with (from the URL for the main list). */
export interface ContainerQuery {
  page: number;
  facets: FacetSelection;
  freeText: string;
  sorting: string | null;
}

export interface SearchState {
  containers: Record<string, SearchContainer>;
  /** SPEC §4 Search box: nosearch → searching → searchcomplete → (1000 ms) nosearch. */
  box: SearchBoxState;
}

const initialState: SearchState = { containers: {}, box: 'nosearch' };

/** SPEC §9: total pages = floor(total / pageSize) + 1. */
export const totalPagesOf = (totalItems: number, pageSize: number) => Math.floor(totalItems / pageSize) + 1;

/** The container of a list reference, never an inherited Object property ('constructor', …). */
function ownContainer(state: SearchState, listReference: string): SearchContainer | undefined {
  return Object.hasOwn(state.containers, listReference) ? state.containers[listReference] : undefined;
}

function applyQuery(container: SearchContainer, query: ContainerQuery) {
  container.currentPage = query.page;
  container.facetSelected = query.facets;
  container.freeTextSearch = query.freeText;
  container.sortingSelected = query.sorting;
}

const searchSlice = createSlice({
  name: 'search',
  initialState,
  reducers: {
    containerConfigured(state, action: PayloadAction<{ listReference: string; configuration: SearchConfiguration }>) {
      const existing = ownContainer(state, action.payload.listReference);
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
    /** SPEC §4 Search container: not searching → searching. Ignored for a list that is not configured. */
    searchStarted(state, action: PayloadAction<{ listReference: string; query: ContainerQuery }>) {
      const container = ownContainer(state, action.payload.listReference);
      if (!container) return;
      applyQuery(container, action.payload.query);
      container.status = 'searching';
      container.error = null;
    },
    /** searching → a result set: items, totals (SPEC §9 total pages) and facet options. */
    searchSucceeded(
      state,
      action: PayloadAction<{ listReference: string; query: ContainerQuery; response: ProductSearchResponse }>,
    ) {
      const container = ownContainer(state, action.payload.listReference);
      if (!container) return;
      const { response } = action.payload;
      applyQuery(container, action.payload.query);
      container.status = 'done';
      container.error = null;
      container.items = response.items;
      container.totalItems = response.itemsTotal;
      container.totalPages = totalPagesOf(response.itemsTotal, container.configuration.pageSize);
      container.facetOptions = response.facetOptions;
    },
    /** SPEC §8: other errors in lists are stored and shown as is. */
    searchFailed(state, action: PayloadAction<{ listReference: string; query: ContainerQuery; error: string }>) {
      const container = ownContainer(state, action.payload.listReference);
      if (!container) return;
      applyQuery(container, action.payload.query);
      container.status = 'error';
      container.error = action.payload.error;
    },
    searchBoxChanged(state, action: PayloadAction<SearchBoxState>) {
      state.box = action.payload;
    },
  },
});

export const { containerConfigured, searchStarted, searchSucceeded, searchFailed, searchBoxChanged } =
  searchSlice.actions;
export const searchReducer = searchSlice.reducer;

/** SPEC §8: a missing search configuration for a list reference throws. */
export function selectContainer(state: { search: SearchState }, listReference = DEFAULT_LIST_REFERENCE) {
  const container = ownContainer(state.search, listReference);
  if (!container) throw new Error(`No search configuration for list reference '${listReference}'`);
  return container;
}
/** The container, or undefined while the list is not configured (does not throw). */
export const selectConfiguredContainer = (state: { search: SearchState }, listReference = DEFAULT_LIST_REFERENCE) =>
  ownContainer(state.search, listReference);
/** Whether a list reference has a configuration (does not throw). */
export const selectHasContainer = (state: { search: SearchState }, listReference = DEFAULT_LIST_REFERENCE) =>
  ownContainer(state.search, listReference) !== undefined;
/** The container's status, or null while the list is not configured (does not throw). */
export const selectContainerStatus = (state: { search: SearchState }, listReference = DEFAULT_LIST_REFERENCE) =>
  ownContainer(state.search, listReference)?.status ?? null;
export const selectSearchBox = (state: { search: SearchState }) => state.search.box;
