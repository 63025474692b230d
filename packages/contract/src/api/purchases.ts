import { z } from 'zod';
import {
  purchaseDateSchema,
  purchaseMonthSchema,
  purchaseGroupSchema,
  purchaseQuoteSchema,
  purchaseSchema,
} from '../entities';
import { messageResponseSchema } from '../auth';
import {
  PURCHASE_TABS,
  purchaseCreateSchema,
  purchaseEditSchema,
  purchaseExportQuerySchema,
  purchaseGroupsQuerySchema,
  purchaseListQuerySchema,
  purchaseQuoteQuerySchema,
  purchaseRefundSchema,
} from '../validation/purchase';
import { endpoint, idParamsSchema } from './endpoint';

const purchaseResponse = z.object({ purchase: purchaseSchema });
const purchaseList = z.object({ purchases: z.array(purchaseSchema) });

/** Purchases (the spec's name; 'Inscripción' on screen): who bought what, for how much, and where its payment stands. */
export const purchaseEndpoints = {
  /**
   * The owner's 'Administrar inscriptos': one page of a tab's purchases, newest first, with the person and the
   * item, filtered by 'Buscar alumno' (and with `inscription`, one item's: a grouped tab's list); `total` counts
   * the tab's matches, `counts` every tab's under the same filter.
   */
  list: endpoint({
    method: 'GET',
    path: '/purchases',
    access: 'admin',
    query: purchaseListQuerySchema,
    response: purchaseList.extend({
      total: z.number().int(),
      counts: z.record(z.enum(PURCHASE_TABS), z.number().int()),
    }),
  }),
  /**
   * The lists of a grouped tab: one per activity or module bought, with its count under 'Buscar alumno',
   * most recently bought first; and every tab's count, as `list` gives them. A list's purchases are read
   * with `list` and its `inscription`, when the owner opens it.
   */
  groups: endpoint({
    method: 'GET',
    path: '/purchases/groups',
    access: 'admin',
    query: purchaseGroupsQuerySchema,
    response: z.object({
      groups: z.array(purchaseGroupSchema),
      counts: z.record(z.enum(PURCHASE_TABS), z.number().int()),
    }),
  }),
  /**
   * 'Descargar CSV': every purchase of a tab (or of one list of it) under 'Buscar alumno', as a file for a
   * spreadsheet (UTF-8 with a byte-order mark, `;`, CRLF; `text/csv`, not JSON).
   */
  csv: endpoint({
    method: 'GET',
    path: '/purchases/csv',
    access: 'admin',
    query: purchaseExportQuerySchema,
    response: z.string(),
  }),
  /**
   * The owner's summary: the last 12 months (this one last), each with the purchases made and, per currency,
   * what was paid that month.
   */
  summary: endpoint({
    method: 'GET',
    path: '/purchases/summary',
    access: 'admin',
    response: z.object({ months: z.array(purchaseMonthSchema) }),
  }),
  /** The caller's own purchases, newest first. */
  mine: endpoint({ method: 'GET', path: '/purchases/mine', access: 'user', response: purchaseList }),
  /**
   * The dates ahead of the caller's purchases (pending or paid) in activities, workshops and live modules,
   * soonest first: what the profile offers to add to a calendar.
   */
  calendar: endpoint({
    method: 'GET',
    path: '/purchases/calendar',
    access: 'user',
    response: z.object({ dates: z.array(purchaseDateSchema) }),
  }),
  /** One purchase, for an admin or its owner; anyone else gets 404. */
  show: endpoint({
    method: 'GET',
    path: '/purchases/show/:id',
    access: 'user',
    params: idParamsSchema,
    response: purchaseResponse,
  }),
  /**
   * What buying would cost the caller, computed as `create` computes it, with the same 400/404/409 answers;
   * nothing is written and nobody is e-mailed. The checkout shows it before the person chooses a way to pay.
   */
  quote: endpoint({
    method: 'GET',
    path: '/purchases/quote',
    access: 'user',
    query: purchaseQuoteQuerySchema,
    response: z.object({ quote: purchaseQuoteSchema }),
  }),
  /**
   * Buys the caller: 201 with the new purchase, or with the pending one the caller already has for the same
   * item and way to pay (never a second one); 409 when that item is already paid for.
   */
  create: endpoint({
    method: 'POST',
    path: '/purchases/create',
    access: 'user',
    body: purchaseCreateSchema,
    status: 201,
    response: purchaseResponse,
  }),
  edit: endpoint({
    method: 'PUT',
    path: '/purchases/edit/:id',
    access: 'admin',
    params: idParamsSchema,
    body: purchaseEditSchema,
    response: z.object({ purchaseUpdated: purchaseSchema, msg: z.string() }),
  }),
  /**
   * The owner's 'Reembolsar' of a paid purchase: the provider's refund of the payment that paid it (Mercado
   * Pago, PayPal), or her word that she gave the money back herself (a transfer, a purchase she confirmed by
   * hand); then refunded once, audited, the student and the owner e-mailed. Asking again answers the same
   * (`key`). 409 when it is not paid, 502 when the provider does not refund it (nothing changes then).
   */
  refund: endpoint({
    method: 'POST',
    path: '/purchases/refund/:id',
    access: 'admin',
    params: idParamsSchema,
    body: purchaseRefundSchema,
    response: purchaseResponse.extend({ msg: z.string() }),
  }),
  /** Only a purchase with no payment recorded (409 otherwise). */
  remove: endpoint({
    method: 'DELETE',
    path: '/purchases/delete/:id',
    access: 'admin',
    params: idParamsSchema,
    response: messageResponseSchema,
  }),
};
