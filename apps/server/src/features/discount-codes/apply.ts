import { eq } from 'drizzle-orm';
import {
  argentineDay,
  discountCodeMessages as words,
  formatDate,
  type Currency,
} from '@constelaciones/contract';
import type { Db } from '../../db/client';
import { discountCodes } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { usesOf, type CodeTarget } from './uses';

/** What a code takes off a total: the row it is counted by, its name, and the amount in the total's currency. */
export interface CodeDiscount {
  codeId: string;
  code: string;
  amount: number;
}

/** A refusal of the checkout's field: its message, on the field `code`. */
const refuse = (message: string) => badRequest(message, { code: message });

const cents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * What the code `code` takes off `total` for `target` at `now`, or 400 on the field `code` saying why not: it
 * does not exist, is not valid yet or any more (Argentine days, both ends included), is not for this item or
 * currency, would leave nothing to pay, is used up, or was used by her already. A person who already holds a use
 * for this item (a pending purchase of it with another way to pay) takes no second one.
 *
 * `lock` reads the code FOR UPDATE, as create does inside the purchase's transaction: whoever holds the lock
 * counts the uses and inserts the purchase before the next one counts, so a code's last use goes once however
 * many people try it at the same moment (docs/decisions/070-discount-codes.md).
 */
export async function discountFor(
  db: Db,
  code: string,
  target: CodeTarget,
  total: { amount: number; currency: Currency },
  now: Date,
  { lock }: { lock: boolean },
): Promise<CodeDiscount> {
  const query = db.select().from(discountCodes).where(eq(discountCodes.code, code)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw refuse(words.notFound);
  const today = argentineDay(now);
  if (row.validFrom && today < row.validFrom) throw refuse(words.notYet(formatDate(row.validFrom)));
  if (row.validUntil && today > row.validUntil) throw refuse(words.expired);
  const forItem = (item: { model: string; id: string }) =>
    item.model === target.inscriptionModel && item.id === target.inscriptionId;
  if (row.items.length > 0 && !row.items.some(forItem)) throw refuse(words.notForItem);

  const fixed = total.currency === 'ARS' ? row.amountArs : row.amountUsd;
  if (row.kind === 'amount' && fixed === null) throw refuse(words.notForCurrency(total.currency));
  const amount = cents(row.kind === 'percent' ? (total.amount * (row.percent ?? 0)) / 100 : fixed!);
  if (amount >= total.amount) throw refuse(words.coversPrice);

  const { uses, hers, holding } = await usesOf(db, row.id, target);
  if (!holding) {
    if (row.maxUses !== null && uses >= row.maxUses) throw refuse(words.usedUp);
    if (row.oncePerPerson && hers > 0) throw refuse(words.usedByYou);
  }
  return { codeId: row.id, code: row.code, amount };
}
