import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, connect, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { newPostgresDatabase } from '../test/helper';
import { openDatabase } from './client';
import { isDatabaseUnavailable } from './errors';

// Runs only when DATABASE_URL names a PostgreSQL server (CI's second pass); vitest.config.ts leaves it out otherwise.

/**
 * A TCP relay on loopback in front of PostgreSQL. `cutSilently` makes every open connection die the way a NAT,
 * a firewall or a pooler's timeout kills one: nothing is said, and the client learns it only when it next sends
 * something (its socket is then closed). Connections opened afterwards work.
 */
async function relayTo(databaseUrl: string) {
  const target = new URL(databaseUrl);
  const links = new Set<{ client: Socket; server: Socket; cut: boolean }>();
  const relay = createServer((client) => {
    const server = connect(Number(target.port || 5432), target.hostname);
    const link = { client, server, cut: false };
    links.add(link);
    const close = () => {
      links.delete(link);
      client.destroy();
      server.destroy();
    };
    client.on('data', (chunk) => (link.cut ? close() : server.write(chunk)));
    server.on('data', (chunk) => link.cut || client.write(chunk));
    for (const socket of [client, server]) socket.on('error', close).on('close', close);
  });
  relay.listen(0, '127.0.0.1');
  await once(relay, 'listening');
  const url = new URL(databaseUrl);
  url.host = `127.0.0.1:${(relay.address() as AddressInfo).port}`;
  return {
    url: url.toString(),
    cutSilently: () => links.forEach((link) => (link.cut = true)),
    close: () => {
      links.forEach((link) => link.client.destroy());
      relay.close();
    },
  };
}

const relay = await relayTo((await newPostgresDatabase())!);
afterAll(() => relay.close());
const dataDir = await mkdtemp(path.join(tmpdir(), 'constelaciones-dead-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

it('gives back to the pool a connection found dead by the BEGIN of a transaction, and can still close', async () => {
  const database = await openDatabase({ databaseUrl: relay.url, dataDir });
  // More rounds than the pool's 10 connections: one lost for good per round would leave none.
  for (let round = 0; round < 12; round++) {
    await database.ping(); // leaves one idle connection in the pool
    relay.cutSilently();
    const failure = await database.db.transaction((tx) => tx.execute(sql`select 1`)).catch((e: unknown) => e);
    expect(isDatabaseUnavailable(failure)).toBe(true);
  }
  // Well within the pool's 5-second wait for a free connection.
  const started = performance.now();
  await database.ping();
  expect(performance.now() - started).toBeLessThan(2_500);
  const closed = await Promise.race([database.close().then(() => 'closed'), pause(5_000, 'still waiting')]);
  expect(closed).toBe('closed');
});
