import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../services';

export const healthRoutes: FastifyPluginAsyncZod<Services> = async (app, { database }) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        response: {
          200: z.object({ status: z.literal('ok') }),
          503: z.object({ status: z.literal('unavailable') }),
        },
      },
    },
    async (request, reply) => {
      try {
        await database.ping();
        return { status: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'database unreachable');
        return reply.code(503).send({ status: 'unavailable' as const });
      }
    },
  );
};
