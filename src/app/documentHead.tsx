/**
 * The document head in one place: the title (SPEC §2), the robots meta of the site configuration's noindex flag
 * (SPEC §3) and, on content, category and product pages, the meta description, the canonical link and the hreflang
 * alternates of the page's language versions (Page.urls). React 19 hoists <meta> and <link> rendered anywhere into
 * <head> and removes them with their component, so each screen owns exactly its tags.
 */
import { Fragment, useEffect } from 'react';
import type { AreaDomain, LanguageCode, Page, Product } from '../api/types';
import { selectArea, selectLocale, selectSite, selectTitlePostfix } from '../features/website';
import { LOCALE_CODES } from '../../common/locales';
import { languageOrigin, primaryDomainOf } from '../../common/siteOrigin';
import { useAppSelector } from './hooks';

/** Longest meta description; longer texts are cut at a word boundary. */
export const DESCRIPTION_MAX_LENGTH = 160;

/** SPEC §2: the page title is the page title (or the last breadcrumb) plus the site title postfix. */
export function documentTitle(title: string | null | undefined, postfix: string): string {
  const base = (title ?? '').trim();
  return base ? `${base}${postfix}` : postfix.replace(/^\s*[|–-]\s*/, '');
}

export function useDocumentTitle(title: string | null | undefined): void {
  const postfix = useAppSelector(selectTitlePostfix);
  useEffect(() => {
    document.title = documentTitle(title, postfix);
  }, [title, postfix]);
}

/** Plain text of at most DESCRIPTION_MAX_LENGTH characters: tags and repeated whitespace removed, cut at a word. */
export function metaDescription(text: string | null | undefined): string {
  const plain = (text ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= DESCRIPTION_MAX_LENGTH) return plain;
  const cut = plain.slice(0, DESCRIPTION_MAX_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > DESCRIPTION_MAX_LENGTH / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

export interface PageLinks {
  canonical: string | null;
  /** hreflang → absolute URL; the language versions in locale order, then x-default (the area's default language). */
  alternates: { hrefLang: string; href: string }[];
}

/**
 * Absolute canonical and alternate URLs of a page: its URL per language (Page.urls, else its own url for the
 * current language) on the origin of each language (src/lib/siteOrigin.ts, with `base` the page's own origin).
 * Alternates only when there is more than one language version.
 */
export function pageLinks(
  page: Pick<Page, 'url' | 'urls'>,
  locale: LanguageCode,
  domains: readonly AreaDomain[],
  defaultLanguage: LanguageCode | null,
  base: string,
): PageLinks {
  const absolute = (language: LanguageCode, path: string | undefined): string | null => {
    if (!path || !path.startsWith('/') || path.startsWith('//')) return null;
    return new URL(path, `${languageOrigin(base, primaryDomainOf(domains, language))}/`).href;
  };
  const versions = LOCALE_CODES.flatMap((language) => {
    const href = absolute(language, language === locale ? (page.urls[language] ?? page.url) : page.urls[language]);
    return href ? [{ hrefLang: language as string, href }] : [];
  });
  const canonical = versions.find((v) => v.hrefLang === locale)?.href ?? null;
  if (versions.length < 2) return { canonical, alternates: [] };
  const fallback = versions.find((v) => v.hrefLang === defaultLanguage);
  return { canonical, alternates: fallback ? [...versions, { hrefLang: 'x-default', href: fallback.href }] : versions };
}

/** An app screen's meta description (search, cart, login …): the text, cut as metaDescription cuts. */
export function ScreenDescription({ text }: { text: string }) {
  const description = metaDescription(text);
  return description ? <meta name="description" content={description} /> : null;
}

/** Every page: <meta name="robots" content="noindex"> while the site configuration has noindex. */
export function RobotsMeta() {
  const noindex = useAppSelector((state) => selectSite(state)?.noindex ?? false);
  return noindex ? <meta name="robots" content="noindex" /> : null;
}

/**
 * Content, category and product pages: the meta description (the page's description; for products the short
 * description, else the long one) and — unless the site is kept out of indexes — the canonical link and the hreflang alternates.
 */
export function PageHeadTags({ page, product }: { page: Page; product?: Product | undefined }) {
  const locale = useAppSelector(selectLocale);
  const area = useAppSelector(selectArea);
  const noindex = useAppSelector((state) => selectSite(state)?.noindex ?? false);
  const description = metaDescription(page.description || product?.shortDescription || product?.description);
  const links = noindex
    ? null
    : pageLinks(page, locale, area?.domains ?? [], area?.area.defaultLanguage ?? null, window.location.origin);
  // Keyed by the page: another page's tags replace these as a whole (in order, none kept from the previous page).
  return (
    <Fragment key={`${page.id}|${page.url}`}>
      {description && <meta name="description" content={description} />}
      {links?.canonical && <link rel="canonical" href={links.canonical} />}
      {links?.alternates.map((a) => <link key={a.hrefLang} rel="alternate" hrefLang={a.hrefLang} href={a.href} />)}
    </Fragment>
  );
}
