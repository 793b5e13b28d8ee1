/**
 * The shop's languages (SPEC §1/§3): codes, URL prefixes and how a path names its language. Shared by the storefront
 * (router, locale changer) and the server (history fallback, sitemap): plain data and pure functions only.
 */
import type { LanguageCode } from '../contract/common';

export interface LocaleInfo {
  code: LanguageCode;
  /** BCP 47 tag used by react-intl and <html lang>. */
  languageId: string;
  name: string;
  /** URL prefix: '' for Danish, '/en', '/sv', '/nb', '/fi'. */
  prefix: string;
  /** SPEC §3 Locale perfionLanguageId value. */
  perfionLanguageId: string;
}

export const LOCALES: Record<LanguageCode, LocaleInfo> = {
  da: { code: 'da', languageId: 'da-DK', name: 'Dansk', prefix: '', perfionLanguageId: 'DAN' },
  en: { code: 'en', languageId: 'en-US', name: 'English', prefix: '/en', perfionLanguageId: 'EN' },
  sv: { code: 'sv', languageId: 'sv-SE', name: 'Svenska', prefix: '/sv', perfionLanguageId: 'SVE' },
  nb: { code: 'nb', languageId: 'nb-NO', name: 'Norsk', prefix: '/nb', perfionLanguageId: 'NOR' },
  fi: { code: 'fi', languageId: 'fi-FI', name: 'Suomi', prefix: '/fi', perfionLanguageId: 'FIN' },
};

export const DEFAULT_LOCALE: LanguageCode = 'da';
/** Every locale with routes; the storefront's configured three come first (SPEC §1). */
export const LOCALE_CODES: LanguageCode[] = ['da', 'en', 'sv', 'nb', 'fi'];

export function isLocale(value: string | undefined | null): value is LanguageCode {
  return value !== undefined && value !== null && (LOCALE_CODES as string[]).includes(value);
}

/** Splits '/en/foo' into { locale: 'en', path: '/foo' }; paths without a known prefix are Danish. */
export function splitLocale(pathname: string): { locale: LanguageCode; path: string } {
  const match = /^\/(en|sv|nb|fi)(?=\/|$)/.exec(pathname);
  if (match && isLocale(match[1])) {
    return { locale: match[1], path: pathname.slice(match[0].length) || '/' };
  }
  return { locale: DEFAULT_LOCALE, path: pathname || '/' };
}

/** '/foo' in 'en' → '/en/foo'; '/' in 'en' → '/en'; Danish paths are unchanged. */
export function localizePath(locale: LanguageCode, path: string): string {
  const prefix = LOCALES[locale].prefix;
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (!prefix) return clean;
  return clean === '/' ? prefix : `${prefix}${clean}`;
}

/** Strips a language prefix (SPEC §2 breadcrumbs: 'A language prefix is stripped when matching'). */
export function stripLocale(pathname: string): string {
  return splitLocale(pathname).path;
}
