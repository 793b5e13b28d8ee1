import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ChangePasswordResponse, GetRecoveryMailTemplatesResponse } from '../../src/api/accountTypes';
import { PASSWORD_MAX_LENGTH } from '../../common/account';
import type { TokenResponse, User } from '../../src/api/types';
import { badRequest } from '../errors';
import { ADMIN_ROLE, requireRole, requireUser } from '../plugins/auth';
import { AreaInfo as AreaInfoSchema } from '../../contract/common';
import { LoginThrottle } from '../services/loginThrottle';
import { passwordResetFor } from '../services/passwordReset';
import { recoveryMailTemplates } from '../services/recoveryMail';
import { generateAnonymousToken, getUserInfo, login, prepareLogin, revokeSessions } from '../services/users';

const Username = Type.String({ maxLength: 254 });
const Password = Type.String({ maxLength: PASSWORD_MAX_LENGTH });
const ResetToken = Type.String({ maxLength: 200 });

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
      schema: {
        body: Type.Object({
          username: Type.String({ maxLength: 254 }),
          password: Type.String({ maxLength: 1024 }),
        }),
      },
    },
    // request.ip: X-Forwarded-For counts only when TRUST_PROXY names the proxy in front.
    async (request): Promise<TokenResponse> =>
      login(app, throttle, { username: request.body.username, password: request.body.password, ip: request.ip }),
  );

  app.post('/GenerateNotLoggedInToken', { config: { auth: 'ignore' } }, async (): Promise<TokenResponse> =>
    generateAnonymousToken(app),
  );

  app.get('/GetUser', async (request): Promise<User> => getUserInfo(app, requireUser(request)));

  const passwords = passwordResetFor(app);
  app.addHook('onClose', async () => passwords.close());

  // The recovery calls are authenticated by the mailed token, not a bearer token: a stale one in the header is
  // ignored (like Login), so an ended session never blocks getting back in.
  app.post(
    '/RecoverPassword',
    {
      config: { auth: 'ignore' },
      schema: { body: Type.Object({ area: AreaInfoSchema, username: Username, tokenUrl: Type.String({ maxLength: 4000 }) }) },
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
      schema: { body: Type.Object({ area: AreaInfoSchema, username: Username, token: ResetToken }) },
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
      schema: {
        body: Type.Object({ area: AreaInfoSchema, username: Username, token: ResetToken, newPassword: Password }),
      },
    },
    async (request, reply) => {
      await passwords.reset({ ...request.body, ip: request.ip });
      return reply.status(204).send();
    },
  );

  app.post(
    '/ChangePassword',
    {
      schema: { body: Type.Object({ area: AreaInfoSchema, currentPassword: Password, newPassword: Password }) },
    },
    async (request): Promise<ChangePasswordResponse> =>
      passwords.change(requireUser(request), {
        currentPassword: request.body.currentPassword,
        newPassword: request.body.newPassword,
        ip: request.ip,
      }),
  );

  /** Ends every session of the caller (all devices); the storefront's own logout makes no server call (SPEC §4). */
  app.post('/LogoutEverywhere', async (request, reply) => {
    const identity = requireUser(request);
    // A rep acting for a customer ends the rep's own sessions, never the customer's.
    await revokeSessions(app, identity.impersonator?.userId ?? identity.userId);
    return reply.status(204).send();
  });
};

/** SPEC §7 back office: POST /backoffice/api/User/GetRecoveryMailTemplates (role admin). */
export const backofficeUserRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The body is optional ({ languageCode? }): no body at all lists every language.
  app.post('/GetRecoveryMailTemplates', async (request): Promise<GetRecoveryMailTemplatesResponse> => {
    requireRole(request, ADMIN_ROLE);
    const body: unknown = request.body;
    const languageCode = body && typeof body === 'object' && 'languageCode' in body ? body.languageCode : undefined;
    if (languageCode !== undefined && typeof languageCode !== 'string') {
      throw badRequest('languageCode must be a string', { languageCode: 'must be a string' });
    }
    return { templates: recoveryMailTemplates(languageCode) };
  });
};

export default userRoutes;
