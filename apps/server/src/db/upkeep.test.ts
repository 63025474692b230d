import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf } from './client';
import { migrateDatabase } from './migrate';
import { captchaSolutions, jobs } from './schema';
import { jobQueue } from '../lib/jobs';
import { embeddedUpkeepJob, vacuumWhereDue } from './upkeep';

/* The embedded database's own upkeep: PGlite runs no autovacuum, so the server does its work (always PGlite). */
const database = await openDatabase({ databaseUrl: 'memory://', dataDir: '' });
await migrateDatabase(database);
const { db } = database;
afterAll(() => database.close());

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

describe('embeddedUpkeepJob', () => {
  it('runs at 4 in the morning in Argentina only, once across instances, and vacuums then', async () => {
    const job = embeddedUpkeepJob(database)!;
    expect(job.next(new Date('2026-11-23T15:00:00Z'))).toEqual(new Date('2026-11-24T07:00:00Z'));
    expect(job.next(new Date('2026-11-23T06:59:00Z'))).toEqual(new Date('2026-11-23T07:00:00Z'));

    await churn();
    const { vacuums } = await captchaStats();
    const queue = jobQueue(database);
    await queue.every(job, new Date('2026-11-23T12:00:00Z'));
    // At noon and just before four: not its turn.
    expect(await queue.runDue(new Date('2026-11-23T15:00:00Z'))).toBe(0);
    expect(await queue.runDue(new Date('2026-11-24T06:59:59Z'))).toBe(0);
    expect(await captchaStats()).toMatchObject({ vacuums });

    expect(await queue.runDue(new Date('2026-11-24T07:30:00Z'))).toBe(1);
    expect((await captchaStats()).vacuums).toBe(vacuums + 1);
    // Done for the day: the next turn is the next day's.
    expect(await queue.runDue(new Date('2026-11-24T08:00:00Z'))).toBe(0);
    const [row] = await db.select().from(jobs).where(eq(jobs.key, job.name));
    expect(row).toMatchObject({ runAt: new Date('2026-11-25T07:00:00Z'), attempts: 0, lastError: null });
  });

  it('is no job on PostgreSQL, whose autovacuum does this', () => {
    expect(embeddedUpkeepJob({ ...database, kind: 'postgres' })).toBeUndefined();
  });
});
