import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { localImageStore, type ImageStore } from '../integrations/images';
import { openDatabase, type Database } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { withStartupLock } from '../db/startup-lock';
import { drawDemoImages, seedDemoContent } from '../db/seed/seed';
import { drawDemoSitePictures } from '../db/seed/demo-site-content';
import { TEST_WORLDS, type TestWorld } from './worlds';

declare module 'vitest' {
  export interface ProvidedContext {
    imageCache: string;
    /** The server bundled as `npm run build` bundles it (main.js, backup.js), for the tests that start a process. */
    serverBuild: string;
    /** Per world, the file holding an embedded database's dump of it (PGlite's `dumpDataDir`). */
    pgliteWorlds: Record<TestWorld, string>;
    /** Per world, a PostgreSQL template database holding it; empty when the tests run on PGlite. */
    postgresWorlds: Partial<Record<TestWorld, string>>;
  }
}

/** Migrates the database and, for the demo world, loads the demo content as the first start would. */
async function build(database: Database, world: TestWorld, images: ImageStore) {
  await migrateDatabase(database);
  if (world === 'demo') await withStartupLock(database.db, (tx) => seedDemoContent(tx, images));
}

async function onPostgres<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const serverDir = path.resolve(import.meta.dirname, '../..');

/**
 * Bundles the server (build.mjs) under its node_modules, where the bundle's imports resolve: the tests that start
 * it as a process then start what production runs, without compiling the sources on the fly at each start.
 */
async function buildServer(): Promise<string> {
  const outdir = path.join(serverDir, 'node_modules', '.cache', `test-build-${process.pid}`);
  await promisify(execFile)(process.execPath, ['build.mjs', outdir], { cwd: serverDir });
  return outdir;
}

/**
 * Bundles the server, draws the demo pictures and builds each test world once per run (migrated, with or without
 * the demo): a dump for PGlite and, when DATABASE_URL names a PostgreSQL server, a template database there. Each
 * test file then starts from a copy of its world (test/helper.ts) instead of migrating and seeding again.
 */
export default async function setup(project: TestProject) {
  const serverBuild = await buildServer();
  const dir = await mkdtemp(path.join(tmpdir(), 'constelaciones-world-'));
  const imageCache = path.join(dir, 'img');
  const images = localImageStore(imageCache);
  await drawDemoSitePictures(images);
  await drawDemoImages(images);

  const pgliteWorlds = {} as Record<TestWorld, string>;
  for (const world of TEST_WORLDS) {
    const database = await openDatabase({ databaseUrl: 'memory://', dataDir: dir });
    try {
      await build(database, world, images);
      pgliteWorlds[world] = path.join(dir, `${world}.tar`);
      await writeFile(pgliteWorlds[world], Buffer.from(await (await database.dump!()).arrayBuffer()));
    } finally {
      await database.close();
    }
  }

  const serverUrl = process.env.DATABASE_URL;
  const postgresWorlds: Partial<Record<TestWorld, string>> = {};
  if (serverUrl?.startsWith('postgres')) {
    for (const world of TEST_WORLDS) {
      const name = `test_world_${process.pid}_${world}`;
      await onPostgres(serverUrl, (client) => client.query(`create database ${name}`));
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const database = await openDatabase({ databaseUrl: url.toString(), dataDir: dir });
      try {
        await build(database, world, images);
      } finally {
        await database.close();
      }
      postgresWorlds[world] = name;
    }
  }

  project.provide('serverBuild', serverBuild);
  project.provide('imageCache', imageCache);
  project.provide('pgliteWorlds', pgliteWorlds);
  project.provide('postgresWorlds', postgresWorlds);
  return async () => {
    for (const name of Object.values(postgresWorlds)) {
      await onPostgres(serverUrl!, (client) => client.query(`drop database if exists ${name} with (force)`));
    }
    await rm(dir, { recursive: true, force: true });
    await rm(serverBuild, { recursive: true, force: true });
  };
}
