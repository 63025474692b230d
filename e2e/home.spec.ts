import { expect, test } from './support/test';
import { expectAccessible } from './support/a11y';

test('home shows the biography, the video and the upcoming activities', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Mariana Ríos - Inicio');
  await expect(page.getByRole('link', { name: 'Biografía completa' })).toHaveAttribute('href', '/conoceme');
  await expect(page.getByRole('heading', { name: 'Próximas actividades' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Próximas actividades' }).getByRole('listitem');
  expect(await cards.count()).toBeGreaterThan(0);
  expect(await cards.count()).toBeLessThanOrEqual(6);
  await expect(cards.first().getByText('Fecha:')).toBeVisible();
  await expect(cards.first()).toContainText('(hora Argentina (GTM -3))');
  await expect(cards.first().getByRole('link', { name: 'Ver actividad' })).toHaveAttribute(
    'href',
    /^\/calendario\//,
  );
  await expectAccessible(page);
  // The player loads only when asked.
  await expect(page.locator('iframe')).toHaveCount(0);
  await page.getByRole('button', { name: /Reproducir el video/ }).click();
  await expect(page.locator('iframe[src*="youtube-nocookie.com/embed/"]')).toHaveCount(1);
});

test('an unknown page answers 404 in Spanish', async ({ page }) => {
  const response = await page.goto('/esta-pagina-no-existe');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  await expect(page).toHaveTitle('Mariana Ríos - Página no encontrada');
});
