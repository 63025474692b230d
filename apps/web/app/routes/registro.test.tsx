// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { authEndpoints, captchaEndpoints, messages } from '@constelaciones/contract';
import {
  answer,
  callsTo,
  expectFieldMessage,
  findPopup,
  findToast,
  refuse,
  renderScreen,
} from '../test/support';
import Registration from './registro';

vi.mock('../lib/client', () => import('../test/support'));

const { validation, auth } = messages;

function showRegistration() {
  answer(captchaEndpoints.config, { provider: 'altcha' });
  const shown = renderScreen(<Registration />, { at: '/registro' });
  return {
    ...shown,
    username: screen.getByLabelText('Nombre de usuario'),
    email: screen.getByLabelText('Correo electrónico'),
    password: screen.getByLabelText('Contraseña'),
    repeat: screen.getByLabelText('Repetir contraseña'),
    submit: screen.getByRole('button', { name: 'Registrarme' }),
  };
}

type Form = ReturnType<typeof showRegistration>;

async function fill(
  form: Form,
  values: { username: string; email: string; password: string; repeat: string },
) {
  for (const name of ['username', 'email', 'password', 'repeat'] as const) {
    await form.user.clear(form[name]);
    await form.user.type(form[name], values[name]);
  }
}

const valid = {
  username: 'anaperez',
  email: 'ana@example.com',
  password: 'clave-1234',
  repeat: 'clave-1234',
};

/** The ALTCHA widget tells its solution with a 'statechange' event, as it does once the visitor ticks it. */
async function solveCaptcha() {
  const widget = await vi.waitFor(() => {
    const element = document.querySelector('altcha-widget');
    if (!element) throw new Error('no captcha yet');
    return element;
  });
  fireEvent(
    widget,
    new CustomEvent('statechange', { detail: { state: 'verified', payload: 'solucion-de-prueba' } }),
  );
}

describe('/registro', () => {
  it('links back to the login as Accedé', () => {
    showRegistration();
    expect(screen.getByRole('link', { name: 'Accedé' })).toHaveAttribute('href', '/login');
  });

  it('tells each field is required and asks for the captcha, sending nothing', async () => {
    const form = showRegistration();
    await form.user.click(form.submit);
    for (const field of [form.username, form.email, form.password, form.repeat])
      await expectFieldMessage(field, validation.required);
    expect(screen.getByRole('group', { name: 'Verificación de seguridad' })).toHaveAccessibleDescription(
      validation.captchaRequired,
    );
    expect(callsTo(authEndpoints.register)).toEqual([]);
  });

  it('tells the length, e-mail and repeated-password rules next to their fields', async () => {
    const form = showRegistration();
    await fill(form, { username: 'ana', email: 'ana@', password: 'abc', repeat: 'abcdefg' });
    await form.user.click(form.submit);
    await expectFieldMessage(form.username, validation.minLength4);
    await expectFieldMessage(form.email, validation.invalidEmail);
    await expectFieldMessage(form.password, validation.minLength6);
    await expectFieldMessage(form.repeat, validation.passwordsMismatch);

    await fill(form, { ...valid, username: 'un-nombre-muy-largo', password: 'una-clave-demasiado-larga' });
    await expectFieldMessage(form.username, validation.maxLength15);
    await expectFieldMessage(form.password, validation.maxLength15);
    await fill(form, { ...valid, username: 'a@example.com' });
    await expectFieldMessage(form.username, validation.usernameWithAt);
  });

  it('sends nothing while the captcha is unsolved, even with every field right', async () => {
    const form = showRegistration();
    await fill(form, valid);
    await form.user.click(form.submit);
    expect(await screen.findByText(validation.captchaRequired)).toBeVisible();
    expect(callsTo(authEndpoints.register)).toEqual([]);
  });

  it('registers without the repeated password, shows the server’s message and goes to /login', async () => {
    answer(authEndpoints.register, { msg: auth.registered });
    const form = showRegistration();
    await fill(form, valid);
    await solveCaptcha();
    await form.user.click(form.submit);
    expect(await findPopup(messages.popup.successTitle, auth.registered)).toBeVisible();
    expect(form.router.state.location.pathname).toBe('/login');
    expect(callsTo(authEndpoints.register)).toEqual([
      {
        body: {
          username: 'anaperez',
          email: 'ana@example.com',
          password: 'clave-1234',
          altcha: 'solucion-de-prueba',
        },
      },
    ]);
  });

  it('shows a username already taken next to its field and as a toast, and stays', async () => {
    refuse(authEndpoints.register, 409, {
      msg: auth.usernameTaken,
      errors: { username: auth.usernameTaken },
    });
    const form = showRegistration();
    await fill(form, valid);
    await solveCaptcha();
    await form.user.click(form.submit);
    expect(await findToast(auth.usernameTaken)).toBeVisible();
    await expectFieldMessage(form.username, auth.usernameTaken);
    expect(form.router.state.location.pathname).toBe('/registro');
  });
});
