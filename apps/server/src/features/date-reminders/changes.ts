import { and, eq, type SQL } from 'drizzle-orm';
import type { InscriptionModel } from '@constelaciones/contract';
import type { Db } from '../../db/client';
import { purchases } from '../../db/schema';
import type { Dependencies } from '../../platform/dependencies';
import { moveCourseDate } from '../purchases';
import { moveCourseList } from '../waiting-list';
import { dateChangedMail } from './emails';
import { enrolledDates } from './enrolled';

export type DateChangeDependencies = Pick<Dependencies, 'config' | 'database' | 'mail' | 'sender'>;

/** The purchases of one item (of a workshop, those of one bought date). */
export const purchasesOf = (model: InscriptionModel, id: string, courseDate?: string): SQL =>
  and(
    eq(purchases.inscriptionModel, model),
    eq(purchases.inscriptionId, id),
    courseDate === undefined ? undefined : eq(purchases.courseDate, courseDate),
  )!;

/** How many paid or pending students of the picked purchases have their date still ahead. */
export async function enrolledAhead(db: Db, where: SQL, now = new Date()): Promise<number> {
  const found = await enrolledDates(db, where);
  return found.filter(({ enrolled }) => Date.parse(enrolled.date.start) > now.getTime()).length;
}

/**
 * 'Avisar a los inscriptos': in `tx`, the transaction of the owner's edit (after it wrote the new
 * date), each paid or pending student of the picked purchases whose new date is ahead gets one e-mail with
 * the old date (`before`, an instant), the new one and the new `.ics`. Pending ones too: they would pay for a
 * date that is no longer the one they chose. Says how many.
 */
export async function noticeDateChange(
  deps: DateChangeDependencies,
  tx: Db,
  where: SQL,
  before: string,
  now = new Date(),
): Promise<number> {
  const found = await enrolledDates(tx, where);
  const ahead = found.filter(({ enrolled }) => Date.parse(enrolled.date.start) > now.getTime());
  if (ahead.length === 0) return 0;
  const site = await deps.sender.site(tx);
  await deps.mail.enqueue(tx, ...ahead.map(({ enrolled }) => dateChangedMail(site, enrolled, before, now)));
  return ahead.length;
}

/**
 * A workshop's date that moves takes its enrolments along (docs/decisions/061-date-reminders.md): the paid
 * and pending purchases of the old date, while it is still ahead, are for the new one, and so is its waiting
 * list (docs/decisions/060-places-and-waiting-list.md). A new date set after the old one passed is a new
 * edition: nothing moves.
 */
export async function moveCourseEnrolments(
  tx: Db,
  courseId: string,
  from: string,
  to: string,
): Promise<void> {
  await moveCourseDate(tx, courseId, from, to);
  await moveCourseList(tx, courseId, from, to);
}
