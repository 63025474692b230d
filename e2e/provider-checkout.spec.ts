import type { APIResponse, Page } from '@playwright/test';
import { expect, expectShown, test } from './support/test';
import { messages } from '../packages/contract/src/messages';
import { demoModules } from '../apps/server/src/db/seed/demo-data';
import { registerThroughApi } from './support/account-flows';
import {
  activityId,
  fillPurchase,
  holdStatusCheck,
  logInThroughBuyButton,
  myPurchases,
  storedPendingPurchase,
} from './support/purchase-flows';
import { waitForMail } from './support/mail';

/*
 * Paying at Mercado Pago and PayPal end to end, in Chromium: the site's checkout, the provider's page (the
 * payment simulator the server mounts on a loopback address, as after `npm start`), the return to
 * /checkout/payment and the provider's signed webhook, all real HTTP.
 */

const { checkout: checkoutMessages } = messages;
const moduleZero = demoModules[0]!.title;
const buyModuleZero = new RegExp(`^Comprar ${moduleZero}$`);

/** The simulator's page, as a buyer sees it at the provider. */
async function expectProviderPage(page: Page, provider: 'Mercado Pago' | 'PayPal', concept: string) {
  await expect(page.getByRole('heading', { name: `Pagar con ${provider}` })).toBeVisible();
  await expect(page.getByRole('note')).toHaveText('Simulación de pago: no se mueve dinero real');
  await expect(page.getByText(concept)).toBeVisible();
}

