import { randomUUID } from 'node:crypto';
import { expect, test, expectShown } from './support/test';
import { messages } from '../packages/contract/src/messages';
import { demoCourses, demoPaymentSettings } from '../apps/server/src/db/seed/demo-data';
import { expectAccessible } from './support/a11y';
import { admin } from './support/accounts.mjs';
import { logInThroughApi, registerThroughApi } from './support/account-flows';
import {
  activityId,
  confirmTransfer,
  fillPurchase,
  holdStatusCheck,
  logInThroughBuyButton,
  myPurchases,
  storedPendingPurchase,
  tokenOf,
} from './support/purchase-flows';
import { waitForMail } from './support/mail';

const openTalk = 'Charla abierta: ¿Qué es una constelación familiar?';
const openTalkDescription = 'Un encuentro breve para conocer el método.';
const virtualCourse = demoCourses.find((course) => course.slug === 'talleres-virtuales');
const { validation } = messages;

test('a visitor buys an activity, pays by transfer, and is told by e-mail when the owner confirms', async ({
  page,
  request,
}) => {
  // Two purchases and three e-mails: the longest path a student takes. 29 s in the whole suite on two shared cores (load average 10): three times that.
  test.setTimeout(90_000);
  const account = await registerThroughApi(request, 'ins');
  const path = `/calendario/${await activityId(request, openTalk)}`;
  await logInThroughBuyButton(page, path, account);

  await page.getByRole('button', { name: 'Inscribite' }).click();
  const form = page.getByRole('dialog', { name: 'Inscripción' });
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Correo electrónico')).toHaveValue(account.email);
  await expect(form.getByLabel('Correo electrónico')).not.toBeEditable();
  await expectAccessible(page);

  // Every rule's message, and nothing saved while any is shown.
  await form.getByRole('button', { name: 'Continuar' }).click();
  for (const field of ['Nombre', 'Apellido', 'Fecha de nacimiento', 'Teléfono']) {
    await expect(form.getByLabel(field, { exact: true })).toHaveAccessibleDescription(validation.required);
  }
  await expect(form.getByLabel('País')).toHaveAccessibleDescription(validation.selectCountry);
  await expect(form.getByText(validation.acceptTerms)).toBeVisible();
  await form.getByLabel('Nombre', { exact: true }).fill('María José');
  await form.getByLabel('Apellido').fill('Gonzalez2');
  await form.getByLabel('Teléfono').fill('+54 11 4567-8901');
  await form.getByRole('button', { name: 'Continuar' }).click();
  await expect(form.getByLabel('Nombre', { exact: true })).toHaveAccessibleDescription(
    validation.lettersOnly,
  );
  await expect(form.getByLabel('Apellido')).toHaveAccessibleDescription(validation.lettersOnly);
  await expect(form.getByLabel('Teléfono')).toHaveAccessibleDescription(validation.digitsOnly);
  await expectAccessible(page);
  expect((await myPurchases(request, account)).length).toBe(0);

  await fillPurchase(page, 'Argentina');

  // The checkout: the title, the short description, the total the server quotes in pesos, two ways to pay.
  const checkout = page.getByRole('dialog', { name: openTalk });
  await expect(checkout.getByText(openTalkDescription)).toBeVisible();
  await expect(checkout.getByText('Total: $ 5.000 pesos argentinos (ARS)')).toBeVisible();
  await expect(checkout.getByRole('heading', { name: 'Abonar por transferencia' })).toBeVisible();
  await expect(checkout.getByRole('heading', { name: 'Mercado Pago' })).toBeVisible();
  await expect(checkout.getByRole('button', { name: 'Pagar con Mercado Pago' })).toBeEnabled();
  await expect(checkout.getByRole('heading', { name: 'PayPal' })).toHaveCount(0);
  await expectAccessible(page);
  // Nothing is bought until a way to pay is chosen.
  expect(await myPurchases(request, account)).toEqual([]);

  await checkout.getByRole('button', { name: 'Enviar datos al correo' }).click();
  await expectShown(page, {
    role: 'dialog',
    name: messages.popup.successTitle,
    text: messages.checkout.transferSent,
  });
  await expect(checkout).toBeHidden();
  const purchases = await myPurchases(request, account);
  expect(purchases).toHaveLength(1);
  const [purchase] = purchases;
  expect(purchase).toMatchObject({ amount: 5000, currency: 'ARS', wayToPay: 'transfer', state: 'pending' });
  expect(purchase?.user_id).toMatchObject({
    firstName: 'Maria',
    lastName: 'Gonzalez',
    country: 'Argentina',
  });
  const reference = purchase?.reference ?? '';

  const details = await waitForMail(account.email, `Datos para pagar tu inscripción ${reference}`);
  for (const fact of [
    demoPaymentSettings.bankHolder,
    demoPaymentSettings.cbu,
    demoPaymentSettings.alias,
    '$ 5.000',
    reference,
  ]) {
    expect(details.text).toContain(fact);
  }

  // The owner confirms the transfer (her screen is another issue's): the student is e-mailed.
  await confirmTransfer(request, await tokenOf(request, admin.email, admin.password), purchase!._id);
  const receipt = await waitForMail(account.email, `Pago confirmado: ${openTalk}`);
  expect(receipt.text).toContain(reference);
  expect((await myPurchases(request, account))[0]).toMatchObject({ pay: true, state: 'paid' });

  // Paid: buying again is refused with the server's message, and nothing new is created.
  await page.getByRole('button', { name: 'Inscribite' }).click();
  await form.getByLabel(messages.purchaseProfile.termsLabel).check();
  await form.getByRole('button', { name: 'Continuar' }).click();
  await expect(checkout.getByRole('alert')).toHaveText(messages.purchase.alreadyPaid);
  await expect(checkout.getByRole('button', { name: 'Enviar datos al correo' })).toHaveCount(0);
  expect(await myPurchases(request, account)).toHaveLength(1);
});

