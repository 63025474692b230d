import type { APIRequestContext } from '@playwright/test';
import type { Module } from '../packages/contract/src/entities';
import { messages } from '../packages/contract/src/messages';
import {
  expect,
  expectSuccess,
  finishRecordedModule,
  test,
  uniqueLetters,
  type AdminApi,
} from './admin-support';
import { expectAccessible } from './support/a11y';
import { logInThroughApi, registerThroughApi } from './support/account-flows';
import { csvRows, downloadOf } from './support/csv';
import { bearer, saveProfile, tokenOf } from './support/purchase-flows';

const text = messages.constellator;

/** The student finishes every recorded module of the training, as the owner marks them through the API. */
async function finishTraining(request: APIRequestContext, api: AdminApi, token: string): Promise<void> {
  const { modules } = await api.get<{ modules: Module[] }>('/modules');
  const recorded = modules.filter((module) => module.typeModule === 'asincronico');
  // One module after another would take most of the test's time on a busy machine.
  await Promise.all(recorded.map((listed) => finishRecordedModule(request, api, token, listed._id)));
}

test('a student who finished the training agrees in the profile, the owner publishes them on /consteladores and removes them', async ({
  page,
  browser,
  request,
  api,
}) => {
  // 28 s alone on CI; 68–73 s with one core kept busy and other specs running (2026-11-28): twice that.
  test.setTimeout(150_000);
  const studentContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const studentPage = await studentContext.newPage();
  const account = await registerThroughApi(request, 'grad');
  const token = await tokenOf(request, account.email, account.password);
  const surname = `Egresada${uniqueLetters()}`;
  const name = `Valentina ${surname}`;
  await saveProfile(request, token, {
    firstName: 'Valentina',
    lastName: surname,
    birthday: '1979-09-14',
    phone: '1144556677',
    country: 'Argentina',
  });
  await finishTraining(request, api, token);

  // 'Formación Finalizada' lists her; without her consent the button is disabled and says why.
  await page.goto('/admin/inscriptos');
  const graduatesTab = page.getByRole('link', { name: /^Formación Finalizada \(\d+\)$/ });
  await graduatesTab.click();
  // The search keeps the tab in sight: searching before the tab has opened would search the one before.
  await expect(graduatesTab).toHaveAttribute('aria-current', 'page');
  await page.getByLabel('Buscar alumno').fill(surname.toLowerCase());
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByRole('link', { name: 'Formación Finalizada (1)' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const card = page.getByRole('list', { name: 'Formación Finalizada' }).getByRole('listitem', { name });
  await expect(card).toContainText(account.email);
  await expect(card).toContainText('1144556677');
  await expect(card).toContainText('Argentina');
  await expect(card.locator('dt:has-text("Publicado en Consteladores") + dd')).toHaveText('No');
  const publish = card.getByRole('button', { name: text.publish });
  await expect(publish).toBeDisabled();
  await expect(publish).toHaveAccessibleDescription(text.noConsent);
  await expectAccessible(page);

  // She agrees in her profile, showing her e-mail but not her phone.
  await logInThroughApi(studentPage, account.username, account.password, '/profile');
  await studentPage.getByRole('tab', { name: text.consentTitle }).click();
  const consent = studentPage.getByRole('form', { name: text.consentTitle });
  await expect(consent.getByLabel(text.consentShowsEmail)).toBeDisabled();
  await consent.getByLabel(text.consentListed).check();
  await consent.getByLabel(text.consentShowsEmail).check();
  await expect(consent.getByLabel(text.consentShowsPhone)).not.toBeChecked();
  await expectAccessible(studentPage, '.constellator-consent');
  await consent.getByRole('button', { name: text.consentSave }).click();
  await expectSuccess(studentPage, text.consentSaved);

  // The owner publishes her: /consteladores shows her card with her e-mail only.
  await page.reload();
  await expect(card.locator('dt:has-text("Consentimiento") + dd')).toHaveText(
    'Aceptó aparecer, con correo electrónico',
  );
  await publish.click();
  await expect(card.locator('dt:has-text("Publicado en Consteladores") + dd')).toHaveText('Sí');
  await expect(card.getByRole('button', { name: text.unpublish })).toBeEnabled();

  // 'Descargar CSV' of the tab under her search: Spanish headers, her row with the accents intact.
  const file = await downloadOf(page, () =>
    page.getByRole('button', { name: 'Descargar CSV de Formación Finalizada', exact: true }).click(),
  );
  expect(file.suggestedFilename()).toBe('formacion-finalizada.csv');
  expect(await csvRows(file)).toEqual([
    [
      'Nombre',
      'Apellido',
      'País',
      'Email',
      'Teléfono',
      'Formación finalizada',
      'Acepta figurar en Consteladores',
      'Muestra su email',
      'Muestra su teléfono',
      'Publicado en Consteladores',
    ],
    ['Valentina', surname, 'Argentina', account.email, '1144556677', 'Sí', 'Sí', 'Sí', 'No', 'Sí'],
  ]);

  await studentPage.goto('/consteladores');
  const published = studentPage
    .getByRole('article')
    .filter({ has: studentPage.getByRole('heading', { name }) });
  await expect(published).toContainText('Argentina');
  await expect(published.getByRole('link', { name: `Correo electrónico: ${account.email}` })).toHaveAttribute(
    'href',
    `mailto:${account.email}`,
  );
  await expect(published.getByRole('link', { name: /Teléfono/ })).toHaveCount(0);
  await expectAccessible(studentPage);

  // Removed by the owner: the card is gone.
  await card.getByRole('button', { name: text.unpublish }).click();
  await expect(card.locator('dt:has-text("Publicado en Consteladores") + dd')).toHaveText('No');
  await studentPage.reload();
  await expect(studentPage.getByRole('heading', { level: 1, name: 'Consteladores' })).toBeVisible();
  await expect(studentPage.getByRole('heading', { name })).toHaveCount(0);

  // A student may not list graduates nor publish.
  expect((await request.get('/api/user/graduates', { headers: bearer(token) })).status()).toBe(403);
  await studentContext.close();
});

test('a search sent while a tab is still opening searches that tab', async ({ page }) => {
  await page.goto('/admin/inscriptos');
  // 'Formación Finalizada' opens slowly, as on a poor connection: the owner types her search meanwhile.
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  await page.route(/\/admin\/inscriptos\.data\?pestana=graduates$/, async (route) => {
    await opened;
    // The search replaced this navigation: its request may be gone by now.
    await route.continue().catch(() => undefined);
  });
  const graduatesTab = page.getByRole('link', { name: /^Formación Finalizada \(\d+\)$/ });
  await graduatesTab.click();
  await page.getByLabel('Buscar alumno').fill('nadie');
  await page.getByRole('button', { name: 'Buscar' }).click();
  open();
  await expect(page).toHaveURL('/admin/inscriptos?pestana=graduates&buscar=nadie');
  await expect(graduatesTab).toHaveAttribute('aria-current', 'page');
});
