/**
 * The OpenAPI 3.1 document of the shop's API, generated from the routes' schemas (contract/) by @fastify/swagger:
 * served at GET /api/openapi.json, browsable at /api/docs (@fastify/swagger-ui, server-only: nothing of it reaches
 * the storefront's bundle). Registered before the routes, so it sees every one of them.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import packageJson from '../../package.json';

/** Routes the document leaves out: the sandbox payment provider's hosted page (test only) and the document's own. */
const HIDDEN = [/^\/payment-sandbox\b/, /^\/api\/openapi\.json$/, /^\/api\/docs\b/];

/** The first path segment after /api/ or /backoffice/api/ names the group of a call (SPEC §7): its tag. */
function tagOf(url: string): string {
  const match = /^\/(?:backoffice\/)?api\/([^/]+)/i.exec(url) ?? /^\/([^/]+)/.exec(url);
  const name = match?.[1] ?? 'other';
  return url.startsWith('/backoffice/') ? `Back office ${name}` : name;
}

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'B2B web shop API',
        version: packageJson.version,
        description:
          'The calls of SPEC §7. Shapes: contract/*.ts (TypeBox); behaviour: docs/*-api.md. Every 4xx/5xx answer ' +
          'is an ErrorReply ({ message, statusCode, error?, fields? }). Logged-in calls carry a bearer token; back-office ' +
          'calls an admin token or an integration key (npm run admin -- key create).',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }, {}],
    },
    transform: ({ schema, url, route }) => {
      const hidden = HIDDEN.some((pattern) => pattern.test(url));
      const scope = route.config?.backoffice;
      // A back-office call always needs a caller: an admin's login token or an integration key with the call's scope.
      const backoffice = scope
        ? {
            security: [{ bearer: [] }],
            description: `${schema?.description ? `${schema.description} ` : ''}Caller: an admin user's token, or an integration key with the scope \`${scope}\`.`,
          }
        : {};
      return { schema: { ...schema, ...backoffice, tags: schema?.tags ?? [tagOf(url)], ...(hidden ? { hide: true } : {}) }, url };
    },
  });

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  // The browsable page: its own scripts and styles under /api/docs/static, allowed by helmet's CSP ('self'); the
  // inline start-up script is replaced by a file (staticCSP sets a CSP of its own for these answers).
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
