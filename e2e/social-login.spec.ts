import { expect, test, expectShown } from './support/test';
import { messages } from '../packages/contract/src/messages';
import { accountMenu } from './support/account-flows';

test('the social login button signs in through the provider and goes back to the page before', async ({
  page,
}) => {
  // A new person of the local provider each run: the first social login creates a confirmed account.
  const login = `social${Date.now().toString(36)}`;

  await page.goto('/calendario');
  await page.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL('/login');

  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Ingresar con Google' }).click();
  const popup = await popupOpened;
  await expect(popup.getByRole('heading', { name: 'Sign-in' })).toBeVisible();
  await popup.getByPlaceholder('Enter any login').fill(login);
  await popup.getByPlaceholder('and password').fill('cualquier-clave');
  const popupClosed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Sign-in' }).click();
  await popupClosed;

  await expectShown(page, { role: 'dialog', name: messages.popup.successTitle, text: messages.auth.welcome });
  await expect(page).toHaveURL('/calendario');
  await expect(accountMenu(page, login)).toBeVisible();

  // The session is a real one: the profile shows the provider's verified e-mail.
  await accountMenu(page, login).click();
  await page.getByRole('link', { name: 'Mi Perfil' }).click();
  await expect(page.getByText(`${login}@example.com`)).toBeVisible();
});

test('a provider answer that the server cannot verify is refused with its message', async ({ page }) => {
  await page.goto('/login');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Ingresar con Google' }).click();
  const popup = await popupOpened;
  await expect(popup.getByRole('heading', { name: 'Sign-in' })).toBeVisible();
  // Someone hands the page a forged answer instead of the provider's. The callback page closes itself once
  // it has posted the answer, so the navigation is awaited only until it commits: a wait for its load could
  // end on a closed page.
  const popupClosed = popup.waitForEvent('close');
  await popup.goto('/auth/callback#id_token=forged.token.value&state=forged-state', { waitUntil: 'commit' });
  await popupClosed;

  await expect(page.getByRole('alert').filter({ hasText: messages.auth.socialLoginFailed })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
