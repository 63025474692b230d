import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages, type Constellator, type Graduate } from '@constelaciones/contract';
import { auditLog, modules, publishedGraduates, purchases, users } from '../../db/schema';
import { buildTestApp, sessionFor } from '../../test/helper';

/*
 * 'Formación Finalizada' and /consteladores: who finished the training, the graduate's consent in the profile,
 * the owner publishing and removing. Each test's people share a surname no other test uses, so searching it
 * scopes the list to that test.
 */
const { app, deps } = await buildTestApp();
const { db } = deps.database;
const trainingModules = await db.select().from(modules);
const moduleNumbers = [...new Set(trainingModules.map((module) => module.number))];

type Caller = Awaited<ReturnType<typeof sessionFor>>;

/** A student with a full profile; finished modules as told (by number, live for even ones, recorded for odd). */
async function student(lastName: string, finished: number[] = moduleNumbers): Promise<Caller> {
  const caller = await sessionFor(deps, 'USER');
  await db
    .update(users)
    .set({ firstName: 'Ana', lastName, country: 'Uruguay', phone: '59899123456' })
    .where(eq(users.id, caller.userId));
  for (const number of finished) {
    const module = trainingModules.find(
      (each) => each.number === number && each.typeModule === (number % 2 ? 'asincronico' : 'sincronico'),
    )!;
    await db.insert(purchases).values({
      userId: caller.userId,
      inscriptionId: module.id,
      inscriptionModel: 'Module',
      inscriptionTitle: module.title,
      typeModule: module.typeModule,
      wayToPay: 'transfer',
      state: 'paid',
      pay: true,
      finish: true,
      amount: 1000,
      currency: 'ARS',
      reference: `T-${randomUUID().slice(0, 8)}`,
    });
  }
  return caller;
}

async function graduates(search: string, role: 'ADMIN' | 'USER' = 'ADMIN') {
  const caller = await sessionFor(deps, role);
  const res = await app.inject({
    method: 'GET',
    url: `/api/user/graduates?search=${encodeURIComponent(search)}`,
    headers: caller.headers,
  });
  return { res, body: res.json<{ graduates: Graduate[]; total: number }>() };
}

const consent = (caller: Caller, payload: object) =>
  app.inject({ method: 'PUT', url: '/api/user/constellator-consent', payload, headers: caller.headers });

async function publish(userId: string, published: boolean, role: 'ADMIN' | 'USER' = 'ADMIN') {
  const caller = await sessionFor(deps, role);
  return app.inject({
    method: 'PUT',
    url: `/api/user/graduates/publish/${userId}`,
    payload: { published },
    headers: caller.headers,
  });
}

async function publicList(): Promise<Constellator[]> {
  const res = await app.inject({ method: 'GET', url: '/api/user/constellators' });
  expect(res.statusCode).toBe(200);
  return res.json<{ constellators: Constellator[] }>().constellators;
}

const cardsOf = async (lastName: string) =>
  (await publicList()).filter((constellator) => constellator.lastName === lastName);

const auditOf = (entity: string, action: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.action, action)));

