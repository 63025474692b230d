import { setTimeout as pause } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll, expect, it, vi } from 'vitest';
import { messages } from '@constelaciones/contract';
import { buildSecondInstance, buildTestApp, sessionFor, type TestApp } from '../test/helper';
import { isDatabaseUnavailable } from './errors';
import { courses } from './schema';

// Runs only when DATABASE_URL names a PostgreSQL server (CI's second pass); vitest.config.ts leaves it out otherwise.
// The server restarts here as PostgreSQL's restart does to each connection: every backend of this file's own
// database is terminated (57P01), and new connections are refused for a while. The cluster itself, which other
// tests use, is never touched.

/** An error no code handled (an 'error' event with no listener) would stop the server: none may reach here. */
const uncaught: unknown[] = [];
const recordUncaught = (error: unknown) => uncaught.push(error);
process.on('uncaughtException', recordUncaught);
afterAll(() => {
  process.off('uncaughtException', recordUncaught);
});

const first = await buildTestApp();
const second = await buildSecondInstance(first);
const databaseName = new URL(first.deps.config.databaseUrl!).pathname.slice(1);
const server = new pg.Client({ connectionString: process.env.DATABASE_URL });
await server.connect();
afterAll(() => server.end());

const terminateBackends = () =>
  server.query(
    'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [databaseName],
  );
const backendsRunning = async (query: string) =>
  (
    await server.query<{ count: number }>(
      'select count(*)::int as count from pg_stat_activity where datname = $1 and query = $2',
      [databaseName, query],
    )
  ).rows[0]!.count;

/** No request may take longer than this, whatever the database does (a hang would show as 'hung'). */
const REQUEST_BOUND_MS = 10_000;

interface Outcome {
  client: number;
  url: string;
  status: number | 'hung';
  msg: unknown;
  ms: number;
  endedAt: number;
}
const outcomes: Outcome[] = [];

async function call(client: number, app: FastifyInstance, request: InjectOptions): Promise<void> {
  const started = performance.now();
  const timer = new AbortController();
  const reply = await Promise.race([
    app.inject(request),
    pause(REQUEST_BOUND_MS, 'hung' as const, { signal: timer.signal }).catch(() => 'hung' as const),
  ]);
  timer.abort();
  const ms = performance.now() - started;
  const url = `${request.method} ${request.url}`;
  const status = reply === 'hung' ? reply : reply.statusCode;
  const msg = reply === 'hung' || reply.statusCode === 200 ? undefined : reply.json().msg;
  outcomes.push({ client, url, status, msg, ms, endedAt: performance.now() });
}

const profile = { firstName: 'Ana', lastName: 'Suárez', birthday: '1980-05-17', country: 'Argentina' };

/** Five people editing their profile and reading their session, on both instances, until told to stop. */
function startLoad(students: { headers: { authorization: string } }[]) {
  let running = true;
  const loops = students.map(async ({ headers }, client) => {
    const app = (client % 2 ? second : first).app;
    for (let round = 0; running; round++) {
      const payload = { ...profile, phone: `11${String(round).padStart(8, '0')}` };
      await call(client, app, { method: 'PUT', url: '/api/user/update-user', headers, payload });
      await call(client, app, { method: 'GET', url: '/api/user/relogged', headers });
      // A person's pace, not a wait: during the outage every answer is immediate.
      await pause(10);
    }
  });
  return async () => {
    running = false;
    await Promise.all(loops);
  };
}

/** Every client has had a success that ended after `since` (performance.now()). */
const everyoneServedSince = (since: number, clients: number) => () => {
  const served = new Set(outcomes.filter((o) => o.status === 200 && o.endedAt > since).map((o) => o.client));
  expect(served.size).toBe(clients);
};

const health = (instance: TestApp) => instance.app.inject({ method: 'GET', url: '/api/health' });

