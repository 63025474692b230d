import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isUuid } from '../../lib/ids';
import { sendPublicBody } from '../../lib/public-body';
import { publicResponses } from '../public-responses';
import type { Services } from '../services';

export const courseRoutes: FastifyPluginAsyncZod<Services> = async (app, { catalog }) => {
  app.get(
    '/courses',
    { config: { access: 'public' }, schema: { response: { 200: publicResponses.courses } } },
    async (request, reply) => sendPublicBody(request, reply, await catalog.bodies.courses()),
  );

  app.get(
    '/courses/show/:id',
    {
      config: { access: 'public' },
      schema: { params: z.object({ id: z.string() }), response: { 200: publicResponses.course } },
    },
    async (request, reply) => {
      const { id } = request.params;
      return sendPublicBody(request, reply, isUuid(id) ? await catalog.bodies.course(id) : undefined);
    },
  );
};
