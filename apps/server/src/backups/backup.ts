import { existsSync } from 'node:fs';
import { readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_VARIANT_WIDTHS } from '@constelaciones/contract';
import type { Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { appliedMigrations } from '../db/migrate';
import { recordChange } from '../platform/audit-log';
import { DISCARDED_FOLDER, variantNames } from '../integrations/images';
import { writeArchive, type ArchiveEntry } from './archive';
import { BackupError } from './backup-error';
import { dumpTable, tablesInLoadOrder } from './database';
import { imageEntry, MANIFEST, newManifest, sha256, tableEntry, type Manifest } from './manifest';

export interface BackupSummary {
  file: string;
  manifest: Manifest;
  /** Images the dump names that were neither in DATA_DIR/img nor among the discarded ones (lost before). */
  missingImages: string[];
}

/** `constelaciones-2026-11-23T03-00-00Z.tar.gz`: sorts by date, and no character a crontab would mangle. */
const datedName = (at: Date) => `constelaciones-${at.toISOString().slice(0, 19).replace(/:/g, '-')}Z.tar.gz`;

/** The regular files of DATA_DIR/img, by name (a file being written, or the discarded folder, is hidden). */
async function imageFiles(imgDir: string): Promise<string[]> {
  if (!existsSync(imgDir)) return [];
  const entries = await readdir(imgDir, { withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && !entry.name.startsWith('.')).map((entry) => entry.name);
}

/** A name the server gives an image, as it appears in a row (alone, or at the end of a /img/ path). */
const IMAGE_NAME = /(?<![\w.-])[a-z0-9][a-z0-9-]*\.webp(?![\w.-])/g;
const VARIANT = new RegExp(`-(${IMAGE_VARIANT_WIDTHS.join('|')})\\.webp$`);

/** The image files the rows of a dump name: each name, with its smaller variants. */
function namedImages(dump: Buffer): string[] {
  const names = dump.toString('utf8').match(IMAGE_NAME) ?? [];
  return names.flatMap((name) => (VARIANT.test(name) ? [name] : variantNames(name)));
}

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * An image's bytes. One the dump names may have been replaced since the snapshot: it then waits in the
 * discarded folder (a rename, so it is always in one place or the other). Any other file may vanish meanwhile.
 */
async function readImage(imgDir: string, name: string, named: boolean): Promise<Buffer | undefined> {
  const places = named ? [imgDir, path.join(imgDir, DISCARDED_FOLDER)] : [imgDir];
  for (const place of places) {
    try {
      return await readFile(path.join(place, name));
    } catch (error) {
      if (!missing(error)) throw error;
    }
  }
  return undefined;
}

/**
 * Writes one archive with the whole database (a logical dump read in one REPEATABLE READ, read-only
 * transaction: one consistent snapshot) and the images, then the manifest. `out` is the file to write
 * (.tar.gz), or an existing folder to write a dated file into. The file is the owner's only (0600) and appears
 * under its name only once complete.
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
  try {
    return await writeBackup(database, config.dataDir, file);
  } finally {
    await database.close();
  }
}

/**
 * The archive of `database` and `dataDir`'s images into `file`. The dump comes first; then every image it
 * names (from the discarded folder if it was replaced meanwhile), and every other image present, so the
 * archive holds what its rows name whatever changes while it is written.
 */
export async function writeBackup(database: Database, dataDir: string, file: string): Promise<BackupSummary> {
  const partial = `${file}.partial`;
  try {
    const missingImages: string[] = [];
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
        const imgDir = path.join(dataDir, 'img');
        const add = (name: string, bytes: Buffer): ArchiveEntry => {
          written.files[name] = { bytes: bytes.length, sha256: sha256(bytes) };
          return { name, bytes };
        };
        async function* entries(): AsyncGenerator<ArchiveEntry> {
          const named = new Set<string>();
          for (const table of await tablesInLoadOrder(tx)) {
            const dump = await dumpTable(tx, table);
            written.tables.push({ ...table, rows: dump.rows });
            for (const name of namedImages(dump.bytes)) named.add(name);
            yield add(tableEntry(table.name), dump.bytes);
          }
          // After the snapshot: an image uploaded meanwhile is only an extra file.
          const names = new Set([...named, ...(await imageFiles(imgDir))]);
          for (const name of [...names].sort()) {
            const bytes = await readImage(imgDir, name, named.has(name));
            if (bytes) yield add(imageEntry(name), bytes);
            else if (named.has(name)) missingImages.push(name);
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
    // 'Estado del sitio' tells the owner when the last backup was made (after the snapshot: not in this one).
    const bytes = Object.values(manifest.files).reduce((sum, entry) => sum + entry.bytes, 0);
    await recordChange(database.db, {
      actorId: null,
      action: 'create',
      entity: 'backup',
      entityId: null,
      after: { file: path.basename(file), bytes },
    });
    return { file, manifest, missingImages };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}
