import {
  formatDate,
  formatTime,
  newsletterAdminMessages as admin,
  newsletterMessages as words,
} from '@constelaciones/contract';
import { csvDocument, type CsvColumn, type CsvFile } from '../../lib/csv';
import type { SubscriberRow } from './subscribers';

/** A moment as her spreadsheet shows it: the Argentine date and time, or empty. */
const when = (at: Date | null) =>
  at ? `${formatDate(at.toISOString())} ${formatTime(at.toISOString())}` : '';

const columns: CsvColumn<SubscriberRow>[] = [
  { header: admin.csvColumns.email, cell: (row) => row.email },
  { header: admin.csvColumns.state, cell: (row) => words.states[row.state] },
  { header: admin.csvColumns.source, cell: (row) => admin.sources[row.source] },
  { header: admin.csvColumns.since, cell: (row) => when(row.createdAt) },
  { header: admin.csvColumns.confirmed, cell: (row) => when(row.confirmedAt) },
  { header: admin.csvColumns.out, cell: (row) => when(row.unsubscribedAt) },
];

/** Every subscriber as a file for her spreadsheet, the address first: what an import reads back. */
export const subscribersCsv = (rows: readonly SubscriberRow[]): CsvFile => ({
  name: 'suscriptores-novedades.csv',
  text: csvDocument(columns, rows),
});
