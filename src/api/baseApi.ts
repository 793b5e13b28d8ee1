import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { messageFor, type ApiError } from './apiError';

/** The API base: same origin by default (the server serves SPA and API), overridable at build time. */
export const API_BASE: string = process.env.API_BASE || globalThis.location?.origin || '';

/** The slice of state the base query reads: the bearer token of the user slice. */
interface TokenState {
  user: { token: { token: string | null } };
}

const rawBaseQuery = fetchBaseQuery({
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
});

function headersOf(response: Response | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  response?.headers.forEach((value, key) => {
    out[key] = value;
  });
  return out;
}

/**
 * The generic rules of SPEC §8 in one place for every call:
 * 200 → body; 204 → empty result (null); mapped statuses per endpoint; any other status →
 * 'An unexpected server error occurred.' with status, body and headers; a network error without a
 * response keeps its own message and status 'FETCH_ERROR' (it is passed on, not turned into a server error).
 * Requests are cancellable: RTK Query passes an AbortSignal to fetch (`promise.abort()`).
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, api, extraOptions) => {
  const result = await rawBaseQuery(args, api, extraOptions);
  const response = result.meta?.response;
  if (!result.error) return { data: result.data ?? null, meta: result.meta };
  const error: FetchBaseQueryError = result.error;
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
  // FETCH_ERROR (network down, CORS, aborted), PARSING_ERROR, TIMEOUT_ERROR, CUSTOM_ERROR.
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

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Area', 'Content', 'User', 'Translations', 'Products', 'Prices', 'Cart', 'Orders', 'Invoices', 'CreditMemos', 'Addresses'],
  endpoints: () => ({}),
});
