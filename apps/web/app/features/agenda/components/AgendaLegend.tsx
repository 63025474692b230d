import { AgendaKindBadge } from './AgendaKindBadge';

/** 'Referencias': each kind of the year on its colour. */
export function AgendaLegend({ kinds }: { kinds: string[] }) {
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
