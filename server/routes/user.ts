import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TokenResponse, User } from '../../src/api/types';
import { HttpError } from '../errors';
import { generateAnonymousToken, getUserInfo, loadCurrentUser, login, prepareLogin } from '../services/users';

export const LOGIN_RATE_LIMIT_MESSAGE = 'Too many login attempts, try again in a minute.';

/** SPEC §7 user calls: Login, GenerateNotLoggedInToken, GetUser. */
const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await prepareLogin();

  app.post(
    '/Login',
    {
      schema: {
        body: Type.Object({
          username: Type.String({ maxLength: 254 }),
          password: Type.String({ maxLength: 1024 }),
        }),
      },
      config: {
        // Per client IP (request.ip; X-Forwarded-For counts only when TRUST_PROXY names the proxy in front).
        rateLimit: {
          max: app.config.loginRateLimit,
          timeWindow: '1 minute',
          errorResponseBuilder: () => new HttpError(429, LOGIN_RATE_LIMIT_MESSAGE),
        },
      },
    },
    async (request): Promise<TokenResponse> => login(app, request.body.username, request.body.password),
  );

  app.post('/GenerateNotLoggedInToken', async (): Promise<TokenResponse> => generateAnonymousToken(app));

  app.get('/GetUser', async (request): Promise<User> => getUserInfo(app, await loadCurrentUser(app, request)));
};

export default userRoutes;
