/**
 * The HTTP status of a storefront URL for the history fallback (server/app.ts): the SPA is served for every
 * page, but crawlers and link checkers need to learn that a page does not exist. The storefront's own route
 * table (common/routes.ts, matched here by spaRoutes.ts) decides what the router does with the path; the content
 * catch-all (and the named routes that show content) exist when GetContentByUrl finds a page, category or product
 * there.
 */
import type { FastifyInstance } from 'fastify';
import {
  AREA_ID,
  areaByDomainRequest,
  contentByUrlRequest,
  requestUrl,
  siteConfigurationRequest,
  translationsByAreaIdRequest,
} from '../../common/startup';
import { matchSpaRoute } from './spaRoutes';
import { HttpError } from '../errors';
import { getAreaSettingsByDomain } from './area';
import { getContentByUrl, normalizeContentUrl } from './content';

/** The URLs of the page's start-up calls the server looks at itself (server/services/firstScreen.ts). */
export interface StartupCalls {
  site: string;
  area: string;
  /** The page's content call; null on a screen without content, for members' content and an unknown area. */
  content: string | null;
}

/**
 * A redirect, or the page's status with the start-up calls the storefront will make for it (common/
 * startup.ts), which the server answers in the HTML (server/services/firstScreen.ts), its locale and its
 * route (null: the content catch-all), whose screen's scripts are preloaded.
 */
export type PageStatus =
  | { status: number; startup: string[]; calls: StartupCalls; locale: string; route: string | null }
  | { status: 301; location: string };

/**
 * dist/startup-chunks.json, written by the build (webpack.config.ts ChunkGroupsPlugin): the scripts of each route's
 * screen ('*' = the catch-all's) and of each locale's start messages.
 */
export interface StartupChunks {
  screens: Record<string, string[]>;
  messages: Record<string, string[]>;
  /** Per route ('*' = the catch-all) and locale: the message chunks its screen loads beside it (src/app/messageGroups.ts). */
  screenMessages?: Record<string, Record<string, string[]>>;
  /** The chunk of each lazily registered content block type (src/app/screenChunks.ts BLOCK_CHUNKS). */
  blocks?: Record<string, string[]>;
  /** Per block type and locale: the message chunks its chunk loads beside it. */
  blockMessages?: Record<string, Record<string, string[]>>;
  /** The error page's view (src/app/ErrorView.tsx), which a page answered with an error status renders. */
  errorView?: string[];
}

/** Seconds a looked-up status is kept (pages have no editor yet; a new page is found within a minute). */
export const PAGE_STATUS_TTL = 60;
const NAMESPACE = 'pageStatus';

/**
 * What the content lookup says of a URL of a language: 200, 404, 403 (members' content), or the page's own error
 * status; with the area's id and currency when the host serves the language (the page's content call needs them).
 */
async function contentStatus(
  app: FastifyInstance,
  host: string,
  locale: string,
  pathname: string,
): Promise<{ status: number; area: { id: string; currencyCode: string } | null }> {
  try {
    // The storefront finds its area by its host and language the same way (GetAreaByDomain).
    const settings = await getAreaSettingsByDomain(app.db, app.cache, host, locale, false);
    const area = { id: settings.area.id, currencyCode: settings.area.currencyCode };
    const url = normalizeContentUrl(pathname);
    const status = await app.cache.wrap(NAMESPACE, `${settings.area.id}|${locale}|${url}`, PAGE_STATUS_TTL, async () => {
      let content: Awaited<ReturnType<typeof getContentByUrl>>;
      try {
        content = await getContentByUrl(app.db, {
          areaId: settings.area.id,
          languageCode: locale,
          currencyCode: settings.area.currencyCode,
          url,
          identity: null,
        });
      } catch (error) {
        // Members' content: the lookup answers an anonymous caller 403 (the server never knows the storefront's
        // user on a page load), and so does the page: the SPA still renders it, as Forbidden or, logged in, the page.
        if (error instanceof HttpError && error.statusCode === 403) return 403;
        throw error;
      }
      if (!content.content) return 404;
      return content.statusCode >= 400 ? content.statusCode : 200;
    });
    return { status, area };
  } catch (error) {
    // No area for this host or language: the storefront cannot show a page here either.
    if (error instanceof HttpError && error.statusCode === 404) return { status: 404, area: null };
    // Anything else must not keep the page from being served: the SPA shows its own error.
    app.log.warn({ err: error }, 'page status lookup failed');
    return { status: 200, area: null };
  }
}

/**
 * The answer for a GET of a storefront URL: a redirecting form of a named route → 301 to the language's own
 * path (query kept); a named screen → 200; content → the lookup's status.
 */
