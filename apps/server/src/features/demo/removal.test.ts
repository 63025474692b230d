import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  activities,
  articles,
  auditLog,
  constellators,
  courses,
  modules,
  paymentSettings,
  purchases,
  siteContent,
  users,
} from '../../db/schema';
import { sessionFor } from '../../test/helper';
import { bought, buildPurchasesTestApp, newActivity, student } from '../../test/fixtures/purchases';

/*
 * 'Quitar el contenido de demostración' on a demo database where a real student paid for an activity the owner
 * created: the demo goes, the structure, the owner's activity, the student, her purchase and payment stay.
 */
const { app, deps } = await buildPurchasesTestApp();
const { db } = deps.database;
const admin = await sessionFor(deps, 'ADMIN');

const count = async (
  table: typeof activities | typeof articles | typeof constellators | typeof paymentSettings,
) => (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
const remove = (headers?: { authorization: string }) =>
  app.inject({ method: 'POST', url: '/api/admin/demo/remove', ...(headers && { headers }) });
const status = async () =>
  (await app.inject({ method: 'GET', url: '/api/admin/demo', headers: admin.headers })).json<{
    demo: boolean;
  }>();

describe("'Quitar el contenido de demostración'", () => {
  it('refuses anonymous (401) and USER (403) callers, changing nothing', async () => {
    const user = await sessionFor(deps, 'USER');
    expect((await remove()).statusCode).toBe(401);
    expect((await remove(user.headers)).statusCode).toBe(403);
    expect(await count(activities)).toBeGreaterThan(0);
    expect(await status()).toEqual({ demo: true });
  });

  it("deletes the demo and its pictures, keeps the structure, the owner's work and the student's payment", async () => {
    // The owner's own activity, and a demo article she edited (its mark cleared: it is hers now).
    const own = (await newActivity(deps, { title: 'Taller de la dueña', img: 'propia.webp' })).id;
    const [demoArticle] = await db.select().from(articles).limit(1);
    await db
      .update(articles)
      .set({ title: 'Editado por ella', demo: false })
      .where(eq(articles.id, demoArticle!.id));
    await db
      .insert(siteContent)
      .values({ key: 'home', value: { banner: 'demo-home.webp' }, demo: true })
      .onConflictDoUpdate({
        target: siteContent.key,
        set: { value: { banner: 'demo-home.webp' }, demo: true },
      });

    // A real student buys it and the owner confirms the transfer.
    const ana = await student(deps);
    const purchase = await bought(app, ana, {
      inscription: own,
      inscriptionModel: 'Activity',
      wayToPay: 'transfer',
    });
    const confirm = await app.inject({
      method: 'POST',
      url: '/api/checkout/transfer-confirm',
      headers: admin.headers,
      payload: { idPurchase: purchase._id },
    });
    expect(confirm.statusCode).toBe(200);

    const demoPictures = (
      await db.select({ img: activities.img }).from(activities).where(eq(activities.demo, true))
    ).map((row) => row.img);
    expect(demoPictures.length).toBeGreaterThan(0);
    expect(await deps.images.has(demoPictures[0]!)).toBe(true);

    const res = await remove(admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: 'Contenido de demostración quitado.' });

    // The demo is gone: its activities, articles, constellators, bank details, texts and pictures.
    expect((await db.select().from(activities)).map((row) => row.id)).toEqual([own]);
    expect((await db.select().from(articles)).map((row) => row.title)).toEqual(['Editado por ella']);
    expect(await count(constellators)).toBe(0);
    expect(await count(paymentSettings)).toBe(0);
    expect(await db.select().from(siteContent).where(eq(siteContent.demo, true))).toEqual([]);
    for (const name of demoPictures) expect(await deps.images.has(name)).toBe(false);
    // The edited article's picture is still named by it: kept.
    expect(await deps.images.has(demoArticle!.img)).toBe(true);

    // The structure stays, without the demo's dates, prices and links.
    const moduleRows = await db.select().from(modules);
    expect(moduleRows).toHaveLength(34);
    expect(moduleRows.every((row) => row.date === null && row.link === '' && !row.open && !row.demo)).toBe(
      true,
    );
    expect(
      (await db.select().from(courses)).map((row) => [row.slug, row.day, row.pricePesos]).sort(),
    ).toEqual([
      ['talleres-presenciales', null, 0],
      ['talleres-virtuales', null, 0],
    ]);

    // The student, her purchase and its payment stay.
    expect(await db.select().from(users).where(eq(users.id, ana.userId))).toHaveLength(1);
    const [kept] = await db.select().from(purchases).where(eq(purchases.id, purchase._id));
    expect(kept).toMatchObject({ state: 'paid', pay: true, inscriptionId: own });

    // One audited action; the public lists show it at once; the banner is gone and the demo never comes back.
    const entries = await db.select().from(auditLog).where(eq(auditLog.entity, 'demo'));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.actorId).toBe(admin.userId);
    const listed = await app.inject({ method: 'GET', url: '/api/activities' });
    expect(listed.json<{ activities: { _id: string }[] }>().activities.map((a) => a._id)).toEqual([own]);
    expect(await status()).toEqual({ demo: false });
    const { seedDemoContent } = await import('../../db/seed/seed');
    expect(await seedDemoContent(db, deps.images)).toBe(false);
  });
});
