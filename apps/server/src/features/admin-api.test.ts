import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { activities, articles, auditLog, courses, modules } from '../db/schema';
import { buildTestApp, sessionFor } from '../test/helper';
import { multipart, type FilePart } from '../test/multipart';

const { app, deps } = await buildTestApp();
const { db } = deps.database;
const admin = await sessionFor(deps, 'ADMIN');
const student = await sessionFor(deps, 'USER');
const imgDir = path.join(deps.config.dataDir, 'img');

const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#9d6b6c' } })
  .png()
  .toBuffer();
const jpegWithExif = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#6b8f8c' } })
  .jpeg()
  .withExif({ IFD0: { Copyright: 'secreto', Artist: 'GPS de la dueña' } })
  .toBuffer();
const image = (bytes: Buffer = png, filename = 'foto.png', contentType = 'image/png'): FilePart => ({
  field: 'img',
  filename,
  contentType,
  bytes,
});

const activityFields = {
  title: 'Taller de prueba',
  day: '2031-05-10T19:00',
  description: 'Un taller para probar el panel.',
  pricePesos: 1000,
  priceDolar: 10,
  modality: 'Virtual',
  city: 'Online',
  important: 'true',
};

const countRows = async (table: typeof activities | typeof articles | typeof auditLog) =>
  (await db.select({ n: count() }).from(table))[0]!.n;
const imageFiles = async () => (await readdir(imgDir)).sort();

async function createActivity(fields: Record<string, string | number> = activityFields, file = image()) {
  const body = multipart(fields, file);
  return app.inject({
    method: 'POST',
    url: '/api/activities/create',
    payload: body.payload,
    headers: { ...body.headers, ...admin.headers },
  });
}

describe('admin writes require an ADMIN session', () => {
  const writes = [
    ['POST', '/api/activities/create'],
    ['PUT', '/api/activities/edit/00000000-0000-4000-8000-000000000000'],
    ['DELETE', '/api/activities/delete/00000000-0000-4000-8000-000000000000'],
    ['POST', '/api/blog/create'],
    ['PUT', '/api/blog/edit/00000000-0000-4000-8000-000000000000'],
    ['DELETE', '/api/blog/delete/00000000-0000-4000-8000-000000000000'],
    ['POST', '/api/courses/create'],
    ['PUT', '/api/courses/edit/00000000-0000-4000-8000-000000000000'],
    ['DELETE', '/api/courses/delete/00000000-0000-4000-8000-000000000000'],
    ['PUT', '/api/modules/edit/00000000-0000-4000-8000-000000000000'],
    ['GET', '/api/admin/audit'],
  ] as const;

  it.each(writes)('%s %s answers 401 anonymous and 403 to a USER, changing nothing', async (method, url) => {
    const before = [await countRows(activities), await countRows(articles), await countRows(auditLog)];
    const body = multipart(activityFields, image());
    const anonymous = await app.inject({ method, url, payload: body.payload, headers: body.headers });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().msg).toBe('Tenés que iniciar sesión.');
    const asStudent = await app.inject({
      method,
      url,
      payload: body.payload,
      headers: { ...body.headers, ...student.headers },
    });
    expect(asStudent.statusCode).toBe(403);
    expect(asStudent.json().msg).toBe('No tenés permiso para hacer esto.');
    expect([await countRows(activities), await countRows(articles), await countRows(auditLog)]).toEqual(
      before,
    );
  });

  it('lists archived activities only for admins', async () => {
    expect(
      (await app.inject({ url: '/api/activities?include=archived', headers: student.headers })).statusCode,
    ).toBe(403);
    const res = await app.inject({ url: '/api/activities?include=archived', headers: admin.headers });
    expect(res.json().activities.some((a: { archived: boolean }) => a.archived)).toBe(true);
  });
});

