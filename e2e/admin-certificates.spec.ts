import { execFileSync } from 'node:child_process';
import type { Module } from '../packages/contract/src/entities';
import { certificateTexts as texts } from '../packages/contract/src/certificate-texts';
import { expect, finishRecordedModule, test, uniqueLetters } from './admin-support';
import { expectAccessible } from './support/a11y';
import { logInThroughApi, registerThroughApi } from './support/account-flows';
import { downloadOf } from './support/csv';
import { saveProfile, tokenOf } from './support/purchase-flows';

/*
 * Certificates: a student of her own, whose recorded module the owner marks finished through the admin
 * API, downloads its certificate from 'Mis Cursos'; the PDF's text (pdftotext) holds her name, accents
 * included, and its code; the code's public page says 'Válido', and 'Revocado' once the owner revokes it in
 * 'Certificados'.
 */
test('a student downloads the certificate of a finished module from Mis Cursos, and anyone verifies it', async ({
  page,
  browser,
  request,
  api,
}) => {
  // 28 s in the whole suite on two shared cores (load average 10): three times that.
  test.setTimeout(90_000);
  const studentContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const studentPage = await studentContext.newPage();
  const account = await registerThroughApi(request, 'cert');
  const token = await tokenOf(request, account.email, account.password);
  const surname = `Núñez${uniqueLetters()}`;
  const name = `María Inés ${surname}`;
  await saveProfile(request, token, {
    firstName: 'María Inés',
    lastName: surname,
    birthday: '1985-04-02',
    phone: '1144556677',
    country: 'Argentina',
  });

  // She buys a recorded module (opened for it, closed again), and the owner marks it finished.
  const { modules } = await api.get<{ modules: Module[] }>('/modules');
  const listed = modules.find((candidate) => candidate.typeModule === 'asincronico')!;
  const module = await finishRecordedModule(request, api, token, listed._id);

  // 'Mis Cursos': the module is completed, with its certificate to download.
  await logInThroughApi(studentPage, account.username, account.password, '/profile');
  const completed = studentPage.getByRole('table', { name: 'Módulos completados' });
  const button = completed.getByRole('button', { name: texts.download });
  await expect(button).toHaveAccessibleDescription(module.title);
  const file = await downloadOf(studentPage, () => button.click());
  const code = /^certificado-([A-Z2-7]{26})\.pdf$/.exec(file.suggestedFilename())?.[1];
  expect(code, file.suggestedFilename()).toBeTruthy();
  const text = execFileSync('pdftotext', ['-layout', (await file.path())!, '-'], { encoding: 'utf8' });
  expect(text).toContain(name);
  expect(text).toContain(code!);
  expect(text).toContain('14 horas');

  // Its page, as the QR code opens it, without any script: 'Válido', her name, what and the hours.
  const verifier = await browser.newContext({
    javaScriptEnabled: false,
    storageState: { cookies: [], origins: [] },
  });
  const verifyPage = await verifier.newPage();
  const response = await verifyPage.goto(`/verificar/${code}`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['x-robots-tag']).toBe('noindex');
  await expect(verifyPage.getByRole('heading', { level: 1, name: texts.verifyTitle })).toBeVisible();
  await expect(verifyPage.getByRole('status')).toHaveText(texts.valid);
  await expect(verifyPage.locator('main, body').first()).toContainText(name);
  await expect(verifyPage.locator('body')).toContainText(texts.hours(14));
  // With scripts, as most visitors open it: the same page, accessible (axe runs in the page).
  await studentPage.goto(`/verificar/${code}`);
  await expect(studentPage.getByRole('status')).toHaveText(texts.valid);
  await expectAccessible(studentPage);

  // The owner revokes it in 'Certificados', with a reason; the page then says 'Revocado', never why.
  await page.goto('/admin/certificados');
  await page.getByLabel(texts.search).fill(surname);
  await page.getByRole('button', { name: 'Buscar' }).click();
  const row = page.getByRole('row').filter({ hasText: code! });
  await row.getByRole('button', { name: texts.revoke }).click();
  await row.getByLabel(texts.reason).fill('Prueba de revocación');
  await row.getByRole('button', { name: texts.revoke }).click();
  await expect(row).toContainText('Prueba de revocación');
  await verifyPage.reload();
  await expect(verifyPage.getByRole('status')).toHaveText(texts.revoked);
  await expect(verifyPage.locator('body')).not.toContainText('Prueba de revocación');

  // An unknown code: a 404 that says so in Spanish.
  const unknown = await verifyPage.goto(`/verificar/${'A'.repeat(26)}`);
  expect(unknown?.status()).toBe(404);
  await expect(verifyPage.getByRole('status')).toHaveText(texts.unknown);
  await verifier.close();
  await studentContext.close();
});
