import { and, eq, inArray, sql } from 'drizzle-orm';
import type { InscriptionModel } from '@constelaciones/contract';
import type { Db } from '../../db/client';
import { purchases } from '../../db/schema';

/** Who would use a code on what: the person, the item and (for a course) its date. */
export interface CodeTarget {
  userId: string | null;
  inscriptionModel: InscriptionModel;
  inscriptionId: string;
  courseDate: string | null;
}

/**
 * One use is one person's one item, whichever ways to pay she tried for it: her purchases of that item (course
 * date included) that are pending or paid with the code count once. A purchase whose account was deleted counts
 * by itself.
 */
const useKey = sql`coalesce(${purchases.userId}::text, ${purchases.id}::text) || ':' || ${purchases.inscriptionModel} || ':' || ${purchases.inscriptionId} || ':' || coalesce(${purchases.courseDate}::text, '')`;

/** The purchases that hold a use of their code (purchases_discount_code_idx). */
const holdingUse = inArray(purchases.state, ['pending', 'paid']);

/** The code's uses now, hers among them, and whether she already holds one for this very item. */
export async function usesOf(db: Db, codeId: string, target: CodeTarget) {
  const mine = sql`${purchases.userId} = ${target.userId}`;
  const thisItem = sql`${purchases.inscriptionModel} = ${target.inscriptionModel} and ${purchases.inscriptionId} = ${target.inscriptionId} and ${purchases.courseDate} is not distinct from ${target.courseDate}::date`;
  const [row] = await db
    .select({
      uses: sql<number>`count(distinct ${useKey})::int`,
      hers: sql<number>`(count(distinct ${useKey}) filter (where ${mine}))::int`,
      holding: sql<boolean>`coalesce(bool_or(${mine} and ${thisItem}), false)`,
    })
    .from(purchases)
    .where(and(eq(purchases.discountCodeId, codeId), holdingUse));
  return { uses: Number(row!.uses), hers: Number(row!.hers), holding: Boolean(row!.holding) };
}

/** Per code: its paid uses and the pending ones holding a use. */
export async function usesByCode(db: Db, codeIds: string[]) {
  const counts = new Map<string, { used: number; held: number }>();
  if (codeIds.length === 0) return counts;
  const rows = await db
    .select({
      codeId: purchases.discountCodeId,
      used: sql<number>`(count(distinct ${useKey}) filter (where ${purchases.state} = 'paid'))::int`,
      held: sql<number>`(count(distinct ${useKey}) filter (where ${purchases.state} = 'pending'))::int`,
    })
    .from(purchases)
    .where(and(inArray(purchases.discountCodeId, codeIds), holdingUse))
    .groupBy(purchases.discountCodeId);
  for (const row of rows) counts.set(row.codeId!, { used: Number(row.used), held: Number(row.held) });
  return counts;
}
