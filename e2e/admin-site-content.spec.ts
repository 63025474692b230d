import type { Browser, Page } from '@playwright/test';
import type { SiteSections } from '../packages/contract/src/validation/site-content';
import { messages } from '../packages/contract/src/messages';
import { demoModules } from '../apps/server/src/db/seed/demo-data';
import { smallPng } from './support/account-flows';
import { expectAccessible } from './support/a11y';
import { expect, expectSuccess, openTab, test } from './admin-support';

/*
 * 'Contenido del sitio': the owner opens each part of her site on its own page, sees her change in the
 * part's preview before she saves it, saves it, and each public page shows the change at once, rendered by
 * the server (also to a browser without JavaScript). Each test puts back what it changed: other specs read
 * the demo's texts. Leaving a part with changes not saved asks first.
 */

const PARTS = [
  'Tus datos',
  'Inicio',
  'Conoceme',
  'Talleres presenciales',
  'Talleres virtuales',
  'Formación NCFA',
  'Temario',
  'Redes y pie de página',
];

interface SiteContentRead {
  sections: SiteSections;
  syllabus: { number: number; title: string; topics: string[] }[];
}

const moduleThree = demoModules.find((module) => module.number === 3)!;

/** What a public page shows to a browser that runs no JavaScript. */
async function withoutJavaScript(browser: Browser, baseURL: string, check: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    await check(await context.newPage());
  } finally {
    await context.close();
  }
}

