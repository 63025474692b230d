/**
 * Reminders of the dates a student enrolled in, and the notice when the owner moves one. Apart from
 * `messages` (messages.ts) because only the admin screens and the server's e-mails use these texts: the home
 * page's first load carries `messages` whole, and its JavaScript budget has no room for them.
 */

/**
 * Days before a date that the first reminder goes, unless the owner sets another number in 'Datos de pago'.
 */
export const DEFAULT_REMINDER_DAYS = 7;
/** The most days ahead the owner can set for the first reminder. */
export const MAX_REMINDER_DAYS = 60;

export const dateReminderMessages = {
  reminderDaysLegend: 'Recordatorios de las fechas',
  reminderDaysLabel: 'Primer recordatorio (días antes de cada fecha)',
  reminderDaysHint:
    'Cada inscripto con el pago confirmado recibe un correo con la fecha, el horario, el lugar y el archivo para su calendario esta cantidad de días antes, y otro el día anterior.',
  reminderDaysInvalid: `Los días del recordatorio deben ser un número entero entre 2 y ${MAX_REMINDER_DAYS}.`,
  notifyLabel: 'Avisar a los inscriptos',
  notifyHint: (count: number) =>
    count === 1
      ? 'Se envía un correo a la persona inscripta con la fecha anterior, la nueva y el archivo para su calendario.'
      : `Se envía un correo a cada una de las ${count} personas inscriptas con la fecha anterior, la nueva y el archivo para su calendario.`,
  /** The e-mails. */
  reminderSubject: (title: string, days: number) =>
    days === 1 ? `Mañana: ${title}` : `Recordatorio: ${title} en ${days} días`,
  reminderIntro: (title: string, days: number) =>
    days === 1
      ? `Te recordamos que mañana es ${title}. Te esperamos.`
      : `Te recordamos que en ${days} días es ${title}. Te esperamos.`,
  onlineWhere:
    'En línea. El enlace de la sala está en tu página de Alumnos del sitio: ingresá con tu cuenta para verlo.',
  calendarNote: 'Te adjuntamos el archivo para agregar la fecha a tu calendario.',
  changeSubject: (title: string) => `Cambio de fecha: ${title}`,
  changeIntro: (title: string) =>
    `La fecha de ${title}, en la que estás inscripta o inscripto, cambió. Tu inscripción sigue vigente para la nueva fecha.`,
  changeCalendarNote:
    'Te adjuntamos el archivo con la nueva fecha para tu calendario; si habías agregado la anterior, reemplazala.',
  whatLabel: 'Actividad',
  whenLabel: 'Fecha',
  whereLabel: 'Lugar',
  beforeLabel: 'Fecha anterior',
  afterLabel: 'Nueva fecha',
  referenceLabel: 'Referencia',
  studentsArea: 'Ir a Alumnos',
} as const;
