import type { FastifyPluginAsync } from 'fastify';
import { authEndpoints as endpoints, messages } from '@constelaciones/contract';
import { route } from '../../lib/endpoints';
import { limited } from '../../platform/attempt-rules';
import type { Dependencies } from '../../platform/dependencies';
import { accountService } from './service';

/** 'Recuperar mi cuenta': the e-mailed link, then a new password that logs the account out everywhere. */
export const recoveryRoutes: FastifyPluginAsync<Dependencies> = async (app, deps) => {
  const accounts = accountService(deps);

  route(
    app,
    endpoints.recovery,
    async (request) => {
      accounts.requestRecovery(request.body.email, request.log);
      // The same answer either way: it must not tell whether the address is registered.
      return { msg: messages.auth.recoverySent };
    },
    limited(app, 'recovery'),
  );

  route(
    app,
    endpoints.recoveryPassword,
    async (request) => {
      await accounts.resetPassword(request.body);
      return { msg: messages.auth.passwordChanged };
    },
    limited(app, 'recovery-password'),
  );
};
