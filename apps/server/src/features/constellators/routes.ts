import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendPublicBody } from '../../lib/public-body';
import { publicResponses } from '../public-responses';
import type { Services } from '../services';

export const constellatorRoutes: FastifyPluginAsyncZod<Services> = async (app, { catalog }) => {
  app.get(
    '/user/constellators',
    { config: { access: 'public' }, schema: { response: { 200: publicResponses.constellators } } },
    async (request, reply) => sendPublicBody(request, reply, await catalog.bodies.constellators()),
  );
};
