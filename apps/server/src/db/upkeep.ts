import { sql } from 'drizzle-orm';
import type { PeriodicJob } from '../lib/jobs';
import { rowsOf, type Database, type Db } from './client';

/** 4 in the morning in Argentina (UTC−3 all year): the site's quietest hour. */
const QUIET_HOUR_UTC = 7;

/**
 * Vacuums and analyses the tables that PostgreSQL's autovacuum would, by its default rule: dead rows beyond
 * 50 plus 20 % of the live ones, or changes since the last analysis beyond 50 plus 10 %. Returns their names.
 * PGlite is PostgreSQL in single-user mode, which runs no autovacuum and keeps its table statistics in memory
 * until it is told to write them.
 */
export async function vacuumWhereDue(db: Db): Promise<string[]> {
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const { rows } = await rowsOf<{ table: string }>(
    db,
    sql`select relname as "table" from pg_stat_user_tables
        where schemaname = 'public'
          and (n_dead_tup > 50 + 0.2 * n_live_tup or n_mod_since_analyze > 50 + 0.1 * n_live_tup)
        order by relname`,
  );
  for (const { table } of rows) await db.execute(sql`vacuum (analyze) ${sql.identifier(table)}`);
  return rows.map(({ table }) => table);
}

/** The next 4 in the morning in Argentina strictly after `now`. */
export function nextQuietHour(now: Date): Date {
  const next = new Date(now);
  next.setUTCHours(QUIET_HOUR_UTC, 0, 0, 0);
  if (next <= now) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

/**
 * The embedded database's upkeep, once a day at the quiet hour through the job queue
 * (docs/decisions/040-embedded-vacuum.md and docs/decisions/045-job-queue.md): while a table is vacuumed
 * PGlite, in the server's only thread, answers nothing, so only the tables that need it are done, when few
 * visit. On PostgreSQL the server's own autovacuum does this, and there is no job.
 */
export function embeddedUpkeepJob(database: Database): PeriodicJob | undefined {
  if (database.kind !== 'pglite') return undefined;
  return {
    name: 'embedded-upkeep',
    next: nextQuietHour,
    async run(log) {
      const started = Date.now();
      const tables = await vacuumWhereDue(database.db);
      if (tables.length > 0) log.info({ tables, ms: Date.now() - started }, 'embedded database vacuumed');
    },
  };
}
