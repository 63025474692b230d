import { attendanceMessages, fileSlug, formatHours, type AttendanceSheet } from '@constelaciones/contract';
import { csvDocument, yesNo, type CsvColumn, type CsvFile } from '../../lib/csv';

type Row = AttendanceSheet['rows'][number];

/**
 * A module's attendance sheet as a file for the owner's spreadsheet: one row per student, each day's hours present
 * (a decimal comma, as Spanish spreadsheets read numbers), the total, the hours missed, and whether finished and why.
 */
export function attendanceCsv(sheet: AttendanceSheet): CsvFile {
  const live = sheet.module.typeModule === 'sincronico';
  const days: CsvColumn<Row>[] = live
    ? sheet.settings.dayHours.map((hours, i) => ({
        header: attendanceMessages.dayHours(i, hours),
        cell: (row) => formatHours(row.hours[i] ?? hours),
      }))
    : [];
  const columns: CsvColumn<Row>[] = [
    { header: 'Apellido', cell: (row) => row.lastName },
    { header: 'Nombre', cell: (row) => row.firstName },
    { header: 'Email', cell: (row) => row.email },
    ...days,
    ...(live
      ? [
          { header: 'Horas presentes', cell: (row: Row) => formatHours(row.attendedHours) },
          { header: 'Horas faltadas', cell: (row: Row) => formatHours(row.missedHours) },
          { header: 'Registrada', cell: (row: Row) => yesNo(row.recorded) },
        ]
      : [{ header: attendanceMessages.watched, cell: (row: Row) => yesNo(row.watched) }]),
    { header: 'Finalizado', cell: (row) => yesNo(row.finished) },
    { header: 'Motivo', cell: (row) => row.reason },
    { header: 'Nota de la dueña', cell: (row) => row.note },
  ];
  return { name: `asistencia-${fileSlug(sheet.module.title)}.csv`, text: csvDocument(columns, sheet.rows) };
}
