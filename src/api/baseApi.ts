import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { messageFor, type ApiError } from './apiError';
import { dropServerAnswers, takeServerAnswer } from './serverAnswers';
import { isRejectedToken, NO_RETRY_ENDPOINTS, recoverSession, recoveryFinished, tokenOf } from './sessionRecovery';

/** The API base: same origin by default (the server serves SPA and API), overridable at build time. */
export const API_BASE: string = process.env.API_BASE || globalThis.location?.origin || '';

/** The slice of state the base query reads: the bearer token of the user slice. */
interface TokenState {
  user: { token: { token: string | null } };
}

type RawOptions = Parameters<typeof fetchBaseQuery>[0];

const RAW_OPTIONS: RawOptions = {
  baseUrl: API_BASE,
  prepareHeaders(headers, { getState }) {
    const token = (getState() as TokenState).user.token.token;
    if (token) headers.set('Authorization', `Bearer ${token}`);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    return headers;
  },
  // 204 and empty bodies parse to null rather than failing JSON parsing.
  responseHandler: async (response) => {
    if (response.status === 204) return null;
    const text = await response.text();
    if (!text) return null;
    const type = response.headers.get('content-type') ?? '';
    return type.includes('json') ? JSON.parse(text) : text;
  },
};

/** The plain fetch base query (the session recovery's anonymous-token call uses it too). */
const rawBaseQuery = fetchBaseQuery(RAW_OPTIONS);

const NO_ERROR = Symbol('no network error');

/**
 * A fetch base query for one call that keeps what fetch threw: fetchBaseQuery turns it into a string
 * ('FETCH_ERROR'), SPEC §8 wants it rethrown as it is.
 */
function recordingBaseQuery() {
  const seen: { error: unknown } = { error: NO_ERROR };
  const query = fetchBaseQuery({
    ...RAW_OPTIONS,
    fetchFn: async (input, init) => {
      try {
        return await globalThis.fetch(input, init);
      } catch (error) {
        seen.error = error;
        throw error;
      }
    },
  });
  return { query, seen };
}

function headersOf(response: Response | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  response?.headers.forEach((value, key) => {
    out[key] = value;
  });
  return out;
}

/**
 * One call with the generic rules of SPEC §8:
 * 200 → body; 204 → empty result (null); mapped statuses per endpoint; any other status →
 * 'An unexpected server error occurred.' with status, body and headers; a network error with no response is
 * rethrown as it is (the error fetch threw, e.g. TypeError 'Failed to fetch'): RTK Query then rejects the call with
 * it (serialised as { name, message, stack }; `unwrap()` throws that) instead of an ApiError.
 * Requests are cancellable: RTK Query passes an AbortSignal to fetch (`promise.abort()`); a cancelled call is not a
 * network error and stays an ApiError with status 'FETCH_ERROR'.
 */
export const mappedQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, api, extraOptions) => {
  const { query, seen } = recordingBaseQuery();
  const result = await query(args, api, extraOptions);
  const response = result.meta?.response;
  if (!result.error) return { data: result.data ?? null, meta: result.meta };
  const error: FetchBaseQueryError = result.error;
  if (error.status === 'FETCH_ERROR' && seen.error !== NO_ERROR && !api.signal.aborted) throw seen.error;
  if (typeof error.status === 'number') {
    return {
      error: {
        message: messageFor(api.endpoint, error.status, error.data),
        status: error.status,
        response: error.data,
        headers: headersOf(response),
        result: error.data,
      },
      meta: result.meta,
    };
  }
  // FETCH_ERROR of a cancelled call, PARSING_ERROR, TIMEOUT_ERROR, CUSTOM_ERROR.
  const message = 'error' in error && typeof error.error === 'string' ? error.error : String(error.status);
  return {
    error: {
      message,
      status: error.status,
      response: 'data' in error ? error.data : undefined,
      headers: headersOf(response),
      result: undefined,
    },
    meta: result.meta,
  };
};

/**
 * The base query of every call: SPEC §8's rules (mappedQuery) plus the session fallback of
 * src/api/sessionRecovery.ts — a 401 on a call that carried a rejected token ends the session locally, gets a
 * fresh anonymous token (one shared recovery for concurrent 401s; calls started meanwhile wait for it) and
 * retries the call once with it. A call the server already answered in the page's HTML (src/api/serverAnswers.ts:
 * without a login, or one of the website calls) is not sent.
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, api, extraOptions) => {
  await recoveryFinished(api);
  const sent = tokenOf(api);
  // A logged-in user's calls are their own (and stay so after a logout): only the website calls' answers are kept.
  if (sent.token && !sent.anonymous) dropServerAnswers({ visitorOnly: true });
  const answer = takeServerAnswer(args);
  if (answer !== undefined) return { data: answer };
  const result = await mappedQuery(args, api, extraOptions);
  if (result.error?.status !== 401 || !isRejectedToken(api.endpoint, sent, result.error.headers)) return result;
  const retry = await recoverSession(api, sent, rawBaseQuery);
  if (!retry || NO_RETRY_ENDPOINTS.has(api.endpoint) || api.signal.aborted) return result;
  return mappedQuery(args, api, extraOptions);
};

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Area', 'Content', 'User', 'Translations', 'Products', 'Prices', 'Cart', 'Orders', 'Invoices', 'CreditMemos', 'Addresses'],
  endpoints: () => ({}),
});
