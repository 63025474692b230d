import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { moduleSchema } from '@constelaciones/contract';
import { isUuid } from '../../lib/ids';
import { notFound } from '../../lib/errors';
import { sendPublicBody } from '../../lib/public-body';
import { publicResponses } from '../public-responses';
import type { Services } from '../services';
import { moduleRepository, toModule } from './repository';

export const moduleRoutes: FastifyPluginAsyncZod<Services> = async (app, { database, catalog }) => {
  const repository = moduleRepository(database.db);

  app.get(
    '/modules',
    { config: { access: 'public' }, schema: { response: { 200: publicResponses.modules } } },
    // The public list, without the paid links.
    async (request, reply) => sendPublicBody(request, reply, await catalog.bodies.modules()),
  );

  app.get(
    '/modules/:id',
    {
      config: { access: 'public' },
      schema: {
        params: z.object({ id: z.string() }),
        response: { 200: z.object({ module: moduleSchema }) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const row = isUuid(id) ? await repository.find(id) : undefined;
      if (!row) throw notFound();
      // Paid content goes to the owner only until enrolment lets students own modules.
      return { module: toModule(row, { withLink: request.user?.role === 'ADMIN' }) };
    },
  );
};
