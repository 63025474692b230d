import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { agendaDays } from '../packages/contract/src/agenda';
import { messages } from '../packages/contract/src/messages';
import { argentineDay } from '../packages/contract/src/rules';
import { DEMO_AGENDA_2025 } from '../apps/server/src/db/seed/demo-agenda';
import { confirmDeletion, expectSuccess, test as ownerTest, uniqueTitle } from './admin-support';
import { smallPng } from './support/account-flows';
import { expectAccessible } from './support/a11y';

const THIS_YEAR = Number(argentineDay(new Date()).slice(0, 4));
const MONTHS = [
  'Enero',
  'Febrero',
  'Marzo',
  'Abril',
  'Mayo',
  'Junio',
  'Julio',
  'Agosto',
  'Septiembre',
  'Octubre',
  'Noviembre',
  'Diciembre',
];
const KINDS = ['Taller', 'Formación NCFA', 'Eneagrama', 'Charla'];

/** The spec's 2025 agenda (demo content) as a visitor reads it, month by month, row by row, cell by cell. */
const DEMO_2025 = MONTHS.map((month, index) => ({
  month,
  rows: DEMO_AGENDA_2025.filter(([date]) => Number(date.slice(5, 7)) === index + 1).map(
    ([date, endDate, title, modality, kind]) => [
      agendaDays({ date, endDate }),
      `${title} Tipo: ${kind}`,
      modality,
    ],
  ),
}));
const LAST_MONTH = 'Diciembre';

const monthTable = (page: Page, month: string) => page.getByRole('table', { name: month });
/** The block of a month, the part that fades in. */
const monthBlock = (page: Page, month: string) => monthTable(page, month).locator('..');

/** Each row of a month's table as a screen reader reads it, cell by cell; the kind is in words, not only colour. */
async function rowsOf(page: Page, month: string): Promise<string[][]> {
  const rows = monthTable(page, month)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  return rows.evaluateAll((elements) =>
    elements.map((row) =>
      Array.from((row as HTMLTableRowElement).cells, (cell) => cell.textContent!.replace(/\s+/g, ' ').trim()),
    ),
  );
}

/** Reads the whole 2025 agenda as a visitor scrolling down would, checking every month and every row. */
async function readAll2025(page: Page) {
  await expect(page.getByRole('table')).toHaveCount(12);
  for (const { month, rows } of DEMO_2025) {
    const table = monthTable(page, month);
    await table.scrollIntoViewIfNeeded();
    await expect(monthBlock(page, month)).toHaveCSS('opacity', '1');
    await expect(table.getByRole('columnheader')).toHaveText(['Fecha', 'Actividad', 'Modalidad']);
    expect(await rowsOf(page, month)).toEqual(rows);
  }
}

const expectLegend = (page: Page, kinds: string[]) =>
  expect(page.getByRole('list', { name: 'Referencias' }).getByRole('listitem')).toHaveText(kinds);

test("the spec's 2025 agenda is there as demo content: a table per month with date, activity, modality and kind", async ({
  page,
}) => {
  // 15 s in the whole suite on two shared cores (load average 10), its axe check included: four times that.
  test.setTimeout(60_000);
  await page.goto('/agenda/2025');
  await expect(page).toHaveTitle('Mariana Ríos - Agenda 2025');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agenda 2025');
  await expect(page.getByRole('link', { name: 'actividades', exact: true })).toHaveAttribute(
    'href',
    '/calendario',
  );
  await expectLegend(page, KINDS);
  await readAll2025(page);
  // Accessible once every month has been scrolled into view (faded in).
  await expectAccessible(page);
  await expect(
    page.getByRole('navigation', { name: 'Otros años de la agenda' }).getByRole('link'),
  ).toHaveText(/^Agenda \d{4} →$/);
});

