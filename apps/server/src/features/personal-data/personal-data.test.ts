import { randomInt } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, desc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  messages,
  personalDataMessages,
  type AuditEntry,
  type MyData,
  type Purchase,
} from '@constelaciones/contract';
import {
  auditLog,
  authTokens,
  identities,
  jobs,
  moduleProgress,
  publishedGraduates,
  purchases,
  sessions,
  users,
  waitingList,
} from '../../db/schema';
import { DISCARDED_FOLDER } from '../../integrations/images';
import { confirmedPerson, logIn, newPerson, sessionOf, type Person } from '../../test/accounts';
import { siteDigest } from '../../test/digest';
import { sessionFor } from '../../test/helper';
import { multipart } from '../../test/multipart';
import {
  bought,
  buildPurchasesTestApp,
  mailsTo,
  newActivity,
  student,
  trainingModule,
  type Caller,
} from '../../test/fixtures/purchases';

/*
 * 'Mis datos': a person's copy of everything the site holds about her, and the deletion of her account,
 * by herself (her password, or an e-mailed link for an account without one) or by the owner. A deleted
 * account's purchases keep their amounts and lose her name, e-mail, phone and birth date in the owner's list,
 * the CSV file and the change log; the same address registers again.
 */
const testApp = await buildPurchasesTestApp();
const { app, deps, mailbox } = testApp;
const { db } = deps.database;
const owner = await sessionFor(deps, 'ADMIN');

type Profile = ReturnType<typeof newProfile>;

const letters = () => Array.from({ length: 6 }, () => String.fromCharCode(97 + randomInt(26))).join('');
/** A profile nobody else in this file has: each test looks for its own person's traces. */
const newProfile = () => ({
  firstName: `Jacinta${letters()}`,
  lastName: `Borrello${letters()}`,
  birthday: `19${randomInt(40, 99)}-0${randomInt(1, 9)}-1${randomInt(0, 9)}`,
  phone: `11${randomInt(10_000_000, 99_999_999)}`,
  country: 'Argentina',
});

/** Someone registered with a password, her profile filled in, logged in. */
async function registeredStudent(profile = newProfile()): Promise<Person & Caller & { profile: Profile }> {
  const person = await confirmedPerson(testApp, newPerson());
  const headers = await sessionOf(app, person);
  const updated = await app.inject({
    method: 'PUT',
    url: '/api/user/update-user',
    headers,
    payload: profile,
  });
  expect(updated.statusCode, updated.body).toBe(200);
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, person.email));
  return { ...person, headers, userId: row!.id, profile };
}

/** A person who logs in through a social provider only: no password, a linked identity. */
async function socialStudent() {
  const caller = await sessionFor(deps, 'USER');
  const { birthday, ...profile } = newProfile();
  await db
    .update(users)
    .set({ ...profile, dateOfBirth: birthday })
    .where(eq(users.id, caller.userId));
  await db
    .insert(identities)
    .values({ userId: caller.userId, issuer: 'https://accounts.example', subject: caller.userId });
  return caller;
}

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/api${url}`, headers });
const post = (url: string, payload: object | undefined, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/api${url}`, headers, ...(payload && { payload }) });

const myData = async (headers: Record<string, string>) => {
  const res = await get('/user/my-data', headers);
  expect(res.statusCode, res.body).toBe(200);
  return { res, data: res.json<MyData>() };
};

/** What the owner reads about purchases: the list, the CSV file, the change log. */
async function ownerViews(search = '') {
  const list = await get(`/purchases?tab=all&size=100&search=${encodeURIComponent(search)}`, owner.headers);
  const csv = await get('/purchases/csv?tab=all', owner.headers);
  const audit = await get('/admin/audit?limit=500', owner.headers);
  for (const res of [list, csv, audit]) expect(res.statusCode, res.body).toBe(200);
  return {
    purchases: list.json<{ purchases: Purchase[] }>().purchases,
    csv: csv.body,
    audit: audit.body,
    entries: audit.json<{ entries: AuditEntry[] }>().entries,
  };
}

/** Every way the person's data could show: what she typed and her account's names. */
const traces = ({ email, username, profile }: { email: string; username: string; profile: Profile }) => [
  email,
  username,
  profile.firstName,
  profile.lastName,
  profile.phone,
  profile.birthday,
];

