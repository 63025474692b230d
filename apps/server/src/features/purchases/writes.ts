import { and, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { purchases } from '../../db/schema';
import type { PurchaseRow } from './repository';

/*
 * The changes to a purchase row that are not payment transitions (transitions.ts), named for the features that
 * make them inside their own transactions: only the purchases feature writes the table.
 */

/** Who holds or awaits a place: paid, and pending (a pending student would pay for the date she knew). */
export const HOLDING_STATES = ['paid', 'pending'] as const;

/** Sets `finish`, the one 'finished' every list reads (attendance's rule, or the owner's word). */
export async function markFinished(tx: Db, id: string, finish: boolean): Promise<PurchaseRow | undefined> {
  const [row] = await tx.update(purchases).set({ finish }).where(eq(purchases.id, id)).returning();
  return row;
}

/** The paid and pending purchases of a workshop's date `from` are for its date `to` now. */
export async function moveCourseDate(tx: Db, courseId: string, from: string, to: string): Promise<void> {
  await tx
    .update(purchases)
    .set({ courseDate: to })
    .where(
      and(
        eq(purchases.inscriptionModel, 'Course'),
        eq(purchases.inscriptionId, courseId),
        eq(purchases.courseDate, from),
        inArray(purchases.state, [...HOLDING_STATES]),
      ),
    );
}

/**
 * The pending transfers whose deadline falls after `now` and by `until`, never reminded before: flagged as reminded
 * at `now` in the same statement, so each one's reminder goes once. Returns them.
 */
export function flagTransferReminders(tx: Db, now: Date, until: Date): Promise<PurchaseRow[]> {
  return tx
    .update(purchases)
    .set({ reminderSentAt: now })
    .where(
      and(
        eq(purchases.state, 'pending'),
        eq(purchases.wayToPay, 'transfer'),
        gt(purchases.deadline, now),
        lte(purchases.deadline, until),
        isNull(purchases.reminderSentAt),
      ),
    )
    .returning();
}
