import type { Locator, Page } from '@playwright/test';
import { accountMenu } from './support/account-flows';
import { expect, openTab, test } from './admin-support';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Principal' });

test("in the panel, the account menu's 'Admin' closes it", async ({ page }) => {
  await page.goto('/admin');
  await openTab(page, 'Administrar cursos');
  const toggle = accountMenu(page, 'Administración');
  await toggle.click();
  await mainNav(page).getByRole('link', { name: 'Admin', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Inicio' })).toBeVisible();
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
  await expect(page.getByRole('heading', { level: 2, name: 'Inicio' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Actividades', exact: true })).toBeHidden();

  await nav.getByRole('button', { name: 'Abrir menú' }).click();
  await nav.getByRole('link', { name: 'Actividades', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Actividades' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: 'Inicio' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Actividades', exact: true })).toBeHidden();
});

/** Every row's 'Editar' lies inside its table's visible region, which lies inside the window. */
async function expectEditInSight(page: Page, table: Locator) {
  const region = await table.boundingBox();
  const viewport = page.viewportSize();
  if (!region || !viewport) throw new Error('the table region is not shown');
  expect(region.x).toBeGreaterThanOrEqual(0);
  expect(region.x + region.width).toBeLessThanOrEqual(viewport.width);
  const links = table.getByRole('link', { name: /^Editar «/ });
  expect(await links.count()).toBeGreaterThan(0);
  for (const link of await links.all()) {
    const box = await link.boundingBox();
    if (!box) throw new Error('an Editar link is not shown');
    expect(box.x, await link.innerText()).toBeGreaterThanOrEqual(region.x);
    expect(box.x + box.width, await link.innerText()).toBeLessThanOrEqual(region.x + region.width);
  }
}

for (const [tab, region] of [
  ['Administrar cursos', 'Cursos'],
  ['Administrar módulos', 'Módulos'],
] as const) {
  test.describe(`'${tab}'`, () => {
    test.use({ viewport: { width: 1366, height: 768 } });
    test("shows each row's 'Editar' without scrolling on a laptop", async ({ page }) => {
      await page.goto('/admin');
      await openTab(page, tab);
      await expectEditInSight(page, page.getByRole('region', { name: region, exact: true }));
    });
  });

  test(`'${tab}' shows each row's 'Editar' without scrolling on a phone @phone`, async ({ page }) => {
    await page.goto('/admin');
    await openTab(page, tab);
    await expectEditInSight(page, page.getByRole('region', { name: region, exact: true }));
  });
}
