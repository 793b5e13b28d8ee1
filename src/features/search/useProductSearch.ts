import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { shallowEqual } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import type { ApiError } from '../../api/apiError';
import type { ProductSearchResponse, SortingOption } from '../../api/types';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectAreaInfo } from '../website';
import { INITIAL_LIST_STATE, listSearchArgs, type SearchConfiguration } from '../../../common/search/config';
import { selectPricedFor } from './searchArgs';
import { useGetProductsBySearchQuery } from './searchApi';
import {
  containerConfigured,
  searchFailed,
  searchStarted,
  searchSucceeded,
  type ContainerQuery,
} from './searchSlice';
import {
  availableSortings,
  listSearchString,
  parseListUrl,
  selectedSorting,
  withFacet,
  withoutFacets,
  writeListUrl,
  type ListUrlState,
} from '../../../common/search/url';

export interface UseProductSearchOptions {
  listReference: string;
  configuration: SearchConfiguration;
  /** The main list keeps page, sorting, free text and facets in the URL; others keep them locally. */
  urlState: boolean;
}

export type FacetValue = string[] | { min?: number; max?: number } | null;

export interface ProductSearch {
  state: ListUrlState;
  /** The sorting options offered for the current free text (SPEC §5). */
  sortingOptions: SortingOption[];
  sorting: SortingOption | null;
  /** The latest result — while a new one loads, the previous one (shown dimmed). */
  result: ProductSearchResponse | undefined;
  /** A search for the current state is under way. */
  loading: boolean;
  /** The current state's search failed (ApiError, SPEC §3). */
  error: ApiError | undefined;
  retry: () => void;
  /** Link target of a page of this list (page 1 omits p); null for lists without URL state. */
  pageHref: (page: number) => string | null;
  goToPage: (page: number) => void;
  setSorting: (queryValue: string) => void;
  /** Sets one facet (checkbox values or a slider range; null or [] removes it) and goes to page 1. */
  setFacet: (field: string, value: FacetValue) => void;
  clearFacets: () => void;
}

/**
 * The container in the search slice: configuration first, then the state of the current query. Returns the query's
 * error (none while it fetches again).
 */
function useSearchContainer(
  listReference: string,
  configuration: SearchConfiguration,
  containerQuery: ContainerQuery,
  query: ReturnType<typeof useGetProductsBySearchQuery>,
): ApiError | undefined {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(containerConfigured({ listReference, configuration }));
  }, [dispatch, listReference, configuration]);

  const { currentData, isFetching } = query;
  const currentError = useMemo<ApiError | undefined>(() => {
    if (!query.isError || isFetching || !query.error) return undefined;
    const error = query.error as Partial<ApiError>;
    return {
      message: error.message || 'Error',
      status: error.status ?? 'CUSTOM_ERROR',
      response: error.response,
      headers: error.headers ?? {},
      result: error.result,
    };
  }, [query.isError, query.error, isFetching]);
  useEffect(() => {
    if (currentData) dispatch(searchSucceeded({ listReference, query: containerQuery, response: currentData }));
    else if (currentError) dispatch(searchFailed({ listReference, query: containerQuery, error: currentError.message }));
    else dispatch(searchStarted({ listReference, query: containerQuery }));
  }, [dispatch, listReference, containerQuery, currentData, currentError]);
  return currentError;
}

/**
 * One product list's search container (SPEC §3/§4). The list state comes from the URL for the main list
 * (parseListUrl), the request is derived from it (one request per distinct state, cached by RTK Query, so
 * back/forward is instant), and the container in the search slice follows the query: registered under the
 * list reference, then searching → result set (or error).
 */
