import { argentineLocalToIso, formatCardDate, formatDate } from '../packages/contract/src/format';
import { messages } from '../packages/contract/src/messages';
import { expectAccessible } from './support/a11y';
import { smallPng } from './support/account-flows';
import {
  confirmDeletion,
  expectAdminMenu,
  soonestUpcomingDay,
  expect,
  expectSuccess,
  openTab,
  test,
  uniqueTitle,
} from './admin-support';

const { validation, activity: activityMessages, article: articleMessages } = messages;
const TABS = [
  'Inicio',
  'Agregar actividad',
  'Administrar actividades',
  'Agregar artículo',
  'Administrar artículos',
  'Administrar cursos',
  'Administrar módulos',
  'Agenda',
  'Contenido del sitio',
  'Términos y privacidad',
  'Datos de pago',
  'Facturación',
  'Códigos de descuento',
  'Arrepentimientos',
  'Administrar inscriptos',
  'Certificados',
  'Novedades',
  'Registro de cambios',
  'Estado del sitio',
];
const image = (name = 'foto.png') => ({ name, mimeType: 'image/png', buffer: smallPng() });

/**
 * The tab bar walked in four parts of at most five tabs, each tab checked by axe where the walk opens it: the
 * fifteen tabs of then in one test took 84 s on two shared cores, each axe check 3 to 6 s; a part of five takes
 * 18 to 40 s in the whole suite.
 */
const WALKS = [TABS.slice(0, 5), TABS.slice(5, 10), TABS.slice(10, 15), TABS.slice(15)];

test('the panel has every tab, and the first tabs open from the tab bar, each accessible', async ({
  page,
}) => {
  test.setTimeout(40_000);
  await page.goto('/admin');
  await expect(page).toHaveTitle('Mariana Ríos - Panel de administración');
  await expect(page.getByRole('heading', { level: 1, name: 'Panel de administración' })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Secciones del panel' }).getByRole('link');
  await expect(tabs).toHaveText(TABS);
  await expect(tabs.first()).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page);
  for (const label of WALKS[0]!.slice(1)) {
    await openTab(page, label);
    await expect(tabs.filter({ hasText: label })).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page);
  }
});

for (const walk of [WALKS[1]!, WALKS[2]!]) {
  test(`the tabs from '${walk[0]}' open from the tab bar, each accessible`, async ({ page }) => {
    test.setTimeout(40_000);
    await page.goto('/admin');
    const tabs = page.getByRole('navigation', { name: 'Secciones del panel' }).getByRole('link');
    for (const label of walk) {
      await openTab(page, label);
      await expect(tabs.filter({ hasText: label })).toHaveAttribute('aria-current', 'page');
      await expectAccessible(page);
    }
  });
}

test(`the last tabs open from the tab bar, each accessible, and the chosen one is kept in the address`, async ({
  page,
}) => {
  test.setTimeout(50_000);
  await page.goto('/admin');
  const tabs = page.getByRole('navigation', { name: 'Secciones del panel' }).getByRole('link');
  for (const label of WALKS[3]!) {
    await openTab(page, label);
    await expect(tabs.filter({ hasText: label })).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page);
  }
  await expect(page).toHaveURL('/admin/estado-del-sitio');

  // A reload keeps the tab; the back button returns to the previous one.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Estado del sitio' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL('/admin/registro');
  await expect(page.getByRole('heading', { level: 2, name: 'Registro de cambios' })).toBeVisible();

  await openTab(page, 'Administrar inscriptos');
  await expect(page.getByLabel('Buscar alumno')).toBeVisible();
});

