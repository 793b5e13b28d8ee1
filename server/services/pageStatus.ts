/**
 * The HTTP status of a storefront URL for the history fallback (server/app.ts): the SPA is served for every
 * page, but crawlers and link checkers need to learn that a page does not exist. The storefront's own route
 * table (src/app/routeTable.ts) decides what the router does with the path; the content catch-all (and the
 * named routes that show content) exist when GetContentByUrl finds a page, category or product there.
 */
import type { FastifyInstance } from 'fastify';
import { matchSpaRoute } from '../../src/app/routeTable';
import { HttpError } from '../errors';
import { getAreaSettingsByDomain } from './area';
import { getContentByUrl, normalizeContentUrl } from './content';

export type PageStatus = { status: number } | { status: 301; location: string };

/** Seconds a looked-up status is kept (pages have no editor yet; a new page is found within a minute). */
export const PAGE_STATUS_TTL = 60;
const NAMESPACE = 'pageStatus';

/** The status the content lookup gives a URL of a language: 200, 404, 403 (members' content), or the page's own error status. */
async function contentStatus(app: FastifyInstance, host: string, locale: string, pathname: string): Promise<number> {
  try {
    // The storefront finds its area by its host and language the same way (GetAreaByDomain).
    const settings = await getAreaSettingsByDomain(app.db, app.cache, host, locale, false);
    const url = normalizeContentUrl(pathname);
    return await app.cache.wrap(NAMESPACE, `${settings.area.id}|${locale}|${url}`, PAGE_STATUS_TTL, async () => {
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
  } catch (error) {
    // No area for this host or language: the storefront cannot show a page here either.
    if (error instanceof HttpError && error.statusCode === 404) return 404;
    // Anything else must not keep the page from being served: the SPA shows its own error.
    app.log.warn({ err: error }, 'page status lookup failed');
    return 200;
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
  switch (match.kind) {
    case 'redirect':
      return { status: 301, location: `${match.location}${query}` };
    case 'screen':
      return { status: 200 };
    default:
      return { status: await contentStatus(app, host, match.locale, pathname) };
  }
}
