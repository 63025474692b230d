import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { constellatorSchema } from '@constelaciones/contract';
import type { Services } from '../services';

export const constellatorRoutes: FastifyPluginAsyncZod<Services> = async (app, { catalog }) => {
  app.get(
    '/user/constellators',
    {
      config: { access: 'public' },
      schema: { response: { 200: z.object({ constellators: z.array(constellatorSchema) }) } },
    },
    async () => ({ constellators: await catalog.constellators() }),
  );
};
