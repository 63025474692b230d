import type { FastifyPluginAsync } from 'fastify';
import { withdrawalEndpoints as endpoints, withdrawalMessages } from '@constelaciones/contract';
import { route } from '../../lib/endpoints';
import { limited } from '../../platform/attempt-rules';
import type { Dependencies } from '../../platform/dependencies';
import { withdrawalService } from './service';

/** The 'Botón de arrepentimiento': anyone's request (limited like the other forms that send e-mail), the owner's tab. */
export const withdrawalRoutes: FastifyPluginAsync<Dependencies> = async (app, deps) => {
  const withdrawals = withdrawalService(deps, app.log);

  route(
    app,
    endpoints.create,
    async (request) => withdrawals.submit(request.body),
    limited(app, 'withdrawal'),
  );

  route(app, endpoints.list, async () => ({ withdrawals: await withdrawals.list() }));

  route(app, endpoints.resolve, async (request) => ({
    withdrawal: await withdrawals.resolve(request.user, request.params.id, request.body),
    msg: withdrawalMessages.resolved,
  }));

  route(app, endpoints.reject, async (request) => ({
    withdrawal: await withdrawals.reject(request.user, request.params.id, request.body),
    msg: withdrawalMessages.rejected,
  }));
};
