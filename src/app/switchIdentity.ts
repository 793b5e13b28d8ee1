import type { Dispatch } from '@reduxjs/toolkit';
import type { TokenResponse } from '../api/types';
import { tokenReceived } from '../features/user';
import { endIdentity } from './logout';

/**
 * A sales rep starts acting for a customer user, switches to another or stops (issue 20): nothing of the identity
 * before — customer, prices, cart, comparison, cached lists, and what they keep in local storage — carries over to
 * the next, exactly as at logout; then the new token takes over (the caller loads its user and reloads the page).
 * A module of its own: only the impersonation page's chunk needs it.
 */
export const switchIdentity =
  (response: TokenResponse) =>
  (dispatch: Dispatch): void => {
    endIdentity(dispatch);
    dispatch(tokenReceived({ response, anonymous: false }));
  };
