import type { Purchase } from '../packages/contract/src/entities';
import { messages } from '../packages/contract/src/messages';
import { expect, expectSuccess, test, uniqueLetters } from './admin-support';
import { logInThroughApi, registerThroughApi } from './support/account-flows';
import { bearer, buyActivityThroughApi, tokenOf } from './support/purchase-flows';
import { waitForMail } from './support/mail';

const openTalk = 'Charla abierta: ¿Qué es una constelación familiar?';

test('the owner finds a student typed without accents, confirms the transfer, marks it finished, refunds it, and a student is refused the screen', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // A student with a pending transfer for the open talk, made through the API as the purchase spec does by hand.
  const studentContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const studentPage = await studentContext.newPage();
  const account = await registerThroughApi(request, 'ins');
  const token = await tokenOf(request, account.email, account.password);
  const surname = `Núñez${uniqueLetters()}`;
  const profile = {
    firstName: 'Estefanía',
    lastName: surname,
    birthday: '1985-04-23',
    phone: '1145678901',
    country: 'Argentina',
  };
  await buyActivityThroughApi(request, token, profile, openTalk, 'transfer');

  // 'Buscar alumno' without accents or capitals finds her in 'Todas las compras'.
  await page.goto('/admin/inscriptos');
  await expect(page.getByRole('link', { name: /^Todas las compras \(\d+\)$/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  for (const tab of [
    'Actividades',
    'Módulos en directo',
    'Inscriptos no finalizados módulos en directo',
    'Módulos grabados',
    'Inscriptos no finalizados módulos grabados',
  ]) {
    await expect(page.getByRole('link', { name: new RegExp(`^${tab} \\(\\d+\\)$`) })).toBeVisible();
  }
  await page.getByLabel('Buscar alumno').fill(`estefania ${surname.replace('Núñez', 'nunez')}`);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByRole('link', { name: 'Todas las compras (1)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Actividades (1)' })).toBeVisible();
  const card = page.getByRole('listitem', { name: `Estefanía ${surname}` });
  await expect(card).toContainText('23/04/1985');
  await expect(card).toContainText(account.email);
  await expect(card).toContainText('Transferencia');
  await expect(card).toContainText(openTalk);
  await expect(card.locator('dt:has-text("Pagó") + dd')).toHaveText('No');

  // 'Confirmar pago': the student is e-mailed, the card shows paid and the button is disabled.
  await card.getByRole('button', { name: 'Confirmar pago' }).click();
  await expect(card.locator('dt:has-text("Pagó") + dd')).toHaveText('Sí');
  await expect(card.getByRole('button', { name: 'Confirmar pago' })).toBeDisabled();
  await waitForMail(account.email, `Pago confirmado: ${openTalk}`);

  // 'Editar' → administrar-inscripto/{id}: she finished; the list says so.
  await card.getByRole('link', { name: 'Editar' }).click();
  await expect(page).toHaveURL(/\/admin\/administrar-inscripto\/[0-9a-f-]+$/);
  await page.getByRole('switch', { name: 'Finalizó' }).check();
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expectSuccess(page, messages.purchase.updated);
  await page.goto(`/admin/inscriptos?buscar=${encodeURIComponent(surname)}`);
  await expect(card.locator('dt:has-text("Finalizó") + dd')).toHaveText('Sí');

  // 'Reembolsar' once she gave the money back: the question says what it means; then the card shows it unpaid,
  // and the student is told.
  await card.getByRole('button', { name: messages.purchase.refund }).click();
  const question = page.getByRole('dialog', { name: messages.purchase.refundConfirm });
  await expect(question).toContainText('Hacelo cuando ya le hayas devuelto $');
  await question.getByRole('button', { name: messages.purchase.refundConfirmButton }).click();
  await expect(card.getByRole('status')).toHaveText(messages.purchase.refunded);
  await expect(card.locator('dt:has-text("Pagó") + dd')).toHaveText('No');
  await expect(card.getByRole('button', { name: messages.purchase.refund })).toHaveCount(0);
  await waitForMail(account.email, `Pago reintegrado: ${openTalk}`);

  // A student: 403 from the API, /login from the screen.
  expect((await request.get('/api/purchases', { headers: bearer(token) })).status()).toBe(403);
  await logInThroughApi(studentPage, account.username, account.password, '/admin/inscriptos');
  await expect(studentPage).toHaveURL(`/login?redirectTo=${encodeURIComponent('/admin/inscriptos')}`);
  await studentContext.close();
});

test('a student pays the same Mercado Pago page twice: the owner sees the double charge, and refunds the purchase at Mercado Pago', async ({
  page,
  browser,
  request,
  api,
}) => {
  test.setTimeout(120_000);
  const studentContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const studentPage = await studentContext.newPage();
  const account = await registerThroughApi(request, 'dup');
  const token = await tokenOf(request, account.email, account.password);
  const surname = `Duplicado${uniqueLetters()}`;
  const profile = {
    firstName: 'Julieta',
    lastName: surname,
    birthday: '1990-02-11',
    phone: '1145678902',
    country: 'Argentina',
  };
  const purchase = await buyActivityThroughApi(
    request,
    token,
    profile,
    'Jornada: Constelaciones y duelo',
    'mp',
  );
  const started = await request.post('/api/checkout/mp', {
    headers: bearer(token),
    data: { idPurchase: purchase._id },
  });
  const { url } = (await started.json()) as { url: string };

  // The same Mercado Pago page, approved twice. Each approval sends the browser back to the site's return page
  // with the payment's number; this browser is not logged in, so the page then moves on to /login: the number
  // is read from the return request itself, not from an address that may already have changed.
  const approve = async () => {
    await studentPage.goto(url);
    const returned = studentPage.waitForRequest(
      (sent) => sent.isNavigationRequest() && new URL(sent.url()).pathname === '/checkout/payment',
    );
    await studentPage.getByRole('button', { name: 'Aprobar' }).click();
    const collection = new URL((await returned).url()).searchParams.get('collection_id');
    expect(collection).toMatch(/^\d+$/);
    return collection ?? '';
  };
  const first = await approve();
  const second = await approve();
  await studentContext.close();
  await expect
    .poll(async () => (await api.get<{ purchase: Purchase }>(`/purchases/show/${purchase._id}`)).purchase)
    .toMatchObject({ state: 'paid', paidByOperation: first, doubleCharges: [second] });

  await page.goto(`/admin/inscriptos?buscar=${encodeURIComponent(surname)}`);
  const card = page.getByRole('listitem', { name: `Julieta ${surname}` });
  await expect(card.locator('dt:has-text("Operación que pagó la inscripción") + dd')).toHaveText(first);
  await expect(card.getByText(messages.purchase.doubleCharge(second, 'Mercado Pago'))).toBeVisible();

  // 'Reembolsar': Mercado Pago gives back the payment that paid it, and the card shows it unpaid.
  await card.getByRole('button', { name: messages.purchase.refund }).click();
  const question = page.getByRole('dialog', { name: messages.purchase.refundConfirm });
  await expect(question).toContainText('Mercado Pago le devolverá $');
  await question.getByRole('button', { name: messages.purchase.refundConfirmButton }).click();
  await expect(card.getByRole('status')).toHaveText(messages.purchase.refunded);
  await expect(card.locator('dt:text-is("Pagó") + dd')).toHaveText('No');
  await waitForMail(account.email, 'Pago reintegrado: Jornada: Constelaciones y duelo');
});