test('a student in Argentina buys a module from its list with Mercado Pago: rejected, then approved and paid', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = await registerThroughApi(request, 'mpa');
  await logInThroughBuyButton(page, '/NCFA/modulos-grabados', account, buyModuleZero);

  // 'Comprar' on the module list: 'Inscripción', then the checkout for that module, in pesos.
  await page.getByRole('button', { name: buyModuleZero }).click();
  await fillPurchase(page, 'Argentina');
  const checkout = page.getByRole('dialog', { name: moduleZero });
  await expect(checkout.getByText('Total: $ 20.000 pesos argentinos (ARS)')).toBeVisible();
  await expect(checkout.getByText(checkoutMessages.installments(12))).toBeVisible();
  expect(await myPurchases(request, account)).toEqual([]);

  // Mercado Pago's page; the buyer refuses: not paid, the server's message, then the dashboard.
  await checkout.getByRole('button', { name: 'Pagar con Mercado Pago' }).click();
  await expectProviderPage(page, 'Mercado Pago', moduleZero);
  const [pending] = await myPurchases(request, account);
  expect(pending).toMatchObject({ wayToPay: 'mp', state: 'pending', amount: 20000, currency: 'ARS' });
  expect(await storedPendingPurchase(page)).toEqual({ id: pending?._id, type: 'Module' });
  const rejecting = await holdStatusCheck(page, 'mp');
  await page.getByRole('button', { name: 'Rechazar' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment\?collection_id=\d+/);
  await rejecting();
  // The outcome stays 2.5 s: read from what the page showed.
  await expectShown(page, { role: 'alert', text: checkoutMessages.paymentRejected });
  await expect(page).toHaveURL('/dashboard');
  expect(await storedPendingPurchase(page)).toBeNull();
  expect(await myPurchases(request, account)).toMatchObject([
    { _id: pending?._id, state: 'pending', pay: false },
  ]);

  // Again: the same purchase goes to Mercado Pago, and this time the buyer approves.
  await page.goto('/NCFA/modulos-grabados');
  await page.getByRole('button', { name: buyModuleZero }).click();
  const form = page.getByRole('dialog', { name: 'Inscripción' });
  await form.getByLabel(messages.purchaseProfile.termsLabel).check();
  await form.getByRole('button', { name: 'Continuar' }).click();
  await checkout.getByRole('button', { name: 'Pagar con Mercado Pago' }).click();
  await expectProviderPage(page, 'Mercado Pago', moduleZero);
  const verifying = await holdStatusCheck(page, 'mp');
  await page.getByLabel('Cuotas').selectOption('3');
  await page.getByRole('button', { name: 'Aprobar' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment\?collection_id=\d+/);
  await verifying();
  await expectShown(page, { role: 'status', text: checkoutMessages.paymentApproved });
  await expect(page).toHaveURL('/dashboard');

  expect(await myPurchases(request, account)).toMatchObject([
    { _id: pending?._id, state: 'paid', pay: true, installments: 3 },
  ]);
  const receipt = await waitForMail(account.email, `Pago confirmado: ${moduleZero}`);
  expect(receipt.text).toContain(pending?.reference ?? '');
  expect(receipt.text).toContain('Mercado Pago');
  // The user came back refreshed: the module is theirs, so it cannot be bought again.
  await page.goto('/NCFA/modulos-grabados');
  await expect(page.getByRole('button', { name: buyModuleZero })).toBeDisabled();
});

test('a student outside Argentina pays with PayPal: approved, captured, paid', async ({ page, request }) => {
  test.setTimeout(90_000);
  const title = 'Jornada: Constelaciones y duelo';
  const account = await registerThroughApi(request, 'ppa');
  await logInThroughBuyButton(page, `/calendario/${await activityId(request, title)}`, account);

  await page.getByRole('button', { name: 'Inscribite' }).click();
  await fillPurchase(page, 'Uruguay');
  const checkout = page.getByRole('dialog', { name: title });
  await expect(checkout.getByText('Total: $ 50 dólares estadounidenses (USD)')).toBeVisible();
  await checkout.getByRole('button', { name: 'Pagar con PayPal' }).click();
  await expectProviderPage(page, 'PayPal', title);

  const verifying = await holdStatusCheck(page, 'pp');
  await page.getByRole('button', { name: 'Aprobar' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment\?token=\w+&PayerID=\w+/);
  await verifying();
  await expectShown(page, { role: 'status', text: checkoutMessages.paymentApproved });
  await expect(page).toHaveURL('/dashboard');

  expect(await myPurchases(request, account)).toMatchObject([
    { wayToPay: 'pp', state: 'paid', pay: true, amount: 50, currency: 'USD' },
  ]);
  const receipt = await waitForMail(account.email, `Pago confirmado: ${title}`);
  expect(receipt.text).toContain('PayPal');
});

test('a buyer who closes the tab after approving still gets the place, through the webhook', async ({
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const title = 'Eneagrama: los nueve tipos de personalidad';
  const path = `/calendario/${await activityId(request, title)}`;
  const page = await context.newPage();
  const account = await registerThroughApi(request, 'whk');
  await logInThroughBuyButton(page, path, account);

  await page.getByRole('button', { name: 'Inscribite' }).click();
  await fillPurchase(page, 'Argentina');
  await page
    .getByRole('dialog', { name: title })
    .getByRole('button', { name: 'Pagar con Mercado Pago' })
    .click();
  await expectProviderPage(page, 'Mercado Pago', title);

  // The buyer approves and closes the tab before coming back: the site never sees the return page. A route
  // handler sees only the first request of a redirect, so the approval is sent from here, its redirect to the
  // return page kept from the browser (204: the tab stays where it is, no navigation to race the close).
  let approve!: (response: APIResponse) => void;
  const approved = new Promise<APIResponse>((resolve) => (approve = resolve));
  await page.route(
    (url) => url.pathname.startsWith('/simulador/'),
    async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      const response = await route.fetch({ maxRedirects: 0 });
      approve(response);
      await route.fulfill({ status: 204 });
    },
  );
  await page.getByRole('button', { name: 'Aprobar' }).click();
  const approval = await approved;
  expect(approval.status()).toBe(303);
  expect(new URL(approval.headers().location ?? '', 'http://site').pathname).toBe('/checkout/payment');
  await page.close();

  // Mercado Pago's webhook, checked and fetched again, pays it: the receipt arrives (measured here: 0.25 s after
  // the tab closed; 20 s leave room for CI's two busy cores) and the purchase is paid.
  const receipt = await waitForMail(account.email, `Pago confirmado: ${title}`, 20_000);
  expect(receipt.text).toContain('Mercado Pago');
  expect(await myPurchases(request, account)).toMatchObject([{ wayToPay: 'mp', state: 'paid', pay: true }]);

  // Back on the site later, the place is theirs: buying again says so.
  const later = await context.newPage();
  await later.goto(path);
  await later.getByRole('button', { name: 'Inscribite' }).click();
  const form = later.getByRole('dialog', { name: 'Inscripción' });
  await form.getByLabel(messages.purchaseProfile.termsLabel).check();
  await form.getByRole('button', { name: 'Continuar' }).click();
  await expect(later.getByRole('dialog', { name: title }).getByRole('alert')).toHaveText(
    messages.purchase.alreadyPaid,
  );
});
