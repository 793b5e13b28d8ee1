import { SAVED_CART_LIMITS } from '../../../contract/savedCartLimits';
import { isApiError } from '../../api/apiError';

export { SAVED_CART_LIMITS };

/** The server's name rule (services/savedCarts.ts savedCartName): required, at most maxNameLength characters. */
export function savedCartNameProblem(raw: string): 'required' | 'tooLong' | null {
  const name = raw.normalize('NFC').trim().replace(/\s+/g, ' ');
  if (!name) return 'required';
  if ([...name].length > SAVED_CART_LIMITS.maxNameLength) return 'tooLong';
  return null;
}

/**
 * What went wrong with a saved-cart call, by the server's status: 409 the name, 403 not the owner, 404 gone, 400 on
 * a restore the lines (a product no longer sold, a merged quantity too large).
 */
export function savedCartFailure(error: unknown, restoring = false): 'nameTaken' | 'ownerOnly' | 'gone' | 'cannotRestore' | 'failed' {
  if (!isApiError(error)) return 'failed';
  if (restoring && error.status === 400) return 'cannotRestore';
  if (error.status === 409) return 'nameTaken';
  if (error.status === 403) return 'ownerOnly';
  if (error.status === 404) return 'gone';
  return 'failed';
}
