import { formatPrice } from '../packages/contract/src/format';
import { messages } from '../packages/contract/src/messages';
import { expect, test, uniqueLetters } from './admin-support';
import { registerThroughApi } from './support/account-flows';
import { bearer, buyActivityThroughApi, tokenOf } from './support/purchase-flows';
import { waitForMail } from './support/mail';

/*
 * Cuotas at Mercado Pago, as the owner sees them: a student pays the open talk at the simulator's page in 3
 * cuotas (the buyer closes the tab; the webhook pays it), and the enrolment's card in 'Administrar inscriptos'
 * shows the cuotas, what she paid in all and what the owner received.
 */

const openTalk = 'Charla abierta: ¿Qué es una constelación familiar?';

test("the owner's card shows the cuotas a student chose at Mercado Pago and the money on both sides", async ({
  page,
  browser,
  request,
}) => {
  const account = await registerThroughApi(request, 'cuotas');
  const token = await tokenOf(request, account.email, account.password);
  const surname = `Cuotas${uniqueLetters()}`;
  const profile = {
    firstName: 'Julieta',
    lastName: surname,
    birthday: '1988-02-11',
    phone: '1145678901',
    country: 'Argentina',
  };
  const purchase = await buyActivityThroughApi(request, token, profile, openTalk, 'mp');
  const started = await request.post('/api/checkout/mp', {
    headers: bearer(token),
    data: { idPurchase: purchase._id },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const { url } = (await started.json()) as { url: string };

  // At Mercado Pago's page: 3 cuotas, approved; she closes the tab, and the webhook pays it.
  const buyer = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const providerPage = await buyer.newPage();
  await providerPage.goto(url);
  await providerPage.getByLabel('Cuotas').selectOption('3');
  await providerPage.getByRole('button', { name: 'Aprobar' }).click();
  await buyer.close();
  await waitForMail(account.email, `Pago confirmado: ${openTalk}`);

  await page.goto(`/admin/inscriptos?buscar=${encodeURIComponent(surname)}`);
  const card = page.getByRole('listitem', { name: `Julieta ${surname}` });
  await expect(card.locator('dt:text-is("Pagó") + dd')).toHaveText('Sí');
  await expect(card.locator(`dt:text-is("${messages.purchase.installments}") + dd`)).toHaveText('3');
  // The simulator's made-up financing on $ 5.000: 4 % a cuota after the first for her, a 6.29 % fee.
  await expect(card.locator(`dt:text-is("${messages.purchase.paidTotal}") + dd`)).toHaveText(
    formatPrice(5400, 'ARS'),
  );
  await expect(card.locator(`dt:text-is("${messages.purchase.netReceived}") + dd`)).toHaveText(
    formatPrice(4685.5, 'ARS'),
  );
});
