import { z } from 'zod';
import { articleSchema } from '../entities';
import { articleFormSchema } from '../validation/article';
import { messageResponseSchema } from '../auth';
import { endpoint, idParamsSchema, withImage } from './endpoint';

const articleResponse = z.object({ article: articleSchema });

export const articleEndpoints = {
  /** Every article, last updated first. */
  list: endpoint({
    method: 'GET',
    path: '/blog',
    access: 'public',
    response: z.object({ articles: z.array(articleSchema) }),
  }),
  show: endpoint({
    method: 'GET',
    path: '/blog/show/:id',
    access: 'public',
    params: idParamsSchema,
    response: articleResponse,
  }),
  /** The spec's create answer echoes the article: its fields at the top level. */
  create: endpoint({
    method: 'POST',
    path: '/blog/create',
    access: 'admin',
    multipart: withImage(articleFormSchema),
    status: 201,
    response: articleSchema.extend({ msg: z.string() }),
  }),
  /** Without a new image the current one is kept. */
  edit: endpoint({
    method: 'PUT',
    path: '/blog/edit/:id',
    access: 'admin',
    params: idParamsSchema,
    multipart: withImage(articleFormSchema),
    response: articleResponse.extend({ msg: z.string() }),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/blog/delete/:id',
    access: 'admin',
    params: idParamsSchema,
    response: messageResponseSchema,
  }),
};
