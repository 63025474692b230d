import { messages } from './messages';
import type { Currency } from './entities';

/**
 * Dates are shown in Argentine time (America/Argentina/Buenos_Aires). Argentina has kept UTC−3 all year
 * since 2009, so the offset is applied by arithmetic: the server and the browser print the same text
 * whatever their own time zone or ICU data, and hydration never differs.
 */
/**
 * The years a date may fall in: a birthday, an activity years ago or ahead. Beyond them a date is a typing
 * mistake (0025 for 2025) that PostgreSQL or JavaScript's dates would read otherwise, or not at all.
 */
export const DATE_YEARS = { min: 1900, max: 2100 } as const;

const ARGENTINA_OFFSET_MS = -3 * 60 * 60 * 1000;

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?$/;

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** The Argentine wall clock of an instant given as an ISO 8601 string with `Z` or an offset. */
function argentineWallClock(iso: string): WallClock {
  const time = INSTANT.test(iso) ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(time)) throw new RangeError(`Not an ISO 8601 instant: ${iso}`);
  const shifted = new Date(time + ARGENTINA_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

const datePart = ({ year, month, day }: WallClock): string => `${pad(day)}/${pad(month)}/${pad(year, 4)}`;
const timePart = ({ hour, minute }: WallClock): string => `${pad(hour)}:${pad(minute)}`;

/** Activity cards: '15/03/2025 a las 7:00 PM (hora Argentina (GTM -3))'. */
export function formatCardDate(iso: string): string {
  const clock = argentineWallClock(iso);
  const hour12 = clock.hour % 12 || 12;
  const period = clock.hour < 12 ? 'AM' : 'PM';
  return `${datePart(clock)} ${messages.date.at} ${hour12}:${pad(clock.minute)} ${period} ${messages.date.argentineTimeNote}`;
}

/**
 * 'DD/MM/YYYY'. Takes an instant (shown on its Argentine day) or a calendar date 'YYYY-MM-DD'
 * such as a birthday or a course day (shown as is).
 */
export function formatDate(value: string): string {
  const calendar = CALENDAR_DATE.exec(value);
  if (calendar) return `${calendar[3]}/${calendar[2]}/${calendar[1]}`;
  return datePart(argentineWallClock(value));
}

/** 'HH:MM', 24-hour Argentine time. */
export function formatTime(iso: string): string {
  return timePart(argentineWallClock(iso));
}

/** Admin module list: 'DD/MM/YYYY a las HH:mm'. */
export function formatModuleDate(iso: string): string {
  const clock = argentineWallClock(iso);
  return `${datePart(clock)} ${messages.date.at} ${timePart(clock)}`;
}

const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'] as const;
/** The months in Spanish, January first. */
export const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

/** A month 'YYYY-MM' in words: '2026-11' → 'noviembre 2026'. Throws a RangeError on anything else. */
export function formatMonth(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const name = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !name) throw new RangeError(`Not a month: ${month}`);
  return `${name} ${match[1]}`;
}

/**
 * The instant a course starts, from its Argentine calendar day 'YYYY-MM-DD' and hour 0–23:
 * ('2027-03-20', 10) → '2027-03-20T13:00:00.000Z'. Throws a RangeError on anything else.
 */
export function courseStart(day: string, hour: number): string {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) throw new RangeError(`Not an hour: ${hour}`);
  return argentineLocalToIso(`${day}T${pad(hour)}:00`);
}

/** Workshop pages: 'sábado 20 de marzo de 2027 a las 10:00 h (hora Argentina)'. */
export function formatCourseDate(day: string, hour: number): string {
  const clock = argentineWallClock(courseStart(day, hour));
  const weekday = WEEKDAYS[new Date(Date.UTC(clock.year, clock.month - 1, clock.day)).getUTCDay()];
  const month = MONTHS[clock.month - 1];
  return `${weekday} ${clock.day} de ${month} de ${clock.year} ${messages.date.at} ${timePart(clock)} h (hora Argentina)`;
}

const CURRENCY_PREFIX: Record<Currency, string> = { ARS: '$', USD: 'USD' };

/** '25.000', '40,50': an amount with Argentine separators, cents only when there are some. */
export function formatAmount(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`Not a price: ${amount}`);
  const cents = Math.round(Math.abs(amount) * 100);
  const units = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const fraction = cents % 100 === 0 ? '' : `,${pad(cents % 100)}`;
  const sign = amount < 0 && cents > 0 ? '-' : '';
  return `${sign}${units}${fraction}`;
}

/** '$ 25.000', 'USD 40', 'USD 40,50': formatAmount after the currency's sign. */
export function formatPrice(amount: number, currency: Currency): string {
  return `${CURRENCY_PREFIX[currency]} ${formatAmount(amount)}`;
}

/**
 * The instant of a wall-clock time in Argentina, e.g. the value of an `<input type="datetime-local">`:
 * '2025-03-15T19:00' → '2025-03-15T22:00:00.000Z'. Throws a RangeError on anything else.
 */
export function argentineLocalToIso(local: string): string {
  const match = LOCAL_DATE_TIME.exec(local);
  if (match) {
    const [, year, month, day, hour, minute, second = '0', fraction = ''] = match;
    const time =
      Date.UTC(
        Number(year),
        Number(month) - 1,
        Number(day),
        Number(hour),
        Number(minute),
        Number(second),
        Number(fraction.padEnd(3, '0')),
      ) - ARGENTINA_OFFSET_MS;
    const iso = new Date(time).toISOString();
    // Date.UTC rolls impossible dates over (31/04 becomes 01/05): reading the result back catches them.
    if (local.startsWith(isoToArgentineLocal(iso))) return iso;
  }
  throw new RangeError(`Not a local date-time: ${local}`);
}

/** The value for an `<input type="datetime-local">` showing an instant in Argentine time: 'YYYY-MM-DDTHH:mm'. */
export function isoToArgentineLocal(iso: string): string {
  const clock = argentineWallClock(iso);
  return `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}T${timePart(clock)}`;
}
