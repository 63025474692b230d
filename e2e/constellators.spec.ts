import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { demoConstellators } from '../apps/server/src/db/seed/demo-data';
import { expectAccessible } from './support/a11y';

const cardsOf = (page: Page) => page.getByRole('list', { name: 'Consteladores' }).getByRole('listitem');

async function cardTops(page: Page): Promise<number[]> {
  const cards = cardsOf(page);
  await expect(cards).toHaveCount(demoConstellators.length);
  return Promise.all((await cards.all()).map(async (card) => (await card.boundingBox())!.y));
}

test('each constellator shows photo, name, country and links to write or call', async ({ page }) => {
  await page.goto('/consteladores');
  await expect(page).toHaveTitle('Mariana Ríos - Consteladores');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Consteladores');
  await expect(page.getByText('Consteladoras y consteladores acreditados')).toBeVisible();
  const cards = cardsOf(page);
  await expect(cards).toHaveCount(demoConstellators.length);
  for (const constellator of demoConstellators) {
    const name = `${constellator.firstName} ${constellator.lastName}`;
    const card = cards.filter({ has: page.getByRole('heading', { level: 2, name }) });
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('img', { name: `Foto de ${name}` })).toBeVisible();
    await expect(card).toContainText(constellator.country);
    await expect(card.getByRole('link', { name: constellator.email })).toHaveAttribute(
      'href',
      `mailto:${constellator.email}`,
    );
    // The demo phones are stored as +digits, so the link is the stored number itself.
    await expect(card.getByRole('link', { name: constellator.phone })).toHaveAttribute(
      'href',
      `tel:${constellator.phone}`,
    );
  }
  await expectAccessible(page);
});

test('on a desktop the cards are laid out four to a row', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/consteladores');
  const tops = await cardTops(page);
  expect(new Set(tops.slice(0, 4)).size).toBe(1);
  expect(tops[4]).toBeGreaterThan(tops[0]!);
});

test('@phone on a phone the cards are stacked one per row', async ({ page }) => {
  await page.goto('/consteladores');
  const tops = await cardTops(page);
  for (let i = 1; i < tops.length; i++) expect(tops[i]).toBeGreaterThan(tops[i - 1]!);
});
