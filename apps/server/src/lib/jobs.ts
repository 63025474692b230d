import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, lt, or, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { jobs } from '../db/schema';
import { silentLogger, type Logger } from './logger';

/** How long a claim holds a row: far beyond the mail transport's bounded waits (50 s at most). */
export const LEASE_MS = 5 * 60_000;
/** The first retry's wait; each failure doubles it, up to BACKOFF_CAP_MS. */
export const BACKOFF_BASE_MS = 30_000;
export const BACKOFF_CAP_MS = 60 * 60_000;
/** How often an idle worker looks for due rows (retries, periodic turns); new rows wake it at once. */
const POLL_MS = 5_000;
/** Rows claimed at once: a claim is short, and rows left are taken by the next pass or another instance. */
const BATCH = 10;
/** Notified in the transaction that adds a row, so every instance's worker wakes when it commits. */
const CHANNEL = 'jobs';
/** Rows written by one insert: three parameters each, far below the protocol's 65,535. */
const INSERT_CHUNK = 1000;

export type JobRow = typeof jobs.$inferSelect;

/** A job that runs for ever at its turns, once across instances: `next` says its next turn after `now`. */
export interface PeriodicJob {
  name: string;
  next(now: Date): Date;
  /** Throws on failure: the turn is retried with backoff and the error shown to the owner. */
  run(log: Logger): Promise<void>;
}

/** A period's turns: `ms` after the last one. */
export const every = (ms: number) => (now: Date) => new Date(now.getTime() + ms);

/** The wait before the next attempt after `attempts` failures in a row. */
export const backoffMs = (attempts: number) =>
  Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * Frees every claim: for the embedded database at start-up, which one process only can open (the folder's
 * lock), so a claim found then is a dead process's. On PostgreSQL a dead instance's claims expire instead.
 */
export async function releaseEmbeddedClaims(database: Database): Promise<void> {
  if (database.kind !== 'pglite') return;
  await database.db.update(jobs).set({ lockedUntil: null }).where(isNotNull(jobs.lockedUntil));
}

/**
 * The site's one way to run background work (docs/decisions/045-job-queue.md): rows of the `jobs` table,
 * written in the transaction of the change that causes them, claimed by any instance's worker with a lease
 * (`FOR UPDATE SKIP LOCKED`, then `locked_until`), so a row runs on one instance at a time and a crashed
 * instance's claim expires. Failures retry with exponential backoff and stay visible (`problems`).
 */
