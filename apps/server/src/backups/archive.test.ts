import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import tar from 'tar-stream';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { newPostgresDatabase } from '../test/helper';
import { readArchive, writeArchive, type ArchiveEntry } from './archive';
import { restoreBackup } from './restore';
import { imagesOf, snapshot } from './test-support';

/*
 * The archive as a file: what `tar` on any machine lists, what a backup made before the archive moved to
 * tar-stream holds (and restores), and the damaged files a restore must refuse before it changes anything.
 */
const folder = await mkdtemp(path.join(tmpdir(), 'constelaciones-archive-'));
afterAll(() => rm(folder, { recursive: true, force: true }));
let files = 0;
const newFile = () => path.join(folder, `${++files}.tar.gz`);

async function* entriesOf(list: ArchiveEntry[]) {
  yield* list;
}
async function readAll(file: string) {
  const entries: ArchiveEntry[] = [];
  for await (const entry of readArchive(file)) entries.push(entry);
  return entries;
}
/** A tar (not compressed) with whatever headers tar-stream is given (a link, say), written in memory. */
async function tarOf(headers: (Partial<tar.Header> & { name: string })[]) {
  const pack = tar.pack();
  for (const header of headers) pack.entry(header);
  pack.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of pack) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

// A backup made by the hand-written ustar writer (before tar-stream), of a site with one article and its image,
// restored into an empty target (slow on PGlite: done before the tests, as in backup-restore.test.ts).
const fixture = path.join(import.meta.dirname, 'fixtures/made-before-tar-stream.tar.gz');
const oldTarget = { dataDir: path.join(folder, 'restored'), databaseUrl: await newPostgresDatabase() };
await restoreBackup(oldTarget, fixture, { force: false });
// Read as restored, without starting a site (which would seed its demo content and draw its pictures).
const oldDatabase = await openDatabase(oldTarget);
const old = { rows: await snapshot(oldDatabase.db), images: await imagesOf(oldTarget.dataDir) };
await oldDatabase.close();

const longName = `img/${'a'.repeat(120)}.webp`;
const entries: ArchiveEntry[] = [
  { name: 'db/articles.jsonl', bytes: Buffer.from('{"title":"Año nuevo"}\n') },
  { name: 'db/empty.jsonl', bytes: Buffer.alloc(0) },
  { name: longName, bytes: Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 7) % 256)) },
  { name: 'manifest.json', bytes: Buffer.from('{}') },
];

describe('the backup archive', () => {
  it('reads back every entry in order, a name over 100 bytes included, and tar lists it', async () => {
    const file = newFile();
    await writeArchive(file, entriesOf(entries));
    expect(await readAll(file)).toEqual(entries);
    const listed = execFileSync('tar', ['-tzf', file], { encoding: 'utf8' }).trim().split('\n');
    expect(listed).toEqual(entries.map((entry) => entry.name));
  });

  it('never writes over an existing file', async () => {
    const file = newFile();
    await writeFile(file, 'ya estaba');
    await expect(writeArchive(file, entriesOf(entries))).rejects.toThrow(/EEXIST/);
    expect(await readFile(file, 'utf8')).toBe('ya estaba');
  });

  it('restores a backup made by the hand-written writer it replaced', async () => {
    const names = (await readAll(fixture)).map((entry) => entry.name);
    expect(names).toContain('db/articles.jsonl');
    expect(names.at(-1)).toBe('manifest.json');
    expect(old.rows.articles!.map((row) => JSON.parse(row) as { title: string; img: string })).toMatchObject([
      { title: 'Un artículo de una copia vieja', img: 'articulo-de-la-copia.webp' },
    ]);
    expect(old.images.map(([name]) => name)).toEqual(['articulo-de-la-copia.webp']);
  });

  describe('refuses a damaged file, saying what is wrong', () => {
    const refused = async (bytes: Buffer, reason: string) => {
      const file = newFile();
      await writeFile(file, bytes);
      await expect(readAll(file)).rejects.toThrow(`El archivo de la copia está dañado (${reason}).`);
    };
    const good = async () => {
      const file = newFile();
      await writeArchive(file, entriesOf(entries));
      return gunzipSync(await readFile(file));
    };

    it('cut short, in the compressed stream or in the tar inside it', async () => {
      const whole = gzipSync(await good());
      await refused(whole.subarray(0, whole.length - 100), 'termina antes de tiempo');
      await refused(gzipSync((await good()).subarray(0, 512 + 10)), 'termina antes de tiempo');
    });

    it('with a header whose checksum does not match', async () => {
      const bytes = await good();
      bytes[0] = 'x'.charCodeAt(0);
      await refused(gzipSync(bytes), 'encabezado inválido');
    });

    it('not compressed as a backup is', async () => {
      await refused(Buffer.from('esto no es una copia'), 'la compresión no se puede leer');
    });

    it('holding a link or a folder', async () => {
      const link = { name: 'img/enlace.webp', type: 'symlink', linkname: '/etc/passwd' } as const;
      await refused(gzipSync(await tarOf([link])), 'contiene algo que no es un archivo');
      const dir = { name: 'img/', type: 'directory' } as const;
      await refused(gzipSync(await tarOf([dir])), 'contiene algo que no es un archivo');
    });

    it('missing: said as missing, not as damaged', async () => {
      const missing = path.join(folder, 'no-existe.tar.gz');
      expect(existsSync(missing)).toBe(false);
      await expect(readAll(missing)).rejects.toThrow(/ENOENT/);
    });
  });
});
