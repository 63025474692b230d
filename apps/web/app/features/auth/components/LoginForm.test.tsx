// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { authEndpoints, messages } from '@constelaciones/contract';
import {
  answer,
  aUser,
  callsTo,
  expectFieldMessage,
  findToast,
  refuse,
  renderScreen,
} from '../../../test/support';
import { LoginForm } from './LoginForm';

vi.mock('../../../lib/client', () => import('../../../test/support'));

const { validation, auth } = messages;

function showLogin() {
  const onLoggedIn = vi.fn();
  const onUnconfirmed = vi.fn();
  const screenParts = renderScreen(<LoginForm onLoggedIn={onLoggedIn} onUnconfirmed={onUnconfirmed} />);
  return {
    ...screenParts,
    onLoggedIn,
    onUnconfirmed,
    userField: screen.getByLabelText('Usuario o correo electrónico'),
    password: screen.getByLabelText('Contraseña'),
    submit: screen.getByRole('button', { name: 'Ingresar' }),
  };
}

describe('LoginForm', () => {
  it('tells both fields are required, next to each, and sends nothing', async () => {
    const { user, userField, password, submit } = showLogin();
    await user.click(submit);
    await expectFieldMessage(userField, validation.required);
    await expectFieldMessage(password, validation.required);
    expect(userField).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(authEndpoints.login)).toEqual([]);
  });

  it('asks at least 4 characters of each and at most 15 of the password', async () => {
    const { user, userField, password } = showLogin();
    await user.type(userField, 'ana');
    await user.type(password, 'abc');
    await user.tab();
    await expectFieldMessage(userField, validation.minLength4);
    await expectFieldMessage(password, validation.minLength4);
    await user.clear(password);
    await user.type(password, 'una-clave-demasiado-larga');
    await expectFieldMessage(password, validation.maxLength15);
  });

  it('shows the server’s refusal as an error toast and stays', async () => {
    refuse(authEndpoints.login, 401, { msg: auth.invalidCredentials });
    const { user, userField, password, submit, onLoggedIn } = showLogin();
    await user.type(userField, 'nadie-registrado');
    await user.type(password, 'clave-mala-1');
    await user.click(submit);
    expect(await findToast(auth.invalidCredentials)).toBeVisible();
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('hands the session on once the server accepts the credentials', async () => {
    const session = { token: 'un-token', user: aUser(), msg: auth.welcome };
    answer(authEndpoints.login, session);
    const { user, userField, password, submit, onLoggedIn } = showLogin();
    await user.type(userField, 'anaperez');
    await user.type(password, 'clave-buena');
    await user.click(submit);
    await vi.waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(session));
    expect(callsTo(authEndpoints.login)).toEqual([{ body: { user: 'anaperez', password: 'clave-buena' } }]);
  });
});
