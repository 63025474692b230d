import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema';
import { LEASE_MS } from '../../lib/jobs';
import { buildSecondInstance, buildTestApp } from '../../test/helper';

/*
 * A job that runs longer than a claim's lease (docs/decisions/068-job-leases-and-lanes.md), with two queues
 * looking for work: two instances on PostgreSQL, two workers on one PGlite.
 */
const first = await buildTestApp();
const instances = [first, await buildSecondInstance(first)];
const { db } = first.deps.database;

describe('a job slower than its lease', () => {
  it('runs once while every instance looks for work', { timeout: 6 * LEASE_MS }, async () => {
    const kind = 'prueba-lenta';
    const runs: string[] = [];
    instances.forEach((instance, i) =>
      instance.deps.jobs.handle(kind, async (row) => {
        runs.push(`${row.key} en la instancia ${i + 1}`);
        await new Promise((resolve) => setTimeout(resolve, 1.5 * LEASE_MS));
      }),
    );
    const key = `${kind}:1`;
    await first.deps.jobs.add(db, kind, { key, payload: null });
    // Every instance's worker looks for due rows every 2 s while the job runs, well past its first lease.
    const done = async () => {
      const [row] = await db.select().from(jobs).where(eq(jobs.key, key));
      return row?.doneAt !== null;
    };
    await expect.poll(done, { timeout: 4 * LEASE_MS, interval: 500 }).toBe(true);
    expect(runs).toHaveLength(1);
  });
});
