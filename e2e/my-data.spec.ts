import { readFile } from 'node:fs/promises';
import { expect, expectShown, test } from './support/test';
import { messages } from '../packages/contract/src/messages';
import { personalDataMessages as text } from '../packages/contract/src/personal-data-messages';
import type { MyData } from '../packages/contract/src/personal-data';
import { expectAccessible } from './support/a11y';
import { admin } from './support/accounts.mjs';
import { logInThroughApi, registerThroughApi } from './support/account-flows';
import { waitForMail } from './support/mail';
import { buyActivityThroughApi, confirmTransfer, tokenOf } from './support/purchase-flows';

const openTalk = 'Charla abierta: ¿Qué es una constelación familiar?';
const { auth } = messages;

test("a student downloads her data and deletes her account; the owner's list keeps the amount as 'Cuenta eliminada'", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  // A purchase, a download, a deletion and the owner's screen: 32 s in the whole suite on two shared cores (load average 10).
  test.setTimeout(90_000);
  const account = await registerThroughApi(request, 'datos');
  const token = await tokenOf(request, account.email, account.password);
  const surname = `Quiroga${Date.now().toString(36).replace(/\d/g, '')}`;
  const profile = {
    firstName: 'Dolores',
    lastName: surname,
    birthday: '1979-08-14',
    phone: '1147775555',
    country: 'Argentina',
  };
  const purchase = await buyActivityThroughApi(request, token, profile, openTalk, 'transfer');
  const ownerToken = await tokenOf(request, admin.email, admin.password);
  await confirmTransfer(request, ownerToken, purchase._id);

  // 'Mis datos' in her profile: what the site holds about her, in sections to read, and as a file to download.
  await logInThroughApi(page, account.email, account.password, '/profile');
  await page.getByRole('tab', { name: text.title }).click();
  const tab = page.getByRole('tabpanel', { name: text.title });
  const accountSection = tab.getByRole('region', { name: 'Tu cuenta' });
  await expect(accountSection).toContainText(account.email);
  await expect(accountSection).toContainText('14/08/1979');
  const purchases = tab.getByRole('region', { name: 'Tus inscripciones y pagos' });
  await expect(purchases).toContainText(openTalk);
  await expect(purchases).toContainText(purchase.reference);
  await expect(purchases).toContainText('$ 5.000');
  await expect(tab.getByRole('region', { name: 'Listas de espera' })).toContainText(
    'No estás en ninguna lista de espera.',
  );
  await expect(tab.getByRole('button', { name: text.print })).toBeVisible();
  await expectAccessible(page);

  const downloading = page.waitForEvent('download');
  await tab.getByRole('button', { name: text.download }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(
    new RegExp(`^mis-datos-${account.username}-\\d{4}-\\d{2}-\\d{2}\\.json$`),
  );
  const data = JSON.parse(await readFile((await file.path())!, 'utf8')) as MyData;
  expect(data.account).toMatchObject({ email: account.email, lastName: surname, hasPassword: true });
  expect(data.purchases).toEqual([
    expect.objectContaining({ reference: purchase.reference, amount: 5000, currency: 'ARS', state: 'paid' }),
  ]);
  expect(data.waitingLists).toEqual([]);
  expect(JSON.stringify(data)).not.toMatch(/argon2|passwordHash|tokenHash/i);

  // A wrong password deletes nothing; hers, after the question, deletes the account and logs her out.
  const deleteWith = async (password: string) => {
    await tab.getByLabel(text.passwordLabel).fill(password);
    await tab.getByRole('button', { name: text.deleteButton }).click();
    const question = page.getByRole('dialog', { name: text.deleteConfirm });
    await question.getByRole('button', { name: text.deleteConfirmButton }).click();
  };
  await deleteWith('otra-clave-1');
  await expect(tab.getByLabel(text.passwordLabel)).toHaveAccessibleDescription(text.wrongPassword);
  await deleteWith(account.password);
  await expectShown(page, {
    role: 'dialog',
    name: messages.popup.successTitle,
    text: text.deleted,
  });
  await expect(page).toHaveURL('/');
  await expect(
    page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Login' }),
  ).toBeVisible();
  const goodbye = await waitForMail(account.email, 'fue eliminada');
  expect(goodbye.text).toContain(text.deletedName);

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
  await ownerPage.goto(`/admin/inscriptos?buscar=${encodeURIComponent(text.deletedName)}`);
  // Her card is the one whose 'Editar' opens her purchase: earlier runs on the same server leave cards alike.
  const card = ownerPage
    .getByRole('listitem', { name: text.deletedName })
    .filter({ has: ownerPage.locator(`a[href$="/${purchase._id}"]`) });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(openTalk);
  await expect(card.locator('dt:has-text("Importe") + dd')).toHaveText('$ 5.000');
  await expect(card.locator('dt:has-text("Pagó") + dd')).toHaveText('Sí');
  await expect(card.locator('dt:has-text("Email") + dd')).toHaveText('');
  await expect(card.locator('dt:has-text("Teléfono") + dd')).toHaveText('');
  await expect(card.locator('dt:has-text("Fecha de nacimiento") + dd')).toHaveText('');
  await expect(card.getByRole('button', { name: new RegExp(text.adminDelete) })).toHaveCount(0);
  await ownerContext.close();
});