describe("GET /user/graduates ('Formación Finalizada')", () => {
  it('lists the people who finished every module of the training, either format, not one module less', async () => {
    expect(moduleNumbers.length).toBeGreaterThan(1);
    const graduate = await student('Graduadéz');
    const almost = await student('Graduadez', moduleNumbers.slice(1));
    await student('Graduadez', []);
    // One of the graduate's modules not finished yet: not a graduate.
    const [first] = await db.select().from(purchases).where(eq(purchases.userId, graduate.userId)).limit(1);
    await db.update(purchases).set({ finish: false }).where(eq(purchases.id, first!.id));
    const { res, body } = await graduates('graduadez');
    expect(res.statusCode).toBe(200);
    expect(body).toEqual({ graduates: [], total: 0 });

    // Finished (some modules live, others recorded): a graduate, found without accents or case.
    await db.update(purchases).set({ finish: true }).where(eq(purchases.id, first!.id));
    const listed = await graduates('GRADUADEZ');
    expect(listed.body.total).toBe(1);
    expect(listed.body.graduates).toEqual([
      {
        _id: graduate.userId,
        firstName: 'Ana',
        lastName: 'Graduadéz',
        country: 'Uruguay',
        email: graduate.email,
        phone: '59899123456',
        consent: { listed: false, showsEmail: false, showsPhone: false },
        published: false,
        finished: true,
      },
    ]);
    expect(listed.body.graduates.map((each) => each._id)).not.toContain(almost.userId);
  });

  it('refuses students (403) and anonymous visitors (401)', async () => {
    expect((await graduates('', 'USER')).res.statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'GET', url: '/api/user/graduates' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('publishing a graduate on /consteladores', () => {
  it('refuses without their consent (409, Spanish message) and changes nothing', async () => {
    const graduate = await student('Sinconsentimiento');
    const before = await publicList();
    const res = await publish(graduate.userId, true);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ msg: messages.constellator.noConsent });
    expect(
      await db.select().from(publishedGraduates).where(eq(publishedGraduates.userId, graduate.userId)),
    ).toEqual([]);
    expect(await publicList()).toEqual(before);
  });

  it('refuses someone who did not finish the training, even with consent', async () => {
    const almost = await student('Casigraduada', moduleNumbers.slice(1));
    expect((await consent(almost, { listed: true, showsEmail: true, showsPhone: true })).statusCode).toBe(
      200,
    );
    const res = await publish(almost.userId, true);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ msg: messages.constellator.notGraduate });
    expect(await cardsOf('Casigraduada')).toEqual([]);
  });

  it('with consent shows only the agreed contact data, follows the account, and goes when consent is withdrawn', async () => {
    const graduate = await student('Publicada');
    const saved = await consent(graduate, { listed: true, showsEmail: true, showsPhone: false });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      consent: { listed: true, showsEmail: true, showsPhone: false },
      msg: messages.constellator.consentSaved,
    });
    const handEntered = (await publicList()).filter((each) => each.lastName !== 'Publicada');

    const res = await publish(graduate.userId, true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: messages.constellator.published });
    const [card] = await cardsOf('Publicada');
    expect(card).toEqual({
      _id: expect.any(String),
      firstName: 'Ana',
      lastName: 'Publicada',
      country: 'Uruguay',
      email: graduate.email,
      phone: '',
      avatar: '',
    });
    expect(card!._id).not.toBe(graduate.userId);
    expect((await graduates('publicada')).body.graduates[0]).toMatchObject({ published: true });
    // The constellators entered by hand are all still there.
    expect(await publicList()).toEqual(expect.arrayContaining(handEntered));
    expect(await auditOf('constellator', 'create')).toEqual([
      expect.objectContaining({ entityId: card!._id, after: { userId: graduate.userId } }),
    ]);

    // The card follows the account: a new name and the phone once agreed, at once.
    const profile = await app.inject({
      method: 'PUT',
      url: '/api/user/update-user',
      payload: {
        firstName: 'Ana María',
        lastName: 'Publicada',
        birthday: '1980-01-02',
        phone: '59899000111',
        country: 'Chile',
      },
      headers: graduate.headers,
    });
    expect(profile.statusCode).toBe(200);
    await consent(graduate, { listed: true, showsEmail: false, showsPhone: true });
    expect(await cardsOf('Publicada')).toEqual([
      expect.objectContaining({ firstName: 'Ana María', country: 'Chile', email: '', phone: '59899000111' }),
    ]);

    // Withdrawn: gone from the list at once, audited, and the owner cannot publish again.
    const withdrawn = await consent(graduate, { listed: false, showsEmail: true, showsPhone: true });
    expect(withdrawn.json().consent).toEqual({ listed: false, showsEmail: false, showsPhone: false });
    expect(await cardsOf('Publicada')).toEqual([]);
    expect(await auditOf('constellator', 'delete')).toEqual(
      expect.arrayContaining([expect.objectContaining({ entityId: card!._id, actorId: graduate.userId })]),
    );
    expect((await publish(graduate.userId, true)).statusCode).toBe(409);
    expect(await cardsOf('Publicada')).toEqual([]);
  });

  it('unpublishing removes the card', async () => {
    const graduate = await student('Quitada');
    await consent(graduate, { listed: true, showsEmail: true, showsPhone: true });
    await publish(graduate.userId, true);
    expect(await cardsOf('Quitada')).toHaveLength(1);
    const res = await publish(graduate.userId, false);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: messages.constellator.unpublished });
    expect(await cardsOf('Quitada')).toEqual([]);
    expect((await graduates('quitada')).body.graduates[0]).toMatchObject({ published: false });
  });

  it('a published person whose module is un-marked stays listed, marked as no longer finished, until removed', async () => {
    const graduate = await student('Desmarcada');
    await consent(graduate, { listed: true, showsEmail: true, showsPhone: true });
    expect((await publish(graduate.userId, true)).statusCode).toBe(200);
    const [first] = await db.select().from(purchases).where(eq(purchases.userId, graduate.userId)).limit(1);
    await db.update(purchases).set({ finish: false }).where(eq(purchases.id, first!.id));

    const { body } = await graduates('desmarcada');
    expect(body.total).toBe(1);
    expect(body.graduates[0]).toMatchObject({ _id: graduate.userId, published: true, finished: false });
    // Not published again while unfinished, but the owner can remove the card; then the person leaves the tab.
    expect((await publish(graduate.userId, false)).statusCode).toBe(200);
    expect((await publish(graduate.userId, true)).statusCode).toBe(409);
    expect(await cardsOf('Desmarcada')).toEqual([]);
    expect((await graduates('desmarcada')).body).toEqual({ graduates: [], total: 0 });
  });

  it('a deleted account takes its card with it', async () => {
    const graduate = await student('Borrada');
    await consent(graduate, { listed: true, showsEmail: true, showsPhone: true });
    await publish(graduate.userId, true);
    await db.delete(purchases).where(eq(purchases.userId, graduate.userId));
    await db.delete(users).where(eq(users.id, graduate.userId));
    deps.catalog.invalidate('constellators');
    expect(await cardsOf('Borrada')).toEqual([]);
  });

  it('only an admin publishes: 403 for a student, 401 anonymous, 404 for an unknown account', async () => {
    const graduate = await student('Protegida');
    await consent(graduate, { listed: true, showsEmail: true, showsPhone: true });
    expect((await publish(graduate.userId, true, 'USER')).statusCode).toBe(403);
    const anonymous = await app.inject({
      method: 'PUT',
      url: `/api/user/graduates/publish/${graduate.userId}`,
      payload: { published: true },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await publish(randomUUID(), true)).statusCode).toBe(404);
    expect(await cardsOf('Protegida')).toEqual([]);
  });
});

