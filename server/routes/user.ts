import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TokenResponse, User } from '../../src/api/types';
import { requireUser } from '../plugins/auth';
import { LoginThrottle } from '../services/loginThrottle';
import { generateAnonymousToken, getUserInfo, login, prepareLogin, revokeSessions } from '../services/users';

/** SPEC §7 user calls: Login, GenerateNotLoggedInToken, GetUser; plus LogoutEverywhere (README). */
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

  /** Ends every session of the caller (all devices); the storefront's own logout makes no server call (SPEC §4). */
  app.post('/LogoutEverywhere', async (request, reply) => {
    const identity = requireUser(request);
    // A rep acting for a customer ends the rep's own sessions, never the customer's.
    await revokeSessions(app, identity.impersonator?.userId ?? identity.userId);
    return reply.status(204).send();
  });
};

export default userRoutes;
