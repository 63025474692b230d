import { randomUUID } from 'node:crypto';
import {
  and,
  asc,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lte,
  lt,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { jobPace, jobs } from '../db/schema';
import { silentLogger, type Logger } from './logger';

/**
 * How long a claim holds a row without news of its holder (docs/decisions/068-job-leases-and-lanes.md): the
 * holder renews it every HEARTBEAT_MS while the job runs, so a dead instance's claims free up this long after
 * its last renewal, and a slow job is never taken by another instance while its holder lives.
 */
export const LEASE_MS = 15_000;
/** How often a holder renews the leases of the jobs it is running: five renewals fit in one lease. */
const HEARTBEAT_MS = 3_000;
/** The first retry's wait; each failure doubles it, up to BACKOFF_CAP_MS. */
export const BACKOFF_BASE_MS = 30_000;
export const BACKOFF_CAP_MS = 60 * 60_000;
/** How often an idle worker looks for due rows (retries, periodic turns, freed claims); new rows wake it. */
const POLL_MS = 2_000;
/** Jobs an instance runs at once: a slow one (a mail server taking its time) does not hold the others. */
const SLOTS = 5;
/** Of those, how many bulk jobs may take: the others stay free for what a person is waiting for. */
const BULK_SLOTS = 3;
/** Notified in the transaction that adds a row, so every instance's worker wakes when it commits. */
const CHANNEL = 'jobs';
/** Rows written by one insert: four parameters each, far below the protocol's 65,535. */
const INSERT_CHUNK = 1000;

export type JobRow = typeof jobs.$inferSelect;

/** A row whose last attempt failed: retried with backoff, and shown to the owner until it succeeds. */
export const lastAttemptFailed = and(isNull(jobs.doneAt), gt(jobs.attempts, 0));

/**
 * The lanes of the queue, first to last: what a person is waiting for (a link, a receipt, a place offered),
 * the site's routine (periodic jobs), and bulk (messages to a list, reminders in batches).
 */
export type JobPriority = 'person' | 'routine' | 'bulk';
export const JOB_PRIORITY: Record<JobPriority, number> = { person: 0, routine: 1, bulk: 2 };

/** A one-off job: `key` makes it once; it runs at `runAt` (now when unset), in its lane (`person` when unset). */
export interface NewJob {
  key: string;
  payload: unknown;
  runAt?: Date;
  priority?: JobPriority;
}

/**
 * How a kind of job runs: `perMinute` paces it across every instance (a mail server's rate), fixed or read at
 * each run (a pace the owner sets; undefined there: unpaced). `sharesPaceOf` names a kind whose pace each run
 * takes a turn of too, after its own: newsletters and the site's other e-mails share the mail server's.
 */
export interface KindOptions {
  perMinute?: number | (() => Promise<number | undefined>);
  sharesPaceOf?: string;
}

type Handler = (row: JobRow, log: Logger) => Promise<void>;

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
 * lock), so a claim found then is a dead process's. On PostgreSQL a dead instance's claims end with their
 * lease, LEASE_MS after its last renewal.
 */
export async function releaseEmbeddedClaims(database: Database): Promise<void> {
  if (database.kind !== 'pglite') return;
  await database.db
    .update(jobs)
    .set({ lockedUntil: null, lockedBy: null })
    .where(isNotNull(jobs.lockedUntil));
}

/**
 * The site's one way to run background work (docs/decisions/045-job-queue.md): rows of the `jobs` table,
 * written in the transaction of the change that causes them, claimed one at a time by any instance's worker
 * (`FOR UPDATE SKIP LOCKED`, then `locked_by` and a short lease its holder renews while it works:
 * docs/decisions/068-job-leases-and-lanes.md). A row runs on one holder at a time; a dead one's claims free up
 * in seconds. Failures retry with exponential backoff and stay visible (`problems`).
 */
