import { expect, test } from './support/test';
import { accountMenu, logIn, logInThroughApi, registerThroughApi } from './support/account-flows';
import { admin } from './support/accounts.mjs';

/*
 * The owner's one login through the form (every other spec stores her session: admin-support.ts, ownerPage).
 */
test('an anonymous visitor to /admin lands on /login, and the administrator comes back after logging in', async ({
  page,
}) => {
  await page.goto('/admin/editar-curso/00000000-0000-4000-8000-000000000000');
  await expect(page).toHaveURL(
    `/login?redirectTo=${encodeURIComponent('/admin/editar-curso/00000000-0000-4000-8000-000000000000')}`,
  );
  await page.goto('/admin/cursos');
  await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent('/admin/cursos')}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();

  await logIn(page, admin.email, admin.password);
  await expect(page).toHaveURL('/admin/cursos');
  await expect(page.getByRole('heading', { level: 2, name: 'Administrar cursos' })).toBeVisible();
  // An ADMIN's login keeps her token under 'tokenAdmin' too.
  expect(await page.evaluate(() => localStorage.getItem('tokenAdmin'))).toBe(
    await page.evaluate(() => localStorage.getItem('token')),
  );

  // The menu's 'Admin' entry leads to the panel.
  await page.goto('/');
  await accountMenu(page, 'Administración').click();
  await expect(page.getByRole('link', { name: 'Admin', exact: true })).toHaveAttribute('href', '/admin');
  await page.getByRole('link', { name: 'Admin', exact: true }).click();
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Panel de administración' })).toBeVisible();
  // The panel opens on 'Inicio': what needs her today, and what going live still needs on the demo site.
  await expect(page.getByRole('heading', { level: 2, name: 'Inicio' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Antes de publicar el sitio' })).toBeVisible();
});

test('a student sees no Admin entry and is sent to /login from /admin', async ({ page }) => {
  const account = await registerThroughApi(page.request, 'alu');
  await logInThroughApi(page, account.username, account.password);
  await accountMenu(page, account.username).click();
  await expect(page.getByRole('link', { name: 'Mi Perfil' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);

  await page.goto('/admin/actividades');
  await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent('/admin/actividades')}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Administrar actividades' })).toHaveCount(0);
});