export function jobQueue(database: Database) {
  const { db } = database;
  const handlers = new Map<string, (row: JobRow, log: Logger) => Promise<void>>();
  const periodic = new Map<string, PeriodicJob>();
  let log: Logger = silentLogger;

  /** Claims due rows of the kinds this instance runs: the lease is set in the same statement. */
  async function claim(now: Date): Promise<JobRow[]> {
    const kinds = [...handlers.keys(), ...periodic.keys()];
    if (kinds.length === 0) return [];
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          isNull(jobs.doneAt),
          lte(jobs.runAt, now),
          inArray(jobs.kind, kinds),
          or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, now)),
        ),
      )
      .orderBy(asc(jobs.runAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const lease = new Date(now.getTime() + LEASE_MS);
    return db.update(jobs).set({ lockedUntil: lease }).where(inArray(jobs.id, due)).returning();
  }

  /** Runs one claimed row and records how it went, only while the claim is still this instance's. */
  async function runOne(row: JobRow, now: Date) {
    const ours = and(eq(jobs.id, row.id), eq(jobs.lockedUntil, row.lockedUntil!));
    const turn = periodic.get(row.kind);
    try {
      if (turn) await turn.run(log);
      else await handlers.get(row.kind)!(row, log);
    } catch (error) {
      const attempts = row.attempts + 1;
      const retry = new Date(now.getTime() + backoffMs(attempts));
      // A periodic job's retry never waits past its next regular turn.
      const runAt = turn && turn.next(now) < retry ? turn.next(now) : retry;
      await db
        .update(jobs)
        .set({ attempts, runAt, lockedUntil: null, lastError: errorText(error) })
        .where(ours);
      log.error(
        { err: error, job: row.kind, key: row.key, attempts, retryAt: runAt },
        'background job failed',
      );
      return;
    }
    const done = turn
      ? { runAt: turn.next(now), attempts: 0, lastError: null }
      : { doneAt: new Date(), lastError: null };
    await db
      .update(jobs)
      .set({ ...done, lockedUntil: null })
      .where(ours);
  }

  /** One pass: claims and runs the rows due at `now`; says how many it claimed. */
  async function runDue(now = new Date()): Promise<number> {
    const claimed = await claim(now);
    for (const row of claimed) await runOne(row, now);
    return claimed.length;
  }

  // Passes run one at a time; a wake-up during a pass asks for another one after it.
  let running: Promise<void> | undefined;
  let again = false;
  const work = async () => {
    do {
      again = false;
      try {
        while ((await runDue()) > 0);
      } catch (error) {
        log.error({ err: error }, 'background jobs could not be read');
      }
    } while (again);
  };
  /** Runs every due row; the promise settles once none is left that this instance could claim. */
  function kick(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = work().finally(() => {
      running = undefined;
    });
    return running;
  }

  async function addAll(
    tx: Db,
    kind: string,
    rows: readonly { key: string; payload: unknown; runAt?: Date }[],
  ) {
    for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
      const chunk = rows.slice(start, start + INSERT_CHUNK).map((row) => ({ kind, ...row }));
      await tx.insert(jobs).values(chunk).onConflictDoNothing();
    }
    await tx.execute(sql`select pg_notify(${CHANNEL}, '')`);
  }

  return {
    /**
     * Adds a one-off job in `tx`: the transaction of the change that causes it, or the database itself when
     * there is none (the insert is then the write). It runs once that commits, or at `runAt` when later; the
     * same
     * `key` twice adds one.
     */
    async add(tx: Db, kind: string, key: string, payload: unknown, runAt?: Date): Promise<void> {
      await addAll(tx, kind, [{ key, payload, runAt }]);
    },

    /**
     * Adds several one-off jobs of `kind` as `add` does, in one statement per thousand (a message's
     * recipients).
     */
    addAll,

    /** What this instance does with the one-off jobs of `kind`; a handler throws to have the row retried. */
    handle(kind: string, handler: (row: JobRow, log: Logger) => Promise<void>) {
      handlers.set(kind, handler);
    },

    /** Runs `job` at its turns on this instance too; its row is made, due at its next turn, when new. */
    async every(job: PeriodicJob, now = new Date()): Promise<void> {
      periodic.set(job.name, job);
      await db
        .insert(jobs)
        .values({ kind: job.name, key: job.name, runAt: job.next(now) })
        .onConflictDoNothing();
    },

    runDue,
    /** Runs every due row now (tests, and messages written just before): settles when none is left. */
    settle: kick,

    /** Starts the worker: a pass at every notification and every few seconds. Returns the stop function. */
    async start(workerLog: Logger): Promise<() => Promise<void>> {
      log = workerLog;
      // A gap in the listening connection may have lost wake-ups: a pass covers them.
      const wake = () => void kick();
      const unlisten = await database.listen(CHANNEL, { onMessage: wake, onReconnect: wake, log });
      const timer = setInterval(wake, POLL_MS);
      timer.unref();
      wake();
      return async () => {
        clearInterval(timer);
        await unlisten();
        await running;
      };
    },

    /** What the owner should know: messages and jobs whose last attempt failed, latest failures first. */
    problems(): Promise<JobRow[]> {
      return db
        .select()
        .from(jobs)
        .where(and(isNull(jobs.doneAt), gt(jobs.attempts, 0)))
        .orderBy(desc(jobs.attempts), asc(jobs.runAt))
        .limit(100);
    },
  };
}

export type JobQueue = ReturnType<typeof jobQueue>;
