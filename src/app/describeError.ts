import { isRouteErrorResponse } from 'react-router';
import { isApiError } from '../api/apiError';

export interface ErrorInfo {
  status: number;
  message: string | null;
}

/** SPEC §2/§8: status code defaults to 500; the message may be missing (then 'Error' is shown). */
export function describeError(error: unknown): ErrorInfo {
  if (isRouteErrorResponse(error)) {
    const body: unknown = error.data;
    const message =
      body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
        ? body.message
        : typeof body === 'string' && body
          ? body
          : error.statusText || null;
    return { status: error.status || 500, message };
  }
  if (isApiError(error)) {
    return { status: typeof error.status === 'number' ? error.status : 500, message: error.message || null };
  }
  if (error instanceof Error) return { status: 500, message: error.message || null };
  return { status: 500, message: null };
}
