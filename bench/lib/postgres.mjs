// A fresh PostgreSQL database for one bench run, created on the server of DATABASE_URL and dropped after.
import pg from 'pg';
import { onCleanup } from './processes.mjs';

const loopback = new Set(['127.0.0.1', 'localhost', '[::1]', '::1', '']);

/** Creates `bench_<time>_<random>` and returns its URL and a function that drops it. */
export async function createBenchDatabase(databaseUrl) {
  const url = new URL(databaseUrl);
  // The bench creates and drops databases and loads the server: it only does so on this machine.
  if (!loopback.has(url.hostname)) {
    throw new Error(`DATABASE_URL must point at a PostgreSQL server on loopback (got ${url.hostname})`);
  }
  const name = `bench_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const drop = onCleanup(`drop database ${name}`, async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } finally {
      await client.end();
    }
  });
  const benchUrl = new URL(databaseUrl);
  benchUrl.pathname = `/${name}`;
  const server = await serverVersion(databaseUrl);
  return { name, url: benchUrl.toString(), drop, server };
}

async function serverVersion(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return String((await client.query('SHOW server_version')).rows[0].server_version).split(' ')[0];
  } finally {
    await client.end();
  }
}
