import { agendaDays, type AgendaMonth } from '@constelaciones/contract/agenda';
import { agendaKindClass } from '../kinds';
import { useRevealOnScroll } from '../useRevealOnScroll';
import { AgendaKindBadge } from './AgendaKindBadge';

export function AgendaMonthTable({ month }: { month: AgendaMonth }) {
  const ref = useRevealOnScroll<HTMLDivElement>();
  return (
    <div className="agenda-month" ref={ref}>
      <table className="table agenda-table mb-0">
        <caption>{month.name}</caption>
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
          {month.items.map((item, index) => (
            <tr
              key={`${index} ${item.date} ${item.title}`}
              className={`agenda-row-${agendaKindClass(item.kind)}`}
            >
              <td className="agenda-date">{agendaDays(item)}</td>
              <td>
                <span className="agenda-activity">{item.title}</span>{' '}
                <span className="visually-hidden">Tipo:</span> <AgendaKindBadge kind={item.kind} />
              </td>
              <td className="agenda-modality">{item.modality}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
