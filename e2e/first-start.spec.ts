import { devices } from '@playwright/test';
import { messages } from '../packages/contract/src/messages';
import { expectAccessible } from './support/a11y';
import { logIn } from './support/account-flows';
import { startFirstStartServer, type FirstStartServer } from './support/first-start-server';
import { expect, test } from './support/test';

/*
 * The first-start page (/configuracion-inicial/{token}) on a server of its own that has no owner yet: a plain form
 * the server writes, in the look of the site's account screens, used on a phone. It has no script at all, so it
 * works the same without JavaScript.
 */
const { setup } = messages;
const { defaultBrowserType: _, ...phone } = devices['Pixel 7'];
/** The brand's darker shade (#8c5d5e), for buttons with white text (DESIGN.md). */
const BRAND_DARK = 'rgb(140, 93, 94)';

// One server for the file's tests: in parallel, each worker would start its own on the same data folder.
test.describe.configure({ mode: 'serial' });

let server: FirstStartServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startFirstStartServer();
});
test.afterAll(async () => server?.stop());

test.use(phone);

test('the owner makes her account on the first-start page, in the site’s look, on a phone', async ({
  page,
}) => {
  const assets = new Map<string, number>();
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/assets/'))
      assets.set(response.url(), response.status());
  });
  const url = `${server.origin}${server.setupPath}`;
  await page.goto(url);
  await expect(page).toHaveTitle(setup.title);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('script')).toHaveCount(0);

  // The site's stylesheets and fonts: Montserrat Light for the heading, Arimo for the text, the brand's button.
  const stylesheets = await page
    .locator('link[rel="stylesheet"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(stylesheets.map((href) => new URL(href).pathname)).toEqual([
    expect.stringMatching(/^\/assets\/root-.+\.css$/),
    expect.stringMatching(/^\/assets\/account-area-.+\.css$/),
  ]);
  const heading = page.getByRole('heading', { level: 1, name: setup.title });
  await expect(heading).toHaveCSS('font-family', /^Montserrat,/);
  await expect(heading).toHaveCSS('font-weight', '300');
  await expect(page.locator('body')).toHaveCSS('font-family', /^Arimo,/);
  const submit = page.getByRole('button', { name: setup.submit });
  await expect(submit).toHaveCSS('background-color', BRAND_DARK);
  await expect(submit).toHaveCSS('color', 'rgb(255, 255, 255)');
  expect(
    await page.evaluate(() => document.fonts.ready.then(() => document.fonts.check('300 1em Montserrat'))),
  ).toBe(true);
  const fonts = [...assets].filter(([href]) => href.endsWith('.woff2'));
  expect(fonts.map(([href]) => new URL(href).pathname)).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/\/montserrat-latin-300-normal-.+\.woff2$/),
      expect.stringMatching(/\/arimo-latin-400-normal-.+\.woff2$/),
    ]),
  );
  expect([...assets].filter(([, status]) => status !== 200)).toEqual([]);
  // Mobile first: the form fits the phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectAccessible(page);

  // A refusal: the spec's message under the field, tied to it, and the field focused; what she typed is kept.
  await page.getByLabel(setup.name).fill('Laura Gómez');
  await page.getByLabel(setup.email).fill('laura@example.com');
  await page.getByLabel(setup.password).fill('abc');
  await page.getByLabel(setup.noticesEmail).fill('avisos@example.com');
  await submit.click();
  const password = page.getByLabel(setup.password);
  await expect(password).toHaveAccessibleDescription(messages.validation.minLength4);
  await expect(password).toBeFocused();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).not.toHaveCSS('box-shadow', 'none');
  await expect(page.getByLabel(setup.name)).toHaveValue('Laura Gómez');
  await expectAccessible(page);

  await password.fill('clave-segura');
  await submit.click();
  await expect(page.getByRole('status')).toHaveText(setup.done);
  await expectAccessible(page);
  await page.getByRole('link', { name: setup.login }).click();
  await expect(page).toHaveURL(`${server.origin}/login`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Iniciar sesión');

  // The address served once.
  expect((await page.goto(url))?.status()).toBe(404);
  await expect(page.getByText(messages.server.notFound)).toBeVisible();
});

test('a fresh site draws none of its empty parts: no social bar, no link to a biography not written', async ({
  page,
}) => {
  await page.goto(`${server.origin}/`);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByText('Pronto vamos a publicar nuevas actividades.')).toBeVisible();
  await expect(page.getByText('Seguinos en las redes')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Biografía completa' })).toHaveCount(0);
});

test("the owner logs in from /admin and lands on 'Inicio': nothing pending yet, and what going live needs", async ({
  page,
}) => {
  await page.goto(`${server.origin}/admin`);
  await expect(page).toHaveURL(`${server.origin}/login?redirectTo=${encodeURIComponent('/admin')}`);
  await logIn(page, 'laura@example.com', 'clave-segura');
  await expect(page).toHaveURL(`${server.origin}/admin`);
  await expect(page.getByRole('heading', { level: 2, name: 'Inicio' })).toBeVisible();
  await expect(page.getByText('Nada pendiente hoy.')).toBeVisible();
  const checklist = page.getByRole('region', { name: 'Antes de publicar el sitio' });
  await expect(checklist.getByRole('progressbar', { name: /^Faltan? \d+ de 9$/ })).toBeVisible();
  // Her details came with her account; a site without the demo has no demo content to remove.
  await expect(checklist.getByRole('listitem').first()).toHaveText(
    'Listo Tus datos y la dirección que recibe los avisos',
  );
  await expect(
    checklist.getByRole('listitem').filter({ hasText: 'Sin contenido de demostración' }),
  ).toHaveText('Listo Sin contenido de demostración');
  await expectAccessible(page);
});
