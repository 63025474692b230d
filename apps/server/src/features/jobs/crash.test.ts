import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { jobs, siteContent } from '../../db/schema';
import { sessionFor } from '../../test/helper';
import {
  freePort,
  serverProcessEnv,
  setupApp,
  startServerProcess,
  stopServerProcess,
} from '../../test/server-process';
import { startMailbox } from '../../test/smtp';
import { OWNER_EMAIL, pendingTransfers } from '../../test/fixtures/purchases';

/*
 * kill -9 in the middle of a burst of 'Confirmar pago': the server runs as a process of its own (its bundle) on a
 * PGlite folder, or on a PostgreSQL database when DATABASE_URL is set, and is killed, then started again.
 */
const BURST = 10;

const mailbox = await startMailbox();
afterAll(() => mailbox.close());
const env = await serverProcessEnv(mailbox.url);

// The purchases to confirm and the owner's session, written before the server process starts.
const setup = await setupApp(env);
const admin = await sessionFor(setup.deps, 'ADMIN');
// Her notices address, as 'Contenido del sitio' keeps it.
await setup.deps.database.db
  .insert(siteContent)
  .values({ key: 'owner', value: { name: 'Mariana Ríos', profession: '', noticesEmail: OWNER_EMAIL } });
const purchases = await pendingTransfers(setup, BURST);
await setup.deps.mail.drain();
await setup.stop();

const confirmAt = (port: number, idPurchase: string) =>
  fetch(`http://127.0.0.1:${port}/api/checkout/transfer-confirm`, {
    method: 'POST',
    headers: { ...admin.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ idPurchase }),
  });

/** The distinct messages received so far (a Message-ID counts once) about the purchase, to `to`. */
const messagesAbout = (to: string, subjectPart: string, reference: string) =>
  new Set(
    mailbox.received
      .filter(
        (mail) => mail.to.includes(to) && mail.subject.includes(subjectPart) && mail.text.includes(reference),
      )
      .map((mail) => mail.messageId),
  );

describe('a server killed mid-burst', () => {
  it(
    'sends every receipt and owner notice exactly once after it starts again',
    { timeout: 300_000 },
    async () => {
      const port = await freePort();
      const first = await startServerProcess(env, port);
      const burst = purchases.map(({ purchase }) => confirmAt(port, purchase._id).catch(() => undefined));
      // Killed as soon as the first confirmation is answered: others are in flight, their e-mails not all sent.
      await Promise.race(burst);
      await stopServerProcess(first, 'SIGKILL');
      // The kill came before every receipt had left: what follows is the recovery.
      const receiptsAtKill = mailbox.received.filter((mail) =>
        mail.subject.includes('Pago confirmado'),
      ).length;
      expect(receiptsAtKill).toBeLessThan(BURST);
      await Promise.all(burst);

      const second = await startServerProcess(env, port);
      try {
        // The owner confirms again what the kill interrupted: a confirmed one changes nothing, sends nothing.
        for (const { purchase } of purchases) {
          const res = await confirmAt(port, purchase._id);
          expect(res.status).toBe(200);
        }
        const all = () =>
          purchases.every(
            ({ email, purchase: { reference } }) =>
              messagesAbout(email, 'Pago confirmado', reference).size > 0 &&
              messagesAbout(OWNER_EMAIL, 'Pago recibido', reference).size > 0,
          );
        await expect.poll(all, { timeout: 60_000, interval: 200 }).toBe(true);
      } finally {
        await stopServerProcess(second, 'SIGTERM');
      }
      for (const { email, purchase } of purchases) {
        expect(messagesAbout(email, 'Pago confirmado', purchase.reference).size).toBe(1);
        expect(messagesAbout(OWNER_EMAIL, 'Pago recibido', purchase.reference).size).toBe(1);
      }
      // No message left unsent.
      const after = await setupApp(env);
      const unsent = await after.deps.database.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, 'mail'), isNull(jobs.doneAt)));
      expect(unsent).toEqual([]);
    },
  );
});
