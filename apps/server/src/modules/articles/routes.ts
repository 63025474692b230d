import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { articleSchema } from '@constelaciones/contract';
import { isUuid } from '../../lib/ids';
import { notFound } from '../../lib/errors';
import type { Services } from '../services';

export const articleRoutes: FastifyPluginAsyncZod<Services> = async (app, { catalog }) => {
  app.get(
    '/blog',
    {
      config: { access: 'public' },
      schema: { response: { 200: z.object({ articles: z.array(articleSchema) }) } },
    },
    async () => ({ articles: await catalog.articles() }),
  );

  app.get(
    '/blog/show/:id',
    {
      config: { access: 'public' },
      schema: {
        params: z.object({ id: z.string() }),
        response: { 200: z.object({ article: articleSchema }) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const article = isUuid(id) ? await catalog.article(id) : undefined;
      if (!article) throw notFound();
      return { article };
    },
  );
};
