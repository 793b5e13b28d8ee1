import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SiteConfiguration, SiteConfigurationQuery } from '../../contract/area';
import { notFound } from '../errors';
import { getSiteConfiguration } from '../services/area';
import { dropEmptyQueryValues, replies } from './_params';

/** SPEC §7 "the site configuration is loaded at start using the host name and locale". */
const siteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', dropEmptyQueryValues);

  app.get(
    '/GetSiteConfiguration',
    { schema: { querystring: SiteConfigurationQuery, response: replies(SiteConfiguration) } },
    async (request): Promise<SiteConfiguration> => {
      // Locale is required by the call but the configuration is the same for every locale of a host.
      const config = await getSiteConfiguration(app.db, app.cache, request.query.Host);
      if (!config) throw notFound('Site configuration not found');
      return config;
    },
  );
};

export default siteRoutes;
