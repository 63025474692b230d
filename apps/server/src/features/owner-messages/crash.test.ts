import { afterAll, describe, expect, it } from 'vitest';
import type { OwnerMessageRecipient, OwnerMessageSummary } from '@constelaciones/contract';
import { purchases, users } from '../../db/schema';
import { sessionFor } from '../../test/helper';
import { requestTo, sendKilledHalfway, serverProcessEnv, setupApp } from '../../test/server-process';
import { startMailbox } from '../../test/smtp';
import { newActivity } from '../../test/fixtures/purchases';

/*
 * A message to 500 people through a real SMTP server on loopback, with the server process killed (kill -9) while
 * the e-mails are leaving, then started again: everyone gets it exactly once (one Message-ID each).
 */
const PEOPLE = 500;
const TIMEOUT_MS = 300_000;
const SUBJECT = 'Cambio de horario del taller';

const mailbox = await startMailbox();
afterAll(() => mailbox.close());
// Through a pooled connection, as operations.md suggests for a provider that counts connections.
const env = await serverProcessEnv(`${mailbox.url}?pool=true&maxConnections=1`);

// The list (500 paid purchases of one activity, each of an account of its own) and the owner's session.
const setup = await setupApp(env);
const owner = await sessionFor(setup.deps, 'ADMIN');
const activity = await newActivity(setup.deps, { title: 'Taller de invierno' });
const people = await setup.deps.database.db
  .insert(users)
  .values(
    Array.from({ length: PEOPLE }, (_, i) => ({
      username: `alumna${i}`,
      email: `alumna${i}@example.com`,
      firstName: `Alumna${i}`,
      lastName: 'Prueba',
      confirmedAt: new Date(),
    })),
  )
  .returning({ id: users.id, email: users.email });
await setup.deps.database.db.insert(purchases).values(
  people.map((person, i) => ({
    userId: person.id,
    inscriptionId: activity.id,
    inscriptionModel: 'Activity' as const,
    inscriptionTitle: activity.title,
    wayToPay: 'mp' as const,
    state: 'paid' as const,
    pay: true,
    amount: 12000,
    currency: 'ARS' as const,
    reference: `INS-${String(i).padStart(6, '0')}`,
    paidAt: new Date(),
    email: person.email,
  })),
);
await setup.stop();

/** Each recipient's distinct copies of the message (a Message-ID counts once). */
const copiesOf = (email: string) =>
  new Set(
    mailbox.received
      .filter((mail) => mail.to.includes(email) && mail.subject === SUBJECT)
      .map((mail) => mail.messageId),
  );
const reached = () => people.filter((person) => copiesOf(person.email).size > 0).length;

const api = (port: number, path: string, body?: object) => requestTo(port, owner.headers, path, body);

describe('a message to 500 people, the server killed half-way', () => {
  it('reaches each one exactly once after the server starts again', { timeout: TIMEOUT_MS }, async () => {
    const { atAnswer, atKill, answeredInMs, tookMs } = await sendKilledHalfway(env, {
      total: PEOPLE,
      reached,
      async send(port) {
        const res = await api(port, '/admin/messages', {
          inscriptionModel: 'Activity',
          inscription: activity.id,
          subject: SUBJECT,
          body: 'El sábado empezamos a las 11.\n\nLos espero.',
        });
        expect(res.status, await res.clone().text()).toBe(201);
        const { message } = (await res.json()) as { message: OwnerMessageSummary };
        expect(Object.values(message.counts).reduce((a, b) => a + b)).toBe(PEOPLE);
        return message;
      },
      async check(port, message) {
        const states = await api(port, `/admin/messages/${message._id}/recipients`);
        const { recipients } = (await states.json()) as { recipients: OwnerMessageRecipient[] };
        expect(recipients).toHaveLength(PEOPLE);
        expect(recipients.filter((person) => person.state !== 'sent')).toEqual([]);
      },
    });
    for (const person of people) expect(copiesOf(person.email).size, person.email).toBe(1);
    console.info(
      `500 destinatarios: respuesta en ${Math.round(answeredInMs)} ms (${atAnswer} enviados entonces), ` +
        `${atKill} al matar el proceso, todo en ${Math.round(tookMs / 1000)} s`,
    );
    // Well inside the timeout on a loaded machine.
    expect(tookMs).toBeLessThan(TIMEOUT_MS / 2);
  });
});
