import type { AgendaMonth } from '@constelaciones/contract';
import { useRevealOnScroll } from '../useRevealOnScroll';
import { AgendaKindBadge } from './AgendaKindBadge';

export function AgendaMonthTable({ month }: { month: AgendaMonth }) {
  const ref = useRevealOnScroll<HTMLDivElement>();
  return (
    <div className="agenda-month" ref={ref}>
      <table className="table agenda-table mb-0">
        <caption>{month.month}</caption>
        <thead>
          <tr>
            <th scope="col" className="agenda-date">
              Fecha
            </th>
            <th scope="col">Actividad</th>
            <th scope="col" className="agenda-modality">
              Modalidad
            </th>
          </tr>
        </thead>
        <tbody>
          {month.entries.map((entry) => (
            <tr key={`${entry.date} ${entry.activity}`} className={`agenda-row-${entry.kind}`}>
              <td className="agenda-date">{entry.date}</td>
              <td>
                <span className="agenda-activity">{entry.activity}</span>{' '}
                <span className="visually-hidden">Tipo:</span> <AgendaKindBadge kind={entry.kind} />
              </td>
              <td className="agenda-modality">{entry.modality}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
