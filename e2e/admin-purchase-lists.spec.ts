import type { APIRequestContext } from '@playwright/test';
import type { Module, Purchase } from '../packages/contract/src/entities';
import { formatMonth } from '../packages/contract/src/format';
import { messages } from '../packages/contract/src/messages';
import { expect, expectSuccess, test, uniqueLetters } from './admin-support';
import { expectAccessible } from './support/a11y';
import { logInThroughApi, registerThroughApi, type Account } from './support/account-flows';
import { csvRows, downloadOf } from './support/csv';
import { bearer, buyThroughApi, saveProfile, tokenOf } from './support/purchase-flows';

/*
 * 'Administrar inscriptos' beyond one page: a grouped tab's accordions, 'Imprimir lista' printing
 * one list alone as 'listado', 'Descargar CSV', the monthly summary, and a finish the student then sees.
 */

async function liveModule(request: APIRequestContext, number: number): Promise<Module> {
  const { modules } = (await (await request.get('/api/modules')).json()) as { modules: Module[] };
  return modules.find((module) => module.typeModule === 'sincronico' && module.number === number)!;
}

/** A new student with this profile, buying each module by transfer (not paid yet). */
async function buyer(
  request: APIRequestContext,
  person: { firstName: string; lastName: string; phone: string },
  modules: Module[],
): Promise<{ account: Account; token: string; purchases: Purchase[] }> {
  const account = await registerThroughApi(request, 'lis');
  const token = await tokenOf(request, account.email, account.password);
  await saveProfile(request, token, { ...person, birthday: '1985-04-23', country: 'Argentina' });
  const purchases: Purchase[] = [];
  for (const module of modules) purchases.push(await buyThroughApi(request, token, module._id, 'Module'));
  return { account, token, purchases };
}

