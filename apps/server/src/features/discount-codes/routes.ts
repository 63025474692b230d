import type { FastifyPluginAsync } from 'fastify';
import { discountCodeEndpoints as endpoints, discountCodeMessages as words } from '@constelaciones/contract';
import { route } from '../../lib/endpoints';
import type { Dependencies } from '../../platform/dependencies';
import { discountCodeService } from './service';

/** The owner's discount codes (/admin/discount-codes); the checkout applies them through purchases. */
export const discountCodeRoutes: FastifyPluginAsync<Dependencies> = async (app, deps) => {
  const codes = discountCodeService(deps);
  route(app, endpoints.list, () => codes.list());
  route(app, endpoints.create, async (request) => ({
    code: await codes.create(request.user, request.body),
    msg: words.created,
  }));
  route(app, endpoints.edit, async (request) => ({
    code: await codes.edit(request.user, request.params.id, request.body),
    msg: words.saved,
  }));
  route(app, endpoints.remove, async (request) => {
    await codes.remove(request.user, request.params.id);
    return { msg: words.deleted };
  });
};
