import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  NEWSLETTER_CONSENT,
  newsletterAdminMessages as admin,
  newsletterMessages as words,
  type MyData,
  type NewsletterSubscriber,
} from '@constelaciones/contract';
import { auditLog, newsletterSubscribers } from '../../db/schema';
import { buildAccountsTestApp } from '../../test/accounts';
import { sessionFor } from '../../test/helper';
import { OWNER_EMAIL, student } from '../../test/fixtures/purchases';
import { purgeExpiredRows } from '../auth/expired-rows';
import { subscriberToken } from './subscribers';

/*
 * The newsletter through the real app and a real SMTP server on loopback (PGlite, and PostgreSQL when
 * DATABASE_URL names one): the double opt-in, the one-click way out (RFC 8058), a student's choice, the
 * owner's list (search, import, CSV, remove) and what her copy of her data and her account's deletion hold.
 * Sending to 500 with the server killed half-way: crash.test.ts.
 */
const testApp = await buildAccountsTestApp({ AUTH_RATE_LIMIT_FACTOR: '100' });
const { app, deps, mailbox } = testApp;
const { db } = deps.database;
const owner = await sessionFor(deps, 'ADMIN');

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/api${url}`, headers, payload });
const get = (url: string, headers: Record<string, string> = owner.headers) =>
  app.inject({ method: 'GET', url: `/api${url}`, headers });

const rowOf = async (email: string) =>
  (await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];

/** Asks for the newsletter as a visitor does, and answers the token of the link she got. */
async function subscribed(email: string): Promise<string> {
  const res = await post('/newsletter/subscribe', { email, consent: true });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().msg).toBe(words.checkInbox);
  const mail = await mailbox.waitForMail(email.toLowerCase(), words.confirmSubject);
  const link = mail.links.find((url) => url.includes('/novedades/confirmar/'))!;
  const token = link.split('/').pop()!;
  const confirmed = await post(`/newsletter/confirm/${token}`);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  expect(confirmed.json().msg).toBe(words.confirmed);
  return token;
}

async function sent(subject: string, body = 'Hola.\n\n## Taller de otoño\n\n[Calendario](/calendario)') {
  const res = await post('/admin/newsletters', { subject, body }, owner.headers);
  expect(res.statusCode, res.body).toBe(201);
  await deps.mail.drain();
  return res.json<{ newsletter: { _id: string; counts: Record<string, number> } }>().newsletter;
}

const copiesOf = (subject: string) => mailbox.received.filter((mail) => mail.subject === subject);

describe('subscribing', () => {
  it('joins an address only after its link, with the consent and its time recorded', async () => {
    const res = await post('/newsletter/subscribe', { email: ' Lucia@Example.com ', consent: true });
    expect(res.statusCode, res.body).toBe(200);
    const pending = await rowOf('lucia@example.com');
    expect(pending).toMatchObject({ state: 'pending', source: 'form', consentText: NEWSLETTER_CONSENT });
    expect(Date.now() - pending!.consentAt.getTime()).toBeLessThan(60_000);

    const mail = await mailbox.waitForMail('lucia@example.com', words.confirmSubject);
    const link = mail.links.find((url) => url.includes('/novedades/confirmar/'))!;
    expect(link).toMatch(/^http:\/\/sitio\.test\/novedades\/confirmar\/[\w-]{40,}$/);
    const token = link.split('/').pop()!;
    expect((await post(`/newsletter/confirm/${token}`)).statusCode).toBe(200);
    expect(await rowOf('lucia@example.com')).toMatchObject({ state: 'subscribed' });
    // The link again changes nothing.
    expect((await post(`/newsletter/confirm/${token}`)).json().msg).toBe(words.confirmed);
  });

  it('refuses without the consent, with its Spanish message, and writes nothing', async () => {
    const res = await post('/newsletter/subscribe', { email: 'sin-casilla@example.com', consent: false });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.consent).toBe(words.consentRequired);
    expect(await rowOf('sin-casilla@example.com')).toBeUndefined();
  });

  it('keeps one subscriber for an address asked for twice at once', async () => {
    const answers = await Promise.all(
      ['dos@example.com', 'DOS@example.com', 'dos@example.com'].map((email) =>
        post('/newsletter/subscribe', { email, consent: true }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    const rows = await db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'dos@example.com'));
    expect(rows).toHaveLength(1);
  });

  it('answers a subscribed address as any other, and sends it nothing', async () => {
    await subscribed('ya@example.com');
    const before = mailbox.received.length;
    const res = await post('/newsletter/subscribe', { email: 'ya@example.com', consent: true });
    expect(res.json().msg).toBe(words.checkInbox);
    await deps.mail.drain();
    expect(mailbox.received.length).toBe(before);
  });

  it('answers a link that names nobody with 404 and its Spanish message', async () => {
    const res = await post(`/newsletter/confirm/${'x'.repeat(43)}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe(words.linkInvalid);
  });

  it('forgets an address whose link was never used within 30 days, and no other', async () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60_000);
    const row = (email: string, state: 'pending' | 'subscribed', days: number) => ({
      email,
      state,
      source: 'form' as const,
      token: subscriberToken(),
      consentText: NEWSLETTER_CONSENT,
      consentAt: daysAgo(days),
    });
    await db
      .insert(newsletterSubscribers)
      .values([
        row('nunca-confirmo@example.com', 'pending', 31),
        row('todavia-puede@example.com', 'pending', 29),
        row('confirmo-hace-mucho@example.com', 'subscribed', 400),
      ]);
    await purgeExpiredRows(db);
    expect(await rowOf('nunca-confirmo@example.com')).toBeUndefined();
    expect(await rowOf('todavia-puede@example.com')).toMatchObject({ state: 'pending' });
    expect(await rowOf('confirmo-hace-mucho@example.com')).toMatchObject({ state: 'subscribed' });
  });
});

