import { describe, expect, it } from 'vitest';
import { tabHref, tabLabel, tabOf } from './tabs';

describe('admin panel tabs', () => {
  it('reads the chosen tab from the address, the first one otherwise', () => {
    expect(tabOf(new URL('http://x/admin?tab=cursos'))).toBe('cursos');
    expect(tabOf(new URL('http://x/admin'))).toBe('agregar-actividad');
    expect(tabOf(new URL('http://x/admin?tab=otra'))).toBe('agregar-actividad');
  });

  it('links to a tab and names it', () => {
    expect(tabHref('registro')).toBe('/admin?tab=registro');
    expect(tabLabel('inscriptos')).toBe('Administrar inscriptos');
  });
});
