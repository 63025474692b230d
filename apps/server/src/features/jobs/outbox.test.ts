import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { JobProblem } from '@constelaciones/contract';
import { jobs } from '../../db/schema';
import { BACKOFF_BASE_MS, every, LEASE_MS } from '../../lib/jobs';
import { buildSecondInstance, sessionFor } from '../../test/helper';
import {
  buildPurchasesTestApp,
  bought,
  newActivity,
  OWNER_EMAIL,
  student,
} from '../../test/fixtures/purchases';

/*
 * The outbox and the job queue (docs/decisions/045-job-queue.md), on the database of the run: PGlite, or
 * PostgreSQL with DATABASE_URL.
 */
const testApp = await buildPurchasesTestApp();
const { app, deps, mailbox } = testApp;
const { db } = deps.database;
const admin = await sessionFor(deps, 'ADMIN');
const later = (ms: number) => new Date(Date.now() + ms);

async function pendingTransfer() {
  const activity = await newActivity(deps);
  const caller = await student(deps);
  const purchase = await bought(app, caller, {
    inscription: activity.id,
    inscriptionModel: 'Activity',
    wayToPay: 'transfer',
  });
  return { caller, purchase };
}

const confirm = (idPurchase: string) =>
  app.inject({
    method: 'POST',
    url: '/api/checkout/transfer-confirm',
    headers: admin.headers,
    payload: { idPurchase },
  });

const received = (to: string, subjectPart: string) =>
  mailbox.received.filter((mail) => mail.to.includes(to) && mail.subject.includes(subjectPart));

const problems = async (headers = admin.headers) => {
  const res = await app.inject({ method: 'GET', url: '/api/admin/jobs/problems', headers });
  return { status: res.statusCode, problems: res.json<{ problems?: JobProblem[] }>().problems };
};

const outboxRowTo = async (to: string) => {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, 'mail'), sql`${jobs.payload}->>'to' = ${to}`));
  return row;
};

describe('the outbox', () => {
  it("'Confirmar pago' while the mail server is down: the receipt waits, then arrives once, when it is back", async () => {
    const { caller, purchase } = await pendingTransfer();
    await deps.mail.drain();
    await mailbox.down();
    try {
      const res = await confirm(purchase._id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ msg: 'Pago confirmado', purchase: { state: 'paid' } });

      // The worker tried at once and failed: the receipt is kept, to be tried again after the backoff.
      await expect.poll(async () => (await outboxRowTo(caller.email))?.attempts, { timeout: 20_000 }).toBe(1);
      const waiting = (await outboxRowTo(caller.email))!;
      expect(waiting.doneAt).toBeNull();
      expect(waiting.runAt.getTime()).toBeGreaterThan(Date.now() + BACKOFF_BASE_MS / 2);
      // The owner sees it in the admin, with the reason.
      const { problems: shown } = await problems();
      expect(shown).toContainEqual(
        expect.objectContaining({
          kind: 'mail',
          to: caller.email,
          subject: expect.stringContaining('Pago confirmado'),
          attempts: 1,
          lastError: expect.stringMatching(/ECONNREFUSED|connect/i),
        }),
      );
    } finally {
      await mailbox.up();
    }
    // The worker's pass once the backoff is over.
    await deps.jobs.runDue(later(BACKOFF_BASE_MS + 1000));
    const receipts = received(caller.email, 'Pago confirmado');
    expect(receipts).toHaveLength(1);
    const row = (await outboxRowTo(caller.email))!;
    expect(receipts[0]!.messageId).toBe(row.key);
    expect(row.doneAt).not.toBeNull();
    const notices = mailbox.received.filter(
      (mail) => mail.to.includes(OWNER_EMAIL) && mail.text.includes(purchase.reference),
    );
    expect(notices.filter((mail) => mail.subject.includes('Pago recibido'))).toHaveLength(1);

    // Later passes send nothing again, and nothing is left to show.
    await deps.jobs.runDue(later(2 * LEASE_MS));
    expect(received(caller.email, 'Pago confirmado')).toHaveLength(1);
    expect((await problems()).problems).not.toContainEqual(expect.objectContaining({ to: caller.email }));
  });

  it('two instances never send the same message twice', async () => {
    const second = await buildSecondInstance(testApp);
    const addresses = Array.from({ length: 30 }, (_, i) => `ana.${i}.${Date.now()}@example.com`);
    await Promise.all(
      addresses.map((to) =>
        deps.mail.enqueue(db, { to, subject: 'Prueba de envío', text: 'Hola', html: '<p>Hola</p>' }),
      ),
    );
    // Both workers were woken by the commits; both drain at once too.
    await Promise.all([deps.mail.drain(), second.deps.mail.drain(), deps.mail.drain()]);
    for (const to of addresses) expect(received(to, 'Prueba de envío')).toHaveLength(1);
    const ids = mailbox.received.map((mail) => mail.messageId);
    expect(new Set(ids).size).toBe(ids.length);
    await second.stop();
  });

  it('a claim held by an instance that died is taken over once its lease ends, and only then', async () => {
    const to = `leo.${Date.now()}@example.com`;
    // Claimed by an instance that then died, as soon as it was written (this instance's worker had no
    // chance).
    await db.transaction(async (tx) => {
      await deps.mail.enqueue(tx, { to, subject: 'Reclamo vencido', text: 'Hola', html: '<p>Hola</p>' });
      await tx
        .update(jobs)
        .set({ lockedBy: 'an instance that died', lockedUntil: later(LEASE_MS) })
        .where(sql`${jobs.payload}->>'to' = ${to}`);
    });
    await deps.mail.drain();
    expect(received(to, 'Reclamo vencido')).toHaveLength(0);
    await deps.jobs.runDue(later(LEASE_MS + 1000));
    expect(received(to, 'Reclamo vencido')).toHaveLength(1);
  });
});

