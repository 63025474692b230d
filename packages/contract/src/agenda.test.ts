import { describe, expect, it } from 'vitest';
import { agendaDays, agendaOfYear, agendaYearParam, type AgendaItem } from './agenda';
import { agendaEntryFormSchema } from './agenda-entry';
import { messages } from './messages';
import { firstMessageAt } from './validation/testing';

const item = (date: string, title: string, endDate: string | null = null): AgendaItem => ({
  date,
  endDate,
  title,
  modality: 'Virtual',
  kind: 'Taller',
});

describe('agendaOfYear', () => {
  const items = [
    item('2027-05-02', 'Mayo'),
    item('2027-01-20', 'Enero b'),
    item('2027-01-20', 'Enero a'),
    item('2024-06-01', 'Antes'),
    item('2031-02-01', 'Después'),
    item('2029-02-01', 'Después cerca'),
  ];

  it('keeps the year, by date then title, in its months with their Spanish names', () => {
    const agenda = agendaOfYear(2027, items);
    expect(agenda.months.map((month) => [month.month, month.name, month.items.map((i) => i.title)])).toEqual([
      [1, 'Enero', ['Enero a', 'Enero b']],
      [5, 'Mayo', ['Mayo']],
    ]);
  });

  it('names the nearest years before and after that have something', () => {
    expect(agendaOfYear(2027, items)).toMatchObject({ previousYear: 2024, nextYear: 2029 });
    expect(agendaOfYear(2024, items)).toMatchObject({ previousYear: null, nextYear: 2027 });
    expect(agendaOfYear(2040, [])).toEqual({ year: 2040, months: [], previousYear: null, nextYear: null });
  });
});

describe('agendaDays', () => {
  it.each([
    [item('2025-03-08', 'x'), '8'],
    [item('2025-03-15', 'x', '2025-03-16'), '15 y 16'],
    [item('2025-03-15', 'x', '2025-03-18'), '15 al 18'],
    [item('2025-05-30', 'x', '2025-06-02'), '30 de mayo al 2 de junio'],
    [item('2025-05-30', 'x', '2025-05-30'), '30'],
  ])('%o reads %s', (entry, text) => {
    expect(agendaDays(entry)).toBe(text);
  });
});

describe('agendaYearParam', () => {
  it.each([
    ['2026', 2026],
    ['1900', 1900],
    ['2100', 2100],
    ['1899', undefined],
    ['99999', undefined],
    ['abc', undefined],
    ['026', undefined],
    ['2026.0', undefined],
  ])('%s gives %s', (text, year) => {
    expect(agendaYearParam(text)).toBe(year);
  });
});

describe('agendaEntryFormSchema', () => {
  const valid = {
    date: '2027-03-14',
    endDate: '',
    title: ' Retiro ',
    modality: 'Presencial',
    kind: 'Retiro',
  };

  it('reads an empty end date as one day, and trims the texts', () => {
    expect(agendaEntryFormSchema.parse(valid)).toEqual({ ...valid, endDate: null, title: 'Retiro' });
    expect(agendaEntryFormSchema.parse({ ...valid, endDate: undefined }).endDate).toBeNull();
    expect(agendaEntryFormSchema.parse({ ...valid, endDate: '2027-03-15' }).endDate).toBe('2027-03-15');
  });

  it.each([
    [{ endDate: '2027-03-13' }, 'endDate', messages.agenda.endBeforeStart],
    [{ endDate: '2028-01-01' }, 'endDate', messages.agenda.otherYear],
    [{ kind: ' ' }, 'kind', messages.agenda.kindRequired],
    [{ modality: '' }, 'modality', messages.agenda.modalityRequired],
    [{ date: '' }, 'date', messages.validation.dateRequired],
  ])('%o: %s says %s', (change, field, message) => {
    expect(firstMessageAt(agendaEntryFormSchema, { ...valid, ...change }, field)).toBe(message);
  });
});
