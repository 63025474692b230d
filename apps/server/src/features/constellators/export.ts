import type { Graduate } from '@constelaciones/contract';
import { csvDocument, yesNo, type CsvColumn, type CsvFile } from '../../lib/csv';

/** The columns of 'Formación Finalizada': the graduate card's facts, their consent and whether they are listed. */
const GRADUATE_COLUMNS: CsvColumn<Graduate>[] = [
  { header: 'Nombre', cell: (row) => row.firstName },
  { header: 'Apellido', cell: (row) => row.lastName },
  { header: 'País', cell: (row) => row.country },
  { header: 'Email', cell: (row) => row.email },
  { header: 'Teléfono', cell: (row) => row.phone },
  { header: 'Formación finalizada', cell: (row) => yesNo(row.finished) },
  { header: 'Acepta figurar en Consteladores', cell: (row) => yesNo(row.consent.listed) },
  { header: 'Muestra su email', cell: (row) => yesNo(row.consent.listed && row.consent.showsEmail) },
  { header: 'Muestra su teléfono', cell: (row) => yesNo(row.consent.listed && row.consent.showsPhone) },
  { header: 'Publicado en Consteladores', cell: (row) => yesNo(row.published) },
];

/** 'Descargar CSV' of 'Formación Finalizada': 'formacion-finalizada.csv'. */
export const graduatesCsv = (rows: readonly Graduate[]): CsvFile => ({
  name: 'formacion-finalizada.csv',
  text: csvDocument(GRADUATE_COLUMNS, rows),
});
