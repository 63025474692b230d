import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Course, Module } from '@constelaciones/contract';
import { users } from './db/schema';
import { seedDemoContent } from './db/seed/seed';
import { verifyPassword } from './features/auth/passwords';
import { buildTestApp } from './test/helper';

describe('start-up without demo content', async () => {
  const { app, deps } = await buildTestApp({
    SEED_DEMO: '0',
    ADMIN_EMAIL: 'Duena@Example.com',
    ADMIN_PASSWORD: 'una clave larga',
  });

  it('leaves the lists empty but the structure (workshops and modules, undated) and the pages readable', async () => {
    for (const [url, key] of [
      ['/api/activities', 'activities'],
      ['/api/blog', 'articles'],
      ['/api/user/constellators', 'constellators'],
    ] as const) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.json()[key]).toEqual([]);
    }
    const courses = (await app.inject({ method: 'GET', url: '/api/courses' })).json<{ courses: Course[] }>();
    expect(courses.courses.map((course) => [course.slug, course.day])).toEqual([
      ['talleres-presenciales', null],
      ['talleres-virtuales', null],
    ]);
    const modules = (await app.inject({ method: 'GET', url: '/api/modules' })).json<{ modules: Module[] }>();
    expect(modules.modules).toHaveLength(34);
    expect(modules.modules.every((module) => module.date === null && !module.open)).toBe(true);
  });

  it('makes sure the configured admin account exists, confirmed, with a hashed password', async () => {
    const [admin] = await deps.database.db.select().from(users).where(eq(users.email, 'duena@example.com'));
    expect(admin?.role).toBe('ADMIN');
    expect(admin?.confirmedAt).toBeInstanceOf(Date);
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(admin!.passwordHash!, 'una clave larga')).toBe(true);
  });

  it('loads the demo content only into an empty database', async () => {
    expect(await seedDemoContent(deps.database.db, deps.images)).toBe(true);
    expect(await seedDemoContent(deps.database.db, deps.images)).toBe(false);
    deps.catalog.invalidate();
    const res = await app.inject({ method: 'GET', url: '/api/courses' });
    expect(res.json().courses).toHaveLength(2);
  });
});
