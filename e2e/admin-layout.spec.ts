import type { Page } from '@playwright/test';
import { accountMenu } from './support/account-flows';
import { expect, openTab, test } from './admin-support';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Principal' });

test("in the panel, the account menu's 'Admin' closes it", async ({ page }) => {
  await page.goto('/admin');
  await openTab(page, 'Administrar cursos');
  const toggle = accountMenu(page, 'Administración');
  await toggle.click();
  await mainNav(page).getByRole('link', { name: 'Admin', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Agregar actividad' })).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(mainNav(page).getByRole('link', { name: 'Admin', exact: true })).toBeHidden();
});

test("on a phone, the panel's menu closes on a tap and stays closed after Back @phone", async ({ page }) => {
  await page.goto('/admin');
  await openTab(page, 'Administrar cursos');
  const nav = mainNav(page);
  await nav.getByRole('button', { name: 'Abrir menú' }).click();
  await accountMenu(page, 'Administración').click();
  await nav.getByRole('link', { name: 'Admin', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Agregar actividad' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Actividades', exact: true })).toBeHidden();

  await nav.getByRole('button', { name: 'Abrir menú' }).click();
  await nav.getByRole('link', { name: 'Actividades', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Actividades' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: 'Agregar actividad' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Actividades', exact: true })).toBeHidden();
});
