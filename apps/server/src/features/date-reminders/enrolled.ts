import { and, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { purchases } from '../../db/schema';
import { itemDates, purchaseDateOf, type PurchaseRow, HOLDING_STATES } from '../purchases';
import type { EnrolledDate } from './emails';

/**
 * The purchases that `where` picks, each with its date as it is now (the item's current day and hour) and the
 * person's copied name and address: three queries whatever their number. Those without a date to attend (a
 * recorded module, a workshop without a date) or without an address (erased) are left out.
 */
export async function enrolledDates(
  db: Db,
  where: SQL | undefined,
): Promise<{ row: PurchaseRow; enrolled: EnrolledDate }[]> {
  const rows = await db
    .select()
    .from(purchases)
    .where(and(where, inArray(purchases.state, [...HOLDING_STATES])));
  const dateOf = await itemDates(db, rows);
  return rows.flatMap((row) => {
    const when = dateOf(row);
    if (!when || !row.email) return [];
    const enrolled = { firstName: row.firstName, email: row.email, online: when.online };
    return [{ row, enrolled: { ...enrolled, date: purchaseDateOf(row, when) } }];
  });
}
