import { existsSync } from 'node:fs';
import { readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import { openDatabase } from '../db/client';
import { appliedMigrations } from '../db/migrate';
import { writeArchive, type ArchiveEntry } from './archive';
import { BackupError } from './backup-error';
import { dumpTable, tablesInLoadOrder } from './database';
import { imageEntry, MANIFEST, newManifest, sha256, tableEntry, type Manifest } from './manifest';

export interface BackupSummary {
  file: string;
  manifest: Manifest;
}

/** `constelaciones-2026-11-23T03-00-00Z.tar.gz`: sorts by date, and no character a crontab would mangle. */
const datedName = (at: Date) => `constelaciones-${at.toISOString().slice(0, 19).replace(/:/g, '-')}Z.tar.gz`;

/** The regular files of DATA_DIR/img, by name. */
async function imageFiles(imgDir: string): Promise<string[]> {
  if (!existsSync(imgDir)) return [];
  const entries = await readdir(imgDir, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();
}

/**
 * Writes one archive with the whole database (a logical dump read in one REPEATABLE READ, read-only
 * transaction: one consistent snapshot) and every file of DATA_DIR/img, then the manifest. `out` is the
 * file to write (.tar.gz), or an existing folder to write a dated file into. The file is the owner's only
 * (0600) and appears under its name only once complete.
 */
export async function createBackup(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  out: string,
): Promise<BackupSummary> {
  const file =
    existsSync(out) && (await stat(out)).isDirectory() ? path.join(out, datedName(new Date())) : out;
  if (!file.endsWith('.tar.gz')) {
    throw new BackupError(`${out} no es una carpeta que exista ni un archivo terminado en .tar.gz.`);
  }
  if (existsSync(file)) throw new BackupError(`${file} ya existe: elegí otro nombre.`);
  if (!config.databaseUrl && !existsSync(path.join(config.dataDir, 'pglite', 'PG_VERSION'))) {
    throw new BackupError(`No hay base de datos embebida en ${path.join(config.dataDir, 'pglite')}.`);
  }
  const database = await openDatabase(config);
  const partial = `${file}.partial`;
  try {
    const manifest = await database.db.transaction(
      async (tx) => {
        const migrations = await appliedMigrations(tx);
        const last = migrations.at(-1);
        if (!last) throw new BackupError('La base de datos no tiene tablas del sitio: ¿es la correcta?');
        const written = newManifest({
          createdAt: new Date().toISOString(),
          database: {
            engine: database.kind,
            migration: { count: migrations.length, createdAt: last.createdAt, hash: last.hash },
          },
          tables: [],
          files: {},
        });
        const imgDir = path.join(config.dataDir, 'img');
        const add = (name: string, bytes: Buffer): ArchiveEntry => {
          written.files[name] = { bytes: bytes.length, sha256: sha256(bytes) };
          return { name, bytes };
        };
        async function* entries(): AsyncGenerator<ArchiveEntry> {
          for (const table of await tablesInLoadOrder(tx)) {
            const dump = await dumpTable(tx, table);
            written.tables.push({ ...table, rows: dump.rows });
            yield add(tableEntry(table.name), dump.bytes);
          }
          // Images after the snapshot: one uploaded meanwhile is only an extra file (one replaced meanwhile may lack).
          for (const name of await imageFiles(imgDir)) {
            yield add(imageEntry(name), await readFile(path.join(imgDir, name)));
          }
          yield { name: MANIFEST, bytes: Buffer.from(JSON.stringify(written, null, 2)) };
        }
        await rm(partial, { force: true });
        await writeArchive(partial, entries());
        return written;
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    await rename(partial, file);
    return { file, manifest };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await database.close();
  }
}
