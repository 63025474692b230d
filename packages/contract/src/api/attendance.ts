import { z } from 'zod';
import { MODULE_TYPES } from '../entities';
import {
  attendanceOverrideSchema,
  attendanceSaveSchema,
  trainingSettingsEditSchema,
} from '../validation/attendance';
import { endpoint, idParamsSchema } from './endpoint';

export const trainingSettingsSchema = z.object({
  dayHours: z.array(z.number()),
  allowedMissedHours: z.number(),
});

const completionFields = {
  finished: z.boolean(),
  /** What the rule alone says, the owner's override aside. */
  ruleFinished: z.boolean(),
  attendedHours: z.number(),
  missedHours: z.number(),
  mayStillMiss: z.number(),
  /** Why not finished (or that the owner decided), in Spanish; '' when finished by the rule. */
  reason: z.string(),
};

/** One student of a module's sheet: her paid purchase, the hours present per day (full until recorded). */
export const attendanceRowSchema = z.object({
  purchase: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  hours: z.array(z.number()),
  /** Whether the owner saved hours for her yet. */
  recorded: z.boolean(),
  /** Recorded modules: whether her saved position is the end. */
  watched: z.boolean(),
  override: z.boolean().nullable(),
  note: z.string(),
  ...completionFields,
});
export type AttendanceRow = z.infer<typeof attendanceRowSchema>;

export const attendanceSheetSchema = z.object({
  module: z.object({
    _id: z.string(),
    title: z.string(),
    number: z.number().int(),
    typeModule: z.enum(MODULE_TYPES),
    date: z.string().nullable(),
  }),
  settings: trainingSettingsSchema,
  rows: z.array(attendanceRowSchema),
});
export type AttendanceSheet = z.infer<typeof attendanceSheetSchema>;

/** A module of the student's, in 'Mis Cursos'. */
export const myAttendanceSchema = z.object({
  module: z.string(),
  title: z.string(),
  number: z.number().int(),
  typeModule: z.enum(MODULE_TYPES),
  date: z.string().nullable(),
  moduleHours: z.number(),
  allowedMissedHours: z.number(),
  recorded: z.boolean(),
  /** The live module she is in now: the first unfinished one by date. */
  current: z.boolean(),
  ...completionFields,
});
export type MyAttendance = z.infer<typeof myAttendanceSchema>;

const sheetResponse = z.object({ sheet: attendanceSheetSchema, msg: z.string() });

/**
 * Attendance in hours and finishing a module: the training's settings, each module's sheet (ADMIN),
 * its CSV, the owner's override, and each student's own view.
 */
export const attendanceEndpoints = {
  settings: endpoint({
    method: 'GET',
    path: '/admin/training-settings',
    access: 'admin',
    response: z.object({ settings: trainingSettingsSchema }),
  }),
  updateSettings: endpoint({
    method: 'PUT',
    path: '/admin/training-settings',
    access: 'admin',
    body: trainingSettingsEditSchema,
    response: z.object({ settings: trainingSettingsSchema, msg: z.string() }),
  }),
  /** A module's sheet: every student with a paid purchase of it, by surname. */
  sheet: endpoint({
    method: 'GET',
    path: '/admin/attendance/:id',
    access: 'admin',
    params: idParamsSchema,
    response: z.object({ sheet: attendanceSheetSchema }),
  }),
  /** Saves the hours of a live module's students, and sets or unsets each one's `finish` by the rule. */
  save: endpoint({
    method: 'PUT',
    path: '/admin/attendance/:id',
    access: 'admin',
    params: idParamsSchema,
    body: attendanceSaveSchema,
    response: sheetResponse,
  }),
  /** The owner's word over the rule for one purchase (its id), with its reason. */
  override: endpoint({
    method: 'PUT',
    path: '/admin/attendance/override/:id',
    access: 'admin',
    params: idParamsSchema,
    body: attendanceOverrideSchema,
    response: sheetResponse,
  }),
  /** The sheet as a file for a spreadsheet (the project's CSV: UTF-8 with a BOM, `;`, CRLF). */
  csv: endpoint({
    method: 'GET',
    path: '/admin/attendance/csv/:id',
    access: 'admin',
    params: idParamsSchema,
    response: z.string(),
  }),
  /** The caller's paid modules: hours, finished or not, and what she may still miss. */
  mine: endpoint({
    method: 'GET',
    path: '/attendance/mine',
    access: 'user',
    response: z.object({ modules: z.array(myAttendanceSchema) }),
  }),
};
