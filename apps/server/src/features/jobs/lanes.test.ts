import { afterAll, describe, expect, it } from 'vitest';
import { buildAccountsTestApp, newPerson, register } from '../../test/accounts';
import { buildSecondInstance } from '../../test/helper';
import { ownerMessageMail } from '../owner-messages/emails';

/*
 * The queue's lanes and the mail server's pace (docs/decisions/068-job-leases-and-lanes.md): two instances on
 * PostgreSQL, one on PGlite for the lanes; the pace is kept across two queues on either engine.
 */
const SLOW_MS = 37_000;
/** Slots an instance gives the bulk lane at most (lib/jobs.ts). */
const BULK_SLOTS = 3;
const LIST = 200;
/** How late after its turn a paced message may reach the mail server on two busy cores. */
const LATENESS_MS = 250;

const lanesApp = await buildAccountsTestApp();
afterAll(() => lanesApp.mailbox.hurry());
const lanesInstances =
  lanesApp.deps.database.kind === 'postgres' ? [lanesApp, await buildSecondInstance(lanesApp)] : [lanesApp];
const paceApp = await buildAccountsTestApp({ MAIL_PER_MINUTE: '120' });
const paceSecond = await buildSecondInstance(paceApp);

describe('a confirmation link queued behind a message to 200 people', () => {
  it('begins to leave before every message of the list still waiting', { timeout: 120_000 }, async () => {
    const { app, deps, mailbox } = lanesApp;
    const instances = lanesInstances;
    mailbox.slowDown(SLOW_MS);
    const site = await deps.sender.site(deps.database.db);
    const list = Array.from({ length: LIST }, (_, i) =>
      ownerMessageMail(site, {
        to: `alumna${i}@example.com`,
        firstName: `Alumna${i}`,
        subject: 'Cambio de horario del taller',
        body: 'El sábado empezamos a las 11.',
        listTitle: 'Taller de invierno',
      }),
    );
    await deps.mail.enqueueAll(deps.database.db, list);
    // The bulk lane is full on every instance: its messages crawl, the rest of the list waits.
    await expect.poll(() => mailbox.begun.length, { timeout: 10_000 }).toBe(BULK_SLOTS * instances.length);

    const person = newPerson();
    const registered = Date.now();
    expect((await register(app, person)).statusCode).toBe(201);
    const isLink = (transaction: { to?: string }) => transaction.to === person.email.toLowerCase();
    await expect.poll(() => mailbox.begun.some(isLink), { timeout: 10_000 }).toBe(true);
    const link = mailbox.begun.findIndex(isLink);
    // The first message to begin after the registration is its link, within seconds, while 37 s go by
    // before a slot of the list frees up.
    expect(link).toBe(BULK_SLOTS * instances.length);
    expect(mailbox.begun[link]!.at - registered).toBeLessThan(5_000);

    mailbox.hurry();
    const mail = await mailbox.waitForMail(person.email, 'Confirmá');
    expect(mail.links[0]).toContain('/confirm/');
    // The rest of the list follows, each once.
    await Promise.all(instances.map((instance) => instance.deps.mail.drain()));
    const listCopies = mailbox.received.filter((mail) => mail.subject === 'Cambio de horario del taller');
    expect(new Set(listCopies.map((mail) => mail.to[0])).size).toBe(LIST);
    expect(listCopies).toHaveLength(LIST);
  });
});

/**
 * Checks that `starts` (when the mail server saw each message begin) keep 120 a minute: a turn every 500 ms,
 * whichever instance sends it. A message reaches the server a little after its turn (the connection, a busy
 * core: up to 164 ms late on CI), so between any two messages there are their turns, less the lateness of the
 * first.
 */
function expectPaced(starts: number[]) {
  const sorted = [...starts].sort((a, b) => a - b);
  for (let i = 0; i < sorted.length; i++) {
    for (let j = i + 1; j < sorted.length; j++) {
      expect(sorted[j]! - sorted[i]!, `${i} → ${j}`).toBeGreaterThan((j - i) * 500 - LATENESS_MS);
    }
  }
  expect(sorted.at(-1)! - sorted[0]!).toBeGreaterThan((sorted.length - 1) * 500 - 100);
}

/** Eight e-mails with `subject`; `newsletter` says which of them are newsletters. */
const paceMails = (subject: string, newsletter: (i: number) => boolean) =>
  Array.from({ length: 8 }, (_, i) => ({
    to: `ritmo${i}@example.com`,
    subject,
    text: 'Hola',
    html: '<p>Hola</p>',
    newsletter: newsletter(i),
  }));

/** Sends `mails` through both instances of the paced app; answers when the mail server saw each begin. */
async function sentPaced(mails: ReturnType<typeof paceMails>) {
  const { deps, mailbox } = paceApp;
  const from = mailbox.begun.length;
  await deps.mail.enqueueAll(deps.database.db, mails);
  await Promise.all([deps.mail.drain(), paceSecond.deps.mail.drain()]);
  expect(mailbox.received.filter((mail) => mail.subject === mails[0]!.subject)).toHaveLength(mails.length);
  return mailbox.begun.slice(from).map((transaction) => transaction.at);
}

describe('MAIL_PER_MINUTE', () => {
  it('paces what every instance hands the mail server', async () => {
    expectPaced(await sentPaced(paceMails('Prueba de ritmo', () => false)));
  });

  it("paces newsletters and the site's own e-mails together, though she set no pace of her own", async () => {
    expectPaced(await sentPaced(paceMails('Prueba de ritmo compartido', (i) => i % 2 === 0)));
  });
});
