import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import { withdrawalLastDay, type Withdrawal } from '@constelaciones/contract';
import type { Db } from '../../db/client';
import { purchases, users, withdrawals } from '../../db/schema';
import { toPurchase, type PurchaseRow } from '../purchases';

export type WithdrawalRow = typeof withdrawals.$inferSelect;

/** A request as the owner reads it, with the purchase it names (if any) and that purchase's term. */
export function toWithdrawal(row: WithdrawalRow, purchase: PurchaseRow | null | undefined): Withdrawal {
  return {
    _id: row.id,
    code: row.code,
    name: row.name,
    email: row.email,
    reference: row.reference,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    withinTerm: row.withinTerm,
    termLastDay: purchase ? withdrawalLastDay(purchase.createdAt) : null,
    state: row.state,
    resolutionNote: row.resolutionNote,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    purchase: purchase ? toPurchase(purchase) : null,
  };
}

export function withdrawalRepository(db: Db) {
  const withPurchase = () =>
    db.select().from(withdrawals).leftJoin(purchases, eq(purchases.id, withdrawals.purchaseId));

  return {
    /** Every request, newest first. */
    async list(): Promise<Withdrawal[]> {
      const rows = await withPurchase().orderBy(desc(withdrawals.createdAt));
      return rows.map((row) => toWithdrawal(row.withdrawals, row.purchases));
    },

    async find(id: string): Promise<Withdrawal | undefined> {
      const [row] = await withPurchase().where(eq(withdrawals.id, id));
      return row && toWithdrawal(row.withdrawals, row.purchases);
    },
  };
}

/**
 * The purchase a request names: its reference, bought with that e-mail (the one copied on the purchase, or the
 * account's now). Both must match, so a request tells nothing about a reference to someone who does not know the
 * buyer's address.
 */
export async function purchaseNamed(
  db: Db,
  reference: string,
  email: string,
): Promise<PurchaseRow | undefined> {
  const [row] = await db
    .select({ purchase: purchases })
    .from(purchases)
    .innerJoin(users, eq(users.id, purchases.userId))
    .where(
      and(
        eq(purchases.reference, reference),
        or(eq(sql`lower(${purchases.email})`, email), eq(sql`lower(${users.email})`, email)),
      ),
    );
  return row?.purchase;
}

/** The request, locked until the transaction ends. */
export async function lockWithdrawal(tx: Db, id: string): Promise<WithdrawalRow | undefined> {
  const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
  return row;
}

/** The requests neither resolved nor rejected yet (withdrawals_open_idx). */
export async function countOpenWithdrawals(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(withdrawals).where(eq(withdrawals.state, 'open'));
  return row!.n;
}
