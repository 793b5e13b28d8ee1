import type { Dispatch } from '@reduxjs/toolkit';
import { baseApi } from '../api/baseApi';
import type { LanguageCode, TokenResponse } from '../api/types';
import { localizePath } from '../../common/locales';
import { CART_STORAGE_KEY } from '../features/cart';
import { COMPARE_STORAGE_KEY } from '../features/compare';
import { loggedOut, tokenReceived, TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from '../features/user';
import { navigation, type NavigateTo } from './navigation';

/*
 * Logout ends the session in every feature at once — user, cart, comparison, the API cache and what they keep in local
 * storage — so it is the app's, not one feature's.
 */

/** Everything the storefront keeps in local storage about a visitor: session, cart and comparison. */
export const VISITOR_STORAGE_KEYS = [TOKEN_STORAGE_KEY, USER_STORAGE_KEY, CART_STORAGE_KEY, COMPARE_STORAGE_KEY] as const;

/**
 * SPEC §4 User, logout — no server call:
 * 1. loggedOut(): the reducers clear the token (so no Authorization header any more), the user, the
 *    customer, the price state, the cart and the comparison (issue 6: the next person at a shared
 *    computer sees nothing of the previous customer);
 * 2. the RTK Query cache is reset, so no cached customer data (GetUser, lists) survives;
 * 3. the stored session, cart and comparison (VISITOR_STORAGE_KEYS) are removed at once (the persisted
 *    slices store nothing for their cleared state, so they are not written back);
 * 4. a full page load to the localised home page ends the session in memory too.
 * `navigateTo` defaults to `navigation.navigateTo` (window.location.assign).
 */
export const logout =
  (locale: LanguageCode, navigateTo: NavigateTo = navigation.navigateTo) =>
  (dispatch: Dispatch): void => {
    endIdentity(dispatch);
    navigateTo(localizePath(locale, '/'));
  };

/** Steps 1–3 of logout: the state, the API cache and the local storage of the identity end. */
function endIdentity(dispatch: Dispatch): void {
  dispatch(loggedOut());
  dispatch(baseApi.util.resetApiState());
  for (const key of VISITOR_STORAGE_KEYS) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Storage can be unavailable (privacy modes); the state is cleared anyway.
    }
  }
}

/**
 * A sales rep starts acting for a customer user, switches to another or stops (issue 20): nothing of the identity
 * before — customer, prices, cart, comparison, cached lists, and what they keep in local storage — carries over to
 * the next, exactly as at logout; then the new token takes over (the caller loads its user and reloads the page).
 */
export const switchIdentity =
  (response: TokenResponse) =>
  (dispatch: Dispatch): void => {
    endIdentity(dispatch);
    dispatch(tokenReceived({ response, anonymous: false }));
  };