test("the owner opens a module's list, prints it alone as 'listado', downloads it as CSV, and the finish reaches the student's Mis Cursos", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const [sixth, seventh] = await Promise.all([liveModule(request, 6), liveModule(request, 7)]);
  const surname = `Núñez${uniqueLetters()}`;
  const studentContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const studentPage = await studentContext.newPage();
  // One student in two live modules: two lists.
  const estefania = await buyer(
    request,
    { firstName: 'Estefanía', lastName: surname, phone: '+54 11 4567-8901' },
    [sixth, seventh],
  );

  // 'Módulos en directo' under 'Buscar alumno': one list per module, closed.
  await page.goto(`/admin/inscriptos?pestana=live&buscar=${encodeURIComponent(surname)}`);
  await expect(page.getByRole('link', { name: 'Módulos en directo (2)', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const sixthButton = page.getByRole('button', { name: `${sixth.title} (1)` });
  await expect(sixthButton).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('button', { name: `${seventh.title} (1)` })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  const sixthList = page.getByRole('region', { name: `${sixth.title} (1)` });
  await expect(sixthList).toBeHidden();

  // Opened, the list is read: Estefanía's card.
  await sixthButton.click();
  await expect(sixthButton).toHaveAttribute('aria-expanded', 'true');
  const card = sixthList.getByRole('listitem', { name: `Estefanía ${surname}` });
  await expect(card).toContainText('+54 11 4567-8901');
  await expect(card).toContainText(sixth.title);

  // The summary: three charts and the table of the last 12 months, this one last.
  await expect(page.getByRole('heading', { name: 'Resumen de los últimos 12 meses' })).toBeVisible();
  for (const chart of ['Inscripciones', 'Recibido en pesos (ARS)', 'Recibido en dólares (USD)']) {
    await expect(page.getByRole('img', { name: chart })).toBeVisible();
  }
  await page.getByText('Ver el resumen como tabla').click();
  const summary = page.getByRole('table', { name: 'Resumen de los últimos 12 meses' });
  const thisMonth = new Date(Date.now() - 3 * 3600_000).toISOString().slice(0, 7);
  await expect(summary.getByRole('row')).toHaveCount(13);
  await expect(summary.getByRole('row').last().getByRole('rowheader')).toHaveText(formatMonth(thisMonth));
  await expectAccessible(page);

  // 'Imprimir lista': the browser prints this list alone, titled 'listado'; the title is put back after.
  const title = await page.title();
  await page.evaluate(() => {
    window.print = () => {
      (window as unknown as { printed: object }).printed = {
        title: document.title,
        text: document.body.innerText,
      };
      window.dispatchEvent(new Event('afterprint'));
    };
  });
  await page.emulateMedia({ media: 'print' });
  await sixthList.getByRole('button', { name: /^Imprimir lista/ }).click();
  const printed = await page.waitForFunction(() => (window as unknown as { printed?: object }).printed);
  const { title: printedTitle, text } = (await printed.jsonValue()) as { title: string; text: string };
  expect(printedTitle).toBe('listado');
  expect(text).toContain(sixth.title);
  expect(text).toContain(`Estefanía ${surname}`);
  for (const elsewhere of [
    seventh.title,
    'Buscar alumno',
    'Resumen de los últimos 12 meses',
    'Confirmar pago',
    'Descargar CSV',
  ]) {
    expect(text, elsewhere).not.toContain(elsewhere);
  }
  await page.emulateMedia({ media: 'screen' });
  expect(await page.title()).toBe(title);
  await expect(page.getByRole('button', { name: `${seventh.title} (1)` })).toBeVisible();

  // 'Descargar CSV' of the list, then of the tab: Spanish headers, accents and the phone's plus intact.
  const list = await downloadOf(page, () =>
    sixthList.getByRole('button', { name: /^Descargar CSV/ }).click(),
  );
  expect(list.suggestedFilename()).toMatch(/^inscriptos-modulos-en-directo-modulo-6[a-z0-9-]*\.csv$/);
  const [headers, ...rows] = await csvRows(list);
  expect(headers!.slice(0, 10)).toEqual([
    'Nombre',
    'Apellido',
    'País',
    'Fecha de nacimiento',
    'Email',
    'Teléfono',
    'Método de pago',
    'Pagado',
    'Finalizado',
    'Inscripto en',
  ]);
  expect(rows.map((row) => row.slice(0, 10))).toEqual([
    [
      'Estefanía',
      surname,
      'Argentina',
      '23/04/1985',
      estefania.account.email,
      '+54 11 4567-8901',
      'Transferencia',
      'No',
      'No',
      sixth.title,
    ],
  ]);
  const tab = await downloadOf(page, () =>
    page.getByRole('button', { name: 'Descargar CSV de Módulos en directo', exact: true }).click(),
  );
  expect(tab.suggestedFilename()).toBe('inscriptos-modulos-en-directo.csv');
  expect(
    (await csvRows(tab))
      .slice(1)
      .map((row) => `${row[0]} ${row[9]}`)
      .sort(),
  ).toEqual([`Estefanía ${sixth.title}`, `Estefanía ${seventh.title}`].sort());

  // 'Confirmar pago' in the list, then 'Editar' → finished.
  await card.getByRole('button', { name: 'Confirmar pago' }).click();
  await expect(card.locator('dt:has-text("Pagó") + dd')).toHaveText('Sí');
  await card.getByRole('link', { name: 'Editar' }).click();
  await expect(page).toHaveURL(`/admin/administrar-inscripto/${estefania.purchases[0]?._id}`);
  await page.getByRole('switch', { name: 'Finalizó' }).check();
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expectSuccess(page, messages.purchase.updated);

  // The sixth is not among the unfinished any more; the seventh is.
  await page.goto(`/admin/inscriptos?pestana=liveUnfinished&buscar=${encodeURIComponent(surname)}`);
  await expect(
    page.getByRole('link', { name: 'Inscriptos no finalizados módulos en directo (1)' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: `${seventh.title} (1)` })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`^${sixth.title}`) })).toHaveCount(0);

  // The student: the module is in 'Mis Cursos'; the owner's lists are not hers.
  await logInThroughApi(studentPage, estefania.account.username, estefania.account.password, '/profile');
  await expect(studentPage.getByRole('tab', { name: 'Mis Cursos', selected: true })).toBeVisible();
  await expect(studentPage.getByRole('table', { name: 'Módulos completados' }).getByRole('cell')).toHaveText([
    sixth.title,
    'Descargar certificado',
  ]);
  for (const path of ['/purchases/csv?tab=all', '/purchases/groups?tab=live', '/purchases/summary']) {
    expect((await request.get(`/api${path}`, { headers: bearer(estefania.token) })).status(), path).toBe(403);
  }
  await studentPage.goto('/admin/inscriptos');
  await expect(studentPage).toHaveURL(`/login?redirectTo=${encodeURIComponent('/admin/inscriptos')}`);
  await studentContext.close();
});

test('@phone the summary and an opened list fit a 390 px phone and are accessible', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const module = await liveModule(request, 8);
  const surname = `Peña${uniqueLetters()}`;
  await buyer(request, { firstName: 'Inés', lastName: surname, phone: '1145678901' }, [module]);

  await page.goto(`/admin/inscriptos?pestana=live&buscar=${encodeURIComponent(surname)}`);
  await page.getByRole('button', { name: `${module.title} (1)` }).click();
  await expect(
    page
      .getByRole('region', { name: `${module.title} (1)` })
      .getByRole('listitem', { name: `Inés ${surname}` }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: 'Recibido en pesos (ARS)' })).toBeVisible();
  const viewport = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport);
  await expectAccessible(page);
});
