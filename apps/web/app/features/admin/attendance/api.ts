import {
  attendanceEndpoints,
  type AttendanceOverrideInput,
  type AttendanceSaveInput,
  type TrainingSettingsEditInput,
} from '@constelaciones/contract';
import { call, download } from '../../../lib/client';

/** A module's sheet: its students with a paid purchase, their hours per day, finished or not and why. */
export const attendanceSheet = async (id: string) =>
  (await call(attendanceEndpoints.sheet, { params: { id } })).sheet;

export const saveAttendance = (id: string, body: AttendanceSaveInput) =>
  call(attendanceEndpoints.save, { params: { id }, body });

/** The owner's word over the rule for one purchase, with its reason. */
export const overrideAttendance = (purchase: string, body: AttendanceOverrideInput) =>
  call(attendanceEndpoints.override, { params: { id: purchase }, body });

export const downloadAttendance = (id: string) => download(attendanceEndpoints.csv, { params: { id } });

export const updateTrainingSettings = (body: TrainingSettingsEditInput) =>
  call(attendanceEndpoints.updateSettings, { body });
