import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activitySchema } from '@constelaciones/contract';
import { isUuid } from '../../lib/ids';
import { notFound } from '../../lib/errors';
import type { Services } from '../services';
import { activityRepository } from './repository';

export const activityRoutes: FastifyPluginAsyncZod<Services> = async (app, { database, catalog }) => {
  const repository = activityRepository(database.db);

  app.get(
    '/activities',
    {
      config: { access: 'public' },
      schema: { response: { 200: z.object({ activities: z.array(activitySchema) }) } },
    },
    async () => ({ activities: await catalog.activities() }),
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
