/**
 * Attendance in hours and when a module is finished: the training's settings, the rule, and the words
 * of the owner's sheet and of 'Mis Cursos'. Zod-free: the profile page imports it.
 */

/** The spec's module: Saturday 7 hours and Sunday 7 hours. */
export const DEFAULT_DAY_HOURS: readonly number[] = [7, 7];
/** The spec: 'a participant may miss 3 hours within a module'. */
export const DEFAULT_ALLOWED_MISSED_HOURS = 3;
/** Bounds of the owner's settings: up to 5 days of up to 12 hours each. */
export const MAX_MODULE_DAYS = 5;
export const MAX_DAY_HOURS = 12;
/** Hours are counted in halves: 3 missed is finished, 3,5 is not. */
export const HOURS_STEP = 0.5;
/** How close to its end a recorded module's saved position must be to count as watched to the end. */
export const WATCHED_END_MARGIN_SECONDS = 30;

/**
 * The training's settings of attendance: each live day's hours (their sum is the module's) and the hours
 * allowed to miss.
 */
export interface TrainingSettings {
  dayHours: number[];
  allowedMissedHours: number;
}

export const DEFAULT_TRAINING_SETTINGS: TrainingSettings = {
  dayHours: [...DEFAULT_DAY_HOURS],
  allowedMissedHours: DEFAULT_ALLOWED_MISSED_HOURS,
};

/** The owner's word over the rule: finished, or not, whatever the hours say; null, the rule decides. */
export type AttendanceOverride = boolean | null;

/** The hours of a module: the sum of its days. */
export const moduleHours = (settings: TrainingSettings) =>
  settings.dayHours.reduce((sum, hours) => sum + hours, 0);

/** A number of hours as Argentine Spanish writes it: '3', '3,5'. */
export const formatHours = (hours: number) =>
  (Math.round(hours * 10) / 10).toLocaleString('es-AR', { maximumFractionDigits: 1 });

/** The present hours of each day, each within its day's hours (a missing day: present all of it). */
export const presentHoursOf = (settings: TrainingSettings, present: readonly number[] | null) =>
  settings.dayHours.map((day, i) => Math.min(day, Math.max(0, present?.[i] ?? day)));

/** Whether a saved position is the end of the video (within the margin; a position past the end counts). */
export const watchedToEnd = (seconds: number, duration: number | null) =>
  duration !== null && duration > 0 && seconds >= duration - WATCHED_END_MARGIN_SECONDS;

export interface Completion {
  finished: boolean;
  /** What the rule alone says (the owner's override aside). */
  ruleFinished: boolean;
  /** Live modules: hours present and missed; recorded: 0 and 0. */
  attendedHours: number;
  missedHours: number;
  /** Hours she may still miss and finish it (0 once over). */
  mayStillMiss: number;
  /** Why it is not finished, or that the owner decided, in Spanish; '' when finished by the rule. */
  reason: string;
}

interface CompletionInput {
  typeModule: 'sincronico' | 'asincronico';
  settings: TrainingSettings;
  /** Hours present per day as recorded; null, nothing recorded yet (full by default). */
  present: readonly number[] | null;
  watched: boolean;
  override: AttendanceOverride;
}

/**
 * The spec's rule: a live module is finished when the hours missed are at most the allowed ones; a recorded
 * one when she watched it to the end. The owner's override, when there is one, decides either way.
 */
export function moduleCompletion({
  typeModule,
  settings,
  present,
  watched,
  override,
}: CompletionInput): Completion {
  const live = typeModule === 'sincronico';
  const hours = presentHoursOf(settings, present);
  const attendedHours = live ? hours.reduce((sum, day) => sum + day, 0) : 0;
  const missedHours = live ? moduleHours(settings) - attendedHours : 0;
  const ruleFinished = live ? missedHours <= settings.allowedMissedHours : watched;
  const finished = override ?? ruleFinished;
  const ruleReason = live
    ? attendanceMessages.tooManyMissed(missedHours, settings.allowedMissedHours)
    : attendanceMessages.notWatched;
  const reason =
    override === null
      ? ruleFinished
        ? ''
        : ruleReason
      : override
        ? attendanceMessages.overriddenFinished
        : attendanceMessages.overriddenUnfinished;
  return {
    finished,
    ruleFinished,
    attendedHours,
    missedHours,
    mayStillMiss: live ? Math.max(0, settings.allowedMissedHours - missedHours) : 0,
    reason,
  };
}

const hoursWord = (hours: number) => `${formatHours(hours)} ${hours === 1 ? 'hora' : 'horas'}`;

export const attendanceMessages = {
  // The owner's sheet.
  open: 'Asistencia',
  sheetTitle: (title: string) => `Asistencia de ${title}`,
  day: (index: number) => `Día ${index + 1}`,
  dayHours: (index: number, hours: number) => `Día ${index + 1} (${formatHours(hours)} h)`,
  save: 'Guardar asistencia',
  saved: 'Asistencia guardada.',
  print: 'Imprimir planilla',
  empty: 'Nadie con una inscripción pagada de este módulo.',
  finished: 'Finalizado',
  unfinished: 'No finalizado',
  watched: 'Visto hasta el final',
  notWatchedYet: 'Todavía no lo vio hasta el final',
  tooManyMissed: (missed: number, allowed: number) =>
    `Faltan ${formatHours(missed)} horas: más de las ${formatHours(allowed)} permitidas`,
  notWatched: 'Todavía no vio el módulo hasta el final',
  overriddenFinished: 'Marcado finalizado por la dueña',
  overriddenUnfinished: 'Marcado no finalizado por la dueña',
  override: 'Decidir a mano',
  overrideFinished: 'Finalizado (a mano)',
  overrideUnfinished: 'No finalizado (a mano)',
  overrideNone: 'Según las horas',
  overrideNone_recorded: 'Según lo que vio',
  note: 'Motivo',
  noteRequired: 'Escribí el motivo de la decisión a mano.',
  overrideSaved: 'Decisión guardada.',
  hoursInvalid: (max: number) =>
    `Las horas de cada día deben ser un número entre 0 y ${formatHours(max)}, en medias horas.`,
  daysInvalid: 'La planilla debe tener las horas de cada día del módulo.',
  notModulePurchase: 'Esa inscripción no es de un módulo pagado.',
  notLive: 'Las horas se registran solo en los módulos en directo.',
  notInModule: 'Esa inscripción no es de este módulo.',
  // The training's settings.
  settingsTitle: 'Horas de la formación',
  dayHoursLabel: 'Horas de cada día del módulo, sumadas con «+» (por ejemplo 7 + 7)',
  dayHoursSettingInvalid: `Escribí entre 1 y ${MAX_MODULE_DAYS} días de hasta ${MAX_DAY_HOURS} horas cada uno, en medias horas.`,
  allowedLabel: 'Horas que se puede faltar por módulo',
  allowedInvalid:
    'Las horas que se puede faltar deben ser un número entre 0 y las horas del módulo, en medias horas.',
  settingsSaved: 'Horas de la formación guardadas.',
  // 'Mis Cursos'.
  myTitle: 'Asistencia por módulo',
  myEmpty: 'Cuando tengas un módulo pagado, acá vas a ver tus horas.',
  attended: (attended: number, total: number) => `${formatHours(attended)} de ${formatHours(total)} h`,
  notRecorded: 'Asistencia sin registrar',
  mayStillMiss: (title: string, hours: number) =>
    hours > 0
      ? `En ${title} todavía podés faltar ${hoursWord(hours)}.`
      : `En ${title} ya no podés faltar más horas.`,
  recorded: 'Grabado',
} as const;
