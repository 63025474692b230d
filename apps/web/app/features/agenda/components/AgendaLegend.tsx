import type { AgendaKind } from '@constelaciones/contract';
import { agendaKindLabels } from '../kinds';
import { AgendaKindBadge } from './AgendaKindBadge';

const kinds = Object.keys(agendaKindLabels) as AgendaKind[];

export function AgendaLegend() {
  return (
    <div className="agenda-legend">
      <p id="agenda-legend-title" className="agenda-legend-title">
        Referencias
      </p>
      <ul className="agenda-legend-list" aria-labelledby="agenda-legend-title">
        {kinds.map((kind) => (
          <li key={kind}>
            <AgendaKindBadge kind={kind} />
          </li>
        ))}
      </ul>
    </div>
  );
}
