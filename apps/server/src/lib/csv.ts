import type { FastifyReply } from 'fastify';

/*
 * CSV files for the owner's spreadsheet: what Excel in Spanish (and LibreOffice, Google Sheets) opens as columns
 * with accents intact. UTF-8 with a byte-order mark (without it Excel on Windows reads Windows-1252), `;` between
 * cells (Spanish-locale Excel uses the comma for decimals), CRLF between rows (RFC 4180), and a cell quoted when
 * it holds a `;`, a quote or a line break, its quotes doubled.
 */

const BOM = '\uFEFF';
const SEPARATOR = ';';
const NEEDS_QUOTES = /[;"\r\n]/;

/** What a spreadsheet reads as the start of a formula (OWASP's list: = + - @, tab and carriage return). */
const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * A phone number as people write it ('+54 11 4567-8901', '+1 (555) 010-9999'): a plus, then only digits,
 * spaces, dots, hyphens and parentheses. A spreadsheet can at most do arithmetic with that (no letters, so no
 * function or cell reference; no `|`, `!` or quotes), so it is written as typed, the plus readable.
 */
const PHONE_NUMBER = /^\+[\d\s().-]*\d[\d\s().-]*$/;

/** One column of a file: its Spanish header and the cell of each row. */
export interface CsvColumn<Row> {
  header: string;
  cell: (row: Row) => string;
}

/**
 * A cell as written in the file: neutralised against formula injection (a leading `'`, which spreadsheets take
 * as "this is text"), except a phone number; then quoted if needed.
 */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) && !PHONE_NUMBER.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const csvRow = (cells: readonly string[]) => `${cells.map(csvCell).join(SEPARATOR)}\r\n`;

/** The whole file: the byte-order mark, the headers' row, then a row per item. */
export function csvDocument<Row>(columns: readonly CsvColumn<Row>[], rows: Iterable<Row>): string {
  let text = BOM + csvRow(columns.map((column) => column.header));
  for (const row of rows) text += csvRow(columns.map((column) => column.cell(row)));
  return text;
}

/** Sí / No, as the owner's lists say it. */
export const yesNo = (value: boolean) => (value ? 'Sí' : 'No');

/** An amount as Spanish-locale spreadsheets read a number: a decimal comma, no thousands separator. */
export const csvAmount = (amount: number) => amount.toFixed(2).replace('.', ',');

/** A file for the owner's spreadsheet: its name (ASCII, a slug) and its text. */
export interface CsvFile {
  name: string;
  text: string;
}

/**
 * Sends a file as a download: a string with its own content type goes out as it is (no JSON encoding), named
 * by `Content-Disposition` (an ASCII name, which every browser keeps as given); people's data is not cached.
 */
export const sendCsv = (reply: FastifyReply, { name, text }: CsvFile) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store')
    .send(text);
