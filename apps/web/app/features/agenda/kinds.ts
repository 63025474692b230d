import { AGENDA_KINDS } from '@constelaciones/contract/agenda';

/** The colour class of each of the spec's kinds, in the order of the legend. */
const KIND_CLASSES: Record<(typeof AGENDA_KINDS)[number], string> = {
  Taller: 'taller',
  'Formación NCFA': 'formacion',
  Eneagrama: 'eneagrama',
  Charla: 'charla',
};

/** The colour of a kind: its own for the spec's four, a neutral one for any other the owner names. */
export const agendaKindClass = (kind: string): string =>
  KIND_CLASSES[kind as keyof typeof KIND_CLASSES] ?? 'otro';

/** The legend of a year: the spec's kinds, then the others that year uses, in alphabetical order. */
export function legendKinds(kinds: Iterable<string>): string[] {
  const known: readonly string[] = AGENDA_KINDS;
  const others = [...new Set(kinds)].filter((kind) => !known.includes(kind));
  return [...known, ...others.sort((a, b) => a.localeCompare(b, 'es'))];
}
