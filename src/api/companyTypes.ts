/**
 * Wire types of the company calls (issue 20, under /api/CustomerCenter; contract/company.ts, docs/company.md):
 * type-only imports, so no TypeBox reaches the browser. The role values come from contract/companyRules.ts.
 */
import type { Static } from '@sinclair/typebox';
import type {
  CompanyAuditEntry as CompanyAuditEntrySchema,
  CompanyAuditLogResponse as CompanyAuditLogResponseSchema,
  CompanyUser as CompanyUserSchema,
  CompanyUserIdRequest as CompanyUserIdRequestSchema,
  CompanyUserResponse as CompanyUserResponseSchema,
  GetCompanyUsersResponse as GetCompanyUsersResponseSchema,
  InviteCompanyUserRequest as InviteCompanyUserRequestSchema,
  SetCompanyUserLimitsRequest as SetCompanyUserLimitsRequestSchema,
  SetCompanyUserRoleRequest as SetCompanyUserRoleRequestSchema,
} from '../../contract/company';
import type {
  ApprovalLine as ApprovalLineSchema,
  ApproveOrderRequest as ApproveOrderRequestSchema,
  GetOrderApprovalsResponse as GetOrderApprovalsResponseSchema,
  OrderApproval as OrderApprovalSchema,
  OrderApprovalResponse as OrderApprovalResponseSchema,
  RejectOrderRequest as RejectOrderRequestSchema,
} from '../../contract/approval';
import type {
  SalesRepLedgerEntry as SalesRepLedgerEntrySchema,
  SalesRepLedgerResponse as SalesRepLedgerResponseSchema,
} from '../../contract/salesRepLedger';

export type { ApprovalReason, CompanyRole } from '../../contract/companyRules';
export type CompanyUser = Static<typeof CompanyUserSchema>;
export type GetCompanyUsersResponse = Static<typeof GetCompanyUsersResponseSchema>;
export type InviteCompanyUserRequest = Static<typeof InviteCompanyUserRequestSchema>;
export type CompanyUserResponse = Static<typeof CompanyUserResponseSchema>;
export type SetCompanyUserRoleRequest = Static<typeof SetCompanyUserRoleRequestSchema>;
export type CompanyUserIdRequest = Static<typeof CompanyUserIdRequestSchema>;
export type CompanyAuditEntry = Static<typeof CompanyAuditEntrySchema>;
export type CompanyAuditLogResponse = Static<typeof CompanyAuditLogResponseSchema>;
export type SalesRepLedgerEntry = Static<typeof SalesRepLedgerEntrySchema>;
export type SalesRepLedgerResponse = Static<typeof SalesRepLedgerResponseSchema>;
export type SetCompanyUserLimitsRequest = Static<typeof SetCompanyUserLimitsRequestSchema>;
export type ApprovalLine = Static<typeof ApprovalLineSchema>;
export type OrderApproval = Static<typeof OrderApprovalSchema>;
export type GetOrderApprovalsResponse = Static<typeof GetOrderApprovalsResponseSchema>;
export type ApproveOrderRequest = Static<typeof ApproveOrderRequestSchema>;
export type RejectOrderRequest = Static<typeof RejectOrderRequestSchema>;
export type OrderApprovalResponse = Static<typeof OrderApprovalResponseSchema>;
