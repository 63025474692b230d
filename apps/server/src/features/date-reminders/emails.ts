import {
  calendarFile,
  calendarFileName,
  dateReminderMessages as text,
  type PurchaseDate,
} from '@constelaciones/contract';
import type { Mail } from '../../integrations/mail';
import { composeMail, type Detail, type MailSite } from '../../platform/letter';
import { instant } from '../purchases';

/*
 * The e-mails about the dates a student enrolled in: the reminders before each date, and the notice
 * when the owner moves one. Each carries the date's `.ics`; an online date's room link never travels by
 * e-mail (it stays behind login, in 'Alumnos').
 */

/** One enrolment's date, and who gets the e-mail about it. */
export interface EnrolledDate {
  firstName: string;
  email: string;
  date: PurchaseDate;
  /** Held in the online room; otherwise its place is the date's location ('Presencial, Córdoba'). */
  online: boolean;
}

const where = ({ online, date }: EnrolledDate) => (online ? text.onlineWhere : date.location);

/**
 * The date's calendar file, made `now`, with the same UID as the one 'Mi Perfil' offers: a move updates it.
 */
const calendarAttachment = (site: MailSite, { date }: EnrolledDate, now: Date) => ({
  filename: calendarFileName(date),
  contentType: 'text/calendar',
  content: calendarFile(date, {
    host: new URL(site.publicUrl).host,
    url: `${site.publicUrl}/profile`,
    owner: site.ownerName,
    now,
  }),
});

const details = (enrolled: EnrolledDate, when: Detail[]): Detail[] => [
  [text.whatLabel, enrolled.date.title],
  ...when,
  [text.whereLabel, where(enrolled)],
  [text.referenceLabel, enrolled.date.reference],
];

const studentsArea = (site: MailSite) => ({ label: text.studentsArea, url: `${site.publicUrl}/dashboard` });

/** The reminder `days` before the date (1: the day before): what, when, where, and the `.ics`. */
export function dateReminderMail(site: MailSite, enrolled: EnrolledDate, days: number, now: Date): Mail {
  const { title, start } = enrolled.date;
  return {
    ...composeMail(site, {
      to: enrolled.email,
      subject: text.reminderSubject(title, days),
      greeting: `¡Hola, ${enrolled.firstName}!`,
      paragraphs: [text.reminderIntro(title, days), text.calendarNote],
      details: details(enrolled, [[text.whenLabel, instant(start)]]),
      action: studentsArea(site),
      bulk: true,
    }),
    attachments: [calendarAttachment(site, enrolled, now)],
  };
}

/** The owner moved the date (`before`, an instant): the old and the new date, and the new `.ics`. */
export function dateChangedMail(site: MailSite, enrolled: EnrolledDate, before: string, now: Date): Mail {
  const { title, start } = enrolled.date;
  return {
    ...composeMail(site, {
      to: enrolled.email,
      subject: text.changeSubject(title),
      greeting: `¡Hola, ${enrolled.firstName}!`,
      paragraphs: [text.changeIntro(title), text.changeCalendarNote],
      details: details(enrolled, [
        [text.beforeLabel, instant(before)],
        [text.afterLabel, instant(start)],
      ]),
      action: studentsArea(site),
      bulk: true,
    }),
    attachments: [calendarAttachment(site, enrolled, now)],
  };
}
