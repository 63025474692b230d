import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type AppOptions } from '../app';
import { backgroundWork, startDependencies } from '../bootstrap';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createCatalog } from '../catalog/catalog';
import type { Dependencies } from '../platform/dependencies';
import type { TestWorld } from './worlds';

/**
 * What the apps built by the current test file must release, last built first. One hook at each file's level
 * (file-setup.ts) runs them, so an app built inside a test is cleaned up too.
 */
const cleanups: (() => Promise<void>)[] = [];
export async function releaseTestApps(): Promise<void> {
  for (let cleanup = cleanups.pop(); cleanup; cleanup = cleanups.pop()) await cleanup();
}

/** The work runs at the first call; later calls wait for that run. */
const once = (work: () => Promise<void>) => {
  let run: Promise<void> | undefined;
  return () => (run ??= work());
};

export interface TestApp {
  app: FastifyInstance;
  deps: Dependencies;
  /** Closes the app and its database now, keeping the data until the file's tests end. */
  stop(): Promise<void>;
}

/**
 * A new database on the PostgreSQL server of DATABASE_URL, dropped once the file's tests end: empty, or a copy of
 * a test world (global-setup.ts); undefined when the tests run on PGlite.
 */
export async function newPostgresDatabase(world?: TestWorld): Promise<string | undefined> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl?.startsWith('postgres')) return undefined;
  const name = `test_${randomUUID().replace(/-/g, '')}`;
  const template = world && inject('postgresWorlds')[world];
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** How a test app logs, and where it prints its lines of its own (the first-start address): nowhere unless said. */
export type TestAppOptions = Pick<AppOptions, 'logStream'> & {
  print?: (line: string) => void;
  /** For an in-memory database ('memory://'): the test world it starts from, instead of an empty one. */
  world?: TestWorld;
};

/** The tests' settings under the given ones. */
const testConfig = (env: Record<string, string>) =>
  loadConfig({
    NODE_ENV: 'test',
    SEED_DEMO: '1',
    PUBLIC_URL: 'http://sitio.test',
    LOG_LEVEL: 'silent',
    // Unpaced: the tests of the pace set their own.
    MAIL_PER_MINUTE: '60000',
    ...env,
  });

/**
 * The real app on a real database of its own, a copy of its test world (with the demo unless SEED_DEMO is off):
 * in-memory PGlite by default, or, when DATABASE_URL points at PostgreSQL, a database created on that server for
 * this test file and dropped after.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'constelaciones-test-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  await cp(inject('imageCache'), path.join(dataDir, 'img'), { recursive: true });
  const world: TestWorld = testConfig(env).seedDemo ? 'demo' : 'empty';
  const databaseUrl = (await newPostgresDatabase(world)) ?? 'memory://';
  return startTestApp({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, ...env }, { world, ...options });
}

/**
 * The real app on the given settings (over the tests' own), closed when the file's tests end if not before.
 * It logs nothing unless given a stream to log into (with a LOG_LEVEL other than the tests' 'silent').
 */
export async function startTestApp(
  env: Record<string, string>,
  { logStream, print = () => undefined, world }: TestAppOptions = {},
): Promise<TestApp> {
  const config = testConfig(env);
  const opened =
    world && config.databaseUrl === 'memory://'
      ? await openDatabase({
          ...config,
          startFrom: new Blob([await readFile(inject('pgliteWorlds')[world])]),
        })
      : undefined;
  const deps = await startDependencies(config, print, opened);
  const app = await buildApp(deps, { web: false, logger: Boolean(logStream), logStream });
  await app.ready();
  const stop = once(async () => {
    await app.close();
    await deps.database.close();
  });
  cleanups.push(stop);
  return { app, deps, stop };
}

/**
 * Another instance of the app on the first one's database and DATA_DIR, as behind a load balancer. On
 * PostgreSQL it opens its own dependencies (pool, catalog, listener); PGlite is opened by one process only, so
 * there the second instance shares the first one's dependencies but keeps a catalog and a job worker of its own.
 */
export async function buildSecondInstance(first: TestApp): Promise<TestApp> {
  const { config, database } = first.deps;
  const deps =
    database.kind === 'postgres'
      ? await startDependencies(config, () => undefined)
      : {
          ...first.deps,
          catalog: createCatalog(database, config),
          ...backgroundWork(config, database, first.deps.sender),
        };
  const app = await buildApp(deps, { web: false, logger: false });
  await app.ready();
  const stop = once(async () => {
    await app.close();
    if (deps.database !== database) await deps.database.close();
  });
  // Runs before the first instance's clean-up, which drops the database.
  cleanups.push(stop);
  return { app, deps, stop };
}

/** A confirmed account of the given role with a live session: returns its bearer header. */
export async function sessionFor(
  deps: Dependencies,
  role: 'ADMIN' | 'USER',
): Promise<{ userId: string; email: string; headers: { authorization: string } }> {
  const { users, sessions } = await import('../db/schema');
  const { newToken } = await import('../lib/tokens');
  const suffix = randomUUID().slice(0, 8);
  const email = `u${suffix}@example.com`;
  const [user] = await deps.database.db
    .insert(users)
    .values({ username: `u${suffix}`, email, role, confirmedAt: new Date() })
    .returning({ id: users.id });
  const { token, hash } = newToken();
  await deps.database.db
    .insert(sessions)
    .values({ userId: user!.id, tokenHash: hash, expiresAt: new Date(Date.now() + 3600_000) });
  return { userId: user!.id, email, headers: { authorization: `Bearer ${token}` } };
}
