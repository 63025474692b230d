import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OwnerMessageRecipient, OwnerMessageSummary, ReceivedMessage } from '@constelaciones/contract';
import { auditLog } from '../../db/schema';
import { BACKOFF_CAP_MS } from '../../lib/jobs';
import { sessionFor } from '../../test/helper';
import {
  bought,
  buildPurchasesTestApp,
  confirmedByOwner,
  newActivity,
  student,
  type Caller,
} from '../../test/fixtures/purchases';

/*
 * 'Enviar mensaje' through the real app, a real database (PGlite, or PostgreSQL with DATABASE_URL) and a real
 * SMTP server on loopback: who a list's message reaches, who may send it, each e-mail's state, the copies.
 */
const testApp = await buildPurchasesTestApp();
const { app, deps, mailbox } = testApp;
const owner = await sessionFor(deps, 'ADMIN');
const activity = await newActivity(deps, { title: 'Taller de mayo' });
const other = await newActivity(deps, { title: 'Otro taller' });
const buyActivity = (caller: Caller, id = activity.id) =>
  bought(app, caller, { inscription: id, inscriptionModel: 'Activity', wayToPay: 'transfer' });

// Paid; pending; paid and then her account deleted (her purchase's data erased); paid for another activity only.
const paid = await student(deps);
await confirmedByOwner(app, owner, await buyActivity(paid));
const pending = await student(deps);
await buyActivity(pending);
const erased = await student(deps);
await confirmedByOwner(app, owner, await buyActivity(erased));
const elsewhere = await student(deps);
await confirmedByOwner(app, owner, await buyActivity(elsewhere, other.id));
const deletion = await app.inject({
  method: 'DELETE',
  url: `/api/admin/users/${erased.userId}`,
  headers: owner.headers,
});
expect(deletion.statusCode, deletion.body).toBe(200);
await deps.mail.drain();

const list = { inscriptionModel: 'Activity', inscription: activity.id };
const call = (caller: Caller, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: caller.headers, ...(payload && { payload }) });
const preview = (includePending: boolean, caller: Caller = owner) =>
  call(caller, 'POST', '/admin/messages/preview', { ...list, includePending });
const send = (subject: string, includePending: boolean, caller: Caller = owner) =>
  call(caller, 'POST', '/admin/messages', {
    ...list,
    includePending,
    subject,
    body: `${subject}.\n\nSaludos.`,
  });
const statesOf = async (id: string) => {
  const res = await call(owner, 'GET', `/admin/messages/${id}/recipients`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ recipients: OwnerMessageRecipient[] }>().recipients;
};
const mine = async (caller: Caller) => {
  const res = await call(caller, 'GET', '/messages/mine');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ messages: ReceivedMessage[] }>().messages.map((message) => message.subject);
};
const received = (to: string, subject: string) =>
  mailbox.received.filter((mail) => mail.to.includes(to) && mail.subject === subject);

