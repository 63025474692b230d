import { createReadStream, createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';
import { BackupError } from './backup-error';

/*
 * A backup is a gzipped tar of regular files, so `tar -tzf` lists it on any machine. tar-stream writes and reads
 * it as a stream, entry by entry (POSIX ustar headers, a PAX header for a name over 100 bytes); archives written
 * by this project's earlier hand-written ustar writer read the same (fixtures/made-before-tar-stream.tar.gz).
 */

export interface ArchiveEntry {
  name: string;
  bytes: Buffer;
}

/** Writes the entries to a new file (never over an existing one) readable by its owner only. */
export async function writeArchive(file: string, entries: AsyncIterable<ArchiveEntry>): Promise<void> {
  const mtime = new Date();
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(file, { flags: 'wx', mode: 0o600 }));
  // The file may fail to open while entries are still being added: whichever ends first is heard.
  const failed = written.then(() => new Promise<never>(() => {}));
  try {
    for await (const { name, bytes } of entries) {
      const added = new Promise<void>((resolve, reject) =>
        pack.entry({ name, size: bytes.length, mode: 0o600, mtime }, bytes, (error) =>
          error ? reject(error) : resolve(),
        ),
      );
      await Promise.race([added, failed]);
    }
    pack.finalize();
  } catch (error) {
    pack.destroy(error as Error);
    await written.catch(() => {});
    throw error;
  }
  await written;
}

const damaged = (detail: string) => new BackupError(`El archivo de la copia está dañado (${detail}).`);

/** What went wrong with a damaged archive, for its owner: the compressed stream, or the tar inside it. */
function damageOf(error: Error & { code?: string }): string {
  if (error.code === 'Z_BUF_ERROR' || error.message === 'Unexpected end of data')
    return 'termina antes de tiempo';
  if (error.code?.startsWith('Z_')) return 'la compresión no se puede leer';
  if (error.message.startsWith('Invalid tar header')) return 'encabezado inválido';
  return error.message;
}

/** The entries of an archive written by writeArchive, in order; a damaged or cut file throws BackupError. */
export async function* readArchive(file: string): AsyncGenerator<ArchiveEntry> {
  const extract = tar.extract();
  // Its failures reach the loop below through `extract`, which the pipeline destroys with them.
  const read = pipeline(createReadStream(file), createGunzip(), extract).catch(() => {});
  try {
    for await (const entry of extract) {
      if (entry.header.type !== 'file') throw damaged('contiene algo que no es un archivo');
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      yield { name: entry.header.name, bytes: Buffer.concat(chunks) };
    }
  } catch (error) {
    if (error instanceof BackupError || (error as NodeJS.ErrnoException).code === 'ENOENT') throw error;
    throw damaged(damageOf(error as Error));
  } finally {
    extract.destroy();
    await read;
  }
}
