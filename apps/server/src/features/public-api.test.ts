import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activities, modules, purchases } from '../db/schema';
import { demoActivities, demoArticles, demoConstellators } from '../db/seed/demo-data';
import { buildTestApp, sessionFor } from '../test/helper';

const { app, deps } = await buildTestApp();
const admin = await sessionFor(deps, 'ADMIN');
const student = await sessionFor(deps, 'USER');
const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const archivedTitle = demoActivities.find((a) => a.archived)!.title;

describe('GET /api/activities', () => {
  it('answers { activities } with every non-archived activity by date, each with _id', async () => {
    const res = await get('/api/activities');
    expect(res.statusCode).toBe(200);
    const { activities: list } = res.json<{ activities: { _id: string; title: string; day: string }[] }>();
    expect(list).toHaveLength(demoActivities.filter((a) => !a.archived).length);
    expect(list.every((a) => UUID.test(a._id))).toBe(true);
    expect(list.map((a) => a.title)).not.toContain(archivedTitle);
    const days = list.map((a) => Date.parse(a.day));
    expect(days).toEqual([...days].sort((x, y) => x - y));
  });

  it('shows one activity as { activity }, and hides archived ones from everyone but admins', async () => {
    const [archived] = await deps.database.db
      .select({ id: activities.id })
      .from(activities)
      .where(eq(activities.archived, true));
    const visible = (await get('/api/activities')).json().activities[0];
    const res = await get(`/api/activities/show/${visible._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().activity).toMatchObject({ _id: visible._id, title: visible.title });
    expect((await get(`/api/activities/show/${archived!.id}`)).statusCode).toBe(404);
    expect((await get(`/api/activities/show/${archived!.id}`, student.headers)).statusCode).toBe(404);
    const asAdmin = await get(`/api/activities/show/${archived!.id}`, admin.headers);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().activity.archived).toBe(true);
  });

  it('answers 404 with a Spanish message for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'no-es-un-id', "1' or '1'='1"]) {
      const res = await get(`/api/activities/show/${encodeURIComponent(id)}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ msg: 'No encontramos lo que buscás.' });
    }
  });
});

describe('GET /api/courses', () => {
  it('answers { courses } with the two workshop courses and numeric prices', async () => {
    const res = await get('/api/courses');
    expect(res.statusCode).toBe(200);
    const { courses } = res.json<{ courses: Record<string, unknown>[] }>();
    expect(courses.map((c) => c.slug).sort()).toEqual(['talleres-presenciales', 'talleres-virtuales']);
    for (const course of courses) {
      expect(typeof course.pricePesos).toBe('number');
      expect(typeof course.priceAnticipedPesos).toBe('number');
      expect(typeof course.priceDolar).toBe('number');
      expect(course.hour).toBeGreaterThanOrEqual(0);
      expect(course.hour).toBeLessThanOrEqual(23);
    }
    const one = await get(`/api/courses/show/${courses[0]!._id as string}`);
    expect(one.json().course._id).toBe(courses[0]!._id);
  });
});

describe('GET /api/blog', () => {
  it('answers { articles }, last updated first, and { article } for one', async () => {
    const res = await get('/api/blog');
    const { articles } = res.json<{ articles: { _id: string; updatedAt: string; title: string }[] }>();
    expect(articles).toHaveLength(demoArticles.length);
    const updated = articles.map((a) => Date.parse(a.updatedAt));
    expect(updated).toEqual([...updated].sort((x, y) => y - x));
    const one = await get(`/api/blog/show/${articles[0]!._id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().article.title).toBe(articles[0]!.title);
    expect((await get('/api/blog/show/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('GET /api/modules', () => {
  it('lists the training modules 0 to 16, live and recorded, without their paid link', async () => {
    const res = await get('/api/modules', student.headers);
    const { modules: list } = res.json<{ modules: Record<string, unknown>[] }>();
    expect(list).toHaveLength(34);
    expect(new Set(list.map((m) => m.number))).toEqual(new Set(Array.from({ length: 17 }, (_, i) => i)));
    expect(list.every((m) => !('link' in m))).toBe(true);
    expect(list.every((m) => (m.content as { link: boolean }).link)).toBe(true);
    expect(res.body).not.toContain('sala.example.com');
  });

  it('gives the paid link of one module to its owners: a paid purchase, not a pending one', async () => {
    const [row] = await deps.database.db.select().from(modules).limit(1);
    const buy = (userId: string, state: 'pending' | 'paid') =>
      deps.database.db.insert(purchases).values({
        userId,
        inscriptionId: row!.id,
        inscriptionModel: 'Module',
        wayToPay: 'transfer',
        state,
        pay: state === 'paid',
        amount: row!.pricePesos,
        currency: 'ARS',
        reference: `INS-${state.toUpperCase().slice(0, 6)}`,
      });
    const owner = await sessionFor(deps, 'USER');
    const waiting = await sessionFor(deps, 'USER');
    await buy(owner.userId, 'paid');
    await buy(waiting.userId, 'pending');
    expect((await get(`/api/modules/${row!.id}`, owner.headers)).json().module.link).toBe(row!.link);
    expect((await get(`/api/modules/${row!.id}`, waiting.headers)).json().module).not.toHaveProperty('link');
  });

  it('gives the paid link of one module to no one else but an admin', async () => {
    const [row] = await deps.database.db.select().from(modules).limit(1);
    const anonymous = await get(`/api/modules/${row!.id}`);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json().module).not.toHaveProperty('link');
    expect((await get(`/api/modules/${row!.id}`, student.headers)).json().module).not.toHaveProperty('link');
    expect((await get(`/api/modules/${row!.id}`, admin.headers)).json().module.link).toBe(row!.link);
  });
});

describe('GET /api/user/constellators', () => {
  it('answers { constellators } with their public contact data', async () => {
    const { constellators } = (await get('/api/user/constellators')).json();
    expect(constellators).toHaveLength(demoConstellators.length);
    expect(constellators[0]).toEqual(
      expect.objectContaining({
        _id: expect.stringMatching(UUID),
        email: expect.any(String),
        phone: expect.any(String),
      }),
    );
  });
});

describe('public responses', () => {
  it('never carry password hashes, tokens or e-mails of accounts', async () => {
    const bodies = await Promise.all(
      ['/api/activities', '/api/courses', '/api/blog', '/api/modules', '/api/user/constellators'].map(
        async (url) => (await get(url)).body,
      ),
    );
    for (const body of bodies) {
      expect(body).not.toMatch(/password|token|argon2/i);
      expect(body).not.toContain(admin.email);
      expect(body).not.toContain(student.email);
    }
  });

  it('answer unknown API paths with a JSON 404 in Spanish', async () => {
    const res = await get('/api/no-existe');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ msg: 'No encontramos lo que buscás.' });
  });

  it('reports health when the database answers', async () => {
    const res = await get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

describe('catalog cache', () => {
  it('shows an activity written by an admin once the cache is invalidated', async () => {
    await deps.database.db.insert(activities).values({
      title: 'Actividad recién creada',
      description: 'Texto',
      day: new Date('2030-01-01T13:00:00Z'),
      modality: 'Virtual',
    });
    deps.catalog.invalidate('activities');
    const titles = (await get('/api/activities')).json().activities.map((a: { title: string }) => a.title);
    expect(titles).toContain('Actividad recién creada');
  });
});
