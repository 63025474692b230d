import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { asc, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '@constelaciones/contract';
import { activities, articles, auditLog, courses, modules } from '../db/schema';
import { buildTestApp, sessionFor } from '../test/helper';
import { multipart } from '../test/multipart';
import { articleRepository } from './articles/repository';
import { auditedWrites } from '../platform/audited-write';

/*
 * The rules the move onto the endpoint table and the audited write primitive brought to articles, courses and
 * modules: ids checked by their schema, one audit entry per edit, and nothing left behind by a failed write.
 */
const { app, deps } = await buildTestApp();
const { db } = deps.database;
const admin = await sessionFor(deps, 'ADMIN');
const imgDir = path.join(deps.config.dataDir, 'img');
const NOT_FOUND = { msg: 'No encontramos lo que buscás.' };
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const png = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#6b8f8c' } })
  .png()
  .toBuffer();
const image = { field: 'img', filename: 'foto.png', contentType: 'image/png', bytes: png };

const articleFields = { title: 'Artículo editado', paragraph: 'Texto nuevo' };
const courseFields = {
  day: '2031-04-12',
  hour: 18,
  priceAnticipedPesos: 40000,
  pricePesos: 50000,
  priceDolar: 55,
  linkMP: 'https://mpago.la/abc',
  linkPP: 'https://paypal.me/abc',
};
const moduleFields = {
  date: '2031-06-14T10:00',
  pricePesos: 12345,
  priceDolar: 12,
  link_intro: 'https://videos.example.com/intro.mp4',
  link: 'https://videos.example.com/completo.mp4',
  open: true,
  enabled: true,
};

/** A valid body for each write, so that only the id can be wrong. */
const validBody = (endpointPath: string) => {
  if (endpointPath.startsWith('/blog/edit')) return multipart(articleFields, image);
  if (endpointPath.startsWith('/courses/edit')) return { payload: courseFields, headers: {} };
  if (endpointPath.startsWith('/modules/edit')) return { payload: moduleFields, headers: {} };
  if (endpointPath.startsWith('/modules/progress'))
    return { payload: { seconds: 1, duration: 10 }, headers: {} };
  return { payload: undefined, headers: {} };
};

const auditCount = async () => (await db.select({ n: count() }).from(auditLog))[0]!.n;
const imageFiles = async () => (await readdir(imgDir)).sort();

/** Every route of these features whose path names a row. */
const idRoutes = [endpoints.articles, endpoints.courses, endpoints.modules]
  .flatMap((table) => Object.values(table))
  .filter((endpoint) => endpoint.path.includes(':id'))
  .map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const);

describe('id routes of articles, courses and modules', () => {
  it('are all covered', () => {
    expect(idRoutes.map(([name]) => name).sort()).toEqual([
      'DELETE /blog/delete/:id',
      'DELETE /courses/delete/:id',
      'GET /blog/show/:id',
      'GET /courses/show/:id',
      'GET /modules/:id',
      'PUT /blog/edit/:id',
      'PUT /courses/edit/:id',
      'PUT /modules/edit/:id',
      'PUT /modules/progress/:id',
    ]);
  });

  it.each(idRoutes)(
    '%s answers 404 to a malformed or unknown id, writing nothing',
    async (_name, endpoint) => {
      for (const id of ['no-es-un-id', "1' or '1'='1", '123', UNKNOWN_ID]) {
        const before = [await auditCount(), await imageFiles()];
        const body = validBody(endpoint.path);
        const res = await app.inject({
          method: endpoint.method,
          url: `/api${endpoint.path.replace(':id', encodeURIComponent(id))}`,
          payload: body.payload,
          headers: { ...body.headers, ...admin.headers },
        });
        expect(res.statusCode, id).toBe(404);
        expect(res.json(), id).toEqual(NOT_FOUND);
        // An image uploaded with an edit of nothing is not kept.
        expect([await auditCount(), await imageFiles()], id).toEqual(before);
      }
    },
  );
});

/** The audit entries of one row, oldest first. */
const entriesOf = (entityId: string) =>
  db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(asc(auditLog.at));