const png = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#9d6b6c' } })
    .png()
    .toBuffer();

async function uploadAvatar(headers: Record<string, string>): Promise<string> {
  const form = multipart(
    {},
    { field: 'avatar', filename: 'yo.png', contentType: 'image/png', bytes: await png() },
  );
  const res = await app.inject({
    method: 'PUT',
    url: '/api/user/update-avatar-user',
    payload: form.payload,
    headers: { ...headers, ...form.headers },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ avatar: string }>().avatar;
}

const confirmPayment = (id: string) => post('/checkout/transfer-confirm', { idPurchase: id }, owner.headers);

describe('GET /user/my-data (Descargar mis datos)', () => {
  it("gives her everything the site holds about her as a JSON file, nobody else's, and no secret", async () => {
    const ana = await registeredStudent();
    const bruno = await registeredStudent();
    const activity = await newActivity(deps, { title: 'Taller de los datos' });
    const mine = await bought(app, ana, {
      inscription: activity.id,
      inscriptionModel: 'Activity',
      wayToPay: 'transfer',
    });
    expect((await confirmPayment(mine._id)).statusCode).toBe(200);
    await bought(app, bruno, {
      inscription: activity.id,
      inscriptionModel: 'Activity',
      wayToPay: 'transfer',
    });
    const recorded = await trainingModule(deps);
    await db
      .insert(moduleProgress)
      .values({ userId: ana.userId, moduleId: recorded.id, seconds: 125, duration: 600 });
    const consent = await app.inject({
      method: 'PUT',
      url: '/api/user/constellator-consent',
      headers: ana.headers,
      payload: { listed: true, showsEmail: false, showsPhone: true },
    });
    expect(consent.statusCode, consent.body).toBe(200);

    const { res, data } = await myData(ana.headers);
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="mis-datos-${ana.username}-\\d{4}-\\d{2}-\\d{2}\\.json"$`),
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(data.account).toMatchObject({
      _id: ana.userId,
      username: ana.username,
      email: ana.email,
      role: 'USER',
      firstName: ana.profile.firstName,
      lastName: ana.profile.lastName,
      phone: ana.profile.phone,
      country: 'Argentina',
      dateOfBirth: ana.profile.birthday,
      hasPassword: true,
      socialLogins: [],
    });
    expect(data.account.confirmedAt).toEqual(expect.any(String));
    expect(data.constellatorConsent).toEqual({
      listed: true,
      showsEmail: false,
      showsPhone: true,
      published: false,
    });
    expect(data.purchases).toHaveLength(1);
    expect(data.purchases[0]).toMatchObject({
      _id: mine._id,
      amount: 12000,
      currency: 'ARS',
      state: 'paid',
      reference: mine.reference,
      inscription: { title: 'Taller de los datos' },
      user_id: { _id: ana.userId, email: ana.email, firstName: ana.profile.firstName },
      providerPayments: [],
    });
    expect(data.progress).toEqual([
      {
        module: { _id: recorded.id, number: recorded.number, title: recorded.title },
        seconds: 125,
        duration: 600,
        updatedAt: expect.any(String),
      },
    ]);
    // The one login registeredStudent opened, which asks now.
    expect(data.sessions.map((session) => session.current)).toEqual([true]);
    expect(data.sessions[0]).not.toHaveProperty('tokenHash');
    // The changes about her: her registration, confirmation, profile and consent; her purchase, and its
    // payment confirmed by the owner.
    expect(data.changes.map((change) => [change.entity, change.action, change.by])).toEqual(
      expect.arrayContaining([
        ['user', 'create', 'self'],
        ['user', 'update', 'self'],
        ['purchase', 'create', 'self'],
        ['purchase', 'update', 'owner'],
      ]),
    );
    expect(data.changes.every((change) => change.entity === 'user' || change.entityId === mine._id)).toBe(
      true,
    );

    const body = res.body;
    for (const trace of traces(bruno)) expect(body).not.toContain(trace);
    const [row] = await db.select().from(users).where(eq(users.id, ana.userId));
    const tokenHashes = await db
      .select({ hash: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.userId, ana.userId));
    expect(body).not.toContain(row!.passwordHash!);
    expect(body).not.toMatch(/argon2|passwordHash|password_hash|tokenHash|token_hash/i);
    for (const { hash } of tokenHashes) expect(body).not.toContain(hash);
    expect(body).not.toContain(ana.headers.authorization.slice('Bearer '.length));
  });

  it('says so for a social account (no password) and is refused to anonymous visitors', async () => {
    const social = await socialStudent();
    const { data } = await myData(social.headers);
    expect(data.account.hasPassword).toBe(false);
    expect(data.account.socialLogins).toEqual([
      { provider: 'https://accounts.example', linkedAt: expect.any(String) },
    ]);
    const anonymous = await get('/user/my-data');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ msg: messages.server.unauthorized });
  });
});

describe("'Mis datos': her waiting lists and the owner's messages", () => {
  it('gives her the lists she waits on and the messages she got, and her deletion takes her off the lists', async () => {
    const activity = await newActivity(deps, { title: 'Taller con cupo', capacity: 1 });
    const enrolled = await student(deps);
    const paid = await bought(app, enrolled, {
      inscription: activity.id,
      inscriptionModel: 'Activity',
      wayToPay: 'transfer',
    });
    expect((await confirmPayment(paid._id)).statusCode).toBe(200);
    const waiting = await student(deps);
    const joined = await post(
      '/waiting-list/join',
      { inscription: activity.id, inscriptionModel: 'Activity' },
      waiting.headers,
    );
    expect(joined.statusCode, joined.body).toBe(201);
    const sent = await post(
      '/admin/messages',
      {
        inscriptionModel: 'Activity',
        inscription: activity.id,
        subject: 'Cambio de salón',
        body: 'Nos vemos en el salón grande.',
      },
      owner.headers,
    );
    expect(sent.statusCode, sent.body).toBe(201);

    const hers = (await myData(enrolled.headers)).data;
    expect(hers.messages).toEqual([
      expect.objectContaining({ subject: 'Cambio de salón', body: 'Nos vemos en el salón grande.' }),
    ]);
    expect(hers.waitingLists).toEqual([]);
    const his = (await myData(waiting.headers)).data;
    expect(his.messages).toEqual([]);
    expect(his.waitingLists).toEqual([
      expect.objectContaining({
        inscription: { _id: activity.id, title: 'Taller con cupo' },
        inscriptionModel: 'Activity',
        courseDate: null,
        position: 1,
        offerUntil: null,
      }),
    ]);

    // Deleting the account takes her off every list.
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${waiting.userId}`,
      headers: owner.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await db.select().from(waitingList).where(eq(waitingList.userId, waiting.userId))).toEqual([]);
  });
});

