import type { Page } from '@playwright/test';
import { expect, openTab, test, uniqueLetters } from './admin-support';
import { expectAccessible } from './support/a11y';
import { registerThroughApi, smallPng } from './support/account-flows';
import { bearer, buyActivityThroughApi, tokenOf } from './support/purchase-flows';

/*
 * 'Inicio', where the panel opens: what waits for the owner, each count leading to its tab, and, while the demo
 * site is not ready, the checklist of 'Estado del sitio'. The admin specs share one server and one owner, so
 * the counts are read as at least what this test made.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Secciones del panel' });

test("the owner's panel opens on 'Inicio': a transfer to confirm leads to its tab, and the checklist says what is left", async ({
  page,
  request,
  adminToken,
}) => {
  test.setTimeout(30_000);
  // A student enrols by transfer in an activity of this test: one more payment for the owner to confirm.
  const title = `Taller de inicio ${uniqueLetters()}`;
  const created = await request.post('/api/activities/create', {
    headers: bearer(adminToken),
    multipart: {
      title,
      day: new Date(Date.now() + 30 * DAY_MS).toISOString(),
      description: 'Un taller para probar el inicio del panel.',
      pricePesos: '12000',
      priceDolar: '20',
      modality: 'Presencial',
      city: 'Córdoba',
      important: 'false',
      img: { name: 'taller.png', mimeType: 'image/png', buffer: smallPng() },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const account = await registerThroughApi(request, 'ini');
  const token = await tokenOf(request, account.email, account.password);
  await buyActivityThroughApi(
    request,
    token,
    { firstName: 'Lía', lastName: 'Paz', birthday: '1991-07-03', phone: '1145557777', country: 'Argentina' },
    title,
    'transfer',
  );

  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 2, name: 'Inicio' })).toBeVisible();
  await expect(tabBar(page).getByRole('link').first()).toHaveText('Inicio');
  await expect(tabBar(page).getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page');
  const today = page.getByRole('list', { name: 'Para hoy' });
  const transfers = today.getByRole('link', { name: /^\d+ transferencias? por confirmar$/ });
  await expect(transfers).toBeVisible();
  await expect(today).toContainText('«Confirmar pago» en la tarjeta de cada una cuando llegue el dinero');

  // The demo site is not ready to go live: the checklist counts what is left of 'Estado del sitio'.
  const checklist = page.getByRole('region', { name: 'Antes de publicar el sitio' });
  await expect(checklist.getByRole('progressbar', { name: /^Faltan \d+ de 9$/ })).toBeVisible();
  await expect(checklist.getByRole('listitem')).toHaveCount(9);
  await expect(
    checklist.getByRole('listitem').filter({ hasText: 'Sin contenido de demostración' }),
  ).toHaveText('Pendiente Sin contenido de demostración');
  await expectAccessible(page);

  await transfers.click();
  await expect(page).toHaveURL('/admin/inscriptos');
  await expect(page.getByRole('heading', { level: 2, name: 'Administrar inscriptos' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: 'Inicio' })).toBeVisible();

  await checklist.getByRole('link', { name: /«Estado del sitio»/ }).click();
  await expect(page).toHaveURL('/admin/estado-del-sitio');
  await expect(page.getByRole('heading', { level: 2, name: 'Estado del sitio' })).toBeVisible();
  // Every line has its badge, all one width, and the titles start at one edge.
  const titles = page.getByRole('listitem').getByRole('heading', { level: 3 });
  await expect(titles).toHaveCount(9);
  const lines = await titles.evaluateAll((headings) =>
    headings.map((heading) => {
      const [badge, title] = [...heading.children];
      return {
        badge: badge!.textContent,
        width: Math.round(badge!.getBoundingClientRect().width),
        edge: Math.round(title!.getBoundingClientRect().left),
      };
    }),
  );
  expect(lines.every((line) => line.badge === 'Listo' || line.badge === 'Pendiente')).toBe(true);
  expect(new Set(lines.map((line) => line.width)).size, JSON.stringify(lines)).toBe(1);
  expect(new Set(lines.map((line) => line.edge)).size, JSON.stringify(lines)).toBe(1);

  await openTab(page, 'Inicio');
  await expect(page).toHaveURL('/admin/inicio');
});

test("on a phone, 'Inicio' and the grouped tab bar fit the screen and pass axe @phone", async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 2, name: 'Inicio' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Antes de publicar el sitio' })).toBeVisible();
  await expect(tabBar(page).getByRole('list', { name: 'El sitio' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectAccessible(page);
});
