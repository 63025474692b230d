// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { authEndpoints, messages } from '@constelaciones/contract';
import type { Route } from './+types/recover-password';
import {
  answer,
  callsTo,
  expectFieldMessage,
  findPopup,
  findToast,
  refuse,
  renderScreen,
} from '../test/support';
import RecoverPassword from './recover-password';

vi.mock('../lib/client', () => import('../test/support'));

const { validation, auth } = messages;
const uuid = 'token-del-enlace';

function showForm() {
  const props = { params: { uuid } } as Route.ComponentProps;
  const shown = renderScreen(<RecoverPassword {...props} />, { at: `/recover-password/${uuid}` });
  return {
    ...shown,
    password: screen.getByLabelText('Nueva contraseña'),
    repeat: screen.getByLabelText('Repetir la contraseña'),
    save: screen.getByRole('button', { name: 'Guardar la contraseña' }),
  };
}

describe('/recover-password/{uuid}', () => {
  it('asks for both passwords, at least 6 characters, and the same twice', async () => {
    const { user, password, repeat, save } = showForm();
    await user.click(save);
    await expectFieldMessage(password, validation.requiredField);
    await expectFieldMessage(repeat, validation.requiredField);
    await user.type(password, 'abc');
    await expectFieldMessage(password, validation.newPasswordMinLength);
    await user.clear(password);
    await user.type(password, 'nueva-clave-1');
    await user.type(repeat, 'otra-clave-1');
    await expectFieldMessage(repeat, validation.passwordsMismatch);
    expect(callsTo(authEndpoints.recoveryPassword)).toEqual([]);
  });

  it('sends the password with the link’s token, shows the server’s message and goes to /login', async () => {
    answer(authEndpoints.recoveryPassword, { msg: auth.passwordChanged });
    const { user, password, repeat, save, router } = showForm();
    await user.type(password, 'nueva-clave-1');
    await user.type(repeat, 'nueva-clave-1');
    await user.click(save);
    await findPopup(messages.popup.successTitle, auth.passwordChanged);
    expect(router.state.location.pathname).toBe('/login');
    expect(callsTo(authEndpoints.recoveryPassword)).toEqual([{ body: { password: 'nueva-clave-1', uuid } }]);
  });

  it('shows a spent link’s refusal as an error toast and stays', async () => {
    refuse(authEndpoints.recoveryPassword, 400, { msg: auth.recoveryInvalid });
    const { user, password, repeat, save, router } = showForm();
    await user.type(password, 'otra-clave-2');
    await user.type(repeat, 'otra-clave-2');
    await user.click(save);
    await findToast(auth.recoveryInvalid);
    expect(router.state.location.pathname).toBe(`/recover-password/${uuid}`);
  });
});
