import type { FastifyPluginAsync } from 'fastify';
import { demoEndpoints as endpoints, messages } from '@constelaciones/contract';
import { route } from '../../lib/endpoints';
import type { Dependencies } from '../../platform/dependencies';
import { demoService } from './service';

/**
 * The admin's demo banner asks whether demo content is left; its button removes it
 * (docs/decisions/052-site-structure-and-demo.md).
 */
export const demoRoutes: FastifyPluginAsync<Dependencies> = async (app, deps) => {
  const demo = demoService(deps);
  route(app, endpoints.status, async () => ({ demo: await demo.present() }));
  route(app, endpoints.remove, async (request) => {
    await demo.remove(request.user);
    return { msg: messages.demo.removed };
  });
};
