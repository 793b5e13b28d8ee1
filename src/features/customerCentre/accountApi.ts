import { baseApi } from '../../api/baseApi';
import type {
  ChangePasswordRequest,
  ChangePasswordResponse,
  RecoverPasswordRequest,
  ResetPasswordByTokenRequest,
  VerifyTokenRequest,
} from '../../api/accountTypes';

/**
 * SPEC §7 'Forms, user, impersonation' password calls (docs/account-api.md). The endpoint names are the ones of
 * the SPEC §8 error catalogue (src/api/apiError.ts): a 401 is 'Unauthorized' (recover, verify, reset) or
 * 'change-password-failed' (change), with the parsed body attached; none of them ends the session
 * (src/api/sessionRecovery.ts OWN_401_ENDPOINTS).
 */
export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** 204 whether or not the user exists. */
    recoverPassword: build.mutation<null, RecoverPasswordRequest>({
      query: (body) => ({ url: '/api/User/RecoverPassword', method: 'POST', body }),
    }),
    /** 204 when the token is valid for the user (does not use it up), else 401. */
    verifyToken: build.mutation<null, VerifyTokenRequest>({
      query: (body) => ({ url: '/api/User/VerifyToken', method: 'POST', body }),
    }),
    /** 204; 401 for an invalid, used or expired token; 400 with fields.newPassword for the policy. */
    resetPasswordByToken: build.mutation<null, ResetPasswordByTokenRequest>({
      query: (body) => ({ url: '/api/User/ResetPasswordByToken', method: 'POST', body }),
    }),
    /** A fresh token for the caller (the change ended the user's other tokens); 401 for a wrong current password. */
    changePassword: build.mutation<ChangePasswordResponse, ChangePasswordRequest>({
      query: (body) => ({ url: '/api/User/ChangePassword', method: 'POST', body }),
    }),
  }),
});
