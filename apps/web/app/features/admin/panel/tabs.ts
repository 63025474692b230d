import { paths } from '../../../lib/paths';

/** The admin panel's tabs (spec section 2), plus the audit log; the chosen one lives in the URL (?tab=...). */
export const ADMIN_TABS = [
  { key: 'agregar-actividad', label: 'Agregar actividad' },
  { key: 'actividades', label: 'Administrar actividades' },
  { key: 'agregar-articulo', label: 'Agregar artículo' },
  { key: 'articulos', label: 'Administrar artículos' },
  { key: 'cursos', label: 'Administrar cursos' },
  { key: 'inscriptos', label: 'Administrar inscriptos' },
  { key: 'modulos', label: 'Administrar módulos' },
  { key: 'registro', label: 'Registro de cambios' },
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number]['key'];

const isAdminTab = (key: string | null): key is AdminTab => ADMIN_TABS.some((tab) => tab.key === key);

/** The tab a URL asks for; the first one when it names none (or one that does not exist). */
export function tabOf(url: URL): AdminTab {
  const key = url.searchParams.get('tab');
  return isAdminTab(key) ? key : ADMIN_TABS[0].key;
}

/** The panel showing `tab`, from anywhere under /admin. */
export const tabHref = (tab: AdminTab): string => `${paths.admin}?${new URLSearchParams({ tab })}`;

/** A tab's label, e.g. for a link back to it. */
export const tabLabel = (tab: AdminTab): string =>
  ADMIN_TABS.find((candidate) => candidate.key === tab)?.label ?? '';
