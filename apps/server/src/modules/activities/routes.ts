import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activitySchema, messages } from '@constelaciones/contract';
import { isUuid } from '../../lib/ids';
import { HttpError, notFound } from '../../lib/errors';
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
        response: { 200: z.object({ activities: z.array(activitySchema) }) },
      },
    },
    async (request) => {
      if (!request.query.include) return { activities: await catalog.activities() };
      // The admin list also shows archived activities, so that the owner can restore them.
      if (request.user?.role !== 'ADMIN') throw new HttpError(403, messages.server.forbidden);
      return { activities: await repository.listAll() };
    },
  );

  app.get(
    '/activities/show/:id',
    {
      config: { access: 'public' },
      schema: {
        params: z.object({ id: z.string() }),
        response: { 200: z.object({ activity: activitySchema }) },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!isUuid(id)) throw notFound();
      // Archived activities are hidden from the public, not from the owner who may restore them.
      const activity =
        request.user?.role === 'ADMIN'
          ? await repository.find(id, { includeArchived: true })
          : await catalog.activity(id);
      if (!activity) throw notFound();
      return { activity };
    },
  );
};
