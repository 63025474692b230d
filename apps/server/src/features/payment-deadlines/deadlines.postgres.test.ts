import { eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { purchases } from '../../db/schema';
import { buildTestApp } from '../../test/helper';
import { runPaymentDeadlines } from './deadlines';
import { DAY_MS, bought, newActivity, student } from '../../test/fixtures/purchases';

/*
 * One instance at a time: while another connection (another instance's job) holds the job's advisory lock, a run
 * does nothing and says so; once it is released, the next run does the work. PostgreSQL only: PGlite has one
 * connection, so nothing else can hold the lock there.
 */
const { app, deps } = await buildTestApp();
const DEADLINES_LOCK = 7_201_946;

describe('the payment deadline job on PostgreSQL', () => {
  it('skips while another instance holds its lock', async () => {
    const activity = await newActivity(deps);
    const purchase = await bought(app, await student(deps), {
      inscription: activity.id,
      inscriptionModel: 'Activity',
      wayToPay: 'transfer',
    });
    const later = new Date(Date.parse(purchase.deadline!) + DAY_MS);

    const other = new pg.Client({ connectionString: deps.config.databaseUrl });
    await other.connect();
    try {
      await other.query('select pg_advisory_lock($1)', [DEADLINES_LOCK]);
      expect(await runPaymentDeadlines(deps, later)).toEqual({
        ran: false,
        reminded: 0,
        expired: 0,
      });
      const [row] = await deps.database.db.select().from(purchases).where(eq(purchases.id, purchase._id));
      expect(row!.state).toBe('pending');
      await other.query('select pg_advisory_unlock($1)', [DEADLINES_LOCK]);
    } finally {
      await other.end();
    }
    expect(await runPaymentDeadlines(deps, later)).toMatchObject({ ran: true, expired: 1 });
  });
});
