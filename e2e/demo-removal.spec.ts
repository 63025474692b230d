import { messages } from '../packages/contract/src/messages';
import { demoArticles, demoModules } from '../apps/server/src/db/seed/demo-data';
import { expectShown } from './support/test';
import { expect, test } from './admin-support';

/*
 * The owner leaves the demo: the admin says 'Sitio de demostración' and, after a confirmation, removes every demo
 * record. It empties the site every other spec reads, so it runs in a project of its own, on a server (and a
 * database) of its own (playwright.config.ts).
 */
const { demo } = messages;

test('the owner removes the demo content after a confirmation; the training stays', async ({ page }) => {
  await page.goto('/admin');
  const banner = page.getByRole('region', { name: demo.banner });
  await expect(banner).toBeVisible();

  // Cancelling keeps everything.
  await banner.getByRole('button', { name: demo.remove }).click();
  const question = page.getByRole('dialog', { name: `${demo.remove}?` });
  await expect(question).toContainText(demo.confirm);
  await question.getByRole('button', { name: 'Cancelar' }).click();
  await expect(question).toBeHidden();
  await expect(banner).toBeVisible();

  await banner.getByRole('button', { name: demo.remove }).click();
  await page
    .getByRole('dialog', { name: `${demo.remove}?` })
    .getByRole('button', { name: demo.confirmButton })
    .click();
  await expectShown(page, { role: 'dialog', name: messages.popup.successTitle, text: demo.removed });
  await expect(banner).toBeHidden();

  // The public pages show it at once: no demo article; the syllabus still lists every module.
  await page.goto('/articulos');
  await expect(page.getByText(demoArticles[0]!.title)).toHaveCount(0);
  await page.goto('/NCFA/temario');
  await expect(page.getByText(demoModules[16]!.title).first()).toBeVisible();
});
