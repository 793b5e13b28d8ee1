/**
 * Issue 19 (the lazily loaded offline support, see offlineSaga.ts): which errors and RTK Query call outcomes (reducerPath
 * 'api') say that the API could not be reached, and which that it answered. Unreachable: a call fetch could not make
 * (SPEC §8: the network error is rethrown as it is — RTK Query rejects with it, serialised as { name, message }), a
 * timeout, or a gateway's 502/503/504 (a proxy in front of a server that is down or restarting). Every other answer —
 * 4xx, 500, a body — came from the server. A cancelled call (an ApiError with 'FETCH_ERROR') is no network failure.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { isApiError, isNetworkError } from '../../api/apiError';

const UNREACHABLE: readonly (number | string)[] = [502, 503, 504, 'TIMEOUT_ERROR'];

/** Whether an error a call threw (runEndpoint, unwrap()) or was rejected with means the API could not be reached. */
export const isConnectionError = (error: unknown): boolean =>
  isApiError(error) ? UNREACHABLE.includes(error.status) : isNetworkError(error);

interface ThunkMeta {
  requestStatus?: string;
  condition?: boolean;
  aborted?: boolean;
  rejectedWithValue?: boolean;
  baseQueryMeta?: { response?: unknown };
  arg?: { endpointName?: string };
}

function metaOf(action: UnknownAction): ThunkMeta | null {
  if (!action.type.startsWith('api/')) return null;
  const meta = (action as { meta?: ThunkMeta }).meta;
  return meta && typeof meta === 'object' ? meta : null;
}

/** The endpoint of an RTK Query call outcome, or undefined. */
export const endpointOf = (action: UnknownAction): string | undefined => metaOf(action)?.arg?.endpointName;

/** A call that failed because the API could not be reached (not one skipped by a condition or cancelled). */
export function isConnectionFailure(action: UnknownAction): boolean {
  const meta = metaOf(action);
  if (!meta || meta.requestStatus !== 'rejected' || meta.condition || meta.aborted) return false;
  const { payload, error } = action as { payload?: unknown; error?: unknown };
  return isConnectionError(meta.rejectedWithValue ? payload : error);
}

/**
 * A call that got an answer from the server (a response, whatever its status but a gateway's). Answers the page's
 * HTML carried (src/api/serverAnswers.ts) have no response and say nothing about the connection.
 */
export function isServerAnswer(action: UnknownAction): boolean {
  const meta = metaOf(action);
  if (!meta) return false;
  if (meta.requestStatus === 'fulfilled') return !!meta.baseQueryMeta?.response;
  const payload = (action as { payload?: unknown }).payload;
  return (
    meta.requestStatus === 'rejected' && !!meta.rejectedWithValue && isApiError(payload) &&
    typeof payload.status === 'number' && !isConnectionError(payload)
  );
}
