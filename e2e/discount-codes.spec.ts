import { formatPrice } from '../packages/contract/src/format';
import { messages } from '../packages/contract/src/messages';
import { discountCodeMessages as words } from '../packages/contract/src/discount-code-messages';
import { expect, expectSuccess, openTab, test, uniqueLetters } from './admin-support';
import { registerThroughApi } from './support/account-flows';
import { activityId, fillPurchase, logInThroughBuyButton } from './support/purchase-flows';
import { waitForMail } from './support/mail';

/*
 * A discount code from the owner's tab to the enrolment's card: she creates a 20 % code for the open talk; a
 * student types it at the checkout, sees the price, the discount and the new total, and pays the rest at the
 * simulator's Mercado Pago page in 3 cuotas; the owner's card shows the code, the discount and the cuotas, and
 * her tab counts the use.
 */

const openTalk = 'Charla abierta: ¿Qué es una constelación familiar?';

test('the owner creates a code; a student pays with it in 3 cuotas; her card shows both', async ({
  page,
  browser,
  request,
}) => {
  // Measured 13.7 s at most with a core kept busy (three runs).
  test.setTimeout(45_000);
  const code = `CHARLA-${uniqueLetters()}`.toUpperCase();

  // The owner's tab: a 20 % code for the open talk only, 5 uses.
  await page.goto('/admin/codigos-de-descuento');
  await expect(page.getByRole('heading', { level: 2, name: words.title })).toBeVisible();
  const form = page.locator('form').filter({ has: page.getByLabel(words.code, { exact: true }) });
  await form.getByLabel(words.code, { exact: true }).fill(code.toLowerCase());
  await form.getByLabel(words.percent).fill('20');
  await form.getByLabel(words.appliesToChosen).check();
  await form.getByLabel(openTalk).check();
  await form.getByLabel(words.maxUses).fill('5');
  await form.getByRole('button', { name: words.create }).click();
  await expectSuccess(page, words.created);
  const listed = page.getByRole('listitem', { name: code });
  await expect(listed).toContainText(words.uses(0, 0, 5));

  // The student, in a browser of her own: the checkout with the code.
  const account = await registerThroughApi(request, 'codigo');
  const student = await (await browser.newContext({ storageState: { cookies: [], origins: [] } })).newPage();
  await logInThroughBuyButton(student, `/calendario/${await activityId(request, openTalk)}`, account);
  await student.getByRole('button', { name: 'Inscribite' }).click();
  await fillPurchase(student, 'Argentina');
  const checkout = student.getByRole('dialog', { name: openTalk });
  await expect(checkout.getByText('Total: $ 5.000 pesos argentinos (ARS)')).toBeVisible();
  await checkout.getByLabel(words.field).fill('NO-EXISTE');
  await checkout.getByRole('button', { name: words.apply }).click();
  await expect(checkout.getByText(words.notFound)).toBeVisible();
  await checkout.getByLabel(words.field).fill(code.toLowerCase());
  await checkout.getByRole('button', { name: words.apply }).click();
  await expect(checkout.getByRole('status').filter({ hasText: words.applied(code) })).toBeVisible();
  await expect(checkout.getByText(`${words.discount} (${code})`)).toBeVisible();
  await expect(checkout.getByText('Total: $ 4.000 pesos argentinos (ARS)')).toBeVisible();

  // Mercado Pago's page: the rest in 3 cuotas.
  await checkout.getByRole('button', { name: 'Pagar con Mercado Pago' }).click();
  await expect(student.getByRole('heading', { name: 'Pagar con Mercado Pago' })).toBeVisible();
  await student.getByLabel('Cuotas').selectOption('3');
  await student.getByRole('button', { name: 'Aprobar' }).click();
  await expect(student).toHaveURL('/dashboard');
  await student.context().close();
  const receipt = await waitForMail(account.email, `Pago confirmado: ${openTalk}`);
  expect(receipt.text).toContain(`${code} (− ${formatPrice(1000, 'ARS')})`);

  // The owner's card, found by the student's e-mail.
  await page.goto(`/admin/inscriptos?buscar=${encodeURIComponent(account.email)}`);
  const card = page.getByRole('listitem', { name: 'Maria Gonzalez' });
  const fact = (term: string) => card.locator(`dt:text-is("${term}") + dd`);
  await expect(fact('Pagó')).toHaveText('Sí');
  await expect(fact('Importe')).toHaveText(formatPrice(4000, 'ARS'));
  await expect(fact(words.usedCode)).toHaveText(code);
  await expect(fact(words.discountAmount)).toHaveText(`− ${formatPrice(1000, 'ARS')}`);
  await expect(fact(messages.purchase.installments)).toHaveText('3');
  // The month's summary names the code, with its purchase and what it took off.
  await page.getByText('Ver el resumen como tabla').click();
  const summary = page.getByRole('table', { name: 'Resumen de los últimos 12 meses' });
  await expect(summary.getByRole('row').last()).toContainText(`${code}: 1 (− ${formatPrice(1000, 'ARS')})`);

  await openTab(page, words.title);
  await expect(page.getByRole('listitem', { name: code })).toContainText(words.uses(1, 0, 5));
});
