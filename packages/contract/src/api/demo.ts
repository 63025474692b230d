import { z } from 'zod';
import { messageResponseSchema } from '../auth';
import { endpoint } from './endpoint';

/** The demo content: whether it is still there, and 'Quitar el contenido de demostración'. */
export const demoEndpoints = {
  status: endpoint({
    method: 'GET',
    path: '/admin/demo',
    access: 'admin',
    response: z.object({ demo: z.boolean() }),
  }),
  /**
   * Deletes every demo row and picture, keeps the structure and everything the owner and real people made.
   */
  remove: endpoint({
    method: 'POST',
    path: '/admin/demo/remove',
    access: 'admin',
    response: messageResponseSchema,
  }),
};
