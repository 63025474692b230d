import { createReadStream, createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { BackupError } from './backup-error';

/*
 * A backup is a gzipped tar (POSIX ustar) of regular files, so `tar -tzf` lists it on any machine. Only what
 * these functions need: short names (no prefix field), files only, read back entry by entry.
 */

export interface ArchiveEntry {
  name: string;
  bytes: Buffer;
}

const BLOCK = 512;
const NAME_LENGTH = 100;

const octal = (value: number, width: number) => `${value.toString(8).padStart(width - 1, '0')}\0`;

function header(name: string, size: number, mtime: Date): Buffer {
  if (Buffer.byteLength(name) >= NAME_LENGTH)
    throw new Error(`nombre demasiado largo para el archivo: ${name}`);
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0);
  block.write(octal(0o600, 8), 100);
  block.write(octal(0, 8), 108);
  block.write(octal(0, 8), 116);
  block.write(octal(size, 12), 124);
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136);
  block.write(' '.repeat(8), 148);
  block.write('0', 156);
  block.write('ustar\0' + '00', 257);
  block.write(octal(checksum(block), 7), 148);
  return block;
}

/** The header's checksum: the sum of its bytes, the checksum field counted as spaces. */
const checksum = (block: Buffer) =>
  block.reduce((sum, byte, i) => sum + (i >= 148 && i < 156 ? 0x20 : byte), 0);

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** Writes the entries to a new file (never over an existing one) readable by its owner only. */
export async function writeArchive(file: string, entries: AsyncIterable<ArchiveEntry>): Promise<void> {
  const mtime = new Date();
  async function* blocks() {
    for await (const { name, bytes } of entries) {
      yield header(name, bytes.length, mtime);
      yield bytes;
      yield padding(bytes.length);
    }
    yield Buffer.alloc(2 * BLOCK);
  }
  await pipeline(
    Readable.from(blocks()),
    createGzip(),
    createWriteStream(file, { flags: 'wx', mode: 0o600 }),
  );
}

/** The bytes of a stream, taken a given number at a time. */
class ByteQueue {
  private chunks: Buffer[] = [];
  private length = 0;

  push(chunk: Buffer) {
    this.chunks.push(chunk);
    this.length += chunk.length;
  }

  has(size: number) {
    return this.length >= size;
  }

  take(size: number): Buffer {
    const all = Buffer.concat(this.chunks);
    this.chunks = [all.subarray(size)];
    this.length -= size;
    return all.subarray(0, size);
  }
}

const damaged = (detail: string) => new BackupError(`El archivo de la copia está dañado (${detail}).`);

function parseHeader(block: Buffer): { name: string; size: number } | 'end' {
  if (block.every((byte) => byte === 0)) return 'end';
  const stored = parseInt(block.subarray(148, 156).toString('latin1').trim(), 8);
  if (stored !== checksum(block)) throw damaged('encabezado inválido');
  const type = block.toString('latin1', 156, 157);
  if (type !== '0' && type !== '\0') throw damaged('contiene algo que no es un archivo');
  const name = block.subarray(0, NAME_LENGTH).toString('utf8').replace(/\0.*$/s, '');
  const size = parseInt(block.subarray(124, 136).toString('latin1').trim(), 8);
  return { name, size };
}

/** The entries of an archive written by writeArchive, in order; a damaged or cut file throws BackupError. */
export async function* readArchive(file: string): AsyncGenerator<ArchiveEntry> {
  const gunzip = createGunzip();
  createReadStream(file)
    .on('error', (error) => gunzip.destroy(error))
    .pipe(gunzip);
  const queue = new ByteQueue();
  let entry: { name: string; size: number } | undefined;
  try {
    for await (const chunk of gunzip) {
      queue.push(chunk as Buffer);
      for (;;) {
        if (!entry) {
          if (!queue.has(BLOCK)) break;
          const parsed = parseHeader(queue.take(BLOCK));
          if (parsed === 'end') return;
          entry = parsed;
        }
        const stored = entry.size + padding(entry.size).length;
        if (!queue.has(stored)) break;
        const bytes = queue.take(stored).subarray(0, entry.size);
        yield { name: entry.name, bytes: Buffer.from(bytes) };
        entry = undefined;
      }
    }
  } catch (error) {
    if (error instanceof BackupError || (error as NodeJS.ErrnoException).code === 'ENOENT') throw error;
    throw damaged((error as Error).message);
  } finally {
    gunzip.destroy();
  }
  throw damaged('termina antes de tiempo');
}
