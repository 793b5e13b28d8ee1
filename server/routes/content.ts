import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ContentByUrlQuery,
  ContentResponse,
  ElementByIdRequest,
  ElementsByIdsRequest,
  ElementsByIdsResponse,
  ElementsBySearchRequest,
  ElementsBySearchResponse,
  Page,
  Translations,
  TranslationsByAreaQuery,
  TranslationsByHostQuery,
} from '../../contract/content';
import { getContentByUrl, getTranslations, getTranslationsByHost } from '../services/content';
import { getElementById, getElementsByIds, getElementsBySearch } from '../services/contentElements';
import { dropEmptyQueryValues, replies } from './_params';

/**
 * SPEC §7 content calls: GetContentByUrl, GetTranslations, GetTranslationsByAreaId, and the element calls
 * GetElementById, GetElementsByIds, GetElementsBySearch (shapes: contract/content.ts; behaviour: docs/content-api.md).
 */
const contentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', dropEmptyQueryValues);

  app.get(
    '/GetContentByUrl',
    { schema: { querystring: ContentByUrlQuery, response: replies(ContentResponse) } },
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
    { schema: { querystring: TranslationsByHostQuery, response: replies(Translations) } },
    async (request): Promise<Translations> =>
      getTranslationsByHost(app.db, app.cache, request.query.Host, request.query.LanguageCode),
  );

  app.get(
    '/GetTranslationsByAreaId',
    { schema: { querystring: TranslationsByAreaQuery, response: replies(Translations) } },
    async (request): Promise<Translations> =>
      getTranslations(app.db, app.cache, request.query.AreaId, request.query.LanguageCode),
  );

  app.post(
    '/GetElementById',
    { schema: { body: ElementByIdRequest, response: replies(Page) } },
    async (request): Promise<Page> => getElementById(app.db, request.body, { identity: request.identity }),
  );

  app.post(
    '/GetElementsByIds',
    { schema: { body: ElementsByIdsRequest, response: replies(ElementsByIdsResponse) } },
    async (request): Promise<ElementsByIdsResponse> => getElementsByIds(app.db, request.body, { identity: request.identity }),
  );

  app.post(
    '/GetElementsBySearch',
    { schema: { body: ElementsBySearchRequest, response: replies(ElementsBySearchResponse) } },
    async (request): Promise<ElementsBySearchResponse> =>
      getElementsBySearch(app.db, request.body, { identity: request.identity }),
  );
};

export default contentRoutes;
