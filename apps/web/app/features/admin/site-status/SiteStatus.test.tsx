// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SITE_STATUS_CHECKS } from '@constelaciones/contract';
import { renderScreen } from '../../../test/support';
import { SiteStatus } from './SiteStatus';

describe('SiteStatus', () => {
  it("gives every line its badge, 'Listo' or 'Pendiente', and what to do only while it is pending", () => {
    renderScreen(
      <SiteStatus
        checks={SITE_STATUS_CHECKS.map((key) => ({
          key,
          done: key !== 'legal',
          detail: key === 'legal' ? 'Falta publicar la política de privacidad.' : 'Visto.',
        }))}
      />,
    );
    expect(screen.getByText('Antes de publicar el sitio falta 1 cosa.')).toBeVisible();
    const titles = screen.getAllByRole('heading', { level: 3 });
    expect(titles.map((title) => title.firstElementChild?.textContent)).toEqual(
      SITE_STATUS_CHECKS.map((key) => (key === 'legal' ? 'Pendiente' : 'Listo')),
    );
    const legal = screen.getByRole('heading', {
      name: 'Pendiente Términos y condiciones y política de privacidad publicados',
    }).parentElement!;
    expect(within(legal).getByText('Revisalos y publicalos en «Términos y privacidad».')).toBeVisible();
    const owner = screen.getByRole('heading', {
      name: 'Listo Tus datos y la dirección que recibe los avisos',
    }).parentElement!;
    expect(within(owner).queryByText(/Completalos/)).toBeNull();
  });
});
