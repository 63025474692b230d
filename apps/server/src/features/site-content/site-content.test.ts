import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { asc, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import type { SiteImage, SiteSections } from '@constelaciones/contract';
import { auditLog, modules, siteContent, users } from '../../db/schema';
import { demoSiteSections } from '../../db/seed/demo-site-sections';
import { siteDigest } from '../../test/digest';
import { buildSecondInstance, sessionFor } from '../../test/helper';
import { multipart } from '../../test/multipart';
import { bought, buildPurchasesTestApp, newActivity, student } from '../../test/fixtures/purchases';

/*
 * The admin's 'Contenido del sitio': her texts, pictures, syllabus and details saved as records, each
 * save audited and shown at once by every instance; her notices (and the test e-mail) reaching the address
 * she set, through a real SMTP server on loopback.
 */
const testApp = await buildPurchasesTestApp();
const { app, deps, mailbox } = testApp;
const { db } = deps.database;
const second = await buildSecondInstance(testApp);
const admin = await sessionFor(deps, 'ADMIN');
const user = await sessionFor(deps, 'USER');
const imgDir = path.join(deps.config.dataDir, 'img');

const png = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#8a6b4f' } })
  .png()
  .toBuffer();
const image = { field: 'img', filename: 'ronda.png', contentType: 'image/png', bytes: png };

const put = (url: string, payload: unknown, headers: Record<string, string> = admin.headers) =>
  app.inject({ method: 'PUT', url: `/api${url}`, headers, payload: payload as object });
const addPicture = (key: string, fields: Record<string, string>, file = image) => {
  const form = multipart(fields, file);
  return app.inject({
    method: 'POST',
    url: `/api/admin/site-content/${key}/pictures`,
    headers: { ...form.headers, ...admin.headers },
    payload: form.payload,
  });
};
const row = async (key: string) => (await db.select().from(siteContent).where(eq(siteContent.key, key)))[0];
const lastAudit = async () => (await db.select().from(auditLog).orderBy(desc(auditLog.at)).limit(1))[0]!;
/** What the other instance's pages are given, as soon as the NOTIFY reaches it. */
const onOtherInstance = async (check: (site: Awaited<ReturnType<typeof second.deps.catalog.site>>) => void) =>
  vi.waitFor(async () => check(await second.deps.catalog.site()), { timeout: 3_000, interval: 20 });

const { home, footer } = demoSiteSections;
const homeTexts = {
  heading: home.heading,
  shortBio: home.shortBio,
  description: home.description,
  video: home.video,
  videoTitle: home.videoTitle,
};

describe('PUT /admin/site-content/{key}', () => {
  it('saves her texts as hers, audited, and the other instance shows them at once', async () => {
    expect((await row('home'))!.demo).toBe(true);
    // The other instance has read (and cached) the demo's text.
    expect((await second.deps.catalog.site()).home.shortBio).toBe(home.shortBio);

    const res = await put('/admin/site-content/home', {
      ...homeTexts,
      shortBio: 'Acompaño procesos **familiares** desde 2010.',
      video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ msg: 'Contenido guardado' });

    const saved = (await row('home'))!;
    expect(saved.demo).toBe(false);
    expect(saved.value).toMatchObject({
      shortBio: 'Acompaño procesos **familiares** desde 2010.',
      video: 'dQw4w9WgXcQ',
      // The pictures are kept.
      banner: home.banner,
    });
    const audit = await lastAudit();
    expect(audit).toMatchObject({ entity: 'site-content', action: 'update', actorId: admin.userId });
    expect(audit.before).toMatchObject({ key: 'home', shortBio: home.shortBio });
    expect(audit.after).toMatchObject({
      key: 'home',
      shortBio: 'Acompaño procesos **familiares** desde 2010.',
    });
    await onOtherInstance((site) =>
      expect(site.home.shortBio).toBe('Acompaño procesos **familiares** desde 2010.'),
    );
  });

  it('answers a Spanish 400 to bad input and changes nothing', async () => {
    const before = await siteDigest(deps);
    const res = await put('/admin/site-content/footer', { ...footer, instagram: 'javascript:alert(1)' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      msg: 'El link debe ser una dirección web que empiece con https://',
      errors: { instagram: 'El link debe ser una dirección web que empiece con https://' },
    });
    const badVideo = await put('/admin/site-content/home', { ...homeTexts, video: 'https://vimeo.com/1' });
    expect(badVideo.json()).toMatchObject({ errors: { video: expect.stringContaining('YouTube') } });
    const badEmail = await put('/admin/site-content/owner', {
      name: 'Ana',
      profession: '',
      noticesEmail: 'ana@',
    });
    expect(badEmail.json()).toMatchObject({ msg: 'Email no válido' });
    expect(await siteDigest(deps)).toEqual(before);
  });

  it('is for administrators only', async () => {
    const body = { ...footer, instagram: 'https://www.instagram.com/otra' };
    expect((await put('/admin/site-content/footer', body, {})).statusCode).toBe(401);
    expect((await put('/admin/site-content/footer', body, user.headers)).statusCode).toBe(403);
    expect((await row('footer'))!.value).toMatchObject({ instagram: footer.instagram });
  });
});

describe('the pictures of a record', () => {
  const slides = () => deps.catalog.site().then((site) => site.workshops['talleres-presenciales'].slides);

  it('adds an uploaded picture with its alt text to a carousel, audited', async () => {
    const res = await addPicture('talleres-presenciales', { slot: 'slides', alt: 'Una ronda de personas.' });
    expect(res.statusCode, res.body).toBe(201);
    const { pictures } = res.json<{ pictures: SiteImage[] }>();
    expect(pictures).toHaveLength(5);
    const added = pictures.at(-1)!;
    expect(added.alt).toBe('Una ronda de personas.');
    expect(added.file).toMatch(/^[0-9a-f-]{36}\.webp$/);
    expect(await readdir(imgDir)).toContain(added.file);
    expect((await row('talleres-presenciales'))!.demo).toBe(false);
    expect(await lastAudit()).toMatchObject({
      entity: 'site-content',
      after: { key: 'talleres-presenciales' },
    });
    await onOtherInstance((site) =>
      expect(site.workshops['talleres-presenciales'].slides.at(-1)).toEqual(added),
    );
  });

  it('replaces the one picture of a single place', async () => {
    const res = await addPicture('biography', { slot: 'portrait', alt: 'Mi retrato.' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ pictures: SiteImage[] }>().pictures).toEqual([
      { file: expect.stringMatching(/\.webp$/), alt: 'Mi retrato.' },
    ]);
  });

  it('refuses a picture without alt text, one that is no image, and a place the record lacks', async () => {
    const before = await siteDigest(deps);
    const noAlt = await addPicture('talleres-presenciales', { slot: 'slides', alt: ' ' });
    expect(noAlt.statusCode).toBe(400);
    expect(noAlt.json()).toMatchObject({ msg: 'Describí la imagen con unas palabras (texto alternativo).' });
    const notImage = await addPicture(
      'talleres-presenciales',
      { slot: 'slides', alt: 'Algo.' },
      { ...image, bytes: Buffer.from('no soy una imagen') },
    );
    expect(notImage.json()).toMatchObject({ msg: 'El archivo debe ser una imagen' });
    const noSuchPlace = await addPicture('footer', { slot: 'slides', alt: 'Algo.' });
    expect(noSuchPlace.json()).toMatchObject({ msg: 'Esta sección no tiene ese lugar para imágenes.' });
    expect(await siteDigest(deps)).toEqual(before);
  });

  it('reorders, describes and removes pictures; a removed upload is let go, a demo drawing stays', async () => {
    const current = await slides();
    const uploaded = current.at(-1)!;
    const [firstDemo, ...otherDemos] = current.slice(0, -1);
    const kept = [{ ...uploaded, alt: 'La ronda, primera.' }, ...otherDemos.reverse()];
    const res = await put('/admin/site-content/talleres-presenciales/pictures/slides', { pictures: kept });
    expect(res.statusCode, res.body).toBe(200);
    expect(await slides()).toEqual(kept);
    // The demo's drawing is removed with the demo, not here.
    expect(await readdir(imgDir)).toContain(firstDemo!.file);

    const without = await put('/admin/site-content/talleres-presenciales/pictures/slides', {
      pictures: kept.slice(1),
    });
    expect(without.statusCode).toBe(200);
    expect(await readdir(imgDir)).not.toContain(uploaded.file);
  });

  it('refuses a picture the place does not have, changing nothing', async () => {
    const before = await siteDigest(deps);
    const res = await put('/admin/site-content/talleres-presenciales/pictures/slides', {
      pictures: [{ file: '../../etc/passwd', alt: 'Algo.' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ msg: expect.stringContaining('Recargá la página') });
    expect(await siteDigest(deps)).toEqual(before);
  });
});

describe('PUT /admin/syllabus/{number}', () => {
  it("sets the topics of both rows of a module's number, shown by the public modules", async () => {
    const topics = ['Padres e hijos', 'El lugar de cada uno'];
    const res = await put('/admin/syllabus/3', { topics });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await db.select().from(modules).where(eq(modules.number, 3));
    expect(rows).toHaveLength(2);
    expect(rows.map((module) => module.topics)).toEqual([topics, topics]);
    await vi.waitFor(async () => {
      const body = (await second.app.inject({ url: '/api/modules' })).json<{
        modules: { number: number; topics: string[] }[];
      }>();
      expect(body.modules.filter((module) => module.number === 3).map((module) => module.topics)).toEqual([
        topics,
        topics,
      ]);
    });
    expect(await lastAudit()).toMatchObject({ entity: 'module', after: { number: 3, topics } });
  });

  it('answers 404 for a number with no module and 400 for an empty topic', async () => {
    expect((await put('/admin/syllabus/99', { topics: ['Uno'] })).statusCode).toBe(404);
    const empty = await put('/admin/syllabus/3', { topics: ['Uno', ' '] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ msg: 'Un tema no puede quedar vacío.' });
  });
});

describe('her details and notices', () => {
  const saveOwner = (owner: Partial<SiteSections['owner']>) =>
    put('/admin/site-content/owner', { ...demoSiteSections.owner, ...owner });

  it("'Enviar correo de prueba' e-mails the notices address she set, signed with her name", async () => {
    expect((await saveOwner({ name: 'Lucía Pérez', noticesEmail: 'avisos@lucia.example' })).statusCode).toBe(
      200,
    );
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/site-content/test-email',
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ msg: 'Enviamos un correo de prueba a avisos@lucia.example.' });
    await deps.mail.drain();
    const mail = await mailbox.waitForMail('avisos@lucia.example', 'Correo de prueba');
    expect(mail.from).toContain('Lucía Pérez');
    expect(mail.text).toContain('los avisos del sitio');
    // The mail server took it: 'Estado del sitio' counts it, and the change log tells it.
    const status = await app.inject({ method: 'GET', url: '/api/admin/site-status', headers: admin.headers });
    expect(status.json<{ checks: { key: string; done: boolean }[] }>().checks).toContainEqual(
      expect.objectContaining({ key: 'testEmail', done: true }),
    );
    const [proof] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'test-email'))
      .orderBy(desc(auditLog.at));
    expect(proof?.after).toEqual({ to: 'avisos@lucia.example' });
  });

  it("sends a new purchase's 'Nueva inscripción' to the notices address set in the admin", async () => {
    expect(
      (await saveOwner({ name: 'Lucía Pérez', noticesEmail: 'inscripciones@lucia.example' })).statusCode,
    ).toBe(200);
    const activity = await newActivity(deps, { title: 'Taller de otoño' });
    const purchase = await bought(app, await student(deps), {
      inscription: activity.id,
      inscriptionModel: 'Activity',
      wayToPay: 'transfer',
    });
    await deps.mail.drain();
    const notice = await mailbox.waitForMail('inscripciones@lucia.example', 'Nueva inscripción');
    expect(notice.subject).toBe('Nueva inscripción: Taller de otoño');
    expect(notice.text).toContain(purchase.reference);
    expect(notice.from).toContain('Lucía Pérez');
  });

  it("without a notices address, sends them to the first administrator's e-mail", async () => {
    expect((await saveOwner({ noticesEmail: '' })).statusCode).toBe(200);
    const [first] = await db
      .select()
      .from(users)
      .where(eq(users.role, 'ADMIN'))
      .orderBy(asc(users.createdAt))
      .limit(1);
    const activity = await newActivity(deps, { title: 'Taller de invierno' });
    await bought(app, await student(deps), {
      inscription: activity.id,
      inscriptionModel: 'Activity',
      wayToPay: 'transfer',
    });
    await deps.mail.drain();
    const notice = await mailbox.waitForMail(first!.email, 'Nueva inscripción');
    expect(notice.subject).toBe('Nueva inscripción: Taller de invierno');
    // With no address to try, the test e-mail says what to do.
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/site-content/test-email',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ msg: 'Primero guardá la dirección donde recibís los avisos.' });
  });
});

