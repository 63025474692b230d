import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminHomeVisits } from '../../db/schema';

/** One visit of 'Inicio': when it began by the database's clock, and when the account came before, if ever. */
export interface Visit {
  at: Date;
  previous: Date | null;
}

/**
 * Records the account's visit of 'Inicio' now and answers the one before. The previous row is locked first, so
 * two visits at once each get a different previous one and no purchase is counted by both.
 */
export function recordVisit(db: Db, userId: string): Promise<Visit> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ at: adminHomeVisits.visitedAt })
      .from(adminHomeVisits)
      .where(eq(adminHomeVisits.userId, userId))
      .for('update');
    const [now] = await tx
      .insert(adminHomeVisits)
      .values({ userId })
      .onConflictDoUpdate({ target: adminHomeVisits.userId, set: { visitedAt: sql`now()` } })
      .returning({ at: adminHomeVisits.visitedAt });
    return { at: now!.at, previous: before?.at ?? null };
  });
}
