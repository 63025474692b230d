import { z } from 'zod';
import { messageResponseSchema } from '../auth';
import {
  adminWaitingEntrySchema,
  waitingEntrySchema,
  waitingJoinSchema,
  waitingListQuerySchema,
} from '../places';
import { endpoint, idParamsSchema } from './endpoint';

/*
 * Waiting lists of full items: a student joins, sees her place and leaves; the owner reads, removes, offers.
 */
export const waitingListEndpoints = {
  /** The caller's waiting lists, with her position in each and any offer holding a place for her. */
  mine: endpoint({
    method: 'GET',
    path: '/waiting-list/mine',
    access: 'user',
    response: z.object({ entries: z.array(waitingEntrySchema) }),
  }),
  /** Joins the list of a full item (409 while places remain); joining twice changes nothing. */
  join: endpoint({
    method: 'POST',
    path: '/waiting-list/join',
    access: 'user',
    body: waitingJoinSchema,
    status: 201,
    response: z.object({ msg: z.string(), entry: waitingEntrySchema }),
  }),
  /**
   * Leaves a list: only the caller's own entry (404 otherwise); a place offered to her passes to the next.
   */
  leave: endpoint({
    method: 'DELETE',
    path: '/waiting-list/:id',
    access: 'user',
    params: idParamsSchema,
    response: messageResponseSchema,
  }),
  /** One item's list, in order, WAITING_PAGE_SIZE people a page, for 'Administrar inscriptos'. */
  adminList: endpoint({
    method: 'GET',
    path: '/admin/waiting-list',
    access: 'admin',
    query: waitingListQuerySchema,
    response: z.object({ entries: z.array(adminWaitingEntrySchema), total: z.number().int() }),
  }),
  /** The owner removes someone from a list (audited). */
  adminRemove: endpoint({
    method: 'DELETE',
    path: '/admin/waiting-list/:id',
    access: 'admin',
    params: idParamsSchema,
    response: messageResponseSchema,
  }),
  /**
   * The owner offers someone a place by hand, full or not (audited): she is e-mailed as for a freed place.
   */
  adminOffer: endpoint({
    method: 'POST',
    path: '/admin/waiting-list/:id/offer',
    access: 'admin',
    params: idParamsSchema,
    response: messageResponseSchema,
  }),
};
