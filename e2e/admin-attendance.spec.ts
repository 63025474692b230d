import { execFileSync } from 'node:child_process';
import type { APIRequestContext } from '@playwright/test';
import { certificateTexts } from '../packages/contract/src/certificate-texts';
import type { Module } from '../packages/contract/src/entities';
import { expect, test, uniqueLetters } from './admin-support';
import { logInThroughApi, registerThroughApi } from './support/account-flows';
import { downloadOf } from './support/csv';
import { buyThroughApi, confirmTransfer, saveProfile, tokenOf } from './support/purchase-flows';

/*
 * Attendance in hours: the owner records a live module's hours on a phone-sized screen, the rule
 * decides (more than 3 missed: not finished, with the reason), and the student sees the module finished in
 * 'Mis Cursos' with her hours, downloads its certificate (her name and its code in the PDF's text) and its
 * page says 'Válido'.
 */

async function liveModule(request: APIRequestContext, number: number): Promise<Module> {
  const { modules } = (await (await request.get('/api/modules')).json()) as { modules: Module[] };
  return modules.find((module) => module.typeModule === 'sincronico' && module.number === number)!;
}

test('@phone the owner takes attendance in hours on a phone and the student sees the module finished', async ({
  page,
  browser,
  request,
  adminToken,
}) => {
  test.setTimeout(120_000);
  const module = await liveModule(request, 11);
  const surname = `Quiroga${uniqueLetters()}`;
  const studentContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const studentPage = await studentContext.newPage();

  // Her own paid purchase of the module: bought by transfer, confirmed by the owner.
  const account = await registerThroughApi(request, 'asi');
  const token = await tokenOf(request, account.email, account.password);
  await saveProfile(request, token, {
    firstName: 'Lucía',
    lastName: surname,
    phone: '+54 11 4567-8901',
    birthday: '1988-02-11',
    country: 'Argentina',
  });
  const purchase = await buyThroughApi(request, token, module._id, 'Module');
  await confirmTransfer(request, adminToken, purchase._id);

  // The owner, on her phone: the module's list, then its attendance sheet.
  await page.goto(`/admin/inscriptos?pestana=live&buscar=${encodeURIComponent(surname)}`);
  await page.getByRole('button', { name: `${module.title} (1)` }).click();
  await page.getByRole('button', { name: `Asistencia de ${module.title}` }).click();
  const sheet = page.getByRole('list', { name: `Asistencia de ${module.title}` });
  const card = sheet.getByRole('listitem', { name: `Lucía ${surname}` });
  const sunday = card.getByRole('spinbutton', { name: `Día 2 (7 h) de Lucía ${surname}` });
  await expect(card.getByRole('spinbutton', { name: `Día 1 (7 h) de Lucía ${surname}` })).toHaveValue('7');
  await expect(sunday).toHaveValue('7');

  // Four hours missed on Sunday: more than the 3 allowed.
  await sunday.fill('3');
  await page.getByRole('button', { name: 'Guardar asistencia' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Asistencia guardada.' })).toBeVisible();
  await expect(card).toContainText(
    'No finalizado · 10 h presentes · Faltan 4 horas: más de las 3 permitidas',
  );

  // She stayed until the end after all: 3 missed, finished.
  await sunday.fill('4');
  await page.getByRole('button', { name: 'Guardar asistencia' }).click();
  await expect(card).toContainText('Finalizado · 11 h presentes');
  // The sheet fits the phone: nothing wider than the screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // The student: the module finished in 'Mis Cursos', with her hours.
  await logInThroughApi(studentPage, account.username, account.password, '/profile');
  const hours = studentPage.getByRole('table', { name: 'Asistencia por módulo' });
  await expect(hours.getByRole('row', { name: new RegExp(module.title) }).getByRole('cell')).toHaveText([
    module.title,
    '11 de 14 h',
    'Finalizado',
  ]);
  const completed = studentPage.getByRole('table', { name: 'Módulos completados' });
  await expect(completed.getByRole('cell')).toContainText([module.title]);

  // Its certificate: her name and its code in the PDF's text, and the code's page says 'Válido'.
  const file = await downloadOf(studentPage, () =>
    completed.getByRole('button', { name: certificateTexts.download }).click(),
  );
  const code = /^certificado-([A-Z2-7]{26})\.pdf$/.exec(file.suggestedFilename())?.[1];
  expect(code, file.suggestedFilename()).toBeTruthy();
  const text = execFileSync('pdftotext', ['-layout', (await file.path())!, '-'], { encoding: 'utf8' });
  expect(text).toContain(`Lucía ${surname}`);
  expect(text).toContain(code!);
  await studentPage.goto(`/verificar/${code}`);
  await expect(studentPage.getByRole('status')).toHaveText(certificateTexts.valid);
  await expect(studentPage.locator('body')).toContainText(`Lucía ${surname}`);
  await studentContext.close();
});
