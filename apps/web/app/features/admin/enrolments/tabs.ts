import type { PurchaseTab } from '@constelaciones/contract';

/** The spec's enrolment tabs of 'Administrar inscriptos', with their exact names. */
export const ENROLMENT_TABS: { tab: PurchaseTab; label: string }[] = [
  { tab: 'all', label: 'Todas las compras' },
  { tab: 'activities', label: 'Actividades' },
  { tab: 'live', label: 'Módulos en directo' },
  { tab: 'liveUnfinished', label: 'Inscriptos no finalizados módulos en directo' },
  { tab: 'recorded', label: 'Módulos grabados' },
  { tab: 'recordedUnfinished', label: 'Inscriptos no finalizados módulos grabados' },
];

/** The screen's address parameters: the tab, 'Buscar alumno' and the page. */
export const ENROLMENT_PARAMS = { tab: 'pestana', search: 'buscar', page: 'pagina' } as const;

export const ENROLMENT_PAGE_SIZE = 20;
