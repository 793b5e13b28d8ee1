import type { Dispatch } from '@reduxjs/toolkit';
import type { LanguageCode } from '../../api/types';
import { localizePath } from '../../lib/locales';
import { loggedOut } from './actions';
import { TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from './userSlice';

export type NavigateTo = (url: string) => void;

/** The full page load after logout. An object so tests can replace it (jest.spyOn(navigation, 'navigateTo')). */
export const navigation: { navigateTo: NavigateTo } = {
  navigateTo: (url) => window.location.assign(url),
};

/**
 * SPEC §4 User, logout — no server call:
 * 1. loggedOut(): the reducers clear the token (so no Authorization header any more), the user, the
 *    customer and the price state;
 * 2. the persisted session keys (SPEC §9 current-token, current-user) are removed at once;
 * 3. a full page load to the localised home page ends the session in memory too.
 * `navigateTo` defaults to `navigation.navigateTo` (window.location.assign).
 */
export const logout =
  (locale: LanguageCode, navigateTo: NavigateTo = navigation.navigateTo) =>
  (dispatch: Dispatch): void => {
    dispatch(loggedOut());
    for (const key of [TOKEN_STORAGE_KEY, USER_STORAGE_KEY]) {
      try {
        window.localStorage.removeItem(key);
      } catch {
        // Storage can be unavailable (privacy modes); the state is cleared anyway.
      }
    }
    navigateTo(localizePath(locale, '/'));
  };
