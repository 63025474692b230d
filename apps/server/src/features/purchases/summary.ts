import { and, count, eq, gte, isNotNull, ne, sql, sum } from 'drizzle-orm';
import { unionAll, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { CURRENCIES, type Currency, type PurchaseMonth } from '@constelaciones/contract';
import type { Db } from '../../db/client';
import { purchases } from '../../db/schema';

/** How many months the owner's summary shows, this one included. */
export const SUMMARY_MONTHS = 12;

/** Argentina keeps UTC−3 all year (contract's format.ts): a month starts at 03:00 UTC on its first day. */
const ARGENTINA_OFFSET_HOURS = 3;

/** The month keys ('YYYY-MM') of the summary, oldest first, ending with the Argentine month of `now`. */
export function summaryMonths(now: Date): string[] {
  const argentine = new Date(now.getTime() - ARGENTINA_OFFSET_HOURS * 3600_000);
  return Array.from({ length: SUMMARY_MONTHS }, (_, index) => {
    const month = new Date(
      Date.UTC(argentine.getUTCFullYear(), argentine.getUTCMonth() - (SUMMARY_MONTHS - 1 - index), 1),
    );
    return month.toISOString().slice(0, 7);
  });
}

/** The instant the first month of the summary starts. */
const startOf = (month: string) => new Date(`${month}-01T0${ARGENTINA_OFFSET_HOURS}:00:00Z`);

/** An instant's Argentine month, 'YYYY-MM'. */
const monthOf = (instant: AnyPgColumn) =>
  sql<string>`to_char((${instant} at time zone 'UTC') - interval '${sql.raw(String(ARGENTINA_OFFSET_HOURS))} hours', 'YYYY-MM')`;

/**
 * The owner's summary of the last 12 months, in one statement: the purchases made each month (all but the
 * cancelled ones, which are a person's second way to pay an item already paid), by purchases_created_idx; and,
 * per currency, the purchases paid each month, their amount and their discount, by the date they were paid
 * (paid_at) and only while paid (a refunded purchase no longer counts), by purchases_paid_idx; and the discount
 * codes those were paid with, each with its purchases and what it took off.
 */
export async function purchaseSummary(db: Db, now: Date): Promise<PurchaseMonth[]> {
  const months = summaryMonths(now);
  const since = startOf(months[0]!);
  const made = db
    .select({
      month: monthOf(purchases.createdAt).as('month'),
      currency: sql<Currency | null>`null`.as('currency'),
      count: count().as('count'),
      amount: sql<string>`0::numeric`.as('amount'),
      discount: sql<string>`0::numeric`.as('discount'),
      code: sql<string | null>`null`.as('code'),
    })
    .from(purchases)
    .where(and(gte(purchases.createdAt, since), ne(purchases.state, 'cancelled')))
    .groupBy(sql`1`);
  const paid = db
    .select({
      month: monthOf(purchases.paidAt).as('month'),
      currency: sql<Currency | null>`${purchases.currency}`.as('currency'),
      count: count().as('count'),
      amount: sql<string>`${sum(purchases.amount)}`.as('amount'),
      discount: sql<string>`${sum(purchases.discount)}`.as('discount'),
      code: sql<string | null>`null`.as('code'),
    })
    .from(purchases)
    .where(and(eq(purchases.state, 'paid'), gte(purchases.paidAt, since)))
    .groupBy(sql`1`, sql`2`);
  const byCode = db
    .select({
      month: monthOf(purchases.paidAt).as('month'),
      currency: sql<Currency | null>`${purchases.currency}`.as('currency'),
      count: count().as('count'),
      amount: sql<string>`${sum(purchases.amount)}`.as('amount'),
      discount: sql<string>`${sum(purchases.discount)}`.as('discount'),
      code: sql<string | null>`${purchases.discountCode}`.as('code'),
    })
    .from(purchases)
    .where(and(eq(purchases.state, 'paid'), gte(purchases.paidAt, since), isNotNull(purchases.discountCode)))
    .groupBy(sql`1`, sql`2`, sql`6`);
  const rows = await unionAll(made, paid, byCode);

  const byMonth = new Map<string, PurchaseMonth>(
    months.map((month) => [
      month,
      {
        month,
        purchases: 0,
        codes: [],
        received: Object.fromEntries(
          CURRENCIES.map((currency) => [currency, { count: 0, amount: 0, discount: 0 }]),
        ) as PurchaseMonth['received'],
      },
    ]),
  );
  for (const row of rows.sort((a, b) => (a.code ?? '').localeCompare(b.code ?? ''))) {
    const entry = byMonth.get(row.month);
    if (!entry) continue;
    const number = Number(row.count);
    if (row.code) {
      entry.codes.push({
        code: row.code,
        currency: row.currency!,
        count: number,
        discount: Number(row.discount),
      });
    } else if (row.currency) {
      entry.received[row.currency] = {
        count: number,
        amount: Number(row.amount),
        discount: Number(row.discount),
      };
    } else entry.purchases = number;
  }
  return [...byMonth.values()];
}
