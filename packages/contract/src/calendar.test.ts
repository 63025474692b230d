import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  calendarFile,
  calendarFileName,
  calendarUtc,
  purchaseDateEnds,
  purchaseSchedule,
  googleCalendarLink,
} from './calendar';
import type { PurchaseDate } from './entities';
import { courseStart } from './format';

const options = {
  host: 'sitio.test',
  url: 'https://sitio.test/profile',
  owner: 'Mariana Ríos',
  now: new Date('2027-03-01T12:00:00Z'),
};

/** A Saturday at 10:00 in Buenos Aires: 13:00 UTC. */
const liveModule: PurchaseDate = {
  purchase: '6f1c3a52-8f7e-4a51-9d1e-3c2b1a0f9e8d',
  title: 'Módulo 3: Órdenes del amor, parte 2; con ejercicios',
  ...purchaseSchedule('Module', courseStart('2027-03-20', 10)),
  location: 'En línea',
  reference: 'INS-7K3F9Q',
};

const parse = (text: string) => {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return { calendar, event };
};

describe('purchaseSchedule', () => {
  it('gives activities and workshops three and a half hours, and a module two days of seven', () => {
    expect(purchaseSchedule('Activity', '2027-05-08T22:00:00.000Z')).toEqual({
      start: '2027-05-08T22:00:00.000Z',
      end: '2027-05-09T01:30:00.000Z',
      days: 1,
    });
    expect(purchaseSchedule('Course', '2027-05-08T13:00:00Z').end).toBe('2027-05-08T16:30:00.000Z');
    expect(purchaseSchedule('Module', '2027-03-20T13:00:00.000Z')).toEqual({
      start: '2027-03-20T13:00:00.000Z',
      end: '2027-03-20T20:00:00.000Z',
      days: 2,
    });
  });

  it('ends a weekend on its Sunday, and refuses a date that is no instant', () => {
    expect(new Date(purchaseDateEnds(liveModule)).toISOString()).toBe('2027-03-21T20:00:00.000Z');
    expect(() => purchaseSchedule('Activity', 'mañana')).toThrow(RangeError);
  });
});

describe('calendarFile', () => {
  it('parses as iCalendar with the event at its instant: 10:00 in Buenos Aires is 13:00 UTC', () => {
    const { calendar, event } = parse(calendarFile(liveModule, options));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(event.uid).toBe(`${liveModule.purchase}@sitio.test`);
    expect(event.summary).toBe(liveModule.title);
    expect(event.location).toBe('En línea');
    expect(event.description).toBe('Inscripción INS-7K3F9Q. https://sitio.test/profile');
    expect(event.startDate.toJSDate().toISOString()).toBe('2027-03-20T13:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2027-03-20T20:00:00.000Z');
    expect(event.startDate.zone.tzid).toBe('UTC');
  });

  it('repeats a live module on the Sunday, at the same hours', () => {
    const { event } = parse(calendarFile(liveModule, options));
    expect(event.isRecurring()).toBe(true);
    const occurrences = event.iterator();
    const days = [occurrences.next(), occurrences.next(), occurrences.next()];
    expect(days.map((day) => day?.toJSDate().toISOString())).toEqual([
      '2027-03-20T13:00:00.000Z',
      '2027-03-21T13:00:00.000Z',
      undefined,
    ]);
  });

  it('does not repeat a one-day date, and leaves out an empty place', () => {
    const activity = {
      ...liveModule,
      ...purchaseSchedule('Activity', '2027-05-08T22:00:00.000Z'),
      location: '',
    };
    const text = calendarFile(activity, options);
    const { event } = parse(text);
    expect(event.isRecurring()).toBe(false);
    expect(text).not.toContain('LOCATION');
    // 19:00 in Buenos Aires.
    expect(event.startDate.toJSDate().toISOString()).toBe('2027-05-08T22:00:00.000Z');
  });

  it('ends every line with CRLF and folds long lines at 75 octets without splitting a character', () => {
    const title = `Formación: ${'ñandú constelación '.repeat(8)}`;
    const text = calendarFile({ ...liveModule, title }, options);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
    }
    expect(parse(text).event.summary).toBe(title);
  });

  it('escapes commas, semicolons, backslashes and new lines in texts', () => {
    const title = 'Taller; cuerpo, alma \\ y\nfamilia';
    const text = calendarFile({ ...liveModule, title }, options);
    expect(text).toContain('SUMMARY:Taller\\; cuerpo\\, alma \\\\ y\\nfamilia');
    expect(parse(text).event.summary).toBe(title);
  });
});

describe('googleCalendarLink', () => {
  it("opens Google's event page with the title, the UTC times, Argentine time and the weekend's repetition", () => {
    const link = new URL(googleCalendarLink(liveModule, options.url));
    expect(link.origin + link.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(link.searchParams.get('action')).toBe('TEMPLATE');
    expect(link.searchParams.get('text')).toBe(liveModule.title);
    expect(link.searchParams.get('dates')).toBe('20270320T130000Z/20270320T200000Z');
    expect(link.searchParams.get('ctz')).toBe('America/Argentina/Buenos_Aires');
    expect(link.searchParams.get('recur')).toBe('RRULE:FREQ=DAILY;COUNT=2');
    expect(link.searchParams.get('location')).toBe('En línea');
    expect(link.searchParams.get('details')).toContain('INS-7K3F9Q');
  });
});

describe('calendarUtc and calendarFileName', () => {
  it('writes UTC date-times as RFC 5545 does, and names files by their title', () => {
    expect(calendarUtc('2027-03-20T10:00:00-03:00')).toBe('20270320T130000Z');
    expect(calendarFileName({ title: 'Módulo 3 — En directo' })).toBe('modulo-3-en-directo.ics');
    expect(calendarFileName({ title: '¡!' })).toBe('inscripcion.ics');
  });
});
