import type { Page } from '@playwright/test';
import type { LegalText } from '../packages/contract/src/legal';
import { messages } from '../packages/contract/src/messages';
import { expectAccessible } from './support/a11y';
import { activityId } from './support/purchase-flows';
import { expect, expectSuccess, openTab, test } from './admin-support';

/*
 * The terms (/terminos) and the privacy policy (/privacidad): server-rendered pages with the site's draft until
 * the owner publishes, linked from the enrolment modal, the registration and the footer. Serial: the last test
 * publishes the terms, which the first ones read as a draft.
 */
test.describe.configure({ mode: 'serial' });

const PAGES = [
  { path: '/terminos', title: messages.legal.termsTitle, says: /Ley 24\.240/ },
  {
    path: '/privacidad',
    title: messages.legal.privacyTitle,
    says: /Agencia de Acceso a la Información Pública/,
  },
] as const;

const footerLinks = (page: Page) => page.getByRole('navigation', { name: 'Secundaria' });

test.describe('as a visitor', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  for (const { path, title, says } of PAGES) {
    test(`${path} shows the draft, marked as such, with the footer's links to both texts`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(new RegExp(` - ${title}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByText(messages.legal.draftLabel)).toBeVisible();
      await expect(page.getByText(messages.legal.draftNotice)).toBeVisible();
      await expect(page.locator('.prose')).toContainText(says);
      await expect(footerLinks(page).getByRole('link', { name: messages.legal.termsTitle })).toHaveAttribute(
        'href',
        '/terminos',
      );
      await expect(
        footerLinks(page).getByRole('link', { name: messages.legal.privacyTitle }),
      ).toHaveAttribute('href', '/privacidad');
      await expectAccessible(page);
    });
  }

  test('registration says, beside its button, that the data is used as /privacidad says', async ({
    page,
  }) => {
    await page.goto('/registro');
    const notice = page.getByText(messages.legal.registrationNotice);
    await expect(notice).toBeVisible();
    const link = notice.getByRole('link', { name: messages.legal.privacyTitle });
    await expect(link).toHaveAttribute('href', '/privacidad');
    await expect(link).toHaveAttribute('target', '_blank');
    const [policy] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await expect(policy.getByRole('heading', { level: 1 })).toHaveText(messages.legal.privacyTitle);
    await expect(page).toHaveURL('/registro');
  });

  test('the footer leads to both pages @phone', async ({ page }) => {
    await page.goto('/');
    await footerLinks(page).getByRole('link', { name: messages.legal.privacyTitle }).click();
    await expect(page).toHaveURL('/privacidad');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.legal.privacyTitle);
    await footerLinks(page).getByRole('link', { name: messages.legal.termsTitle }).click();
    await expect(page).toHaveURL('/terminos');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.legal.termsTitle);
    await expectAccessible(page);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, storageState: { cookies: [], origins: [] } });

  test('the server sends each whole text', async ({ page }) => {
    for (const { path, title, says } of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByText(messages.legal.draftNotice)).toBeVisible();
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expect(page.locator('.prose')).toContainText(says);
    }
  });
});

test("the enrolment modal's 'Acepto los términos y condiciones' opens /terminos in a new tab", async ({
  page,
  request,
}) => {
  // An activity open for enrolment, as the purchase specs use it.
  await page.goto(
    `/calendario/${await activityId(request, 'Charla abierta: ¿Qué es una constelación familiar?')}`,
  );
  await page.getByRole('button', { name: 'Inscribite' }).click();
  const form = page.getByRole('dialog', { name: 'Inscripción' });
  const terms = form.getByLabel(messages.purchaseProfile.termsLabel);
  await expect(terms).not.toBeChecked();
  const link = form.getByRole('link', { name: messages.purchaseProfile.termsLink });
  await expect(link).toHaveAttribute('href', '/terminos');
  await expect(link).toHaveAttribute('target', '_blank');
  await expectAccessible(page);

  const [termsPage] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await expect(termsPage.getByRole('heading', { level: 1 })).toHaveText(messages.legal.termsTitle);
  // The modal stays as it was: the box is still there to tick.
  await expect(form).toBeVisible();
  await terms.check();
  await expect(terms).toBeChecked();
});

test('the owner edits and publishes the terms in the admin, and visitors read them on /terminos', async ({
  page,
  api,
  browser,
}) => {
  test.setTimeout(90_000);
  const heading = `Condiciones ${Date.now().toString(36)}`;
  await page.goto('/admin');
  await openTab(page, 'Términos y privacidad');
  await expect(page).toHaveURL('/admin/terminos-y-privacidad');
  const terms = page.getByRole('region', { name: messages.legal.termsTitle });
  const editor = terms.getByLabel('Texto de términos y condiciones');
  // The site's proposal, with her details to complete.
  await expect(editor).toHaveValue(/Botón de arrepentimiento/);
  await expect(terms.getByRole('status')).toContainText('Propuesta del sitio');
  await expectAccessible(page);

  // Cleared: told next to the field, nothing saved.
  await editor.fill('');
  await terms.getByRole('button', { name: 'Guardar borrador' }).click();
  await expect(editor).toHaveAccessibleDescription(new RegExp(`^${messages.legal.markdownRequired}`));
  const { texts: untouched } = await api.get<{ texts: LegalText[] }>('/admin/legal-texts');
  expect(untouched.find((text) => text.kind === 'terms')).toMatchObject({ updatedAt: null });

  // A draft: the preview shows it, the public page keeps showing it as a draft.
  await editor.fill(`## ${heading}\n\nPrimer borrador de la dueña.`);
  await expect(
    terms.getByRole('region', { name: 'Vista previa' }).getByRole('heading', { name: heading }),
  ).toBeVisible();
  await terms.getByRole('button', { name: 'Guardar borrador' }).click();
  await expectSuccess(page, messages.legal.saved);
  await expect(terms.getByRole('status')).toHaveText(
    'Sin publicar: la página muestra este texto marcado como borrador.',
  );

  const visitorContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/terminos');
  await expect(visitor.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  await expect(visitor.getByText(messages.legal.draftNotice)).toBeVisible();

  // Published: the page shows it, with its date, and no longer says it is a draft.
  await editor.fill(`## ${heading}\n\nVersión publicada por la dueña.`);
  await terms.getByRole('button', { name: 'Publicar' }).click();
  await expectSuccess(page, messages.legal.published);
  await expect(terms.getByRole('status')).toHaveText(/^Publicado el \d{2}\/\d{2}\/\d{4}\.$/);

  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  await expect(visitor.getByText('Versión publicada por la dueña.')).toBeVisible();
  await expect(visitor.getByText(messages.legal.draftNotice)).toHaveCount(0);
  await expect(visitor.getByText(/^Última actualización: \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expectAccessible(visitor);
  await visitorContext.close();

  // The change log names what she did.
  await openTab(page, 'Registro de cambios');
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Publicó el texto legal «Términos y condiciones»' }),
  ).toBeVisible();
});
