import { and, eq, isNull, or, sql, gt, type SQL } from 'drizzle-orm';
import { placesMessages, type InscriptionModel } from '@constelaciones/contract';
import type { Db } from '../../db/client';
import { purchases, waitingList } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import type { JobQueue } from '../../lib/jobs';

/*
 * Places (docs/decisions/060-places-and-waiting-list.md): an item with a 'Cupo' takes as many people as it
 * says. A place is held by a paid purchase, by a pending one within its deadline, and by an open offer from
 * the waiting list; the people waiting without an offer come before anyone else, so a freed place goes to the
 * first in line. Every decision on an item's places runs under its advisory lock, so two enrolments for its
 * last place take turns.
 */

/** What places count for: an activity, a live module, or a workshop course on one date. */
export interface PlaceItem {
  inscriptionModel: InscriptionModel;
  inscriptionId: string;
  /** Courses only: places count per course and date. */
  courseDate: string | null;
}

/** The job kind that offers an item's free places to its waiting list (and ends an offer nobody used). */
export const OFFER_PLACES = 'places';

export const sameItem = (table: typeof purchases | typeof waitingList, item: PlaceItem): SQL =>
  and(
    eq(table.inscriptionModel, item.inscriptionModel),
    eq(table.inscriptionId, item.inscriptionId),
    item.courseDate === null ? isNull(table.courseDate) : eq(table.courseDate, item.courseDate),
  )!;

/** Waits for the item's lock, held until the transaction ends. */
export async function lockItem(tx: Db, item: PlaceItem): Promise<void> {
  const key = `places:${item.inscriptionModel}:${item.inscriptionId}:${item.courseDate ?? ''}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/** Who holds or waits for the item's places at `now`. */
export async function placeCounts(db: Db, item: PlaceItem, now: Date) {
  const [held] = await db
    // One place per person: her pending purchases for another way to pay are one enrolment.
    .select({
      count: sql<number>`count(distinct coalesce(${purchases.userId}, ${purchases.id}))`.mapWith(Number),
    })
    .from(purchases)
    .where(
      and(
        sameItem(purchases, item),
        or(
          eq(purchases.state, 'paid'),
          and(eq(purchases.state, 'pending'), or(isNull(purchases.deadline), gt(purchases.deadline, now))),
        ),
      ),
    );
  const [waiting] = await db
    .select({
      offers: sql<number>`count(*) filter (where ${waitingList.offerUntil} > ${now})`.mapWith(Number),
      waiting: sql<number>`count(*) filter (where ${waitingList.offerUntil} is null)`.mapWith(Number),
    })
    .from(waitingList)
    .where(sameItem(waitingList, item));
  return { purchases: held!.count, offers: waiting!.offers, waiting: waiting!.waiting };
}

/**
 * The places anyone may still take: the capacity less the places held and the people waiting for one (never
 * below 0); null without a capacity.
 */
export async function placesLeft(
  db: Db,
  item: PlaceItem,
  capacity: number | null,
  now: Date,
): Promise<number | null> {
  if (capacity === null) return null;
  const counts = await placeCounts(db, item, now);
  return Math.max(0, capacity - counts.purchases - counts.offers - counts.waiting);
}

/**
 * Called in the transaction of a change that may free a place (a purchase that expires, is deleted or
 * refunded, a capacity raised, an offer given up): a job, run once that commits, offers the item's free
 * places to its list.
 */
export async function placesMayHaveFreed(tx: Db, jobs: Pick<JobQueue, 'add'>, item: PlaceItem) {
  const { inscriptionModel, inscriptionId, courseDate } = item;
  await jobs.add(tx, OFFER_PLACES, {
    key: `places:${crypto.randomUUID()}`,
    payload: { inscriptionModel, inscriptionId, courseDate },
  });
}

/**
 * Whether the person may take a place of the item: 409 with 'No quedan lugares…' when none is left for her. A
 * place offered to her from the waiting list is hers while the offer holds. Returns her waiting-list entry,
 * if any.
 */
export async function refuseWhenFull(
  db: Db,
  item: PlaceItem,
  capacity: number | null,
  userId: string,
  now: Date,
): Promise<typeof waitingList.$inferSelect | undefined> {
  const [entry] = await db
    .select()
    .from(waitingList)
    .where(and(sameItem(waitingList, item), eq(waitingList.userId, userId)));
  if (entry?.offerUntil && entry.offerUntil > now) return entry;
  const left = await placesLeft(db, item, capacity, now);
  if (left !== null && left <= 0) throw new HttpError(409, placesMessages.fullRefusal);
  return entry;
}

/**
 * After the owner's edit of an item's 'Cupo': more places (or no limit any more) may be offered to its
 * waiting list, in the edit's transaction.
 */
export async function capacityEdited(
  tx: Db,
  jobs: Pick<JobQueue, 'add'>,
  item: PlaceItem,
  before: number | null,
  after: number | null,
): Promise<void> {
  if (before !== null && (after === null || after > before)) await placesMayHaveFreed(tx, jobs, item);
}
