import { once } from 'node:events';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/helper';
import { openDatabase } from './client';
import { CONNECTION_BOUNDS } from './connection-bounds';
import { isDatabaseUnavailable, isUniqueViolation } from './errors';
import { users } from './schema';

const { deps } = await buildTestApp();
const { db } = deps.database;

/** A TCP server on loopback; `answer` false: it accepts connections and never says a word (a server gone mute). */
async function loopbackServer(answer: boolean) {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    if (answer) socket.end();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `postgres://nadie@127.0.0.1:${port}/nada`,
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

const failureOf = (work: Promise<unknown>) =>
  work.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('isUniqueViolation', () => {
  it("recognises the driver's duplicate-key error, and nothing else", async () => {
    await db.insert(users).values({ username: 'repetido', email: 'repetido@example.com' });
    const duplicate = await db
      .insert(users)
      .values({ username: 'REPETIDO', email: 'otro@example.com' })
      .catch((error: unknown) => error);
    expect(isUniqueViolation(duplicate)).toBe(true);
    const missingColumn = await db.execute('select no_existe from users').catch((error: unknown) => error);
    expect(isUniqueViolation(missingColumn)).toBe(false);
    expect(isUniqueViolation(new Error('otra cosa'))).toBe(false);
  });
});

describe('isDatabaseUnavailable', () => {
  it('leaves the statements the database refuses to their own answers', async () => {
    await db.insert(users).values({ username: 'unico', email: 'unico@example.com' });
    const duplicate = await failureOf(
      db.insert(users).values({ username: 'unico', email: 'otro@example.com' }),
    );
    expect(isDatabaseUnavailable(duplicate)).toBe(false);
    expect(isDatabaseUnavailable(await failureOf(db.execute('select no_existe from users')))).toBe(false);
    expect(isDatabaseUnavailable(new Error('otra cosa'))).toBe(false);
  });

  it('recognises a server that closes the connection before answering', async () => {
    const closing = await loopbackServer(true);
    const database = await openDatabase({ databaseUrl: closing.url, dataDir: '' });
    try {
      expect(isDatabaseUnavailable(await failureOf(database.ping()))).toBe(true);
    } finally {
      await database.close();
      closing.close();
    }
  });

  it('gives up on a server that never answers after the connection bound, instead of waiting for ever', async () => {
    const mute = await loopbackServer(false);
    const database = await openDatabase({ databaseUrl: mute.url, dataDir: '' });
    const started = performance.now();
    try {
      const error = await failureOf(database.ping());
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(performance.now() - started).toBeLessThan(CONNECTION_BOUNDS.connectionTimeoutMillis + 1_000);
    } finally {
      await database.close();
      mute.close();
    }
  });
});
