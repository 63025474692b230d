import {
  NEWSLETTER_CONSENT,
  newsletterMessages as words,
} from '../packages/contract/src/newsletter-messages';
import type { Page } from '@playwright/test';
import { messages } from '../packages/contract/src/messages';
import { ownerMessageTexts as letter } from '../packages/contract/src/owner-message-texts';
import { startMailbox, type TestMailbox } from '../apps/server/src/test/smtp';
import { admin as owner } from './support/accounts.mjs';
import { freePort, ownerPageOn, startOwnServer, type OwnServer } from './support/own-server';
import { openTab } from './admin-support';
import { expect, expectShown, test } from './support/test';

/*
 * The owner's first steps on a fresh site without the demo, on a server of its own that mails a real SMTP server
 * on loopback (this file's): she lands on the admin's home and its checklist, and writes her home page's
 * biography, seen in the preview before it is public. Then her newsletter: a visitor subscribes from the footer
 * and confirms by the e-mailed link; the owner sends a newsletter, which arrives with the one-click unsubscribe
 * headers (RFC 8058); a one-click POST takes the visitor off, and the next newsletter reaches only who stayed.
 */
test.describe.configure({ mode: 'serial' });

let server: OwnServer;
let mailbox: TestMailbox;
test.beforeAll(async () => {
  test.setTimeout(45_000);
  mailbox = await startMailbox();
  const port = await freePort();
  // A folder of its own at each start: a repeated run starts its server before the last one's folder is gone.
  server = await startOwnServer(`newsletter-${Date.now().toString(36)}`, {
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: mailbox.url,
    SEED_DEMO: '0',
    ADMIN_EMAIL: owner.email,
    ADMIN_PASSWORD: owner.password,
  });
});
test.afterAll(async () => {
  await server?.stop();
  await mailbox?.close();
});

/** The file's start, and each repetition's mark on its addresses and subjects: a repetition reads its own mail. */
const STARTED = Date.now().toString(36);
const run = () => `${STARTED}-${test.info().repeatEachIndex}`;
const VISITOR = () => `lucia.visita.${run()}@example.com`;
const STAYS = () => `berta.queda.${run()}@example.com`;
const BIOGRAPHY = 'Psicóloga y consteladora: acompaño a familias desde hace veinte años.';

/** Subscribes `email` from the home page's footer, and follows the e-mailed link as she would. */
async function subscribeAndConfirm(page: Page, email: string) {
  await page.goto(`${server.origin}/`);
  const form = page.getByRole('region', { name: words.title });
  // Drawn as a form on a first visit of a public page, whose stylesheet leaves out the account screens' forms.
  await expect(form.getByLabel(words.email)).toHaveCSS('display', 'block');
  await expect(form.getByLabel(NEWSLETTER_CONSENT)).toHaveCSS('appearance', 'none');
  await form.getByLabel(words.email).fill(email);
  await form.getByLabel(NEWSLETTER_CONSENT).check();
  await form.getByRole('button', { name: words.subscribe }).click();
  await expect(form.getByRole('status')).toHaveText(words.checkInbox);

  const mail = await mailbox.waitForMail(email, words.confirmSubject, 15_000);
  const link = mail.links.find((url) => url.includes('/novedades/confirmar/'))!;
  await page.goto(link);
  await expect(page.getByRole('alert').or(page.getByRole('status'))).toContainText(words.confirmed);
}

test("the owner lands on the admin's home with its checklist, and writes her home page's biography with a preview", async ({
  browser,
  playwright,
}) => {
  test.setTimeout(45_000);
  const page = await ownerPageOn(server, browser, playwright);
  await page.goto(`${server.origin}/admin`);
  await expect(page.getByRole('heading', { level: 2, name: 'Inicio' })).toBeVisible();
  const checklist = page.getByRole('region', { name: 'Antes de publicar el sitio' });
  await expect(checklist.getByRole('progressbar', { name: /^Faltan \d+ de 9$/ })).toBeVisible();

  await openTab(page, 'Contenido del sitio');
  await page.getByRole('list', { name: 'Partes del sitio' }).getByRole('link', { name: 'Inicio' }).click();
  await expect(page).toHaveURL(`${server.origin}/admin/contenido-del-sitio/inicio`);
  await page.getByLabel('Biografía breve').fill(BIOGRAPHY);
  await expect(page.getByRole('region', { name: 'Vista previa' }).getByText(BIOGRAPHY)).toBeVisible();
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expectShown(page, { role: 'dialog', text: messages.siteContent.updated });

  await page.goto(`${server.origin}/`);
  await expect(page.getByText(BIOGRAPHY)).toBeVisible();
});

test('a visitor subscribes from the footer and joins once she confirms by the e-mailed link', async ({
  page,
}) => {
  test.setTimeout(45_000);
  await subscribeAndConfirm(page, VISITOR());
  await subscribeAndConfirm(page, STAYS());
});

test('the owner sends a newsletter with a one-click way out; the next one skips who left', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(45_000);
  const page = await ownerPageOn(server, browser, playwright);
  const send = async (subject: string) => {
    await page.goto(`${server.origin}/admin/novedades`);
    await page.getByLabel(letter.subject).fill(subject);
    await page.getByLabel(letter.body).fill('## Taller de otoño\n\nEl sábado 10, en Palermo.');
    const preview = page.getByRole('region', { name: 'Vista previa' });
    await expect(preview.getByRole('heading', { name: 'Taller de otoño' })).toBeVisible();
    await page.getByRole('button', { name: /^Enviar a \d+ suscriptor/ }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Enviar a/ })
      .click();
    await expectShown(page, { role: 'dialog', text: messages.popup.successTitle });
  };

  await send(`Novedades de otoño ${run()}`);
  const first = await mailbox.waitForMail(VISITOR(), `Novedades de otoño ${run()}`, 15_000);
  const oneClick = /^<(.+)>$/.exec(first.headers.get('list-unsubscribe') ?? '')?.[1];
  expect(oneClick).toMatch(/\/api\/newsletter\/unsubscribe\/[\w-]+$/);
  expect(first.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  await mailbox.waitForMail(STAYS(), `Novedades de otoño ${run()}`, 15_000);

  // The mail client's one-click POST: a form, no session.
  const client = await playwright.request.newContext();
  const click = await client.post(oneClick!, { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(click.status()).toBe(200);
  await client.dispose();

  await send(`Novedades de invierno ${run()}`);
  await mailbox.waitForMail(STAYS(), `Novedades de invierno ${run()}`, 15_000);
  expect(
    mailbox.received
      .filter((mail) => mail.subject === `Novedades de invierno ${run()}`)
      .flatMap((mail) => mail.to),
  ).toEqual([STAYS()]);
  // The archive shows both to anyone.
  await page.goto(`${server.origin}/novedades`);
  await expect(page.getByRole('link', { name: `Novedades de invierno ${run()}` })).toBeVisible();
  await expect(page.getByRole('link', { name: `Novedades de otoño ${run()}` })).toBeVisible();
});
