import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { purchases } from '../../db/schema';
import { redactAuditEntries } from '../../platform/audit-redaction';

export interface Erasure {
  /** What the purchase's name says instead: 'Cuenta eliminada', 'Datos eliminados'. */
  name: string;
  /**
   * The account itself is being deleted: the purchases leave it (they own nothing any more), and one still
   * pending expires, since nobody can pay it now.
   */
  detach: boolean;
  now: Date;
}

/**
 * Erases the person's data that the purchases `where` selects copied (name, e-mail, phone, country, birth
 * date, DNI or CUIL), and from the audit entries about them, in two statements whatever their number. Amount,
 * currency, state, item and dates stay: the owner's accounts still add up. Returns the ids of the purchases
 * erased.
 */
export async function erasePurchasePeople(
  tx: Db,
  where: SQL | undefined,
  { name, detach, now }: Erasure,
): Promise<string[]> {
  const person = {
    firstName: name,
    lastName: '',
    country: '',
    dateOfBirth: null,
    email: '',
    phone: '',
    document: null,
  };
  const erased = await tx
    .update(purchases)
    .set({
      ...person,
      erasedAt: now,
      ...(detach && {
        userId: null,
        state: sql`case when ${purchases.state} = 'pending' then 'expired'::payment_state else ${purchases.state} end`,
      }),
    })
    .where(where)
    .returning({ id: purchases.id });
  const ids = erased.map((row) => row.id);
  // The entries keep the purchase as the API showed it: the person is its `user_id`.
  await redactAuditEntries(tx, 'purchase', ids, { ...person, ...(detach && { _id: null }) }, 'user_id');
  return ids;
}
