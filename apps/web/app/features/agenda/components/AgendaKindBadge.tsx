import type { AgendaKind } from '@constelaciones/contract';
import { agendaKindLabels } from '../kinds';

/** The kind in words, on its colour: the colour is never the only clue. */
export function AgendaKindBadge({ kind }: { kind: AgendaKind }) {
  return <span className={`agenda-kind agenda-kind-${kind}`}>{agendaKindLabels[kind]}</span>;
}
