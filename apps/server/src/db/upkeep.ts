import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { startPeriodicJob } from '../lib/periodic-job';
import { rowsOf, type Database, type Db } from './client';

/** How often the upkeep looks at the clock. */
const CHECK_INTERVAL_MS = 60 * 60_000;
/** 4 in the morning in Argentina (UTC−3 all year): the site's quietest hour. */
const QUIET_HOUR_UTC = 7;

/**
 * Vacuums and analyses the tables that PostgreSQL's autovacuum would, by its default rule: dead rows beyond 50
 * plus 20 % of the live ones, or changes since the last analysis beyond 50 plus 10 %. Returns their names.
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

/**
 * The embedded database's upkeep, once a day at the quiet hour (decision 40): while a table is vacuumed PGlite,
 * in the server's only thread, answers nothing, so only the tables that need it are done, when few visit. On
 * PostgreSQL the server's own autovacuum does this, and nothing is started.
 */
export function startEmbeddedUpkeep(
  database: Database,
  log: FastifyBaseLogger,
  { everyMs = CHECK_INTERVAL_MS, now = () => new Date() } = {},
): () => Promise<void> {
  if (database.kind !== 'pglite') return async () => {};
  return startPeriodicJob(async () => {
    if (now().getUTCHours() !== QUIET_HOUR_UTC) return;
    const started = Date.now();
    try {
      const tables = await vacuumWhereDue(database.db);
      if (tables.length > 0) log.info({ tables, ms: Date.now() - started }, 'embedded database vacuumed');
    } catch (error) {
      log.error({ err: error }, 'vacuuming the embedded database failed');
    }
  }, everyMs);
}
