import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
import { ANSWER_TTL_SECONDS, STOCK_TTL_SECONDS, type Answer } from '../services/answerCache';

/**
 * The answer of an anonymous GET from the answer cache (server/services/answerCache.ts; the hook in server/app.ts
 * serves its hits before the route runs): on a miss `load` makes it, serialised as the route's reply schema
 * serialises it; a caller with a token gets `load`'s answer as always (void: the cache sent the answer).
 */
async function cachedAnswer<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  load: () => Promise<T>,
  ttlSeconds: (value: T) => number = () => ANSWER_TTL_SECONDS,
): Promise<T | void> {
  const key = app.answers.keyOf(request, 'api');
  if (key === null) return load();
  const fill = async (): Promise<Answer> => {
    const value = await load();
    const body = reply.serialize(value);
    return { kind: 'json', body: typeof body === 'string' || Buffer.isBuffer(body) ? body : Buffer.from(body), ttlSeconds: ttlSeconds(value) };
  };
  // Sent by the cache (void: the reply is on its way).
  await app.answers.fillAndServe(request, reply, key, fill);
}

/**
 * SPEC §7 content calls: GetContentByUrl, GetTranslations, GetTranslationsByAreaId, and the element calls
 * GetElementById, GetElementsByIds, GetElementsBySearch (shapes: contract/content.ts; behaviour: docs/content-api.md).
 */
const contentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', dropEmptyQueryValues);

  app.get(
    '/GetContentByUrl',
    { schema: { querystring: ContentByUrlQuery, response: replies(ContentResponse) } },
    async (request, reply): Promise<ContentResponse | void> => {
      const q = request.query;
      const load = () =>
        getContentByUrl(app.db, {
          areaId: q['Area.AreaId'],
          languageCode: q['Area.LanguageCode'],
          currencyCode: q['Area.CurrencyCode'],
          url: q.Url,
          lookupTemplate: q.LookupTemplate,
          identity: request.identity,
        });
      // A product's page holds its stock levels, which age by time (answerCache.ts STOCK_TTL_SECONDS).
      return cachedAnswer(app, request, reply, load, (content) => (content.contentType === 'product' ? STOCK_TTL_SECONDS : ANSWER_TTL_SECONDS));
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