test('/agenda is this year, in Argentine time, and links to the years around it', async ({ page }) => {
  await page.goto('/agenda');
  await expect(page).toHaveTitle('Mariana Ríos - Agenda');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Agenda ${THIS_YEAR}`);
  await page.getByRole('link', { name: 'Agenda 2025', exact: true }).click();
  await expect(page).toHaveURL('/agenda/2025');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agenda 2025');
});

test('a year with nothing says so, and an address that is no year is not found', async ({ page }) => {
  await page.goto('/agenda/1950');
  await expect(page.getByText(messages.agenda.empty(1950))).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Agenda 2025', exact: true })).toBeVisible();
  await expectAccessible(page);
  for (const path of ['/agenda/abc', '/agenda/99999', '/agenda/1899']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
  }
});

test('months below the fold fade in when they scroll into view', async ({ page }) => {
  await page.goto('/agenda/2025');
  const block = monthBlock(page, LAST_MONTH);
  // Hidden only once the page has hydrated, while still out of sight...
  await expect(block).toHaveCSS('opacity', '0');
  await monthTable(page, LAST_MONTH).scrollIntoViewIfNeeded();
  // ...and shown in full once it is reached.
  await expect(block).toHaveCSS('opacity', '1');
  await expect(block).toHaveCSS('transform', 'none');
});

test('with reduced motion nothing is hidden or animated', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/agenda/2025', { waitUntil: 'networkidle' });
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
  await expect(monthBlock(page, LAST_MONTH)).not.toHaveAttribute('data-reveal');
  await expect(monthBlock(page, LAST_MONTH)).toHaveCSS('opacity', '1');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server sends the whole agenda, all of it visible', async ({ page }) => {
    await page.goto('/agenda/2025');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agenda 2025');
    await expectLegend(page, KINDS);
    await readAll2025(page);
    await page.goto('/agenda');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Agenda ${THIS_YEAR}`);
  });
});

/** Creates an activity in 'Agregar actividad' as the owner does, of its own kind if given; gives its id. */
async function createActivity(page: Page, request: APIRequestContext, title: string, day: string, kind = '') {
  await page.goto('/admin/agregar-actividad');
  await page.getByLabel('Título').fill(title);
  await page.getByLabel('Tipo').fill(kind);
  await page.getByLabel('Fecha y hora (hora Argentina)').fill(day);
  await page.getByLabel('Modalidad').selectOption('Presencial');
  await page.getByLabel('Ciudad').fill('Rosario');
  await page.getByLabel('Importante').selectOption('false');
  await page.getByLabel('Precio en pesos').fill('20000');
  await page.getByLabel('Precio en dólares').fill('25');
  await page.getByLabel('Descripción').fill('Un encuentro para la agenda.');
  await page
    .getByLabel('Imagen', { exact: true })
    .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: smallPng() });
  await page.getByRole('button', { name: 'Crear actividad' }).click();
  await expectSuccess(page, messages.activity.created);
  const { activities } = (await (await request.get('/api/activities')).json()) as {
    activities: { _id: string; title: string }[];
  };
  return activities.find((activity) => activity.title === title)!._id;
}

/** What a person sees of a kind's badge: its tint, its text colour and its accent. */
const colours = (badge: Locator) =>
  badge.evaluate((element) => {
    const style = getComputedStyle(element);
    return [style.backgroundColor, style.color, style.borderLeftColor];
  });

ownerTest(
  "an activity the owner creates shows in its month, of its own kind or else 'Actividad': this year's on /agenda, next year's on /agenda/{next year}",
  async ({ page, request, adminToken }) => {
    ownerTest.setTimeout(90_000);
    const thisYears = uniqueTitle('Charla de agenda');
    const nextYears = uniqueTitle('Jornada del año próximo');
    const ids = [
      await createActivity(page, request, thisYears, `${THIS_YEAR}-12-15T19:00`, 'Charla'),
      await createActivity(page, request, nextYears, `${THIS_YEAR + 1}-03-10T10:00`),
    ];

    await page.goto('/agenda');
    expect(await rowsOf(page, 'Diciembre')).toContainEqual(['15', `${thisYears} Tipo: Charla`, 'Presencial']);
    // Its badge is on the colours of 'Charla', as the legend shows them.
    const badge = monthTable(page, 'Diciembre')
      .getByRole('row')
      .filter({ hasText: thisYears })
      .getByText('Charla', { exact: true });
    const legend = page.getByRole('list', { name: 'Referencias' }).getByText('Charla', { exact: true });
    expect(await colours(badge)).toEqual(await colours(legend));
    await page.getByRole('link', { name: `Agenda ${THIS_YEAR + 1}`, exact: true }).click();
    await expect(page).toHaveURL(`/agenda/${THIS_YEAR + 1}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Agenda ${THIS_YEAR + 1}`);
    expect(await rowsOf(page, 'Marzo')).toContainEqual(['10', `${nextYears} Tipo: Actividad`, 'Presencial']);
    await expectLegend(page, [...KINDS, 'Actividad']);
    await expectAccessible(page);

    // Emptied in its edit form, the kind is again the one the activity's association implies.
    await page.goto(`/admin/editar-actividad/${ids[0]}`);
    await expect(page.getByLabel('Tipo')).toHaveValue('Charla');
    await page.getByLabel('Tipo').fill('');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expectSuccess(page, messages.activity.updated);
    await page.goto('/agenda');
    expect(await rowsOf(page, 'Diciembre')).toContainEqual([
      '15',
      `${thisYears} Tipo: Actividad`,
      'Presencial',
    ]);

    for (const id of ids) {
      const removed = await request.delete(`/api/activities/delete/${id}`, {
        headers: { authorization: `Bearer ${adminToken}` },
      });
      expect(removed.ok()).toBe(true);
    }
    await page.goto('/agenda');
    expect(await rowsOf(page, 'Diciembre')).not.toContainEqual([
      '15',
      `${thisYears} Tipo: Actividad`,
      'Presencial',
    ]);
  },
);

