import type { Page } from '@playwright/test';
import { expect, test, expectShown } from './support/test';
import { messages } from '../packages/contract/src/messages';
import { expectAccessible } from './support/a11y';
import {
  accountMenu,
  fillRegistration,
  linkFromMail,
  logIn,
  logInThroughApi,
  newAccount,
  registerThroughApi,
  smallPng,
  solveCaptcha,
} from './support/account-flows';
import { waitForMail } from './support/mail';

const { validation, auth, profile } = messages;

/** The message shown under a field, tied to it for screen readers. */
async function expectFieldMessage(page: Page, label: string, message: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}

/* The one walk through the forms from registration to login; every other spec makes its accounts through the API. */
test('a visitor registers, confirms the e-mail and logs in', async ({ page }) => {
  // 20 s alone; 39 s in the whole suite on two shared cores with the profile's edit, now the next test.
  test.setTimeout(90_000);
  const account = newAccount('ana');

  // Registration: the server's message, then the login page.
  await fillRegistration(page, account);
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Registrarme' }).click();
  await expectShown(page, { role: 'dialog', name: messages.popup.successTitle, text: auth.registered });
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('main').getByText(auth.registered)).toBeVisible();
  // The first confirmation e-mail: read now, so that the link followed below is the resent one.
  await waitForMail(account.email, 'Confirmá');

  // Not confirmed yet: refused, with a way to get the e-mail again.
  await page.getByLabel('Usuario o correo electrónico').fill(account.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: auth.unconfirmed }).first()).toBeVisible();
  const resend = page.getByRole('region', { name: '¿No te llegó el correo?' });
  await expect(resend.getByLabel('Correo electrónico')).toHaveValue(account.email);
  await resend.getByRole('button', { name: auth.resendConfirmation }).click();
  await expect(resend.getByText(auth.confirmationResent)).toBeVisible();

  // The resent e-mail's link (the first one no longer works) confirms the account, then the login page.
  await page.goto(await linkFromMail(account.email, 'Confirmá', '/confirm/'));
  await expect(page.getByText(auth.confirmed).first()).toBeVisible();
  await expect(page).toHaveURL('/login');

  await logIn(page, account.username, account.password);
  await expect(page).toHaveURL('/');
  const menu = accountMenu(page, account.username);
  await expect(menu).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);

  // A USER's menu: no 'Admin'.
  await menu.click();
  await expect(page.getByRole('link', { name: 'Alumnos' })).toHaveAttribute('href', '/dashboard');
  await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Mi Perfil' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mi Perfil' })).toBeVisible();
});

