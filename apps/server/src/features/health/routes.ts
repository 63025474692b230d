import type { FastifyPluginAsync } from 'fastify';
import { healthEndpoints as endpoints, type HealthUnavailable } from '@constelaciones/contract';
import { route } from '../../lib/endpoints';
import type { Dependencies } from '../../platform/dependencies';

/** The health check a load balancer or monitor calls: ok, or 503 while the database cannot be reached. */
export const healthRoutes: FastifyPluginAsync<Dependencies> = async (app, { database }) => {
  route(app, endpoints.check, async (request, reply) => {
    try {
      await database.ping();
      return { status: 'ok' as const };
    } catch (error) {
      request.log.error({ err: error }, 'database unreachable');
      // The table declares successes only; this failure's shape is in the contract too.
      return reply.code(503).send({ status: 'unavailable' } satisfies HealthUnavailable);
    }
  });
};
