import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Purchase } from '../../packages/contract/src/entities';
import { messages } from '../../packages/contract/src/messages';
import type { Account } from './account-flows';

/** A session's token, as the API gives it on login. */
export async function tokenOf(request: APIRequestContext, user: string, password: string): Promise<string> {
  const response = await request.post('/api/user/login', { data: { user, password } });
  expect(response.ok(), `login of ${user}`).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** The bearer header of a token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function myEnrolments(request: APIRequestContext, account: Account): Promise<Purchase[]> {
  const token = await tokenOf(request, account.email, account.password);
  const response = await request.get('/api/purchases/mine', { headers: bearer(token) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { purchases: Purchase[] }).purchases;
}

/** Fills 'Inscripción' with a valid profile from `country` and goes on to the checkout. */
export async function fillEnrolment(page: Page, country: string): Promise<void> {
  const form = page.getByRole('dialog', { name: 'Inscripción' });
  await form.getByLabel('Nombre', { exact: true }).fill('Maria');
  await form.getByLabel('Apellido').fill('Gonzalez');
  await form.getByLabel('País').selectOption(country);
  await form.getByLabel('Fecha de nacimiento').fill('1985-04-23');
  await form.getByLabel('Teléfono').fill('1145678901');
  await form.getByLabel(messages.enrolment.termsLabel).check();
  await form.getByRole('button', { name: 'Continuar' }).click();
  await expect(form).toBeHidden();
}
