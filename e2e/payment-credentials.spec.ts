import { paymentCredentialsMessages as words } from '../packages/contract/src/payment-credentials-messages';
import { messages } from '../packages/contract/src/messages';
import { admin } from './support/accounts.mjs';
import { freePort, ownerPageOn, startOwnServer, type OwnServer } from './support/own-server';
import { expect, expectShown, test } from './support/test';

/*
 * The owner pastes her own Mercado Pago credentials in 'Datos de pago': 'Probar' says whether they work, asking
 * the payment simulator as the site would ask Mercado Pago, and once saved the page shows only their last
 * characters. Saving them changes which account every payment of the site goes to, so it runs on a server (and a
 * database) of its own (support/own-server.ts), with the simulator, the demo and its administrator.
 */

let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  server = await startOwnServer('payment-credentials', {
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    PAYMENT_SIMULATOR: '1',
    SEED_DEMO: '1',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  });
});
test.afterAll(async () => server?.stop());

test("the owner's Mercado Pago credentials: 'Probar' tells, and once saved only their end shows", async ({
  browser,
  playwright,
}) => {
  const api = await playwright.request.newContext({ baseURL: server.origin });
  // Her test credentials, as Mercado Pago's panel gives them (here, the simulator's).
  const made = await api.post('/simulador/mp/admin/accounts', { data: {} });
  expect(made.status()).toBe(201);
  const account = (await made.json()) as { access_token: string; webhook_secret: string };
  await api.dispose();

  const page = await ownerPageOn(server, browser, playwright);
  await page.goto(`${server.origin}/admin/datos-de-pago`);
  const card = page.getByRole('region', { name: words.mercadoPago, exact: true });
  await expect(card.getByText(words.sources.simulator(words.mercadoPago))).toBeVisible();
  await expect(card.getByLabel(words.webhookUrl)).toHaveValue(`${server.origin}/api/checkout/mp/webhook`);

  // A wrong access token: Mercado Pago does not take it.
  await card.getByLabel(words.accessToken).fill('APP_USR-0000-equivocado');
  await card.getByLabel(words.webhookSecret).fill(account.webhook_secret);
  await card.getByRole('button', { name: words.test }).click();
  await expect(card.getByRole('alert')).toHaveText(words.refusedToken(words.mercadoPago));

  // Hers: they work, and they are saved.
  await card.getByLabel(words.accessToken).fill(account.access_token);
  await card.getByRole('button', { name: words.test }).click();
  await expect(card.getByRole('status')).toHaveText(
    /^Funcionan: la cuenta de Mercado Pago es VENDEDOR\d+\.$/,
  );
  await card.getByRole('button', { name: words.save }).click();
  await expectShown(page, {
    role: 'dialog',
    name: messages.popup.successTitle,
    text: words.savedMessage(words.mercadoPago),
  });
  await expect(card.getByText(words.sources.owner(words.mercadoPago))).toBeVisible();
  await expect(
    card.getByText(words.saved(words.accessToken, `…${account.access_token.slice(-4)}`)),
  ).toBeVisible();
  await expect(card.getByLabel(words.accessToken)).toHaveValue('');
  for (const secret of [account.access_token, account.webhook_secret]) {
    expect(await page.content()).not.toContain(secret);
  }
  // After a reload too: what the server answers holds no credential.
  await page.reload();
  await expect(card.getByText(words.sources.owner(words.mercadoPago))).toBeVisible();
  expect(await page.content()).not.toContain(account.access_token);
});