describe('Enviar mensaje', () => {
  it('previews the paid only, or with the pending ones; never an erased account nor another list', async () => {
    const paidOnly = await preview(false);
    expect(paidOnly.statusCode, paidOnly.body).toBe(200);
    expect(paidOnly.json()).toEqual({ count: 1, recipients: [{ name: 'Ana Diaz', email: paid.email }] });
    const withPending = await preview(true);
    expect(withPending.json().count).toBe(2);
    expect(
      withPending
        .json()
        .recipients.map((person: { email: string }) => person.email)
        .sort(),
    ).toEqual([paid.email, pending.email].sort());
  });

  it('answers 403 to a student, 401 to nobody, and sends nothing', async () => {
    expect((await preview(true, pending)).statusCode).toBe(403);
    expect((await send('De una alumna', true, pending)).statusCode).toBe(403);
    expect((await call(pending, 'GET', `/admin/messages?inscription=${activity.id}`)).statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'POST', url: '/api/admin/messages/preview', payload: list });
    expect(anonymous.statusCode).toBe(401);
    await deps.mail.drain();
    expect(mailbox.received.filter((mail) => mail.subject === 'De una alumna')).toEqual([]);
  });

  it('refuses a list nobody would receive, in Spanish', async () => {
    const empty = await newActivity(deps);
    const res = await call(owner, 'POST', '/admin/messages', {
      inscriptionModel: 'Activity',
      inscription: empty.id,
      subject: 'Nadie',
      body: 'Nadie lo recibe.',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('Nadie de esta lista recibiría el mensaje: no se envió.');
  });

  it('sends one e-mail per person, retries a busy mailbox (450), and shows each state', async () => {
    mailbox.busy([pending.email]);
    const res = await send('Cambio de salón', true);
    expect(res.statusCode, res.body).toBe(201);
    const { message, msg } = res.json<{ message: OwnerMessageSummary; msg: string }>();
    expect(msg).toContain('Mensaje enviado a 2 personas');
    expect(message.counts).toEqual({ queued: 2, sent: 0, retrying: 0, failed: 0 });

    await deps.mail.drain();
    expect(received(paid.email, 'Cambio de salón')).toHaveLength(1);
    expect(received(paid.email, 'Cambio de salón')[0]!.text).toContain('Cambio de salón.');
    expect(received(paid.email, 'Cambio de salón')[0]!.text).toContain('Taller de mayo');
    expect(received(pending.email, 'Cambio de salón')).toEqual([]);
    const during = await statesOf(message._id);
    expect(
      during.map(({ email, state }) => ({ email, state })).sort((a, b) => a.email.localeCompare(b.email)),
    ).toEqual(
      [
        { email: paid.email, state: 'sent' },
        { email: pending.email, state: 'retrying' },
      ].sort((a, b) => a.email.localeCompare(b.email)),
    );
    expect(during.find((person) => person.email === pending.email)!.lastError).toContain('450');

    // The mailbox takes mail again: the retry, at its turn, delivers it once.
    mailbox.busy([]);
    await deps.jobs.runDue(new Date(Date.now() + BACKOFF_CAP_MS));
    expect(received(pending.email, 'Cambio de salón')).toHaveLength(1);
    expect(received(paid.email, 'Cambio de salón')).toHaveLength(1);
    expect((await statesOf(message._id)).map((person) => person.state)).toEqual(['sent', 'sent']);

    const history = await call(owner, 'GET', `/admin/messages?inscription=${activity.id}`);
    expect(history.json().messages[0]).toMatchObject({
      _id: message._id,
      subject: 'Cambio de salón',
      listTitle: 'Taller de mayo',
      counts: { sent: 2, queued: 0, retrying: 0, failed: 0 },
    });
    // Audited: who sent what to which list, and how many received it.
    const [entry] = await deps.database.db.select().from(auditLog).where(eq(auditLog.entityId, message._id));
    expect(entry).toMatchObject({ actorId: owner.userId, entity: 'owner-message', action: 'create' });
    expect(entry!.after).toMatchObject({ subject: 'Cambio de salón', list: 'Taller de mayo', recipients: 2 });
  });

  it("keeps a copy in each recipient's 'Alumnos', newest first, and in nobody else's", async () => {
    await send('Solo para quienes pagaron', false);
    await deps.mail.drain();
    expect(await mine(paid)).toEqual(['Solo para quienes pagaron', 'Cambio de salón']);
    expect(await mine(pending)).toEqual(['Cambio de salón']);
    expect(await mine(elsewhere)).toEqual([]);
    expect(received(elsewhere.email, 'Solo para quienes pagaron')).toEqual([]);
    // Her copy of her data ('Mis datos') holds them too, with their text.
    const data = await call(paid, 'GET', '/user/my-data');
    expect(data.statusCode, data.body).toBe(200);
    expect(data.json().messages).toMatchObject([
      {
        subject: 'Solo para quienes pagaron',
        body: 'Solo para quienes pagaron.\n\nSaludos.',
        listTitle: 'Taller de mayo',
      },
      { subject: 'Cambio de salón' },
    ]);
    expect((await call(elsewhere, 'GET', '/user/my-data')).json().messages).toEqual([]);
  });
});
