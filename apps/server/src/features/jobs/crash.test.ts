import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Purchase } from '@constelaciones/contract';
import { jobs, siteContent } from '../../db/schema';
import { LEASE_MS } from '../../lib/jobs';
import { newPostgresDatabase, sessionFor, startTestApp } from '../../test/helper';
import { startMailbox } from '../../test/smtp';
import { bought, newActivity, OWNER_EMAIL, student } from '../purchases/test-fixtures';

/*
 * kill -9 in the middle of a burst of 'Confirmar pago': the server runs as a process of its own (main.ts through
 * tsx) on a PGlite folder, or on a PostgreSQL database when DATABASE_URL is set, and is killed, then started again.
 */
const serverDir = path.resolve(import.meta.dirname, '../../..');
const BURST = 10;

const mailbox = await startMailbox();
afterAll(() => mailbox.close());
const dataDir = await mkdtemp(path.join(tmpdir(), 'constelaciones-crash-'));
await cp(inject('imageCache'), path.join(dataDir, 'img'), { recursive: true });
const databaseUrl = await newPostgresDatabase();
const env = {
  DATA_DIR: dataDir,
  ...(databaseUrl && { DATABASE_URL: databaseUrl }),
  SMTP_URL: mailbox.url,
  PUBLIC_URL: 'http://sitio.test',
};

// The purchases to confirm and the owner's session, written before the server process starts.
const setup = await startTestApp({ ...env, SEED_DEMO: '0' });
const admin = await sessionFor(setup.services, 'ADMIN');
// Her notices address, as 'Contenido del sitio' keeps it.
await setup.services.database.db
  .insert(siteContent)
  .values({ key: 'owner', value: { name: 'Mariana Ríos', profession: '', noticesEmail: OWNER_EMAIL } });
const purchases: { email: string; purchase: Purchase }[] = [];
for (let i = 0; i < BURST; i++) {
  const caller = await student(setup.services);
  const activity = await newActivity(setup.services);
  const purchase = await bought(setup.app, caller, {
    inscription: activity.id,
    inscriptionModel: 'Activity',
    wayToPay: 'transfer',
  });
  purchases.push({ email: caller.email, purchase });
}
await setup.services.mail.drain();
await setup.stop();

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'info', ...env },
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 120_000;
  while (!output.includes('Server listening')) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(output);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return child;
}

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
      const port = 4000 + Math.floor(Math.random() * 900);
      const first = await startServer(port);
      const burst = purchases.map(({ purchase }) => confirmAt(port, purchase._id).catch(() => undefined));
      // Killed as soon as the first confirmation is answered: others are in flight, their e-mails not all sent.
      await Promise.race(burst);
      first.kill('SIGKILL');
      await once(first, 'exit');
      // The kill came before every receipt had left: what follows is the recovery.
      const receiptsAtKill = mailbox.received.filter((mail) =>
        mail.subject.includes('Pago confirmado'),
      ).length;
      expect(receiptsAtKill).toBeLessThan(BURST);
      await Promise.all(burst);

      const second = await startServer(port);
      try {
        // The owner confirms again what the kill interrupted: a confirmed one changes nothing, sends nothing.
        for (const { purchase } of purchases) {
          const res = await confirmAt(port, purchase._id);
          expect(res.status).toBe(200);
        }
        if (databaseUrl) {
          // On PostgreSQL a dead instance's claims end with their lease: another instance's pass after it.
          const other = await startTestApp({ ...env, SEED_DEMO: '0' });
          await other.services.jobs.runDue(new Date(Date.now() + LEASE_MS + 1000));
          await other.stop();
        }
        const all = () =>
          purchases.every(
            ({ email, purchase: { reference } }) =>
              messagesAbout(email, 'Pago confirmado', reference).size > 0 &&
              messagesAbout(OWNER_EMAIL, 'Pago recibido', reference).size > 0,
          );
        await expect.poll(all, { timeout: 60_000, interval: 200 }).toBe(true);
      } finally {
        second.kill('SIGTERM');
        await once(second, 'exit');
      }
      for (const { email, purchase } of purchases) {
        expect(messagesAbout(email, 'Pago confirmado', purchase.reference).size).toBe(1);
        expect(messagesAbout(OWNER_EMAIL, 'Pago recibido', purchase.reference).size).toBe(1);
      }
      // No message left unsent.
      const after = await startTestApp({ ...env, SEED_DEMO: '0' });
      const unsent = await after.services.database.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, 'mail'), isNull(jobs.doneAt)));
      expect(unsent).toEqual([]);
    },
  );
});
