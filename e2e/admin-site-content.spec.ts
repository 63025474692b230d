import type { Browser, Page } from '@playwright/test';
import type { SiteSections } from '../packages/contract/src/validation/site-content';
import { messages } from '../packages/contract/src/messages';
import { demoModules } from '../apps/server/src/db/seed/demo-data';
import { smallPng } from './support/account-flows';
import { expectAccessible } from './support/a11y';
import { expect, expectSuccess, openTab, test, type AdminApi } from './admin-support';

/*
 * 'Contenido del sitio': the owner changes her texts, a picture, the syllabus and a link in the admin,
 * and each public page shows the change at once, rendered by the server (also to a browser without
 * JavaScript). What it changes is put back at the end: other specs read the demo's texts.
 */

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

async function putBack(api: AdminApi, original: SiteContentRead) {
  const { sections, syllabus } = original;
  for (const key of ['home', 'biography', 'footer'] as const)
    await api.put(`/admin/site-content/${key}`, sections[key]);
  await api.put('/admin/site-content/talleres-presenciales/pictures/slides', {
    pictures: sections['talleres-presenciales'].slides,
  });
  await api.put('/admin/syllabus/3', { topics: syllabus.find((module) => module.number === 3)!.topics });
}

test('the owner edits her site in the admin and every public page shows it, with or without JavaScript', async ({
  page,
  api,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const original = await api.get<SiteContentRead>('/admin/site-content');
  const stamp = Date.now().toString(36);
  const shortBio = `Acompaño a personas y familias a mirar su historia con otros ojos (${stamp}).`;
  const paragraph = `Me formé en constelaciones familiares en Buenos Aires y en Madrid (${stamp}).`;
  const alt = `Una ronda de personas en el taller de otoño (${stamp})`;
  const topics = [`Padres e hijos (${stamp})`, 'Tomar a los padres tal como son'];
  const instagram = `https://www.instagram.com/lucia.${stamp}`;

  try {
    await page.goto('/admin');
    await openTab(page, 'Contenido del sitio');
    await expect(page).toHaveURL('/admin/contenido-del-sitio');
    await expectAccessible(page);

    // Inicio: the short biography.
    const home = page.getByRole('region', { name: 'Inicio' });
    await expect(home.getByLabel('Biografía breve')).toHaveValue(original.sections.home.shortBio);
    await home.getByLabel('Biografía breve').fill(shortBio);
    await home.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expectSuccess(page, messages.siteContent.updated);

    // Conoceme: its first paragraph.
    const about = page.getByRole('region', { name: 'Conoceme' });
    const others = original.sections.biography.paragraphs.split('\n\n').slice(1);
    await about.getByLabel('Texto', { exact: true }).fill([paragraph, ...others].join('\n\n'));
    await about.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expectSuccess(page, messages.siteContent.updated);

    // Talleres presenciales: a new photo, described, first in the carousel.
    const workshop = page.getByRole('region', { name: 'Talleres presenciales' });
    const carousel = workshop.getByRole('group', { name: 'Carrusel de fotos' });
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
    const count = original.sections['talleres-presenciales'].slides.length + 1;
    await expect(carousel.getByLabel(`Texto alternativo de la imagen ${count}`)).toHaveValue(alt);
    for (let at = count; at > 1; at--) {
      await carousel.getByRole('button', { name: `Subir la imagen ${at}` }).click();
    }
    await expect(carousel.getByLabel('Texto alternativo de la imagen 1')).toHaveValue(alt);
    await carousel.getByRole('button', { name: 'Guardar imágenes' }).click();
    await expectSuccess(page, messages.siteContent.picturesUpdated);

    // Temario: the topics of module 3, one per line.
    const syllabus = page.getByRole('region', { name: 'Temario' });
    await syllabus.getByLabel(`Temas del ${moduleThree.title}`).fill(topics.join('\n'));
    await syllabus
      .getByRole('form', { name: `Temario del ${moduleThree.title}` })
      .getByRole('button', { name: 'Guardar temario' })
      .click();
    await expectSuccess(page, messages.siteContent.topicsSaved);

    // Redes y pie de página: her Instagram.
    const footer = page.getByRole('region', { name: 'Redes y pie de página' });
    await footer.getByLabel('Instagram').fill('instagram.com/sin-https');
    await footer.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(footer.getByLabel('Instagram')).toHaveAccessibleDescription(
      new RegExp(`^${messages.validation.invalidLink}`),
    );
    await footer.getByLabel('Instagram').fill(instagram);
    await footer.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expectSuccess(page, messages.siteContent.updated);

    const checks = async (visitor: Page) => {
      await visitor.goto('/');
      await expect(visitor.getByText(shortBio)).toBeVisible();
      await expect(visitor.getByRole('contentinfo').getByRole('link', { name: 'Instagram' })).toHaveAttribute(
        'href',
        instagram,
      );
      await visitor.goto('/conoceme');
      await expect(visitor.getByText(paragraph)).toBeVisible();
      await visitor.goto('/talleres-presenciales');
      await expect(visitor.getByRole('img', { name: alt })).toBeAttached();
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
    await putBack(api, original);
  }
});
