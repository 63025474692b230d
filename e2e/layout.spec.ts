import { expect, test, type Page } from '@playwright/test';

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
