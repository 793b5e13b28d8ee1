/**
 * The public entry of src/features/search: what other features and the app use of it (eslint.config.mjs,
 * boundaries/feature-entry). Screens and lazily loaded parts are not here: they load as chunks of their own
 * through import() (src/app/routes.tsx), and webpack keeps out of a chunk whatever of this entry it does not use.
 */
export { searchPageMessages, searchResultsFor } from './messages';
export { type ProductSearchArgs, searchApi } from './searchApi';
export { selectPricedFor } from './searchArgs';
export { searchBoxSaga } from './searchBoxSaga';
export { INITIAL_LIST_STATE, type ListDefaults, listSearchArgs, listSetup, SEARCH_PAGE_LIST } from './searchConfig';
export {
  DEFAULT_LIST_REFERENCE,
  type FacetSelection,
  searchBoxChanged,
  type SearchConfiguration,
  searchReducer,
  type SearchState,
  selectConfiguredContainer,
  selectSearchBox,
} from './searchSlice';
export { parseListUrl, parsePage, QUERY_PAGE, QUERY_TEXT } from './searchUrl';
export { type FacetValue, useProductSearch } from './useProductSearch';
