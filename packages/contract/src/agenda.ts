import { DATE_YEARS, MONTHS } from './format';

/**
 * The agenda of a year (/agenda, /agenda/{year}): every dated thing the site knows (activities, the workshops'
 * dates, the live modules' dates) and the entries the owner adds by hand, by month. Free of zod, so that the
 * page loads none.
 */

/** The kinds the spec's agenda colours, in the order of its legend; the owner may name others. */
export const AGENDA_KINDS = ['Taller', 'Formación NCFA', 'Eneagrama', 'Charla'] as const;

/** One line of the agenda. Days are Argentine calendar days 'YYYY-MM-DD'. */
export interface AgendaItem {
  date: string;
  /** The last day of an entry of several days (in the same year), or null. */
  endDate: string | null;
  title: string;
  modality: string;
  kind: string;
}

export interface AgendaMonth {
  /** 1 to 12. */
  month: number;
  /** 'Enero'. */
  name: string;
  items: AgendaItem[];
}

export interface AgendaYear {
  year: number;
  /** Only the months with something in them, January first. */
  months: AgendaMonth[];
  /** The nearest years before and after with something in them, if any. */
  previousYear: number | null;
  nextYear: number | null;
}

const yearOf = (day: string) => Number(day.slice(0, 4));
const monthOf = (day: string) => Number(day.slice(5, 7));
const dayOf = (day: string) => Number(day.slice(8, 10));
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The agenda of `year` out of the items of every year: by date (then title), grouped by month. */
export function agendaOfYear(year: number, items: readonly AgendaItem[]): AgendaYear {
  const byDate = items
    .filter((item) => yearOf(item.date) === year)
    .sort((a, b) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title, 'es'));
  const months: AgendaMonth[] = [];
  for (const item of byDate) {
    const month = monthOf(item.date);
    let last = months.at(-1);
    if (last?.month !== month) {
      last = { month, name: capitalised(MONTHS[month - 1]!), items: [] };
      months.push(last);
    }
    last.items.push(item);
  }
  const years = [...new Set(items.map((item) => yearOf(item.date)))];
  const before = years.filter((other) => other < year);
  const after = years.filter((other) => other > year);
  return {
    year,
    months,
    previousYear: before.length > 0 ? Math.max(...before) : null,
    nextYear: after.length > 0 ? Math.min(...after) : null,
  };
}

/**
 * The days of an item as its month's table shows them: '15', two days in a row '15 y 16', several '15 al 18',
 * and across months '30 de mayo al 2 de junio'.
 */
export function agendaDays({ date, endDate }: Pick<AgendaItem, 'date' | 'endDate'>): string {
  const first = dayOf(date);
  if (!endDate || endDate <= date) return String(first);
  const last = dayOf(endDate);
  if (monthOf(endDate) !== monthOf(date)) {
    return `${first} de ${MONTHS[monthOf(date) - 1]} al ${last} de ${MONTHS[monthOf(endDate) - 1]}`;
  }
  return last === first + 1 ? `${first} y ${last}` : `${first} al ${last}`;
}

/** The year of an address /agenda/{year}: four digits within the years a date may take, or undefined. */
export function agendaYearParam(text: string): number | undefined {
  if (!/^\d{4}$/.test(text)) return undefined;
  const year = Number(text);
  return year >= DATE_YEARS.min && year <= DATE_YEARS.max ? year : undefined;
}
