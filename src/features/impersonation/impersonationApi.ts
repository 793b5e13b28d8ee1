import { baseApi } from '../../api/baseApi';
import type { AllowedUsersRequest, AllowedUsersResponse, ImpersonateRequest, TokenResponse } from '../../api/types';

export const impersonationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAllowedUsersToImpersonate: build.query<AllowedUsersResponse, AllowedUsersRequest>({
      query: (body) => ({ url: '/api/SalesImpersonation/GetAllowedUsersToImpersonate', method: 'POST', body }),
      providesTags: ['User'],
    }),
    impersonate: build.mutation<TokenResponse, ImpersonateRequest>({
      query: (body) => ({ url: '/api/SalesImpersonation/Impersonate', method: 'POST', body }),
    }),
  }),
});

export const { useGetAllowedUsersToImpersonateQuery } = impersonationApi;
