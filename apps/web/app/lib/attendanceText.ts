import type { MyAttendance } from '@constelaciones/contract';
import { attendanceMessages as texts } from '@constelaciones/contract/attendance';

/*
 * A paid module's attendance in the student's words. 'Mis Cursos' tables it and 'Mis datos' lists it, two
 * features that do not import each other, so the sentences live here.
 */

/** What a module's 'Horas' cell says: the hours attended of the module's, or that a recorded one has none. */
export function hoursOf(entry: MyAttendance): string {
  if (entry.typeModule === 'asincronico') return texts.recorded;
  return entry.recorded || entry.finished
    ? texts.attended(entry.attendedHours, entry.moduleHours)
    : texts.notRecorded;
}

/** What its 'Estado' cell says: finished, or not and why. */
export function stateOf(entry: MyAttendance): string {
  if (entry.finished) return texts.finished;
  if (entry.typeModule === 'sincronico' && !entry.recorded) return 'En curso';
  return entry.reason ? `${texts.unfinished}: ${entry.reason}` : texts.unfinished;
}
