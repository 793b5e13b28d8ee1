/**
 * Whose cart it is (SPEC §4): a logged-in user acting for a customer has the cart on the server, everyone else only
 * in local storage; and what a new cart for the current visitor starts from.
 */
import type { Address } from '../../api/commerceTypes';
import type { RootState } from '../../app/store';
import { selectCustomer } from '../customer';
import { selectIsLoggedIn, selectUser } from '../user';
import { selectCurrencyCode } from '../website';

/** Whether the visitor is a logged-in user acting for a customer: only then the cart lives on the server. */
export const selectHasServerCart = (state: RootState): boolean =>
  selectIsLoggedIn(state) && !!selectUser(state)?.customerNumber;

/** What a new cart for the current visitor starts from: their currency and the customer's billing address. */
export const newCartArgs = (state: RootState): { currencyCode: string; billingAddress: Address | null } => ({
  currencyCode: selectCurrencyCode(state),
  billingAddress: selectCustomer(state)?.billingAddress ?? null,
});
