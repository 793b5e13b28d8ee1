import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ContentResponse, Page } from '../../src/api/types';
import { getContentByUrl, getTranslations, getTranslationsByHost } from '../services/content';
import {
  ELEMENT_LIMITS,
  getElementById,
  getElementsByIds,
  getElementsBySearch,
  type ElementsByIdsResponse,
  type ElementsBySearchResponse,
} from '../services/contentElements';
import { QueryString, dropEmptyQueryValues } from './_params';

/** The area of a content body: { areaId, languageCode, currencyCode? } (the service says which is missing). */
export const ContentAreaBody = Type.Object({
  areaId: Type.Optional(Type.String({ maxLength: 100 })),
  languageCode: Type.Optional(Type.String({ maxLength: 20 })),
  currencyCode: Type.Optional(Type.String({ maxLength: 10 })),
});

const ElementId = Type.String({ minLength: 1, maxLength: 100 });
const LookupTemplateBody = Type.Optional(Type.String({ maxLength: 100 }));
const TypeName = Type.String({ minLength: 1, maxLength: 50 });

/**
 * SPEC §7 content calls: GetContentByUrl, GetTranslations, GetTranslationsByAreaId, and the element calls
 * GetElementById, GetElementsByIds, GetElementsBySearch (bodies: docs/content-api.md).
 */
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

  app.post(
    '/GetElementById',
    { schema: { body: Type.Object({ area: ContentAreaBody, id: ElementId, lookupTemplate: LookupTemplateBody }) } },
    async (request): Promise<Page> => getElementById(app.db, request.body, { identity: request.identity }),
  );

  app.post(
    '/GetElementsByIds',
    {
      schema: {
        body: Type.Object({
          area: ContentAreaBody,
          ids: Type.Array(ElementId, { maxItems: ELEMENT_LIMITS.maxIds }),
          lookupTemplate: LookupTemplateBody,
        }),
      },
    },
    async (request): Promise<ElementsByIdsResponse> => getElementsByIds(app.db, request.body, { identity: request.identity }),
  );

  app.post(
    '/GetElementsBySearch',
    {
      schema: {
        body: Type.Object({
          area: ContentAreaBody,
          lookupTemplate: LookupTemplateBody,
          query: Type.Optional(
            Type.Object({
              type: Type.Optional(Type.Union([TypeName, Type.Array(TypeName, { maxItems: 20 })])),
              parentId: Type.Optional(Type.String({ maxLength: 100 })),
              text: Type.Optional(Type.String({ maxLength: ELEMENT_LIMITS.maxText })),
            }),
          ),
          skip: Type.Optional(Type.Integer({ minimum: 0, maximum: ELEMENT_LIMITS.maxSkip })),
          take: Type.Optional(Type.Integer({ minimum: 1, maximum: ELEMENT_LIMITS.maxTake })),
          sort: Type.Optional(Type.Union([Type.Literal('sort'), Type.Literal('title')])),
        }),
      },
    },
    async (request): Promise<ElementsBySearchResponse> =>
      getElementsBySearch(app.db, request.body, { identity: request.identity }),
  );
};

export default contentRoutes;
