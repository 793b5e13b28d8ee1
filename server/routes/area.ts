import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AreaSettings } from '../../src/api/types';
import { isLoggedIn } from '../plugins/auth';
import { getAreaSettings, getAreaSettingsByDomain } from '../services/area';
import { QueryString, dropEmptyQueryValues } from './_params';

/** SPEC §7: GET /api/Area/GetAreaById?AreaId=&language= and GET /api/Area/GetAreaByDomain?Domain=&Language=. */
const areaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', dropEmptyQueryValues);

  app.get(
    '/GetAreaById',
    { schema: { querystring: Type.Object({ AreaId: QueryString(100), language: QueryString(20) }) } },
    async (request): Promise<AreaSettings> => {
      const loggedIn = isLoggedIn(request);
      return getAreaSettings(app.db, app.cache, request.query.AreaId, request.query.language, loggedIn);
    },
  );

  app.get(
    '/GetAreaByDomain',
    { schema: { querystring: Type.Object({ Domain: QueryString(255), Language: QueryString(20) }) } },
    async (request): Promise<AreaSettings> => {
      const loggedIn = isLoggedIn(request);
      return getAreaSettingsByDomain(app.db, app.cache, request.query.Domain, request.query.Language, loggedIn);
    },
  );
};

export default areaRoutes;
