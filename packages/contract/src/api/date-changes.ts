import { z } from 'zod';
import { INSCRIPTION_MODELS } from '../entities';
import { endpoint, idParamsSchema } from './endpoint';

/**
 * What the admin forms ask before a change of date: how many paid or pending students are enrolled in
 * the item's date ahead, so that 'Avisar a los inscriptos' is offered only when someone would get the notice.
 */
export const dateChangeEndpoints = {
  enrolled: endpoint({
    method: 'GET',
    path: '/admin/date-changes/enrolled/:id',
    access: 'admin',
    params: idParamsSchema,
    query: z.object({ model: z.enum(INSCRIPTION_MODELS) }),
    response: z.object({ enrolled: z.number().int() }),
  }),
};
