import type { Page } from '@playwright/test';
import { expect, expectShown, recordShown, test } from './support/test';
import type { Module } from '../packages/contract/src/entities';
import { formatPrice } from '../packages/contract/src/format';
import { messages } from '../packages/contract/src/messages';
import { withdrawalMessages as texts } from '../packages/contract/src/withdrawal-messages';
import { demoSiteSections } from '../apps/server/src/db/seed/demo-site-sections';
import { expectAccessible } from './support/a11y';
import { admin } from './support/accounts.mjs';
import { logInThroughApi, newAccount, ownerPage, registerThroughApi } from './support/account-flows';
import { waitForMail } from './support/mail';
import { fillPurchase, myPurchases, tokenOf } from './support/purchase-flows';

/*
 * The 'Botón de arrepentimiento': from the footer of any page, anyone sends a request without logging
 * in and gets its code at once and by e-mail, with JavaScript or without it; the owner resolves a request
 * about a module paid at Mercado Pago (refunded at the simulator) and the student no longer has the module.
 */

const { module: moduleTexts } = messages;
const CODE = /ARR-[A-HJ-NP-Z2-9]{6}/;

/** Fills the form as a person would. */
async function fillWithdrawal(page: Page, values: { name: string; email: string; reference: string }) {
  await page.getByLabel(texts.name).fill(values.name);
  await page.getByLabel(texts.email).fill(values.email);
  await page.getByLabel(texts.reference).fill(values.reference);
  await page.getByLabel(texts.reason).fill('Me surgió un viaje.');
}

/** The code the page answered with. */
async function codeShown(page: Page): Promise<string> {
  const status = page.getByRole('status').filter({ hasText: texts.codeLabel });
  await expect(status).toContainText(CODE);
  return CODE.exec((await status.textContent()) ?? '')![0];
}

test('an anonymous visitor sends a request from the footer link and sees its code, which arrives by e-mail', async ({
  page,
}) => {
  await page.goto('/conoceme');
  await page
    .getByRole('navigation', { name: 'Secundaria' })
    .getByRole('link', { name: 'Botón de arrepentimiento', exact: true })
    .click();
  await expect(page).toHaveURL('/arrepentimiento');
  await expect(page).toHaveTitle('Mariana Ríos - Botón de arrepentimiento');
  await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
  await expect(page.getByText(texts.intro)).toBeVisible();
  await expectAccessible(page);

  // Nothing typed: the contract's message next to each field, nothing sent.
  await page.getByRole('button', { name: texts.submit }).click();
  await expect(page.getByLabel(texts.name)).toHaveAccessibleDescription(texts.nameRequired);
  await expect(page.getByLabel(texts.reference)).toHaveAccessibleDescription(
    new RegExp(`^${texts.referenceInvalid}`),
  );
  await expectAccessible(page);

  const visitor = newAccount('arr');
  await fillWithdrawal(page, { name: 'Julia Sosa', email: visitor.email, reference: 'ins-zz zzzz' });
  await page.getByRole('button', { name: texts.submit }).click();
  const code = await codeShown(page);
  await expect(page.getByRole('status')).toContainText(texts.emailed(visitor.email));
  await expect(page.getByRole('status')).toContainText(texts.notMatched);

  const mail = await waitForMail(visitor.email, code);
  expect(mail.subject).toBe(`Recibimos tu solicitud de arrepentimiento ${code}`);
  expect(mail.text).toContain('No encontramos una inscripción con la referencia INS-ZZZZZZ');
});

test('the home page links to the form, which works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('link', { name: 'Botón de arrepentimiento', exact: true }).click();
  await expect(page).toHaveURL('/arrepentimiento');

  const visitor = newAccount('sjs');
  await fillWithdrawal(page, { name: 'Pedro Gil', email: visitor.email, reference: 'INS-YYYYYY' });
  await page.getByRole('button', { name: texts.submit }).click();
  const code = await codeShown(page);
  expect((await waitForMail(visitor.email, code)).text).toContain(code);
  await context.close();
});

