import { and, eq, notExists, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities, courses, waitingList } from '../../db/schema';

/* What the owner's changes to the items do to their waiting lists, in the transactions that make them. */

/**
 * The waiting lists of items that no longer exist go with them, in the transaction that deletes them (an activity
 * or a course deleted, the demo content removed): nobody keeps a place in line for nothing.
 */
export async function dropListsOfRemovedItems(tx: Db): Promise<void> {
  const missing = (table: typeof activities | typeof courses) =>
    notExists(tx.select({ id: table.id }).from(table).where(eq(table.id, waitingList.inscriptionId)));
  await tx
    .delete(waitingList)
    .where(
      or(
        and(eq(waitingList.inscriptionModel, 'Activity'), missing(activities)),
        and(eq(waitingList.inscriptionModel, 'Course'), missing(courses)),
      ),
    );
}

/** A workshop's date that moves takes its waiting list along: those waiting for `from` wait for `to` now. */
export async function moveCourseList(tx: Db, courseId: string, from: string, to: string): Promise<void> {
  await tx
    .update(waitingList)
    .set({ courseDate: to })
    .where(
      and(
        eq(waitingList.inscriptionModel, 'Course'),
        eq(waitingList.inscriptionId, courseId),
        eq(waitingList.courseDate, from),
      ),
    );
}
