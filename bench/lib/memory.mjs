// The server's resident memory as a new user meets it: measured on the first start (migrations, demo content,
// site pictures), started as `npm start` starts it, right after start and after a fixed load of public pages and
// lists, sent from loopback.
import { budgets } from '../budgets.mjs';
import { httpGet, memoryOf } from './server.mjs';

/** The fixed load: this many requests, spread in turn over `publicPaths`, a few at a time. */
export const FIXED_LOAD = { requests: 1000, concurrency: 4 };

/** Public pages (server-rendered) and the public lists they read. */
export const publicPaths = [
  '/',
  '/calendario',
  '/articulos',
  '/consteladores',
  '/talleres-presenciales',
  '/NCFA',
  '/conoceme',
  '/api/activities',
  '/api/blog',
  '/api/modules',
];

/**
 * Sends `requests` GETs over `paths` in turn, `concurrency` at a time; every answer must be 200 (an article
 * page is added by the caller once the blog lists one). Returns the count of requests and of failures.
 */
export async function fixedLoad(port, paths, { requests, concurrency } = FIXED_LOAD) {
  let next = 0;
  let failed = 0;
  const worker = async () => {
    while (next < requests) {
      const pathname = paths[next % paths.length];
      next += 1;
      try {
        if ((await httpGet(port, pathname)).status !== 200) failed += 1;
      } catch {
        failed += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { requests, failed };
}

/**
 * The memory lines of one database: resident memory after the first start and after the fixed load, and the
 * verdict where a budget applies (PostgreSQL; the embedded database runs inside the process and has none).
 */
export function memoryVerdict({ label, afterStart, afterLoad, load }) {
  const limit = label === 'postgres' ? budgets.memory.postgresRssBytes : null;
  const highest = Math.max(afterStart?.rss ?? Infinity, afterLoad?.rss ?? Infinity);
  const complete = Number.isFinite(highest) && load?.failed === 0;
  return { limit, highest, pass: limit === null ? null : complete && highest <= limit };
}

/**
 * Resident memory of a server just started on an empty database (as `npm start` the first time): after start,
 * and after the fixed load of public pages and lists.
 */
export async function measureMemory(server, { label, log = () => {} }) {
  // Let start-up's last work (the periodic jobs' first run) settle before reading.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const afterStart = memoryOf(server.pid);
  const blog = JSON.parse((await httpGet(server.port, '/api/blog')).body.toString());
  const article = blog.articles?.[0]?._id;
  const paths = article ? [...publicPaths, `/articulos/${article}`] : publicPaths;
  const started = Date.now();
  const load = await fixedLoad(server.port, paths);
  load.seconds = (Date.now() - started) / 1000;
  const afterLoad = memoryOf(server.pid);
  const mib = (bytes) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
  log(
    `  ${label}: RSS ${mib(afterStart.rss)} after first start, ${mib(afterLoad.rss)} after ${load.requests} ` +
      `requests (${load.failed} failed, ${load.seconds.toFixed(1)} s), peak ${mib(afterLoad.peakRss)}`,
  );
  return { afterStart, afterLoad, load, paths: paths.map((p) => p.replace(article ?? '\0', '{id}')) };
}