describe('POST /user/delete-account (Eliminar mi cuenta)', () => {
  it('refuses a wrong password in Spanish, and changes nothing', async () => {
    const ana = await registeredStudent();
    // Every e-mail in flight sent first: the worker marks them done meanwhile otherwise.
    await deps.mail.drain();
    const before = await siteDigest(deps);
    const wrong = await post('/user/delete-account', { password: 'otra-clave' }, ana.headers);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      msg: personalDataMessages.wrongPassword,
      errors: { password: personalDataMessages.wrongPassword },
    });
    expect(await siteDigest(deps)).toEqual(before);
    expect((await logIn(app, ana.username, ana.password)).statusCode).toBe(200);
  });

  it('deletes her account; her purchases keep their amounts and lose her data in the list, the CSV and the log', async () => {
    const ana = await registeredStudent();
    const avatar = await uploadAvatar(ana.headers);
    // A total that asks for her DNI: it goes with the rest of her data.
    const activity = await newActivity(deps, { title: 'Taller que se conserva', pricePesos: 10_500_000 });
    const document = String(randomInt(10_000_000, 99_999_999));
    const paid = await bought(app, ana, {
      inscription: activity.id,
      inscriptionModel: 'Activity',
      wayToPay: 'transfer',
      document,
    });
    expect((await confirmPayment(paid._id)).statusCode).toBe(200);
    const other = await newActivity(deps, { title: 'Taller pendiente', pricePesos: 3000 });
    const pending = await bought(app, ana, {
      inscription: other.id,
      inscriptionModel: 'Activity',
      wayToPay: 'transfer',
    });
    const bruno = await registeredStudent();
    const his = await bought(app, bruno, {
      inscription: activity.id,
      inscriptionModel: 'Activity',
      wayToPay: 'transfer',
      document: '30111222',
    });
    const shown = await ownerViews(ana.email);
    expect(shown.purchases).toHaveLength(2);
    for (const trace of [...traces(ana), document]) expect(shown.audit).toContain(trace);
    expect(shown.csv).toContain(document);

    const res = await post('/user/delete-account', { password: ana.password }, ana.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ msg: personalDataMessages.deleted });

    // She cannot log in, and her session ended.
    expect((await logIn(app, ana.username, ana.password)).statusCode).toBe(401);
    expect((await logIn(app, ana.email, ana.password)).statusCode).toBe(401);
    expect((await get('/user/relogged', ana.headers)).statusCode).toBe(401);
    const mail = await mailbox.waitForMail(ana.email, 'fue eliminada');
    expect(mail.text).toContain('Cuenta eliminada');

    // The owner's list: the amounts, currency and state stay; the person is 'Cuenta eliminada' and nothing
    // else.
    const after = await ownerViews();
    const kept = after.purchases.filter((purchase) => [paid._id, pending._id].includes(purchase._id));
    const erased = {
      _id: null,
      firstName: personalDataMessages.deletedName,
      lastName: '',
      country: '',
      dateOfBirth: null,
      email: '',
      phone: '',
      document: null,
    };
    expect(kept).toEqual([
      expect.objectContaining({
        _id: pending._id,
        amount: 3000,
        currency: 'ARS',
        state: 'expired',
        user_id: erased,
      }),
      expect.objectContaining({
        _id: paid._id,
        amount: 10_500_000,
        currency: 'ARS',
        state: 'paid',
        pay: true,
        user_id: erased,
      }),
    ]);
    expect((await ownerViews(ana.email)).purchases).toEqual([]);
    expect(after.csv).toMatch(
      /Cuenta eliminada;;;;;;Transferencia;Sí;No;Taller que se conserva;;10500000,00;;;ARS;Confirmado;/,
    );
    for (const trace of [...traces(ana), document]) {
      expect(after.csv).not.toContain(trace);
      expect(after.audit).not.toContain(trace);
      expect(JSON.stringify(after.purchases)).not.toContain(trace);
    }
    // Someone else's purchase of the same workshop is untouched.
    expect(after.purchases.find((purchase) => purchase._id === his._id)?.user_id).toMatchObject({
      firstName: bruno.profile.firstName,
      email: bruno.email,
    });
    // The log says an account was deleted, by whom, and nothing that names her.
    const [entry] = after.entries.filter(
      (candidate) => candidate.entity === 'user' && candidate.entityId === ana.userId,
    );
    expect(entry).toMatchObject({
      action: 'delete',
      actor: null,
      before: { by: 'self', purchasesKept: 2 },
      after: null,
    });

    // Nothing of her account is left: sessions, links, progress, card, copies of her e-mails but the last
    // one.
    expect(await db.select().from(users).where(eq(users.id, ana.userId))).toEqual([]);
    for (const table of [sessions, authTokens, identities, moduleProgress, publishedGraduates]) {
      expect(await db.select().from(table).where(eq(table.userId, ana.userId))).toEqual([]);
    }
    const copies = await db
      .select({ subject: sql<string>`${jobs.payload} ->> 'subject'` })
      .from(jobs)
      .where(sql`${jobs.payload} ->> 'to' = ${ana.email}`);
    expect(copies.map((copy) => copy.subject)).toEqual([expect.stringContaining('fue eliminada')]);
    // Her picture is no longer served (it waits out the backups' grace period, hidden).
    expect((await app.inject({ method: 'GET', url: `/img/${avatar}` })).statusCode).toBe(404);
    expect(existsSync(path.join(deps.config.dataDir, 'img', DISCARDED_FOLDER, avatar))).toBe(true);

    // The same address registers again, as a new account with nothing of the old one.
    const again = await confirmedPerson(testApp, { ...newPerson(), email: ana.email });
    const headers = await sessionOf(app, again);
    const purchasesNow = await get('/purchases/mine', headers);
    expect(purchasesNow.json()).toEqual({ purchases: [] });
  });

  it("tells an account without a password to ask for the link, and the owner's own account is not deleted here", async () => {
    const social = await socialStudent();
    const res = await post('/user/delete-account', { password: 'clave-123' }, social.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ msg: personalDataMessages.usePasswordless });
    const own = await post('/user/delete-account', { password: 'clave-123' }, owner.headers);
    expect(own.statusCode).toBe(409);
    expect(own.json()).toEqual({ msg: personalDataMessages.ownerAccount });
    expect(await db.select().from(users).where(eq(users.id, owner.userId))).toHaveLength(1);
  });
});

