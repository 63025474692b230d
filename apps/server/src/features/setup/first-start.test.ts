import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  activities,
  articles,
  constellators,
  courses,
  modules,
  setupTokens,
  siteContent,
  users,
} from '../../db/schema';
import { demoModules } from '../../db/seed/demo-data';
import { logIn } from '../../test/accounts';
import { buildTestApp, sessionFor } from '../../test/helper';
import { student } from '../../test/fixtures/purchases';
import { issueSetupLink } from './first-start';

/*
 * A first start as production should be (SEED_DEMO=0, no ADMIN_EMAIL/ADMIN_PASSWORD): the site's structure is
 * there and nothing of the demo; the server prints the single-use setup address, where the owner makes her
 * account.
 */
const printed: string[] = [];
const { app, deps } = await buildTestApp({ SEED_DEMO: '0' }, { print: (line) => printed.push(line) });
const { db } = deps.database;

const setupPath = () => {
  const line = printed.find((each) => each.startsWith('http://sitio.test/configuracion-inicial/'));
  expect(line, printed.join('\n')).toBeDefined();
  return new URL(line!).pathname;
};

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const owner = {
  name: 'Laura Gómez',
  email: 'Laura@Example.com',
  password: 'clave-segura',
  noticesEmail: 'avisos@example.com',
};
const submit = (url: string, fields: Record<string, string> = owner) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form(fields),
  });

const count = async (table: typeof activities | typeof articles | typeof constellators) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

describe('a first start without the demo', () => {
  it('has the 17 live and 17 recorded modules and the two workshop records, not for sale, and no demo', async () => {
    const rows = await db.select().from(modules);
    for (const type of ['sincronico', 'asincronico'] as const) {
      const ofType = rows.filter((row) => row.typeModule === type).sort((a, b) => a.number - b.number);
      expect(ofType.map((row) => [row.number, row.title, row.topics])).toEqual(
        demoModules.map((m) => [m.number, m.title, m.topics]),
      );
    }
    expect(rows.every((row) => !row.open && row.date === null && !row.demo)).toBe(true);
    const workshops = await db.select().from(courses);
    expect(workshops.map((row) => [row.slug, row.day, row.demo]).sort()).toEqual([
      ['talleres-presenciales', null, false],
      ['talleres-virtuales', null, false],
    ]);
    expect([await count(activities), await count(articles), await count(constellators)]).toEqual([0, 0, 0]);

    const res = await app.inject({ method: 'GET', url: '/api/modules' });
    expect(res.json<{ modules: unknown[] }>().modules).toHaveLength(34);
  });

  it('prints the setup address on a line of its own; it works once, then answers 404', async () => {
    const url = setupPath();
    expect(printed).toContain(`http://sitio.test${url}`);
    const page = await app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Configuración inicial');
    expect(page.body).toContain('<form method="post">');

    // Bad input: the form again, with the message beside the field, and nothing made.
    const short = await submit(url, { ...owner, password: 'abc' });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('Mínimo 4 caracteres');
    expect(short.body).toContain('value="Laura Gómez"');
    expect(await db.select().from(users)).toEqual([]);

    // What the pages show before: no owner, so no name in the titles (read once, and cached).
    expect((await deps.catalog.site()).owner.name).toBe('');

    // Two submissions at once: exactly one owner.
    const answers = await Promise.all([submit(url), submit(url)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 404]);
    const admins = await db.select().from(users).where(eq(users.role, 'ADMIN'));
    expect(admins).toHaveLength(1);
    expect(admins[0]).toMatchObject({ email: 'laura@example.com', firstName: 'Laura Gómez' });
    expect(admins[0]!.confirmedAt).not.toBeNull();
    const [details] = await db.select().from(siteContent).where(eq(siteContent.key, 'owner'));
    expect(details).toMatchObject({
      value: { name: 'Laura Gómez', profession: '', noticesEmail: 'avisos@example.com' },
      demo: false,
    });
    expect(await db.select().from(setupTokens)).toEqual([]);
    // Every page's title carries her name at once ('{owner} - {section}').
    expect((await deps.catalog.site()).owner.name).toBe('Laura Gómez');

    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await submit(url)).statusCode).toBe(404);

    // The owner logs in, as ADMIN.
    const login = await logIn(app, owner.email.toLowerCase(), owner.password);
    expect(login.statusCode).toBe(200);
    const token = login.json<{ token: string }>().token;
    const demo = await app.inject({
      method: 'GET',
      url: '/api/admin/demo',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(demo.json()).toEqual({ demo: false });
  });

  it('answers 404 for an address that was never given, and gives none once the site has its owner', async () => {
    expect((await app.inject({ method: 'GET', url: '/configuracion-inicial/inventado' })).statusCode).toBe(
      404,
    );
    expect(await issueSetupLink(db, 'http://sitio.test')).toBeUndefined();
  });

  it('sells a workshop once the owner sets its date and prices in the admin', async () => {
    const [course] = await db.select().from(courses).where(eq(courses.slug, 'talleres-presenciales'));
    const ana = await student(deps);
    const buy = () =>
      app.inject({
        method: 'POST',
        url: '/api/purchases/create',
        headers: ana.headers,
        payload: { inscription: course!.id, inscriptionModel: 'Course', wayToPay: 'mp' },
      });
    const refused = await buy();
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ msg: 'Todavía no hay una fecha ni precios para esta inscripción.' });

    const owner = await sessionFor(deps, 'ADMIN');
    const day = new Date(Date.now() + 40 * 24 * 3600_000).toISOString().slice(0, 10);
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/courses/edit/${course!.id}`,
      headers: owner.headers,
      payload: {
        day,
        hour: 10,
        priceAnticipedPesos: 40000,
        pricePesos: 50000,
        priceDolar: 60,
        linkMP: 'https://mpago.la/abc',
        linkPP: 'https://paypal.me/laura/60USD',
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await buy()).statusCode).toBe(201);
  });
});
