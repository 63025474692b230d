// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/support';
import { SiteContentIndex } from './SiteContentIndex';

describe('Contenido del sitio', () => {
  it('lists the parts of the site in its order, each a link to its own page with what it holds', () => {
    renderScreen(<SiteContentIndex />, { at: '/admin/contenido-del-sitio' });
    const parts = within(screen.getByRole('list', { name: 'Partes del sitio' }));
    expect(parts.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Tus datos', '/admin/contenido-del-sitio/tus-datos'],
      ['Inicio', '/admin/contenido-del-sitio/inicio'],
      ['Conoceme', '/admin/contenido-del-sitio/conoceme'],
      ['Talleres presenciales', '/admin/contenido-del-sitio/talleres-presenciales'],
      ['Talleres virtuales', '/admin/contenido-del-sitio/talleres-virtuales'],
      ['Formación NCFA', '/admin/contenido-del-sitio/formacion-ncfa'],
      ['Temario', '/admin/contenido-del-sitio/temario'],
      ['Redes y pie de página', '/admin/contenido-del-sitio/redes-y-pie-de-pagina'],
    ]);
    expect(parts.getByText('Tu biografía completa y tu retrato.')).toBeVisible();
  });
});
