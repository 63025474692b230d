import { deflateSync, crc32 } from 'node:zlib';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
// The same altcha-lib as the server's (one copy, deduplicated): the solver of the version that verifies.
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { expectShown, recordShown } from './test';
import type { LoginResponse } from '../../packages/contract/src/auth';
import { messages } from '../../packages/contract/src/messages';
import { waitForMail } from './mail';

/** A new person for each test and run: usernames of 4 to 15 characters, e-mails nobody else uses. */
export function newAccount(label: string) {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  return {
    username: `${label}${id}`.slice(0, 15),
    email: `${label}.${id}@example.com`,
    password: 'clave-e2e-1',
  };
}
export type Account = ReturnType<typeof newAccount>;

/** Fills /registro and solves the captcha as a person would (the proof of work runs in the browser). */
export async function fillRegistration(page: Page, account: Account): Promise<void> {
  await page.goto('/registro');
  await page.getByLabel('Nombre de usuario').fill(account.username);
  await page.getByLabel('Correo electrónico').fill(account.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
  await page.getByLabel('Repetir contraseña').fill(account.password);
}

export async function solveCaptcha(page: Page): Promise<void> {
  await page.getByText('No soy un robot', { exact: true }).click();
  await expect(page.getByText('Verificado', { exact: true })).toBeVisible();
}

/** The link of the latest e-mail to `to` whose subject has `subjectPart`, on this site. */
export async function linkFromMail(to: string, subjectPart: string, pathPrefix: string): Promise<string> {
  const mail = await waitForMail(to, subjectPart);
  const link = mail.links.find((candidate) => new URL(candidate).pathname.startsWith(pathPrefix));
  expect(link, `a ${pathPrefix} link in '${mail.subject}'`).toBeDefined();
  return new URL(link as string).pathname;
}

/**
 * The registration form's `altcha` value, solved here as the widget solves it in the browser: a fresh challenge
 * of the server's, and the base64 JSON { challenge, solution } the widget posts (AltchaWidget.tsx).
 */
async function solvedCaptcha(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/altcha/challenge');
  expect(response.ok(), 'GET /api/altcha/challenge').toBe(true);
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution, 'the ALTCHA challenge solved').toBeTruthy();
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * A new confirmed account, made through the real HTTP API as the forms make it: the registration with a solved
 * captcha (RegistrationForm.tsx's payload), then the call behind the e-mail's /confirm/{token} link. The walk
 * through the forms themselves is accounts.spec.ts's.
 */
export async function registerThroughApi(request: APIRequestContext, label: string): Promise<Account> {
  const account = newAccount(label);
  const registered = await request.post('/api/user/register', {
    data: { ...account, altcha: await solvedCaptcha(request) },
  });
  expect(registered.status(), `registration of ${account.username}: ${await registered.text()}`).toBe(201);
  const confirmToken = (await linkFromMail(account.email, 'Confirmá', '/confirm/')).split('/').pop();
  const confirmed = await request.get(`/api/user/confirm/${confirmToken}`);
  expect(confirmed.ok(), `confirmation of ${account.username}: ${await confirmed.text()}`).toBe(true);
  return account;
}

/**
 * Logs `page`'s browser in through the API: a new session, stored as the login form stores it (token, user and,
 * for an ADMIN, tokenAdmin: session-storage.ts), then `path` loaded, whose start checks the stored session with
 * the server (GET /api/user/relogged) as after the form's reload. The session's token.
 */
export async function logInThroughApi(
  page: Page,
  user: string,
  password: string,
  path = '/',
): Promise<string> {
  const response = await page.request.post('/api/user/login', { data: { user, password } });
  expect(response.ok(), `login of ${user}: ${await response.text()}`).toBe(true);
  const session = (await response.json()) as LoginResponse;
  // Any page of the site's origin gives its local storage: the health check is the lightest.
  await page.goto('/api/health');
  await page.evaluate(({ token, user: stored }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(stored));
    if (stored.role === 'ADMIN') localStorage.setItem('tokenAdmin', token);
    else localStorage.removeItem('tokenAdmin');
  }, session);
  // As logIn does: a context the test opened itself records the messages it shows from here on (test.ts).
  await recordShown(page);
  const relogged = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/api/user/relogged');
  await page.goto(path);
  expect((await relogged).status(), 'the stored session, checked by the page').toBe(200);
  return session.token;
}

/** Logs in through /login and waits for 'Bienvenido' and the reload that follows it. */
export async function logIn(page: Page, user: string, password: string): Promise<void> {
  if (!new URL(page.url()).pathname.startsWith('/login')) await page.goto('/login');
  await page.getByLabel('Usuario o correo electrónico').fill(user);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await recordShown(page);
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
  await expectShown(page, { role: 'dialog', name: messages.popup.successTitle, text: messages.auth.welcome });
  await reloaded;
}

/** The navigation's account menu: the toggle with the user's name. */
export const accountMenu = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Principal' }).getByRole('button', { name, exact: true });

/** A small real PNG (a soft gradient), made here so the upload goes through the server's image pipeline. */
export function smallPng(size = 64): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Array.from({ length: size }, (_, y) =>
    Buffer.from([0, ...Array.from({ length: size }, (_, x) => [157, 107 + x, 108 + y]).flat()]),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A page of the owner's, logged in as after the login (her token stored), in a context of its own. */
export async function ownerPage(browser: Browser, baseURL: string, token: string): Promise<Page> {
  const context = await browser.newContext({
    storageState: {
      cookies: [],
      origins: [
        {
          origin: new URL(baseURL).origin,
          localStorage: [
            { name: 'token', value: token },
            { name: 'tokenAdmin', value: token },
          ],
        },
      ],
    },
  });
  return context.newPage();
}
