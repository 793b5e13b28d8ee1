import type {
  ApproveOrderRequest,
  CompanyAuditLogResponse,
  GetOrderApprovalsResponse,
  OrderApprovalResponse,
  RejectOrderRequest,
  SetCompanyUserLimitsRequest,
  CompanyUser,
  CompanyUserIdRequest,
  CompanyUserResponse,
  GetCompanyUsersResponse,
  InviteCompanyUserRequest,
  SalesRepLedgerResponse,
  SetCompanyUserRoleRequest,
} from '../../../api/companyTypes';
import { baseApi } from '../../../api/baseApi';

/**
 * Whose company a cache entry holds. Not sent: the server knows the caller from the token. It keeps one admin's list
 * from showing to the next user of the same page (a session that ended without a logout keeps the API cache).
 */
export interface CompanyArgs {
  owner: string;
}

export interface AuditPageArgs extends CompanyArgs {
  pageSize: number;
  pageNr: number;
}

type WithOwner<T> = T & CompanyArgs;

/** The cached list after a change: the answer replaces the user (or is added, after an invitation). */
export function patchUsers(users: CompanyUser[], changed: CompanyUser): void {
  const index = users.findIndex((u) => u.userId === changed.userId);
  if (index >= 0) users[index] = changed;
  else users.push(changed);
}

const api = baseApi.enhanceEndpoints({ addTagTypes: ['CompanyAudit', 'OrderApprovals'] });

/** The company calls of issue 20 (docs/company.md), each with the caller's user id as the cache's owner. */
export const companyApi = api.injectEndpoints({
  endpoints: (build) => {
    /** A change of a user: the answer is written into the cached list, and the audit log is read again. */
    const change = <Req>(url: string) =>
      build.mutation<CompanyUserResponse, WithOwner<Req>>({
        query: ({ owner: _owner, ...body }) => ({ url: `/api/CustomerCenter/${url}`, method: 'POST', body }),
        invalidatesTags: ['CompanyAudit'],
        async onQueryStarted({ owner }, { dispatch, queryFulfilled }) {
          try {
            const { user } = (await queryFulfilled).data;
            dispatch(companyApi.util.updateQueryData('getCompanyUsers', { owner }, (draft) => patchUsers(draft, user)));
          } catch {
            // The caller shows the error; the cache stays as it was.
          }
        },
      });
    return {
      /** POST /api/CustomerCenter/GetCompanyUsers. */
      getCompanyUsers: build.query<CompanyUser[], CompanyArgs>({
        query: () => ({ url: '/api/CustomerCenter/GetCompanyUsers', method: 'POST', body: {} }),
        transformResponse: (response: GetCompanyUsersResponse) => response.users,
      }),
      /** POST /api/CustomerCenter/GetCompanyAuditLog?pageSize=&pageNr=: newest first. */
      getCompanyAuditLog: build.query<CompanyAuditLogResponse, AuditPageArgs>({
        query: ({ pageSize, pageNr }) => ({
          url: '/api/CustomerCenter/GetCompanyAuditLog',
          method: 'POST',
          params: { pageSize, pageNr },
          body: {},
        }),
        providesTags: ['CompanyAudit'],
      }),
      /** POST /api/CustomerCenter/GetSalesRepLedger?pageSize=&pageNr=: the sales reps' sessions, newest first. */
      getSalesRepLedger: build.query<SalesRepLedgerResponse, AuditPageArgs>({
        query: ({ pageSize, pageNr }) => ({
          url: '/api/CustomerCenter/GetSalesRepLedger',
          method: 'POST',
          params: { pageSize, pageNr },
          body: {},
        }),
      }),
      inviteCompanyUser: change<InviteCompanyUserRequest>('InviteCompanyUser'),
      setCompanyUserRole: change<SetCompanyUserRoleRequest>('SetCompanyUserRole'),
      deactivateCompanyUser: change<CompanyUserIdRequest>('DeactivateCompanyUser'),
      reactivateCompanyUser: change<CompanyUserIdRequest>('ReactivateCompanyUser'),
      setCompanyUserLimits: change<SetCompanyUserLimitsRequest>('SetCompanyUserLimits'),
      /** POST /api/CustomerCenter/GetOrderApprovals: the orders waiting (oldest first) and the last decided. */
      getOrderApprovals: build.query<GetOrderApprovalsResponse, CompanyArgs>({
        query: () => ({ url: '/api/CustomerCenter/GetOrderApprovals', method: 'POST', body: {} }),
        providesTags: ['OrderApprovals'],
      }),
      /** POST /api/CustomerCenter/ApproveOrder; the queue is read again. */
      approveOrder: build.mutation<OrderApprovalResponse, WithOwner<ApproveOrderRequest>>({
        query: ({ owner: _owner, ...body }) => ({ url: '/api/CustomerCenter/ApproveOrder', method: 'POST', body }),
        invalidatesTags: ['OrderApprovals'],
      }),
      /** POST /api/CustomerCenter/RejectOrder (a reason required); the queue is read again. */
      rejectOrder: build.mutation<OrderApprovalResponse, WithOwner<RejectOrderRequest>>({
        query: ({ owner: _owner, ...body }) => ({ url: '/api/CustomerCenter/RejectOrder', method: 'POST', body }),
        invalidatesTags: ['OrderApprovals'],
      }),
    };
  },
});

export const {
  useGetCompanyUsersQuery,
  useGetCompanyAuditLogQuery,
  useGetSalesRepLedgerQuery,
  useInviteCompanyUserMutation,
  useSetCompanyUserRoleMutation,
  useDeactivateCompanyUserMutation,
  useReactivateCompanyUserMutation,
  useSetCompanyUserLimitsMutation,
  useGetOrderApprovalsQuery,
  useApproveOrderMutation,
  useRejectOrderMutation,
} = companyApi;
