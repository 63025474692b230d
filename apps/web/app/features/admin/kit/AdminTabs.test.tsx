// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/support';
import { AdminTabs } from './AdminTabs';

describe('AdminTabs', () => {
  it('lists the tabs under what she does there, each group a list named by its title', () => {
    renderScreen(<AdminTabs current="codigos-de-descuento" />);
    const nav = screen.getByRole('navigation', { name: 'Secciones del panel' });
    expect(within(nav).getAllByRole('list')).toHaveLength(4);
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
});