describe('a newsletter and its way out', () => {
  it('reaches each subscriber with List-Unsubscribe; one click takes her off; the next skips her', async () => {
    const ana = await subscribed('ana.news@example.com');
    await subscribed('berta.news@example.com');
    const first = await sent('Novedades de abril');
    const toAna = copiesOf('Novedades de abril').find((mail) => mail.to.includes('ana.news@example.com'))!;
    expect(toAna.headers.get('list-unsubscribe')).toBe(
      `<http://sitio.test/api/newsletter/unsubscribe/${ana}>`,
    );
    expect(toAna.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    // Her Markdown, the site's links absolute; her way out in both parts.
    expect(toAna.html).toContain('<h2>Taller de otoño</h2>');
    expect(toAna.html).toContain('href="http://sitio.test/calendario"');
    expect(toAna.text).toContain(`http://sitio.test/novedades/baja/${ana}`);
    expect(toAna.text).toContain(`http://sitio.test/novedades/${first._id}`);

    // A mail client's one-click POST (RFC 8058), as a form, no cookie, no session.
    const click = await app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe/${ana}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(click.statusCode, click.body).toBe(200);
    expect(await rowOf('ana.news@example.com')).toMatchObject({ state: 'unsubscribed' });

    await sent('Novedades de mayo');
    const may = copiesOf('Novedades de mayo');
    expect(may.some((mail) => mail.to.includes('berta.news@example.com'))).toBe(true);
    expect(may.some((mail) => mail.to.includes('ana.news@example.com'))).toBe(false);
  });

  it("takes a multipart one-click too; one subscriber's link never takes off another", async () => {
    const carla = await subscribed('carla.news@example.com');
    await subscribed('dora.news@example.com');
    const boundary = 'FormBoundaryjWmhtjORrn';
    const click = await app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe/${carla}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(click.statusCode, click.body).toBe(200);
    expect(await rowOf('carla.news@example.com')).toMatchObject({ state: 'unsubscribed' });
    expect(await rowOf('dora.news@example.com')).toMatchObject({ state: 'subscribed' });
    const page = await get(`/newsletter/unsubscribe/${carla}`, {});
    expect(page.json()).toEqual({ email: 'carla.news@example.com', subscribed: false });
    // A link that left cannot confirm her again: she must ask anew.
    expect((await post(`/newsletter/confirm/${carla}`)).statusCode).toBe(410);
  });

  it('sends the owner a test without a way out, and lists the newsletters with their counts', async () => {
    const res = await post(
      '/admin/newsletters/test',
      { subject: 'Prueba de novedad', body: 'Hola' },
      owner.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    const mail = await mailbox.waitForMail(OWNER_EMAIL, 'Prueba de novedad');
    expect(mail.headers.has('list-unsubscribe')).toBe(false);
    const overview = (await get('/admin/newsletters')).json();
    expect(overview.newsletters[0]).toMatchObject({ subject: 'Novedades de mayo' });
    expect(overview.newsletters[0].counts.sent).toBeGreaterThan(0);
    // The archive shows what was sent, to anyone.
    const archive = (await get('/newsletter/issues', {})).json();
    expect(archive.issues.map((issue: { subject: string }) => issue.subject)).toContain('Novedades de abril');
  });

  it("shows the owner a reader's e-mail the mail server refused, as an e-mail, and counts it as retried", async () => {
    await subscribed('ocupada.news@example.com');
    mailbox.busy(['ocupada.news@example.com']);
    try {
      const newsletter = await sent('Novedades de junio');
      const { problems } = (await get('/admin/jobs/problems')).json<{
        problems: { kind: string; to: string | null; subject: string | null }[];
      }>();
      expect(problems).toContainEqual(
        expect.objectContaining({ to: 'ocupada.news@example.com', subject: 'Novedades de junio' }),
      );
      const overview = (await get('/admin/newsletters')).json<{
        newsletters: { _id: string; counts: Record<string, number> }[];
      }>();
      const shown = overview.newsletters.find((entry) => entry._id === newsletter._id)!;
      expect(shown.counts.retrying).toBe(1);
    } finally {
      mailbox.busy([]);
    }
  });

  it('keeps the pace she sets, and refuses one that is not a number', async () => {
    const put = (perHour: unknown) =>
      app.inject({
        method: 'PUT',
        url: '/api/admin/newsletters/pace',
        headers: owner.headers,
        payload: { perHour },
      });
    expect((await put('120')).json()).toMatchObject({ perHour: 120, msg: admin.paceSaved });
    expect((await get('/admin/newsletters')).json().perHour).toBe(120);
    const bad = await put('mucho');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.perHour).toBe(admin.perHourInvalid);
    expect((await put('')).json().perHour).toBeNull();
  });

  it('lets nobody but the owner see the list or send', async () => {
    const visitor = await sessionFor(deps, 'USER');
    expect((await get('/admin/newsletter/subscribers', visitor.headers)).statusCode).toBe(403);
    expect((await post('/admin/newsletters', { subject: 'x', body: 'y' }, visitor.headers)).statusCode).toBe(
      403,
    );
    expect((await get('/admin/newsletter/subscribers', {})).statusCode).toBe(401);
  });
});

describe("the owner's list", () => {
  it('imports 1,000 lines with 20 bad ones: adds 980, reports the 20, twice adds nobody', async () => {
    const lines = ['Correo;Nombre'];
    for (let i = 0; i < 1000; i++)
      lines.push(i % 50 === 7 ? `persona${i}(arroba)example.com;X` : `persona${i}@Example.com;X`);
    const csv = lines.join('\r\n');
    const res = await post('/admin/newsletter/subscribers/import', { csv, consent: true }, owner.headers);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<{ added: number; problems: { line: number; problem: string }[]; msg: string }>();
    expect(result.added).toBe(980);
    expect(result.problems).toHaveLength(20);
    expect(result.problems[0]).toMatchObject({ line: 9, problem: admin.problems.invalid });
    expect(result.msg).toBe(admin.imported(980, 20));
    expect(await rowOf('persona0@example.com')).toMatchObject({ state: 'subscribed', source: 'import' });

    const again = await post('/admin/newsletter/subscribers/import', { csv, consent: true }, owner.headers);
    expect(again.json().added).toBe(0);
    expect(
      again.json().problems.filter((p: { problem: string }) => p.problem === admin.problems.present),
    ).toHaveLength(980);
    const found = (await get('/admin/newsletter/subscribers?q=persona99')).json();
    const expected = [
      'persona99@example.com',
      ...Array.from({ length: 10 }, (_, i) => `persona99${i}@example.com`),
    ];
    expect(found.subscribers.map((row: NewsletterSubscriber) => row.email).sort()).toEqual(expected.sort());
  });

  it('never adds back by import an address that left', async () => {
    const token = await subscribed('se-fue@example.com');
    await post(`/newsletter/unsubscribe/${token}`);
    const res = await post(
      '/admin/newsletter/subscribers/import',
      { csv: 'se-fue@example.com', consent: true },
      owner.headers,
    );
    expect(res.json()).toMatchObject({ added: 0, problems: [{ line: 1, problem: admin.problems.left }] });
    expect(await rowOf('se-fue@example.com')).toMatchObject({ state: 'unsubscribed' });
  });

  it('refuses an import without her word that they agreed', async () => {
    const res = await post(
      '/admin/newsletter/subscribers/import',
      { csv: 'x@example.com', consent: false },
      owner.headers,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.consent).toBe(admin.importConsentRequired);
  });

  it('exports the list as CSV and removes one, audited without her address', async () => {
    await subscribed('quitar@example.com');
    const csv = await get('/admin/newsletter/subscribers/csv');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body).toContain('Correo;Estado;Origen;Alta;Confirmación;Baja');
    expect(csv.body).toMatch(/quitar@example\.com;Suscripto;Formulario;/);
    const row = (await rowOf('quitar@example.com'))!;
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/admin/newsletter/subscribers/${row.id}`,
      headers: owner.headers,
    });
    expect(res.json().msg).toBe(admin.removed);
    expect(await rowOf('quitar@example.com')).toBeUndefined();
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, row.id))
      .orderBy(auditLog.at);
    expect(JSON.stringify(entry)).not.toContain('quitar@example.com');
  });
});

describe("a student's subscription", () => {
  it('joins from her profile at once, shows in her data, and goes with her account', async () => {
    const ana = await student(deps);
    const choose = (subscribed: boolean) =>
      app.inject({
        method: 'PUT',
        url: '/api/newsletter/mine',
        headers: ana.headers,
        payload: { subscribed },
      });
    expect((await choose(true)).json()).toEqual({ subscribed: true, msg: words.profileOn });
    expect((await get('/newsletter/mine', ana.headers)).json()).toEqual({ subscribed: true });
    const mine = (await get('/user/my-data', ana.headers)).json<MyData>();
    expect(mine.newsletter).toEqual([
      expect.objectContaining({
        email: ana.email.toLowerCase(),
        state: 'subscribed',
        source: 'profile',
        consentText: NEWSLETTER_CONSENT,
      }),
    ]);
    // The owner may leave the students out of one newsletter.
    const audience = (await get('/admin/newsletters')).json().audience;
    expect(audience.students).toBe(1);

    expect((await choose(false)).json()).toEqual({ subscribed: false, msg: words.profileOff });
    expect((await rowOf(ana.email.toLowerCase()))!.state).toBe('unsubscribed');
    await choose(true);
    // Her account deleted (here by the owner, as she asked her): the subscription goes with it.
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${ana.userId}`,
      headers: owner.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await rowOf(ana.email.toLowerCase())).toBeUndefined();
  });
});
