import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ContentResponse } from '../../src/api/types';
import { getContentByUrl, getTranslations, getTranslationsByHost } from '../services/content';
import { QueryString, dropEmptyQueryValues } from './_params';

/** SPEC §7 content calls: GetContentByUrl, GetTranslations, GetTranslationsByAreaId. */
const contentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', dropEmptyQueryValues);

  app.get(
    '/GetContentByUrl',
    {
      schema: {
        // The storefront sends the area info as dotted names; they are literal keys here.
        querystring: Type.Object({
          'Area.AreaId': QueryString(100),
          'Area.LanguageCode': QueryString(20),
          'Area.CurrencyCode': QueryString(10),
          Url: QueryString(2048),
          LookupTemplate: Type.Optional(QueryString(100)),
        }),
      },
    },
    async (request): Promise<ContentResponse> => {
      const q = request.query;
      return getContentByUrl(app.db, {
        areaId: q['Area.AreaId'],
        languageCode: q['Area.LanguageCode'],
        currencyCode: q['Area.CurrencyCode'],
        url: q.Url,
        lookupTemplate: q.LookupTemplate,
        identity: request.identity,
      });
    },
  );

  app.get(
    '/GetTranslations',
    { schema: { querystring: Type.Object({ Host: QueryString(255), LanguageCode: QueryString(20) }) } },
    async (request): Promise<Record<string, string>> =>
      getTranslationsByHost(app.db, app.cache, request.query.Host, request.query.LanguageCode),
  );

  app.get(
    '/GetTranslationsByAreaId',
    { schema: { querystring: Type.Object({ AreaId: QueryString(100), LanguageCode: QueryString(20) }) } },
    async (request): Promise<Record<string, string>> =>
      getTranslations(app.db, app.cache, request.query.AreaId, request.query.LanguageCode),
  );
};

export default contentRoutes;
