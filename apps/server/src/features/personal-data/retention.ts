import { and, asc, inArray, isNull, lt, or } from 'drizzle-orm';
import { personalDataMessages } from '@constelaciones/contract';
import { purchases } from '../../db/schema';
import { every, type PeriodicJob } from '../../lib/jobs';
import { auditedWrites } from '../../platform/audited-write';
import { erasePurchasePeople, readPaymentSettings } from '../purchases';
import type { Dependencies } from '../../platform/dependencies';

const DAY_MS = 24 * 60 * 60_000;
/** Purchases erased per transaction: short transactions and locks, whatever the backlog. */
const BATCH = 500;
/** How often the job runs (once across instances: the job queue's row for it). */
export const RETENTION_EVERY_MS = 6 * 60 * 60_000;

type RetentionDependencies = Pick<Dependencies, 'database' | 'images' | 'catalog'>;

/**
 * Keeps only what is needed: a purchase that ended unpaid (expired, or cancelled because the person paid
 * the item another way) keeps its copy of the person's data (name, e-mail, phone, country, birth date) for
 * the days the owner set in 'Datos de pago', counted from its deadline; then the copy is erased, on the
 * purchase and in its audit entries, and its name reads 'Datos eliminados'. Amount, item, state and dates
 * stay. In batches, two statements each (no query per purchase), rows another instance holds skipped (SKIP
 * LOCKED), each batch audited once; a purchase once erased is never picked again. Says how many were erased.
 */
export async function eraseUnpaidPurchaseData(
  deps: RetentionDependencies,
  now = new Date(),
  batch = BATCH,
): Promise<number> {
  const { db } = deps.database;
  const { unpaidDataDays } = await readPaymentSettings(db);
  const cutoff = new Date(now.getTime() - unpaidDataDays * DAY_MS);
  const write = auditedWrites(deps);
  let total = 0;
  for (;;) {
    const erased = await write({
      actor: { id: null },
      entity: 'purchase',
      async apply(tx) {
        const due = tx
          .select({ id: purchases.id })
          .from(purchases)
          .where(
            and(
              inArray(purchases.state, ['expired', 'cancelled']),
              isNull(purchases.erasedAt),
              // A purchase made before every one had a deadline counts from its last change.
              or(
                lt(purchases.deadline, cutoff),
                and(isNull(purchases.deadline), lt(purchases.updatedAt, cutoff)),
              ),
            ),
          )
          .orderBy(asc(purchases.deadline))
          .limit(batch)
          .for('update', { skipLocked: true });
        const ids = await erasePurchasePeople(tx, inArray(purchases.id, due), {
          name: personalDataMessages.erasedName,
          detach: false,
          now,
        });
        if (ids.length === 0) return { result: 0 };
        const after = { personalDataErased: ids.length, unpaidDataDays };
        return { result: ids.length, change: { action: 'update', entityId: null, after } };
      },
    });
    total += erased;
    if (erased < batch) return total;
  }
}

/** The job, every RETENTION_EVERY_MS through the job queue (registered by serve.ts). */
export const unpaidDataRetentionJob = (deps: RetentionDependencies): PeriodicJob => ({
  name: 'unpaid-data-retention',
  next: every(RETENTION_EVERY_MS),
  async run(log) {
    const count = await eraseUnpaidPurchaseData(deps);
    if (count > 0) log.info({ count }, 'personal data of unpaid purchases erased');
  },
});
