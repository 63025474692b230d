import { and, asc, count, eq, gt, isNull, lte, sql, type SQL } from 'drizzle-orm';
import {
  placesMessages,
  type AdminWaitingEntry,
  type WaitingEntry,
  type WaitingJoin,
  type WaitingListQuery,
  WAITING_PAGE_SIZE,
} from '@constelaciones/contract';
import type { Db } from '../../db/client';
import { courses, users, waitingList } from '../../db/schema';
import { HttpError, notFound } from '../../lib/errors';
import type { JobRow } from '../../lib/jobs';
import { auditedWrites, type Actor, type AuditedChange } from '../../platform/audited-write';
import type { SessionUser } from '../../platform/sessions';
import { purchasableItem, pendingPurchasesOf, readPaymentSettings } from '../purchases';
import type { Dependencies } from '../../platform/dependencies';
import {
  lockItem,
  OFFER_PLACES,
  placeCounts,
  placesLeft,
  placesMayHaveFreed,
  sameItem,
  type PlaceItem,
} from '../capacity';
import { placeOfferMail } from './emails';

export type WaitingListDependencies = Pick<
  Dependencies,
  'database' | 'images' | 'catalog' | 'mail' | 'config' | 'jobs' | 'sender'
>;

type EntryRow = typeof waitingList.$inferSelect;
const HOUR_MS = 60 * 60 * 1000;

const itemOf = (row: PlaceItem): PlaceItem => ({
  inscriptionModel: row.inscriptionModel,
  inscriptionId: row.inscriptionId,
  courseDate: row.courseDate,
});

/** 1 for the first in line: those of the same item who joined before (the outer row named in full). */
const position = sql<number>`(select count(*) + 1 from waiting_list as earlier
  where earlier.inscription_model = waiting_list.inscription_model
    and earlier.inscription_id = waiting_list.inscription_id
    and earlier.course_date is not distinct from waiting_list.course_date
    and (earlier.created_at, earlier.id) < (waiting_list.created_at, waiting_list.id))`.mapWith(Number);

