import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf } from './client';
import { OUTSIDE_TRANSACTION } from './one-connection';

/*
 * The embedded database's one connection: a statement sent to the database from inside one of its transactions is
 * refused at once instead of waiting for that transaction forever (the e2e server once hung that way).
 */
describe('the embedded database, from inside a transaction', async () => {
  const database = await openDatabase({ databaseUrl: 'memory://', dataDir: '' });
  const { db } = database;
  afterAll(() => database.close());
  const one = async () => (await rowsOf(db, sql`select 1 as one`)).rows;

  it('refuses a statement sent to the database itself, and the transaction fails with it', async () => {
    const started = Date.now();
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await one();
      }),
      // Drizzle names the statement; the reason is its cause.
    ).rejects.toMatchObject({ cause: new Error(OUTSIDE_TRANSACTION) });
    expect(Date.now() - started).toBeLessThan(5_000);
    // The connection is free again.
    expect(await one()).toEqual([{ one: 1 }]);
  });

  it('runs the statements sent to the transaction, and the database after it ends', async () => {
    let later: Promise<unknown> = Promise.resolve();
    const answer = await db.transaction(async (tx) => {
      // Work started inside and awaited after the end may use the database.
      later = new Promise((resolve) => setTimeout(resolve, 20)).then(one);
      return (await rowsOf(tx, sql`select 2 as two`)).rows;
    });
    expect(answer).toEqual([{ two: 2 }]);
    expect(await later).toEqual([{ one: 1 }]);
  });

  it('lets other requests wait their turn while a transaction runs', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await held;
    });
    const waiting = one();
    release();
    await transaction;
    expect(await waiting).toEqual([{ one: 1 }]);
  });
});