describe('an edit', () => {
  it('of an article writes one audit entry with before and after, and moves updated_at', async () => {
    const [current] = await db.select().from(articles).limit(1);
    const edit = multipart(articleFields);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/blog/edit/${current!.id}`,
      payload: edit.payload,
      headers: { ...edit.headers, ...admin.headers },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await db.select().from(articles).where(eq(articles.id, current!.id));
    expect(row!.updatedAt.getTime()).toBeGreaterThan(current!.updatedAt.getTime());
    const entries = await entriesOf(current!.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'update',
      entity: 'article',
      actorId: admin.userId,
      before: { title: current!.title, img: current!.img, updatedAt: current!.updatedAt.toISOString() },
      after: { ...articleFields, img: current!.img, updatedAt: row!.updatedAt.toISOString() },
    });
  });

  it('of a course writes one audit entry with before and after, and moves updated_at', async () => {
    const [current] = await db.select().from(courses).where(eq(courses.slug, 'talleres-presenciales'));
    const res = await app.inject({
      method: 'PUT',
      url: `/api/courses/edit/${current!.id}`,
      payload: { ...courseFields, pricePesos: 77000 },
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const [row] = await db.select().from(courses).where(eq(courses.id, current!.id));
    expect(row!.updatedAt.getTime()).toBeGreaterThan(current!.updatedAt.getTime());
    const entries = await entriesOf(current!.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'update',
      entity: 'course',
      before: { pricePesos: current!.pricePesos, title: current!.title },
      after: { pricePesos: 77000, title: current!.title },
    });
  });

  it('of a module writes one audit entry with before and after (paid link included), and moves updated_at', async () => {
    const [current] = await db.select().from(modules).where(eq(modules.typeModule, 'sincronico')).limit(1);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/modules/edit/${current!.id}`,
      payload: moduleFields,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const [row] = await db.select().from(modules).where(eq(modules.id, current!.id));
    expect(row!.updatedAt.getTime()).toBeGreaterThan(current!.updatedAt.getTime());
    const entries = await entriesOf(current!.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'update',
      entity: 'module',
      before: { link: current!.link, pricePesos: current!.pricePesos },
      after: {
        link: moduleFields.link,
        pricePesos: moduleFields.pricePesos,
        date: '2031-06-14T13:00:00.000Z',
      },
    });
  });
});

describe('a failed write', () => {
  it('keeps no stored image, no row, no audit entry, and clears no cache', async () => {
    const before = [await auditCount(), await imageFiles(), await articleRepository(db).list()];
    const invalidate = vi.spyOn(deps.catalog, 'invalidate');
    const [taken] = await db.select().from(modules).limit(1);
    let stored: string | undefined;
    const write = auditedWrites(deps)({
      actor: { id: admin.userId },
      entity: 'article',
      invalidates: 'articles',
      upload: png,
      async apply(tx, img) {
        stored = img;
        const article = await articleRepository(tx).insert({ title: 'Nunca', paragraph: '', img: img! });
        // A constraint error after the image was stored and the row written: that number is taken.
        await tx.insert(modules).values({ ...taken!, id: undefined });
        return { result: article, change: { action: 'create', entityId: article._id, after: article } };
      },
    });
    await expect(write).rejects.toThrow();
    expect(stored).toMatch(/\.webp$/);
    expect([await auditCount(), await imageFiles(), await articleRepository(db).list()]).toEqual(before);
    expect(invalidate).not.toHaveBeenCalled();
    invalidate.mockRestore();
  });

  it('refused by a rule (a course with activities) records nothing', async () => {
    const [course] = await db.select().from(courses).limit(1);
    await db.insert(activities).values({
      title: 'Ligada al curso',
      description: 'Texto',
      day: new Date('2031-01-01T13:00:00Z'),
      modality: 'Virtual',
      associateModel: 'Course',
      associate: course!.id,
    });
    const before = await auditCount();
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/courses/delete/${course!.id}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(409);
    expect(await auditCount()).toBe(before);
    expect(await db.select().from(courses).where(eq(courses.id, course!.id))).toHaveLength(1);
  });
});
