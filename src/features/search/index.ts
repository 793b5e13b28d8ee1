/**
 * The public entry of src/features/search: what other features and the app use of it (eslint.config.mjs,
 * boundaries/feature-entry). Screens and lazily loaded parts are not here: they load as chunks of their own
 * through import() (src/app/routes.tsx), and webpack keeps out of a chunk whatever of this entry it does not use.
 */
export { searchPageMessages, searchResultsFor } from './messages';
export { searchApi } from './searchApi';
export { selectPricedFor } from './searchArgs';
export { searchBoxSaga } from './searchBoxSaga';
export {
  searchBoxChanged,
  searchReducer,
  type SearchState,
  selectConfiguredContainer,
  selectSearchBox,
} from './searchSlice';
export { type FacetValue, type ProductSearch, useProductSearch } from './useProductSearch';
