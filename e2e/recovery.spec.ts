import { expect, test } from './support/test';
import { messages } from '../packages/contract/src/messages';
import { expectAccessible } from './support/a11y';
import { accountMenu, linkFromMail, logIn, registerThroughApi } from './support/account-flows';

const { validation, auth } = messages;

test('a forgotten password is recovered from the modal, the e-mail and the new-password form', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const account = await registerThroughApi(page.request, 'rec');

  await page.goto('/login');
  await page.getByRole('button', { name: 'Olvide mi contraseña' }).click();
  const modal = page.getByRole('dialog', { name: 'Recuperar mi cuenta' });
  await expect(modal).toBeVisible();
  await expectAccessible(page);
  const email = modal.getByLabel('Ingrese su correo');
  await expect(email).toHaveAttribute('placeholder', /@/);

  // The modal's rules.
  await modal.getByRole('button', { name: 'Recuperar' }).click();
  await expect(email).toHaveAccessibleDescription(validation.requiredField);
  await email.fill('ana@correo');
  await modal.getByRole('button', { name: 'Recuperar' }).click();
  await expect(email).toHaveAccessibleDescription(validation.invalidRecoveryEmail);

  // An unknown address gets the same answer: nobody learns who has an account.
  await email.fill('nadie.registrado@example.com');
  await modal.getByRole('button', { name: 'Recuperar' }).click();
  await expect(modal.locator('.alert-success')).toHaveText(auth.recoverySent);
  await expect(email).toHaveValue('');

  // While the request is under way both buttons are disabled; then the success alert, and the form is reset.
  // The request is held until both buttons have been seen disabled, however slow the machine is.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/user/recovery', async (route) => {
    await held;
    await route.continue();
  });
  await email.fill(account.email);
  await modal.getByRole('button', { name: 'Recuperar' }).click();
  await expect(modal.getByRole('button', { name: 'Recuperar' })).toBeDisabled();
  await expect(modal.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
  release();
  await expect(modal.locator('.alert-success')).toHaveText(auth.recoverySent);
  await expect(email).toHaveValue('');
  await expect(modal.getByRole('button', { name: 'Recuperar' })).toBeEnabled();
  await modal.getByRole('button', { name: 'Cancelar' }).click();
  await expect(modal).toBeHidden();

  // The e-mail's link opens the new-password form, with its rules.
  const recoveryPath = await linkFromMail(account.email, 'Recuperá', '/recover-password/');
  await page.goto(recoveryPath);
  await expect(page).toHaveTitle('Mariana Ríos - Nueva contraseña');
  await expectAccessible(page);
  const password = page.getByLabel('Nueva contraseña');
  const repeat = page.getByLabel('Repetir la contraseña');
  await page.getByRole('button', { name: 'Guardar la contraseña' }).click();
  await expect(password).toHaveAccessibleDescription(validation.requiredField);
  await expect(repeat).toHaveAccessibleDescription(validation.requiredField);
  await password.fill('abc');
  await expect(password).toHaveAccessibleDescription(validation.newPasswordMinLength);
  await password.fill('nueva-clave-1');
  await repeat.fill('otra-clave-1');
  await expect(repeat).toHaveAccessibleDescription(validation.passwordsMismatch);
  await repeat.fill('nueva-clave-1');
  await page.getByRole('button', { name: 'Guardar la contraseña' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByText(auth.passwordChanged).first()).toBeVisible();

  // The new password works, the old one no longer does.
  await page.getByLabel('Usuario o correo electrónico').fill(account.username);
  await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: auth.invalidCredentials })).toBeVisible();
  await logIn(page, account.username, 'nueva-clave-1');
  await expect(accountMenu(page, account.username)).toBeVisible();

  // The link was single use.
  await page.goto(recoveryPath);
  await page.getByLabel('Nueva contraseña').fill('otra-clave-2');
  await page.getByLabel('Repetir la contraseña').fill('otra-clave-2');
  await page.getByRole('button', { name: 'Guardar la contraseña' }).click();
  await expect(page.getByRole('alert').filter({ hasText: auth.recoveryInvalid })).toBeVisible();
  await expect(page).toHaveURL(recoveryPath);
});
