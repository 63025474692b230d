import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import type { Activity } from '../packages/contract/src/entities';
import { demoActivities } from '../apps/server/src/db/seed/demo-data';
import { expectAccessible } from './support/a11y';
import { expectShareableHead, fetchServerRendered } from './support/server-rendered';

const archivedDemo = demoActivities.find((activity) => activity.archived);
const inPersonWorkshop = 'Taller de Constelaciones Familiares presencial';
const liveModule = 'Formación NCFA: Módulo 0 en directo';
const openTalk = 'Charla abierta: ¿Qué es una constelación familiar?';

/** The public list, as the server publishes it (archived activities are never in it). */
async function publishedActivities(request: APIRequestContext): Promise<Activity[]> {
  const response = await request.get('/api/activities');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { activities: Activity[] }).activities;
}

async function publishedActivity(request: APIRequestContext, title: string): Promise<Activity> {
  const activity = (await publishedActivities(request)).find((candidate) => candidate.title === title);
  expect(activity, `published activity '${title}'`).toBeDefined();
  return activity as Activity;
}

async function openFromCalendar(page: Page, title: string): Promise<void> {
  await page.goto('/calendario');
  await page.getByRole('link', { name: `Ver actividad «${title}»`, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test('the calendar shows the upcoming activities as cards, soonest first, never an archived one', async ({
  page,
  request,
}) => {
  const now = Date.now();
  const upcoming = (await publishedActivities(request))
    .filter((activity) => Date.parse(activity.day) >= now)
    .sort((a, b) => Date.parse(a.day) - Date.parse(b.day));
  expect(upcoming.length).toBeGreaterThan(0);

  await page.goto('/calendario');
  await expect(page).toHaveTitle('Mariana Ríos - Actividades');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Actividades');

  const cards = page.getByRole('list', { name: 'Próximas actividades' }).getByRole('listitem');
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(
    upcoming.map((activity) => activity.title),
  );
  const first = cards.first();
  await expect(first.getByText('Fecha:')).toBeVisible();
  await expect(first).toContainText('(hora Argentina (GTM -3))');
  await expect(first.getByRole('link', { name: 'Ver actividad' })).toHaveAttribute(
    'href',
    `/calendario/${upcoming[0]?._id}`,
  );
  await expect(first.getByRole('img')).toHaveAttribute('loading', 'eager');

  expect(archivedDemo).toBeDefined();
  await expect(page.getByText(archivedDemo?.title ?? '')).toHaveCount(0);
  await expectAccessible(page);
});

test('activities that already took place are listed under Actividades anteriores, most recent first', async ({
  page,
  request,
}) => {
  const now = Date.now();
  const past = (await publishedActivities(request))
    .filter((activity) => Date.parse(activity.day) < now)
    .sort((a, b) => Date.parse(b.day) - Date.parse(a.day));

  await page.goto('/calendario');
  // The section is there exactly when something already took place.
  await expect(page.getByRole('heading', { level: 2, name: 'Actividades anteriores' })).toHaveCount(
    past.length > 0 ? 1 : 0,
  );
  await expect(
    page.getByRole('list', { name: 'Actividades anteriores' }).getByRole('heading', { level: 3 }),
  ).toHaveText(past.map((activity) => activity.title));
});

test('@phone the calendar shows one card per row on a phone', async ({ page }) => {
  await page.goto('/calendario');
  const cards = page.getByRole('list', { name: 'Próximas actividades' }).getByRole('listitem');
  const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  expect(second?.x).toBe(first?.x);
  expect(second?.y).toBeGreaterThan((first?.y ?? 0) + (first?.height ?? 0) - 1);
});

test('the calendar shows three cards per row on a wide screen', async ({ page }) => {
  await page.goto('/calendario');
  const cards = page.getByRole('list', { name: 'Próximas actividades' }).getByRole('listitem');
  const boxes = await Promise.all([0, 1, 2, 3].map((index) => cards.nth(index).boundingBox()));
  expect(new Set(boxes.slice(0, 3).map((box) => box?.y)).size).toBe(1);
  expect(boxes[3]?.x).toBe(boxes[0]?.x);
});

test('an activity of a course sends Inscribite to that course’s workshop page', async ({ page }) => {
  await openFromCalendar(page, inPersonWorkshop);
  await expect(page).toHaveTitle(`Mariana Ríos - ${inPersonWorkshop}`);
  await expect(page.getByRole('img', { name: `Imagen de la actividad ${inPersonWorkshop}` })).toBeVisible();
  await expect(page.getByText('Fecha:')).toBeVisible();
  await expect(page.getByText('20/03/2027 a las 10:00 AM (hora Argentina (GTM -3))')).toBeVisible();
  await expect(page.getByText('Presencial', { exact: true })).toBeVisible();
  await expect(page.getByText('Buenos Aires', { exact: true })).toBeVisible();
  await expect(page.getByText('$ 55.000')).toBeVisible();
  await expect(page.getByText('USD 60')).toBeVisible();
  await expect(
    page.getByText(/Podés constelar un tema propio o participar como representante\./),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Inscribite' })).toHaveAttribute(
    'href',
    '/talleres-presenciales',
  );
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Volver a las actividades' }).click();
  await expect(page).toHaveURL(/\/calendario$/);
});

test('an activity of a module sends Inscribite to the dashboard', async ({ page }) => {
  await openFromCalendar(page, liveModule);
  await expect(page.getByRole('link', { name: 'Inscribite' })).toHaveAttribute('href', '/dashboard');
});

test('an activity with no association sends Inscribite to log in and come back', async ({
  page,
  request,
}) => {
  const { _id } = await publishedActivity(request, openTalk);
  await openFromCalendar(page, openTalk);
  await expect(page).toHaveURL(`/calendario/${_id}`);
  await expect(page.getByRole('link', { name: 'Inscribite' })).toHaveAttribute(
    'href',
    `/login?redirectTo=${encodeURIComponent(`/calendario/${_id}`)}`,
  );
  await expectAccessible(page);
});

test('an unknown activity answers 404 in Spanish', async ({ page }) => {
  for (const id of ['00000000-0000-4000-8000-000000000000', 'no-existe']) {
    const response = await page.goto(`/calendario/${id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
  }
});

test('an activity page is complete without a browser, ready to be shared', async ({ request, baseURL }) => {
  const activity = await publishedActivity(request, inPersonWorkshop);
  const path = `/calendario/${activity._id}`;
  const rendered = await fetchServerRendered(request, path);
  expect(rendered.text).toContain(activity.title);
  expect(rendered.text).toContain(activity.description);
  expect(rendered.text).toContain('Fecha: 20/03/2027 a las 10:00 AM (hora Argentina (GTM -3))');
  expect(rendered.body).toContain('href="/talleres-presenciales"');
  await expectShareableHead(request, rendered, {
    title: `Mariana Ríos - ${activity.title}`,
    url: `${baseURL}${path}`,
    type: 'website',
  });
  expect(rendered.head.ogImage).toBe(`${baseURL}/img/${activity.img}`);
  expect(activity.description.startsWith(rendered.head.description?.replace(/…$/, '') ?? '-')).toBe(true);
});

test('the calendar is complete without a browser', async ({ request, baseURL }) => {
  const rendered = await fetchServerRendered(request, '/calendario');
  expect(rendered.text).toContain('Actividades');
  expect(rendered.text).toContain(inPersonWorkshop);
  await expectShareableHead(request, rendered, {
    title: 'Mariana Ríos - Actividades',
    url: `${baseURL}/calendario`,
    type: 'website',
  });
});
