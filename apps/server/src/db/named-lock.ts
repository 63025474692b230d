import { sql } from 'drizzle-orm';
import type { Database } from './client';

/** The turns of each name, per embedded database: it is opened by one process only. */
const embeddedTurns = new WeakMap<Database, Map<string, Promise<unknown>>>();

/**
 * Runs `work` while holding the lock named `name` across every instance, for work that waits on the network
 * in between its writes (asking ARCA for a number): on PostgreSQL a transaction-scoped advisory lock held on
 * one connection of the pool while `work` writes through the others; on PGlite, which one process opens, a
 * queue per name in that process, so no transaction stays open while `work` waits.
 */
export async function withNamedLock<T>(database: Database, name: string, work: () => Promise<T>): Promise<T> {
  if (database.kind === 'postgres') {
    return database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
      return work();
    });
  }
  const turns = embeddedTurns.get(database) ?? new Map<string, Promise<unknown>>();
  embeddedTurns.set(database, turns);
  const previous = turns.get(name) ?? Promise.resolve();
  const turn = previous.then(work, work);
  const settled = turn.catch(() => undefined);
  turns.set(name, settled);
  try {
    return await turn;
  } finally {
    if (turns.get(name) === settled) turns.delete(name);
  }
}
