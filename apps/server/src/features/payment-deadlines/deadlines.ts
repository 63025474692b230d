/*
 * Payment deadlines: the periodic job by which a pending purchase holds its item and place for a while only
 * (config.pendingPurchaseDays). A feature of its own: not the purchase record's, whose transitions and writes
 * it calls as any other feature does; nor the payments', since it asks no provider and takes no money: it
 * ends the hold of a purchase nobody paid, whatever the way to pay, and reminds a transfer once before that.
 */
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { purchases } from '../../db/schema';
import { auditedWrites } from '../../platform/audited-write';
import {
  toPurchase,
  type PurchaseDependencies,
  changeOf,
  expirePurchase,
  lockPurchase,
  flagTransferReminders,
} from '../purchases';
import { purchaseExpiredMail, paymentReminderMail } from './emails';
import { every, type PeriodicJob } from '../../lib/jobs';

/** A fixed key for pg_try_advisory_xact_lock: one instance at a time runs the job. */
const DEADLINES_LOCK = 7_201_946;
/** The reminder goes out once, this long before the deadline. */
export const REMINDER_BEFORE_MS = 24 * 60 * 60 * 1000;
/** How often the job runs (once across instances: the job queue's row for it). */
export const DEADLINES_EVERY_MS = 10 * 60 * 1000;

export interface DeadlinesRun {
  /** False when another instance held the lock: this one did nothing. */
  ran: boolean;
  reminded: number;
  expired: number;
}

const due = (now: Date) => and(eq(purchases.state, 'pending'), lte(purchases.deadline, now));

/**
 * Pending purchases hold nothing forever (docs/payments.md): at `now`, those past their deadline expire (each
 * an audited transition, the item free again). A transfer within a day of it gets its one reminder (the flag
 * `reminder_sent_at` is set in the same transaction, so it goes once), and its expiry is told to the student.
 * One to pay at Mercado Pago or PayPal expires without e-mails: the person left the provider's page without
 * paying, and a payment the provider approves later still marks it paid
 * (docs/decisions/028-enrolments-and-payments.md). Runs under an advisory lock taken with `try`: an instance
 * that finds the job running elsewhere returns at once. E-mails are written to the outbox in the same
 * transaction.
 */
export async function runPaymentDeadlines(
  deps: PurchaseDependencies,
  now = new Date(),
): Promise<DeadlinesRun> {
  const site = await deps.sender.site();
  return deps.database.db.transaction(async (tx): Promise<DeadlinesRun> => {
    const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${DEADLINES_LOCK}) as locked`);
    // PGlite and node-postgres both answer { rows }.
    const [lock] = (result as unknown as { rows: { locked: boolean }[] }).rows;
    if (!lock?.locked) return { ran: false, reminded: 0, expired: 0 };
    // The write primitive on this transaction: each expiry is a savepoint with its own audit entry.
    const write = auditedWrites({ ...deps, database: { ...deps.database, db: tx } });
    let expired = 0;
    for (const { id } of await ids(tx, due(now))) {
      const row = await write({
        actor: { id: null },
        entity: 'purchase',
        async apply(inner) {
          const current = await lockPurchase(inner, id);
          if (!current || current.state !== 'pending' || !current.deadline || current.deadline > now) {
            return { result: undefined };
          }
          const after = await expirePurchase(inner, deps.jobs, current);
          return { result: after, change: changeOf(current, after) };
        },
      });
      if (row) {
        expired++;
        if (row.wayToPay === 'transfer')
          await deps.mail.enqueue(tx, purchaseExpiredMail(site, toPurchase(row)));
      }
    }
    // Only a payment by hand is reminded: its e-mail told the person how and until when to pay.
    const reminded = await flagTransferReminders(tx, now, new Date(now.getTime() + REMINDER_BEFORE_MS));
    for (const row of reminded) {
      await deps.mail.enqueue(tx, paymentReminderMail(site, toPurchase(row), site.noticesTo));
    }
    return { ran: true, reminded: reminded.length, expired };
  });
}

const ids = (tx: Db, where: ReturnType<typeof due>) =>
  tx.select({ id: purchases.id }).from(purchases).where(where).orderBy(asc(purchases.deadline));

/** The job, every DEADLINES_EVERY_MS through the job queue (registered by serve.ts). */
export const paymentDeadlinesJob = (deps: PurchaseDependencies): PeriodicJob => ({
  name: 'payment-deadlines',
  next: every(DEADLINES_EVERY_MS),
  async run(log) {
    const run = await runPaymentDeadlines(deps);
    if (run.expired || run.reminded) log.info(run, 'payment deadlines');
  },
});
