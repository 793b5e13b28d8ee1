import { baseApi } from '../../api/baseApi';
import type { LoginRequest, TokenResponse, User } from '../../api/types';

export const userApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<TokenResponse, LoginRequest>({
      query: (body) => ({ url: '/api/User/Login', method: 'POST', body }),
    }),
    getUser: build.query<User, void>({
      query: () => '/api/User/GetUser',
      providesTags: ['User'],
    }),
    generateNotLoggedInToken: build.mutation<TokenResponse, void>({
      query: () => ({ url: '/api/User/GenerateNotLoggedInToken', method: 'POST' }),
    }),
  }),
});