ownerTest(
  'the owner adds a date of her own to the agenda, edits it and removes it',
  async ({ page, browser }) => {
    ownerTest.setTimeout(90_000);
    const year = THIS_YEAR + 2;
    const title = uniqueTitle('Retiro en las sierras');
    await page.goto('/admin/agenda');
    await expect(page.getByRole('heading', { level: 2, name: 'Agenda' })).toBeVisible();
    await page.getByLabel('Fecha', { exact: true }).fill(`${year}-05-30`);
    await page.getByLabel('Hasta (opcional)').fill(`${year}-05-29`);
    await page.getByLabel('Título').fill(title);
    await page.getByLabel('Modalidad').fill('Presencial');
    await page.getByLabel('Tipo').fill('Retiro');
    await page.getByRole('button', { name: 'Agregar a la agenda' }).click();
    // A last day before the first is told next to its field, and nothing is saved.
    await expect(page.getByLabel('Hasta (opcional)')).toHaveAccessibleDescription(
      new RegExp(messages.agenda.endBeforeStart),
    );
    await page.getByLabel('Hasta (opcional)').fill(`${year}-06-01`);
    await page.getByRole('button', { name: 'Agregar a la agenda' }).click();
    await expectSuccess(page, messages.agenda.created);
    await expect(page.getByLabel('Título')).toHaveValue('');
    const row = page
      .getByRole('region', { name: 'Fechas de la agenda' })
      .getByRole('row')
      .filter({ hasText: title });
    await expect(row).toContainText(`30/05/${year}`);
    await expect(row).toContainText('Retiro');
    await expectAccessible(page);

    // On the public agenda, with no session and without JavaScript: its days, and its kind named in the legend.
    const visitorContext = await browser.newContext({
      javaScriptEnabled: false,
      storageState: { cookies: [], origins: [] },
    });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/agenda/${year}`);
    expect(await rowsOf(visitor, 'Mayo')).toContainEqual([
      '30 de mayo al 1 de junio',
      `${title} Tipo: Retiro`,
      'Presencial',
    ]);
    await expectLegend(visitor, [...KINDS, 'Retiro']);
    // Its neutral colour reads as well as the spec's four.
    await page.goto(`/agenda/${year}`);
    await expect(page.getByRole('table', { name: 'Mayo' })).toContainText(title);
    await expectAccessible(page);
    await page.goto('/admin/agenda');

    await row.getByRole('link', { name: `Editar «${title}»` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Editar fecha de la agenda' })).toBeVisible();
    await expect(page.getByLabel('Título')).toHaveValue(title);
    await page.getByLabel('Modalidad').fill('Presencial y virtual');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expectSuccess(page, messages.agenda.updated);
    await expect(page).toHaveURL('/admin/agenda');
    await expect(row).toContainText('Presencial y virtual');
    await visitor.reload();
    expect(await rowsOf(visitor, 'Mayo')).toContainEqual([
      '30 de mayo al 1 de junio',
      `${title} Tipo: Retiro`,
      'Presencial y virtual',
    ]);

    await row.getByRole('button', { name: `Borrar «${title}»` }).click();
    await confirmDeletion(page, messages.agenda.deleteConfirm);
    await expectSuccess(page, messages.agenda.deleted);
    await expect(row).toHaveCount(0);
    await visitor.reload();
    await expect(visitor.getByText(title)).toHaveCount(0);
    await visitorContext.close();
  },
);
