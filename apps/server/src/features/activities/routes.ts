import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages } from '@constelaciones/contract';
import { isUuid } from '../../lib/ids';
import { HttpError, notFound } from '../../lib/errors';
import { sendPublicBody } from '../../lib/public-body';
import { publicResponses } from '../public-responses';
import type { Services } from '../services';
import { activityRepository } from './repository';

export const activityRoutes: FastifyPluginAsyncZod<Services> = async (app, { database, catalog }) => {
  const repository = activityRepository(database.db);

  app.get(
    '/activities',
    {
      config: { access: 'public' },
      schema: {
        querystring: z.object({ include: z.literal('archived').optional() }),
        response: { 200: publicResponses.activities },
      },
    },
    async (request, reply) => {
      if (!request.query.include) return sendPublicBody(request, reply, await catalog.bodies.activities());
      // The admin list also shows archived activities, so that the owner can restore them.
      if (request.user?.role !== 'ADMIN') throw new HttpError(403, messages.server.forbidden);
      return { activities: await repository.listAll() };
    },
  );

  app.get(
    '/activities/show/:id',
    {
      config: { access: 'public' },
      schema: { params: z.object({ id: z.string() }), response: { 200: publicResponses.activity } },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!isUuid(id)) throw notFound();
      // Archived activities are hidden from the public, not from the owner who may restore them.
      if (request.user?.role === 'ADMIN') {
        const activity = await repository.find(id, { includeArchived: true });
        if (!activity) throw notFound();
        return { activity };
      }
      return sendPublicBody(request, reply, await catalog.bodies.activity(id));
    },
  );
};
