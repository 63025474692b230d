import { z } from 'zod';
import { agendaEntryFormSchema, agendaEntrySchema } from '../agenda-entry';
import { messageResponseSchema } from '../auth';
import { endpoint, idParamsSchema } from './endpoint';

const entryResponse = z.object({ entry: agendaEntrySchema, msg: z.string() });

/**
 * The owner's own agenda entries (admin tab 'Agenda'). The public agenda is no API call: /agenda reads the
 * catalog on the server, where these entries meet the dates of activities, workshops and live modules.
 */
export const agendaEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/agenda/entries',
    access: 'admin',
    response: z.object({ entries: z.array(agendaEntrySchema) }),
  }),
  show: endpoint({
    method: 'GET',
    path: '/agenda/entries/:id',
    access: 'admin',
    params: idParamsSchema,
    response: z.object({ entry: agendaEntrySchema }),
  }),
  create: endpoint({
    method: 'POST',
    path: '/agenda/entries',
    access: 'admin',
    body: agendaEntryFormSchema,
    status: 201,
    response: entryResponse,
  }),
  edit: endpoint({
    method: 'PUT',
    path: '/agenda/entries/:id',
    access: 'admin',
    params: idParamsSchema,
    body: agendaEntryFormSchema,
    response: entryResponse,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/agenda/entries/:id',
    access: 'admin',
    params: idParamsSchema,
    response: messageResponseSchema,
  }),
};
