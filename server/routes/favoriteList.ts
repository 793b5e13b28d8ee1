/**
 * SPEC §7 favourite lists (prefix /api/FavoriteList; docs/account-api.md 'Favourite lists'):
 *   GET  /GetFavoriteList?AreaId=&ListName=   → { favoriteLists }
 *   POST /UpdateFavoriteList { areaId, listName, action, newName?, lines? } → { favoriteList }
 * A customer login is needed (requireCustomer); the lists are the caller's own (user and customer), plus with
 * IncludeShared=true / listId the ones active colleagues share with the company (issue 20; docs/saved-carts.md).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Replies } from '../../contract/common';
import {
  GetFavoriteListQuery,
  GetFavoriteListResponse,
  UpdateFavoriteListRequest,
  UpdateFavoriteListResponse,
} from '../../contract/favoriteLists';
import { notFound } from '../errors';
import { requireCustomer } from '../plugins/auth';
import { AREA_NOT_FOUND, findArea } from '../services/area';
import { getFavoriteLists, lineInputs, updateFavoriteList } from '../services/favoriteLists';
import { dropEmptyQueryValues } from './_params';

const favoriteListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const checkArea = async (areaId: string) => {
    if (!(await findArea(app.db, areaId))) throw notFound(AREA_NOT_FOUND);
  };

  app.get(
    '/GetFavoriteList',
    {
      preValidation: dropEmptyQueryValues,
      schema: { querystring: GetFavoriteListQuery, response: Replies(GetFavoriteListResponse) },
    },
    async (request) => {
      const { userId, customerNumber } = requireCustomer(request);
      await checkArea(request.query.AreaId);
      const includeShared = request.query.IncludeShared === 'true';
      return { favoriteLists: await getFavoriteLists(app.db, { userId, customerNumber }, request.query.ListName, includeShared) };
    },
  );

  const update = { body: UpdateFavoriteListRequest, response: Replies(UpdateFavoriteListResponse) };
  app.post('/UpdateFavoriteList', { schema: update }, async (request) => {
    const { userId, customerNumber } = requireCustomer(request);
    await checkArea(request.body.areaId);
    const body = { ...request.body, lines: lineInputs(request.body.lines) };
    return { favoriteList: await updateFavoriteList(app.db, app.dialect, { userId, customerNumber }, body) };
  });
};

export default favoriteListRoutes;