describe('an account without a password confirms its deletion by an e-mailed link', () => {
  it('sends a single-use link, and following it deletes the account', async () => {
    const social = await socialStudent();
    const [account] = await db.select().from(users).where(eq(users.id, social.userId));
    const activity = await newActivity(deps, { title: 'Taller con Google' });
    const purchase = await bought(app, social, {
      inscription: activity.id,
      inscriptionModel: 'Activity',
      wayToPay: 'transfer',
    });

    const asked = await post('/user/delete-account/link', undefined, social.headers);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({ msg: personalDataMessages.linkSent });
    const mail = await mailbox.waitForMail(account!.email, 'Confirmá la eliminación');
    const link = mail.links.find((candidate) => new URL(candidate).pathname.startsWith('/eliminar-cuenta/'));
    expect(link).toBeDefined();
    const token = new URL(link!).pathname.split('/')[2]!;
    // Nothing happened yet: the link only asks.
    expect(await db.select().from(users).where(eq(users.id, social.userId))).toHaveLength(1);

    const confirmed = await post('/user/delete-account/confirm', { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ msg: personalDataMessages.deleted });
    expect(await db.select().from(users).where(eq(users.id, social.userId))).toEqual([]);
    expect(await db.select().from(identities).where(eq(identities.userId, social.userId))).toEqual([]);
    const [row] = await db.select().from(purchases).where(eq(purchases.id, purchase._id));
    expect(row).toMatchObject({
      userId: null,
      firstName: personalDataMessages.deletedName,
      email: '',
      amount: 12000,
    });
    await mailbox.waitForMail(account!.email, 'fue eliminada');

    const again = await post('/user/delete-account/confirm', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ msg: personalDataMessages.linkInvalid });
  });

  it('is not sent to an account with a password, which confirms with it', async () => {
    const ana = await registeredStudent();
    const res = await post('/user/delete-account/link', undefined, ana.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ msg: personalDataMessages.usePassword });
    expect(await mailsTo(testApp, ana.email, 'Confirmá la eliminación')).toEqual([]);
  });
});

