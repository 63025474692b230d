// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptySection } from '@constelaciones/contract';
import { renderScreen } from '../../test/support';
import { SiteFooter } from './SiteFooter';

const owner = { ...emptySection('owner'), name: 'Laura Gómez', profession: 'Psicóloga' };

describe('SiteFooter', () => {
  it('draws no social bar while she has set none of her networks', () => {
    renderScreen(<SiteFooter owner={owner} footer={emptySection('footer')} />);
    expect(screen.queryByText('Seguinos en las redes')).toBeNull();
    expect(screen.getByText('Laura Gómez')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Botón de arrepentimiento' })).toBeInTheDocument();
  });

  it('invites to follow her where she is, once one network is set', () => {
    const footer = { ...emptySection('footer'), instagram: 'https://instagram.com/laura' };
    renderScreen(<SiteFooter owner={owner} footer={footer} />);
    expect(screen.getByText('Seguinos en las redes')).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toContain(
      'https://instagram.com/laura',
    );
  });
});
