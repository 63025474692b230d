import { eq } from 'drizzle-orm';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { endpoints } from '@constelaciones/contract';
import { describe, expect, it, vi } from 'vitest';
import { activities, courses } from '../db/schema';
import { publicBody } from '../lib/public-body';
import { buildSecondInstance, buildTestApp, sessionFor } from '../test/helper';
import { activityRepository } from './activities/repository';
import { articleRepository } from './articles/repository';
import { constellatorRepository } from './constellators/repository';
import { courseRepository } from './courses/repository';
import { moduleRepository, toModule } from './training/repository';

const first = await buildTestApp();
const second = await buildSecondInstance(first);
const { app, deps } = first;
const { db } = deps.database;
const admin = await sessionFor(deps, 'ADMIN');
const student = await sessionFor(deps, 'USER');
const get = (url: string, headers: Record<string, string> = {}, instance: FastifyInstance = app) =>
  instance.inject({ method: 'GET', url, headers });

/** The public reads' response schemas, from the contract's endpoint table. */
const r = {
  activities: endpoints.activities.list.response,
  activity: endpoints.activities.show.response,
  courses: endpoints.courses.list.response,
  course: endpoints.courses.show.response,
  articles: endpoints.articles.list.response,
  article: endpoints.articles.show.response,
  modules: endpoints.modules.list.response,
  constellators: endpoints.constellators.list.response,
};

const REVALIDATE = 'public, max-age=0, must-revalidate';
const STRONG_ETAG = /^"[\w-]{20,}"$/;

/** Each cached public read, and the body the route's serializer made before the cache kept bodies. */
async function cachedReads(): Promise<[url: string, expected: string][]> {
  const serialise = <S extends z.ZodType>(schema: S, value: z.output<S>) =>
    serializerCompiler({ schema, method: 'GET', url: '' })(value);
  const [activity] = await activityRepository(db).listPublic();
  const [course] = await courseRepository(db).list();
  const [article] = await articleRepository(db).list();
  return [
    ['/api/activities', serialise(r.activities, { activities: await activityRepository(db).listPublic() })],
    [`/api/activities/show/${activity!._id}`, serialise(r.activity, { activity: activity! })],
    ['/api/courses', serialise(r.courses, { courses: await courseRepository(db).list() })],
    [`/api/courses/show/${course!._id}`, serialise(r.course, { course: course! })],
    ['/api/blog', serialise(r.articles, { articles: await articleRepository(db).list() })],
    [`/api/blog/show/${article!._id}`, serialise(r.article, { article: article! })],
    [
      '/api/modules',
      serialise(r.modules, {
        modules: (await moduleRepository(db).list()).map((row) => toModule(row, { withLink: false })),
      }),
    ],
    [
      '/api/user/constellators',
      serialise(r.constellators, { constellators: await constellatorRepository(db).list() }),
    ],
  ];
}

const editCourse = async (instance: FastifyInstance, pricePesos: number) => {
  const [course] = await db.select().from(courses).where(eq(courses.slug, 'talleres-virtuales'));
  const res = await instance.inject({
    method: 'PUT',
    url: `/api/courses/edit/${course!.id}`,
    headers: admin.headers,
    payload: {
      day: '2031-04-12',
      hour: 18,
      priceAnticipedPesos: 40000,
      pricePesos,
      priceDolar: 55,
      linkMP: 'https://mpago.la/abc',
      linkPP: 'https://paypal.me/abc',
    },
  });
  expect(res.statusCode).toBe(200);
  return course!.id;
};
const virtualPrice = (res: { json(): { courses: { slug: string; pricePesos: number }[] } }) =>
  res.json().courses.find((course) => course.slug === 'talleres-virtuales')!.pricePesos;

describe('cached public reads', () => {
  it('send the body the serializer made, with a strong ETag and a must-revalidate Cache-Control', async () => {
    for (const [url, expected] of await cachedReads()) {
      for (const headers of [{}, student.headers]) {
        const res = await get(url, headers);
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toBe(expected);
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(res.headers['cache-control']).toBe(REVALIDATE);
        expect(res.headers.etag, url).toMatch(STRONG_ETAG);
        expect(res.headers.vary).toBe('accept-encoding');
        expect((await get(url)).headers.etag, url).toBe(res.headers.etag);
      }
    }
  });

  it('answer 304 without a body to a client that holds the same ETag', async () => {
    for (const [url] of await cachedReads()) {
      const { etag } = (await get(url)).headers as { etag: string };
      for (const ifNoneMatch of [etag, `W/${etag}`, `"otro", ${etag}`, '*']) {
        const res = await get(url, { 'if-none-match': ifNoneMatch });
        expect(res.statusCode, `${url} ${ifNoneMatch}`).toBe(304);
        expect(res.body).toBe('');
        expect(res.headers.etag).toBe(etag);
        expect(res.headers['cache-control']).toBe(REVALIDATE);
        expect(res.headers.vary).toBe('accept-encoding');
      }
      expect((await get(url, { 'if-none-match': '"otro"' })).statusCode).toBe(200);
    }
  });

  it('change their ETag after an admin write, so a revalidating client gets the new body', async () => {
    const list = await get('/api/courses');
    const courseId = await editCourse(app, 61000);
    const revalidated = await get('/api/courses', { 'if-none-match': list.headers.etag as string });
    expect(revalidated.statusCode).toBe(200);
    expect(revalidated.headers.etag).toMatch(STRONG_ETAG);
    expect(revalidated.headers.etag).not.toBe(list.headers.etag);
    expect(virtualPrice(revalidated)).toBe(61000);
    const shown = await get(`/api/courses/show/${courseId}`);
    expect(shown.json().course.pricePesos).toBe(61000);
  });

  it("leave an ADMIN's show of an activity to the database, uncached", async () => {
    const [archived] = await db.select().from(activities).where(eq(activities.archived, true));
    const res = await get(`/api/activities/show/${archived!.id}`, admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().activity.archived).toBe(true);
    expect(res.headers.etag).toBeUndefined();
  });

  it('never let a key the response schema does not name into a body', async () => {
    const [course] = await courseRepository(db).list();
    const withSecret = { ...course!, passwordHash: 'argon2id-secreto' };
    expect(publicBody(r.course, { course: withSecret }).json).not.toContain('secreto');
  });
});

describe('two instances on one database', () => {
  it('keep catalogs of their own', async () => {
    expect(second.deps.catalog).not.toBe(deps.catalog);
  });

  it('see an admin write made through the other instance at once, with the same ETag', async () => {
    const before = await get('/api/courses', {}, second.app);
    await db.update(courses).set({ pricePesos: 1 }).where(eq(courses.slug, 'talleres-virtuales'));
    // Written behind the catalogs' back: the second instance keeps serving what it cached.
    expect((await get('/api/courses', {}, second.app)).body).toBe(before.body);

    await editCourse(app, 62000);
    // Told through the database (NOTIFY), well before the 30-second expiry.
    await vi.waitFor(
      async () => expect(virtualPrice(await get('/api/courses', {}, second.app))).toBe(62000),
      { timeout: 3_000, interval: 20 },
    );
    const [onFirst, onSecond] = await Promise.all([get('/api/courses'), get('/api/courses', {}, second.app)]);
    expect(onSecond.headers.etag).toBe(onFirst.headers.etag);
    expect(onSecond.headers.etag).not.toBe(before.headers.etag);
  });
});