describe('DELETE /admin/users/:id (the owner, from the student card)', () => {
  it('deletes a student who asked another way: audited as hers, the student told by e-mail', async () => {
    const ana = await registeredStudent();
    const activity = await newActivity(deps, { title: 'Taller pedido por correo' });
    const purchase = await bought(app, ana, {
      inscription: activity.id,
      inscriptionModel: 'Activity',
      wayToPay: 'transfer',
    });
    const student = await sessionFor(deps, 'USER');
    const url = `/api/admin/users/${ana.userId}`;
    expect((await app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url, headers: student.headers })).statusCode).toBe(403);
    expect(await db.select().from(users).where(eq(users.id, ana.userId))).toHaveLength(1);

    const res = await app.inject({ method: 'DELETE', url, headers: owner.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ msg: personalDataMessages.adminDeleted });
    expect(await db.select().from(users).where(eq(users.id, ana.userId))).toEqual([]);
    await mailbox.waitForMail(ana.email, 'fue eliminada');
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, ana.userId)))
      .orderBy(desc(auditLog.at))
      .limit(1);
    expect(entry).toMatchObject({
      actorId: owner.userId,
      action: 'delete',
      before: { by: 'owner', purchasesKept: 1 },
    });
    const { purchases: listed } = await ownerViews(personalDataMessages.deletedName);
    expect(listed.find((row) => row._id === purchase._id)?.user_id.firstName).toBe(
      personalDataMessages.deletedName,
    );
  });

  it('answers 404 for an unknown account and 409 for the owner, changing nothing', async () => {
    const otherOwner = await sessionFor(deps, 'ADMIN');
    await deps.mail.drain();
    const before = await siteDigest(deps);
    const remove = (id: string) =>
      app.inject({ method: 'DELETE', url: `/api/admin/users/${id}`, headers: owner.headers });
    const unknown = await remove('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ msg: messages.server.notFound });
    const res = await remove(otherOwner.userId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ msg: personalDataMessages.ownerAccount });
    expect(await siteDigest(deps)).toEqual(before);
  });
});
