import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../../db/schema';
import { buildAccountsTestApp, newPerson, register } from '../../test/accounts';
import { sessionFor } from '../../test/helper';
import { subscriberToken } from './subscribers';

/*
 * A newsletter to 500 subscribers leaving at the pace she set (12,000 an hour: 200 a minute, two and a half
 * minutes for all), and a person registering meanwhile: her link does not wait for the newsletter.
 */
const READERS = 500;
const SUBJECT = 'Novedades de primavera';

const testApp = await buildAccountsTestApp({ AUTH_RATE_LIMIT_FACTOR: '100' });
const { app, deps, mailbox } = testApp;
const owner = await sessionFor(deps, 'ADMIN');
await deps.database.db.insert(newsletterSubscribers).values(
  Array.from({ length: READERS }, (_, i) => ({
    email: `lector${i}@example.com`,
    state: 'subscribed' as const,
    source: 'import' as const,
    token: subscriberToken(),
    consentText: 'Importado para la prueba.',
    consentAt: new Date(),
    confirmedAt: new Date(),
  })),
);

const newsletterCopies = () => mailbox.received.filter((mail) => mail.subject === SUBJECT).length;

describe('a registration while a newsletter to 500 is going out', () => {
  it('gets its link within a minute, before the newsletter is done', { timeout: 90_000 }, async () => {
    const pace = await app.inject({
      method: 'PUT',
      url: '/api/admin/newsletters/pace',
      headers: owner.headers,
      payload: { perHour: 12_000 },
    });
    expect(pace.statusCode, pace.body).toBe(200);
    const sent = await app.inject({
      method: 'POST',
      url: '/api/admin/newsletters',
      headers: owner.headers,
      payload: { subject: SUBJECT, body: 'Llega la primavera.' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    await expect.poll(newsletterCopies, { timeout: 30_000, interval: 50 }).toBeGreaterThan(3);

    const person = newPerson();
    const started = performance.now();
    expect((await register(app, person)).statusCode).toBe(201);
    await mailbox.waitForMail(person.email, undefined, 60_000);
    const tookMs = performance.now() - started;
    const atLink = newsletterCopies();
    console.info(
      `enlace de registro en ${Math.round(tookMs)} ms, con ${atLink} de ${READERS} novedades enviadas`,
    );
    expect(tookMs).toBeLessThan(60_000);
    // The newsletter was still going out: the link did not wait for it.
    expect(atLink).toBeLessThan(READERS);
  });
});
