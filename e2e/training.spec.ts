import { expect, test } from './support/test';
import { formatPrice } from '../packages/contract/src/format';
import { demoSiteSections } from '../apps/server/src/db/seed/demo-site-sections';
import { demoModules } from '../apps/server/src/db/seed/demo-data';
import { expectAccessible } from './support/a11y';

const owner = demoSiteSections.owner.name;
const { training } = demoSiteSections;
const enabledModule = demoModules.find((module) => module.enabled);
const disabledModule = demoModules.find((module) => !module.enabled);
const closedModule = demoModules.find((module) => module.enabled && !module.open);
if (!enabledModule || !disabledModule || !closedModule)
  throw new Error('The demo data needs an enabled, a disabled and an enabled but closed module');

test('/NCFA presents the training and leads to purchase, the syllabus and the module lists', async ({
  page,
}) => {
  await page.goto('/NCFA');
  await expect(page).toHaveTitle(`${owner} - Formación NCFA`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(training.heading);
  await expect(page.getByRole('heading', { name: 'Duración' })).toBeVisible();
  await expect(page.getByText(training.duration)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Modalidad' })).toBeVisible();
  await expect(page.getByText(training.format)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sobre la formación' })).toBeVisible();
  for (const paragraph of training.paragraphs.split('\n\n'))
    await expect(page.getByText(paragraph)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Valores' })).toBeVisible();
  for (const price of training.prices.split('\n').map((line) => line.replace(/^- /, '')))
    await expect(page.getByRole('listitem').filter({ hasText: price })).toBeVisible();

  await expect(page.getByRole('link', { name: 'Inscribite' })).toHaveAttribute('href', '/dashboard');
  await expect(page.getByRole('link', { name: 'Programa', exact: true })).toHaveAttribute(
    'href',
    '/NCFA/temario',
  );
  await expect(page.getByRole('link', { name: 'Comprar módulos en directo' })).toHaveAttribute(
    'href',
    '/NCFA/modulos-en-directo',
  );
  await expect(page.getByRole('link', { name: 'Comprar módulos grabados' })).toHaveAttribute(
    'href',
    '/NCFA/modulos-grabados',
  );

  const carousel = page.getByRole('region', { name: 'Imágenes de la formación' });
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carrusel');
  // Accessible once hydrated (the carousel's buttons are drawn), on its first image.
  await expect(carousel.getByRole('button', { name: 'Imagen siguiente' })).toBeVisible();
  await expectAccessible(page);
  await carousel.getByRole('button', { name: 'Imagen siguiente' }).click();
  await expect(carousel.getByText(`Imagen 2 de ${training.slides.length}`)).toBeAttached();
  await expect(carousel.getByRole('group', { name: `Imagen 2 de ${training.slides.length}` })).toBeInViewport(
    {
      ratio: 0.9,
    },
  );
});

test('/NCFA/temario lists every module once, in order, with its topics', async ({ page }) => {
  await page.goto('/NCFA/temario');
  await expect(page).toHaveTitle(`${owner} - Temario`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Temario');
  await expect(page.getByRole('link', { name: 'Inscribite' })).toHaveAttribute('href', '/dashboard');
  await expect(page.getByRole('link', { name: 'Información', exact: true })).toHaveAttribute('href', '/NCFA');

  const modules = page.getByRole('list', { name: 'Módulos' });
  const byNumber = [...demoModules].sort((a, b) => a.number - b.number);
  expect(byNumber.map((module) => module.number)).toEqual([...Array(17).keys()]);
  await expect(modules.getByRole('heading', { level: 2 })).toHaveText(byNumber.map((module) => module.title));
  for (const module of byNumber) {
    const entry = modules
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: module.title, exact: true }) });
    await expect(entry.getByRole('listitem')).toHaveText(module.topics);
  }
  await expectAccessible(page);
});

const moduleLists = [
  {
    path: '/NCFA/modulos-en-directo',
    title: 'Comprar módulos en directo',
    edition: 'live',
    other: 'grabados',
  },
  {
    path: '/NCFA/modulos-grabados',
    title: 'Comprar módulos grabados',
    edition: 'recorded',
    other: 'en directo',
  },
] as const;

for (const { path, title, edition, other } of moduleLists) {
  test(`${path} lists the modules with their state and price`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveTitle(`${owner} - ${title}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    const items = page.getByRole('list', { name: /^Módulos/ }).getByRole('listitem');
    await expect(items).toHaveCount(demoModules.length);

    // An enabled, open module is bought here: a visitor logs in first and comes back.
    const enabled = items.filter({ hasText: enabledModule.title });
    await expect(enabled.getByRole('link', { name: `Comprar ${enabledModule.title}` })).toHaveAttribute(
      'href',
      `/login?redirectTo=${encodeURIComponent(path)}`,
    );
    await expect(enabled.getByText('Habilitado', { exact: true })).toBeVisible();
    await expect(enabled).not.toHaveAttribute('aria-disabled', 'true');
    const price = enabledModule[edition];
    await expect(enabled).toContainText(formatPrice(price.pricePesos, 'ARS'));
    await expect(enabled).toContainText(formatPrice(price.priceDolar, 'USD'));

    // Enabled but not open to purchase: 'Comprar' is there, disabled.
    const closed = items.filter({ hasText: closedModule.title });
    await expect(closed.getByRole('button', { name: 'Comprar' })).toBeDisabled();
    await expect(closed.getByRole('link')).toHaveCount(0);

    const disabled = items.filter({ hasText: disabledModule.title });
    await expect(disabled).toHaveAttribute('aria-disabled', 'true');
    await expect(disabled).toHaveClass(/\bdisabled\b/);
    await expect(disabled.getByText('No habilitado', { exact: true })).toBeVisible();
    await expect(disabled.getByRole('link')).toHaveCount(0);

    await expect(page.getByRole('link', { name: `Comprar módulos ${other}` })).toBeVisible();
    await expectAccessible(page);
  });
}
