import type { IntlShape } from 'react-intl';
import { isApiError } from '../../api/apiError';
import { isQuoteState } from './stateGuard';
import { STATE_TEXT } from './states';

/**
 * Why a quote call was refused, in the page's language: a 409 names the quote's state in fields.quote (docs/quotes.md
 * 'Errors'), shown as that state's text; anything else as the server's message or the generic one.
 */
export function quoteFailure(intl: IntlShape, error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  const body = error.response as { message?: unknown; fields?: Record<string, unknown> } | null;
  const state = body?.fields?.quote;
  if (typeof state === 'string' && isQuoteState(state)) return intl.formatMessage(STATE_TEXT[state]);
  return typeof body?.message === 'string' && error.status !== 500 ? body.message : fallback;
}
