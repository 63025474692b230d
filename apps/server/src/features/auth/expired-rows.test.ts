import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { authTokens, captchaSolutions, jobs, oidcLogins, sessions } from '../../db/schema';
import { buildSecondInstance, buildTestApp, sessionFor } from '../../test/helper';
import { jobQueue } from '../../lib/jobs';
import { expiredRowsPurgeJob, purgeExpiredRows } from './expired-rows';

const first = await buildTestApp();
const { db } = first.deps.database;
const day = 24 * 60 * 60_000;
const at = (ms: number) => new Date(Date.now() + ms);

/** `count` rows of each kind that are over, and one of each still in use; returns the ids of the latter. */
async function seedRows(count: number) {
  const { userId } = await sessionFor(first.deps, 'USER');
  const [ownSession] = await db.select({ id: sessions.id }).from(sessions);
  const session = (values: Partial<typeof sessions.$inferInsert>) => ({
    userId,
    tokenHash: randomUUID(),
    expiresAt: at(day),
    ...values,
  });
  const over = Array.from({ length: count }, () => null);
  await db
    .insert(sessions)
    .values([
      ...over.map(() => session({ expiresAt: at(-1000) })),
      ...over.map(() => session({ lastUsedAt: at(-8 * day) })),
    ]);
  const [alive] = await db
    .insert(sessions)
    .values(session({ lastUsedAt: at(-6 * day) }))
    .returning({ id: sessions.id });
  const link = (expiresAt: Date) => ({
    userId,
    kind: 'recover' as const,
    tokenHash: randomUUID(),
    expiresAt,
  });
  await db.insert(authTokens).values(over.map(() => link(at(-1000))));
  const [liveLink] = await db
    .insert(authTokens)
    .values(link(at(3600_000)))
    .returning({ id: authTokens.id });
  const challenge = (expiresAt: Date) => ({ challengeId: randomUUID(), expiresAt });
  await db.insert(captchaSolutions).values(over.map(() => challenge(at(-1000))));
  const [liveChallenge] = await db
    .insert(captchaSolutions)
    .values(challenge(at(600_000)))
    .returning();
  const login = (expiresAt: Date) => ({ stateHash: randomUUID(), nonce: 'n', expiresAt });
  await db.insert(oidcLogins).values(over.map(() => login(at(-1000))));
  const [liveLogin] = await db
    .insert(oidcLogins)
    .values(login(at(600_000)))
    .returning();
  return {
    sessions: [ownSession!.id, alive!.id].sort(),
    links: [liveLink!.id],
    challenges: [liveChallenge!.challengeId],
    logins: [liveLogin!.stateHash],
  };
}

const remaining = async () => ({
  sessions: (await db.select({ id: sessions.id }).from(sessions)).map((row) => row.id).sort(),
  links: (await db.select({ id: authTokens.id }).from(authTokens)).map((row) => row.id).sort(),
  challenges: (await db.select().from(captchaSolutions)).map((row) => row.challengeId),
  logins: (await db.select().from(oidcLogins)).map((row) => row.stateHash),
});

/** Removes every row of the four tables, so each test counts its own. */
async function empty() {
  for (const table of [sessions, authTokens, captchaSolutions, oidcLogins]) await db.delete(table);
}

describe('expired sessions, e-mailed links, captcha solutions and social logins are purged', () => {
  it('deletes what is over, in batches, and keeps what is still in use', async () => {
    await empty();
    const kept = await seedRows(5);
    // Batches of 2: each table takes several statements.
    expect(await purgeExpiredRows(db, 2)).toBe(5 * 5);
    expect(await remaining()).toEqual(kept);
    expect(await purgeExpiredRows(db, 2)).toBe(0);
  });

  it('runs every hour through the job queue, and says what it purged', async () => {
    await empty();
    const kept = await seedRows(3);
    const logged: object[] = [];
    const log = { info: (details: object) => logged.push(details), warn: () => {}, error: () => {} };
    const job = expiredRowsPurgeJob(db);
    const queue = jobQueue(first.deps.database);
    // Registered 61 minutes ago: its first turn is due.
    await queue.every(job, at(-61 * 60_000));
    const stop = await queue.start(log);
    await expect.poll(remaining).toEqual(kept);
    await stop();
    expect(logged).toEqual([{ count: 3 * 5 }]);
    const [row] = await db.select().from(jobs).where(eq(jobs.key, job.name));
    expect(row!.runAt.getTime()).toBeGreaterThan(at(59 * 60_000).getTime());
    expect(row).toMatchObject({ attempts: 0, lastError: null, lockedUntil: null });
  });

  it('is harmless on several instances purging together', async () => {
    await empty();
    const kept = await seedRows(20);
    const second = await buildSecondInstance(first);
    const counts = await Promise.all([purgeExpiredRows(db, 3), purgeExpiredRows(second.deps.database.db, 3)]);
    expect(counts[0] + counts[1]).toBe(20 * 5);
    expect(await remaining()).toEqual(kept);
  });
});
