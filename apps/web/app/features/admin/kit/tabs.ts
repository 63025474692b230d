import { paths } from '../../../lib/paths';

/*
 * The admin panel's tabs (spec section 2), plus 'Inicio' (what needs her today, where the panel opens), the
 * agenda, the owner's payment details, invoicing and discount codes, the 'Botón de arrepentimiento' requests, her
 * site's content, her terms and privacy policy, the change log and the site's status. This one list drives both
 * the route table (routes.ts: each tab is a child route of /admin, its module `routes/admin-{path}.tsx`; a tab's
 * items have their edit page at /admin/{edit}/{id}, spec section 2's sub-routes, its module
 * `routes/admin-{edit}.tsx`) and the tab bar.
 * Kept free of React and of route helpers, so that routes.ts can import it when the build reads the routes.
 */
export const ADMIN_TABS = [
  // First and in no group: where the panel opens, above the groups.
  { path: 'inicio', label: 'Inicio' },
  { path: 'agregar-actividad', label: 'Agregar actividad', group: 'content' },
  { path: 'actividades', label: 'Administrar actividades', edit: 'editar-actividad', group: 'content' },
  { path: 'agregar-articulo', label: 'Agregar artículo', group: 'content' },
  { path: 'articulos', label: 'Administrar artículos', edit: 'editar-articulo', group: 'content' },
  { path: 'cursos', label: 'Administrar cursos', edit: 'editar-curso', group: 'content' },
  { path: 'modulos', label: 'Administrar módulos', edit: 'editar-modulo', group: 'content' },
  { path: 'agenda', label: 'Agenda', edit: 'editar-agenda', group: 'content' },
  { path: 'contenido-del-sitio', label: 'Contenido del sitio', group: 'content' },
  { path: 'terminos-y-privacidad', label: 'Términos y privacidad', group: 'content' },
  { path: 'datos-de-pago', label: 'Datos de pago', group: 'sales' },
  { path: 'facturacion', label: 'Facturación', group: 'sales' },
  { path: 'codigos-de-descuento', label: 'Códigos de descuento', group: 'sales' },
  { path: 'arrepentimientos', label: 'Arrepentimientos', group: 'sales' },
  { path: 'inscriptos', label: 'Administrar inscriptos', edit: 'administrar-inscripto', group: 'students' },
  { path: 'certificados', label: 'Certificados', group: 'students' },
  { path: 'novedades', label: 'Novedades', group: 'students' },
  { path: 'registro', label: 'Registro de cambios', group: 'site' },
  { path: 'estado-del-sitio', label: 'Estado del sitio', group: 'site' },
] as const;

/** The tab bar's groups, by what she does there, in the order the bar shows them. */
export const ADMIN_TAB_GROUPS = [
  { key: 'content', label: 'Tu sitio' },
  { key: 'sales', label: 'Ventas y pagos' },
  { key: 'students', label: 'Alumnos' },
  { key: 'site', label: 'El sitio' },
] as const satisfies readonly { key: TabGroup; label: string }[];

type Tab = (typeof ADMIN_TABS)[number];
/** A group of the tab bar, e.g. 'sales'. */
type TabGroup = Extract<Tab, { group: string }>['group'];

/** The tabs of a group, in the list's order; with none, the tabs in no group ('Inicio'). */
export const tabsIn = (group?: TabGroup): Tab[] =>
  ADMIN_TABS.filter((tab) => ('group' in tab ? tab.group : undefined) === group);
export type AdminTab = Tab['path'];
type EditingTab = Extract<Tab, { edit: string }>;
/** An edit page's path under /admin, e.g. 'editar-curso'. */
export type EditPath = EditingTab['edit'];

const editingTabs = ADMIN_TABS.filter((tab): tab is EditingTab => 'edit' in tab);

/** The edit pages, with the tab each goes back to. */
export const EDIT_PAGES = editingTabs.map(({ edit, path }) => ({ edit, tab: path }));

/** The module of an edit page's route, relative to the app folder (read by routes.ts). */
export const editRouteFile = (edit: EditPath): string => `routes/admin-${edit}.tsx`;

/** The tab an edit page comes from and goes back to, e.g. 'cursos' for 'editar-curso'. */
export const editTab = (edit: EditPath): AdminTab => editingTabs.find((tab) => tab.edit === edit)!.path;

/** The tab /admin itself shows: the panel's index is its first tab. */
export const FIRST_TAB: AdminTab = ADMIN_TABS[0].path;

/** A screen under /admin, from its path relative to the area ('editar-curso/{id}'). */
export const adminHref = (...segments: string[]): string =>
  [paths.admin, ...segments.map(encodeURIComponent)].join('/');

/** A tab's own address, e.g. /admin/cursos. */
export const tabHref = (tab: AdminTab): string => adminHref(tab);

/** The module of a tab's route, relative to the app folder (read by routes.ts). */
export const tabRouteFile = (tab: AdminTab): string => `routes/admin-${tab}.tsx`;

/** A tab's label, e.g. for a link back to it. */
export const tabLabel = (tab: AdminTab): string =>
  ADMIN_TABS.find((candidate) => candidate.path === tab)?.label ?? '';

/**
 * The tab a pathname shows: the first one on /admin itself, the tab whose address is the pathname or begins
 * it (a tab's own sub-routes, as those 'Administrar inscriptos' will have), none elsewhere.
 */
export function tabAt(pathname: string): AdminTab | undefined {
  const rest = pathname.replace(/\/+$/, '');
  if (rest === paths.admin) return FIRST_TAB;
  return ADMIN_TABS.find(({ path }) => rest === tabHref(path) || rest.startsWith(`${tabHref(path)}/`))?.path;
}

/** The tab an address of the panel from before each tab had its own asks for (/admin?tab=cursos), if any. */
export function legacyTab(url: URL): AdminTab | undefined {
  const asked = url.searchParams.get('tab');
  return ADMIN_TABS.find(({ path }) => path === asked)?.path;
}
