import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type {
  Activity,
  InscriptionModel,
  PaymentProvider,
  Purchase,
  WayToPay,
} from '../../packages/contract/src/entities';
import { messages } from '../../packages/contract/src/messages';
import { logInThroughApi, type Account } from './account-flows';

/*
 * What a student does on the way to paying, shared by the purchase specs: log in from a buy button,
 * fill 'Inscripción', and read what the API says of their purchases and of the stored pending purchase.
 */

export async function activityId(request: APIRequestContext, title: string): Promise<string> {
  const response = await request.get('/api/activities');
  const { activities } = (await response.json()) as { activities: Activity[] };
  const activity = activities.find((candidate) => candidate.title === title);
  expect(activity, `published activity '${title}'`).toBeDefined();
  return (activity as Activity)._id;
}

/** A session's token, as the API gives it on login. */
export async function tokenOf(request: APIRequestContext, user: string, password: string): Promise<string> {
  const response = await request.post('/api/user/login', { data: { user, password } });
  expect(response.ok(), `login of ${user}`).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** The bearer header of a token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function myPurchases(request: APIRequestContext, account: Account): Promise<Purchase[]> {
  const token = await tokenOf(request, account.email, account.password);
  const response = await request.get('/api/purchases/mine', { headers: bearer(token) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { purchases: Purchase[] }).purchases;
}

/** What 'Editar perfil' holds of a person who buys: every field a purchase copies. */
export interface BuyerProfile {
  firstName: string;
  lastName: string;
  birthday: string;
  phone: string;
  country: string;
}

/** Saves 'Editar perfil' of the session `token` through the API, as the profile form does. */
export async function saveProfile(
  request: APIRequestContext,
  token: string,
  profile: BuyerProfile,
): Promise<void> {
  const saved = await request.put('/api/user/update-user', { headers: bearer(token), data: profile });
  expect(saved.ok(), await saved.text()).toBe(true);
}

/** Buys an item through the API as the session `token`, as the 'Inscripción' modal does: the purchase made. */
export async function buyThroughApi(
  request: APIRequestContext,
  token: string,
  inscription: string,
  inscriptionModel: InscriptionModel,
  wayToPay: WayToPay = 'transfer',
): Promise<Purchase> {
  const created = await request.post('/api/purchases/create', {
    headers: bearer(token),
    data: { inscription, inscriptionModel, wayToPay },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { purchase: Purchase }).purchase;
}

/** The owner confirms a purchase's transfer through the API, as 'Confirmar transferencia' does. */
export async function confirmTransfer(
  request: APIRequestContext,
  ownerToken: string,
  purchaseId: string,
): Promise<void> {
  const confirmed = await request.post('/api/checkout/transfer-confirm', {
    headers: bearer(ownerToken),
    data: { idPurchase: purchaseId },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
}

/**
 * Fills the profile of the session `token` and buys the activity titled `title` through the API, as the
 * 'Inscripción' modal and the checkout would: the purchase made.
 */
export async function buyActivityThroughApi(
  request: APIRequestContext,
  token: string,
  profile: BuyerProfile,
  title: string,
  wayToPay: WayToPay,
): Promise<Purchase> {
  await saveProfile(request, token, profile);
  return buyThroughApi(request, token, await activityId(request, title), 'Activity', wayToPay);
}

/** The spec's stored pending purchase (local storage), as the page keeps it. */
export const storedPendingPurchase = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('purchase') ?? 'null') as unknown);

/**
 * Anonymous 'Inscribite' (or 'Comprar') → /login?redirectTo={the page}; then logged in (through the API) and back
 * on the same page. The login form's own way back to `redirectTo` is walked in guards.spec.ts.
 */
export async function logInThroughBuyButton(
  page: Page,
  path: string,
  account: Account,
  button: string | RegExp = 'Inscribite',
): Promise<void> {
  await page.goto(path);
  await page.getByRole('link', { name: button }).click();
  await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(path)}`);
  await logInThroughApi(page, account.email, account.password, path);
  await expect(page).toHaveURL(path);
}

/** Fills 'Inscripción' with a valid profile from `country` and goes on to the checkout. */
export async function fillPurchase(page: Page, country: string): Promise<void> {
  const form = page.getByRole('dialog', { name: 'Inscripción' });
  const terms = form.getByLabel(messages.purchaseProfile.termsLabel);
  // Clicks first, typing after: each corrected field drops its message a moment after its input, moving what is
  // below it, and a click that lands between its press and its release toggles nothing.
  await terms.check();
  await form.getByLabel('Nombre', { exact: true }).fill('Maria');
  await form.getByLabel('Apellido').fill('Gonzalez');
  await form.getByLabel('País').selectOption(country);
  await form.getByLabel('Fecha de nacimiento').fill('1985-04-23');
  await form.getByLabel('Teléfono').fill('1145678901');
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(terms).toBeChecked();
  await form.getByRole('button', { name: 'Continuar' }).click();
  await expect(form).toBeHidden();
}

/**
 * Holds the return page's status check until 'Verificando compra...' has been seen, so the test sees what a
 * person sees while the server asks the provider, however fast it answers.
 */
export async function holdStatusCheck(page: Page, provider: PaymentProvider) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/checkout/${provider}/status`, async (route) => {
    await released;
    await route.continue();
  });
  return async () => {
    await expect(page.getByText(messages.checkout.verifying)).toBeVisible();
    release();
  };
}
