/**
 * SPEC §7 test calls: GET and POST /api/Test/Test and POST /api/Test/GetToken (prefix /api/Test). Registered only with
 * TEST_API=true (server/config.ts), so without it they are 404 like any unknown path.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetTokenRequest, TestResponse } from '../../contract/backoffice';
import { InvalidateByDocumentRequest, InvalidateByDocumentResponse } from '../../contract/backofficeDebug';
import { invalidateByDocument } from '../services/backoffice/caches';
import { badRequest } from '../errors';
import { TokenResponse } from '../../contract/user';
import { notFound } from '../errors';
import { DEMO_USERS } from '../seed/customers';
import { issueLoginToken, normalizeUsername } from '../services/users';
import { replies } from './_params';

const testRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/Test', { schema: { response: replies(TestResponse) } }, async (request) => ({
    ok: true,
    method: request.method,
    echo: null,
    time: new Date().toISOString(),
  }));

  app.post('/Test', { schema: { response: replies(TestResponse) } }, async (request) => ({
    ok: true,
    method: request.method,
    echo: request.body ?? null,
    time: new Date().toISOString(),
  }));

  /** A login token for one of the demo users (server/seed/customers.ts), as Login would issue it: no other user. */
  app.post(
    '/GetToken',
    { config: { auth: 'ignore' }, schema: { body: GetTokenRequest, response: replies(TokenResponse) } },
    async (request): Promise<TokenResponse> => {
      const username = normalizeUsername(request.body.username);
      if (!DEMO_USERS.some((u) => u.username === username)) throw notFound('No demo user of that name');
      const user = await app.db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
      if (!user || user.active !== 1) throw notFound('No demo user of that name');
      return issueLoginToken(app, user);
    },
  );

  /**
   * Invalidates what one document feeds (areaId, type, id optional — without an id, every document of the type), on
   * every instance, as the document's change would. SPEC §7 names query parameters; a JSON body is taken as well.
   */
  app.post(
    '/InvalidateByDocument',
    {
      config: { auth: 'ignore' },
      schema: { querystring: InvalidateByDocumentRequest, response: replies(InvalidateByDocumentResponse) },
    },
    async (request): Promise<InvalidateByDocumentResponse> => {
      const fromBody = (request.body ?? {}) as Record<string, unknown>;
      const pick = (name: 'type' | 'id') => {
        const value = request.query[name] ?? fromBody[name];
        if (value !== undefined && typeof value !== 'string') throw badRequest(`${name} must be a string`, { [name]: 'must be a string' });
        return value?.trim() || undefined;
      };
      const type = pick('type');
      if (!type) throw badRequest('type must be defined', { type: 'must be defined' });
      const id = pick('id');
      const keys = id ? [id] : [];
      const invalidated = await invalidateByDocument(app, type, keys);
      return { type: type as InvalidateByDocumentResponse['type'], keys, invalidated };
    },
  );
};

export default testRoutes;
