import type { PurchaseDate, InscriptionModel } from './entities';
import { fileSlug } from './text';

/*
 * The dates a student bought, as calendar events: an iCalendar file (RFC 5545) and a Google Calendar link
 * for each. Times travel as UTC instants; Google is told to show them in Argentine time.
 */

const HOUR_MS = 60 * 60 * 1000;

/**
 * How long each kind of bought item lasts (docs/decisions/031-students-area.md): the site's encounters last
 * about three and a half hours; a training module is a weekend of 7 hours on Saturday and 7 on Sunday.
 */
const SCHEDULES: Record<InscriptionModel, { hours: number; days: number }> = {
  Activity: { hours: 3.5, days: 1 },
  Course: { hours: 3.5, days: 1 },
  Module: { hours: 7, days: 2 },
};

/** The schedule of a bought item that starts at `start` (an ISO instant). */
export function purchaseSchedule(
  model: InscriptionModel,
  start: string,
): Pick<PurchaseDate, 'start' | 'end' | 'days'> {
  const { hours, days } = SCHEDULES[model];
  const from = Date.parse(start);
  if (Number.isNaN(from)) throw new RangeError(`Not an instant: ${start}`);
  return {
    start: new Date(from).toISOString(),
    end: new Date(from + hours * HOUR_MS).toISOString(),
    days,
  };
}

/** The instant at which the last day ends: until then the date is worth adding to a calendar. */
export const purchaseDateEnds = ({ end, days }: Pick<PurchaseDate, 'end' | 'days'>): number =>
  Date.parse(end) + (days - 1) * 24 * HOUR_MS;

/** '2027-03-20T13:00:00.000Z' → '20270320T130000Z' (RFC 5545 DATE-TIME in UTC, Google's `dates`). */
export function calendarUtc(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) throw new RangeError(`Not an instant: ${iso}`);
  return new Date(time)
    .toISOString()
    .replace(/\.\d{3}/, '')
    .replace(/[-:]/g, '');
}

const repeatRule = (days: number) => (days > 1 ? `RRULE:FREQ=DAILY;COUNT=${days}` : undefined);

/** A TEXT value (RFC 5545 3.3.11): backslash, semicolon, comma and new lines escaped. */
const icsText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

const encoder = new TextEncoder();

/**
 * Folds a content line at 75 octets (RFC 5545 3.1): each further line starts with one space. Never splits a
 * character, so UTF-8 stays valid.
 */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export interface CalendarFileOptions {
  /** The site's host, which makes the event's UID unique ('marianarios.com.ar'). */
  host: string;
  /** Where the student finds the purchase (the profile page's absolute URL). */
  url: string;
  /** The calendar's and the organiser's name: the site owner. */
  owner: string;
  /** When the file is made (DTSTAMP). */
  now: Date;
}

const description = (date: PurchaseDate) => `Inscripción ${date.reference}.`;

/** The iCalendar file (RFC 5545) of one bought date: one VEVENT, repeated daily for a weekend. */
export function calendarFile(date: PurchaseDate, options: CalendarFileOptions): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${icsText(options.owner)}//Inscripciones//ES`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${date.purchase}@${options.host}`,
    `DTSTAMP:${calendarUtc(options.now.toISOString())}`,
    `DTSTART:${calendarUtc(date.start)}`,
    `DTEND:${calendarUtc(date.end)}`,
    repeatRule(date.days),
    `SUMMARY:${icsText(date.title)}`,
    `DESCRIPTION:${icsText(`${description(date)} ${options.url}`)}`,
    date.location ? `LOCATION:${icsText(date.location)}` : undefined,
    `URL:${options.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines
    .filter((line) => line !== undefined)
    .map(fold)
    .join('\r\n')}\r\n`;
}

/** A file name for the download: the title's letters and digits, e.g. 'modulo-3-en-directo.ics'. */
export function calendarFileName(date: Pick<PurchaseDate, 'title'>): string {
  return `${fileSlug(date.title) || 'inscripcion'}.ics`;
}

/** Google Calendar's "add event" page for one bought date, shown in Argentine time. */
export function googleCalendarLink(date: PurchaseDate, url: string): string {
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: date.title,
    dates: `${calendarUtc(date.start)}/${calendarUtc(date.end)}`,
    details: `${description(date)} ${url}`,
    ctz: 'America/Argentina/Buenos_Aires',
  });
  if (date.location) query.set('location', date.location);
  const rule = repeatRule(date.days);
  if (rule) query.set('recur', rule);
  return `https://calendar.google.com/calendar/render?${query}`;
}
