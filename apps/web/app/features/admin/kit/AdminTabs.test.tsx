// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/support';
import { AdminTabs } from './AdminTabs';

describe('AdminTabs', () => {
  it("lists 'Inicio' first, then the tabs under what she does there, each group a list named by its title", () => {
    renderScreen(<AdminTabs current="codigos-de-descuento" />);
    const nav = screen.getByRole('navigation', { name: 'Secciones del panel' });
    const lists = within(nav).getAllByRole('list');
    expect(lists).toHaveLength(5);
    expect(
      within(lists[0]!)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Inicio']);
    expect(within(lists[0]!).getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/admin/inicio');
    expect(within(lists[0]!).getByRole('link', { name: 'Inicio' })).not.toHaveAttribute('aria-current');
    const sales = within(nav).getByRole('list', { name: 'Ventas y pagos' });
    expect(
      within(sales)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Datos de pago', 'Facturación', 'Códigos de descuento', 'Arrepentimientos']);
    expect(within(sales).getByRole('link', { name: 'Códigos de descuento' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const students = within(nav).getByRole('list', { name: 'Alumnos' });
    expect(within(students).getByRole('link', { name: 'Administrar inscriptos' })).toHaveAttribute(
      'href',
      '/admin/inscriptos',
    );
    expect(within(nav).getByRole('list', { name: 'Tu sitio' })).toBeInTheDocument();
    expect(within(nav).getByRole('list', { name: 'El sitio' })).toBeInTheDocument();
  });

  it("marks 'Inicio' as the page while it is shown", () => {
    renderScreen(<AdminTabs current="inicio" />);
    const nav = screen.getByRole('navigation', { name: 'Secciones del panel' });
    expect(within(nav).getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getAllByRole('link', { current: 'page' })).toHaveLength(1);
  });
});
