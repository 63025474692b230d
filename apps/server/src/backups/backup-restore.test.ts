import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { Purchase } from '@constelaciones/contract';
import * as schema from '../db/schema';
import { buildPurchasesTestApp, bought, newActivity, student, workshop } from '../test/fixtures/purchases';
import { confirmedPerson, logIn } from '../test/accounts';
import { newPostgresDatabase, sessionFor, startTestApp } from '../test/helper';
import { multipart } from '../test/multipart';
import { readArchive, writeArchive } from './archive';
import { createBackup } from './backup';
import { restoreBackup } from './restore';
import { cli } from '../test/backup-cli';
import { imagesOf, reopen, snapshot } from './test-support';

/*
 * The owner's backups, end to end: a site with accounts, content, purchases and an uploaded image is backed
 * up with `npm run backup`'s program and restored with `npm run restore`'s into an empty data folder (and, on
 * PostgreSQL, an empty database), where everything is found again; damaged archives and occupied targets are
 * refused without a change. On PGlite the database lives in DATA_DIR, as in production.
 */
const postgres = Boolean(process.env.DATABASE_URL?.startsWith('postgres'));
const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});
const newFolder = async () => {
  const folder = await mkdtemp(path.join(tmpdir(), 'constelaciones-backup-'));
  folders.push(folder);
  return folder;
};

const source = await buildPurchasesTestApp(postgres ? {} : { DATABASE_URL: '' });
const { app, deps } = source;
const sourceConfig = deps.config;

// Accounts: a student who registered with a password, the owner.
const person = await confirmedPerson(source);
const admin = await sessionFor(deps, 'ADMIN');

// Content with an uploaded image.
const png = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#8c6b6f' } })
  .png()
  .toBuffer();
const form = multipart(
  { title: 'Un artículo para la copia', paragraph: 'Texto del artículo' },
  { field: 'img', filename: 'foto.png', contentType: 'image/png', bytes: png },
);
const created = await app.inject({
  method: 'POST',
  url: '/api/blog/create',
  headers: { ...admin.headers, ...form.headers },
  payload: form.payload,
});
expect(created.statusCode, created.body).toBe(201);
const article = created.json<{ _id: string; img: string }>();

// Purchases paid and pending, in pesos (a student in Argentina) and in dollars (one abroad).
const confirmPayment = async (purchase: Purchase) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/checkout/transfer-confirm',
    headers: admin.headers,
    payload: { idPurchase: purchase._id },
  });
  expect(res.statusCode, res.body).toBe(200);
};
const local = await student(deps);
const abroad = await student(deps, 'Uruguay');
const activity = await newActivity(deps);
const course = await workshop(deps);
const toActivity = { inscription: activity.id, inscriptionModel: 'Activity', wayToPay: 'transfer' } as const;
const toCourse = { inscription: course.id, inscriptionModel: 'Course', wayToPay: 'transfer' } as const;
await confirmPayment(await bought(app, local, toActivity));
await bought(app, local, toCourse);
await confirmPayment(await bought(app, abroad, toActivity));
await bought(app, abroad, toCourse);

const purchases = await deps.database.db.select().from(schema.purchases);
expect(purchases.map((row) => `${row.state} ${row.currency}`).sort()).toEqual([
  'paid ARS',
  'paid USD',
  'pending ARS',
  'pending USD',
]);
// The outbox sent, so that no e-mail leaves between the snapshot and the backup.
await deps.mail.drain();
const before = await snapshot(deps.database.db);
const imagesBefore = await imagesOf(sourceConfig.dataDir);
expect(imagesBefore.map(([name]) => name)).toContain(article.img);
await source.stop();

// The owner's commands: a backup into a folder, restored into an empty data folder (and database).
const backupFolder = await newFolder();
const made = await cli(['backup', '--out', backupFolder], sourceConfig);
const [archiveName] = await readdir(backupFolder);
const archive = path.join(backupFolder, archiveName ?? '');
const target = { dataDir: await newFolder(), databaseUrl: await newPostgresDatabase() };
const restored = await cli(['restore', archive], target);
const refusedOverData = await cli(['restore', archive], target);

