/**
 * What the storefront does when the server rejects its token (issue 6; SPEC §8): the server answers 401 on
 * every route for a token that is present but invalid, expired or revoked, so a 401 on a call that carried a
 * token can mean "your session is over". Then the session ends locally — a logged-in user's token, user,
 * customer and prices are cleared (`sessionEnded`, which also raises the 'session ended' notice), any token
 * is replaced by a fresh anonymous one — and the call is retried once with it, so public calls (GetPrices,
 * GetContentByUrl, …) recover transparently.
 *
 * - One recovery per store at a time: concurrent 401s share the in-flight recovery (one
 *   GenerateNotLoggedInToken call), and calls that start while it runs wait for it before they are sent.
 * - A 401 is not always about the token: the login-type calls answer 401 for wrong credentials (SPEC §8:
 *   'Unauthorized' for the caller), and a route that needs a customer answers 401 to an anonymous token or to a
 *   user without a customer (a sales rep before impersonating, an admin). The server tells them apart as RFC 6750
 *   says: a rejected token's 401 carries `WWW-Authenticate: Bearer error="invalid_token"`; only that one ends the
 *   session.
 * - The cart's calculate/save handle their 401 themselves (SPEC §8 resets the cart) and GetUser's 401 is its
 *   answer: they trigger the recovery but are not retried.
 * - The RTK Query cache is left alone here (invalidating tags while calls are in flight would drop the
 *   entries their callers are about to read); the user, customer and price slices are cleared, and the
 *   route guards take the visitor out of the customer pages. Logout resets the whole cache.
 */
import type {
  BaseQueryApi,
  BaseQueryFn,
  FetchArgs,
  FetchBaseQueryError,
  FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query';
import type { TokenResponse } from './types';
// The API layer sits below the features: it takes the user's actions from their own modules, because the user's
// public entry carries userApi, which is built on baseApi (an import cycle through the entry).
// eslint-disable-next-line boundaries/feature-entry
import { sessionEnded } from '../features/user/actions';
// eslint-disable-next-line boundaries/feature-entry
import { tokenCleared, tokenReceived, type TokenState } from '../features/user/userSlice';

/** 401s that are the caller's own answer (SPEC §8 'Unauthorized' / 'change-password-failed'): never recovered. */
export const OWN_401_ENDPOINTS: ReadonlySet<string> = new Set([
  'login',
  'recoverPassword',
  'verifyToken',
  'resetPasswordByToken',
  'changePassword',
  'generateNotLoggedInToken',
]);

/** Calls that end the session on 401 but are not retried (their caller handles the 401, SPEC §8). */
export const NO_RETRY_ENDPOINTS: ReadonlySet<string> = new Set(['calculateCart', 'saveCart', 'getUser']);

export const ANONYMOUS_TOKEN_URL = '/api/User/GenerateNotLoggedInToken';

/** The unmapped fetch (fetchBaseQuery with the bearer header): the recovery's own calls skip the fallback. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- fetchBaseQuery's own type for "no extra options"
export type RawQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, {}, FetchBaseQueryMeta>;

/** The token a call is sent with, as the user slice holds it. */
export function tokenOf(api: Pick<BaseQueryApi, 'getState'>): TokenState {
  return (api.getState() as { user: { token: TokenState } }).user.token;
}

/** The recovery running for each store (keyed by the store's getState, which is stable per store). */
const inFlight = new WeakMap<() => unknown, Promise<boolean>>();

/** Resolves when no recovery runs for this store: calls wait here so they are sent with the fresh token. */
export async function recoveryFinished(api: Pick<BaseQueryApi, 'getState'>): Promise<void> {
  const running = inFlight.get(api.getState);
  if (running) await running;
}

/** Whether a 401 on this call, sent with this token, says that the token is rejected (RFC 6750 invalid_token). */
export function isRejectedToken(endpoint: string, sent: TokenState, headers: Record<string, string>): boolean {
  if (!sent.token || OWN_401_ENDPOINTS.has(endpoint)) return false;
  return /error="?invalid_token"?/i.test(headers['www-authenticate'] ?? '');
}

function isTokenResponse(value: unknown): value is TokenResponse {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<Record<keyof TokenResponse, unknown>>;
  return typeof v.token === 'string' && v.token !== '' && typeof v.expiresAt === 'string';
}

/** An api object for the recovery's own call: not cancelled with the call that triggered it. */
function ownCall(api: BaseQueryApi, endpoint: string): BaseQueryApi {
  return { ...api, endpoint, type: 'mutation', signal: new AbortController().signal };
}

async function endSession(api: BaseQueryApi, sent: TokenState, raw: RawQuery): Promise<boolean> {
  const loggedIn = !sent.anonymous;
  const current = tokenOf(api);
  if (current.token !== sent.token) return current.token !== null; // replaced meanwhile (e.g. a new login)
  api.dispatch(loggedIn ? sessionEnded() : tokenCleared());
  const fresh = await raw({ url: ANONYMOUS_TOKEN_URL, method: 'POST' }, ownCall(api, 'generateNotLoggedInToken'), {});
  if (fresh.error || !isTokenResponse(fresh.data)) return false;
  api.dispatch(tokenReceived({ response: fresh.data, anonymous: true }));
  return true;
}

/**
 * Handles a 401 of a call sent with `sent`: ends the session if the token is rejected and gets an anonymous
 * token — shared by all calls that fail while it runs. Resolves true when the call should be retried with
 * the new token.
 */
export function recoverSession(api: BaseQueryApi, sent: TokenState, raw: RawQuery): Promise<boolean> {
  const running = inFlight.get(api.getState);
  if (running) return running;
  const current = tokenOf(api);
  // Another call's recovery (or a login) replaced the token after this call was sent: retry with the new one.
  if (current.token !== sent.token) return Promise.resolve(current.token !== null);
  const recovery = endSession(api, sent, raw)
    .catch((err: unknown) => {
      console.error('Session recovery failed', err);
      return false;
    })
    .finally(() => inFlight.delete(api.getState));
  inFlight.set(api.getState, recovery);
  return recovery;
}
