import { sql } from 'drizzle-orm';
import type { Db } from './client';

/** A fixed key for pg_advisory_xact_lock: instances starting together take turns at the start-up writes. */
const STARTUP_LOCK = 7_201_945;

/**
 * Runs start-up writes (demo seed, admin account) in a transaction that holds an advisory lock, so that
 * several instances starting together on one PostgreSQL database do them one at a time; each then sees what
 * the previous one wrote.
 */
export function withStartupLock<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${STARTUP_LOCK})`);
    return work(tx);
  });
}
