import { inArray, lt, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { authTokens, captchaSolutions, oidcLogins, sessions } from '../../db/schema';
import { every, type PeriodicJob } from '../../lib/jobs';
import { SESSION_IDLE_MS } from './sessions';

/** Rows deleted per statement: short transactions, short locks, whatever the backlog. */
const BATCH = 500;
/** How often the purge runs. */
const PURGE_INTERVAL_MS = 60 * 60_000;

interface Expiring {
  table: PgTable;
  key: PgColumn;
  /** When a row is of no use any more. */
  expired: (now: Date) => SQL | undefined;
}

/**
 * What ends and is never read again: sessions past their lifetime or idle too long (revoked ones go the same
 * way), e-mailed links past their date (used or not), solved captcha challenges, social logins under way.
 */
const expiring: Expiring[] = [
  {
    table: sessions,
    key: sessions.id,
    expired: (now) =>
      or(lt(sessions.expiresAt, now), lt(sessions.lastUsedAt, new Date(now.getTime() - SESSION_IDLE_MS))),
  },
  { table: authTokens, key: authTokens.id, expired: (now) => lt(authTokens.expiresAt, now) },
  {
    table: captchaSolutions,
    key: captchaSolutions.challengeId,
    expired: (now) => lt(captchaSolutions.expiresAt, now),
  },
  { table: oidcLogins, key: oidcLogins.stateHash, expired: (now) => lt(oidcLogins.expiresAt, now) },
];

/**
 * Deletes expired rows in batches, and says how many went. Rows another instance is deleting at the same
 * moment are skipped (SKIP LOCKED), so several instances purging together only share the work.
 */
export async function purgeExpiredRows(db: Db, batch = BATCH): Promise<number> {
  const now = new Date();
  let total = 0;
  for (const { table, key, expired } of expiring) {
    for (;;) {
      const doomed = db
        .select({ key })
        .from(table)
        .where(expired(now))
        .limit(batch)
        .for('update', { skipLocked: true });
      const deleted = await db.delete(table).where(inArray(key, doomed)).returning({ key });
      total += deleted.length;
      if (deleted.length < batch) break;
    }
  }
  return total;
}

/** The purge, every hour through the job queue (registered by serve.ts). */
export const expiredRowsPurgeJob = (db: Db): PeriodicJob => ({
  name: 'expired-rows-purge',
  next: every(PURGE_INTERVAL_MS),
  async run(log) {
    const count = await purgeExpiredRows(db);
    if (count > 0) log.info({ count }, 'expired sessions, links and captcha solutions purged');
  },
});
