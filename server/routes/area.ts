import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AreaByDomainQuery, AreaByIdQuery, AreaSettings } from '../../contract/area';
import { isLoggedIn } from '../plugins/auth';
import { getAreaSettings, getAreaSettingsByDomain } from '../services/area';
import { dropEmptyQueryValues, replies } from './_params';

/** SPEC §7: GET /api/Area/GetAreaById?AreaId=&language= and GET /api/Area/GetAreaByDomain?Domain=&Language=. */
const areaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', dropEmptyQueryValues);

  app.get(
    '/GetAreaById',
    { schema: { querystring: AreaByIdQuery, response: replies(AreaSettings) } },
    async (request): Promise<AreaSettings> => {
      const loggedIn = isLoggedIn(request);
      return getAreaSettings(app.db, app.cache, request.query.AreaId, request.query.language, loggedIn);
    },
  );

  app.get(
    '/GetAreaByDomain',
    { schema: { querystring: AreaByDomainQuery, response: replies(AreaSettings) } },
    async (request): Promise<AreaSettings> => {
      const loggedIn = isLoggedIn(request);
      return getAreaSettingsByDomain(app.db, app.cache, request.query.Domain, request.query.Language, loggedIn);
    },
  );
};

export default areaRoutes;
