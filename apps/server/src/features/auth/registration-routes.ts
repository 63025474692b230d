import type { FastifyPluginAsync } from 'fastify';
import { authEndpoints as endpoints, messages } from '@constelaciones/contract';
import { route } from '../../lib/endpoints';
import { limited } from '../../platform/attempt-rules';
import type { Dependencies } from '../../platform/dependencies';
import { accountService } from './service';

const { auth } = messages;

/** Registration with a captcha, the e-mailed confirmation link, and sending that link again. */
export const registrationRoutes: FastifyPluginAsync<Dependencies> = async (app, deps) => {
  const accounts = accountService(deps);

  route(
    app,
    endpoints.register,
    async (request) => {
      await accounts.register(request.body, request.ip);
      return { msg: auth.registered };
    },
    limited(app, 'register'),
  );

  route(
    app,
    endpoints.confirm,
    async (request) => {
      await accounts.confirm(request.params.token);
      return { msg: auth.confirmed };
    },
    limited(app, 'confirm'),
  );

  route(
    app,
    endpoints.resendConfirmation,
    async (request) => {
      accounts.resendConfirmation(request.body.email, request.log);
      // The same answer either way: it must not tell whether the address has an account.
      return { msg: auth.confirmationResent };
    },
    limited(app, 'resend'),
  );
};
