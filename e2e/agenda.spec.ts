import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { demoAgenda as agenda } from '../apps/server/src/content/agenda';
import { expectAccessible } from './support/a11y';

const last = agenda.months.at(-1)!;

const kindNames = { taller: 'Taller', formacion: 'Formación NCFA', eneagrama: 'Eneagrama', charla: 'Charla' };

const monthTable = (page: Page, month: string) => page.getByRole('table', { name: month });
/** The block of a month, the part that fades in. */
const monthBlock = (page: Page, month: string) => monthTable(page, month).locator('..');

/** Reads the whole agenda as a visitor scrolling down would, checking every month and every entry. */
async function readEveryMonth(page: Page) {
  await expect(page.getByRole('table')).toHaveCount(12);
  for (const { month, entries } of agenda.months) {
    const table = monthTable(page, month);
    await table.scrollIntoViewIfNeeded();
    await expect(monthBlock(page, month)).toHaveCSS('opacity', '1');
    await expect(table.getByRole('columnheader')).toHaveText(['Fecha', 'Actividad', 'Modalidad']);
    const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
    // Each row as a screen reader reads it, cell by cell; the kind is in words, not only in colour.
    const read = await rows.evaluateAll((elements) =>
      elements.map((row) =>
        Array.from((row as HTMLTableRowElement).cells, (cell) =>
          cell.textContent!.replace(/\s+/g, ' ').trim(),
        ),
      ),
    );
    expect(read).toEqual(
      entries.map((entry) => [
        entry.date,
        `${entry.activity} Tipo: ${kindNames[entry.kind]}`,
        entry.modality,
      ]),
    );
    await expect(rows.last()).toBeVisible();
  }
}

async function expectLegend(page: Page) {
  await expect(page.getByRole('list', { name: 'Referencias' }).getByRole('listitem')).toHaveText(
    Object.values(kindNames),
  );
}

test('the 2025 agenda shows a table per month with date, activity, modality and kind', async ({ page }) => {
  await page.goto('/agenda');
  await expect(page).toHaveTitle('Mariana Ríos - Agenda');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agenda 2025');
  await expect(page.getByRole('link', { name: 'actividades', exact: true })).toHaveAttribute(
    'href',
    '/calendario',
  );
  await expectLegend(page);
  await readEveryMonth(page);
});

test('months below the fold fade in when they scroll into view', async ({ page }) => {
  await page.goto('/agenda');
  const block = monthBlock(page, last.month);
  // Hidden only once the page has hydrated, while still out of sight...
  await expect(block).toHaveCSS('opacity', '0');
  await monthTable(page, last.month).scrollIntoViewIfNeeded();
  // ...and shown in full once it is reached.
  await expect(block).toHaveCSS('opacity', '1');
  await expect(block).toHaveCSS('transform', 'none');
});

test('with reduced motion nothing is hidden or animated', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/agenda', { waitUntil: 'networkidle' });
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
  await expect(monthBlock(page, last.month)).not.toHaveAttribute('data-reveal');
  await expect(monthBlock(page, last.month)).toHaveCSS('opacity', '1');
});

test('the agenda is accessible once every month has been scrolled into view', async ({ page }) => {
  await page.goto('/agenda');
  await readEveryMonth(page);
  await expectAccessible(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server sends the whole agenda, all of it visible', async ({ page }) => {
    await page.goto('/agenda');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agenda 2025');
    await expectLegend(page);
    await readEveryMonth(page);
  });
});
