import { selectToken, selectUser } from '../user';

/**
 * Whose prices order and filter a list: '' for anonymous visitors, else the customer number ('-' for a user
 * without one). Part of the search's cache key (ProductSearchArgs.pricedFor).
 */
export const selectPricedFor = (state: Parameters<typeof selectToken>[0]): string =>
  selectToken(state).anonymous ? '' : (selectUser(state)?.customerNumber ?? '-');
