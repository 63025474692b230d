import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf } from './client';
import { migrateDatabase } from './migrate';
import { captchaSolutions } from './schema';
import { startEmbeddedUpkeep, vacuumWhereDue } from './upkeep';

/* The embedded database's own upkeep: PGlite runs no autovacuum, so the server does its work (always PGlite). */
const database = await openDatabase({ databaseUrl: 'memory://', dataDir: '' });
await migrateDatabase(database);
const { db } = database;
afterAll(() => database.close());

const silent = { info: () => {}, error: () => {} } as unknown as Parameters<typeof startEmbeddedUpkeep>[1];

/** PostgreSQL's own counts of the captcha table: rows dead since the last vacuum, and how many vacuums ran. */
async function captchaStats() {
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const { rows } = await rowsOf<{ dead: number; vacuums: number }>(
    db,
    sql`select n_dead_tup::int as dead, vacuum_count::int as vacuums
        from pg_stat_user_tables where relname = 'captcha_solutions'`,
  );
  return rows[0]!;
}

/** 1000 solved challenges, then 900 of them gone: more dead rows than autovacuum lets stay. */
async function churn() {
  const expiresAt = new Date();
  const ids = Array.from({ length: 1000 }, (_, i) => `reto-${Date.now()}-${i}`);
  await db.insert(captchaSolutions).values(ids.map((challengeId) => ({ challengeId, expiresAt })));
  await db.execute(sql`delete from captcha_solutions where challenge_id in (
    select challenge_id from captcha_solutions order by challenge_id limit 900)`);
}

describe('vacuumWhereDue', () => {
  it('vacuums and analyses only the tables past autovacuum’s rule, then none', async () => {
    await vacuumWhereDue(db);
    await churn();
    const before = await captchaStats();
    expect(before.dead).toBeGreaterThanOrEqual(900);

    expect(await vacuumWhereDue(db)).toEqual(['captcha_solutions']);
    const after = await captchaStats();
    expect(after).toEqual({ dead: 0, vacuums: before.vacuums + 1 });
    expect(await vacuumWhereDue(db)).toEqual([]);
  });
});

describe('startEmbeddedUpkeep', () => {
  it('does nothing outside 4 in the morning in Argentina, and vacuums at that hour', async () => {
    await churn();
    const { vacuums } = await captchaStats();
    let looks = 0;
    const noon = () => {
      looks += 1;
      return new Date('2026-11-23T15:00:00Z');
    };
    const stopAtNoon = startEmbeddedUpkeep(database, silent, { everyMs: 10, now: noon });
    await expect.poll(() => looks).toBeGreaterThanOrEqual(3);
    await stopAtNoon();
    expect(await captchaStats()).toMatchObject({ vacuums });

    const stopAtFour = startEmbeddedUpkeep(database, silent, {
      everyMs: 10,
      now: () => new Date('2026-11-23T07:30:00Z'),
    });
    await expect.poll(async () => (await captchaStats()).vacuums).toBe(vacuums + 1);
    await stopAtFour();
  });

  it('starts nothing on PostgreSQL, whose autovacuum does this', async () => {
    let looked = false;
    const stop = startEmbeddedUpkeep({ ...database, kind: 'postgres' }, silent, {
      everyMs: 10,
      now: () => {
        looked = true;
        return new Date('2026-11-23T07:30:00Z');
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await stop();
    expect(looked).toBe(false);
  });
});
