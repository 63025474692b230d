import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildAccountsTestApp, confirmedPerson, logIn } from '../test/accounts';
import { newPostgresDatabase } from '../test/helper';
import { createBackup } from './backup';
import { restoreBackup } from './restore';
import { reopen } from './test-support';

/*
 * The dump is logical, so a site can move between the embedded database and PostgreSQL: a PGlite backup is
 * restored into PostgreSQL, that site's backup into a new embedded database, and all three read the same.
 */
const folder = await mkdtemp(path.join(tmpdir(), 'constelaciones-engines-'));
afterAll(() => rm(folder, { recursive: true, force: true }));

const embedded = await buildAccountsTestApp({ DATABASE_URL: '' });
const person = await confirmedPerson(embedded);
const { dataDir } = embedded.deps.config;
await embedded.stop();

// The embedded site's backup restored into PostgreSQL, then that site's backup into a new embedded database.
const original = await reopen({ dataDir, databaseUrl: undefined });
await original.site.stop();
const fromEmbedded = await createBackup({ dataDir, databaseUrl: undefined }, path.join(folder, 'a.tar.gz'));
const onPostgres = { dataDir: path.join(folder, 'postgres'), databaseUrl: await newPostgresDatabase() };
await restoreBackup(onPostgres, fromEmbedded.file, { force: false });
const moved = await reopen(onPostgres);
await moved.site.stop();
const fromPostgres = await createBackup(onPostgres, path.join(folder, 'b.tar.gz'));
const back = { dataDir: path.join(folder, 'embedded'), databaseUrl: undefined };
await restoreBackup(back, fromPostgres.file, { force: false });
const movedBack = await reopen(back);

describe('a backup between the embedded database and PostgreSQL', () => {
  it('restores from PGlite into PostgreSQL with the same rows and images', () => {
    expect(fromEmbedded.manifest.database.engine).toBe('pglite');
    expect(moved.rows).toEqual(original.rows);
    expect(moved.images).toEqual(original.images);
  });

  it('restores from PostgreSQL into PGlite with the same rows and images, and the old password', async () => {
    expect(fromPostgres.manifest.database.engine).toBe('postgres');
    expect(movedBack.rows).toEqual(original.rows);
    expect(movedBack.images).toEqual(original.images);
    expect((await logIn(movedBack.site.app, person.username, person.password)).statusCode).toBe(200);
    await movedBack.site.stop();
  });
});
