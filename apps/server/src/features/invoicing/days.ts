import { argentinaDay } from '../../integrations/arca/dates';

/** 'YYYY-MM-DD' (the database's dates) as ARCA writes dates, 'yyyymmdd'. */
export const toArcaDate = (day: string) => day.replaceAll('-', '');

/** ARCA's 'yyyymmdd' as 'YYYY-MM-DD'. */
export const fromArcaDate = (date: string) => `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}`;

/** The Argentine calendar day of an instant, 'YYYY-MM-DD'. */
export const argentineDay = (at: Date) => fromArcaDate(argentinaDay(at));
