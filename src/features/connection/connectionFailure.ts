/**
 * Which outcomes of an API call say that the API could not be reached (issue 19): a call fetch could not make
 * (SPEC §8: the network error is rethrown as it is — RTK Query rejects with it, serialised as { name, message }),
 * a timeout, or a gateway's 502/503/504 (a proxy in front of a server that is down or restarting). Every other
 * answer — 4xx, 500, a body — came from the server, so the connection works.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { isApiError, isNetworkError } from '../../api/apiError';

/** A proxy's answers for a server it cannot reach. */
export const GATEWAY_STATUSES: ReadonlySet<number | string> = new Set([502, 503, 504]);

/** Whether an error thrown by a call (runEndpoint, unwrap()) means the API could not be reached. */
export function isConnectionError(error: unknown): boolean {
  if (isApiError(error)) return GATEWAY_STATUSES.has(error.status) || error.status === 'TIMEOUT_ERROR';
  return isNetworkError(error);
}

interface ThunkMeta {
  requestStatus?: string;
  condition?: boolean;
  aborted?: boolean;
  rejectedWithValue?: boolean;
  baseQueryMeta?: { response?: unknown };
}

const PREFIX = 'api/';

function metaOf(action: UnknownAction): ThunkMeta | null {
  if (!action.type.startsWith(PREFIX)) return null;
  const meta = (action as { meta?: ThunkMeta }).meta;
  return meta && typeof meta === 'object' ? meta : null;
}

/** An RTK Query call (reducerPath 'api') that failed because the API could not be reached. */
export function isConnectionFailure(action: UnknownAction): boolean {
  const meta = metaOf(action);
  if (!meta || meta.requestStatus !== 'rejected' || meta.condition || meta.aborted) return false;
  const { payload, error } = action as { payload?: unknown; error?: unknown };
  return meta.rejectedWithValue ? isConnectionError(payload) : isNetworkError(error);
}

/**
 * An RTK Query call that got an answer from the server (a response, whatever its status but a gateway's). Answers
 * the page's HTML carried (src/api/serverAnswers.ts) have no response and say nothing about the connection.
 */
export function isServerAnswer(action: UnknownAction): boolean {
  const meta = metaOf(action);
  if (!meta) return false;
  if (meta.requestStatus === 'fulfilled') return !!meta.baseQueryMeta?.response;
  if (meta.requestStatus !== 'rejected' || !meta.rejectedWithValue) return false;
  const payload = (action as { payload?: unknown }).payload;
  return isApiError(payload) && typeof payload.status === 'number' && !GATEWAY_STATUSES.has(payload.status);
}
