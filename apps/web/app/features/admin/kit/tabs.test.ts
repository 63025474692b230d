import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_TAB_GROUPS,
  ADMIN_TABS,
  adminHref,
  EDIT_PAGES,
  editRouteFile,
  editTab,
  FIRST_TAB,
  legacyTab,
  tabAt,
  tabHref,
  tabLabel,
  tabRouteFile,
  tabsIn,
} from './tabs';

const appFolder = fileURLToPath(new URL('../../../', import.meta.url));

describe('admin panel tabs', () => {
  it("opens on 'Inicio', in no group, then groups the tabs by what she does there, in the bar's order", () => {
    expect(FIRST_TAB).toBe('inicio');
    expect(tabsIn().map((tab) => tab.label)).toEqual(['Inicio']);
    expect(ADMIN_TAB_GROUPS.map((group) => [group.label, tabsIn(group.key).map((tab) => tab.label)])).toEqual(
      [
        [
          'Tu sitio',
          [
            'Agregar actividad',
            'Administrar actividades',
            'Agregar artículo',
            'Administrar artículos',
            'Administrar cursos',
            'Administrar módulos',
            'Agenda',
            'Contenido del sitio',
            'Términos y privacidad',
          ],
        ],
        ['Ventas y pagos', ['Datos de pago', 'Facturación', 'Códigos de descuento', 'Arrepentimientos']],
        ['Alumnos', ['Administrar inscriptos', 'Certificados', 'Novedades']],
        ['El sitio', ['Registro de cambios', 'Estado del sitio']],
      ],
    );
    // Grouped in the list itself, so the bar and the routes read one order.
    expect(ADMIN_TABS).toEqual([...tabsIn(), ...ADMIN_TAB_GROUPS.flatMap((group) => tabsIn(group.key))]);
  });

  it('gives each tab its own address and its own route module', () => {
    expect(tabHref('cursos')).toBe('/admin/cursos');
    expect(new Set(ADMIN_TABS.map((tab) => tabHref(tab.path))).size).toBe(ADMIN_TABS.length);
    for (const { path } of ADMIN_TABS) expect(existsSync(appFolder + tabRouteFile(path)), path).toBe(true);
  });

  it("reads the tab from the address: 'Inicio' on /admin, none on an edit page", () => {
    expect(tabAt('/admin')).toBe('inicio');
    expect(tabAt('/admin/')).toBe('inicio');
    expect(tabAt('/admin/inicio')).toBe('inicio');
    expect(tabAt('/admin/cursos')).toBe('cursos');
    expect(tabAt('/admin/inscriptos/compras')).toBe('inscriptos');
    expect(tabAt('/admin/cursosx')).toBeUndefined();
    expect(tabAt('/admin/editar-curso/1')).toBeUndefined();
  });

  it('links to screens of the area and names a tab', () => {
    expect(adminHref('editar-actividad', 'a b')).toBe('/admin/editar-actividad/a%20b');
    expect(tabLabel('inscriptos')).toBe('Administrar inscriptos');
  });

  it('reads the tab of an old panel address, so that it still leads there', () => {
    expect(legacyTab(new URL('http://x/admin?tab=cursos'))).toBe('cursos');
    expect(legacyTab(new URL('http://x/admin?tab=otra'))).toBeUndefined();
    expect(legacyTab(new URL('http://x/admin'))).toBeUndefined();
  });

  it("names the spec's edit pages and the agenda's, each going back to its tab", () => {
    expect(EDIT_PAGES).toEqual([
      { edit: 'editar-actividad', tab: 'actividades' },
      { edit: 'editar-articulo', tab: 'articulos' },
      { edit: 'editar-curso', tab: 'cursos' },
      { edit: 'editar-modulo', tab: 'modulos' },
      { edit: 'editar-agenda', tab: 'agenda' },
      { edit: 'administrar-inscripto', tab: 'inscriptos' },
    ]);
    expect(editTab('administrar-inscripto')).toBe('inscriptos');
    for (const { edit } of EDIT_PAGES) expect(existsSync(appFolder + editRouteFile(edit)), edit).toBe(true);
  });
});
