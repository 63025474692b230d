import type { PurchaseTab } from '@constelaciones/contract';

/** The spec's purchase tabs of 'Administrar inscriptos', with their exact names. */
export const PURCHASE_SCREEN_TABS: { tab: PurchaseTab; label: string }[] = [
  { tab: 'all', label: 'Todas las compras' },
  { tab: 'activities', label: 'Actividades' },
  { tab: 'live', label: 'Módulos en directo' },
  { tab: 'liveUnfinished', label: 'Inscriptos no finalizados módulos en directo' },
  { tab: 'recorded', label: 'Módulos grabados' },
  { tab: 'recordedUnfinished', label: 'Inscriptos no finalizados módulos grabados' },
];

/**
 * The spec's seventh tab: it lists people who finished the training, not purchases
 * (docs/decisions/033-graduates.md).
 */
export const GRADUATES_TAB = { tab: 'graduates', label: 'Formación Finalizada' } as const;

/**
 * Ours, after the spec's seven: one list per workshop course and date (docs/decisions/065-workshops-tab.md).
 */
export const WORKSHOPS_TAB = { tab: 'workshops', label: 'Talleres' } as const satisfies {
  tab: PurchaseTab;
  label: string;
};

/** Every purchase tab, the spec's and ours, for finding a tab's name. */
export const ALL_PURCHASE_TABS: { tab: PurchaseTab; label: string }[] = [
  ...PURCHASE_SCREEN_TABS,
  WORKSHOPS_TAB,
];

/** Any tab of the screen. */
export type PurchaseScreenTab = PurchaseTab | typeof GRADUATES_TAB.tab;

/** The screen's address parameters: the tab, 'Buscar alumno' and the page. */
export const PURCHASE_PARAMS = { tab: 'pestana', search: 'buscar', page: 'pagina' } as const;

export const PURCHASE_PAGE_SIZE = 20;

/** Where the screen is: a tab, 'Buscar alumno' and a page. */
export interface ScreenPlace {
  tab: PurchaseScreenTab;
  search: string;
  page: number;
}

/** The address of a tab, search and page of this screen. */
export function hrefOf({ tab, search, page }: ScreenPlace): string {
  const params = new URLSearchParams({ [PURCHASE_PARAMS.tab]: tab });
  if (search) params.set(PURCHASE_PARAMS.search, search);
  if (page > 1) params.set(PURCHASE_PARAMS.page, String(page));
  return `?${params}`;
}
