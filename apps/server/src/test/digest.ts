import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Dependencies } from '../platform/dependencies';

type Rows<Row> = { rows: Row[] };

/**
 * What a request may have changed, as one comparable value: every table of the database (found in the catalog,
 * so a table added later counts too) by its row count and a hash of its rows, and the files of the image folder.
 * Two equal digests mean nothing was written.
 */
export async function siteDigest(deps: Dependencies): Promise<Record<string, string>> {
  const { db } = deps.database;
  const tables = (await db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as Rows<{ name: string }>;
  // One statement for every table: a row count and a hash of the rows, each as text.
  const perTable = sql.join(
    tables.rows.map(
      ({ name }) =>
        sql`select ${name}::text as name, count(*)::int as rows,
            coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as hash from ${sql.identifier(name)} t`,
    ),
    sql` union all `,
  );
  const result = (await db.execute(perTable)) as unknown as Rows<{
    name: string;
    rows: number;
    hash: string;
  }>;
  const digest: Record<string, string> = {};
  for (const table of result.rows) digest[table.name] = `${table.rows} ${table.hash}`;
  const images = await readdir(path.join(deps.config.dataDir, 'img'));
  digest['img/'] = images.sort().join(' ');
  return digest;
}