test('a profile outside Argentina buys a workshop in dollars, by PayPal or by hand', async ({
  page,
  request,
}) => {
  // 27 s in the whole suite on two shared cores (load average 10): three times that.
  test.setTimeout(90_000);
  const account = await registerThroughApi(request, 'ext');
  await logInThroughBuyButton(page, '/talleres-virtuales', account);

  await page.getByRole('button', { name: 'Inscribite' }).click();
  await fillPurchase(page, 'Uruguay');
  const checkout = page.getByRole('dialog', { name: virtualCourse?.title });
  await expect(
    checkout.getByText(`Total: $ ${virtualCourse?.priceDolar} dólares estadounidenses (USD)`),
  ).toBeVisible();
  await expect(checkout.getByRole('heading', { name: 'PayPal' })).toBeVisible();
  await expect(checkout.getByRole('button', { name: 'Pagar con PayPal' })).toBeEnabled();
  await expect(checkout.getByRole('heading', { name: 'Pago manual desde el exterior' })).toBeVisible();
  await expect(checkout.getByRole('heading', { name: 'Mercado Pago' })).toHaveCount(0);
  await expect(checkout.getByRole('heading', { name: 'Abonar por transferencia' })).toHaveCount(0);

  // 'Cancelar' closes, and nothing was bought; then the person buys to pay by hand.
  await checkout.getByRole('button', { name: 'Cancelar' }).click();
  await expect(checkout).toBeHidden();
  expect(await myPurchases(request, account)).toEqual([]);
  await page.getByRole('button', { name: 'Inscribite' }).click();
  const form = page.getByRole('dialog', { name: 'Inscripción' });
  await expect(form.getByLabel('País')).toHaveValue('Uruguay');
  await form.getByLabel(messages.purchaseProfile.termsLabel).check();
  await form.getByRole('button', { name: 'Continuar' }).click();
  await checkout.getByRole('button', { name: 'Enviar datos al correo' }).click();
  await expectShown(page, {
    role: 'dialog',
    name: messages.popup.successTitle,
    text: messages.checkout.transferSent,
  });

  const purchases = await myPurchases(request, account);
  expect(purchases).toHaveLength(1);
  expect(purchases[0]).toMatchObject({
    currency: 'USD',
    amount: virtualCourse?.priceDolar,
    inscriptionModel: 'Course',
  });
  const mail = await waitForMail(account.email, `Datos para pagar tu inscripción ${purchases[0]?.reference}`);
  expect(mail.text).toContain('Western Union');
  expect(mail.text).toContain(`USD ${virtualCourse?.priceDolar}`);

  // The person now says they live in Argentina: the checkout quotes pesos, but their purchase to pay by hand
  // is in dollars. Choosing it shows its total before anything is sent; choosing again sends it.
  const dollars = `Total: $ ${virtualCourse?.priceDolar} dólares estadounidenses (USD)`;
  await page.getByRole('button', { name: 'Inscribite' }).click();
  await form.getByLabel('País').selectOption('Argentina');
  await form.getByLabel(messages.purchaseProfile.termsLabel).check();
  await form.getByRole('button', { name: 'Continuar' }).click();
  await expect(checkout.getByText(/^Total: \$ [\d.]+ pesos argentinos \(ARS\)$/)).toBeVisible();
  await checkout.getByRole('button', { name: 'Enviar datos al correo' }).click();
  await expect(checkout.getByRole('alert')).toHaveText(messages.checkout.totalChanged);
  await expect(checkout.getByText(dollars)).toBeVisible();
  await expect(checkout.getByRole('heading', { name: 'Pago manual desde el exterior' })).toBeVisible();
  await checkout.getByRole('button', { name: 'Enviar datos al correo' }).click();
  await expectShown(page, {
    role: 'dialog',
    name: messages.popup.successTitle,
    text: messages.checkout.transferSent,
  });
  const again = await waitForMail(
    account.email,
    `Datos para pagar tu inscripción ${purchases[0]?.reference}`,
  );
  expect(again.text).toContain(`USD ${virtualCourse?.priceDolar}`);
  expect(await myPurchases(request, account)).toHaveLength(1);

  // PayPal, from Uruguay again: a purchase of its own, pending, stored as the pending purchase, and the
  // browser at PayPal's page (the simulator's) for its amount.
  await page.getByRole('button', { name: 'Inscribite' }).click();
  await form.getByLabel('País').selectOption('Uruguay');
  await form.getByLabel(messages.purchaseProfile.termsLabel).check();
  await form.getByRole('button', { name: 'Continuar' }).click();
  const asked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/checkout/pp');
  await checkout.getByRole('button', { name: 'Pagar con PayPal' }).click();
  const answer = await asked;
  expect(answer.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Pagar con PayPal' })).toBeVisible();
  await expect(page.getByText(`USD ${virtualCourse?.priceDolar},00`)).toBeVisible();
  const payPal = (await myPurchases(request, account)).find((purchase) => purchase.wayToPay === 'pp');
  expect(payPal).toMatchObject({ state: 'pending', currency: 'USD', amount: virtualCourse?.priceDolar });
  expect(answer.request().postDataJSON()).toEqual({ idPurchase: payPal?._id });
  expect(await storedPendingPurchase(page)).toEqual({ id: payPal?._id, type: 'Course' });
});

test('the payment return asks the server about the stored pending purchase, or says there is none; it always forgets it, then the dashboard', async ({
  page,
}) => {
  // 23 s in the whole suite on two shared cores (load average 10): three times that.
  test.setTimeout(75_000);
  const account = await registerThroughApi(page.request, 'ret');
  await logInThroughApi(page, account.email, account.password);

  await page.evaluate(() =>
    localStorage.setItem('purchase', JSON.stringify({ id: crypto.randomUUID(), type: 'Module' })),
  );
  await page.goto('/checkout/payment');
  await expectShown(page, { role: 'alert', text: messages.checkout.noPurchase });
  await expect(page).toHaveURL('/dashboard');
  expect(await storedPendingPurchase(page)).toBeNull();

  // A provider's return with no pending purchase stored: nothing to check either.
  await page.goto('/checkout/payment?collection_id=123456&collection_status=approved');
  await expectShown(page, { role: 'alert', text: messages.checkout.noPurchase });
  await expect(page).toHaveURL('/dashboard');

  // PayPal's return with a pending purchase stored: the server checks that order for it; its answer is shown.
  const idPurchase = randomUUID();
  await page.evaluate(
    (id) => localStorage.setItem('purchase', JSON.stringify({ id, type: 'Module' })),
    idPurchase,
  );
  const checked = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/checkout/pp/status',
  );
  const sawVerifying = await holdStatusCheck(page, 'pp');
  await page.goto('/checkout/payment?token=5O190127TN364715T&PayerID=PAYER1');
  await sawVerifying();
  const answer = await checked;
  expect(answer.request().postDataJSON()).toEqual({ id: '5O190127TN364715T', idPurchase, type: 'Module' });
  const { msg } = (await answer.json()) as { msg: string };
  await expect(page.locator('main').getByText(msg)).toBeVisible();
  await expect(page).toHaveURL('/dashboard');
  expect(await storedPendingPurchase(page)).toBeNull();
});

test('@phone the purchase modal fits a phone and is accessible', async ({ page }) => {
  test.setTimeout(60_000);
  const account = await registerThroughApi(page.request, 'tel');
  const moduleZero = /^Comprar Módulo 0 -/;
  await logInThroughBuyButton(page, '/NCFA/modulos-grabados', account, moduleZero);

  await page.getByRole('button', { name: moduleZero }).click();
  const form = page.getByRole('dialog', { name: 'Inscripción' });
  await expect(form.getByRole('button', { name: 'Continuar' })).toBeVisible();
  const viewport = page.viewportSize()?.width ?? 0;
  const box = await form.locator('.modal-content').boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= viewport).toBe(true);
  await form.getByRole('button', { name: 'Continuar' }).click();
  await expect(form.getByText(validation.acceptTerms)).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
});
