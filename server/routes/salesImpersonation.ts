import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AllowedUsersRequest, AllowedUsersResponse, ImpersonateRequest } from '../../contract/impersonation';
import { TokenResponse } from '../../contract/user';
import { allowedUsers, impersonate } from '../services/impersonation';
import { replies } from './_params';

/** SPEC §7: POST /api/SalesImpersonation/GetAllowedUsersToImpersonate and /Impersonate (shapes: contract/impersonation.ts). */
const salesImpersonationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/GetAllowedUsersToImpersonate',
    { schema: { body: Type.Optional(AllowedUsersRequest), response: replies(AllowedUsersResponse) } },
    async (request): Promise<AllowedUsersResponse> => ({
      users: await allowedUsers(app, request, request.body?.search),
    }),
  );

  app.post(
    '/Impersonate',
    { schema: { body: ImpersonateRequest, response: replies(TokenResponse) } },
    async (request): Promise<TokenResponse> => impersonate(app, request, request.body.userId),
  );
};

export default salesImpersonationRoutes;
