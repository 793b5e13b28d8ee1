import type { LanguageCode } from '../api/types';

/** Locale cookie (SPEC §9): 365 days, path /, sameSite lax. */
export const LOCALE_COOKIE = 'locale';

/** Remembers the visitor's language in the locale cookie. */
export function setLocaleCookie(locale: LanguageCode): void {
  const maxAge = 365 * 24 * 60 * 60;
  document.cookie = `${LOCALE_COOKIE}=${locale}; max-age=${maxAge}; path=/; samesite=lax`;
}