describe('the consent (PUT/GET /user/constellator-consent)', () => {
  it("is the caller's own, audited, and refuses a body that is not three yes/no answers", async () => {
    const person = await student('Consentida', []);
    const read = () =>
      app.inject({ method: 'GET', url: '/api/user/constellator-consent', headers: person.headers });
    expect((await read()).json()).toEqual({
      consent: { listed: false, showsEmail: false, showsPhone: false },
    });
    const bad = await consent(person, { listed: 'sí' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe(messages.constellator.consentInvalid);
    await consent(person, { listed: true, showsEmail: false, showsPhone: true });
    expect((await read()).json()).toEqual({ consent: { listed: true, showsEmail: false, showsPhone: true } });
    const [entry] = (await auditOf('user', 'update')).filter((each) => each.entityId === person.userId);
    expect(entry).toMatchObject({
      actorId: person.userId,
      before: expect.objectContaining({ constellatorConsent: false }),
      after: expect.objectContaining({ constellatorConsent: true, constellatorShowsPhone: true }),
    });
    expect((await app.inject({ method: 'GET', url: '/api/user/constellator-consent' })).statusCode).toBe(401);
  });
});

describe("GET /user/graduates/csv ('Descargar CSV' of 'Formación Finalizada')", () => {
  const csv = async (search: string, role: 'ADMIN' | 'USER' = 'ADMIN') =>
    app.inject({
      method: 'GET',
      url: `/api/user/graduates/csv?search=${encodeURIComponent(search)}`,
      headers: (await sessionFor(deps, role)).headers,
    });

  it('writes every graduate under the search, by surname, with their consent and whether they are listed', async () => {
    const zuniga = await student('Csvzúñiga');
    const albas = await student('Csvalbá');
    await student('Csvzuniga', moduleNumbers.slice(1));
    expect((await consent(albas, { listed: true, showsEmail: true, showsPhone: false })).statusCode).toBe(
      200,
    );
    expect((await publish(albas.userId, true)).statusCode).toBe(200);
    await db
      .update(users)
      .set({ phone: '+54 11 4567-8901', firstName: '=HYPERLINK("x")' })
      .where(eq(users.id, zuniga.userId));

    const res = await csv('CSV');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="formacion-finalizada.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.split('\r\n')).toEqual([
      '\uFEFFNombre;Apellido;País;Email;Teléfono;Formación finalizada;Acepta figurar en Consteladores;Muestra su email;Muestra su teléfono;Publicado en Consteladores',
      `Ana;Csvalbá;Uruguay;${albas.email};59899123456;Sí;Sí;Sí;No;Sí`,
      `"'=HYPERLINK(""x"")";Csvzúñiga;Uruguay;${zuniga.email};+54 11 4567-8901;Sí;No;No;No;No`,
      '',
    ]);
  });

  it("is the owner's only: 403 for a student, 401 anonymous", async () => {
    expect((await csv('', 'USER')).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/user/graduates/csv' })).statusCode).toBe(401);
  });
});
