import type { FastifyPluginAsync } from 'fastify';
import { messages, socialLoginEndpoints as endpoints } from '@constelaciones/contract';
import { route } from '../../lib/endpoints';
import { limited } from '../../platform/attempt-rules';
import type { Dependencies } from '../../platform/dependencies';
import { socialLoginService } from './social-service';

/** Social login in a popup: whether it is on, its start, and the login with the provider's ID token. */
export const socialRoutes: FastifyPluginAsync<Dependencies> = async (app, deps) => {
  const social = socialLoginService(deps);

  route(app, endpoints.oidcConfig, async () => ({ enabled: social.enabled }));

  route(
    app,
    endpoints.oidcStart,
    async (_request, reply) => {
      const url = await social.start();
      // Each start is single use: never cached.
      void reply.header('cache-control', 'no-store');
      return { url };
    },
    limited(app, 'oidc-start'),
  );

  route(
    app,
    endpoints.googleLogin,
    async (request) => ({ ...(await social.logIn(request.body, request.log)), msg: messages.auth.welcome }),
    limited(app, 'social-login'),
  );
};
