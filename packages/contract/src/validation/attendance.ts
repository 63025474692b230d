import { z } from 'zod';
import { HOURS_STEP, MAX_DAY_HOURS, MAX_MODULE_DAYS, attendanceMessages } from '../attendance';
import { TEXT_MAX, numberField, optionalText } from './fields';

const { dayHoursSettingInvalid, allowedInvalid, hoursInvalid, daysInvalid, noteRequired } =
  attendanceMessages;

/** A number of hours in halves (3, 3.5), between `min` and `max`. */
const hoursIn = (message: string, min: number, max: number) =>
  z
    .number({ error: message })
    .min(min, { error: message })
    .max(max, { error: message })
    .refine((hours) => Number.isInteger(hours / HOURS_STEP), { error: message });

/** '7 + 7' as the owner types the days of a module (a decimal comma allowed: '3,5 + 3,5'); null when unreadable. */
export function parseDayHours(text: string): number[] | null {
  const parts = text.split('+').map((part) => part.trim().replace(',', '.'));
  if (parts.some((part) => !/^\d+(?:\.\d+)?$/.test(part))) return null;
  return parts.map(Number);
}

/** The days' hours written back as the owner types them: '7 + 7'. */
export const dayHoursText = (dayHours: readonly number[]) =>
  dayHours.map((hours) => String(hours).replace('.', ',')).join(' + ');

/**
 * PUT /admin/training-settings: each live day's hours (the module's hours are their sum; the spec's 7 + 7) and
 * the hours a student may miss in a module (the spec's 3), at most the module's.
 */
export const trainingSettingsEditSchema = z
  .object({
    dayHours: z
      .union(
        [
          z.array(z.number({ error: dayHoursSettingInvalid }), { error: dayHoursSettingInvalid }),
          z
            .string({ error: dayHoursSettingInvalid })
            .max(200, { error: dayHoursSettingInvalid })
            .transform((text, ctx) => {
              const parsed = parseDayHours(text);
              if (parsed) return parsed;
              ctx.addIssue({ code: 'custom', message: dayHoursSettingInvalid });
              return z.NEVER;
            }),
        ],
        { error: dayHoursSettingInvalid },
      )
      .pipe(
        z
          .array(hoursIn(dayHoursSettingInvalid, HOURS_STEP, MAX_DAY_HOURS))
          .min(1, { error: dayHoursSettingInvalid })
          .max(MAX_MODULE_DAYS, { error: dayHoursSettingInvalid }),
      ),
    allowedMissedHours: numberField(allowedInvalid).pipe(
      hoursIn(allowedInvalid, 0, MAX_MODULE_DAYS * MAX_DAY_HOURS),
    ),
  })
  .refine(
    ({ dayHours, allowedMissedHours }) =>
      allowedMissedHours <= dayHours.reduce((sum, hours) => sum + hours, 0),
    { error: allowedInvalid, path: ['allowedMissedHours'] },
  );
export type TrainingSettingsEditInput = z.input<typeof trainingSettingsEditSchema>;
export type TrainingSettingsEditOutput = z.output<typeof trainingSettingsEditSchema>;

/**
 * PUT /admin/attendance/{module}: the hours present per day of each student of the sheet (the server checks each
 * day against the training's settings: the number of days and each day's hours).
 */
export const attendanceSaveSchema = z.object({
  rows: z
    .array(
      z.object({
        purchase: z.uuid({ error: attendanceMessages.notModulePurchase }),
        hours: z
          .array(hoursIn(hoursInvalid(MAX_DAY_HOURS), 0, MAX_DAY_HOURS), { error: daysInvalid })
          .min(1, { error: daysInvalid })
          .max(MAX_MODULE_DAYS, { error: daysInvalid }),
      }),
      { error: daysInvalid },
    )
    .min(1, { error: attendanceMessages.empty })
    .max(1000, { error: daysInvalid }),
});
export type AttendanceSaveInput = z.input<typeof attendanceSaveSchema>;
export type AttendanceSaveOutput = z.output<typeof attendanceSaveSchema>;

/**
 * PUT /admin/attendance/override/{purchase}: the owner's word over the rule, finished or not, with its reason
 * (required); `finished: null` gives the decision back to the rule.
 */
export const attendanceOverrideSchema = z
  .object({
    finished: z.union([z.boolean(), z.null()], { error: noteRequired }),
    note: optionalText(TEXT_MAX.title * 5, { lines: true }),
  })
  .refine(({ finished, note }) => finished === null || note !== '', { error: noteRequired, path: ['note'] });
export type AttendanceOverrideInput = z.input<typeof attendanceOverrideSchema>;
export type AttendanceOverrideOutput = z.output<typeof attendanceOverrideSchema>;
