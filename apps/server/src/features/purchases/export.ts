import {
  discountCodeMessages,
  fileSlug,
  formatDate,
  messages,
  type PurchaseExportQuery,
  type PurchaseTab,
} from '@constelaciones/contract';
import { csvAmount, csvDocument, yesNo, type CsvColumn } from '../../lib/csv';
import type { PurchaseComprobantes } from '../invoicing';
import type { PurchaseRow } from './repository';

/** A purchase as the CSV lists it: with its comprobantes' numbers. */
export type ExportRow = PurchaseRow & PurchaseComprobantes;

/** The file name of each tab's list, after its Spanish name. */
const TAB_FILE_NAMES: Record<PurchaseTab, string> = {
  all: 'todas-las-compras',
  activities: 'actividades',
  live: 'modulos-en-directo',
  liveUnfinished: 'no-finalizados-modulos-en-directo',
  recorded: 'modulos-grabados',
  recordedUnfinished: 'no-finalizados-modulos-grabados',
  workshops: 'talleres',
};

const day = (value: string | Date | null) =>
  value === null ? '' : formatDate(value instanceof Date ? value.toISOString() : value);

const money = (amount: number | null) => (amount === null ? '' : csvAmount(amount));

/** What was given back: all of a refunded purchase, the part of a paid one, nothing otherwise. */
const refundedOf = (row: ExportRow) => {
  if (row.state === 'refunded') return csvAmount(row.amount);
  return row.refundedAmount > 0 ? csvAmount(row.refundedAmount) : '';
};

/** The columns of the owner's list: the purchase card's facts first, then the payment's. */
const PURCHASE_COLUMNS: CsvColumn<ExportRow>[] = [
  { header: 'Nombre', cell: (row) => row.firstName },
  { header: 'Apellido', cell: (row) => row.lastName },
  { header: 'País', cell: (row) => row.country },
  { header: 'Fecha de nacimiento', cell: (row) => day(row.dateOfBirth) },
  { header: 'Email', cell: (row) => row.email },
  { header: 'Teléfono', cell: (row) => row.phone },
  { header: 'Método de pago', cell: (row) => messages.purchase.waysToPay[row.wayToPay] },
  { header: 'Pagado', cell: (row) => yesNo(row.pay) },
  { header: 'Finalizado', cell: (row) => yesNo(row.finish) },
  { header: 'Inscripto en', cell: (row) => row.inscriptionTitle },
  { header: 'Fecha del taller', cell: (row) => day(row.courseDate) },
  { header: 'Importe', cell: (row) => csvAmount(row.amount) },
  { header: discountCodeMessages.usedCode, cell: (row) => row.discountCode ?? '' },
  {
    header: discountCodeMessages.discountAmount,
    cell: (row) => (row.discountCode ? csvAmount(row.discount) : ''),
  },
  { header: 'Moneda', cell: (row) => row.currency },
  { header: 'Estado', cell: (row) => messages.purchase.states[row.state] },
  { header: 'Referencia', cell: (row) => row.reference },
  { header: 'Fecha de inscripción', cell: (row) => day(row.createdAt) },
  { header: 'Fecha de pago', cell: (row) => day(row.paidAt) },
  {
    header: messages.purchase.installments,
    cell: (row) => (row.installments === null ? '' : String(row.installments)),
  },
  { header: messages.purchase.paidTotal, cell: (row) => money(row.paidTotal) },
  { header: messages.purchase.netReceived, cell: (row) => money(row.netReceived) },
  { header: messages.purchase.refundedAmount, cell: refundedOf },
  { header: messages.purchase.document, cell: (row) => row.document ?? '' },
  { header: 'Factura C', cell: (row) => row.invoice },
  { header: 'Nota de Crédito C', cell: (row) => row.creditNote },
];

/**
 * 'Descargar CSV': the file and its name, e.g. 'inscriptos-actividades.csv', or for one list of a grouped tab
 * 'inscriptos-modulos-en-directo-modulo-3.csv' (the item's title as its newest purchase copied it), and for a
 * workshop's date 'inscriptos-talleres-taller-presencial-2026-12-05.csv'.
 */
export function purchasesCsv(query: PurchaseExportQuery, rows: readonly ExportRow[]) {
  const item = query.inscription && rows[0] ? fileSlug(rows[0].inscriptionTitle) : '';
  const name = ['inscriptos', TAB_FILE_NAMES[query.tab], item, query.courseDate ?? '']
    .filter(Boolean)
    .join('-');
  return { name: `${name}.csv`, text: csvDocument(PURCHASE_COLUMNS, rows) };
}
