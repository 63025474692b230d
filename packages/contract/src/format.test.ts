import { describe, expect, it } from 'vitest';
import {
  formatMonth,
  argentineLocalToIso,
  courseStart,
  formatCardDate,
  formatCourseDate,
  formatDate,
  formatModuleDate,
  formatAmount,
  formatPrice,
  formatTime,
  isoToArgentineLocal,
} from './format';

describe('formatCardDate', () => {
  it.each([
    ['2025-03-15T22:00:00.000Z', '15/03/2025 a las 7:00 PM (hora Argentina (GTM -3))'],
    ['2025-03-15T15:00:00.000Z', '15/03/2025 a las 12:00 PM (hora Argentina (GTM -3))'],
    ['2025-03-15T15:45:00.000Z', '15/03/2025 a las 12:45 PM (hora Argentina (GTM -3))'],
    ['2025-03-16T03:00:00.000Z', '16/03/2025 a las 12:00 AM (hora Argentina (GTM -3))'],
    ['2025-03-16T03:05:00.000Z', '16/03/2025 a las 12:05 AM (hora Argentina (GTM -3))'],
    ['2025-03-15T12:30:00.000Z', '15/03/2025 a las 9:30 AM (hora Argentina (GTM -3))'],
    ['2025-03-16T02:59:00.000Z', '15/03/2025 a las 11:59 PM (hora Argentina (GTM -3))'],
    // The Argentine day is the day before the UTC day.
    ['2025-03-16T01:30:00.000Z', '15/03/2025 a las 10:30 PM (hora Argentina (GTM -3))'],
    ['2025-01-01T01:00:00.000Z', '31/12/2024 a las 10:00 PM (hora Argentina (GTM -3))'],
    // Instants with an offset are the same instants.
    ['2025-03-15T19:00:00-03:00', '15/03/2025 a las 7:00 PM (hora Argentina (GTM -3))'],
  ])('%s → %s', (iso, expected) => {
    expect(formatCardDate(iso)).toBe(expected);
  });

  it('rejects what is not an instant', () => {
    expect(() => formatCardDate('mañana')).toThrow(RangeError);
    expect(() => formatCardDate('2025-03-15T19:00')).toThrow(RangeError);
  });
});

describe('formatDate', () => {
  it.each([
    ['2025-03-15T22:00:00.000Z', '15/03/2025'],
    ['2025-03-16T01:30:00.000Z', '15/03/2025'],
    ['2025-03-16T03:00:00.000Z', '16/03/2025'],
  ])('shows the Argentine day of %s: %s', (iso, expected) => {
    expect(formatDate(iso)).toBe(expected);
  });

  it('shows a calendar date as is', () => {
    expect(formatDate('1985-04-01')).toBe('01/04/1985');
  });
});

describe('formatTime', () => {
  it.each([
    ['2025-03-15T22:00:00.000Z', '19:00'],
    ['2025-03-16T03:05:00.000Z', '00:05'],
    ['2025-03-15T12:09:59.999Z', '09:09'],
  ])('%s → %s', (iso, expected) => {
    expect(formatTime(iso)).toBe(expected);
  });
});

describe('formatModuleDate', () => {
  it.each([
    ['2025-05-17T13:00:00.000Z', '17/05/2025 a las 10:00'],
    ['2025-05-18T02:30:00.000Z', '17/05/2025 a las 23:30'],
  ])('%s → %s', (iso, expected) => {
    expect(formatModuleDate(iso)).toBe(expected);
  });
});

describe('courseStart', () => {
  it.each([
    ['2027-03-20', 10, '2027-03-20T13:00:00.000Z'],
    // A late Argentine hour is already the next day in UTC.
    ['2027-03-24', 22, '2027-03-25T01:00:00.000Z'],
    ['2025-01-05', 0, '2025-01-05T03:00:00.000Z'],
  ])('%s at %i → %s', (day, hour, expected) => {
    expect(courseStart(day, hour)).toBe(expected);
  });
});

