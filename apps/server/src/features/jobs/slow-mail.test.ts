import { afterAll, describe, expect, it } from 'vitest';
import { LEASE_MS } from '../../lib/jobs';
import { buildSecondInstance, sessionFor } from '../../test/helper';
import { buildPurchasesTestApp, OWNER_EMAIL, pendingTransfers } from '../../test/fixtures/purchases';

/*
 * The job queue under a mail server that takes 37 s a message, far longer than a claim's lease
 * (docs/decisions/068-job-leases-and-lanes.md): two instances on PostgreSQL, one on PGlite (which one process
 * only can open). A job slower than its lease: slow-job.test.ts.
 */
const SLOW_MS = 37_000;
/** Jobs an instance runs at once (lib/jobs.ts). */
const SLOTS = 5;
const RECEIPTS = 20;

const testApp = await buildPurchasesTestApp();
const { deps, mailbox } = testApp;
afterAll(() => mailbox.hurry());
const onPostgres = deps.database.kind === 'postgres';
const instances = onPostgres ? [testApp, await buildSecondInstance(testApp)] : [testApp];
const admin = await sessionFor(deps, 'ADMIN');

/** How long the slow messages take at most, rounds of SLOTS per instance, with the tests' margin. */
const rounds = Math.ceil(RECEIPTS / (SLOTS * instances.length));
const sendingMs = rounds * SLOW_MS;

describe('a mail server that takes 37 s a message', () => {
  it(
    `sends each of ${RECEIPTS} receipts once, confirmed on every instance at once`,
    { timeout: 2.5 * sendingMs + 60_000 },
    async () => {
      const pending = await pendingTransfers(testApp, RECEIPTS);
      await deps.mail.drain();
      // The students' receipts crawl; the owner's notices go through, so that the receipts fill the slots.
      mailbox.slowDown(SLOW_MS, (address) => address !== OWNER_EMAIL);
      const started = Date.now();
      const answers = await Promise.all(
        pending.map(({ purchase }, i) =>
          instances[i % instances.length]!.app.inject({
            method: 'POST',
            url: '/api/checkout/transfer-confirm',
            headers: admin.headers,
            payload: { idPurchase: purchase._id },
          }),
        ),
      );
      expect(answers.map((res) => res.statusCode)).toEqual(pending.map(() => 200));

      const receiptsTo = (email: string) =>
        mailbox.received.filter(
          (mail) => mail.to.includes(email) && mail.subject.includes('Pago confirmado'),
        );
      const all = () => pending.every(({ email }) => receiptsTo(email).length > 0);
      await expect.poll(all, { timeout: 2 * sendingMs + 30_000, interval: 500 }).toBe(true);
      // Longer than a lease: had a claim lapsed, another holder would have begun the message again.
      expect(Date.now() - started).toBeGreaterThan(LEASE_MS);
      await Promise.all(instances.map((instance) => instance.deps.mail.drain()));
      for (const { email } of pending) {
        expect(receiptsTo(email), email).toHaveLength(1);
        expect(
          mailbox.begun.filter((transaction) => transaction.to === email),
          email,
        ).toHaveLength(1);
      }
    },
  );
});
