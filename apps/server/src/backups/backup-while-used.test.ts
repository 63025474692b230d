import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { imageVariantName } from '@constelaciones/contract';
import { DISCARD_GRACE_MS, DISCARDED_FOLDER } from '../integrations/images';
import { sweepDiscardedImages } from '../features/images/discarded-sweep';
import { users } from '../db/schema';
import { buildTestApp, sessionFor } from '../test/helper';
import { multipart } from '../test/multipart';
import { readArchive } from './archive';
import { createBackup, writeBackup } from './backup';
import { parseManifest } from './manifest';
import { cli } from '../test/backup-cli';

/*
 * Backups taken while students replace their avatars: each one succeeds, and every image its database dump
 * names is inside it. A replaced avatar is kept aside (not served) for a grace period longer than any backup,
 * then swept. On PostgreSQL the backup has its own connection, as `npm run backup` beside a running site; on
 * PGlite (one process only) it reads the running app's database.
 */
const postgres = Boolean(process.env.DATABASE_URL?.startsWith('postgres'));
const { app, deps } = await buildTestApp({ AUTH_RATE_LIMIT_FACTOR: '100' });
const { dataDir } = deps.config;
const imgDir = path.join(dataDir, 'img');
const outDir = await mkdtemp(path.join(tmpdir(), 'constelaciones-backups-'));
afterAll(() => rm(outDir, { recursive: true, force: true }));

const backup = (file: string) =>
  postgres ? createBackup(deps.config, file) : writeBackup(deps.database, dataDir, file);

const picture = (shade: number) =>
  sharp({ create: { width: 320, height: 320, channels: 3, background: { r: shade, g: 80, b: 120 } } })
    .png()
    .toBuffer();

async function replaceAvatar(headers: Record<string, string>, shade: number): Promise<string> {
  const form = multipart(
    {},
    { field: 'avatar', filename: 'yo.png', contentType: 'image/png', bytes: await picture(shade) },
  );
  const res = await app.inject({
    method: 'PUT',
    url: '/api/user/update-avatar-user',
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ avatar: string }>().avatar;
}

/** The avatars the archive's dump names, and the names of the images it holds (checked against its manifest). */
async function readBackup(file: string) {
  const avatars: string[] = [];
  const images = new Set<string>();
  let manifest;
  for await (const entry of readArchive(file)) {
    if (entry.name === 'db/users.jsonl') {
      for (const line of entry.bytes.toString('utf8').split('\n').filter(Boolean)) {
        const { avatar } = JSON.parse(line) as { avatar: string };
        if (avatar) avatars.push(avatar);
      }
    }
    if (entry.name.startsWith('img/')) images.add(entry.name.slice('img/'.length));
    if (entry.name === 'manifest.json') manifest = parseManifest(entry.bytes);
  }
  expect(Object.keys(manifest!.files).filter((name) => name.startsWith('img/'))).toHaveLength(images.size);
  return { avatars, images };
}

const filesOf = (avatar: string) => [avatar, imageVariantName(avatar, 480), imageVariantName(avatar, 960)];

describe('a backup while the site is used', () => {
  const students = Promise.all([0, 1, 2].map(() => sessionFor(deps, 'USER')));
  const replaced: string[] = [];

  it('succeeds every time during avatar replacements, and holds every image its dump names', async () => {
    const people = await students;
    for (const person of people) replaced.push(await replaceAvatar(person.headers, 10));
    let churning = true;
    const churn = Promise.all(
      people.map(async (person, index) => {
        for (let round = 1; round <= 8; round += 1) {
          replaced.push(await replaceAvatar(person.headers, index * 60 + round * 5));
        }
      }),
    ).finally(() => (churning = false));

    const runs: Promise<{ file: string; error?: unknown }>[] = [];
    for (let run = 0; churning || run < 4; run += 1) {
      const file = path.join(outDir, `copia-${run}.tar.gz`);
      runs.push(
        backup(file).then(
          () => ({ file }),
          (error: unknown) => ({ file, error }),
        ),
      );
      await runs.at(-1);
    }
    await churn;
    const results = await Promise.all(runs);
    expect(results.filter((result) => result.error)).toEqual([]);

    for (const { file } of results) {
      const { avatars, images } = await readBackup(file);
      expect(avatars.length, file).toBeGreaterThanOrEqual(people.length);
      const lacking = avatars.flatMap(filesOf).filter((name) => !images.has(name));
      expect(lacking, file).toEqual([]);
    }
  });

  it('keeps a replaced image aside, not served, for the grace period, then sweeps it', async () => {
    const current = new Set(
      (await deps.database.db.select({ avatar: users.avatar }).from(users)).map((row) => row.avatar),
    );
    const old = replaced.filter((avatar) => !current.has(avatar));
    expect(old.length).toBeGreaterThan(0);
    const discarded = path.join(imgDir, DISCARDED_FOLDER);
    // Each avatar no longer anyone's, with its variants, left img/ for the discarded folder.
    const gone = old.flatMap(filesOf);
    const live = new Set(await readdir(imgDir));
    const kept = await readdir(discarded);
    expect(gone.filter((name) => live.has(name) || !kept.includes(name))).toEqual([]);
    const served = await app.inject({ url: `/img/${DISCARDED_FOLDER}/${gone[0]}` });
    expect(served.statusCode).toBe(403);
    expect((await app.inject({ url: `/img/${gone[0]}` })).statusCode).toBe(404);

    // Within the grace period nothing goes; after it, every discarded file does, and only those.
    expect(await sweepDiscardedImages(deps.images)).toBe(0);
    expect(gone.every((name) => existsSync(path.join(discarded, name)))).toBe(true);
    const later = new Date(Date.now() + DISCARD_GRACE_MS + 60_000);
    expect(await sweepDiscardedImages(deps.images, later)).toBe(kept.length);
    expect(await readdir(discarded)).toEqual([]);
    expect([...live].sort()).toEqual((await readdir(imgDir)).sort());
  });

  it('says why in one Spanish line, without a stack, when a backup fails', async () => {
    const { code, output } = await cli(['backup', '--out', outDir], {
      dataDir,
      databaseUrl: 'postgres://postgres@127.0.0.1:1/apagada',
    });
    expect(code).toBe(1);
    expect(output.trim()).toBe('La copia falló y no se guardó: la base de datos no responde.');
    expect(await readdir(outDir)).not.toContainEqual(expect.stringMatching(/partial/));
  });
});
