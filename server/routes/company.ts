/**
 * Company users and roles (issue 20; contract/company.ts, docs/company.md), under the customer centre's prefix
 * /api/CustomerCenter: GetCompanyUsers, InviteCompanyUser, SetCompanyUserRole, DeactivateCompanyUser,
 * ReactivateCompanyUser, GetCompanyAuditLog. Every call: a logged-in customer user (401), whose company role is admin
 * now and who is not a sales rep acting for one (403); only the caller's customer's users (another's id: 404).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Replies } from '../../contract/common';
import {
  CompanyAuditLogResponse,
  CompanyUserIdRequest,
  CompanyUserResponse,
  GetCompanyUsersResponse,
  InviteCompanyUserRequest,
  SetCompanyUserRoleRequest,
} from '../../contract/company';
import { PagingQuery } from '../../contract/customerCentre';
import { totalPagesOf } from '../../contract/values';
import { requireCustomer } from '../plugins/auth';
import {
  companyAuditLog,
  inviteCompanyUser,
  listCompanyUsers,
  requireCompanyAdmin,
  setCompanyUserActive,
  setCompanyUserRole,
  type CompanyAdmin,
} from '../services/company/users';
import { pageOf } from '../services/customerCenter';
import { dropEmptyQueryValues } from './_params';

const companyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const admin = (request: FastifyRequest): Promise<CompanyAdmin> => requireCompanyAdmin(app.db, requireCustomer(request));

  app.post('/GetCompanyUsers', { schema: { response: Replies(GetCompanyUsersResponse) } }, async (request) => {
    const caller = await admin(request);
    return { users: await listCompanyUsers(app.db, caller.customerNumber) };
  });

  app.post('/InviteCompanyUser', { schema: { body: InviteCompanyUserRequest, response: Replies(CompanyUserResponse) } }, async (request) => {
    const caller = await admin(request);
    return { user: await inviteCompanyUser(app, caller, request.body) };
  });

  app.post('/SetCompanyUserRole', { schema: { body: SetCompanyUserRoleRequest, response: Replies(CompanyUserResponse) } }, async (request) => {
    const caller = await admin(request);
    return { user: await setCompanyUserRole(app, caller, request.body.userId, request.body.role) };
  });

  app.post('/DeactivateCompanyUser', { schema: { body: CompanyUserIdRequest, response: Replies(CompanyUserResponse) } }, async (request) => {
    const caller = await admin(request);
    return { user: await setCompanyUserActive(app, caller, request.body.userId, false) };
  });

  app.post('/ReactivateCompanyUser', { schema: { body: CompanyUserIdRequest, response: Replies(CompanyUserResponse) } }, async (request) => {
    const caller = await admin(request);
    return { user: await setCompanyUserActive(app, caller, request.body.userId, true) };
  });

  app.post(
    '/GetCompanyAuditLog',
    { schema: { querystring: PagingQuery, response: Replies(CompanyAuditLogResponse) }, preValidation: dropEmptyQueryValues },
    async (request) => {
      const caller = await admin(request);
      const page = pageOf(request.query.pageSize, request.query.pageNr);
      const { entries, total } = await companyAuditLog(app.db, caller.customerNumber, page);
      return { entries, totalItems: total, totalPages: totalPagesOf(total, page.pageSize), pageNr: page.pageNr, pageSize: page.pageSize };
    },
  );
};

export default companyRoutes;
