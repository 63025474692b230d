import { agendaKindClass } from '../kinds';

/** The kind in words, on its colour: the colour is never the only clue. */
export function AgendaKindBadge({ kind }: { kind: string }) {
  return <span className={`agenda-kind agenda-kind-${agendaKindClass(kind)}`}>{kind}</span>;
}
