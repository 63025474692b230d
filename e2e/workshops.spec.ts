import { expect, test } from './support/test';
import type { CourseSlug } from '../packages/contract/src/entities';
import { formatCourseDate, formatPrice } from '../packages/contract/src/format';
import { demoSiteSections } from '../apps/server/src/db/seed/demo-site-sections';
import { demoCourses } from '../apps/server/src/db/seed/demo-data';
import { expectAccessible } from './support/a11y';

const workshopPages = [
  { path: '/talleres-presenciales', slug: 'talleres-presenciales', section: 'Talleres presenciales' },
  { path: '/talleres-virtuales', slug: 'talleres-virtuales', section: 'Talleres virtuales' },
] as const;

function demoCourse(slug: CourseSlug) {
  const course = demoCourses.find((candidate) => candidate.slug === slug);
  if (!course) throw new Error(`No demo course ${slug}`);
  return course;
}

for (const { path, slug, section } of workshopPages) {
  const content = demoSiteSections[slug];
  const course = demoCourse(slug);

  test(`${path} shows the next workshop, its prices and the way to buy`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveTitle(`${demoSiteSections.owner.name} - ${section}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.heading);
    await expect(
      page.getByText(`Próximo taller: ${formatCourseDate(course.day, course.hour)}`),
    ).toBeVisible();
    const prices = page.getByRole('definition');
    await expect(prices).toHaveText([
      formatPrice(course.priceAnticipedPesos, 'ARS'),
      formatPrice(course.pricePesos, 'ARS'),
      formatPrice(course.priceDolar, 'USD'),
    ]);
    await expect(page.getByRole('term')).toHaveText([
      'Pago anticipado',
      'Precio regular',
      'Desde otros países',
    ]);
    await expect(page.getByRole('link', { name: 'Inscribite' })).toHaveAttribute(
      'href',
      `/login?redirectTo=${encodeURIComponent(path)}`,
    );
    await expect(page.getByRole('heading', { name: 'Sobre el taller' })).toBeVisible();
    for (const paragraph of content.paragraphs.split('\n\n'))
      await expect(page.getByText(paragraph)).toBeVisible();
    // Accessible once hydrated (the carousel's buttons are drawn).
    await expect(page.getByRole('button', { name: 'Imagen siguiente' })).toBeVisible();
    await expectAccessible(page);
  });
}

test.describe('the workshop carousel', () => {
  const slides = demoSiteSections['talleres-presenciales'].slides;

  test('moves with its buttons and wraps around', async ({ page }) => {
    await page.goto('/talleres-presenciales');
    const carousel = page.getByRole('region', { name: 'Imágenes del taller' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carrusel');
    await expect(carousel.getByRole('group')).toHaveCount(slides.length);
    await expect(carousel.getByRole('group', { name: `Imagen 1 de ${slides.length}` })).toBeInViewport();
    await expect(carousel.getByRole('img', { name: slides[0]?.alt })).toHaveAttribute('loading', 'eager');
    await expect(carousel.getByRole('img', { name: slides[1]?.alt })).toHaveAttribute('loading', 'lazy');

    await carousel.getByRole('button', { name: 'Imagen siguiente' }).click();
    await expect(carousel.getByText(`Imagen 2 de ${slides.length}`)).toBeAttached();
    await expect(carousel.getByRole('group', { name: `Imagen 2 de ${slides.length}` })).toBeInViewport({
      ratio: 0.9,
    });
    await expect(carousel.getByRole('group', { name: `Imagen 1 de ${slides.length}` })).not.toBeInViewport();

    await carousel.getByRole('button', { name: 'Imagen anterior' }).click();
    await expect(carousel.getByText(`Imagen 1 de ${slides.length}`)).toBeAttached();
    await carousel.getByRole('button', { name: 'Imagen anterior' }).click();
    await expect(carousel.getByText(`Imagen ${slides.length} de ${slides.length}`)).toBeAttached();
    await expect(
      carousel.getByRole('group', { name: `Imagen ${slides.length} de ${slides.length}` }),
    ).toBeInViewport({ ratio: 0.9 });
  });

  test('works with the keyboard', async ({ page }) => {
    await page.goto('/talleres-presenciales');
    const carousel = page.getByRole('region', { name: 'Imágenes del taller' });
    const next = carousel.getByRole('button', { name: 'Imagen siguiente' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(carousel.getByText(`Imagen 2 de ${slides.length}`)).toBeAttached();
    await page.keyboard.press('Space');
    await expect(carousel.getByText(`Imagen 3 de ${slides.length}`)).toBeAttached();
    await expect(carousel.getByRole('group', { name: `Imagen 3 de ${slides.length}` })).toBeInViewport({
      ratio: 0.9,
    });
  });

  test('follows a swipe of its images @phone', async ({ page }) => {
    await page.goto('/talleres-presenciales');
    const carousel = page.getByRole('region', { name: 'Imágenes del taller' });
    await expect(carousel.getByRole('button', { name: 'Imagen siguiente' })).toBeVisible();
    const first = carousel.getByRole('group', { name: `Imagen 1 de ${slides.length}` });
    // A swipe scrolls the snapping track by one image.
    await first.evaluate((slide) => slide.parentElement?.scrollBy({ left: slide.clientWidth }));
    await expect(carousel.getByText(`Imagen 2 de ${slides.length}`)).toBeAttached();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a workshop page shows all its images, its date and its description', async ({ page }) => {
    const content = demoSiteSections['talleres-virtuales'];
    const course = demoCourse('talleres-virtuales');
    await page.goto('/talleres-virtuales');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.heading);
    await expect(page.getByText(formatCourseDate(course.day, course.hour))).toBeVisible();
    const carousel = page.getByRole('region', { name: 'Imágenes del taller' });
    await expect(carousel.getByRole('img')).toHaveCount(content.slides.length);
    // The buttons need JavaScript: without it they are not offered, the images are scrolled instead.
    await expect(carousel.getByRole('button')).toHaveCount(0);
  });
});
