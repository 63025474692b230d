import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  moduleCompletion,
  watchedToEnd,
  type AttendanceRow,
  type MyAttendance,
  type TrainingSettings,
} from '@constelaciones/contract';
import type { Db } from '../../db/client';
import { attendance, moduleProgress, modules, purchases } from '../../db/schema';

/** A module purchase with its attendance and where its buyer left the module: what the rule reads. */
const recordColumns = {
  purchase: purchases,
  hours: attendance.hours,
  override: attendance.override,
  note: attendance.note,
  watchedAt: attendance.watchedAt,
  recordedAt: attendance.updatedAt,
  seconds: moduleProgress.seconds,
  duration: moduleProgress.duration,
};

type FlatRecord = {
  purchase: typeof purchases.$inferSelect;
  hours: number[] | null;
  override: boolean | null;
  note: string | null;
  watchedAt: Date | null;
  recordedAt: Date | null;
  seconds: number | null;
  duration: number | null;
};

/** The record as the rule reads it: its attendance null until one was written, its position null until saved. */
const nested = <R extends FlatRecord>({
  hours,
  override,
  note,
  watchedAt,
  recordedAt,
  seconds,
  duration,
  ...rest
}: R) => ({
  ...rest,
  attendance: recordedAt === null ? null : { hours, override, note: note ?? '', watchedAt },
  progress: seconds === null ? null : { seconds, duration },
});

export type AttendanceRecord = ReturnType<typeof nested<FlatRecord>>;

/** The paid purchases of modules, each with its attendance and its buyer's position. */
const paidModulePurchases = (db: Db) =>
  db
    .select(recordColumns)
    .from(purchases)
    .leftJoin(attendance, eq(attendance.purchaseId, purchases.id))
    .leftJoin(
      moduleProgress,
      and(eq(moduleProgress.userId, purchases.userId), eq(moduleProgress.moduleId, purchases.inscriptionId)),
    );

const isPaidModule = and(eq(purchases.inscriptionModel, 'Module'), eq(purchases.state, 'paid'));

/** What the rule says of one record under the settings. */
export function completionOf(
  record: AttendanceRecord,
  settings: TrainingSettings,
  typeModule = record.purchase.typeModule,
) {
  const watched =
    record.attendance?.watchedAt != null ||
    (record.progress !== null && watchedToEnd(record.progress.seconds, record.progress.duration));
  const completion = moduleCompletion({
    typeModule: typeModule ?? 'sincronico',
    settings,
    present: record.attendance?.hours ?? null,
    watched,
    override: record.attendance?.override ?? null,
  });
  return { ...completion, watched };
}

/** A student of a module's sheet: `finished` is the purchase's (the one source), the rest the rule's. */
export function toAttendanceRow(record: AttendanceRecord, settings: TrainingSettings): AttendanceRow {
  const { purchase } = record;
  const { watched, ...completion } = completionOf(record, settings);
  return {
    purchase: purchase.id,
    firstName: purchase.firstName,
    lastName: purchase.lastName,
    email: purchase.email,
    hours: settings.dayHours.map((day, i) => Math.min(day, record.attendance?.hours?.[i] ?? day)),
    recorded: record.attendance?.hours != null,
    watched,
    override: record.attendance?.override ?? null,
    note: record.attendance?.note ?? '',
    ...completion,
    finished: purchase.finish,
  };
}

export function attendanceRepository(db: Db) {
  return {
    /** Every paid purchase of a module, by surname and name (the sheet's order). */
    records: async (moduleId: string) =>
      (
        await paidModulePurchases(db)
          .where(and(isPaidModule, eq(purchases.inscriptionId, moduleId)))
          .orderBy(asc(purchases.lastName), asc(purchases.firstName), asc(purchases.id))
      ).map(nested),

    /** The given purchases, locked for the transaction that changes them. */
    lockedRecords: async (purchaseIds: string[]) =>
      (
        await paidModulePurchases(db)
          .where(and(isPaidModule, inArray(purchases.id, purchaseIds)))
          .for('update', { of: purchases })
      ).map(nested),

    /** A person's paid module purchases, with their module's number and date. */
    async mine(userId: string, settings: TrainingSettings): Promise<MyAttendance[]> {
      const records = await db
        .select({
          ...recordColumns,
          module: { number: modules.number, date: modules.date, type: modules.typeModule },
        })
        .from(purchases)
        .innerJoin(modules, eq(modules.id, purchases.inscriptionId))
        .leftJoin(attendance, eq(attendance.purchaseId, purchases.id))
        .leftJoin(
          moduleProgress,
          and(
            eq(moduleProgress.userId, purchases.userId),
            eq(moduleProgress.moduleId, purchases.inscriptionId),
          ),
        )
        .where(and(isPaidModule, eq(purchases.userId, userId)))
        .orderBy(asc(modules.typeModule), asc(modules.number), asc(sql`${purchases.createdAt}`));
      const total = settings.dayHours.reduce((sum, hours) => sum + hours, 0);
      const list = records.map((flat): MyAttendance => {
        const record = nested(flat);
        const { watched: _watched, ...completion } = completionOf(record, settings, record.module.type);
        return {
          module: record.purchase.inscriptionId,
          title: record.purchase.inscriptionTitle,
          number: record.module.number,
          typeModule: record.module.type,
          date: record.module.date?.toISOString() ?? null,
          moduleHours: record.module.type === 'sincronico' ? total : 0,
          allowedMissedHours: settings.allowedMissedHours,
          recorded: record.attendance?.hours != null,
          current: false,
          ...completion,
          finished: record.purchase.finish,
        };
      });
      // The module she is in now: her first unfinished live one by date (one with no date yet last).
      const current = list
        .filter((entry) => entry.typeModule === 'sincronico' && !entry.finished)
        .sort((a, b) => (a.date ?? '9999').localeCompare(b.date ?? '9999'))[0];
      if (current) current.current = true;
      return list;
    },
  };
}
