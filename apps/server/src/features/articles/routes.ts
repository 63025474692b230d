import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isUuid } from '../../lib/ids';
import { sendPublicBody } from '../../lib/public-body';
import { publicResponses } from '../public-responses';
import type { Services } from '../services';

export const articleRoutes: FastifyPluginAsyncZod<Services> = async (app, { catalog }) => {
  app.get(
    '/blog',
    { config: { access: 'public' }, schema: { response: { 200: publicResponses.articles } } },
    async (request, reply) => sendPublicBody(request, reply, await catalog.bodies.articles()),
  );

  app.get(
    '/blog/show/:id',
    {
      config: { access: 'public' },
      schema: { params: z.object({ id: z.string() }), response: { 200: publicResponses.article } },
    },
    async (request, reply) => {
      const { id } = request.params;
      return sendPublicBody(request, reply, isUuid(id) ? await catalog.bodies.article(id) : undefined);
    },
  );
};