export function jobQueue(database: Database) {
  const { db } = database;
  const handlers = new Map<string, { run: Handler } & KindOptions>();
  const periodic = new Map<string, PeriodicJob>();
  /** This start's name on its claims: a restarted instance is a new holder. */
  const holder = randomUUID();
  /** The jobs running here, by id; `bulk` counts those of the bulk lane. */
  const running = new Map<string, Promise<void>>();
  let bulk = 0;
  let log: Logger = silentLogger;
  let working = false;
  let stopping = false;

  const ours = (id: string) => and(eq(jobs.id, id), eq(jobs.lockedBy, holder));

  /** Claims the first due row, by lane then time, of the kinds this instance runs, with a lease in one statement. */
  async function claimOne(now: Date, bulkAllowed: boolean): Promise<JobRow | undefined> {
    const kinds = [...handlers.keys(), ...periodic.keys()];
    if (kinds.length === 0) return undefined;
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          isNull(jobs.doneAt),
          lte(jobs.runAt, now),
          inArray(jobs.kind, kinds),
          or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, now)),
          bulkAllowed ? undefined : lt(jobs.priority, JOB_PRIORITY.bulk),
          // A row still running here whose lease lapsed (the database was out of reach) is not started twice.
          running.size > 0 ? notInArray(jobs.id, [...running.keys()]) : undefined,
        ),
      )
      .orderBy(asc(jobs.priority), asc(jobs.runAt))
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await db
      .update(jobs)
      .set({ lockedUntil: new Date(now.getTime() + LEASE_MS), lockedBy: holder })
      .where(inArray(jobs.id, due))
      .returning();
    return row;
  }

  /** Renews the leases of the jobs running here; one that another holder took is said in the log. */
  let heartbeat: NodeJS.Timeout | undefined;
  async function renew() {
    const ids = [...running.keys()];
    if (ids.length === 0) return;
    try {
      const renewed = await db
        .update(jobs)
        .set({ lockedUntil: new Date(Date.now() + LEASE_MS) })
        .where(and(inArray(jobs.id, ids), eq(jobs.lockedBy, holder)))
        .returning({ id: jobs.id });
      if (renewed.length < ids.length)
        log.error({ running: ids.length, renewed: renewed.length }, 'background jobs lost their claim');
    } catch (error) {
      log.error({ err: error }, 'background job claims could not be renewed');
    }
  }

  /**
   * Waits for the next turn of `kind` at `perMinute`, across instances: each run takes the next free turn
   * from the `job_pace` row, a turn being 60 s / perMinute after the previous one.
   */
  async function awaitPace(kind: string, perMinute: number) {
    const interval = 60_000 / perMinute;
    const now = new Date();
    const [turn] = await db
      .insert(jobPace)
      .values({ kind, nextAt: new Date(now.getTime() + interval) })
      .onConflictDoUpdate({
        target: jobPace.kind,
        set: {
          nextAt: sql`greatest(${jobPace.nextAt}, ${now}) + ${interval}::float8 * interval '1 millisecond'`,
        },
      })
      .returning({ nextAt: jobPace.nextAt });
    const wait = turn!.nextAt.getTime() - interval - now.getTime();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }

  /** Waits for the next turn of `kind` at its pace, when it has one. */
  async function awaitTurn(kind: string, { perMinute }: KindOptions) {
    const pace = typeof perMinute === 'function' ? await perMinute() : perMinute;
    if (pace) await awaitPace(kind, pace);
  }

  /** Runs one claimed row and records how it went, only while the claim is still this holder's. */
  async function runOne(row: JobRow, now: Date) {
    const turn = periodic.get(row.kind);
    try {
      if (turn) await turn.run(log);
      else {
        const handler = handlers.get(row.kind)!;
        await awaitTurn(row.kind, handler);
        const shared = handler.sharesPaceOf;
        if (shared && handlers.has(shared)) await awaitTurn(shared, handlers.get(shared)!);
        await handler.run(row, log);
      }
    } catch (error) {
      const attempts = row.attempts + 1;
      const retry = new Date(now.getTime() + backoffMs(attempts));
      // A periodic job's retry never waits past its next regular turn.
      const runAt = turn && turn.next(now) < retry ? turn.next(now) : retry;
      await db
        .update(jobs)
        .set({ attempts, runAt, lockedUntil: null, lockedBy: null, lastError: errorText(error) })
        .where(ours(row.id));
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
      .set({ ...done, lockedUntil: null, lockedBy: null })
      .where(ours(row.id));
  }

  /** Starts a claimed row in a slot of its own; the heartbeat runs while any slot is taken. */
  function launch(row: JobRow, now: Date) {
    const isBulk = row.priority >= JOB_PRIORITY.bulk;
    if (isBulk) bulk += 1;
    const run = runOne(row, now)
      .catch((error: unknown) => log.error({ err: error, job: row.kind }, 'background job not recorded'))
      .finally(() => {
        running.delete(row.id);
        if (isBulk) bulk -= 1;
        if (running.size === 0) {
          clearInterval(heartbeat);
          heartbeat = undefined;
        }
        wake();
      });
    running.set(row.id, run);
    if (!heartbeat) {
      heartbeat = setInterval(() => void renew(), HEARTBEAT_MS);
      heartbeat.unref();
    }
  }

  /** Claims due rows into the free slots; says how many it claimed. */
  async function fillSlots(now?: Date): Promise<number> {
    let claimed = 0;
    while (running.size < SLOTS && !stopping) {
      const at = now ?? new Date();
      const row = await claimOne(at, bulk < BULK_SLOTS);
      if (!row) break;
      launch(row, at);
      claimed += 1;
    }
    return claimed;
  }

  // Fills run one at a time; a call during one asks for another one after it. A call for another time (a test's
  // `runDue(later)`) waits for the one under way and makes its own: folded into it, it would look at the clock.
  let filling: Promise<number> | undefined;
  let again = false;
  function fill(now?: Date): Promise<number> {
    if (filling && now) return filling.then(() => fill(now));
    if (filling) {
      again = true;
      return filling;
    }
    filling = (async () => {
      let claimed = 0;
      do {
        again = false;
        try {
          claimed += await fillSlots(now);
        } catch (error) {
          log.error({ err: error }, 'background jobs could not be read');
        }
      } while (again && !stopping);
      return claimed;
    })().finally(() => {
      filling = undefined;
    });
    return filling;
  }

  /** A new row, a finished job or a poll: the started worker fills its free slots. */
  function wake() {
    if (working && !stopping) void fill();
  }

  /**
   * Runs the rows due at `now` (the current time at each pass when unset) until none is left that this
   * instance could claim, and every job it started is done; says how many it claimed.
   */
  async function runDue(now?: Date): Promise<number> {
    let claimed = 0;
    for (;;) {
      claimed += await fill(now);
      if (running.size === 0) {
        if (filling) continue;
        return claimed;
      }
      await Promise.race(running.values());
    }
  }

  async function addAll(tx: Db, kind: string, rows: readonly NewJob[]) {
    for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
      const chunk = rows.slice(start, start + INSERT_CHUNK).map(({ priority = 'person', ...row }) => ({
        kind,
        ...row,
        priority: JOB_PRIORITY[priority],
      }));
      await tx.insert(jobs).values(chunk).onConflictDoNothing();
    }
    await tx.execute(sql`select pg_notify(${CHANNEL}, '')`);
  }

  return {
    /**
     * Adds a one-off job in `tx`: the transaction of the change that causes it, or the database itself when
     * there is none (the insert is then the write). It runs once that commits, or at `runAt` when later; the
     * same `key` twice adds one.
     */
    async add(tx: Db, kind: string, job: NewJob): Promise<void> {
      await addAll(tx, kind, [job]);
    },

    /** Adds several one-off jobs of `kind` as `add` does, in one statement per thousand (a message's recipients). */
    addAll,

    /** What this instance does with the one-off jobs of `kind`; a handler throws to have the row retried. */
    handle(kind: string, handler: Handler, options: KindOptions = {}) {
      handlers.set(kind, { run: handler, ...options });
    },

    /** Runs `job` at its turns on this instance too; its row is made, due at its next turn, when new. */
    async every(job: PeriodicJob, now = new Date()): Promise<void> {
      periodic.set(job.name, job);
      await db
        .insert(jobs)
        .values({ kind: job.name, key: job.name, runAt: job.next(now), priority: JOB_PRIORITY.routine })
        .onConflictDoNothing();
    },

    runDue,
    /** Runs every due row now (tests, and messages written just before): settles when none is left. */
    settle: () => runDue(),

    /** Starts the worker: it fills its slots at every notification and every few seconds. Returns the stop. */
    async start(workerLog: Logger): Promise<() => Promise<void>> {
      log = workerLog;
      working = true;
      // A gap in the listening connection may have lost wake-ups: a pass covers them.
      const unlisten = await database.listen(CHANNEL, { onMessage: wake, onReconnect: wake, log });
      const timer = setInterval(wake, POLL_MS);
      timer.unref();
      wake();
      return async () => {
        stopping = true;
        clearInterval(timer);
        await unlisten();
        await filling;
        // The jobs under way finish and are recorded; their claims are renewed until then.
        await Promise.all(running.values());
        clearInterval(heartbeat);
      };
    },

    /** What the owner should know: messages and jobs whose last attempt failed, latest failures first. */
    problems(): Promise<JobRow[]> {
      return db
        .select()
        .from(jobs)
        .where(lastAttemptFailed)
        .orderBy(desc(jobs.attempts), asc(jobs.runAt))
        .limit(100);
    },
  };
}

export type JobQueue = ReturnType<typeof jobQueue>;