/** A recorded module's line in the dashboard's sidebar, and one of its buttons. */
const moduleButton = (page: Page, module: Module, name: string) =>
  page
    .getByRole('region', { name: moduleTexts.recordedGroup })
    .getByRole('listitem')
    .filter({ hasText: module.title })
    .getByRole('button', { name: `${name} ${module.title}` });

test('the owner resolves a request about a module paid with Mercado Pago, and the student loses it', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  // 36 s in the whole suite on two shared cores (load average 10).
  test.setTimeout(90_000);
  const { modules } = (await (await request.get('/api/modules')).json()) as { modules: Module[] };
  const recorded = modules.find((module) => module.typeModule === 'asincronico' && module.number === 1)!;

  // A student buys the recorded module at Mercado Pago (the simulator) from her dashboard.
  const account = await registerThroughApi(page.request, 'arp');
  await logInThroughApi(page, account.email, account.password, '/dashboard');
  await moduleButton(page, recorded, moduleTexts.buy).click();
  await fillPurchase(page, 'Argentina');
  await page
    .getByRole('dialog', { name: recorded.title })
    .getByRole('button', { name: 'Pagar con Mercado Pago' })
    .click();
  await page.getByRole('button', { name: 'Aprobar' }).click();
  await expectShown(page, { role: 'status', text: messages.checkout.paymentApproved });
  await expect(page).toHaveURL('/dashboard');
  await expect(moduleButton(page, recorded, moduleTexts.resume)).toBeEnabled();
  const [purchase] = await myPurchases(request, account);
  expect(purchase).toMatchObject({ wayToPay: 'mp', state: 'paid' });

  // She changes her mind: the footer's button, the reference of her e-mail, a code at once.
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Secundaria' })
    .getByRole('link', { name: 'Botón de arrepentimiento', exact: true })
    .click();
  await fillWithdrawal(page, {
    name: 'Maria Gonzalez',
    email: account.email,
    reference: purchase!.reference,
  });
  await page.getByRole('button', { name: texts.submit }).click();
  const code = await codeShown(page);
  await expect(page.getByRole('status')).toContainText(texts.withinTerm);
  await waitForMail(account.email, code);
  const notice = await waitForMail(demoSiteSections.owner.noticesEmail, code);
  expect(notice.subject).toBe(`Solicitud de arrepentimiento ${code} (${purchase!.reference})`);

  // The owner resolves it in 'Arrepentimientos': the refund is asked first, then made.
  const owner = await ownerPage(browser, baseURL!, await tokenOf(request, admin.email, admin.password));
  await owner.goto('/admin/arrepentimientos');
  await recordShown(owner);
  await expect(owner.getByRole('heading', { level: 2, name: texts.tab })).toBeVisible();
  const card = owner.getByRole('list', { name: 'Solicitudes abiertas' }).getByRole('listitem', {
    name: `Solicitud ${code}`,
  });
  await expect(card).toContainText(/Dentro del plazo \(hasta el \d{2}\/\d{2}\/\d{4}\)/);
  await expect(card).toContainText(recorded.title);
  await expect(card).toContainText('Mercado Pago');
  await card.getByRole('button', { name: texts.resolve }).click();
  const question = owner.getByRole('dialog', { name: texts.resolveConfirm });
  await expect(question).toContainText(
    messages.purchase.refundAtProviderNote('Mercado Pago', formatPrice(purchase!.amount, purchase!.currency)),
  );
  await question.getByRole('button', { name: texts.resolve }).click();
  await expectShown(owner, { role: 'dialog', name: messages.popup.successTitle, text: texts.resolved });
  const closed = owner
    .getByRole('list', { name: 'Solicitudes resueltas y rechazadas' })
    .getByRole('listitem', { name: `Solicitud ${code}` });
  await expect(closed).toContainText('Reintegrada');
  await expectAccessible(owner);
  await owner.context().close();

  // The student is told, and the module is no longer hers.
  expect((await waitForMail(account.email, `${code} fue resuelta`)).text).toContain('te reintegró el pago');
  expect(await myPurchases(request, account)).toMatchObject([{ state: 'refunded', pay: false }]);
  await page.goto('/dashboard');
  await expect(moduleButton(page, recorded, moduleTexts.resume)).toBeDisabled();
  await expect(moduleButton(page, recorded, moduleTexts.buy)).toBeEnabled();
});
