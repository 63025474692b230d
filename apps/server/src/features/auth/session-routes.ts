import type { FastifyPluginAsync } from 'fastify';
import { UNCONFIRMED, authEndpoints as endpoints, messages } from '@constelaciones/contract';
import { route } from '../../lib/endpoints';
import { limited } from '../../platform/attempt-rules';
import type { Dependencies } from '../../platform/dependencies';
import { profileService } from '../users';
import { accountService } from './service';

/** Logging in with a username or e-mail and a password, staying logged in, logging out (here or elsewhere). */
export const sessionRoutes: FastifyPluginAsync<Dependencies> = async (app, deps) => {
  const accounts = accountService(deps);
  const profiles = profileService(deps);

  route(
    app,
    endpoints.login,
    async (request, reply) => {
      const outcome = await accounts.logIn(request.body);
      if ('unconfirmed' in outcome) {
        return reply.code(403).send({ msg: messages.auth.unconfirmed, code: UNCONFIRMED });
      }
      return { ...outcome, msg: messages.auth.welcome };
    },
    limited(app, 'login'),
  );

  route(app, endpoints.relogged, async (request) => ({
    status: 'ok' as const,
    user: await profiles.view(request.user.id),
  }));

  route(app, endpoints.logout, async (request) => {
    await accounts.logOut(request.user.sessionId);
    return { msg: messages.auth.loggedOut };
  });

  route(app, endpoints.logoutOthers, async (request) => {
    await accounts.logOutOthers(request.user);
    return { msg: messages.auth.loggedOutOthers };
  });
};
