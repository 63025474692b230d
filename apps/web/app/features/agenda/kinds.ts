import type { AgendaKind } from '@constelaciones/contract';

/** What each kind of agenda entry is called, in the order of the legend. */
export const agendaKindLabels: Record<AgendaKind, string> = {
  taller: 'Taller',
  formacion: 'Formación NCFA',
  eneagrama: 'Eneagrama',
  charla: 'Charla',
};
