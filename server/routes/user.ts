import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ChangePasswordRequest,
  ChangePasswordResponse,
  GetRecoveryMailTemplatesResponse,
  LoginRequest,
  RecoverPasswordRequest,
  ResetPasswordByTokenRequest,
  TokenResponse,
  User,
  VerifyTokenRequest,
} from '../../contract/user';
import { badRequest } from '../errors';
import { requireUser } from '../plugins/auth';
import { LoginThrottle } from '../services/loginThrottle';
import { passwordResetFor } from '../services/passwordReset';
import { recoveryMailTemplates } from '../services/recoveryMail';
import { generateAnonymousToken, getUserInfo, login, prepareLogin, revokeSessions } from '../services/users';
import { noContentReplies, replies } from './_params';

/**
 * SPEC §7 user calls: Login, GenerateNotLoggedInToken, GetUser; plus LogoutEverywhere (README); the password
 * calls RecoverPassword, VerifyToken, ResetPasswordByToken, ChangePassword (docs/account-api.md).
 */
const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await prepareLogin();
  const { config } = app;
  const throttle = new LoginThrottle(
    {
      accountMaxFailures: config.loginMaxFailures,
      accountWindowSeconds: config.loginFailureWindowSeconds,
      ipMaxFailures: config.loginMaxFailuresPerIp,
      ipWindowSeconds: 60,
    },
    config.redisUrl,
  );
  app.addHook('onClose', async () => throttle.close());

  app.post(
    '/Login',
    {
      // A stale token in the header must not stop anybody from logging in.
      config: { auth: 'ignore' },
      schema: { body: LoginRequest, response: replies(TokenResponse) },
    },
    // request.ip: X-Forwarded-For counts only when TRUST_PROXY names the proxy in front.
    async (request): Promise<TokenResponse> =>
      login(app, throttle, { username: request.body.username, password: request.body.password, ip: request.ip }),
  );

  app.post(
    '/GenerateNotLoggedInToken',
    { config: { auth: 'ignore' }, schema: { response: replies(TokenResponse) } },
    async (): Promise<TokenResponse> => generateAnonymousToken(app),
  );

  app.get('/GetUser', { schema: { response: replies(User) } }, async (request): Promise<User> =>
    getUserInfo(app, requireUser(request)),
  );

  const passwords = passwordResetFor(app);
  app.addHook('onClose', async () => passwords.close());

  // The recovery calls are authenticated by the mailed token, not a bearer token: a stale one in the header is
  // ignored (like Login), so an ended session never blocks getting back in.
  app.post(
    '/RecoverPassword',
    {
      config: { auth: 'ignore' },
      schema: { body: RecoverPasswordRequest, response: noContentReplies() },
    },
    async (request, reply) => {
      await passwords.recover({ ...request.body, ip: request.ip });
      return reply.status(204).send();
    },
  );

  app.post(
    '/VerifyToken',
    {
      config: { auth: 'ignore' },
      schema: { body: VerifyTokenRequest, response: noContentReplies() },
    },
    async (request, reply) => {
      await passwords.verify({ ...request.body, ip: request.ip });
      return reply.status(204).send();
    },
  );

  app.post(
    '/ResetPasswordByToken',
    {
      config: { auth: 'ignore' },
      schema: { body: ResetPasswordByTokenRequest, response: noContentReplies() },
    },
    async (request, reply) => {
      await passwords.reset({ ...request.body, ip: request.ip });
      return reply.status(204).send();
    },
  );

  app.post(
    '/ChangePassword',
    {
      schema: { body: ChangePasswordRequest, response: replies(ChangePasswordResponse) },
    },
    async (request): Promise<ChangePasswordResponse> =>
      passwords.change(requireUser(request), {
        currentPassword: request.body.currentPassword,
        newPassword: request.body.newPassword,
        ip: request.ip,
      }),
  );

  /** Ends every session of the caller (all devices); the storefront's own logout makes no server call (SPEC §4). */
  app.post('/LogoutEverywhere', { schema: { response: noContentReplies() } }, async (request, reply) => {
    const identity = requireUser(request);
    // A rep acting for a customer ends the rep's own sessions, never the customer's.
    await revokeSessions(app, identity.impersonator?.userId ?? identity.userId);
    return reply.status(204).send();
  });
};

/** SPEC §7 back office: POST /backoffice/api/User/GetRecoveryMailTemplates (role admin). */
export const backofficeUserRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The body is optional ({ languageCode? }): no body at all lists every language.
  app.post(
    '/GetRecoveryMailTemplates',
    { config: { backoffice: 'documents:read' }, schema: { response: replies(GetRecoveryMailTemplatesResponse) } },
    async (request): Promise<GetRecoveryMailTemplatesResponse> => {
    const body: unknown = request.body;
    const languageCode = body && typeof body === 'object' && 'languageCode' in body ? body.languageCode : undefined;
    if (languageCode !== undefined && typeof languageCode !== 'string') {
      throw badRequest('languageCode must be a string', { languageCode: 'must be a string' });
    }
    return { templates: recoveryMailTemplates(languageCode) };
    },
  );
};

export default userRoutes;