describe('runDue', () => {
  it('at a later time runs what is due then, even while a pass at the current time is under way', async () => {
    const kind = 'prueba-diferida';
    const ran: string[] = [];
    deps.jobs.handle(kind, async (row) => {
      ran.push(row.key);
    });
    await deps.jobs.add(db, kind, { key: 'en-un-minuto', payload: {}, runAt: later(60_000) });
    // The worker's own pass (a wake-up, a poll) and the test's pass at a later time, at once.
    await Promise.all([deps.jobs.runDue(), deps.jobs.runDue(later(61_000))]);
    expect(ran).toEqual(['en-un-minuto']);
  });
});

describe('a periodic job', () => {
  it('that fails is retried with backoff, shown to the owner until it works, and runs once a turn', async () => {
    let runs = 0;
    const name = 'prueba-que-falla';
    await deps.jobs.every(
      {
        name,
        next: every(60 * 60_000),
        async run() {
          runs += 1;
          if (runs <= 2) throw new Error('el servicio no responde');
        },
      },
      // Registered an hour and a minute ago: its first turn is due.
      later(-61 * 60_000),
    );
    const start = Date.now();
    expect(await deps.jobs.runDue()).toBe(1);
    const first = (await db.select().from(jobs).where(eq(jobs.key, name)))[0]!;
    expect(first).toMatchObject({ attempts: 1, lastError: 'el servicio no responde', lockedUntil: null });
    expect(first.runAt.getTime() - start).toBeGreaterThanOrEqual(BACKOFF_BASE_MS);
    expect(first.runAt.getTime() - Date.now()).toBeLessThanOrEqual(BACKOFF_BASE_MS);

    const { status, problems: shown } = await problems();
    expect(status).toBe(200);
    expect(shown).toContainEqual(
      expect.objectContaining({ kind: name, to: null, attempts: 1, lastError: 'el servicio no responde' }),
    );
    // Only the owner: a student is refused.
    expect((await problems((await student(deps)).headers)).status).toBe(403);

    // Not before its backoff; the second failure waits twice as long.
    expect(await deps.jobs.runDue(new Date(first.runAt.getTime() - 1000))).toBe(0);
    expect(await deps.jobs.runDue(first.runAt)).toBe(1);
    const second = (await db.select().from(jobs).where(eq(jobs.key, name)))[0]!;
    expect(second.attempts).toBe(2);
    expect(second.runAt.getTime() - first.runAt.getTime()).toBe(2 * BACKOFF_BASE_MS);

    expect(await deps.jobs.runDue(second.runAt)).toBe(1);
    const done = (await db.select().from(jobs).where(eq(jobs.key, name)))[0]!;
    expect(done).toMatchObject({ attempts: 0, lastError: null });
    expect(done.runAt.getTime() - second.runAt.getTime()).toBe(60 * 60_000);
    expect((await problems()).problems).not.toContainEqual(expect.objectContaining({ kind: name }));
    // Once a turn: nothing more until the next one.
    expect(await deps.jobs.runDue(new Date(done.runAt.getTime() - 1000))).toBe(0);
    expect(runs).toBe(3);
  });
});