describe('npm run backup and npm run restore', () => {
  it('write one archive for the owner only, and restore it into an empty data folder with everything', async () => {
    expect(made.code, made.output).toBe(0);
    expect(made.output).toMatch(/^Copia guardada en .*constelaciones-.*\.tar\.gz: \d+ tablas/);
    expect((await stat(archive)).mode & 0o777).toBe(0o600);
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toContain('Copia restaurada');

    const { site, rows, images } = await reopen(target);
    expect(rows).toEqual(before);
    expect(images).toEqual(imagesBefore);
    // As the people would notice: the student logs in with the old password, the owner's session still works
    // and lists the four purchases, the article's picture is served with the same bytes.
    const login = await logIn(site.app, person.username, person.password);
    expect(login.statusCode).toBe(200);
    const list = await site.app.inject({ method: 'GET', url: '/api/purchases', headers: admin.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json<{ total: number }>().total).toBe(4);
    const picture = await site.app.inject({ method: 'GET', url: `/img/${article.img}` });
    expect(picture.statusCode).toBe(200);
    expect(
      picture.rawPayload.equals(await readFile(path.join(sourceConfig.dataDir, 'img', article.img))),
    ).toBe(true);
    // Then a mistake, after the backup: the articles are deleted (the forced restore below brings them back).
    await site.deps.database.db.delete(schema.articles);
    await site.stop();
  });

  it('refuse a target that holds data unless told --force, which replaces everything', async () => {
    expect(refusedOverData.code).toBe(1);
    expect(refusedOverData.output.trim()).toMatch(
      /^El destino no está vacío: la base de datos tiene datos \(.*users.*\) .*img tiene \d+ archivos\. Usá --force para reemplazarlo todo con la copia\.$/,
    );
    await restoreBackup(target, archive, { force: true });
    const { site, rows, images } = await reopen(target);
    await site.stop();
    // The deleted articles are back, and the session the login opened is gone: the site is the backup's.
    expect(rows).toEqual(before);
    expect(images).toEqual(imagesBefore);
  });

  it('never write over a file, nor guess a folder that does not exist', async () => {
    await expect(createBackup(sourceConfig, archive)).rejects.toThrow(
      `${archive} ya existe: elegí otro nombre.`,
    );
    const missing = path.join(backupFolder, 'no-existe');
    await expect(createBackup(sourceConfig, missing)).rejects.toThrow(
      `${missing} no es una carpeta que exista ni un archivo terminado en .tar.gz.`,
    );
    expect(await readdir(backupFolder)).toEqual([archiveName]);
  });

  it('refuse a damaged archive and leave the target as it was', async () => {
    // The source as the backup left it: the backup is recorded there, for 'Estado del sitio'.
    const asLeft = await reopen(sourceConfig);
    await asLeft.site.stop();
    const recorded = asLeft.rows.audit_log!.map(
      (row) => JSON.parse(row) as { entity: string; after: unknown },
    );
    expect(recorded.filter((entry) => entry.entity === 'backup')).toEqual([
      expect.objectContaining({ after: { file: archiveName, bytes: expect.any(Number) } }),
    ]);
    const bytes = await readFile(archive);
    const cut = path.join(await newFolder(), 'cortada.tar.gz');
    await writeFile(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const flipped = Buffer.from(bytes);
    flipped[Math.floor(bytes.length / 2)]! ^= 0xff;
    const damaged = path.join(await newFolder(), 'dañada.tar.gz');
    await writeFile(damaged, flipped);
    // A well-formed archive whose image no longer matches the manifest's checksum.
    const tampered = path.join(await newFolder(), 'alterada.tar.gz');
    async function* altered() {
      for await (const entry of readArchive(archive)) {
        yield entry.name === `img/${article.img}` ? { ...entry, bytes: png } : entry;
      }
    }
    await writeArchive(tampered, altered());

    await expect(restoreBackup(sourceConfig, cut, { force: true })).rejects.toThrow(
      /El archivo de la copia está dañado/,
    );
    // A byte flipped in the middle breaks the compressed stream, or falls inside an image stored as is (which
    // one depends on the archive's layout, not the same on both databases): refused as damaged either way.
    await expect(restoreBackup(sourceConfig, damaged, { force: true })).rejects.toThrow(
      /El archivo de la copia está dañado|La copia está dañada: .* no coincide con el manifiesto/,
    );
    await expect(restoreBackup(sourceConfig, tampered, { force: true })).rejects.toThrow(
      `La copia está dañada: img/${article.img} no coincide con el manifiesto.`,
    );
    const { site, rows, images } = await reopen(sourceConfig);
    await site.stop();
    expect(rows).toEqual(asLeft.rows);
    expect(images).toEqual(asLeft.images);
    expect((await readdir(sourceConfig.dataDir)).filter((name) => name.startsWith('.restore'))).toEqual([]);
  });

  it('back up a running site on PostgreSQL, and never touch the embedded database another process has open', async () => {
    const site = await startTestApp({
      DATA_DIR: sourceConfig.dataDir,
      DATABASE_URL: sourceConfig.databaseUrl ?? '',
    });
    const out = path.join(await newFolder(), 'copia.tar.gz');
    if (postgres) {
      // One REPEATABLE READ snapshot: the site keeps running meanwhile.
      const { manifest } = await createBackup(sourceConfig, out);
      expect(manifest.tables.find((table) => table.name === 'purchases')?.rows).toBe(4);
    } else {
      await expect(createBackup(sourceConfig, out)).rejects.toThrow(
        `está abierta por el proceso ${process.pid} (el servidor, una copia o una restauración): detenelo antes.`,
      );
      await expect(restoreBackup(sourceConfig, archive, { force: true })).rejects.toThrow(
        'está abierta por el proceso',
      );
    }
    await site.stop();
    expect(existsSync(out)).toBe(postgres);
  });
});