describe('formatCourseDate', () => {
  it.each([
    ['2027-03-20', 10, 'sábado 20 de marzo de 2027 a las 10:00 h (hora Argentina)'],
    ['2027-03-24', 19, 'miércoles 24 de marzo de 2027 a las 19:00 h (hora Argentina)'],
    ['2025-01-05', 0, 'domingo 5 de enero de 2025 a las 00:00 h (hora Argentina)'],
    ['2024-02-29', 23, 'jueves 29 de febrero de 2024 a las 23:00 h (hora Argentina)'],
    ['2025-12-01', 9, 'lunes 1 de diciembre de 2025 a las 09:00 h (hora Argentina)'],
  ])('%s at %i → %s', (day, hour, expected) => {
    expect(formatCourseDate(day, hour)).toBe(expected);
  });

  it.each([
    ['2025-02-29', 10],
    ['20/03/2027', 10],
    ['2027-03-20T10:00', 10],
    ['2027-03-20', 24],
    ['2027-03-20', -1],
    ['2027-03-20', 9.5],
    ['2027-03-20', Number.NaN],
  ])('rejects %j at %s', (day, hour) => {
    expect(() => formatCourseDate(day, hour)).toThrow(RangeError);
  });
});

describe('formatPrice', () => {
  it.each([
    [25000, 'ARS', '$ 25.000'],
    [1234567, 'ARS', '$ 1.234.567'],
    [999, 'ARS', '$ 999'],
    [0, 'ARS', '$ 0'],
    [1500.5, 'ARS', '$ 1.500,50'],
    [40, 'USD', 'USD 40'],
    [1200, 'USD', 'USD 1.200'],
    [40.456, 'USD', 'USD 40,46'],
  ] as const)('%s %s → %s', (amount, currency, expected) => {
    expect(formatPrice(amount, currency)).toBe(expected);
  });

  it('rejects what is not a number', () => {
    expect(() => formatPrice(Number.NaN, 'ARS')).toThrow(RangeError);
  });
});

describe('formatAmount', () => {
  it.each([
    [55000, '55.000'],
    [60, '60'],
    [1500.5, '1.500,50'],
    [-2500, '-2.500'],
  ])('%s → %s', (amount, expected) => {
    expect(formatAmount(amount)).toBe(expected);
  });

  it('rejects what is not a number', () => {
    expect(() => formatAmount(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('argentineLocalToIso / isoToArgentineLocal', () => {
  it.each([
    ['2025-03-15T19:00', '2025-03-15T22:00:00.000Z'],
    ['2025-03-15T22:30', '2025-03-16T01:30:00.000Z'],
    ['2024-12-31T23:00', '2025-01-01T02:00:00.000Z'],
    ['2025-03-15T19:00:30.25', '2025-03-15T22:00:30.250Z'],
  ])('%s ↔ %s', (local, iso) => {
    expect(argentineLocalToIso(local)).toBe(iso);
    expect(isoToArgentineLocal(iso)).toBe(local.slice(0, 16));
  });

  it.each([
    '',
    '2025-03-15',
    '2025-02-29T10:00',
    '2025-04-31T10:00',
    '2025-03-15T24:00',
    '2025-03-15T19:00Z',
  ])('rejects %j', (local) => {
    expect(() => argentineLocalToIso(local)).toThrow(RangeError);
  });

  it('accepts a leap day', () => {
    expect(argentineLocalToIso('2024-02-29T10:00')).toBe('2024-02-29T13:00:00.000Z');
  });
});

describe('formatMonth', () => {
  it('names a month of the year in Spanish', () => {
    expect(formatMonth('2026-11')).toBe('noviembre 2026');
    expect(formatMonth('2027-01')).toBe('enero 2027');
  });

  it('refuses anything else', () => {
    for (const value of ['2026-13', '2026-00', '2026-1', 'noviembre']) {
      expect(() => formatMonth(value), value).toThrow(RangeError);
    }
  });
});