/** Opens a part of the site from the tab's list, as the owner does. */
async function openPart(page: Page, title: string): Promise<void> {
  await page
    .getByRole('list', { name: 'Partes del sitio' })
    .getByRole('link', { name: title, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
}

/** Goes on to the next part, from the link at the foot of a part. */
async function nextPart(page: Page, title: string): Promise<void> {
  await page.getByRole('link', { name: `Siguiente: ${title}` }).click();
  await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
}

const previewOf = (page: Page) => page.getByRole('region', { name: 'Vista previa' });

/** A mark of this run, so each check finds what this test wrote and nothing older. */
const stamp = () => Date.now().toString(36);

test('the owner edits her texts part by part, sees each in its preview first, and the public pages show them', async ({
  page,
  api,
  browser,
  baseURL,
}) => {
  test.setTimeout(40_000);
  const { sections } = await api.get<SiteContentRead>('/admin/site-content');
  const mark = stamp();
  const shortBio = `Acompaño a personas y familias a mirar su historia con otros ojos (${mark}).`;
  const paragraph = `Me formé en constelaciones familiares en Buenos Aires y en Madrid (${mark}).`;

  try {
    await page.goto('/admin');
    await openTab(page, 'Contenido del sitio');
    await expect(page).toHaveURL('/admin/contenido-del-sitio');
    await expect(page.getByRole('list', { name: 'Partes del sitio' }).getByRole('link')).toHaveText(PARTS);
    await expectAccessible(page);

    // Inicio: the short biography, in the preview as she types it, public once saved.
    await openPart(page, 'Inicio');
    await expect(page).toHaveURL('/admin/contenido-del-sitio/inicio');
    await expect(
      page
        .getByRole('navigation', { name: 'Secciones del panel' })
        .getByRole('link', { name: 'Contenido del sitio' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page.getByLabel('Biografía breve')).toHaveValue(sections.home.shortBio);
    await page.getByLabel('Biografía breve').fill(shortBio);
    await expect(previewOf(page).getByText(shortBio)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expectSuccess(page, messages.siteContent.updated);

    // Conoceme, the next part: Inicio is saved, so she goes on without a question. Its first paragraph.
    await nextPart(page, 'Conoceme');
    const others = sections.biography.paragraphs.split('\n\n').slice(1);
    await page.getByLabel('Texto', { exact: true }).fill([paragraph, ...others].join('\n\n'));
    await expect(previewOf(page).getByText(paragraph)).toBeVisible();
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expectSuccess(page, messages.siteContent.updated);

    const checks = async (visitor: Page) => {
      await visitor.goto('/');
      await expect(visitor.getByText(shortBio)).toBeVisible();
      await visitor.goto('/conoceme');
      await expect(visitor.getByText(paragraph)).toBeVisible();
    };
    await checks(page);
    await withoutJavaScript(browser, baseURL!, checks);
  } finally {
    // Other specs read the demo's texts.
    await api.put('/admin/site-content/home', sections.home);
    await api.put('/admin/site-content/biography', sections.biography);
  }
});

test('the owner adds a described photo to the carousel, first in its preview and on the public page', async ({
  page,
  api,
  browser,
  baseURL,
}) => {
  test.setTimeout(35_000);
  const { sections } = await api.get<SiteContentRead>('/admin/site-content');
  const slides = sections['talleres-presenciales'].slides;
  const alt = `Una ronda de personas en el taller de otoño (${stamp()})`;

  try {
    await page.goto('/admin/contenido-del-sitio');
    await openPart(page, 'Talleres presenciales');
    const carousel = page.getByRole('group', { name: 'Carrusel de fotos' });
    await carousel.getByRole('button', { name: 'Agregar imagen' }).click();
    await expect(carousel.getByText(messages.validation.imageRequired)).toBeVisible();
    await carousel.getByLabel('Nueva imagen', { exact: true }).setInputFiles({
      name: 'ronda.png',
      mimeType: 'image/png',
      buffer: smallPng(),
    });
    await carousel.getByRole('button', { name: 'Agregar imagen' }).click();
    await expect(carousel.getByText(messages.siteContent.altRequired)).toBeVisible();
    await carousel.getByLabel('Qué muestra la nueva imagen').fill(alt);
    await carousel.getByRole('button', { name: 'Agregar imagen' }).click();
    await expectSuccess(page, messages.siteContent.pictureAdded);
    const count = slides.length + 1;
    await expect(carousel.getByLabel(`Texto alternativo de la imagen ${count}`)).toHaveValue(alt);
    for (let at = count; at > 1; at--) {
      await carousel.getByRole('button', { name: `Subir la imagen ${at}` }).click();
    }
    await expect(carousel.getByLabel('Texto alternativo de la imagen 1')).toHaveValue(alt);
    await carousel.getByRole('button', { name: 'Guardar imágenes' }).click();
    await expectSuccess(page, messages.siteContent.picturesUpdated);
    await expect(previewOf(page).getByAltText(alt)).toBeVisible();

    const checks = async (visitor: Page) => {
      await visitor.goto('/talleres-presenciales');
      await expect(visitor.getByRole('img', { name: alt })).toBeAttached();
    };
    await checks(page);
    await withoutJavaScript(browser, baseURL!, checks);
  } finally {
    await api.put('/admin/site-content/talleres-presenciales/pictures/slides', { pictures: slides });
  }
});

test("the owner edits a module's topics and her Instagram, each checked, previewed, and public once saved", async ({
  page,
  api,
  browser,
  baseURL,
}) => {
  test.setTimeout(30_000);
  const { sections, syllabus } = await api.get<SiteContentRead>('/admin/site-content');
  const mark = stamp();
  const topics = [`Padres e hijos (${mark})`, 'Tomar a los padres tal como son'];
  const instagram = `https://www.instagram.com/lucia.${mark}`;

  try {
    // Temario: the topics of module 3, one per line, with one save for the whole syllabus.
    await page.goto('/admin/contenido-del-sitio');
    await openPart(page, 'Temario');
    await page.getByLabel(`Temas del ${moduleThree.title}`).fill(topics.join('\n'));
    await expect(previewOf(page).getByText(topics[0]!)).toBeVisible();
    await page.getByRole('button', { name: 'Guardar temario' }).click();
    await expectSuccess(page, messages.siteContent.topicsSaved);

    // Redes y pie de página: her Instagram, refused without https, then in the footer of the preview.
    await nextPart(page, 'Redes y pie de página');
    // The preview's footer links to Instagram too: the field is the text box.
    const instagramField = page.getByRole('textbox', { name: 'Instagram' });
    await instagramField.fill('instagram.com/sin-https');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(instagramField).toHaveAccessibleDescription(
      new RegExp(`^${messages.validation.invalidLink}`),
    );
    await instagramField.fill(instagram);
    await expect(previewOf(page).getByLabel('Instagram')).toHaveAttribute('href', instagram);
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expectSuccess(page, messages.siteContent.updated);

    const checks = async (visitor: Page) => {
      await visitor.goto('/');
      await expect(visitor.getByRole('contentinfo').getByRole('link', { name: 'Instagram' })).toHaveAttribute(
        'href',
        instagram,
      );
      await visitor.goto('/NCFA/temario');
      const entry = visitor
        .getByRole('list', { name: 'Módulos' })
        .getByRole('listitem')
        .filter({ has: visitor.getByRole('heading', { name: moduleThree.title, exact: true }) });
      await expect(entry.getByRole('listitem')).toHaveText(topics);
    };
    await checks(page);
    await withoutJavaScript(browser, baseURL!, checks);
  } finally {
    await api.put('/admin/site-content/footer', sections.footer);
    await api.put('/admin/syllabus/3', { topics: syllabus.find((module) => module.number === 3)!.topics });
  }
});

test('@phone leaving a part with changes not saved asks first, and she may stay with them', async ({
  page,
}) => {
  test.setTimeout(20_000);
  await page.goto('/admin/contenido-del-sitio/inicio');
  await expect(page.getByRole('heading', { level: 3, name: 'Inicio' })).toBeVisible();
  const title = page.getByLabel('Título', { exact: true });
  const saved = await title.inputValue();
  const draft = `${saved} (borrador)`;
  // Typed as she types: a page the person never touched may close without the browser's question.
  await title.click();
  await title.press('End');
  await title.pressSequentially(' (borrador)');
  await expect(previewOf(page).getByText(draft)).toBeVisible();
  await expectAccessible(page);

  // Another part, from the link at its foot: the site asks, and 'Seguir editando' keeps her draft.
  await page.getByRole('link', { name: 'Siguiente: Conoceme' }).click();
  const question = page.getByRole('dialog', { name: '¿Salir sin guardar?' });
  await expect(question).toContainText('Tenés cambios que todavía no guardaste.');
  await question.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL('/admin/contenido-del-sitio/inicio');
  await expect(title).toHaveValue(draft);

  // Closing the browser's tab: the browser asks its own question; she stays.
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    }),
  );
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe('beforeunload');
  await expect(title).toHaveValue(draft);

  // Back to the list of parts: 'Salir sin guardar' leaves, and the part keeps what was saved.
  await page.getByRole('link', { name: 'Todas las partes' }).click();
  await question.getByRole('button', { name: 'Salir sin guardar' }).click();
  await expect(page).toHaveURL('/admin/contenido-del-sitio');
  await openPart(page, 'Inicio');
  await expect(title).toHaveValue(saved);
});