export async function pageStatus(app: FastifyInstance, host: string, rawUrl: string): Promise<PageStatus> {
  const cut = rawUrl.search(/[?#]/);
  const pathname = cut < 0 ? rawUrl : rawUrl.slice(0, cut);
  const query = cut < 0 ? '' : rawUrl.slice(cut).replace(/#.*$/s, '');
  const match = matchSpaRoute(pathname);
  if (match.kind === 'redirect') return { status: 301, location: `${match.location}${query}` };
  // The storefront asks with its hostname (no port) and the URL's language.
  const hostname = host.replace(/:\d+$/, '').toLowerCase();
  // The start-up calls of every page load (src/app/bootstrap.ts initWebsite), for the host and the URL's language.
  const calls: StartupCalls = {
    site: requestUrl(siteConfigurationRequest(hostname, match.locale)),
    area: requestUrl(areaByDomainRequest(hostname, match.locale)),
    content: null,
  };
  const startup = [calls.site, calls.area, requestUrl(translationsByAreaIdRequest(AREA_ID, match.locale))];
  if (match.kind === 'screen') return { status: 200, startup, calls, locale: match.locale, route: match.name };
  const { status, area } = await contentStatus(app, host, match.locale, pathname);
  // The route's content call (src/app/routes.tsx loadContent), as an anonymous visitor makes it: left out for
  // members' content (a logged-in customer gets the page, not the anonymous 403) and when the area is unknown.
  if (area && status !== 403) {
    const areaInfo = { areaId: area.id, languageCode: match.locale, currencyCode: area.currencyCode };
    const lookupTemplate = match.kind === 'content' && match.name === 'home' ? 'frontpage' : 'page';
    calls.content = requestUrl(contentByUrlRequest(areaInfo, pathname, lookupTemplate));
    startup.push(calls.content);
  }
  return { status, startup, calls, locale: match.locale, route: match.kind === 'content' ? match.name : null };
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** What a page's HTML gets beside the SPA: preloads in its head, answers before the end of its body. */
export interface PageExtras {
  /** The scripts the page imports first: `<link rel="preload" as="script">`. */
  scripts?: readonly string[];
  /** The first screen's images: `<link rel="preload" as="image" fetchpriority="high">`. */
  images?: readonly string[];
  /** A `<script type="application/json">` of answered calls (server/services/firstScreen.ts serverAnswersScript). */
  answers?: string;
  /** The page's language (BCP 47, common/locales.ts languageId) for `<html lang>`, which the template has as Danish. */
  lang?: string;
  /**
   * This answer's CSP nonce for styles: `<meta property="csp-nonce" nonce>`, from which styled-components takes the
   * nonce of the `<style>` elements it injects (the CSP has no 'unsafe-inline' for styles).
   */
  styleNonce?: string;
}

/**
 * The SPA's HTML with the scripts the page will import first (the locale's start messages, the route's screen) as
 * `<link rel="preload" as="script">` and the first screen's images as `<link rel="preload" as="image">` in its head,
 * and the calls the server answered itself (its start-up calls and first searches) at the end of the body; `<html>`
 * gets the page's language. Without a </head> nothing else is added.
 */
export function withPreloads(html: string, { scripts = [], images = [], answers = '', lang, styleNonce }: PageExtras): string {
  if (lang) html = html.replace(/<html\b[^>]*>/i, `<html lang="${escapeAttribute(lang)}">`);
  const at = html.indexOf('</head>');
  if (at < 0) return html;
  const links = [
    ...(styleNonce ? [`<meta property="csp-nonce" nonce="${escapeAttribute(styleNonce)}">`] : []),
    ...scripts.map((src) => `<link rel="preload" as="script" href="${escapeAttribute(src)}">`),
    ...images.map((src) => `<link rel="preload" as="image" href="${escapeAttribute(src)}" fetchpriority="high">`),
  ];
  const head = `${html.slice(0, at)}${links.join('')}${html.slice(at)}`;
  const end = head.lastIndexOf('</body>');
  return answers && end >= 0 ? `${head.slice(0, end)}${answers}${head.slice(end)}` : head;
}

/**
 * The scripts to preload for a page: its locale's start messages, its route's screen and the chunks of the lazily
 * registered blocks its content has (`blockTypes`: server/services/firstScreen.ts reads them from the page's content).
 */
export function startupScripts(
  chunks: StartupChunks | null,
  locale: string,
  route: string | null,
  blockTypes: readonly string[] = [],
  status = 200,
): string[] {
  if (!chunks) return [];
  const screen = [...(chunks.screens[route ?? '*'] ?? []), ...(chunks.screenMessages?.[route ?? '*']?.[locale] ?? [])];
  const blocks = blockTypes.flatMap((type) => [...(chunks.blocks?.[type] ?? []), ...(chunks.blockMessages?.[type]?.[locale] ?? [])]);
  // A page answered 404 or 403 shows the error page: its view is a chunk of its own.
  const error = status >= 400 ? (chunks.errorView ?? []) : [];
  return [...new Set([...(chunks.messages[locale] ?? []), ...screen, ...blocks, ...error])];
}
