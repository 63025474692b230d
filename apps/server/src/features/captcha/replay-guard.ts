import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { captchaSolutions } from '../../db/schema';
import type { ReplayGuard } from '../../integrations/altcha';

/** Used challenges live in the database until they expire, so that no instance accepts one twice. */
export function captchaReplayGuard(db: Db): ReplayGuard {
  return {
    async firstUse(challengeId, expiresAt) {
      await db.delete(captchaSolutions).where(lt(captchaSolutions.expiresAt, new Date()));
      // The primary key makes this atomic: of two requests racing with one solution, one inserts.
      const inserted = await db
        .insert(captchaSolutions)
        .values({ challengeId, expiresAt })
        .onConflictDoNothing()
        .returning({ challengeId: captchaSolutions.challengeId });
      return inserted.length === 1;
    },
  };
}
