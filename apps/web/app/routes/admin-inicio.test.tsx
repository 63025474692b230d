// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SITE_STATUS_CHECKS, type AdminHome } from '@constelaciones/contract';
// The component tests' setup: jest-dom's matchers, and a clean page after each test.
import '../test/support';
import HomeTab from './admin-inicio';

const nothingWaiting = { transfers: 0, withdrawals: 0, offers: 0, failedEmails: 0, rejectedInvoices: 0 };
/** Every check done but those named. */
const checksPending = (...pending: string[]) =>
  SITE_STATUS_CHECKS.map((key) => ({ key, done: !pending.includes(key), detail: '' }));

/** 'Inicio' at /admin as its loader answered, with the tabs its links lead to. */
function showHome(home: AdminHome) {
  const Stub = createRoutesStub([
    { path: '/admin', Component: HomeTab as never, loader: () => home, HydrateFallback: () => null },
    { path: '/admin/:tab', Component: () => <p>Otra pestaña</p> },
  ]);
  const { container } = render(<Stub initialEntries={['/admin']} />);
  return { container, user: userEvent.setup({ delay: null }) };
}

describe("'Inicio'", () => {
  it('counts what needs her, each leading to its tab, leaves out what has nothing, and lists what going live needs', async () => {
    const { user } = showHome({
      waiting: { ...nothingWaiting, transfers: 2, withdrawals: 1, failedEmails: 1 },
      newPurchases: { since: '2030-03-15T13:05:00.000Z', count: 3 },
      checks: checksPending('https', 'demo', 'backup'),
    });
    const today = await screen.findByRole('list', { name: 'Para hoy' });
    const links = within(today).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['2 transferencias por confirmar', '/admin/inscriptos'],
      ['1 solicitud de arrepentimiento abierta', '/admin/arrepentimientos'],
      ['1 correo que no salió', '/admin/registro'],
      ['3 inscripciones nuevas', '/admin/inscriptos'],
    ]);
    expect(
      within(today).getByText(
        'Desde tu visita anterior, el 15/03/2030 a las 10:05; «Todas las compras» muestra primero las más nuevas.',
      ),
    ).toBeVisible();
    expect(screen.queryByText('Nada pendiente hoy.')).toBeNull();

    const checklist = screen.getByRole('region', { name: 'Antes de publicar el sitio' });
    expect(within(checklist).getByRole('progressbar', { name: 'Faltan 3 de 9' })).toHaveAttribute(
      'value',
      '6',
    );
    const lines = within(checklist).getAllByRole('listitem');
    expect(lines).toHaveLength(9);
    expect(lines[2]).toHaveTextContent('Pendiente La dirección del sitio con https');
    expect(lines[0]).toHaveTextContent('Listo Tus datos y la dirección que recibe los avisos');
    expect(within(checklist).getByRole('link', { name: /«Estado del sitio»/ })).toHaveAttribute(
      'href',
      '/admin/estado-del-sitio',
    );

    await user.click(within(today).getByRole('link', { name: '1 solicitud de arrepentimiento abierta' }));
    expect(await screen.findByText('Otra pestaña')).toBeVisible();
  });

  it("says 'Nada pendiente hoy' when nothing waits, and leaves the checklist out once the site is ready", async () => {
    showHome({
      waiting: nothingWaiting,
      newPurchases: { since: '2030-03-15T13:05:00.000Z', count: 0 },
      checks: checksPending(),
    });
    expect(await screen.findByText('Nada pendiente hoy.')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Para hoy' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Antes de publicar el sitio' })).toBeNull();
  });

  it('on her first visit counts no new purchases, and says one thing left in the singular', async () => {
    showHome({
      waiting: { ...nothingWaiting, rejectedInvoices: 1, offers: 1 },
      newPurchases: null,
      checks: checksPending('legal'),
    });
    const today = await screen.findByRole('list', { name: 'Para hoy' });
    expect(
      within(today)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['1 lugar ofrecido de una lista de espera', '1 comprobante rechazado por ARCA']);
    expect(screen.getByRole('progressbar', { name: 'Falta 1 de 9' })).toHaveAttribute('value', '8');
  });
});
