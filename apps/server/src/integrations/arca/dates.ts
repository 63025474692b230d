/** Argentina keeps UTC−3 all year (no daylight saving since 2009): ARCA's dates are days of its calendar. */
const ARGENTINA_OFFSET_MS = -3 * 60 * 60 * 1000;

const inArgentina = (at: Date) => new Date(at.getTime() + ARGENTINA_OFFSET_MS).toISOString();

/** The day `at` falls on in Argentina, as ARCA writes dates: yyyymmdd. */
export function argentinaDay(at: Date): string {
  return inArgentina(at).slice(0, 10).replaceAll('-', '');
}

/** `at` as an xsd:dateTime with Argentina's offset, as ARCA writes them: 2026-12-01T09:50:00-03:00. */
export function argentinaDateTime(at: Date): string {
  return `${inArgentina(at).slice(0, 19)}-03:00`;
}

/** Whether `day` is a real calendar day written yyyymmdd. */
export function isDay(day: string): boolean {
  if (!/^\d{8}$/.test(day)) return false;
  const date = new Date(`${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10).replaceAll('-', '') === day;
}

/** `day` (yyyymmdd) moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  const date = Date.UTC(Number(day.slice(0, 4)), Number(day.slice(4, 6)) - 1, Number(day.slice(6, 8)) + days);
  return new Date(date).toISOString().slice(0, 10).replaceAll('-', '');
}

/** `at` in Argentina as ARCA stamps processing times (FchProceso): yyyymmddhhmmss. */
export function argentinaTimestamp(at: Date): string {
  return inArgentina(at).slice(0, 19).replace(/\D/g, '');
}
