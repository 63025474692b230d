import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Config } from '../config';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import { startTestApp } from '../test/helper';

/* What the backup tests compare: every row the application reads, and every image file's bytes. */

/**
 * Every table but the first-start link, which each start without an owner replaces
 * (docs/decisions/052-site-structure-and-demo.md).
 */
const tables = (Object.values(schema).filter((value) => is(value, PgTable)) as PgTable[]).filter(
  (table) => table !== schema.setupTokens,
);

/** Every row of every table of the schema, as the application reads them. */
export async function snapshot(db: Db) {
  const rows: Record<string, string[]> = {};
  for (const table of tables) {
    rows[getTableName(table)] = (await db.select().from(table)).map((row) => JSON.stringify(row)).sort();
  }
  return rows;
}

/** The files of a data folder's img/, with a hash of their bytes. */
export async function imagesOf(dataDir: string) {
  const dir = path.join(dataDir, 'img');
  const names = (await readdir(dir)).sort();
  return Promise.all(
    names.map(async (name) => [
      name,
      createHash('sha256')
        .update(await readFile(path.join(dir, name)))
        .digest('hex'),
    ]),
  );
}

/** Opens a restored (or untouched) site again and reads everything in it. */
export async function reopen(config: Pick<Config, 'dataDir' | 'databaseUrl'>) {
  const site = await startTestApp({ DATA_DIR: config.dataDir, DATABASE_URL: config.databaseUrl ?? '' });
  return { site, rows: await snapshot(site.deps.database.db), images: await imagesOf(config.dataDir) };
}
