import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';
import { BackupError } from './backup-error';
import type { TableDump } from './manifest';

/*
 * The logical dump, read from the database's own catalog rather than from schema.ts, so that it holds what
 * the database holds at its migration, whichever version of the code runs it. Each row is PostgreSQL's own
 * JSON of it (row_to_json) and goes back through json_populate_recordset: exact numerics, instants with their
 * microseconds, jsonb, enums and dates, the same on PGlite and PostgreSQL.
 */

/** Rows per insert when loading, so that no statement carries a whole large table. */
const LOAD_BATCH = 500;

/** The tables of the public schema with the columns a restore writes (generated ones are computed again). */
async function tableColumns(db: Db): Promise<Map<string, string[]>> {
  const { rows } = await rowsOf<{ table: string; column: string }>(
    db,
    sql`select c.relname as "table", a.attname as "column"
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid
        where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
          and a.attgenerated = ''
        order by c.relname, a.attnum`,
  );
  const tables = new Map<string, string[]>();
  for (const { table, column } of rows) tables.set(table, [...(tables.get(table) ?? []), column]);
  return tables;
}

/** The tables, each after those its foreign keys point to (the order to load them in). */
export async function tablesInLoadOrder(db: Db): Promise<{ name: string; columns: string[] }[]> {
  const columns = await tableColumns(db);
  const { rows: references } = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`select child.relname as child, parent.relname as parent
        from pg_constraint k
        join pg_class child on child.oid = k.conrelid
        join pg_class parent on parent.oid = k.confrelid
        join pg_namespace n on n.oid = k.connamespace
        where k.contype = 'f' and n.nspname = 'public'`,
  );
  const ordered: string[] = [];
  let left = [...columns.keys()].sort();
  while (left.length > 0) {
    const ready = left.filter((table) =>
      references.every(
        ({ child, parent }) => child !== table || parent === table || ordered.includes(parent),
      ),
    );
    if (ready.length === 0) throw new Error(`claves foráneas circulares entre ${left.join(', ')}`);
    ordered.push(...ready);
    left = left.filter((table) => !ready.includes(table));
  }
  return ordered.map((name) => ({ name, columns: columns.get(name)! }));
}

const columnList = (columns: string[]) =>
  sql.join(
    columns.map((column) => sql.identifier(column)),
    sql`, `,
  );

/** One table's rows, one JSON object per line. */
export async function dumpTable(db: Db, table: { name: string; columns: string[] }) {
  const { rows } = await rowsOf<{ line: string }>(
    db,
    sql`select row_to_json(r)::text as line from (select ${columnList(table.columns)} from ${sql.identifier(table.name)}) r`,
  );
  return { rows: rows.length, bytes: Buffer.from(rows.map((row) => `${row.line}\n`).join('')) };
}

/** The tables holding at least one row (what makes a target database not empty). */
export async function tablesWithRows(db: Db): Promise<string[]> {
  const found: string[] = [];
  for (const { name } of await tablesInLoadOrder(db)) {
    const { rows } = await rowsOf<{ present: boolean }>(
      db,
      sql`select exists (select 1 from ${sql.identifier(name)}) as present`,
    );
    if (rows[0]?.present) found.push(name);
  }
  return found;
}

/** Empties every table of the public schema (within the caller's transaction). */
export async function emptyTables(tx: Db): Promise<void> {
  const tables = await tablesInLoadOrder(tx);
  if (tables.length === 0) return;
  await tx.execute(
    sql`truncate table ${sql.join(
      tables.map((table) => sql.identifier(table.name)),
      sql`, `,
    )}`,
  );
}

/**
 * Loads the dumped tables into a database at the backup's migration, in the dump's order. The tables must be
 * those the database has, each dumped column one it can write.
 */
export async function loadTables(tx: Db, dumps: { table: TableDump; bytes: Buffer }[]): Promise<void> {
  const target = new Map((await tablesInLoadOrder(tx)).map((table) => [table.name, table.columns]));
  const dumped = dumps.map(({ table }) => table.name).sort();
  if (dumped.join() !== [...target.keys()].sort().join()) {
    throw new BackupError(
      `Las tablas de la copia (${dumped.join(', ')}) no son las de la base en su versión (${[...target.keys()].join(', ')}).`,
    );
  }
  for (const { table, bytes } of dumps) {
    const unknown = table.columns.filter((column) => !target.get(table.name)!.includes(column));
    if (unknown.length > 0) {
      throw new BackupError(`La tabla ${table.name} de la base no tiene las columnas ${unknown.join(', ')}.`);
    }
    const lines = bytes.toString('utf8').split('\n').filter(Boolean);
    if (lines.length !== table.rows) {
      throw new BackupError(
        `La tabla ${table.name} tiene ${lines.length} filas y el manifiesto dice ${table.rows}.`,
      );
    }
    const columns = columnList(table.columns);
    for (let start = 0; start < lines.length; start += LOAD_BATCH) {
      const batch = `[${lines.slice(start, start + LOAD_BATCH).join(',')}]`;
      await tx.execute(
        sql`insert into ${sql.identifier(table.name)} (${columns})
            select ${columns} from json_populate_recordset(null::${sql.identifier(table.name)}, ${batch}::json)`,
      );
    }
  }
}

/**
 * Sets every sequence owned by a column of the public schema (serial or identity) past the largest value
 * restored, so the next row does not collide with a restored one. Today's tables use UUIDs and have none.
 */
export async function resetSequences(tx: Db): Promise<void> {
  const { rows } = await rowsOf<{ table: string; column: string }>(
    tx,
    sql`select table_name as "table", column_name as "column"
        from information_schema.columns
        where table_schema = 'public'
          and pg_get_serial_sequence(quote_ident(table_name), column_name) is not null`,
  );
  for (const { table, column } of rows) {
    await tx.execute(
      sql`select setval(pg_get_serial_sequence(quote_ident(${table}), ${column}),
                        coalesce(max(${sql.identifier(column)}), 0) + 1, false)
          from ${sql.identifier(table)}`,
    );
  }
}
