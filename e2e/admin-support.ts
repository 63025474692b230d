import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectShown, test as base } from './support/test';
import { isoToArgentineLocal } from '../packages/contract/src/format';
import { messages } from '../packages/contract/src/messages';
import type { Module } from '../packages/contract/src/entities';
import { admin } from './support/accounts.mjs';
import { buyThroughApi } from './support/purchase-flows';

/**
 * Tests that start with the administrator's session stored, as after logging in: the session is opened once
 * per worker (logins are rate-limited), and each test's page starts with its token in local storage.
 */
export const test = base.extend<{ api: AdminApi }, { adminToken: string }>({
  adminToken: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      const response = await request.post('/api/user/login', {
        data: { user: admin.email, password: admin.password },
      });
      expect(response.ok(), `admin login: ${await response.text()}`).toBe(true);
      const { token } = (await response.json()) as { token: string };
      await request.dispose();
      await use(token);
    },
    { scope: 'worker' },
  ],
  storageState: async ({ adminToken, baseURL }, use) => {
    await use({
      cookies: [],
      origins: [
        {
          origin: new URL(baseURL ?? '').origin,
          localStorage: [
            { name: 'token', value: adminToken },
            { name: 'tokenAdmin', value: adminToken },
          ],
        },
      ],
    });
  },
  api: async ({ request, adminToken }, use) => {
    await use(adminApi(request, adminToken));
  },
});

export { expect };

/** The admin API, for a test to read what it needs and to put back what it changed. */
function adminApi(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  return {
    async get<T>(path: string): Promise<T> {
      const response = await request.get(`/api${path}`, { headers });
      expect(response.ok(), `GET ${path}`).toBe(true);
      return (await response.json()) as T;
    },
    async put(path: string, data: object): Promise<void> {
      const response = await request.put(`/api${path}`, { headers, data });
      expect(response.ok(), `PUT ${path}: ${await response.text()}`).toBe(true);
    },
  };
}
export type AdminApi = ReturnType<typeof adminApi>;

/**
 * The student of session `token` buys the recorded module `id` by transfer and the owner marks it finished,
 * through the API. A module not open to purchase is opened for the purchase and closed again at once.
 */
export async function finishRecordedModule(
  request: APIRequestContext,
  api: AdminApi,
  token: string,
  id: string,
): Promise<Module> {
  const { module } = await api.get<{ module: Module }>(`/modules/${id}`);
  const { date, pricePesos, priceDolar, link_intro, link, open, enabled } = module;
  const edit = (isOpen: boolean) =>
    api.put(`/modules/edit/${id}`, { date, pricePesos, priceDolar, link_intro, link, open: isOpen, enabled });
  if (!open) await edit(true);
  try {
    const purchase = await buyThroughApi(request, token, id, 'Module');
    await api.put(`/purchases/edit/${purchase._id}`, { finish: true });
  } finally {
    if (!open) await edit(false);
  }
  return module;
}

/** A title no other test (or run) uses. */
export const uniqueTitle = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

/** Letters only (the profile takes no digits in a surname), different each run. */
export const uniqueLetters = () =>
  Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** The spec's success popup ('OK') showing `text`. */
export const expectSuccess = (page: Page, text: string) =>
  expectShown(page, { role: 'dialog', name: messages.popup.successTitle, text });

/**
 * On a public page, waits until the header shows the administrator's menu: the stored session has been
 * checked, so leaving the page cannot interrupt that check.
 */
export const expectAdminMenu = (page: Page) =>
  expect(
    page.getByRole('navigation', { name: 'Principal' }).getByRole('button', { name: 'Administración' }),
  ).toBeVisible();

/** Opens a tab of the panel, as the owner does. */
export async function openTab(page: Page, label: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Secciones del panel' })
    .getByRole('link', { name: label })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: label, exact: true })).toBeVisible();
}

/** Answers the deletion question with its confirming button. */
export async function confirmDeletion(page: Page, question: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: question });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: messages.activity.deleteConfirmButton }).click();
}

/**
 * The next whole hour after the coming one, as a datetime-local value in Argentine time: an activity then is
 * the first upcoming one, which the home page's six always include.
 */
export function soonestUpcomingDay(): string {
  const hour = 60 * 60 * 1000;
  return isoToArgentineLocal(new Date(Math.ceil((Date.now() + hour) / hour) * hour).toISOString());
}
