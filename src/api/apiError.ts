/** SPEC §3 API error object: message, status, response, headers, result. */
export interface ApiError {
  message: string;
  /** HTTP status, or 'FETCH_ERROR' / 'PARSING_ERROR' / 'TIMEOUT_ERROR' when no usable response came. */
  status: number | string;
  /** The parsed response body, when there was one. */
  response: unknown;
  headers: Record<string, string>;
  result: unknown;
}

export const UNEXPECTED_ERROR = 'An unexpected server error occurred.';

/**
 * SPEC §8: the statuses with a message of their own, per endpoint. Every other status than 200/204
 * becomes UNEXPECTED_ERROR with status, body and headers attached.
 */
const ENDPOINT_ERRORS: Record<string, Partial<Record<number, string>>> = {
  login: { 401: 'Unauthorized' },
  getUser: { 401: 'Unauthorized' },
  recoverPassword: { 401: 'Unauthorized' },
  verifyToken: { 401: 'Unauthorized' },
  resetPasswordByToken: { 401: 'Unauthorized' },
  changePassword: { 401: 'change-password-failed' },
  calculateCart: { 401: 'Unauthorized' },
  saveCart: { 401: 'Unauthorized' },
  getContentByUrl: { 403: 'Forbidden' },
  getProductsByIds: { 404: 'Not Found' },
};

/** Statuses whose message comes from the server's body because it tells the user what to do. */
const SERVER_MESSAGE_STATUSES = new Set([429]);

export function messageFor(endpoint: string, status: number, body: unknown): string {
  const mapped = ENDPOINT_ERRORS[endpoint]?.[status];
  if (mapped) return mapped;
  if (SERVER_MESSAGE_STATUSES.has(status) && body && typeof body === 'object' && 'message' in body) {
    const message = (body as { message: unknown }).message;
    if (typeof message === 'string') return message;
  }
  return UNEXPECTED_ERROR;
}

export function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && 'message' in value && 'status' in value && 'headers' in value;
}

/**
 * Whether a call failed without any response (SPEC §8: a network error is rethrown as it is — RTK Query hands it
 * on serialised as { name, message }, not as an ApiError). A cancelled call is not one.
 */
export function isNetworkError(value: unknown): boolean {
  if (isApiError(value)) return value.status === 'FETCH_ERROR' || value.status === 'TIMEOUT_ERROR';
  if (typeof value !== 'object' || value === null) return false;
  const { name, message } = value as { name?: unknown; message?: unknown };
  return name === 'TypeError' && typeof message === 'string';
}
