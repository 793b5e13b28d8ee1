/**
 * Company users and roles (issue 20; contract/company.ts, docs/company.md), under the customer centre's prefix
 * /api/CustomerCenter: GetCompanyUsers, InviteCompanyUser, SetCompanyUserRole, DeactivateCompanyUser,
 * ReactivateCompanyUser, GetCompanyAuditLog, SetCompanyUserLimits; and order approval: GetOrderApprovals, ApproveOrder,
 * RejectOrder (contract/approval.ts). Every call: a logged-in customer user (401), whose company role is admin
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
  SetCompanyUserLimitsRequest,
  SetCompanyUserRoleRequest,
} from '../../contract/company';
import { ApproveOrderRequest, GetOrderApprovalsResponse, OrderApprovalResponse, RejectOrderRequest } from '../../contract/approval';
import { PagingQuery } from '../../contract/customerCentre';
import { totalPagesOf } from '../../contract/values';
import { requireCustomer } from '../plugins/auth';
import {
  companyAuditLog,
  inviteCompanyUser,
  listCompanyUsers,
  requireCompanyAdmin,
  setCompanyUserActive,
  setCompanyUserLimits,
  setCompanyUserRole,
  type CompanyAdmin,
} from '../services/company/users';
import { approveOrder, listApprovals, rejectApproval, requireApprover } from '../services/company/approvals';
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

  app.post('/SetCompanyUserLimits', { schema: { body: SetCompanyUserLimitsRequest, response: Replies(CompanyUserResponse) } }, async (request) => {
    const caller = await admin(request);
    const { userId, orderLimit, monthlyLimit } = request.body;
    return { user: await setCompanyUserLimits(app, caller, userId, { orderLimit, monthlyLimit }) };
  });

  // Order approval (contract/approval.ts, docs/company.md 'Approval'): company admins, not a rep acting for one.
  const approver = (request: FastifyRequest): Promise<CompanyAdmin> => requireApprover(app.db, requireCustomer(request));

  app.post('/GetOrderApprovals', { schema: { response: Replies(GetOrderApprovalsResponse) } }, async (request) => {
    const caller = await approver(request);
    return listApprovals(app.db, caller.customerNumber);
  });

  app.post('/ApproveOrder', { schema: { body: ApproveOrderRequest, response: Replies(OrderApprovalResponse) } }, async (request) => {
    const caller = await approver(request);
    return { approval: await approveOrder(app, caller, request.body.orderId) };
  });

  app.post('/RejectOrder', { schema: { body: RejectOrderRequest, response: Replies(OrderApprovalResponse) } }, async (request) => {
    const caller = await approver(request);
    return { approval: await rejectApproval(app, caller, request.body.orderId, request.body.reason) };
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
