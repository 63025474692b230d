import type { Course, Module } from '../packages/contract/src/entities';
import { formatCourseDate, formatPrice } from '../packages/contract/src/format';
import { messages } from '../packages/contract/src/messages';
import { expectAccessible } from './support/a11y';
import { expect, expectAdminMenu, expectSuccess, test } from './admin-support';

const { validation } = messages;

/*
 * Courses and modules are shared by every test: each test changes one record and puts it back as it was.
 */

test('editing a course changes its workshop page, and the change is in the log', async ({ page, api }) => {
  test.setTimeout(60_000);
  const { courses } = await api.get<{ courses: Course[] }>('/courses');
  const course = courses.find((candidate) => candidate.slug === 'talleres-virtuales');
  if (!course) throw new Error('The demo data needs the virtual workshop course');
  const { _id: id, slug: _slug, title, ...original } = course;
  const price = 40_000 + Math.floor(Math.random() * 9_000);
  const hour = course.hour === 18 ? 17 : 18;

  try {
    await page.goto('/admin/cursos');
    const row = page
      .getByRole('region', { name: 'Cursos', exact: true })
      .getByRole('row')
      .filter({ hasText: title });
    await expect(row).toContainText(formatPrice(course.priceAnticipedPesos, 'ARS'));
    await expect(row.getByRole('link', { name: course.linkMP })).toHaveAttribute('href', course.linkMP);
    await row.getByRole('link', { name: `Editar «${title}»` }).click();
    await expect(page).toHaveURL(`/admin/editar-curso/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Editar curso' })).toBeVisible();
    // The title is shown, not editable.
    await expect(page.getByRole('definition')).toHaveText([title]);
    await expect(page.getByRole('textbox', { name: 'Curso', exact: true })).toHaveCount(0);
    await expectAccessible(page);

    // The spec's rules, next to their fields.
    const hourField = page.getByLabel('Hora (0 a 23, hora Argentina)');
    const save = page.getByRole('button', { name: 'Guardar cambios' });
    await hourField.fill('24');
    await save.click();
    await expect(hourField).toHaveAccessibleDescription(validation.hourMax);
    await hourField.fill('-1');
    await expect(hourField).toHaveAccessibleDescription(validation.hourMin);
    await page.getByLabel('Link de Mercado Pago').fill('');
    await save.click();
    await expect(page.getByLabel('Link de Mercado Pago')).toHaveAccessibleDescription(
      validation.linkRequired,
    );

    await hourField.fill(String(hour));
    await page.getByLabel('Link de Mercado Pago').fill(course.linkMP);
    await page.getByLabel('Precio en pesos').fill(String(price));
    await save.click();
    await expectSuccess(page, messages.course.updated);
    await expect(page).toHaveURL('/admin/cursos');
    await expect(row).toContainText(formatPrice(price, 'ARS'));
    await expect(row).toContainText(`${hour}:00`);

    // The workshop page shows it at once.
    await page.goto('/talleres-virtuales');
    await expect(page.getByText(`Próximo taller: ${formatCourseDate(course.day!, hour)}`)).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: formatPrice(price, 'ARS') })).toBeVisible();
    await expectAdminMenu(page);

    // The log tells who changed what, before and after.
    await page.goto('/admin/registro');
    const entry = page
      .getByRole('list', { name: 'Cambios, del más reciente al más antiguo' })
      .getByRole('listitem')
      .filter({ hasText: `admin Editó el curso «${title}»` })
      .filter({
        hasText: `Precio en pesos: antes ${formatPrice(course.pricePesos, 'ARS')} → ahora ${formatPrice(price, 'ARS')}`,
      });
    await expect(entry.locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    await expect(entry).toContainText(
      `Hora: antes ${String(course.hour).padStart(2, '0')}:00 → ahora ${hour}:00`,
    );
  } finally {
    await api.put(`/courses/edit/${id}`, original);
  }
});

test('disabling a module shows it as No habilitado in its purchase list', async ({ page, api }) => {
  test.setTimeout(60_000);
  const { modules } = await api.get<{ modules: Module[] }>('/modules');
  // Not the first enabled module, which the training pages' own tests read.
  const listed = modules.find(
    (candidate) => candidate.typeModule === 'asincronico' && candidate.enabled && candidate.number === 3,
  );
  if (!listed) throw new Error('The demo data needs an enabled recorded module 3');
  const { module } = await api.get<{ module: Module }>(`/modules/${listed._id}`);
  const { date, pricePesos, priceDolar, link_intro, link, open, enabled } = module;

  try {
    await page.goto('/admin/modulos');
    const row = page
      .getByRole('region', { name: 'Módulos', exact: true })
      .getByRole('row')
      .filter({ hasText: module.title })
      .filter({ hasText: 'Grabado' });
    await expect(row).toContainText(messages.module.enabled);
    await row.getByRole('link', { name: `Editar «${module.title}»` }).click();
    await expect(page).toHaveURL(`/admin/editar-modulo/${module._id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Editar módulo' })).toBeVisible();
    await expect(page.getByRole('definition')).toHaveText([module.title, 'Grabado']);
    await expect(page.getByRole('textbox', { name: 'Módulo', exact: true })).toHaveCount(0);
    // The paid link is there for the administrator.
    await expect(page.getByLabel('Link del video o audio del módulo')).toHaveValue(link ?? '');
    await expectAccessible(page);

    const intro = page.getByLabel('Link de la introducción');
    await intro.fill('');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(intro).toHaveAccessibleDescription(validation.linkRequired);
    await intro.fill(link_intro);

    await page.getByRole('switch', { name: messages.module.enabled }).uncheck();
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expectSuccess(page, messages.module.updated);
    await expect(page).toHaveURL('/admin/modulos');
    await expect(row).toContainText(messages.module.disabled);

    await page.goto('/NCFA/modulos-grabados');
    const item = page
      .getByRole('list', { name: /^Módulos/ })
      .getByRole('listitem')
      .filter({ hasText: module.title });
    await expect(item.getByText(messages.module.disabled, { exact: true })).toBeVisible();
    await expect(item).toHaveAttribute('aria-disabled', 'true');
  } finally {
    await api.put(`/modules/edit/${module._id}`, {
      date,
      pricePesos,
      priceDolar,
      link_intro,
      link,
      open,
      enabled,
    });
  }
});
