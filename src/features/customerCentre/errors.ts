import type { IntlShape } from 'react-intl';
import { isApiError, isNetworkError, UNEXPECTED_ERROR } from '../../api/apiError';
import { accountMessages as m } from './accountMessages';

/**
 * The text of a failed account call for the page: no answer → the network message; a 429 → the server's own
 * message (how long to wait); anything else → a translated 'something went wrong' (the English catalogue text
 * 'An unexpected server error occurred.' is not for customers of every language).
 */
export function accountErrorText(intl: IntlShape, error: unknown): string {
  if (isNetworkError(error)) return intl.formatMessage(m.networkError);
  if (isApiError(error)) {
    if (error.status === 429 && error.message && error.message !== UNEXPECTED_ERROR) return error.message;
  }
  return intl.formatMessage(m.unknownError);
}

/** Whether the call answered 401 (SPEC §8: 'Unauthorized' / 'change-password-failed'). */
export const isUnauthorized = (error: unknown): boolean => isApiError(error) && error.status === 401;
