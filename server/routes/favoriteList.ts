/**
 * SPEC §7 favourite lists (prefix /api/FavoriteList; docs/account-api.md 'Favourite lists'):
 *   GET  /GetFavoriteList?AreaId=&ListName=   → { favoriteLists }
 *   POST /UpdateFavoriteList { areaId, listName, action, newName?, lines? } → { favoriteList }
 * A customer login is needed (requireCustomer); the lists are the caller's own (user and customer).
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { GetFavoriteListResponse, UpdateFavoriteListResponse } from '../../src/api/accountTypes';
import { FAVORITE_LIST_LIMITS } from '../../common/account';
import { notFound } from '../errors';
import { requireCustomer } from '../plugins/auth';
import { AREA_NOT_FOUND, findArea } from '../services/area';
import { getFavoriteLists, lineInputs, updateFavoriteList } from '../services/favoriteLists';
import { dropEmptyQueryValues, QueryString } from './_params';

const Key = (maxLength: number) => Type.String({ minLength: 1, maxLength });

const LineSchema = Type.Object({
  productId: Key(100),
  variantId: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
  unitOfMeasure: Key(20),
  // No `type` on purpose: with coerceTypes, ajv would read "0x10" as 16 and true as 1. lineInputs checks it strictly
  // (a number or null) and names the line; whole or decimal is the unit's catalogue rule (checkCatalogue).
  quantity: Type.Optional(Type.Unsafe<unknown>({})),
});

const UpdateSchema = Type.Object({
  areaId: Key(50),
  listName: Type.String({ maxLength: 400 }),
  action: Type.Union(
    (['create', 'rename', 'delete', 'addLines', 'removeLines', 'setLines'] as const).map((a) => Type.Literal(a)),
  ),
  newName: Type.Optional(Type.String({ maxLength: 400 })),
  lines: Type.Optional(Type.Array(LineSchema, { maxItems: FAVORITE_LIST_LIMITS.maxLines })),
});

const favoriteListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const checkArea = async (areaId: string) => {
    if (!(await findArea(app.db, areaId))) throw notFound(AREA_NOT_FOUND);
  };

  app.get(
    '/GetFavoriteList',
    {
      preValidation: dropEmptyQueryValues,
      schema: { querystring: Type.Object({ AreaId: QueryString(50), ListName: Type.Optional(QueryString(400)) }) },
    },
    async (request): Promise<GetFavoriteListResponse> => {
      const { userId, customerNumber } = requireCustomer(request);
      await checkArea(request.query.AreaId);
      return { favoriteLists: await getFavoriteLists(app.db, { userId, customerNumber }, request.query.ListName) };
    },
  );

  app.post('/UpdateFavoriteList', { schema: { body: UpdateSchema } }, async (request): Promise<UpdateFavoriteListResponse> => {
    const { userId, customerNumber } = requireCustomer(request);
    await checkArea(request.body.areaId);
    const body = { ...request.body, lines: lineInputs(request.body.lines) };
    return { favoriteList: await updateFavoriteList(app.db, app.dialect, { userId, customerNumber }, body) };
  });
};

export default favoriteListRoutes;
