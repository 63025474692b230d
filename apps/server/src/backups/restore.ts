import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { applyMigrationsWithin, appliedMigrations, knownMigrations } from '../db/migrate';
import { readArchive } from './archive';
import { BackupError } from './backup-error';
import { emptyTables, loadTables, resetSequences, tablesWithRows } from './database';
import {
  imageFileOf,
  isEntryName,
  MANIFEST,
  parseManifest,
  sha256,
  tableEntry,
  type Manifest,
} from './manifest';

/** What an archive held, checked against its manifest: the tables' rows in memory, the images in `imgDir`. */
interface VerifiedArchive {
  manifest: Manifest;
  tables: Map<string, Buffer>;
  imgDir: string;
}

/**
 * Reads the archive into `staging` (images) and memory (tables) and checks it whole against its manifest:
 * every entry listed with its size and SHA-256, nothing missing, nothing more.
 */
async function readVerified(file: string, staging: string): Promise<VerifiedArchive> {
  if (!existsSync(file)) throw new BackupError(`No existe el archivo ${file}.`);
  const imgDir = path.join(staging, 'img');
  await mkdir(imgDir, { recursive: true });
  const tables = new Map<string, Buffer>();
  const checksums = new Map<string, string>();
  let manifest: Manifest | undefined;
  for await (const { name, bytes } of readArchive(file)) {
    if (manifest) throw new BackupError(`El archivo de la copia tiene ${name} después del manifiesto.`);
    if (name === MANIFEST) {
      manifest = parseManifest(bytes);
      if (!manifest) throw new BackupError('El manifiesto de la copia es ilegible o de otro formato.');
      continue;
    }
    if (!isEntryName(name) || checksums.has(name)) {
      throw new BackupError(`El archivo de la copia tiene una entrada inesperada: ${name}.`);
    }
    checksums.set(name, sha256(bytes));
    const image = imageFileOf(name);
    if (image) await writeFile(path.join(imgDir, image), bytes);
    else tables.set(name, bytes);
  }
  if (!manifest) throw new BackupError('El archivo no tiene manifiesto: no es una copia del sitio.');
  const listed = Object.keys(manifest.files);
  const wrong = listed.filter((name) => checksums.get(name) !== manifest.files[name]!.sha256);
  const extra = [...checksums.keys()].filter((name) => !(name in manifest.files));
  if (wrong.length > 0 || extra.length > 0) {
    throw new BackupError(
      `La copia está dañada: ${[...wrong, ...extra].slice(0, 5).join(', ')} no coincide con el manifiesto.`,
    );
  }
  return { manifest, tables, imgDir };
}

/** The backup's migration among those this code knows: their count up to it. */
function migrationOfBackup(manifest: Manifest) {
  const known = knownMigrations();
  const { count, createdAt, hash } = manifest.database.migration;
  const same = known[count - 1];
  if (!same || same.folderMillis !== createdAt || same.hash !== hash) {
    throw new BackupError(
      `La copia es de una versión del sitio que este código no conoce (migración ${count}; este conoce ${known.length}): restaurala con la versión del sitio que la hizo, o una más nueva.`,
    );
  }
  return { upToBackup: known.slice(0, count), all: known };
}

async function imageFiles(imgDir: string) {
  return existsSync(imgDir) ? (await readdir(imgDir)).filter((name) => !name.startsWith('.')) : [];
}

/** Refuses a target that is ahead of the backup, or (without force) holds data. */
async function checkTarget(database: Database, imgDir: string, count: number, force: boolean) {
  const applied = await appliedMigrations(database.db);
  if (applied.length > count) {
    throw new BackupError(
      `La base de datos de destino ya tiene ${applied.length} migraciones y la copia ${count}: restaurala en una base vacía.`,
    );
  }
  if (force) return;
  const withRows = await tablesWithRows(database.db);
  const images = await imageFiles(imgDir);
  if (withRows.length > 0 || images.length > 0) {
    throw new BackupError(
      [
        'El destino no está vacío:',
        ...(withRows.length > 0 ? [`la base de datos tiene datos (${withRows.join(', ')})`] : []),
        ...(images.length > 0 ? [`${imgDir} tiene ${images.length} archivos`] : []),
      ].join(' ') + '. Usá --force para reemplazarlo todo con la copia.',
    );
  }
}

export interface RestoreSummary {
  manifest: Manifest;
}

/**
 * Restores an archive of createBackup into the configured database and DATA_DIR/img: the whole archive is
 * checked first; then, in one transaction, the database is migrated to the backup's version, emptied (with
 * force), loaded, its sequences set, and migrated to this code's version; the images replace DATA_DIR/img
 * once that transaction committed. Any failure before the commit leaves the target as it was.
 */
export async function restoreBackup(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  file: string,
  options: { force: boolean },
): Promise<RestoreSummary> {
  const staging = path.join(config.dataDir, `.restore-${randomUUID()}`);
  const imgDir = path.join(config.dataDir, 'img');
  try {
    const archive = await readVerified(file, staging);
    const { upToBackup, all } = migrationOfBackup(archive.manifest);
    const database = await openDatabase(config);
    try {
      await checkTarget(database, imgDir, upToBackup.length, options.force);
      await database.db.transaction(async (tx) => {
        await applyMigrationsWithin(tx, upToBackup);
        await emptyTables(tx);
        await loadTables(
          tx,
          archive.manifest.tables.map((table) => ({
            table,
            bytes: archive.tables.get(tableEntry(table.name)) ?? Buffer.alloc(0),
          })),
        );
        await resetSequences(tx);
        await applyMigrationsWithin(tx, all);
      });
    } finally {
      await database.close();
    }
    if (existsSync(imgDir)) await rename(imgDir, path.join(staging, 'img-replaced'));
    await rename(archive.imgDir, imgDir);
    return { manifest: archive.manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
