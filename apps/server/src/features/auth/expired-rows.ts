import { and, eq, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { SENT_MAIL_DAYS, UNCONFIRMED_ACCOUNT_DAYS } from '@constelaciones/contract';
import type { Db } from '../../db/client';
import {
  authTokens,
  captchaSolutions,
  jobs,
  newsletterSubscribers,
  oidcLogins,
  purchases,
  sessions,
  users,
} from '../../db/schema';
import { MAIL_KINDS } from '../../integrations/mail';
import { every, type PeriodicJob } from '../../lib/jobs';
import { redactAuditEntries } from '../../platform/audit-redaction';
import { DELETED_ACCOUNT } from '../users';
import { SESSION_IDLE_MS } from '../../platform/sessions';

/** Rows deleted per statement: short transactions, short locks, whatever the backlog. */
const BATCH = 500;
/** How often the purge runs. */
const PURGE_INTERVAL_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

interface Expiring {
  table: PgTable;
  key: PgColumn;
  /** When a row is of no use any more. */
  expired: (now: Date) => SQL | undefined;
  /** What goes with the rows deleted, in the same transaction. */
  alsoErase?: (tx: Db, keys: string[]) => Promise<void>;
}

/**
 * What ends and is never read again: sessions past their lifetime or idle too long (revoked ones go the same
 * way), e-mailed links past their date (used or not), solved captcha challenges, social logins under way;
 * and, keeping only what is needed, accounts whose e-mail was never confirmed within UNCONFIRMED_ACCOUNT_DAYS
 * (such an account cannot log in nor buy; the audit entries about it forget who registered it), addresses that
 * asked for the newsletter and never used its link within as many days, and the copies of e-mails (newsletters
 * included) sent more than SENT_MAIL_DAYS ago.
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
  {
    table: users,
    key: users.id,
    expired: (now) =>
      and(
        isNull(users.confirmedAt),
        lt(users.createdAt, daysBefore(now, UNCONFIRMED_ACCOUNT_DAYS)),
        // Never false for an account that cannot log in; the foreign key would refuse the delete anyway.
        sql`not exists (select 1 from ${purchases} where ${purchases.userId} = ${users.id})`,
      ),
    alsoErase: (tx, ids) => redactAuditEntries(tx, 'user', ids, DELETED_ACCOUNT),
  },
  {
    table: jobs,
    key: jobs.id,
    expired: (now) =>
      and(
        inArray(jobs.kind, MAIL_KINDS),
        isNotNull(jobs.doneAt),
        lt(jobs.doneAt, daysBefore(now, SENT_MAIL_DAYS)),
      ),
  },
  {
    table: newsletterSubscribers,
    key: newsletterSubscribers.id,
    expired: (now) =>
      and(
        eq(newsletterSubscribers.state, 'pending'),
        lt(newsletterSubscribers.consentAt, daysBefore(now, UNCONFIRMED_ACCOUNT_DAYS)),
      ),
  },
];

/**
 * Deletes expired rows in batches, and says how many went. Rows another instance is deleting at the same
 * moment are skipped (SKIP LOCKED), so several instances purging together only share the work.
 */
export async function purgeExpiredRows(db: Db, batch = BATCH, now = new Date()): Promise<number> {
  let total = 0;
  for (const { table, key, expired, alsoErase } of expiring) {
    for (;;) {
      const deleted = await db.transaction(async (tx) => {
        const doomed = tx
          .select({ key })
          .from(table)
          .where(expired(now))
          .limit(batch)
          .for('update', { skipLocked: true });
        const rows = await tx.delete(table).where(inArray(key, doomed)).returning({ key });
        await alsoErase?.(
          tx,
          rows.map((row) => String(row.key)),
        );
        return rows;
      });
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
