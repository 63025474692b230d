// 'Administrar inscriptos' with a real business's history: the enrolments are written into the database after
// every other line has measured it (so that none of them measures a different site), then the server starts
// again and the owner's pages of GET /api/purchases are loaded with autocannon, logged in as ADMIN.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { cannon } from './api.mjs';
import { plain, seedEnrolmentHistory, seedWaitingList } from './enrolments.mjs';
import { httpGet, logIn, startServer } from './server.mjs';

/**
 * What the owner opens: the first page, a search typed without accents, a grouped tab's page and 'Talleres'.
 * Each
 * `key` names the query's budget line (bench/history.csv's columns): never change one.
 */
export const enrolmentQueries = [
  {
    key: 'all',
    label: "'Todas las compras', page 1",
    path: '/api/purchases?tab=all&page=1',
    check: (body, count) => body.total >= count,
  },
  {
    key: 'search',
    label: "'Buscar alumno' nunez (Núñez without accents)",
    path: '/api/purchases?tab=all&page=1&search=nunez',
    check: (body, count) =>
      body.total > 0 &&
      body.total < count &&
      body.purchases.every(({ user_id: p }) =>
        plain(`${p.firstName} ${p.lastName} ${p.email}`).includes('nunez'),
      ),
  },
  {
    key: 'live',
    label: "'Módulos en directo', page 1",
    path: '/api/purchases?tab=live&page=1',
    check: (body) => body.total > 0 && body.purchases.every((p) => p.inscription.typeModule === 'sincronico'),
  },
  {
    key: 'workshops',
    label: "'Talleres': one list per workshop course and date (docs/decisions/065-workshops-tab.md)",
    path: '/api/purchases/groups?tab=workshops',
    check: (body) =>
      body.groups.length > 0 &&
      body.groups.every((group) => group.inscriptionModel === 'Course' && group.courseDate),
  },
];

/**
 * The owner's waiting list of the module `moduleId` (`entries` people): its last page, as 'Mostrar más' reads
 * it.
 */
const waitingListQuery = ({ moduleId, entries }) => ({
  key: 'waiting_list',
  label: `'Lista de espera' of a live module (${entries} people), last page`,
  path: `/api/admin/waiting-list?inscription=${moduleId}&inscriptionModel=Module&page=${Math.ceil(entries / 100)}`,
  check: (body) => body.total === entries && body.entries.at(-1).position === entries,
});

/** The nearest-rank percentile `p` (0–100] of the values; null for none. */
export function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * A connection to the server's database while the server is stopped: PostgreSQL, or the embedded PGlite
 * folder. `settle` leaves the database as its upkeep would: on PostgreSQL autovacuum would vacuum and analyze
 * the new rows within a minute, so the bench does it first rather than during the load; PGlite runs no
 * autovacuum, so its database is measured as the server leaves it.
 */
async function openDatabase({ DATA_DIR, DATABASE_URL }) {
  if (DATABASE_URL) {
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    return {
      client,
      settle: () => client.query('vacuum analyze activities, users, purchases, waiting_list'),
      close: () => client.end(),
    };
  }
  // Where apps/server/src/db/client.ts keeps the embedded database, with the extension its migrations need.
  const client = new PGlite(path.join(DATA_DIR, 'pglite'), { extensions: { pg_trgm } });
  await client.waitReady;
  return { client, settle: async () => {}, close: () => client.close() };
}

/**
 * Seeds `count` enrolments and a waiting list of `waiting` people into the database of `env` (its server
 * stopped), starts the server on it and loads each of `enrolmentQueries` and the waiting list as `account`
 * (an ADMIN), `connections` at a time for `duration` seconds.
 */
export async function measureEnrolments({ root, env, label, account, count, waiting, load, log = () => {} }) {
  const { client, settle, close } = await openDatabase(env);
  const started = Date.now();
  let seeded;
  let waitingList;
  try {
    seeded = await seedEnrolmentHistory(client, { count });
    waitingList = await seedWaitingList(client, { count: waiting });
    await settle();
  } finally {
    await close();
  }
  seeded.seconds = (Date.now() - started) / 1000;
  log(
    `  ${seeded.enrolments} enrolments of ${seeded.people} people written in ${seeded.seconds.toFixed(1)} s`,
  );

  const server = await startServer({ root, env, label: `server (${label}, ${count} enrolments)` });
  try {
    const { token } = await logIn(server.url, account);
    const headers = { authorization: `Bearer ${token}` };
    const queries = [];
    for (const query of [...enrolmentQueries, waitingListQuery(waitingList)]) {
      const answer = await httpGet(server.port, query.path, headers);
      const body = answer.status === 200 ? JSON.parse(answer.body.toString()) : null;
      if (!body || !query.check(body, count)) {
        throw new Error(
          `GET ${query.path} answered ${answer.status}, not the seeded enrolments: ${answer.body}`,
        );
      }
      const url = server.url + query.path;
      if (load.warmup > 0) await cannon(url, { ...load, duration: load.warmup, headers });
      const times = [];
      let non2xx = 0;
      const result = await cannon(url, {
        ...load,
        headers,
        onResponse: (status, time) => {
          times.push(time);
          if (status !== 200) non2xx += 1;
        },
      });
      const measured = {
        key: query.key,
        label: query.label,
        path: query.path,
        // The lists of a grouped tab, or the purchases of a page.
        total: body.total ?? body.groups?.length,
        bytes: answer.body.length,
        requests: times.length,
        requestsPerSecond: result.requests.average,
        latencyP50: percentile(times, 50),
        latencyP95: percentile(times, 95),
        latencyP99: percentile(times, 99),
        latencyMax: times.reduce((max, time) => Math.max(max, time), 0),
        errors: result.errors + result.timeouts,
        non2xx,
      };
      log(
        `  ${query.path}: ${Math.round(measured.requestsPerSecond)} req/s, p95 ${Math.round(measured.latencyP95)} ms (${measured.total} matching)`,
      );
      queries.push(measured);
    }
    return { seeded, connections: load.connections, duration: load.duration, queries };
  } finally {
    await server.stop();
  }
}
