import { afterAll, describe, expect, it } from 'vitest';
import type { NewsletterSummary } from '@constelaciones/contract';
import { newsletterSubscribers } from '../../db/schema';
import { sessionFor } from '../../test/helper';
import { requestTo, sendKilledHalfway, serverProcessEnv, setupApp } from '../../test/server-process';
import { startMailbox } from '../../test/smtp';
import { subscriberToken } from './subscribers';

/*
 * A newsletter to 500 subscribers through a real SMTP server on loopback, with the server process killed
 * (kill -9) while the e-mails are leaving, then started again: each subscriber gets it exactly once (one
 * Message-ID each), with her own way out.
 */
const READERS = 500;
const TIMEOUT_MS = 300_000;
const SUBJECT = 'Novedades de invierno';

const mailbox = await startMailbox();
afterAll(() => mailbox.close());
const env = await serverProcessEnv(mailbox.url);

const setup = await setupApp(env);
const owner = await sessionFor(setup.deps, 'ADMIN');
const readers = await setup.deps.database.db
  .insert(newsletterSubscribers)
  .values(
    Array.from({ length: READERS }, (_, i) => ({
      email: `lectora${i}@example.com`,
      state: 'subscribed' as const,
      source: 'import' as const,
      token: subscriberToken(),
      consentText: 'Importada para la prueba.',
      consentAt: new Date(),
      confirmedAt: new Date(),
    })),
  )
  .returning({ email: newsletterSubscribers.email, token: newsletterSubscribers.token });
await setup.stop();

/** Each reader's distinct copies of the newsletter (a Message-ID counts once). */
const copiesOf = (email: string) =>
  mailbox.received.filter((mail) => mail.to.includes(email) && mail.subject === SUBJECT);
const reached = () =>
  readers.filter((reader) => new Set(copiesOf(reader.email).map((mail) => mail.messageId)).size > 0).length;

const api = (port: number, path: string, body?: object) => requestTo(port, owner.headers, path, body);

describe('a newsletter to 500 subscribers, the server killed half-way', () => {
  it('reaches each one exactly once after the server starts again', { timeout: TIMEOUT_MS }, async () => {
    const { atKill, tookMs } = await sendKilledHalfway(env, {
      total: READERS,
      reached,
      async send(port) {
        const res = await api(port, '/admin/newsletters', { subject: SUBJECT, body: 'Llega el invierno.' });
        expect(res.status, await res.clone().text()).toBe(201);
        const { newsletter } = (await res.json()) as { newsletter: NewsletterSummary };
        expect(Object.values(newsletter.counts).reduce((a, b) => a + b)).toBe(READERS);
      },
      async check(port) {
        const overview = await api(port, '/admin/newsletters');
        const [shown] = ((await overview.json()) as { newsletters: NewsletterSummary[] }).newsletters;
        expect(shown!.counts).toEqual({ queued: 0, sent: READERS, retrying: 0, failed: 0 });
      },
    });
    for (const reader of readers) {
      const copies = copiesOf(reader.email);
      expect(new Set(copies.map((mail) => mail.messageId)).size, reader.email).toBe(1);
      // Her own way out, nobody else's.
      expect(copies[0]!.headers.get('list-unsubscribe')).toContain(
        `/api/newsletter/unsubscribe/${reader.token}>`,
      );
    }
    console.info(`500 suscriptores: ${atKill} al matar el proceso, todo en ${Math.round(tookMs / 1000)} s`);
    expect(tookMs).toBeLessThan(TIMEOUT_MS / 2);
  });
});
