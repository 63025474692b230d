import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { courseSchema } from '@constelaciones/contract';
import { isUuid } from '../../lib/ids';
import { notFound } from '../../lib/errors';
import type { Services } from '../services';

export const courseRoutes: FastifyPluginAsyncZod<Services> = async (app, { catalog }) => {
  app.get(
    '/courses',
    {
      config: { access: 'public' },
      schema: { response: { 200: z.object({ courses: z.array(courseSchema) }) } },
    },
    async () => ({ courses: await catalog.courses() }),
  );

  app.get(
    '/courses/show/:id',
    {
      config: { access: 'public' },
      schema: {
        params: z.object({ id: z.string() }),
        response: { 200: z.object({ course: courseSchema }) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const course = isUuid(id) ? (await catalog.courses()).find((c) => c._id === id) : undefined;
      if (!course) throw notFound();
      return { course };
    },
  );
};