describe('activities', () => {
  it('creates an activity with its image, shown at once in the public list', async () => {
    await app.inject({ url: '/api/activities' }); // warm the cache: the write must invalidate it
    const res = await createActivity();
    expect(res.statusCode).toBe(201);
    const { activity, msg } = res.json();
    expect(msg).toBe('Actividad creada con éxito');
    expect(activity).toMatchObject({
      title: 'Taller de prueba',
      important: true,
      archived: false,
      pricePesos: 1000,
    });
    expect(activity.day).toBe('2031-05-10T22:00:00.000Z');
    expect(activity.img).toMatch(/^[0-9a-f-]{36}\.webp$/);
    const files = await imageFiles();
    for (const name of [
      activity.img,
      activity.img.replace('.webp', '-480.webp'),
      activity.img.replace('.webp', '-960.webp'),
    ]) {
      expect(files).toContain(name);
    }
    const served = await app.inject({ url: `/img/${activity.img}` });
    expect(served.statusCode).toBe(200);
    const titles = (await app.inject({ url: '/api/activities' }))
      .json()
      .activities.map((a: { title: string }) => a.title);
    expect(titles).toContain('Taller de prueba');
  });

  it.each([
    ['title', 'El nombre es requerido'],
    ['day', 'La fecha es requerida'],
    ['description', 'La descripción es requerida'],
    ['pricePesos', 'El precio en pesos es requerido'],
    ['priceDolar', 'El precio en dolares es requerido'],
    ['modality', 'La modalidad es requerida'],
    ['city', 'La ciudad es requerida'],
    ['important', 'La importancia es requerida'],
  ])('refuses an activity without %s: "%s", creating nothing', async (field, message) => {
    const before = [await countRows(activities), await imageFiles()];
    const { [field]: _omitted, ...fields } = activityFields as Record<string, string | number>;
    const res = await createActivity(fields);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
    expect([await countRows(activities), await imageFiles()]).toEqual(before);
  });

  it.each([
    [{ pricePesos: -1 }, 'pricePesos'],
    [{ associateModel: 'Course', associate: '00000000-0000-4000-8000-000000000000' }, 'associate'],
    [{ associateModel: 'Module' }, 'associate'],
    [{ modality: 'Híbrida' }, 'modality'],
  ])('refuses bad input %o with a Spanish message on %s', async (override, field) => {
    const before = await countRows(activities);
    const res = await createActivity({ ...activityFields, ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toMatch(/[a-záéíóú]/i);
    expect(await countRows(activities)).toBe(before);
  });

  it('associates an activity with a real course', async () => {
    const [course] = await db.select().from(courses).limit(1);
    const res = await createActivity({ ...activityFields, associateModel: 'Course', associate: course!.id });
    expect(res.statusCode).toBe(201);
    expect(res.json().activity).toMatchObject({ associateModel: 'Course', associate: course!.id });
  });

  it('edits, archives and deletes, cleaning the replaced and the deleted images', async () => {
    const { activity } = (await createActivity()).json();
    const editBody = (fields: Record<string, string | number>, file?: FilePart) => {
      const body = multipart(fields, file);
      return app.inject({
        method: 'PUT',
        url: `/api/activities/edit/${activity._id}`,
        payload: body.payload,
        headers: { ...body.headers, ...admin.headers },
      });
    };
    const noTitle = await editBody({ ...activityFields, title: '', archived: 'false' });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().msg).toBe('El título es requerido');

    const kept = await editBody({
      ...activityFields,
      title: 'Nuevo título',
      archived: 'false',
      img: '../../etc/passwd',
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({
      msg: 'Actividad actualizada con éxito',
      activity: { title: 'Nuevo título', img: activity.img },
    });

    const replaced = await editBody(
      { ...activityFields, archived: 'true' },
      image(jpegWithExif, 'foto.jpg', 'image/jpeg'),
    );
    const newImg = replaced.json().activity.img;
    expect(newImg).not.toBe(activity.img);
    const files = await imageFiles();
    expect(files).toContain(newImg);
    expect(files.filter((f) => f.startsWith(activity.img.replace('.webp', '')))).toEqual([]);
    const metadata = await sharp(path.join(imgDir, newImg)).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
    const publicIds = (await app.inject({ url: '/api/activities' }))
      .json()
      .activities.map((a: { _id: string }) => a._id);
    expect(publicIds).not.toContain(activity._id);

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/activities/delete/${activity._id}`,
      headers: admin.headers,
    });
    expect(removed.json()).toEqual({ msg: 'Actividad eliminada con éxito' });
    expect((await imageFiles()).filter((f) => f.startsWith(newImg.replace('.webp', '')))).toEqual([]);
    const [row] = await db.select().from(activities).where(eq(activities.id, activity._id));
    expect(row).toBeUndefined();
  });
});

describe('uploads are checked by their bytes', () => {
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  // A well-formed SVG that an image library would happily render: only the byte check stops it.
  const drawableSvg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80"><rect width="120" height="80" fill="red"/></svg>',
  );
  const html = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
  it.each([
    ['an SVG called foto.png', image(svg, 'foto.png', 'image/png')],
    ['an SVG declared as SVG', image(svg, 'dibujo.svg', 'image/svg+xml')],
    ['a drawable SVG called foto.png', image(drawableSvg, 'foto.png', 'image/png')],
    ['HTML called foto.jpg', image(html, 'foto.jpg', 'image/jpeg')],
    [
      'a PNG header on garbage',
      image(Buffer.concat([png.subarray(0, 16), Buffer.alloc(2000, 7)]), 'x.png', 'image/png'),
    ],
  ])('refuses %s, storing nothing', async (_label, file) => {
    const before = [await countRows(activities), await imageFiles()];
    const res = await createActivity(activityFields, file);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('El archivo debe ser una imagen');
    expect([await countRows(activities), await imageFiles()]).toEqual(before);
  });

  it('ignores the client file name: a path in it never reaches the disk', async () => {
    const res = await createActivity(activityFields, image(png, '../../../../tmp/pwned.png'));
    expect(res.statusCode).toBe(201);
    expect(res.json().activity.img).toMatch(/^[0-9a-f-]{36}\.webp$/);
    expect(await imageFiles()).not.toContain('pwned.png');
  });

  it('refuses an image over the size limit with 413', async () => {
    const big = Buffer.concat([png, Buffer.alloc(9 * 1024 * 1024)]);
    const res = await createActivity(activityFields, image(big));
    expect(res.statusCode).toBe(413);
    expect(res.json().msg).toBe('La imagen no puede pesar más de 8 MB.');
  });

  it('requires an image to create an activity', async () => {
    const body = multipart(activityFields);
    const res = await app.inject({
      method: 'POST',
      url: '/api/activities/create',
      payload: body.payload,
      headers: { ...body.headers, ...admin.headers },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('La imagen es requerida');
  });
});

describe('articles', () => {
  it('creates (echoing title, img and paragraph), edits and deletes an article', async () => {
    const body = multipart({ title: 'Nuevo artículo', paragraph: '## Hola\n\nTexto *importante*.' }, image());
    const created = await app.inject({
      method: 'POST',
      url: '/api/blog/create',
      payload: body.payload,
      headers: { ...body.headers, ...admin.headers },
    });
    expect(created.statusCode).toBe(201);
    const article = created.json();
    expect(article).toMatchObject({ title: 'Nuevo artículo', paragraph: '## Hola\n\nTexto *importante*.' });
    expect(article.img).toMatch(/\.webp$/);
    const listed = (await app.inject({ url: '/api/blog' })).json().articles[0];
    expect(listed.title).toBe('Nuevo artículo');

    const edit = multipart({ title: 'Artículo corregido', paragraph: 'Otro texto' });
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/blog/edit/${article._id}`,
      payload: edit.payload,
      headers: { ...edit.headers, ...admin.headers },
    });
    expect(edited.json()).toMatchObject({ article: { title: 'Artículo corregido', img: article.img } });
    const shown = (await app.inject({ url: `/api/blog/show/${article._id}` })).json().article;
    expect(shown.paragraph).toBe('Otro texto');

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/blog/delete/${article._id}`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect((await app.inject({ url: `/api/blog/show/${article._id}` })).statusCode).toBe(404);
    expect((await imageFiles()).filter((f) => f.startsWith(article.img.replace('.webp', '')))).toEqual([]);
  });
});

describe('courses', () => {
  const courseFields = {
    day: '2031-04-12',
    hour: 18,
    priceAnticipedPesos: 40000,
    pricePesos: 50000,
    priceDolar: 55,
    linkMP: 'https://mpago.la/abc',
    linkPP: 'https://paypal.me/abc',
  };
  const editCourse = async (body: Record<string, unknown>, headers = admin.headers) => {
    const [course] = await db.select().from(courses).where(eq(courses.slug, 'talleres-virtuales'));
    return app.inject({ method: 'PUT', url: `/api/courses/edit/${course!.id}`, payload: body, headers });
  };

  it.each([
    [{ hour: 24 }, 'El horario debe ser igual 23 menor a 23'],
    [{ hour: -1 }, 'El horario debe ser igual 0 mayor a 0'],
    [{ linkMP: '' }, 'El link es requerido'],
    [{ linkPP: undefined }, 'El link es requerido'],
    [{ pricePesos: 'mucho' }, 'El precio en pesos es requerido'],
  ])('refuses %o with "%s"', async (override, message) => {
    const before = await db.select().from(courses);
    const res = await editCourse({ ...courseFields, ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(message);
    expect(await db.select().from(courses)).toEqual(before);
  });

  it('edits a course, with numeric prices, and the workshop list shows it', async () => {
    const res = await editCourse({ ...courseFields, pricePesos: '52000', title: 'Otro título' });
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe('Curso editado correctamente');
    expect(res.json().courseUpdated).toMatchObject({ hour: 18, pricePesos: 52000, day: '2031-04-12' });
    expect(res.json().courseUpdated.title).toBe('Taller de Constelaciones Familiares virtual');
    const listed = (await app.inject({ url: '/api/courses' })).json().courses;
    expect(listed.find((c: { slug: string }) => c.slug === 'talleres-virtuales').pricePesos).toBe(52000);
  });

  it('does not create a second course for a workshop page', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/courses/create',
      payload: { ...courseFields, slug: 'talleres-virtuales', title: 'Duplicado' },
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('modules', () => {
  it('edits a module: toggles, prices and links, shown in the public list', async () => {
    const [module] = await db.select().from(modules).where(eq(modules.typeModule, 'asincronico')).limit(1);
    const payload = {
      date: '2031-06-14T10:00',
      pricePesos: 12345,
      priceDolar: 12,
      link_intro: 'https://videos.example.com/intro.mp4',
      link: 'https://videos.example.com/completo.mp4',
      open: false,
      enabled: 'false',
    };
    const missing = await app.inject({
      method: 'PUT',
      url: `/api/modules/edit/${module!.id}`,
      payload: { ...payload, link: '' },
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(400);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/modules/edit/${module!.id}`,
      payload,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      msg: 'Módulo editado correctamente',
      moduleUpdated: {
        title: module!.title,
        open: false,
        enabled: false,
        pricePesos: 12345,
        link: payload.link,
      },
    });
    const listed = (await app.inject({ url: '/api/modules' }))
      .json()
      .modules.find((m: { _id: string }) => m._id === module!.id);
    expect(listed).toMatchObject({ enabled: false, open: false, date: '2031-06-14T13:00:00.000Z' });
  });
});

describe('audit log', () => {
  it('records who changed what, with before and after, for admins to read', async () => {
    const { activity } = (await createActivity({ ...activityFields, title: 'Para auditar' })).json();
    const res = await app.inject({ url: '/api/admin/audit', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const entry = res.json().entries.find((e: { entityId: string }) => e.entityId === activity._id);
    expect(entry).toMatchObject({
      action: 'create',
      entity: 'activity',
      before: null,
      after: { title: 'Para auditar' },
    });
    expect(entry.actor).toMatch(/^u/);
  });
});
