import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { CONNECTION_BOUNDS } from './connection-bounds';
import { lockEmbeddedDatabase } from './embedded-lock';
import { listenOnPostgres, type Subscriber } from './listener';
import { refuseStatementsOutsideTheTransaction } from './one-connection';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The rows of a raw query: both drivers answer `{ rows }`. */
export const rowsOf = async <T>(db: Db, query: SQL) => (await db.execute(query)) as unknown as { rows: T[] };

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a raw statement outside Drizzle (migration lock, health check). */
  ping(): Promise<void>;
  /** Sends a message to every listener of the channel on this database, in every instance (NOTIFY). */
  notify(channel: string, payload: string): Promise<void>;
  /** Hears the channel's messages until the returned function is called (LISTEN). */
  listen(channel: string, subscriber: Subscriber): Promise<() => Promise<void>>;
  /** The embedded database's whole data directory, as PGlite's `dumpDataDir` writes it; undefined on PostgreSQL. */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

const NOTIFY = 'select pg_notify($1, $2)';

/**
 * Opens the embedded PGlite database under dataDir, an in-memory one for 'memory://' (started from `startFrom`, a
 * `dump()` of another, when given), or a pool on a PostgreSQL server for postgres:// URLs. The same Drizzle code
 * runs on all three.
 */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  startFrom?: Blob;
}): Promise<Database> {
  const { databaseUrl, dataDir, startFrom } = options;
  if (databaseUrl?.startsWith('postgres')) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, ...CONNECTION_BOUNDS });
    // A connection the server closes (restart, failover) emits 'error', and an 'error' nobody listens to stops
    // the process. pg-pool listens only while a connection is idle; one checked out (a transaction between two
    // statements) had no listener: each connection gets its own for its whole life. Its query fails (the
    // request answers 503, see isDatabaseUnavailable) and the pool drops it; the next query opens a new one.
    pool.on('connect', (client) => {
      client.on('error', (error) => console.error(`database connection lost: ${error.message}`));
    });
    // An idle connection's error also reaches the pool: already logged by the connection's own listener.
    pool.on('error', () => {});
    // numeric columns are mapped to numbers by Drizzle; dates (no time) stay 'YYYY-MM-DD' strings.
    pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
    return {
      db: drizzlePg(pool, { schema }) as unknown as Db,
      kind: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      notify: async (channel, payload) => {
        await pool.query(NOTIFY, [channel, payload]);
      },
      listen: (channel, subscriber) => listenOnPostgres(databaseUrl, channel, subscriber),
      close: () => pool.end(),
    };
  }
  // Loaded only here: a site on PostgreSQL never holds the embedded database's code in memory.
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
  ]);
  let client: PGlite;
  let unlock = async () => {};
  if (databaseUrl === 'memory://') {
    client = new PGlite({ extensions: { pg_trgm }, ...(startFrom ? { loadDataDir: startFrom } : {}) });
  } else {
    const dir = path.join(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    unlock = await lockEmbeddedDatabase(dir);
    client = new PGlite(dir, { extensions: { pg_trgm } });
  }
  try {
    await client.waitReady;
  } catch (error) {
    await unlock();
    throw error;
  }
  refuseStatementsOutsideTheTransaction(client);
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    notify: async (channel, payload) => {
      await client.query(NOTIFY, [channel, payload]);
    },
    // One process: PGlite delivers the messages to the listeners of its own instance.
    listen: async (channel, subscriber) => {
      const unlisten = await client.listen(channel, (payload) => subscriber.onMessage(payload));
      return () => unlisten();
    },
    dump: () => client.dumpDataDir('none'),
    close: async () => {
      await client.close();
      await unlock();
    },
  };
}