describe('a site whose owner has saved nothing yet (no demo)', () => {
  it('gives the pages empty records, and drops a notice it has nobody to send to', async () => {
    const empty = await buildPurchasesTestApp({ SEED_DEMO: '0' });
    const site = await empty.deps.catalog.site();
    expect(site.owner).toEqual({ name: '', profession: '' });
    expect(site.home).toMatchObject({ heading: '', shortBio: '', banner: [], portrait: [], poster: [] });
    expect(site.workshops['talleres-presenciales'].slides).toEqual([]);

    const activity = await newActivity(empty.deps, { title: 'Taller sin dueña' });
    const purchase = await bought(empty.app, await student(empty.deps), {
      inscription: activity.id,
      inscriptionModel: 'Activity',
      wayToPay: 'transfer',
    });
    await empty.deps.mail.drain();
    // No notices address and no administrator: the notice goes nowhere (a warning in the log).
    expect(empty.mailbox.received.map((mail) => mail.subject)).not.toContain(
      `Nueva inscripción: ${purchase.inscription.title}`,
    );
    // Once an administrator exists, the next one reaches her.
    const owner = await sessionFor(empty.deps, 'ADMIN');
    await bought(empty.app, await student(empty.deps), {
      inscription: activity.id,
      inscriptionModel: 'Activity',
      wayToPay: 'transfer',
    });
    await empty.deps.mail.drain();
    expect((await empty.mailbox.waitForMail(owner.email, 'Nueva inscripción')).subject).toBe(
      'Nueva inscripción: Taller sin dueña',
    );
  });
});
