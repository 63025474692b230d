import type { FastifyPluginAsync } from 'fastify';
import { legalEndpoints as endpoints, messages } from '@constelaciones/contract';
import { route } from '../../lib/endpoints';
import type { Dependencies } from '../../platform/dependencies';
import { legalService } from './service';

/** The terms and the privacy policy: the owner's draft, its proposal and what she published. */
export const legalRoutes: FastifyPluginAsync<Dependencies> = async (app, deps) => {
  const legal = legalService(deps);

  route(app, endpoints.list, async () => ({ texts: await legal.list() }));

  route(app, endpoints.save, async (request) => ({
    text: await legal.save(request.user, request.body),
    msg: messages.legal.saved,
  }));

  route(app, endpoints.publish, async (request) => ({
    text: await legal.publish(request.user, request.body),
    msg: messages.legal.published,
  }));
};