it('survives its connections being cut during writes, answers 503 in Spanish while the database is away, and recovers by itself', async () => {
  const students = await Promise.all(Array.from({ length: 5 }, () => sessionFor(first.deps, 'USER')));
  const stopLoad = startLoad(students);
  let resumeIdle: (() => void) | undefined;
  try {
    await vi.waitFor(everyoneServedSince(0, students.length), { timeout: 10_000, interval: 20 });

    // A transaction busy in a statement and another one idle between statements hold their connections
    // (checked out of the pool) when the server goes: the case pg-pool leaves without an error listener.
    const { db } = first.deps.database;
    const busy = db
      .transaction((tx) => tx.execute(sql`select pg_sleep(30)`))
      .catch((error: unknown) => error);
    const idle = db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await new Promise<void>((resolve) => (resumeIdle = resolve));
        await tx.execute(sql`select 2`);
      })
      .catch((error: unknown) => error);
    await vi.waitFor(async () => {
      expect(await backendsRunning('select pg_sleep(30)')).toBe(1);
      expect(resumeIdle).toBeDefined();
    });

    for (let cut = 0; cut < 3; cut++) {
      const cutAt = performance.now();
      await terminateBackends();
      if (cut === 0) {
        expect(isDatabaseUnavailable(await busy)).toBe(true);
        resumeIdle!();
        expect(isDatabaseUnavailable(await idle)).toBe(true);
      }
      await vi.waitFor(everyoneServedSince(cutAt, students.length), { timeout: 10_000, interval: 20 });
    }

    // The server refuses new connections for a while: every request in that time is a Spanish 503.
    await server.query(`alter database ${databaseName} with allow_connections false`);
    const outageAt = performance.now();
    await terminateBackends();
    await vi.waitFor(
      () => {
        const refused = outcomes.filter((o) => o.endedAt > outageAt && o.status === 503);
        expect(new Set(refused.map((o) => o.client)).size).toBe(students.length);
      },
      { timeout: 10_000, interval: 20 },
    );
    for (const instance of [first, second]) {
      const down = await health(instance);
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ status: 'unavailable' });
    }
    await server.query(`alter database ${databaseName} with allow_connections true`);
    const backAt = performance.now();

    await vi.waitFor(everyoneServedSince(backAt, students.length), { timeout: 10_000, interval: 20 });
    for (const instance of [first, second]) expect((await health(instance)).statusCode).toBe(200);
  } finally {
    await server.query(`alter database ${databaseName} with allow_connections true`);
    resumeIdle?.();
    await stopLoad();
  }

  expect(uncaught).toEqual([]);
  expect(outcomes.filter((o) => o.status === 'hung')).toEqual([]);
  expect(Math.max(...outcomes.map((o) => o.ms))).toBeLessThan(REQUEST_BOUND_MS);
  const failures = outcomes.filter((o) => o.status !== 200);
  expect(failures.length).toBeGreaterThan(0);
  expect(failures.filter((o) => o.status !== 503 || o.msg !== messages.server.unavailable)).toEqual([]);
});

it("hears the other instance's content writes again once its listening connection is back", async () => {
  // Both instances listen again (the cut above closed their LISTEN connections).
  await vi.waitFor(async () => expect(await backendsRunning('listen "catalog_invalidate"')).toBe(2), {
    timeout: 10_000,
    interval: 50,
  });
  const admin = await sessionFor(first.deps, 'ADMIN');
  const { db } = first.deps.database;
  const [course] = await db.select().from(courses).where(eq(courses.slug, 'talleres-virtuales'));
  const coursesOn = async (instance: TestApp) =>
    (await instance.app.inject({ method: 'GET', url: '/api/courses' })).json().courses as {
      slug: string;
      pricePesos: number;
    }[];
  const priceOn = async (instance: TestApp) =>
    (await coursesOn(instance)).find((c) => c.slug === 'talleres-virtuales')!.pricePesos;

  const cached = await priceOn(second);
  // Written behind the catalogs' back: the second instance keeps serving what it cached.
  await db.update(courses).set({ pricePesos: 1 }).where(eq(courses.id, course!.id));
  expect(await priceOn(second)).toBe(cached);

  const edit = await first.app.inject({
    method: 'PUT',
    url: `/api/courses/edit/${course!.id}`,
    headers: admin.headers,
    payload: {
      day: '2031-04-12',
      hour: 18,
      priceAnticipedPesos: 40000,
      pricePesos: 63000,
      priceDolar: 55,
      linkMP: 'https://mpago.la/abc',
      linkPP: 'https://paypal.me/abc',
    },
  });
  expect(edit.statusCode).toBe(200);
  // Told through the database (NOTIFY), well before the cache's 30-second expiry.
  await vi.waitFor(async () => expect(await priceOn(second)).toBe(63000), { timeout: 3_000, interval: 20 });
});
