import { describe, expect, it } from 'vitest';
import { hasTakenPlace, splitBySchedule } from './schedule';

const now = Date.parse('2026-11-21T12:00:00.000Z');
const at = (day: string, title: string) => ({ day, title });

describe('splitBySchedule', () => {
  it('lists upcoming activities soonest first and past ones most recent first', () => {
    const activities = [
      at('2027-03-20T13:00:00.000Z', 'marzo'),
      at('2026-10-01T13:00:00.000Z', 'octubre'),
      at('2026-12-12T13:00:00.000Z', 'diciembre'),
      at('2026-11-14T21:00:00.000Z', 'noviembre'),
      at('2025-06-01T13:00:00.000Z', 'junio pasado'),
    ];
    const { upcoming, past } = splitBySchedule(activities, now);
    expect(upcoming.map((a) => a.title)).toEqual(['diciembre', 'marzo']);
    expect(past.map((a) => a.title)).toEqual(['noviembre', 'octubre', 'junio pasado']);
  });

  it('keeps an activity starting right now among the upcoming ones', () => {
    expect(hasTakenPlace({ day: '2026-11-21T12:00:00.000Z' }, now)).toBe(false);
    expect(hasTakenPlace({ day: '2026-11-21T11:59:00.000Z' }, now)).toBe(true);
  });

  it('does not reorder the list it is given', () => {
    const activities = [at('2027-03-20T13:00:00.000Z', 'b'), at('2027-01-20T13:00:00.000Z', 'a')];
    splitBySchedule(activities, now);
    expect(activities.map((a) => a.title)).toEqual(['b', 'a']);
  });

  it('handles an empty calendar', () => {
    expect(splitBySchedule([], now)).toEqual({ upcoming: [], past: [] });
  });
});
