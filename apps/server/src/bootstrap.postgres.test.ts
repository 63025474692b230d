import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import pg from 'pg';
import { expect, inject, it } from 'vitest';
import { startDependencies } from './bootstrap';
import { loadConfig } from './config';
import { courses, users } from './db/schema';

// Two instances started together on an empty PostgreSQL database: one seeds, the other finds the seed.
it('lets several instances start together on one empty database', async () => {
  const serverUrl = process.env.DATABASE_URL!;
  const name = `test_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'constelaciones-start-'));
  await cp(inject('imageCache'), path.join(dataDir, 'img'), { recursive: true });
  const config = loadConfig({
    DATABASE_URL: url.toString(),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: 'duena@example.com',
    ADMIN_PASSWORD: 'clave-segura',
  });
  try {
    const instances = await Promise.all([
      startDependencies(config),
      startDependencies(config),
      startDependencies(config),
    ]);
    const { db } = instances[0]!.database;
    expect((await db.select({ n: count() }).from(courses))[0]!.n).toBe(2);
    expect((await db.select({ n: count() }).from(users))[0]!.n).toBe(1);
    await Promise.all(instances.map((deps) => deps.database.close()));
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  }
});
