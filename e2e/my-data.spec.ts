import { readFile } from 'node:fs/promises';
import { expect, expectShown, test } from './support/test';
import { messages } from '../packages/contract/src/messages';
import type { MyData } from '../packages/contract/src/personal-data';
import { expectAccessible } from './support/a11y';
import { admin } from './support/accounts.mjs';
import { logIn, registerConfirmedAccount } from './support/account-flows';
import { waitForMail } from './support/mail';
import { activityId, bearer, tokenOf } from './support/purchase-flows';

const openTalk = 'Charla abierta: ¿Qué es una constelación familiar?';
const { personalData, auth } = messages;

test("a student downloads her data and deletes her account; the owner's list keeps the amount as 'Cuenta eliminada'", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  // A registration with its captcha, a purchase, a download, a deletion and the owner's screen.
  test.setTimeout(180_000);
  const account = await registerConfirmedAccount(page, 'datos');
  const token = await tokenOf(request, account.email, account.password);
  const surname = `Quiroga${Date.now().toString(36).replace(/\d/g, '')}`;
  const profile = await request.put('/api/user/update-user', {
    headers: bearer(token),
    data: {
      firstName: 'Dolores',
      lastName: surname,
      birthday: '1979-08-14',
      phone: '1147775555',
      country: 'Argentina',
    },
  });
  expect(profile.ok(), await profile.text()).toBe(true);
  const created = await request.post('/api/purchases/create', {
    headers: bearer(token),
    data: {
      inscription: await activityId(request, openTalk),
      inscriptionModel: 'Activity',
      wayToPay: 'transfer',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { purchase } = (await created.json()) as { purchase: { _id: string; reference: string } };
  const ownerToken = await tokenOf(request, admin.email, admin.password);
  const confirmed = await request.post('/api/checkout/transfer-confirm', {
    headers: bearer(ownerToken),
    data: { idPurchase: purchase._id },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);

  // 'Mis datos' in her profile: the file she downloads holds her data.
  await logIn(page, account.email, account.password);
  await page.goto('/profile');
  await page.getByRole('tab', { name: personalData.title }).click();
  const tab = page.getByRole('tabpanel', { name: personalData.title });
  await expect(tab.getByRole('heading', { name: personalData.deleteTitle })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await tab.getByRole('button', { name: personalData.download }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(
    new RegExp(`^mis-datos-${account.username}-\\d{4}-\\d{2}-\\d{2}\\.json$`),
  );
  const data = JSON.parse(await readFile((await file.path())!, 'utf8')) as MyData;
  expect(data.account).toMatchObject({ email: account.email, lastName: surname, hasPassword: true });
  expect(data.purchases).toEqual([
    expect.objectContaining({ reference: purchase.reference, amount: 5000, currency: 'ARS', state: 'paid' }),
  ]);
  expect(JSON.stringify(data)).not.toMatch(/argon2|passwordHash|tokenHash/i);

  // The same, to read and print.
  await tab.getByRole('link', { name: personalData.view }).click();
  await expect(page).toHaveURL('/profile/mis-datos');
  await expect(page.getByRole('heading', { level: 1, name: personalData.summaryTitle })).toBeVisible();
  const accountSection = page.getByRole('region', { name: 'Tu cuenta' });
  await expect(accountSection).toContainText(account.email);
  await expect(accountSection).toContainText('14/08/1979');
  const purchases = page.getByRole('region', { name: 'Tus inscripciones y pagos' });
  await expect(purchases).toContainText(openTalk);
  await expect(purchases).toContainText(purchase.reference);
  await expect(purchases).toContainText('$ 5.000');
  await expect(page.getByRole('button', { name: personalData.print })).toBeVisible();
  await expectAccessible(page);

  // A wrong password deletes nothing; hers, after the question, deletes the account and logs her out.
  await page.getByRole('link', { name: 'Volver a Mi Perfil' }).click();
  await page.getByRole('tab', { name: personalData.title }).click();
  await tab.getByLabel(personalData.passwordLabel).fill('otra-clave-1');
  await tab.getByRole('button', { name: personalData.deleteButton }).click();
  await page
    .getByRole('dialog', { name: personalData.deleteConfirm })
    .getByRole('button', {
      name: personalData.deleteConfirmButton,
    })
    .click();
  await expect(tab.getByLabel(personalData.passwordLabel)).toHaveAccessibleDescription(
    personalData.wrongPassword,
  );
  await tab.getByLabel(personalData.passwordLabel).fill(account.password);
  await tab.getByRole('button', { name: personalData.deleteButton }).click();
  await page
    .getByRole('dialog', { name: personalData.deleteConfirm })
    .getByRole('button', {
      name: personalData.deleteConfirmButton,
    })
    .click();
  await expectShown(page, { role: 'dialog', name: messages.popup.successTitle, text: personalData.deleted });
  await expect(page).toHaveURL('/');
  await expect(
    page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Login' }),
  ).toBeVisible();
  const goodbye = await waitForMail(account.email, 'fue eliminada');
  expect(goodbye.text).toContain(personalData.deletedName);

  // She cannot log in any more.
  await page.goto('/login');
  await page.getByLabel('Usuario o correo electrónico').fill(account.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: auth.invalidCredentials })).toBeVisible();

  // The owner's list: no trace of her name, and the purchase as 'Cuenta eliminada' with its amount.
  const ownerContext = await browser.newContext({
    storageState: {
      cookies: [],
      origins: [
        {
          origin: new URL(baseURL ?? '').origin,
          localStorage: [
            { name: 'token', value: ownerToken },
            { name: 'tokenAdmin', value: ownerToken },
          ],
        },
      ],
    },
  });
  const ownerPage = await ownerContext.newPage();
  await ownerPage.goto(`/admin/inscriptos?buscar=${encodeURIComponent(surname)}`);
  await expect(ownerPage.getByRole('link', { name: 'Todas las compras (0)' })).toBeVisible();
  await ownerPage.goto(`/admin/inscriptos?buscar=${encodeURIComponent(personalData.deletedName)}`);
  const card = ownerPage
    .getByRole('listitem', { name: personalData.deletedName })
    .filter({ hasText: openTalk });
  await expect(card).toHaveCount(1);
  await expect(card.locator('dt:has-text("Importe") + dd')).toHaveText('$ 5.000');
  await expect(card.locator('dt:has-text("Pagó") + dd')).toHaveText('Sí');
  await expect(card.locator('dt:has-text("Email") + dd')).toHaveText('');
  await expect(card.locator('dt:has-text("Teléfono") + dd')).toHaveText('');
  await expect(card.locator('dt:has-text("Fecha de nacimiento") + dd')).toHaveText('');
  await expect(card.getByRole('button', { name: new RegExp(personalData.adminDelete) })).toHaveCount(0);
  await ownerContext.close();
});
