import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database, Db } from './client';

// Resolved next to this file in the sources, and next to main.js in the bundle (build.mjs copies it).
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** A fixed key for pg_advisory_lock, so that instances starting together migrate one at a time. */
const MIGRATION_LOCK = 7_201_944;

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  // Drizzle's own migrator would COMMIT the transaction that holds the lock; the same statements are applied here.
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await applyMigrationsWithin(tx, knownMigrations());
  });
}

/** The migrations this code knows, oldest first. */
export const knownMigrations = (): MigrationMeta[] => readMigrationFiles({ migrationsFolder });

/** The migrations applied to a database, oldest first (none on a new one). */
export async function appliedMigrations(db: Db): Promise<{ hash: string; createdAt: number }[]> {
  const table = await db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!(table as unknown as { rows: { present: boolean }[] }).rows[0]?.present) return [];
  const result = await db.execute(
    sql`select hash, created_at from drizzle.__drizzle_migrations order by created_at`,
  );
  return (result as unknown as { rows: { hash: string; created_at: string }[] }).rows.map((row) => ({
    hash: row.hash,
    createdAt: Number(row.created_at),
  }));
}

/**
 * Applies, inside the caller's transaction, those of the given migrations that the database lacks, and records
 * them where Drizzle's migrator does. Drizzle's migrator opens a transaction of its own (on a node-postgres
 * client inside another one its COMMIT would end the caller's), so a restore that must change everything or
 * nothing applies the same statements itself.
 */
export async function applyMigrationsWithin(tx: Db, migrations: MigrationMeta[]): Promise<void> {
  await tx.execute(sql`create schema if not exists drizzle`);
  await tx.execute(
    sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
  );
  const last = (await appliedMigrations(tx)).at(-1)?.createdAt ?? -Infinity;
  for (const migration of migrations.filter((m) => m.folderMillis > last)) {
    for (const statement of migration.sql) await tx.execute(sql.raw(statement));
    await tx.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
    );
  }
}
