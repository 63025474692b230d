import { afterAll, describe, expect, it } from 'vitest';
import { sessionFor } from '../../test/helper';
import {
  freePort,
  serverProcessEnv,
  setupApp,
  startServerProcess,
  stopServerProcess,
} from '../../test/server-process';
import { startMailbox } from '../../test/smtp';
import { pendingTransfers } from '../../test/fixtures/purchases';

/*
 * kill -9 of an instance while a slow mail server (37 s a message) takes the receipts it had claimed, then a
 * restart: those receipts begin to leave again within 30 s, and each arrives once
 * (docs/decisions/068-job-leases-and-lanes.md). Two server processes on PostgreSQL, one on a PGlite folder.
 */
const SLOW_MS = 37_000;
/** Jobs an instance runs at once (lib/jobs.ts). */
const SLOTS = 5;

const mailbox = await startMailbox();
afterAll(() => mailbox.hurry());
const env = await serverProcessEnv(mailbox.url);
const onPostgres = Boolean(env.DATABASE_URL);
// More receipts than one instance's slots on PostgreSQL: each of the two instances holds some.
const RECEIPTS = onPostgres ? SLOTS + 1 : SLOTS;

const setup = await setupApp(env);
const admin = await sessionFor(setup.deps, 'ADMIN');
const pending = await pendingTransfers(setup, RECEIPTS);
await setup.deps.mail.drain();
await setup.stop();
const students = new Set(pending.map(({ email }) => email));

const beginningsTo = (email: string) => mailbox.begun.filter((transaction) => transaction.to === email);
const receiptsTo = (email: string) =>
  mailbox.received.filter((mail) => mail.to.includes(email) && mail.subject.includes('Pago confirmado'));

describe('an instance killed while a slow mail server takes its receipts', () => {
  it('lets them leave again within 30 s of the kill, once each', { timeout: 240_000 }, async () => {
    const ports = await Promise.all((onPostgres ? [0, 1] : [0]).map(() => freePort()));
    const processes = await Promise.all(ports.map((port) => startServerProcess(env, port)));
    // The students' receipts crawl; the owner's notices go through.
    mailbox.slowDown(SLOW_MS, (address) => students.has(address));
    const answers = await Promise.all(
      pending.map(({ purchase }) =>
        fetch(`http://127.0.0.1:${ports[0]}/api/checkout/transfer-confirm`, {
          method: 'POST',
          headers: { ...admin.headers, 'content-type': 'application/json' },
          body: JSON.stringify({ idPurchase: purchase._id }),
        }),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(pending.map(() => 200));
    // Every receipt is under way, none has arrived: the first instance holds some of them.
    await expect
      .poll(() => pending.every(({ email }) => beginningsTo(email).length === 1), { timeout: 20_000 })
      .toBe(true);
    await stopServerProcess(processes[0]!, 'SIGKILL');
    const killedAt = Date.now();
    expect(pending.filter(({ email }) => receiptsTo(email).length > 0)).toEqual([]);
    const restarted = await startServerProcess(env, ports[0]!);
    try {
      await expect
        .poll(() => pending.every(({ email }) => receiptsTo(email).length > 0), {
          timeout: 30_000 + 2 * SLOW_MS,
          interval: 500,
        })
        .toBe(true);
    } finally {
      await Promise.all(
        [restarted, ...processes.slice(1)].map((child) => stopServerProcess(child, 'SIGTERM')),
      );
    }
    // What the killed instance held began again, within 30 s; what the other one held, never.
    const again = pending.filter(({ email }) => beginningsTo(email).length > 1);
    expect(again.length).toBeGreaterThan(0);
    for (const { email } of again) {
      const [, second] = beginningsTo(email);
      expect(second!.at - killedAt, email).toBeLessThan(30_000);
      expect(beginningsTo(email), email).toHaveLength(2);
    }
    for (const { email } of pending) expect(receiptsTo(email), email).toHaveLength(1);
  });
});
