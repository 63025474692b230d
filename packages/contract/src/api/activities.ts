import { z } from 'zod';
import { activitySchema } from '../entities';
import { activityCreateSchema, activityEditSchema } from '../validation/activity';
import { messageResponseSchema } from '../auth';
import { endpoint, idParamsSchema, withImage } from './endpoint';

const activityResponse = z.object({ activity: activitySchema });
const activityWritten = activityResponse.extend({ msg: z.string() });

export const activityEndpoints = {
  /** Non-archived activities; with `include=archived` every one (admins only, to restore them). */
  list: endpoint({
    method: 'GET',
    path: '/activities',
    access: 'public',
    query: z.object({ include: z.literal('archived').optional() }),
    response: z.object({ activities: z.array(activitySchema) }),
  }),
  /** One activity; an archived one only for admins. */
  show: endpoint({
    method: 'GET',
    path: '/activities/show/:id',
    access: 'public',
    params: idParamsSchema,
    response: activityResponse,
  }),
  create: endpoint({
    method: 'POST',
    path: '/activities/create',
    access: 'admin',
    multipart: withImage(activityCreateSchema),
    status: 201,
    response: activityWritten,
  }),
  /** Without a new image the current one is kept. */
  edit: endpoint({
    method: 'PUT',
    path: '/activities/edit/:id',
    access: 'admin',
    params: idParamsSchema,
    multipart: withImage(activityEditSchema),
    response: activityWritten,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/activities/delete/:id',
    access: 'admin',
    params: idParamsSchema,
    response: messageResponseSchema,
  }),
};
