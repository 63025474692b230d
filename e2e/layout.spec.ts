import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { logInThroughApi, registerThroughApi } from './support/account-flows';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Principal' });
const homeHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Constelaciones Familiares y Eneagrama' });
const inPersonHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Taller de Constelaciones Familiares presencial' });

test('a dropdown closes when an item is chosen and never reopens by itself', async ({ page }) => {
  await page.goto('/');
  const nav = mainNav(page);
  const workshops = nav.getByRole('button', { name: 'Taller de constelaciones' });
  const inPerson = nav.getByRole('link', { name: 'Talleres presenciales' });

  await workshops.click();
  await inPerson.click();
  await expect(inPersonHeading(page)).toBeVisible();
  await expect(workshops).toHaveAttribute('aria-expanded', 'false');

  // Back on the page where it was opened, through a link and through the history.
  await nav.getByRole('link', { name: 'Mariana Ríos' }).click();
  await expect(homeHeading(page)).toBeVisible();
  await expect(inPerson).toBeHidden();
  await page.goBack();
  await expect(inPersonHeading(page)).toBeVisible();
  await page.goBack();
  await expect(homeHeading(page)).toBeVisible();
  await expect(inPerson).toBeHidden();

  // Choosing the page already shown closes the menu too.
  await page.goto('/talleres-presenciales');
  await workshops.click();
  await inPerson.click();
  await expect(workshops).toHaveAttribute('aria-expanded', 'false');
  await expect(inPerson).toBeHidden();
});

test('on a phone the menu closes on a tap and stays closed after Back @phone', async ({ page }) => {
  await page.goto('/');
  const nav = mainNav(page);
  const activities = nav.getByRole('link', { name: 'Actividades', exact: true });

  await nav.getByRole('button', { name: 'Abrir menú' }).click();
  await activities.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Actividades' })).toBeVisible();
  await expect(activities).toBeHidden();

  await page.goBack();
  await expect(homeHeading(page)).toBeVisible();
  await expect(nav.getByRole('button', { name: /menú$/ })).toHaveAttribute('aria-expanded', 'false');
  await expect(activities).toBeHidden();
});

test('from 992 px up, the header fits the screen with a long name logged in', async ({ page }) => {
  const account = await registerThroughApi(page.request, 'largo');
  const token = await logInThroughApi(page, account.email, account.password);
  const name = { firstName: 'Lucía', lastName: 'Pérez Gómez' };
  const response = await page.request.put('/api/user/update-user', {
    headers: { authorization: `Bearer ${token}` },
    data: { ...name, birthday: '1985-04-12', phone: '1155550000', country: 'Argentina' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  await page.reload();
  const nav = mainNav(page);
  const accountToggle = nav.getByRole('button', { name: 'Lucía Pérez Gómez', exact: true });

  for (const width of [992, 1024, 1199, 1200, 1366]) {
    await page.setViewportSize({ width, height: 800 });
    // On a narrow bar the links live behind the toggler: open it to measure them.
    const toggler = nav.getByRole('button', { name: 'Abrir menú' });
    if (await toggler.isVisible()) await toggler.click();
    await expect(accountToggle).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
    const lines = await nav.getByRole('link', { name: 'Formación NCFA' }).evaluate((link) => {
      const range = document.createRange();
      range.selectNodeContents(link);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines, `'Formación NCFA' on one line at ${width} px`).toBe(1);
    const box = await accountToggle.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0), `the account menu inside at ${width} px`).toBeLessThanOrEqual(
      width,
    );
    if (await nav.getByRole('button', { name: 'Cerrar menú' }).isVisible()) {
      await nav.getByRole('button', { name: 'Cerrar menú' }).click();
    }
  }
});

/** RGB values of a PNG, read by the browser on a blank page (the site's policy allows no data: images). */
async function pixelsOf(page: Page, png: Buffer) {
  const blank = await page.context().newPage();
  try {
    return await blank.evaluate(async (base64) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2D canvas');
      context.drawImage(image, 0, 0);
      return { width: image.width, data: [...context.getImageData(0, 0, image.width, image.height).data] };
    }, png.toString('base64'));
  } finally {
    await blank.close();
  }
}

test('the social icons show their glyph on the social bar', async ({ page }) => {
  await page.goto('/');
  // Points in the icons' 24×24 drawing: one on the glyph, one on the shape around it.
  const icons = [
    { network: 'YouTube', glyph: [12, 12], shape: [5, 12] },
    { network: 'Spotify', glyph: [12.4, 9], shape: [12, 5] },
  ];
  for (const { network, glyph, shape } of icons) {
    const svg = page.getByRole('contentinfo').getByRole('link', { name: network }).locator('svg');
    // The glyph's strongest contrast with the shape, around its point (anti-aliasing blurs single pixels).
    const contrast = async () => {
      const { width, data } = await pixelsOf(page, await svg.screenshot());
      const scale = width / 24;
      const rgb = (x: number, y: number) => {
        const offset = (Math.round(y * scale) * width + Math.round(x * scale)) * 4;
        return data.slice(offset, offset + 3);
      };
      const shapeColour = rgb(shape[0]!, shape[1]!);
      let strongest = 0;
      for (let dx = -1; dx <= 1; dx += 0.5) {
        for (let dy = -1; dy <= 1; dy += 0.5) {
          const colour = rgb(glyph[0]! + dx, glyph[1]! + dy);
          strongest = Math.max(
            strongest,
            colour.reduce((sum, value, i) => sum + Math.abs(value - shapeColour[i]!), 0),
          );
        }
      }
      return strongest;
    };
    // The footer is drawn once it comes near the screen (content-visibility): the screenshot that scrolls
    // to it can see the frame before it is painted.
    await expect.poll(contrast, { message: `${network}: glyph against its shape` }).toBeGreaterThan(200);
  }
});
