import { eq } from 'drizzle-orm';
import {
  attendanceMessages,
  watchedToEnd,
  type AttendanceOverrideOutput,
  type AttendanceSaveOutput,
  type AttendanceSheet,
  type TrainingSettings,
  type TrainingSettingsEditOutput,
} from '@constelaciones/contract';
import type { Db } from '../../db/client';
import { attendance, modules, trainingSettings } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { auditedWrites, type Actor, type AuditedChange } from '../../platform/audited-write';
import type { SessionUser } from '../../platform/sessions';
import type { Dependencies } from '../../platform/dependencies';
import { type PurchaseRow, markFinished } from '../purchases';
import { attendanceCsv } from './export';
import { attendanceRepository, completionOf, toAttendanceRow, type AttendanceRecord } from './repository';
import { readTrainingSettings } from './settings';

type AttendanceValues = Partial<
  Pick<typeof attendance.$inferInsert, 'hours' | 'override' | 'note' | 'watchedAt'>
>;

/** What an audit entry keeps of a purchase's attendance. */
const snapshotOf = (record: AttendanceRecord) => ({
  hours: record.attendance?.hours ?? null,
  override: record.attendance?.override ?? null,
  note: record.attendance?.note ?? '',
  watched: record.attendance?.watchedAt != null,
  finish: record.purchase.finish,
});

/**
 * Writes a purchase's attendance and then what the rule concludes to `purchases.finish`, in the caller's
 * transaction: the one source of 'finished' that 'Formación Finalizada' and every list read. Returns the
 * audit entry (entity 'attendance', the purchase's id) when something changed.
 */
export async function recordAttendance(
  tx: Db,
  record: AttendanceRecord,
  values: AttendanceValues,
  settings: TrainingSettings,
): Promise<AuditedChange | undefined> {
  const [saved] = await tx
    .insert(attendance)
    .values({ purchaseId: record.purchase.id, ...values })
    .onConflictDoUpdate({ target: attendance.purchaseId, set: { ...values, updatedAt: new Date() } })
    .returning();
  const next: AttendanceRecord = {
    ...record,
    attendance: {
      hours: saved!.hours,
      override: saved!.override,
      note: saved!.note,
      watchedAt: saved!.watchedAt,
    },
  };
  const { finished } = completionOf(next, settings);
  if (finished !== record.purchase.finish) {
    await markFinished(tx, record.purchase.id, finished);
    next.purchase = { ...record.purchase, finish: finished };
  }
  const before = snapshotOf(record);
  const after = snapshotOf(next);
  if (JSON.stringify(before) === JSON.stringify(after)) return undefined;
  return { action: 'update', entity: 'attendance', entityId: record.purchase.id, before, after };
}

/** What 'Finalizó' says when the owner changes it on the purchase's own page without a note. */
export const HAND_NOTE = 'Cambiado en la ficha de la inscripción';

/**
 * The owner's 'Finalizó' on a module purchase's page (`purchases.edit`, which sets `finish` itself): recorded
 * as her override of the rule, so the sheet shows it and a later sheet save keeps it.
 */
export async function overrideByHand(
  tx: Db,
  purchase: PurchaseRow,
  finished: boolean,
  note = '',
): Promise<AuditedChange> {
  const [before] = await tx.select().from(attendance).where(eq(attendance.purchaseId, purchase.id));
  const values = { override: finished, note: note || HAND_NOTE };
  await tx
    .insert(attendance)
    .values({ purchaseId: purchase.id, ...values })
    .onConflictDoUpdate({ target: attendance.purchaseId, set: { ...values, updatedAt: new Date() } });
  return {
    action: 'update',
    entity: 'attendance',
    entityId: purchase.id,
    before: { override: before?.override ?? null, note: before?.note ?? '', finish: purchase.finish },
    after: { ...values, finish: finished },
  };
}

/**
 * Attendance in hours: the training's settings, each module's sheet, the owner's override, and each
 * student's view. Every change is one audited write that sets or unsets `finish` by the rule.
 */
