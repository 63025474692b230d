// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messages, socialLoginEndpoints } from '@constelaciones/contract';
import { answer, renderScreen } from '../test/support';
import { loginNotice } from '../features/auth/notice';
import Login from './login';

vi.mock('../lib/client', () => import('../test/support'));

function showLogin() {
  answer(socialLoginEndpoints.oidcConfig, { enabled: false });
  return renderScreen(<Login />, { at: '/login' });
}

describe('/login', () => {
  it('links to the registration as ¿Es tu primera vez? Registrate', () => {
    showLogin();
    expect(screen.getByRole('link', { name: '¿Es tu primera vez? Registrate' })).toHaveAttribute(
      'href',
      '/registro',
    );
  });

  it('opens Recuperar mi cuenta from Olvide mi contraseña', async () => {
    const { user } = showLogin();
    await user.click(screen.getByRole('button', { name: 'Olvide mi contraseña' }));
    const modal = await screen.findByRole('dialog', { name: 'Recuperar mi cuenta' });
    expect(within(modal).getByLabelText('Ingrese su correo')).toBeVisible();
  });

  it('shows the notice another screen left for it, e.g. the confirmed account', () => {
    answer(socialLoginEndpoints.oidcConfig, { enabled: false });
    const notice = { ok: true, msg: messages.auth.confirmed };
    renderScreen(<Login />, { at: { pathname: '/login', state: loginNotice(notice) } });
    expect(screen.getByText(messages.auth.confirmed)).toHaveClass('alert-success');
  });
});
