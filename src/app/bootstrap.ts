import type { LanguageCode } from '../api/types';
import { isApiError } from '../api/apiError';
import {
  isTokenValid,
  selectToken,
  selectUser,
  sessionEnded,
  storedLoginResumed,
  tokenCleared,
  tokenReceived,
  userApi,
  userLoaded,
} from '../features/user';
import { localeSet, selectWebsiteReady, websiteApi, websiteLoaded } from '../features/website';
import { customerLoaded } from '../features/customer';
import type { User } from '../api/types';
import type { AppStore } from './store';

const once = { subscribe: false } as const;

/** Fills the customer area from the user (currency, number and VAT rate come with GetUser's extraInfo). */
function customerFromUser(store: AppStore, user: User) {
  const currencyCode = user.extraInfo.currencyCode ?? null;
  if (user.customerNumber && currencyCode) {
    store.dispatch(
      customerLoaded({
        customerNumber: user.customerNumber,
        currencyCode,
        name: user.extraInfo.customerName ?? '',
        ...(user.extraInfo.vatPercentage === undefined ? {} : { vatPercentage: user.extraInfo.vatPercentage }),
        billingAddress: {
          address1: '', address2: '', city: '', company: user.extraInfo.customerName ?? '', country: '',
          customerNumber: user.customerNumber, email: '', name: '', phone: '', zip: '', extraInfo: {},
        },
      }),
    );
  }
}

/** Loads GetUser for the stored login token and stores user and customer. */
export async function loadCurrentUser(store: AppStore): Promise<User> {
  const user = await store.dispatch(userApi.endpoints.getUser.initiate(undefined, { ...once, forceRefetch: true })).unwrap();
  store.dispatch(userLoaded(user));
  customerFromUser(store, user);
  return user;
}

async function anonymousToken(store: AppStore) {
  const response = await store.dispatch(userApi.endpoints.generateNotLoggedInToken.initiate()).unwrap();
  // A login that finished while this was on its way (a visitor who logs in within the first second: the token is
  // asked for after the first page) keeps its token; the anonymous one would log the header out under the user.
  const current = selectToken(store.getState());
  if (isTokenValid(current) && !current.anonymous) return;
  store.dispatch(tokenReceived({ response, anonymous: true }));
}

/**
 * The stored login's user (persisted with its token) put to work before GetUser answers: its customer (currency, VAT
 * rate, number) and the customer's server cart load (storedLoginResumed) start at once — the cart's lines then come
 * one round trip sooner on every page of a logged-in customer (the cart page's LCP waited for GetUser, then
 * GetCartsBySearch, then CalculateCart). GetUser confirms both (the same customer again) or ends the session
 * (sessionEnded clears them).
 */
function resumeStoredLogin(store: AppStore): void {
  const stored = selectUser(store.getState());
  if (!stored?.customerNumber) return;
  customerFromUser(store, stored);
  store.dispatch(storedLoginResumed(stored));
}

/**
 * SPEC §4 Tokens / §8: a stored token is reused while not expired; otherwise an anonymous token is
 * generated. A logged-in user's data is refreshed; an expired or rejected login ends the session locally
 * (sessionEnded: user, customer and prices cleared, the 'session ended' notice shown). A rejected token is
 * mostly handled by the base query already (src/api/sessionRecovery.ts); this only completes what it could not.
 * Errors other than the expected auth error (401) are only logged.
 */
export async function initAuth(store: AppStore): Promise<void> {
  const token = selectToken(store.getState());
  try {
    if (isTokenValid(token)) {
      if (!token.anonymous) {
        resumeStoredLogin(store);
        try {
          await loadCurrentUser(store);
        } catch (err) {
          if (isApiError(err) && err.status === 401) {
            if (!selectToken(store.getState()).anonymous) store.dispatch(sessionEnded());
            if (!isTokenValid(selectToken(store.getState()))) await anonymousToken(store);
          } else {
            console.error('Could not refresh the user', err);
          }
        }
      }
      return;
    }
    if (token.token) store.dispatch(token.anonymous ? tokenCleared() : sessionEnded());
    await anonymousToken(store);
  } catch (err) {
    console.error('Auth initialisation failed', err);
  }
}

/**
 * SPEC §4 Website data: loaded at start; the page counts as ready once the area is known. The translations are those
 * of the area the site configuration names (else the domain's area); the server's HTML carries all three answers
 * (server/services/firstScreen.ts), so asking for them one after the other costs no round trip.
 */
export async function initWebsite(store: AppStore, locale: LanguageCode, host: string): Promise<void> {
  store.dispatch(localeSet(locale));
  if (selectWebsiteReady(store.getState())) return;
  const [site, area] = await Promise.all([
    store.dispatch(websiteApi.endpoints.getSiteConfiguration.initiate({ host, locale }, once)).unwrap(),
    store.dispatch(websiteApi.endpoints.getAreaByDomain.initiate({ domain: host, language: locale }, once)).unwrap(),
  ]);
  const areaId = site.areaId || area.area.id;
  const translations = await store.dispatch(websiteApi.endpoints.getTranslationsByAreaId.initiate({ areaId, languageCode: locale }, once)).unwrap();
  store.dispatch(websiteLoaded({ area, site, translations }));
}
