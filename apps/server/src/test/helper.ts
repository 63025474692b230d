import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll } from 'vitest';
import { buildApp } from '../app';
import { startServices } from '../bootstrap';
import { loadConfig } from '../config';
import type { Services } from '../modules/services';

export interface TestApp {
  app: FastifyInstance;
  services: Services;
}

/**
 * The real app on a real database of its own: in-memory PGlite by default, or, when DATABASE_URL
 * points at PostgreSQL, a fresh database created on that server for this test file and dropped after.
 */
export async function buildTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'constelaciones-test-'));
  const serverUrl = process.env.DATABASE_URL;
  let databaseUrl = 'memory://';
  let dropDatabase = async () => {};
  if (serverUrl?.startsWith('postgres')) {
    const name = `test_${randomUUID().replace(/-/g, '')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SEED_DEMO: '1',
    PUBLIC_URL: 'http://sitio.test',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const services = await startServices(config);
  const app = await buildApp(services, { web: false, logger: false });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await services.database.close();
    await dropDatabase();
    await rm(dataDir, { recursive: true, force: true });
  });
  return { app, services };
}
