import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  courseStart,
  purchaseDateEnds,
  purchaseSchedule,
  type PurchaseDate,
  type InscriptionModel,
} from '@constelaciones/contract';
import type { Db } from '../../db/client';
import { activities, courses, modules, purchases } from '../../db/schema';
import type { SessionUser } from '../../platform/sessions';
import type { PurchaseRow } from './repository';

/** When and where a bought item happens; null when it has no date to attend (a recorded module). */
export interface ItemDate {
  start: string;
  location: string;
  /** Held in the online room, whose link stays behind login. */
  online: boolean;
}

/** The dates of the bought items of each kind, by item id (a course's also by its date). */
export async function itemDates(
  db: Db,
  rows: Pick<PurchaseRow, 'inscriptionModel' | 'inscriptionId' | 'courseDate'>[],
) {
  const ids = (model: InscriptionModel) =>
    rows.filter((row) => row.inscriptionModel === model).map((row) => row.inscriptionId);
  const [activityRows, courseRows, moduleRows] = await Promise.all([
    db
      .select()
      .from(activities)
      .where(inArray(activities.id, ids('Activity'))),
    db
      .select()
      .from(courses)
      .where(inArray(courses.id, ids('Course'))),
    db
      .select()
      .from(modules)
      .where(inArray(modules.id, ids('Module'))),
  ]);
  return (row: Pick<PurchaseRow, 'inscriptionModel' | 'inscriptionId' | 'courseDate'>): ItemDate | null => {
    if (row.inscriptionModel === 'Activity') {
      const activity = activityRows.find((item) => item.id === row.inscriptionId);
      if (!activity) return null;
      const place = [activity.modality, activity.city.trim()].filter(Boolean).join(', ');
      return { start: activity.day.toISOString(), location: place, online: activity.modality === 'Virtual' };
    }
    if (row.inscriptionModel === 'Course') {
      const course = courseRows.find((item) => item.id === row.inscriptionId);
      if (!course || !row.courseDate) return null;
      const online = course.slug === 'talleres-virtuales';
      return {
        start: courseStart(row.courseDate, course.hour),
        location: online ? 'En línea' : 'Presencial',
        online,
      };
    }
    const module = moduleRows.find((item) => item.id === row.inscriptionId);
    // A recorded module is watched any time: only a live one has a date.
    if (!module?.date || module.typeModule !== 'sincronico') return null;
    return { start: module.date.toISOString(), location: 'En línea', online: true };
  };
}

/**
 * The dates ahead of a student's purchases that hold or await a place (paid or pending), soonest first, once
 * per item: a paid purchase wins over pending ones for the same item and date
 * (docs/decisions/031-students-area.md).
 */
export async function purchaseDates(db: Db, user: SessionUser, now: Date): Promise<PurchaseDate[]> {
  const rows = await db
    .select()
    .from(purchases)
    .where(and(eq(purchases.userId, user.id), inArray(purchases.state, ['paid', 'pending'])))
    .orderBy(desc(purchases.pay), desc(purchases.createdAt));
  const dateOf = await itemDates(db, rows);
  const seen = new Set<string>();
  const dates: PurchaseDate[] = [];
  for (const row of rows) {
    const item = `${row.inscriptionModel}:${row.inscriptionId}:${row.courseDate ?? ''}`;
    const when = dateOf(row);
    if (!when || seen.has(item)) continue;
    seen.add(item);
    const date = purchaseDateOf(row, when);
    if (purchaseDateEnds(date) > now.getTime()) dates.push(date);
  }
  return dates.sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}

/** A purchase's date as the calendar file and the agenda of 'Mi Perfil' show it. */
export const purchaseDateOf = (
  row: Pick<PurchaseRow, 'id' | 'inscriptionTitle' | 'inscriptionModel' | 'reference'>,
  when: ItemDate,
): PurchaseDate => ({
  purchase: row.id,
  title: row.inscriptionTitle,
  ...purchaseSchedule(row.inscriptionModel, when.start),
  location: when.location,
  reference: row.reference,
});
