import { readFile, rm, writeFile } from 'node:fs/promises';

/** Thrown when another process (or this one) already has the embedded database open. */
export class EmbeddedDatabaseInUse extends Error {
  override name = 'EmbeddedDatabaseInUse';
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * PGlite keeps no lock of its own, and two processes writing one folder corrupt it: the process that opens
 * the embedded database writes its pid beside it (`{dir}.lock`), and any other (a second server, a backup or
 * a restore) is refused while that process lives. A lock left by a process that died is taken over.
 * Returns the function that releases it.
 */
export async function lockEmbeddedDatabase(dir: string): Promise<() => Promise<void>> {
  const file = `${dir}.lock`;
  for (;;) {
    try {
      await writeFile(file, String(process.pid), { flag: 'wx' });
      return () => rm(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(await readFile(file, 'utf8').catch(() => ''));
    if (holder > 0 && isRunning(holder)) {
      throw new EmbeddedDatabaseInUse(
        `La base de datos embebida ${dir} está abierta por el proceso ${holder} (el servidor, una copia o una restauración): detenelo antes. Si no hay ninguno en marcha, borrá ${file}.`,
      );
    }
    await rm(file, { force: true });
  }
}