const toEntry = (row: EntryRow, place: number): WaitingEntry => ({
  _id: row.id,
  inscription: { _id: row.inscriptionId, title: row.inscriptionTitle },
  inscriptionModel: row.inscriptionModel,
  courseDate: row.courseDate,
  position: place,
  offerUntil: row.offerUntil?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** A person's entries, each with its position in its item's list, in the order she joined them. */
export async function waitingEntriesOf(db: Db, userId: string): Promise<WaitingEntry[]> {
  const rows = await db
    .select({ row: waitingList, position })
    .from(waitingList)
    .where(eq(waitingList.userId, userId))
    .orderBy(asc(waitingList.createdAt), asc(waitingList.id));
  return rows.map(({ row, position: place }) => toEntry(row, place));
}

/** The places held for someone of a waiting list whose offer is not over at `now` (waiting_list_offer_idx). */
export async function countOpenOffers(db: Db, now: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(waitingList).where(gt(waitingList.offerUntil, now));
  return row!.n;
}

/** The entry's audit record: who waits for what. */
const audited = (row: EntryRow) => ({ ...toEntry(row, 0), userId: row.userId });

/** Where the item's enrol button is, relative to the site. */
async function itemPath(db: Db, item: PlaceItem): Promise<string> {
  if (item.inscriptionModel === 'Activity') return `/calendario/${item.inscriptionId}`;
  if (item.inscriptionModel === 'Module') return '/NCFA/modulos-en-directo';
  const [course] = await db
    .select({ slug: courses.slug })
    .from(courses)
    .where(eq(courses.id, item.inscriptionId));
  return `/${course?.slug ?? ''}`;
}

/**
 * The waiting lists of full items (docs/decisions/060-places-and-waiting-list.md): a student joins and
 * leaves, the owner removes and offers; the job OFFER_PLACES offers freed places in order and ends the offers
 * nobody used. Every change is audited as 'waiting-list' and decided under the item's lock.
 */
export function waitingListService(deps: WaitingListDependencies) {
  const { db } = deps.database;
  const write = auditedWrites(deps);

  /** Holds a place for `entry` until `offerUntil`: the e-mail, and the job that ends the offer then. */
  async function offer(tx: Db, entry: EntryRow, now: Date): Promise<AuditedChange> {
    const { offerHours } = await readPaymentSettings(tx);
    const offerUntil = new Date(now.getTime() + offerHours * HOUR_MS);
    const [after] = await tx
      .update(waitingList)
      .set({ offerUntil })
      .where(eq(waitingList.id, entry.id))
      .returning();
    const [person] = await tx.select().from(users).where(eq(users.id, entry.userId));
    const item = itemOf(entry);
    const site = await deps.sender.site(tx);
    await deps.mail.enqueue(
      tx,
      placeOfferMail(site, {
        email: person!.email,
        firstName: person!.firstName,
        title: entry.inscriptionTitle,
        courseDate: entry.courseDate,
        path: await itemPath(tx, item),
        offerUntil,
      }),
    );
    await deps.jobs.add(tx, OFFER_PLACES, {
      key: `offer:${entry.id}:${offerUntil.getTime()}`,
      payload: item,
      runAt: offerUntil,
    });
    return { action: 'update', entityId: entry.id, before: audited(entry), after: audited(after!) };
  }

  /** Deletes an entry (left, removed); a place it held passes on. */
  function remove(actor: Actor, id: string, userId?: string): Promise<void> {
    return write({
      actor,
      entity: 'waiting-list',
      async apply(tx) {
        const [row] = await tx
          .delete(waitingList)
          .where(and(eq(waitingList.id, id), userId ? eq(waitingList.userId, userId) : undefined))
          .returning();
        if (!row) throw notFound(placesMessages.entryNotFound);
        if (row.offerUntil) await placesMayHaveFreed(tx, deps.jobs, itemOf(row));
        return { result: undefined, change: { action: 'delete', entityId: id, before: audited(row) } };
      },
    });
  }

  /** A person's entries (or one), each with its position in its item's list. */
  const entriesWhere = (where: SQL) =>
    db
      .select({ row: waitingList, position })
      .from(waitingList)
      .where(where)
      .orderBy(asc(waitingList.createdAt), asc(waitingList.id));

  return {
    /** 'Mis Cursos': the caller's lists and her place in each. */
    mine: (user: SessionUser): Promise<WaitingEntry[]> => waitingEntriesOf(db, user.id),

    /**
     * One page of an item's list for the owner (a course's is that of its current date, or of the date
     * asked), and its length.
     */
    async list(input: WaitingListQuery): Promise<{ entries: AdminWaitingEntry[]; total: number }> {
      let courseDate: string | null = null;
      if (input.inscriptionModel === 'Course' && input.courseDate) {
        courseDate = input.courseDate;
      } else if (input.inscriptionModel === 'Course') {
        const [course] = await db.select().from(courses).where(eq(courses.id, input.inscription));
        courseDate = course?.day ?? null;
      }
      const item = { inscriptionModel: input.inscriptionModel, inscriptionId: input.inscription, courseDate };
      // A page of the list, in order: each one's position is the page's start plus her place on it.
      const skip = (input.page - 1) * WAITING_PAGE_SIZE;
      const [rows, [counted]] = await Promise.all([
        db
          .select({ row: waitingList, person: users })
          .from(waitingList)
          .innerJoin(users, eq(users.id, waitingList.userId))
          .where(sameItem(waitingList, item))
          .orderBy(asc(waitingList.createdAt), asc(waitingList.id))
          .limit(WAITING_PAGE_SIZE)
          .offset(skip),
        db.select({ total: count() }).from(waitingList).where(sameItem(waitingList, item)),
      ]);
      const entries = rows.map(({ row, person }, index) => ({
        ...toEntry(row, skip + index + 1),
        person: { firstName: person.firstName, lastName: person.lastName, email: person.email },
      }));
      return { entries, total: counted!.total };
    },

    /**
     * Joins a full item's list: 409 while places remain or when the caller already holds one; joining twice
     * changes nothing.
     */
    async join(user: SessionUser, input: WaitingJoin, now = new Date()): Promise<WaitingEntry> {
      const site = await deps.catalog.site();
      const item = await purchasableItem(db, site.workshops, input.inscriptionModel, input.inscription, now);
      const target = {
        inscriptionModel: input.inscriptionModel,
        inscriptionId: input.inscription,
        courseDate: item.courseDate,
      };
      const row = await write({
        actor: user,
        entity: 'waiting-list',
        async apply(tx) {
          await lockItem(tx, target);
          const [existing] = await tx
            .select()
            .from(waitingList)
            .where(and(sameItem(waitingList, target), eq(waitingList.userId, user.id)));
          if (existing) return { result: existing };
          const held = await pendingPurchasesOf(tx, { ...target, userId: user.id });
          if (held.length > 0) throw new HttpError(409, placesMessages.alreadyHolding);
          const left = await placesLeft(tx, target, item.capacity, now);
          if (left === null || left > 0) throw new HttpError(409, placesMessages.notFull);
          const [inserted] = await tx
            .insert(waitingList)
            .values({ ...target, userId: user.id, inscriptionTitle: item.title })
            .returning();
          return {
            result: inserted!,
            change: { action: 'create', entityId: inserted!.id, after: audited(inserted!) },
          };
        },
      });
      const [entry] = await entriesWhere(eq(waitingList.id, row.id));
      return toEntry(entry!.row, entry!.position);
    },

    leave: (user: SessionUser, id: string) => remove(user, id, user.id),
    remove: (actor: Actor, id: string) => remove(actor, id),

    /**
     * The owner's 'Ofrecer lugar': a place held for this person now, full or not, e-mailed as a freed one.
     */
    offerByHand(actor: Actor, id: string, now = new Date()): Promise<void> {
      return write({
        actor,
        entity: 'waiting-list',
        async apply(tx) {
          const [row] = await tx.select().from(waitingList).where(eq(waitingList.id, id));
          if (!row) throw notFound(placesMessages.entryNotFound);
          await lockItem(tx, itemOf(row));
          return { result: undefined, change: await offer(tx, row, now) };
        },
      });
    },

    /**
     * The job OFFER_PLACES for one item, at its turn `now`: the offers that ended unused leave the list, then
     * each place free is offered to the next in line (while the item can still be bought on that date).
     */
    async offerPlaces(item: PlaceItem, now: Date): Promise<void> {
      // Read before the transaction: the cache reads the database, not the transaction.
      const site = await deps.catalog.site();
      await write({
        actor: { id: null },
        entity: 'waiting-list',
        async apply(tx) {
          await lockItem(tx, item);
          const lapsed = await tx
            .delete(waitingList)
            .where(and(sameItem(waitingList, item), lte(waitingList.offerUntil, now)))
            .returning();
          const changes: AuditedChange[] = lapsed.map((row) => ({
            action: 'delete',
            entityId: row.id,
            before: audited(row),
          }));
          const current = await purchasableItem(
            tx,
            site.workshops,
            item.inscriptionModel,
            item.inscriptionId,
            now,
          ).catch(() => undefined);
          if (current && current.courseDate === item.courseDate) {
            const counts = await placeCounts(tx, item, now);
            const free =
              current.capacity === null
                ? counts.waiting
                : current.capacity - counts.purchases - counts.offers;
            if (free > 0) {
              const next = await tx
                .select()
                .from(waitingList)
                .where(and(sameItem(waitingList, item), isNull(waitingList.offerUntil)))
                .orderBy(asc(waitingList.createdAt), asc(waitingList.id))
                .limit(free);
              for (const row of next) changes.push(await offer(tx, row, now));
            }
          }
          return { result: undefined, change: changes };
        },
      });
    },
  };
}

/** The job's turn: when it was due (an offer's end), or now if later. */
export const turnOf = (row: JobRow) => new Date(Math.max(Date.now(), row.runAt.getTime()));
