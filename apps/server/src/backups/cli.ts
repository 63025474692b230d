import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { EmbeddedDatabaseInUse } from '../db/embedded-lock';
import { createBackup } from './backup';
import { BackupError } from './backup-error';
import type { Manifest } from './manifest';
import { restoreBackup } from './restore';

/*
 * `npm run backup -- --out <file or folder>` and `npm run restore -- <file> [--force]`, with the server's
 * settings (DATA_DIR, DATABASE_URL). Bundled as dist/backup.js beside the server (build.mjs).
 */

const USAGE = `Uso:
  npm run backup -- --out <archivo.tar.gz o carpeta>
  npm run restore -- <archivo.tar.gz> [--force]`;

function describe(manifest: Manifest) {
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  const images = Object.keys(manifest.files).filter((name) => name.startsWith('img/')).length;
  const bytes = Object.values(manifest.files).reduce((sum, entry) => sum + entry.bytes, 0);
  return `${manifest.tables.length} tablas, ${rows} filas, ${images} imágenes, ${(bytes / 1e6).toFixed(1)} MB sin comprimir; migración ${manifest.database.migration.count}, hecha el ${manifest.createdAt}`;
}

async function run(args: string[]): Promise<string> {
  const [command, ...rest] = args;
  let parsed;
  try {
    parsed = parseArgs({
      args: rest,
      options: { out: { type: 'string' }, force: { type: 'boolean', default: false } },
      allowPositionals: true,
    });
  } catch {
    throw new BackupError(USAGE);
  }
  const { values, positionals } = parsed;
  const config = loadConfig();
  if (command === 'backup' && values.out && positionals.length === 0) {
    const { file, manifest, missingImages } = await createBackup(config, values.out);
    const lost =
      missingImages.length > 0
        ? ` Atención: la base nombra ${missingImages.length} imágenes que no están en ${config.dataDir}/img: ${missingImages.join(', ')}.`
        : '';
    return `Copia guardada en ${file}: ${describe(manifest)}.${lost}`;
  }
  if (command === 'restore' && positionals.length === 1 && !values.out) {
    const { manifest } = await restoreBackup(config, positionals[0]!, { force: values.force });
    return `Copia restaurada en ${config.dataDir}${config.databaseUrl ? ' y la base PostgreSQL' : ''}: ${describe(manifest)}.`;
  }
  throw new BackupError(USAGE);
}

/** What the system said, in the owner's words where it is a usual cause: one line, no stack. */
function unexpected(command: string | undefined, error: unknown): string {
  const { code, path: file } = error as NodeJS.ErrnoException;
  const causes: Record<string, string> = {
    ENOSPC: 'el disco está lleno',
    EACCES: 'no hay permiso para leer o escribir',
    EPERM: 'no hay permiso para leer o escribir',
    ENOENT: 'falta un archivo o una carpeta',
    ECONNREFUSED: 'la base de datos no responde',
  };
  const cause = (code && causes[code]) ?? String((error as Error)?.message ?? error).split('\n')[0];
  const what = command === 'restore' ? 'La restauración falló' : 'La copia falló y no se guardó';
  return `${what}: ${cause}${file ? ` (${file})` : ''}.`;
}

const [command] = process.argv.slice(2);
run(process.argv.slice(2)).then(
  (message) => console.log(message),
  (error: unknown) => {
    const known = [BackupError, ConfigError, EmbeddedDatabaseInUse].some((kind) => error instanceof kind);
    console.error(known ? (error as Error).message : unexpected(command, error));
    process.exitCode = 1;
  },
);
