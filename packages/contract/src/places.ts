import { z } from 'zod';
import { INSCRIPTION_MODELS } from './entities';
import { messages } from './messages';
import { placesMessages } from './places-messages';
import { optionalCount } from './validation/fields';

/** Hours an offer from the waiting list holds its place, unless the owner sets another number in 'Datos de pago'. */
export const DEFAULT_OFFER_HOURS = 48;

/**
 * 'Cupo' of an activity, a workshop course or a module: a whole number ≥ 1, or empty (a form's '', JSON's null or
 * a missing key) for no limit.
 */
export const capacityField = () => optionalCount(placesMessages.capacityInvalid, 1, 100_000);

/** POST /waiting-list/join: the full item the caller asks to wait for. */
export const waitingJoinSchema = z.object({
  inscription: z.uuid({ error: messages.purchase.inscriptionInvalid }),
  inscriptionModel: z.enum(INSCRIPTION_MODELS, { error: messages.purchase.inscriptionModelInvalid }),
});
export type WaitingJoin = z.output<typeof waitingJoinSchema>;

const instant = z.string();

/** One place in a waiting list: who, since when, and the offer holding a place for her, if any. */
export const waitingEntrySchema = z.object({
  _id: z.uuid(),
  inscription: z.object({ _id: z.uuid(), title: z.string() }),
  inscriptionModel: z.enum(INSCRIPTION_MODELS),
  /** Courses only: the date waited for. */
  courseDate: z.string().nullable(),
  /** 1 for the first in line. */
  position: z.number().int(),
  /** Until when a place is held for her; null while she waits. */
  offerUntil: instant.nullable(),
  createdAt: instant,
});
export type WaitingEntry = z.infer<typeof waitingEntrySchema>;

/** As the owner sees it: the person too. */
export const adminWaitingEntrySchema = waitingEntrySchema.extend({
  person: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
});
export type AdminWaitingEntry = z.infer<typeof adminWaitingEntrySchema>;

/** People per page of an item's waiting list in the admin. */
export const WAITING_PAGE_SIZE = 100;

/**
 * GET /admin/waiting-list: one item's list (a course's list is that of its current date, or of `courseDate`), a
 * page at a time.
 */
export const waitingListQuerySchema = waitingJoinSchema.extend({
  courseDate: z.iso.date({ error: messages.purchase.listQueryInvalid }).optional(),
  page: z.coerce
    .number({ error: messages.purchase.listQueryInvalid })
    .int({ error: messages.purchase.listQueryInvalid })
    .min(1, { error: messages.purchase.listQueryInvalid })
    .max(100_000, { error: messages.purchase.listQueryInvalid })
    .default(1),
});
export type WaitingListQuery = z.output<typeof waitingListQuerySchema>;