export function attendanceService(deps: Pick<Dependencies, 'database' | 'images' | 'catalog'>) {
  const { db } = deps.database;
  const write = auditedWrites(deps);
  const repository = attendanceRepository(db);

  async function findModule(id: string) {
    const [module] = await db.select().from(modules).where(eq(modules.id, id)).limit(1);
    if (!module) throw notFound();
    return module;
  }

  async function sheet(moduleId: string): Promise<AttendanceSheet> {
    const module = await findModule(moduleId);
    const [settings, records] = await Promise.all([readTrainingSettings(db), repository.records(module.id)]);
    return {
      module: {
        _id: module.id,
        title: module.title,
        number: module.number,
        typeModule: module.typeModule,
        date: module.date?.toISOString() ?? null,
      },
      settings,
      rows: records.map((record) => toAttendanceRow(record, settings)),
    };
  }

  return {
    settings: () => readTrainingSettings(db),

    updateSettings(actor: Actor, input: TrainingSettingsEditOutput): Promise<TrainingSettings> {
      return write({
        actor,
        entity: 'training-settings',
        async apply(tx) {
          const before = await readTrainingSettings(tx);
          const [row] = await tx
            .insert(trainingSettings)
            .values({ id: 1, ...input })
            .onConflictDoUpdate({ target: trainingSettings.id, set: { ...input, updatedAt: new Date() } })
            .returning();
          const after = { dayHours: row!.dayHours, allowedMissedHours: row!.allowedMissedHours };
          return { result: after, change: { action: 'update', entityId: null, before, after } };
        },
      });
    },

    sheet,

    /**
     * The owner's sheet saved: each row's hours, checked against the settings, `finish` following the rule.
     */
    async save(actor: Actor, moduleId: string, input: AttendanceSaveOutput): Promise<AttendanceSheet> {
      const module = await findModule(moduleId);
      if (module.typeModule !== 'sincronico') throw badRequest(attendanceMessages.notLive);
      const settings = await readTrainingSettings(db);
      for (const row of input.rows) {
        if (row.hours.length !== settings.dayHours.length) throw badRequest(attendanceMessages.daysInvalid);
        row.hours.forEach((hours, i) => {
          if (hours > settings.dayHours[i]!)
            throw badRequest(attendanceMessages.hoursInvalid(settings.dayHours[i]!));
        });
      }
      await write({
        actor,
        entity: 'attendance',
        async apply(tx) {
          const ids = [...new Set(input.rows.map((row) => row.purchase))];
          const records = await attendanceRepository(tx).lockedRecords(ids);
          if (
            records.length !== ids.length ||
            records.some((record) => record.purchase.inscriptionId !== module.id)
          ) {
            throw badRequest(attendanceMessages.notInModule);
          }
          const changes: AuditedChange[] = [];
          for (const row of input.rows) {
            const record = records.find((candidate) => candidate.purchase.id === row.purchase)!;
            const change = await recordAttendance(tx, record, { hours: row.hours }, settings);
            if (change) changes.push(change);
          }
          return { result: undefined, change: changes };
        },
      });
      return sheet(module.id);
    },

    /**
     * The owner's word over the rule for one paid module purchase, with its reason; null gives it back to the
     * rule.
     */
    async override(
      actor: Actor,
      purchaseId: string,
      input: AttendanceOverrideOutput,
    ): Promise<AttendanceSheet> {
      const settings = await readTrainingSettings(db);
      const moduleId = await write({
        actor,
        entity: 'attendance',
        async apply(tx) {
          const [record] = await attendanceRepository(tx).lockedRecords([purchaseId]);
          if (!record) throw badRequest(attendanceMessages.notModulePurchase);
          const change = await recordAttendance(
            tx,
            record,
            { override: input.finished, note: input.finished === null ? '' : input.note },
            settings,
          );
          return { result: record.purchase.inscriptionId, ...(change && { change }) };
        },
      });
      return sheet(moduleId);
    },

    async csv(moduleId: string) {
      return attendanceCsv(await sheet(moduleId));
    },

    async mine(user: SessionUser) {
      return repository.mine(user.id, await readTrainingSettings(db));
    },

    /**
     * A recorded module's saved position reached its end: each paid purchase of it by this person that is not
     * finished (and that the owner did not mark unfinished) becomes finished, audited with her as the actor.
     * Called on every save of the player, so it reads first and writes only when there is something to
     * finish.
     */
    async positionSaved(user: SessionUser, moduleId: string, seconds: number, duration: number | null) {
      if (!watchedToEnd(seconds, duration)) return;
      const pending = (await repository.records(moduleId)).filter(
        (record) =>
          record.purchase.userId === user.id &&
          record.purchase.typeModule === 'asincronico' &&
          record.attendance?.watchedAt == null,
      );
      if (pending.length === 0) return;
      const settings = await readTrainingSettings(db);
      await write({
        actor: user,
        entity: 'attendance',
        async apply(tx) {
          const records = await attendanceRepository(tx).lockedRecords(
            pending.map((record) => record.purchase.id),
          );
          const changes: AuditedChange[] = [];
          for (const record of records) {
            if (record.attendance?.watchedAt != null) continue;
            const change = await recordAttendance(tx, record, { watchedAt: new Date() }, settings);
            if (change) changes.push(change);
          }
          return { result: undefined, change: changes };
        },
      });
    },
  };
}

export type AttendanceService = ReturnType<typeof attendanceService>;
