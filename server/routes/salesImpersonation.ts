import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AllowedUsersResponse, TokenResponse } from '../../src/api/types';
import { allowedUsers, impersonate } from '../services/impersonation';

/** SPEC §7: POST /api/SalesImpersonation/GetAllowedUsersToImpersonate and /Impersonate. */
const salesImpersonationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/GetAllowedUsersToImpersonate',
    { schema: { body: Type.Optional(Type.Object({ search: Type.Optional(Type.String({ maxLength: 200 })) })) } },
    async (request): Promise<AllowedUsersResponse> => ({
      users: await allowedUsers(app, request, request.body?.search),
    }),
  );

  app.post(
    '/Impersonate',
    { schema: { body: Type.Object({ userId: Type.Union([Type.String({ minLength: 1, maxLength: 100 }), Type.Null()]) }) } },
    async (request): Promise<TokenResponse> => impersonate(app, request, request.body.userId),
  );
};

export default salesImpersonationRoutes;