export function useProductSearch({ listReference, configuration, urlState }: UseProductSearchOptions): ProductSearch {
  const navigate = useNavigate();
  const location = useLocation();
  const area = useAppSelector(selectAreaInfo, shallowEqual);
  const [localState, setLocalState] = useState<ListUrlState>(INITIAL_LIST_STATE);
  /**
   * The state just asked for, while the router commits its URL (a navigation runs in a transition): the controls
   * and the request follow the click at once instead of showing the old state until then. Ignored when the location's
   * query is no longer the one it was asked from, and dropped when the location changes.
   */
  const [pending, setPending] = useState<{ from: string; state: ListUrlState } | null>(null);

  const { facets, sortingOptions: allSortings } = configuration;
  const urlListState = useMemo(
    () => (urlState ? parseListUrl(new URLSearchParams(location.search), facets) : null),
    [urlState, location.search, facets],
  );
  const state = urlListState ? (pending?.from === location.search ? pending.state : urlListState) : localState;
  // Once the router has moved (the URL says it now, or back/forward went elsewhere), the URL alone is the truth.
  useEffect(() => setPending(null), [location.key]);

  // Price sorting and the price slider follow the caller's own prices: one cached result per caller.
  const pricedFor = useAppSelector(selectPricedFor);
  const args = useMemo(
    () => listSearchArgs(configuration, state, area, pricedFor),
    [configuration, state, area, pricedFor],
  );
  const query = useGetProductsBySearchQuery(args);

  const sortingOptions = useMemo(() => availableSortings(allSortings, state.freeText), [allSortings, state.freeText]);
  const sorting = useMemo(
    () => selectedSorting(allSortings, state.freeText, state.sorting),
    [allSortings, state.freeText, state.sorting],
  );

  const containerQuery = useMemo<ContainerQuery>(
    () => ({ page: state.page, facets: state.facets, freeText: state.freeText, sorting: sorting?.queryValue ?? null }),
    [state.page, state.facets, state.freeText, sorting],
  );
  const currentError = useSearchContainer(listReference, configuration, containerQuery, query);

  // Callbacks read the latest state through a ref, so they stay stable across renders.
  const latest = useRef({ state, location, facets, urlState });
  latest.current = { state, location, facets, urlState };

  const hrefOf = useCallback((next: ListUrlState) => {
    const { location: loc, facets: fs } = latest.current;
    const params = writeListUrl(new URLSearchParams(loc.search), next, fs);
    return `${loc.pathname}${listSearchString(params)}`;
  }, []);

  const update = useCallback(
    (next: ListUrlState) => {
      if (!latest.current.urlState) {
        setLocalState(next);
        return;
      }
      const { location: loc, facets: fs } = latest.current;
      const search = listSearchString(writeListUrl(new URLSearchParams(loc.search), next, fs));
      setPending({ from: loc.search, state: next });
      // Only the query changes: keep the scroll position and do not re-run the page's loaders.
      void navigate({ pathname: loc.pathname, search }, { preventScrollReset: true, defaultShouldRevalidate: false });
    },
    [navigate],
  );

  // Depends on the state: the links of a memoised pager change with the facets and sorting.
  const pageHref = useCallback(
    (page: number) => (urlState ? hrefOf({ ...state, page }) : null),
    [hrefOf, urlState, state],
  );
  const goToPage = useCallback((page: number) => update({ ...latest.current.state, page }), [update]);
  const setSorting = useCallback(
    (queryValue: string) => {
      const current = latest.current.state;
      const fallback = selectedSorting(allSortings, current.freeText, null);
      // The default sorting is not written to the URL; another order starts at page 1.
      update({ ...current, sorting: queryValue === fallback?.queryValue ? null : queryValue, page: 1 });
    },
    [allSortings, update],
  );
  const setFacet = useCallback(
    (field: string, value: FacetValue) => update(withFacet(latest.current.state, field, value)),
    [update],
  );
  const clearFacets = useCallback(() => update(withoutFacets(latest.current.state)), [update]);
  const { refetch } = query;
  const retry = useCallback(() => {
    void refetch();
  }, [refetch]);

  return {
    state,
    sortingOptions,
    sorting,
    result: query.data,
    loading: query.isFetching,
    error: currentError,
    retry,
    pageHref,
    goToPage,
    setSorting,
    setFacet,
    clearFacets,
  };
}