test('each tab has its own address: a deep link opens it, Back returns to the previous one', async ({
  page,
}) => {
  const tabs = page.getByRole('navigation', { name: 'Secciones del panel' });
  const courses = page.getByRole('region', { name: 'Cursos', exact: true });
  await page.goto('/admin/cursos');
  await expect(page.getByRole('heading', { level: 2, name: 'Administrar cursos' })).toBeVisible();
  await expect(courses.getByRole('row').nth(1)).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Administrar cursos' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // The tab bar works from the keyboard: a link is focused and opened with Enter.
  await tabs.getByRole('link', { name: 'Administrar módulos' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Administrar módulos' })).toBeVisible();
  await expect(page).toHaveURL('/admin/modulos');
  await expect(
    page.getByRole('region', { name: 'Módulos', exact: true }).getByRole('row').nth(1),
  ).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL('/admin/cursos');
  await expect(courses.getByRole('row').nth(1)).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Administrar cursos' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // An address from before each tab had its own still leads to the tab.
  await page.goto('/admin?tab=articulos');
  await expect(page).toHaveURL('/admin/articulos');
  await expect(page.getByRole('list', { name: 'Artículos' })).toBeVisible();
});

test('a tab that cannot load shows its error in its place, and the tab bar stays', async ({ page }) => {
  const tabs = page.getByRole('navigation', { name: 'Secciones del panel' });
  await page.goto('/admin/cursos');
  await expect(page.getByRole('region', { name: 'Cursos', exact: true })).toBeVisible();

  const articleList = (url: URL) => url.pathname === '/api/blog';
  await page.route(articleList, (route) => route.fulfill({ status: 500, json: { msg: 'Falla de prueba' } }));
  await openTab(page, 'Administrar artículos');
  await expect(page).toHaveURL('/admin/articulos');
  const problem = page.getByRole('alert').filter({ hasText: 'No se pudo cargar esta sección.' });
  await expect(problem).toContainText('Falla de prueba');
  await expect(tabs.getByRole('link')).toHaveCount(TABS.length);
  await expect(tabs.getByRole('link', { name: 'Administrar artículos' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectAccessible(page);

  // Once the server answers again, 'Reintentar' loads the tab; the other tabs never stopped working.
  await page.unroute(articleList);
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('list', { name: 'Artículos' })).toBeVisible();
  await expect(problem).toHaveCount(0);
  await openTab(page, 'Administrar cursos');
  await expect(page.getByRole('region', { name: 'Cursos', exact: true })).toBeVisible();
});

test("at 1366 px every table's Editar is in sight without scrolling sideways", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  for (const [tab, region] of [
    ['cursos', 'Cursos'],
    ['modulos', 'Módulos'],
  ]) {
    await page.goto(`/admin/${tab}`);
    const edit = page
      .getByRole('region', { name: region, exact: true })
      .getByRole('link', { name: /^Editar/ });
    await expect(edit.first()).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
  }
});

test('the activity form tells each rule next to its field, and ties an activity to a real course or module', async ({
  page,
  api,
}) => {
  await page.goto('/admin/agregar-actividad');
  await page.getByRole('button', { name: 'Crear actividad' }).click();
  const fieldMessages: [string, string][] = [
    ['Título', validation.nameRequired],
    ['Fecha y hora (hora Argentina)', validation.dateRequired],
    ['Descripción', validation.descriptionRequired],
    ['Precio en pesos', validation.pricePesosRequired],
    ['Precio en dólares', validation.priceDolarRequired],
    ['Modalidad', validation.modalityRequired],
    ['Ciudad', validation.cityRequired],
    ['Importante', validation.importanceRequired],
    ['Imagen', validation.imageRequired],
  ];
  for (const [label, message] of fieldMessages) {
    const field = page.getByLabel(label, { exact: true });
    await expect(field, label).toHaveAttribute('aria-invalid', 'true');
    await expect(field, label).toHaveAccessibleDescription(new RegExp(`^${message}`));
  }
  await expect(page.getByRole('alert').filter({ hasText: validation.nameRequired })).toBeVisible();

  // The kind may be left empty, or be any name as long as a badge holds; the spec's four kinds are offered.
  const kind = page.getByLabel('Tipo', { exact: true });
  await expect(kind).not.toHaveAttribute('aria-invalid', 'true');
  await expect(kind).toHaveAccessibleDescription(/^Cómo se nombra en la agenda/);
  const offered = await kind.evaluate((input) =>
    Array.from((input as HTMLInputElement).list?.options ?? [], (option) => option.value),
  );
  expect(offered).toEqual(['Taller', 'Formación NCFA', 'Eneagrama', 'Charla']);
  await kind.fill('x'.repeat(41));
  await page.getByRole('button', { name: 'Crear actividad' }).click();
  await expect(kind).toHaveAccessibleDescription(new RegExp(`^${validation.tooLong(40)}`));
  await kind.fill('Charla');
  await expect(kind).not.toHaveAttribute('aria-invalid', 'true');

  // Only an image is accepted.
  await page.getByLabel('Imagen', { exact: true }).setInputFiles({
    name: 'notas.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('no soy una imagen'),
  });
  await expect(page.getByText(validation.imageInvalid)).toBeVisible();
  await page.getByLabel('Imagen', { exact: true }).setInputFiles(image());
  await expect(page.getByText(validation.imageInvalid)).toHaveCount(0);
  await expect(
    page.getByRole('img', { name: 'Vista previa de la nueva imagen de la actividad' }),
  ).toBeVisible();

  // The id selector waits for the type, then lists the real courses or modules.
  const { courses } = await api.get<{ courses: { title: string }[] }>('/courses');
  const { modules } = await api.get<{ modules: { title: string; typeModule: string }[] }>('/modules');
  const associate = page.getByLabel('Curso o módulo asociado');
  await expect(associate).toBeDisabled();
  await page.getByLabel('Asociar a').selectOption({ label: 'Curso' });
  await expect(associate).toBeEnabled();
  await expect(associate.getByRole('option')).toHaveText([
    'Elegí uno',
    ...courses.map((course) => course.title),
  ]);
  await page.getByLabel('Asociar a').selectOption({ label: 'Módulo' });
  const moduleOptions = modules.map(
    (module) => `${module.title} (${module.typeModule === 'sincronico' ? 'Online' : 'Grabado'})`,
  );
  await expect(associate.getByRole('option')).toHaveText(['Elegí uno', ...moduleOptions]);
  await page.getByRole('button', { name: 'Crear actividad' }).click();
  await expect(associate).toHaveAccessibleDescription(validation.associateRequired);
  await page.getByLabel('Asociar a').selectOption({ label: 'Ninguno' });
  await expect(associate).toBeDisabled();
});

test('an activity is created with its image, shown on the site, edited, archived and deleted', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const title = uniqueTitle('Taller e2e');
  const day = soonestUpcomingDay();

  await page.goto('/admin/agregar-actividad');
  await page.getByLabel('Título').fill(title);
  await page.getByLabel('Fecha y hora (hora Argentina)').fill(day);
  await page.getByLabel('Modalidad').selectOption('Presencial');
  await page.getByLabel('Ciudad').fill('Mendoza');
  await page.getByLabel('Importante').selectOption({ label: 'Sí: se muestra en el inicio' });
  await page.getByLabel('Precio en pesos').fill('25000');
  await page.getByLabel('Precio en dólares').fill('30');
  await page.getByLabel('Descripción').fill('Una jornada para mirar la historia familiar en grupo.');
  await page.getByLabel('Imagen', { exact: true }).setInputFiles(image());
  await page.getByRole('button', { name: 'Crear actividad' }).click();
  await expectSuccess(page, activityMessages.created);
  // The form is ready for the next one.
  await expect(page.getByLabel('Título')).toHaveValue('');
  await expect(page.getByLabel('Importante')).toHaveValue('');

  // In the admin list, with its date and flag.
  await openTab(page, 'Administrar actividades');
  const item = page
    .getByRole('list', { name: 'Actividades' })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(item).toContainText(formatCardDate(argentineLocalToIso(day)));
  await expect(item.getByText('Importante', { exact: true })).toBeVisible();

  // On the calendar and, being important, on the home page.
  await page.goto('/calendario');
  await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
  await expectAdminMenu(page);
  await page.goto('/');
  const home = page.getByRole('list', { name: 'Próximas actividades' });
  await expect(home.getByRole('heading', { name: title })).toBeVisible();
  await expectAdminMenu(page);

  // Edit: the title is required, then a new title shows on the site.
  await page.goto('/admin/actividades');
  await page.getByRole('link', { name: `Editar «${title}»` }).click();
  await expect(page).toHaveURL(/\/admin\/editar-actividad\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop() ?? '';
  await expect(page.getByRole('heading', { level: 1, name: 'Editar actividad' })).toBeVisible();
  await expect(page.getByRole('img', { name: `Imagen actual de la actividad ${title}` })).toBeVisible();
  await expect(page.getByLabel('Importante')).toHaveValue('true');
  await expectAccessible(page);
  await page.getByLabel('Título').fill('');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByLabel('Título')).toHaveAccessibleDescription(validation.titleRequired);
  const renamed = uniqueTitle('Taller renombrado');
  await page.getByLabel('Título').fill(renamed);
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expectSuccess(page, activityMessages.updated);
  await expect(page).toHaveURL('/admin/actividades');
  await expect(page.getByRole('heading', { level: 3, name: renamed })).toBeVisible();
  await page.goto('/calendario');
  await expect(page.getByRole('heading', { level: 3, name: renamed })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: title })).toHaveCount(0);
  await expectAdminMenu(page);

  // Archive: it leaves the public lists at once, and stays in the admin list.
  await page.goto(`/admin/editar-actividad/${id}`);
  await page.getByRole('switch', { name: activityMessages.archivePrompt }).check();
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expectSuccess(page, activityMessages.updated);
  const archived = page.getByRole('listitem').filter({ hasText: renamed });
  await expect(archived.getByText('Archivada', { exact: true })).toBeVisible();
  await page.goto('/calendario');
  await expect(page.getByRole('heading', { level: 1, name: 'Actividades' })).toBeVisible();
  await expect(page.getByText(renamed)).toHaveCount(0);
  await expectAdminMenu(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Próximas actividades' })).toBeVisible();
  await expect(page.getByText(renamed)).toHaveCount(0);
  await expectAdminMenu(page);
  expect((await page.goto(`/calendario/${id}`))?.status()).toBe(404);
  await expectAdminMenu(page);

  // Delete, after the spec's question.
  await page.goto('/admin/actividades');
  await page.getByRole('button', { name: `Borrar «${renamed}»` }).click();
  await confirmDeletion(page, activityMessages.deleteConfirm);
  await expectSuccess(page, activityMessages.deleted);
  await expect(page.getByRole('heading', { level: 3, name: renamed })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Actividades' }).getByRole('listitem').first()).toBeVisible();
  await page.goto(`/admin/editar-actividad/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'No encontramos lo que buscás' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Volver al panel' })).toHaveAttribute('href', '/admin');
});

test('an article is written in Markdown, read on /articulos, edited and deleted', async ({ page }) => {
  test.setTimeout(60_000);
  const title = uniqueTitle('Artículo e2e');
  const subheading = uniqueTitle('Los órdenes');

  await page.goto('/admin/agregar-articulo');
  await page.getByLabel('Título').fill(title);
  const text = page.getByLabel('Texto del artículo');
  await expect(text).toHaveAccessibleDescription(/Markdown/);
  await text.fill(`## ${subheading}\n\nUn texto con **negrita** para la prueba de punta a punta del panel.`);
  const preview = page.getByRole('region', { name: 'Vista previa' });
  await expect(preview.getByRole('heading', { level: 2, name: subheading })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('negrita');
  await page.getByLabel('Imagen', { exact: true }).setInputFiles(image('articulo.png'));
  await page.getByRole('button', { name: 'Crear artículo' }).click();

  const created = page.getByRole('dialog', { name: articleMessages.created });
  await expect(created.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await created.getByRole('button', { name: 'Agregar otra actividad' }).click();
  await expect(created).toBeHidden();
  await expect(page.getByLabel('Título')).toHaveValue('');
  await expect(page.getByLabel('Texto del artículo')).toHaveValue('');

  // The admin list: plain text shortened, date and time.
  await openTab(page, 'Administrar artículos');
  const item = page.getByRole('list', { name: 'Artículos' }).getByRole('listitem').filter({ hasText: title });
  await expect(item).toContainText(`${subheading} Un texto con negrita para la prueba`);
  await expect(item).toContainText(' [...]');
  await expect(item).not.toContainText('##');
  await expect(item.locator('time')).toHaveText(
    new RegExp(`^${formatDate(new Date().toISOString())} · \\d{2}:\\d{2}$`),
  );

  // Read on the blog, the Markdown rendered.
  await page.goto('/articulos');
  await page.getByRole('link', { name: `Leer artículo «${title}»` }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: subheading })).toBeVisible();
  await expect(page.locator('.prose strong')).toHaveText('negrita');
  await expectAdminMenu(page);

  // Edit the title.
  await page.goto('/admin/articulos');
  await page.getByRole('link', { name: `Editar «${title}»` }).click();
  await expect(page).toHaveURL(/\/admin\/editar-articulo\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Editar artículo' })).toBeVisible();
  await expect(page.getByLabel('Texto del artículo')).toHaveValue(new RegExp(`^## ${subheading}`));
  await expectAccessible(page);
  const renamed = uniqueTitle('Artículo corregido');
  await page.getByLabel('Título').fill(renamed);
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expectSuccess(page, articleMessages.updated);
  await expect(page).toHaveURL('/admin/articulos');
  await expect(page.getByRole('heading', { level: 3, name: renamed })).toBeVisible();
  await page.goto('/articulos');
  await expect(page.getByRole('heading', { name: renamed })).toBeVisible();
  await expect(page.getByRole('heading', { name: title, exact: true })).toHaveCount(0);
  await expectAdminMenu(page);

  // Delete.
  await page.goto('/admin/articulos');
  await page.getByRole('button', { name: `Borrar «${renamed}»` }).click();
  await confirmDeletion(page, articleMessages.deleteConfirm);
  await expectSuccess(page, articleMessages.deleted);
  await expect(page.getByRole('heading', { level: 3, name: renamed })).toHaveCount(0);
  await page.goto('/articulos');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: renamed })).toHaveCount(0);
});

test('@phone on a phone the tabs wrap, a wide table scrolls inside its own region, and Editar is in sight', async ({
  page,
}) => {
  await page.goto('/admin/modulos');
  const region = page.getByRole('region', { name: 'Módulos', exact: true });
  await expect(region.getByRole('table')).toBeVisible();
  const viewport = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport);
  expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  // 'Editar' comes first, in sight before any sideways scrolling (the tabs above may push the table down).
  await region.evaluate((element) =>
    window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY),
  );
  await expect(region.getByRole('link', { name: /^Editar/ }).first()).toBeInViewport();
  await expectAccessible(page);
});
