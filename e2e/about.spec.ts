import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { demoSiteSections } from '../apps/server/src/db/seed/demo-site-sections';
import { expectAccessible } from './support/a11y';

const { biography } = demoSiteSections;
const paragraphs = biography.paragraphs.split('\n\n');
const [portraitImage] = biography.portrait;

/** Where the heading, the portrait and the first paragraph of the biography are drawn. */
async function biographyBoxes(page: Page) {
  await page.goto('/conoceme');
  const parts = [
    page.getByRole('heading', { level: 1, name: biography.heading }),
    page.getByRole('img', { name: portraitImage!.alt }),
    page.getByText(paragraphs[0]!),
  ];
  const [heading, portrait, text] = await Promise.all(
    parts.map(async (part) => {
      await expect(part).toBeVisible();
      const box = await part.boundingBox();
      if (!box) throw new Error('not drawn');
      return box;
    }),
  );
  return { heading: heading!, portrait: portrait!, text: text! };
}

test('the biography tells the story once and leads to the activities and the training', async ({ page }) => {
  await page.goto('/conoceme');
  await expect(page).toHaveTitle('Mariana Ríos - Conoceme');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', biography.description);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(biography.heading);
  for (const paragraph of paragraphs) {
    // One markup for every screen size: each paragraph is in the page exactly once.
    await expect(page.getByText(paragraph)).toHaveCount(1);
  }
  await expect(page.getByRole('img', { name: portraitImage!.alt })).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Ver actividades' })).toHaveAttribute('href', '/calendario');
  await expect(page.getByRole('link', { name: 'Conocé la formación NCFA' })).toHaveAttribute('href', '/NCFA');
  await expectAccessible(page);
});

test('on a big screen the portrait stands in a column beside the heading and the text', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { heading, portrait, text } = await biographyBoxes(page);
  expect(portrait.x + portrait.width).toBeLessThanOrEqual(heading.x);
  expect(portrait.x + portrait.width).toBeLessThanOrEqual(text.x);
  expect(Math.abs(portrait.y - heading.y)).toBeLessThan(heading.height);
  expect(heading.y).toBeLessThan(text.y);
});

test('@phone on a phone the heading comes first, over a smaller centred portrait', async ({ page }) => {
  const { heading, portrait, text } = await biographyBoxes(page);
  const viewport = page.viewportSize()!;
  expect(heading.y + heading.height).toBeLessThanOrEqual(portrait.y);
  expect(portrait.y + portrait.height).toBeLessThanOrEqual(text.y);
  expect(portrait.width).toBeLessThan(viewport.width * 0.7);
  expect(Math.abs(portrait.x + portrait.width / 2 - viewport.width / 2)).toBeLessThan(2);
  await expectAccessible(page);
});
