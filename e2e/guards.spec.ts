import { expect, test, expectShown } from './support/test';
import { messages } from '../packages/contract/src/messages';
import { accountMenu, logIn, logInThroughApi, registerThroughApi } from './support/account-flows';
import { admin } from './support/accounts.mjs';

test('an anonymous visit to a logged-in page lands on /login and comes back after logging in', async ({
  page,
}) => {
  // 20 s in the whole suite on two shared cores (load average 10): three times that.
  test.setTimeout(60_000);
  // The login through the form stays: what is tested is where it goes after it (redirectTo).
  const account = await registerThroughApi(page.request, 'alu');

  for (const path of ['/profile', '/checkout/payment']) {
    await page.goto(path);
    await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(path)}`);
  }

  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login?redirectTo=%2Fdashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL('/dashboard');
  await expect(page).toHaveTitle('Mariana Ríos - Alumnos');
  await expect(page.getByRole('heading', { level: 1, name: 'Módulos' })).toBeVisible();
  await expect(page.getByText(`Hola, ${account.username}`)).toBeVisible();
  await expect(page.getByText(messages.module.contentPlaceholder)).toBeVisible();

  // The payment return without a provider's answer: nothing to check, back to the dashboard.
  await page.goto('/checkout/payment');
  await expectShown(page, {
    role: 'dialog',
    name: messages.popup.errorTitle,
    text: messages.checkout.noPurchase,
  });
  await expect(page).toHaveURL('/dashboard');

  // A student's profile cancels back to the dashboard.
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Editar perfil' }).click();
  await page.getByRole('link', { name: 'Cancelar' }).click();
  await expect(page).toHaveURL('/dashboard');

  // Logging out in another tab leaves the logged-in area here too.
  const other = await page.context().newPage();
  await other.goto('/');
  await accountMenu(other, account.username).click();
  await other.getByRole('button', { name: 'Logout' }).click();
  await expect(other.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page).toHaveURL('/login?redirectTo=%2Fdashboard');
});

test('on a phone the account menu lives in the collapsed navigation @phone', async ({ page }) => {
  // A session of its own: the logout below ends it on the server.
  await logInThroughApi(page, admin.email, admin.password);
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await accountMenu(page, 'Administración').click();
  await page.getByRole('link', { name: 'Mi Perfil' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mi Perfil' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeVisible();

  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await accountMenu(page, 'Administración').click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
});