test('a student edits the profile, with a photo, and logs out', async ({ page }) => {
  // 20 s alone, as long as the walk above: the same room.
  test.setTimeout(90_000);
  const account = await registerThroughApi(page.request, 'ana');
  await logInThroughApi(page, account.username, account.password, '/profile');

  // Profile: no completed module yet, then 'Editar perfil'.
  await expect(page.getByRole('heading', { level: 1, name: 'Mi Perfil' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Mis Cursos', selected: true })).toBeVisible();
  await expect(page.getByText('Todavía no completaste ningún módulo.', { exact: false })).toBeVisible();
  await page.getByRole('tab', { name: 'Editar perfil' }).click();
  await expectAccessible(page);

  await page.getByLabel('Nombre', { exact: true }).fill('Ana');
  await page.getByLabel('Apellido').fill('Pereyra');
  await page.getByLabel('Fecha de nacimiento').fill('1985-04-12');
  await page.getByLabel('Teléfono').fill('1145678901');
  await page.getByLabel('País').selectOption('Argentina');
  await page
    .getByLabel('Foto de perfil')
    .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: smallPng() });
  await expect(page.getByRole('img', { name: 'Vista previa de tu nueva foto' })).toBeVisible();
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  const question = page.getByRole('dialog', { name: profile.editConfirm });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Sí, editar' }).click();
  await expectShown(page, { role: 'dialog', name: messages.popup.successTitle, text: profile.updated });

  // The new name in the navigation, the uploaded avatar, and the data kept after a reload.
  await expect(accountMenu(page, 'Ana Pereyra')).toBeVisible();
  const avatar = page.getByRole('img', { name: 'Tu foto de perfil' });
  await expect(avatar).toHaveAttribute('src', /^\/img\/.+/);
  expect(await avatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(
    true,
  );
  await page.reload();
  await page.getByRole('tab', { name: 'Editar perfil' }).click();
  await expect(page.getByLabel('Apellido')).toHaveValue('Pereyra');
  await expect(page.getByLabel('País')).toHaveValue('Argentina');
  await expect(page.getByLabel('Fecha de nacimiento')).toHaveValue('1985-04-12');

  // Logout ends the session on the server too.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  await accountMenu(page, 'Ana Pereyra').click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
    null,
    null,
  ]);
  const relogged = await page.request.get('/api/user/relogged', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(relogged.status()).toBe(401);
});

test('a student closes her sessions on other devices from the profile; this one goes on', async ({
  page,
}) => {
  // 18 s in the whole suite on two shared cores (load average 10): three times that.
  test.setTimeout(60_000);
  const account = await registerThroughApi(page.request, 'sesiones');
  // Another device: a login of its own.
  const phone = await page.request.post('/api/user/login', {
    data: { user: account.email, password: account.password },
  });
  const phoneToken = ((await phone.json()) as { token: string }).token;
  const reloggedWith = (token: string) =>
    page.request.get('/api/user/relogged', { headers: { authorization: `Bearer ${token}` } });
  expect((await reloggedWith(phoneToken)).status()).toBe(200);

  await logInThroughApi(page, account.username, account.password, '/profile');
  const sessions = page.getByRole('region', { name: 'Tus sesiones' });
  await expect(sessions).toContainText(auth.logoutOthersHint);
  await expectAccessible(page);

  // The question first: 'Cancelar' keeps every session.
  await sessions.getByRole('button', { name: auth.logoutOthers }).click();
  const question = page.getByRole('dialog', { name: auth.logoutOthersConfirm });
  await expect(question).toBeVisible();
  await expectAccessible(page, '.swal2-popup');
  await question.getByRole('button', { name: 'Cancelar' }).click();
  await expect(question).toBeHidden();
  expect((await reloggedWith(phoneToken)).status()).toBe(200);

  await sessions.getByRole('button', { name: auth.logoutOthers }).click();
  await page
    .getByRole('dialog', { name: auth.logoutOthersConfirm })
    .getByRole('button', { name: 'Sí, cerrarlas' })
    .click();
  await expectShown(page, { role: 'dialog', name: messages.popup.successTitle, text: auth.loggedOutOthers });
  expect((await reloggedWith(phoneToken)).status()).toBe(401);
  // This browser is still logged in after a reload.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Mi Perfil' })).toBeVisible();
  await expect(page.getByText(account.email)).toBeVisible();
});

test('the registration form tells each rule next to its field and sends nothing without the captcha', async ({
  page,
}) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/user/register')) sent.push(request.url());
  });
  await page.goto('/registro');
  await expect(page).toHaveTitle('Mariana Ríos - Registro');
  await expect(page.getByRole('link', { name: 'Accedé' })).toHaveAttribute('href', '/login');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Registrarme' }).click();
  for (const label of ['Nombre de usuario', 'Correo electrónico', 'Contraseña', 'Repetir contraseña']) {
    await expectFieldMessage(page, label, validation.required);
  }
  await expect(page.getByText(validation.captchaRequired)).toBeVisible();

  await page.getByLabel('Nombre de usuario').fill('ana');
  await page.getByLabel('Correo electrónico').fill('ana@');
  await page.getByLabel('Contraseña', { exact: true }).fill('abc');
  await page.getByLabel('Repetir contraseña').fill('abcdefg');
  await page.getByRole('button', { name: 'Registrarme' }).click();
  await expectFieldMessage(page, 'Nombre de usuario', validation.minLength4);
  await expectFieldMessage(page, 'Correo electrónico', validation.invalidEmail);
  await expectFieldMessage(page, 'Contraseña', validation.minLength6);
  await expectFieldMessage(page, 'Repetir contraseña', validation.passwordsMismatch);

  await page.getByLabel('Nombre de usuario').fill('un-nombre-muy-largo');
  await page.getByLabel('Contraseña', { exact: true }).fill('una-clave-demasiado-larga');
  await expectFieldMessage(page, 'Nombre de usuario', validation.maxLength15);
  await expectFieldMessage(page, 'Contraseña', validation.maxLength15);
  // A username never looks like an e-mail: the login takes either.
  await page.getByLabel('Nombre de usuario').fill('a@example.com');
  await expectFieldMessage(page, 'Nombre de usuario', validation.usernameWithAt);

  // Every field right, but no captcha: the message, and still nothing sent.
  await fillRegistration(page, newAccount('sin'));
  await page.getByRole('button', { name: 'Registrarme' }).click();
  await expect(page.getByText(validation.captchaRequired)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Verificación de seguridad' })).toHaveAccessibleDescription(
    validation.captchaRequired,
  );
  await expect(page).toHaveURL('/registro');
  expect(sent).toEqual([]);
});

test('a username already in use is refused with a clear message', async ({ page }) => {
  const account = { ...newAccount('dup'), username: 'admin' };
  await fillRegistration(page, account);
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Registrarme' }).click();
  await expect(page.getByRole('alert').filter({ hasText: auth.usernameTaken }).first()).toBeVisible();
  await expect(page).toHaveURL('/registro');
});

test('the login form tells its rules and the server refuses wrong credentials', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Mariana Ríos - Login');
  await expect(page.getByRole('link', { name: '¿Es tu primera vez? Registrate' })).toHaveAttribute(
    'href',
    '/registro',
  );
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
  await expectFieldMessage(page, 'Usuario o correo electrónico', validation.required);
  await expectFieldMessage(page, 'Contraseña', validation.required);

  await page.getByLabel('Usuario o correo electrónico').fill('ana');
  await page.getByLabel('Contraseña', { exact: true }).fill('abc');
  await expectFieldMessage(page, 'Usuario o correo electrónico', validation.minLength4);
  await expectFieldMessage(page, 'Contraseña', validation.minLength4);
  await page.getByLabel('Contraseña', { exact: true }).fill('una-clave-demasiado-larga');
  await expectFieldMessage(page, 'Contraseña', validation.maxLength15);

  await page.getByLabel('Usuario o correo electrónico').fill('nadie-registrado');
  await page.getByLabel('Contraseña', { exact: true }).fill('clave-mala-1');
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: auth.invalidCredentials })).toBeVisible();
  await expect(page).toHaveURL('/login');
});
