/**
 * SPEC §7 back office: GET /backoffice/api/Debug/GetCacheUsage and POST /backoffice/api/Debug/InvalidateCacheByType
 * (scope cache), prefix /backoffice/api/Debug. docs/caches.md.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  GetCacheUsageResponse,
  InvalidateCacheByTypeRequest,
  InvalidateCacheResponse,
} from '../../../contract/backofficeDebug';
import { cacheKindOf, invalidateCacheKind } from '../../services/backoffice/caches';
import { cacheUsage } from '../../services/cacheSync';
import { replies } from '../_params';

const debugRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/GetCacheUsage',
    { config: { backoffice: 'cache' }, schema: { response: replies(GetCacheUsageResponse) } },
    async (): Promise<GetCacheUsageResponse> => cacheUsage(app.cache, app.db, app.config.cacheSyncIntervalMs),
  );

  app.post(
    '/InvalidateCacheByType',
    { config: { backoffice: 'cache' }, schema: { body: InvalidateCacheByTypeRequest, response: replies(InvalidateCacheResponse) } },
    async (request): Promise<InvalidateCacheResponse> => {
      const kind = cacheKindOf(request.body.type.trim());
      await invalidateCacheKind(app, kind);
      return { invalidated: [kind] };
    },
  );
};

export default debugRoutes;
