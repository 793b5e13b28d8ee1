/**
 * SPEC §7 sitemap calls and robots.txt (server/services/sitemap.ts):
 *   GET /sitemap/{area}/{language}                a sitemap index
 *   GET /sitemap/{area}/{language}/{type}/{page}  a urlset page (type content | category | product, page 1, 2, …)
 *   GET /robots.txt
 * SPEC §5: a missing parameter (also an empty path segment) → 400 '<name> must be defined'; an unknown area, language
 * or type, or a page beyond the last → 404. No body; answers are XML (gzip when the client accepts it).
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { notFound, requireParam } from '../errors';
import { ERROR_REPLIES, fileReply } from './_params';
import { robotsTxt, sitemapIndex, sitemapPage, sitemapXml, SITEMAP_CACHE_TTL, type SitemapDocument } from '../services/sitemap';

const XML_TYPE = 'application/xml; charset=utf-8';

function acceptsGzip(request: FastifyRequest): boolean {
  const header = request.headers['accept-encoding'];
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return coding === 'gzip' && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/** The cached document as it is (gzip) when the client takes gzip, else inflated. */
function sendXml(request: FastifyRequest, reply: FastifyReply, doc: SitemapDocument): FastifyReply {
  void reply
    .header('Content-Type', XML_TYPE)
    .header('Cache-Control', `public, max-age=${SITEMAP_CACHE_TTL}`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Vary', 'Accept-Encoding');
  if (acceptsGzip(request)) return reply.header('Content-Encoding', 'gzip').send(doc.gzip);
  return reply.send(sitemapXml(doc));
}

/** '/b2b/da/product/2' → its decoded segments (a trailing slash ignored); null when a segment does not decode. */
function segments(rest: string): string[] | null {
  const parts = rest.replace(/\/$/, '').split('/');
  try {
    return parts.map((p) => decodeURIComponent(p).trim());
  } catch {
    return null;
  }
}

/** The replies of a sitemap: XML (gzip when the client takes it) or an ErrorReply. */
const xmlReplies = (description: string) => ({ ...fileReply(description, 'application/xml'), ...ERROR_REPLIES });

const sitemapRoutes: FastifyPluginAsync = async (app) => {
  app.get('/sitemap', { schema: { response: ERROR_REPLIES } }, async () => {
    requireParam(undefined, 'area');
  });

  // One wildcard route, so that every missing or empty segment gets its '<name> must be defined'.
  app.get(
    '/sitemap/*',
    {
      schema: {
        description:
          '/sitemap/{area}/{language}: the sitemap index; /sitemap/{area}/{language}/{type}/{page}: a urlset page ' +
          '(type content | category | product, page 1, 2, …). A missing segment is a 400 naming it; an unknown area, ' +
          'language or type, or a page beyond the last, a 404.',
        response: xmlReplies('A sitemap index or a urlset page'),
      },
    },
    async (request, reply) => {
      const parts = segments((request.params as { '*': string })['*']);
      if (!parts || parts.length > 4) throw notFound();
      const area = requireParam(parts[0], 'area');
      const language = requireParam(parts[1], 'language');
      if (parts.length <= 2) return sendXml(request, reply, await sitemapIndex(app, area, language));
      const type = requireParam(parts[2], 'type');
      const page = requireParam(parts[3], 'page');
      return sendXml(request, reply, await sitemapPage(app, area, language, type, page));
    },
  );

  app.get('/robots.txt', { schema: { response: { ...fileReply('robots.txt', 'text/plain') } } }, async (request, reply) => {
    const text = await robotsTxt(app, request.hostname);
    return reply
      .header('Content-Type', 'text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .send(text);
  });
};

export default sitemapRoutes;
