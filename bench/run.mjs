// `npm run bench`: builds the production app, starts it on loopback on a fresh embedded database with the
// demo content, measures it against the budgets of docs/architecture.md, and writes its report and figures to
// bench/out/<time>.md and .json; after a run on a clean checkout it also records it in docs/performance.md and a
// line of bench/history.csv (lib/record.mjs). On each database, the server's resident memory on its first start
// (started as `npm start` starts it) is measured after start and after 1,000 requests to public pages and
// lists. With DATABASE_URL set (a PostgreSQL server on loopback), the API is measured there too, on a database
// created for the run and dropped after. Last, the reminder pass on each database (lib/reminders.mjs).
//
// Options: --skip-build (measure the existing build)  --lighthouse-runs N (default budgets.lighthouse.runs, 0 skips Lighthouse)
//          --lighthouse-retries N (tries again a failed Lighthouse run, default 2)  --duration S (autocannon seconds, default 10)  --no-record (bench/out/ only, even on a clean checkout)
// Exit code: 0 every budget passes, 2 a budget fails (the figures are still written), 1 the run failed.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { budgets } from './budgets.mjs';
import { measureEnrolments } from './lib/admin-enrolments.mjs';
import { captureBodies, endpoints, measureApi, staticPathOf } from './lib/api.mjs';
import { chromiumFlags, measurePages, phone } from './lib/browser.mjs';
import { firstLoad } from './lib/first-load.mjs';
import { runLighthouse } from './lib/lighthouse.mjs';
import { gitState, machineInfo } from './lib/machine.mjs';
import { measureDashboard } from './lib/dashboard.mjs';
import { createBenchDatabase } from './lib/postgres.mjs';
import { cleanupAll, installExitHandlers, onCleanup, run } from './lib/processes.mjs';
import { measureReminderPasses } from './lib/reminders.mjs';
import { refusal, writeRun } from './lib/record.mjs';
import { evaluate, markdownReport } from './lib/report.mjs';
import { FIXED_LOAD, measureMemory } from './lib/memory.mjs';
import { memoryOf, startServer } from './lib/server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : fallback;
};
const settings = {
  build: !args.includes('--skip-build'),
  record: !args.includes('--no-record'),
  lighthouseRuns: Number(option('--lighthouse-runs', budgets.lighthouse.runs)),
  lighthouseRetries: Number(option('--lighthouse-retries', 2)),
  api: { connections: 50, duration: Number(option('--duration', 10)), warmup: 2 },
  /** 'Administrar inscriptos' is one person's screen: one request at a time, as the owner clicks. */
  enrolments: { connections: 1, duration: Number(option('--duration', 10)), warmup: 2 },
  viewport: phone,
  deadlineMinutes: Number(process.env.BENCH_DEADLINE_MINUTES ?? 15),
};
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * The account /dashboard and 'Administrar inscriptos' are measured with: an ADMIN the server makes at start
 * (ADMIN_EMAIL, ADMIN_PASSWORD).
 */
const benchAccount = { email: 'bench@example.com', password: 'bench-pass-1' };
const accountEnv = { ADMIN_EMAIL: benchAccount.email, ADMIN_PASSWORD: benchAccount.password };
const postgresUrl = process.env.DATABASE_URL || undefined;

const t0 = Date.now();
const log = (message) =>
  console.log(`[bench ${((Date.now() - t0) / 1000).toFixed(0).padStart(3)} s] ${message}`);
const pause = (milliseconds) => new Promise((resolve) => setTimeout(resolve, milliseconds));

installExitHandlers({ deadlineMs: settings.deadlineMinutes * 60_000 });

/** Writes each endpoint's body as its static twin in the measured build's client folder. */
function writeTwins(buildDir, label, bodies) {
  mkdirSync(path.join(buildDir, 'client', 'bench'), { recursive: true });
  for (const endpoint of endpoints) {
    writeFileSync(path.join(buildDir, 'client', staticPathOf(endpoint, label)), bodies[endpoint.name]);
  }
}

/**
 * One database: a first start seeds it and gives the API's bodies, written as static twins; the
 * second start (same data) serves both, and `measure` runs against it. Last, a history of enrolments is
 * written into it and a third start serves 'Administrar inscriptos' (after every other line, which all
 * measure the demo site).
 */
async function onDatabase({ label, database, env, buildDir }, measure) {
  log(`${database}: first start (migrations, demo content)…`);
  const first = await startServer({ root, env, label: `server (${label}, seeding)` });
  let firstStart;
  let bodies;
  try {
    log(
      `${database}: up in ${(first.startupMs / 1000).toFixed(1)} s; memory under ${FIXED_LOAD.requests} requests, then the API bodies`,
    );
    firstStart = await measureMemory(first, { label, log });
    bodies = await captureBodies(first.port);
  } finally {
    await first.stop();
  }
  writeTwins(buildDir, label, bodies);

  const server = await startServer({ root, env, label: `server (${label})` });
  await pause(1000);
  const memory = { firstStart, startupMs: server.startupMs, afterStart: memoryOf(server.pid) };
  log(
    `${database}: measured server up in ${(server.startupMs / 1000).toFixed(1)} s, RSS ${(memory.afterStart.rss / 2 ** 20).toFixed(0)} MiB`,
  );
  let measured;
  try {
    const extra = await measure(server, bodies, memory);
    log(`${database}: API load (${endpoints.length} endpoints and their static twins)…`);
    const apiEndpoints = await measureApi(server, label, { ...settings.api, log: (line) => log(line) });
    memory.afterLoad = memoryOf(server.pid);
    measured = { label, database, endpoints: apiEndpoints, memory, ...extra };
  } finally {
    await server.stop();
  }
  log(`${database}: 'Administrar inscriptos' with ${budgets.enrolments.seeded} enrolments, as ADMIN…`);
  measured.enrolments = await measureEnrolments({
    root,
    env,
    label,
    account: benchAccount,
    count: budgets.enrolments.seeded,
    waiting: budgets.enrolments.waiting,
    load: settings.enrolments,
    log,
  });
  return measured;
}

async function main() {
  const gitAtStart = gitState(root);
  const machine = machineInfo(chromePath, gitAtStart);
  const startedAt = new Date().toISOString();
  log(
    `${machine.cpu}, ${machine.cores} cores, Node ${machine.node}, commit ${machine.commitShort}, load ${machine.loadAverageAtStart.join(' ')}`,
  );
  const refused = settings.record ? refusal({ atStart: gitAtStart, atEnd: gitAtStart }) : '--no-record';
  if (refused) log(`this run will not be recorded in docs/performance.md and bench/history.csv: ${refused}`);

  if (settings.build) {
    log('building the production app (npm run build)…');
    await run('npm run build', 'npm', ['run', 'build'], { cwd: root });
  }

  // Measure a snapshot of the build, so that a rebuild in the working tree during the run cannot change
  // what is measured, and the static twins never land in the real build. It lives under apps/web so that
  // the server bundle still resolves apps/web's dependencies (git and the linters ignore node_modules).
  const runId = startedAt.replace(/[:.]/g, '-');
  const buildDir = path.join(root, 'apps/web/node_modules/.cache/bench', runId);
  onCleanup('build snapshot', () => rmSync(buildDir, { recursive: true, force: true }));
  cpSync(path.join(root, 'apps/web/build'), buildDir, { recursive: true });
  const dataRoot = mkdtempSync(path.join(os.tmpdir(), 'constelaciones-bench-'));
  onCleanup('data directory', () => rmSync(dataRoot, { recursive: true, force: true }));

  const results = { version: 1, startedAt, machine, settings };
  const api = [];

  const embedded = await onDatabase(
    {
      label: 'embedded',
      database: 'embedded PGlite',
      buildDir,
      env: {
        DATA_DIR: path.join(dataRoot, 'embedded'),
        DATABASE_URL: '',
        WEB_BUILD_DIR: buildDir,
        ...accountEnv,
      },
    },
    async (server, bodies, memory) => {
      const articleId = JSON.parse(bodies.blog.toString()).articles?.[0]?._id;
      if (!articleId) throw new Error('GET /api/blog has no article: the demo content should have some');
      const paths = ['/', '/calendario', `/articulos/${articleId}`];
      const label = (pathname) => pathname.replace(articleId, '{id}');
      results.articleId = articleId;
      results.build = {
        // The public pages, and the students' area (logged in; its figure from the build is the same for all).
        firstLoad: Object.fromEntries(
          [...paths, '/dashboard'].map((p) => {
            const figure = firstLoad(buildDir, p);
            return [
              label(p),
              {
                routes: figure.routes,
                js: { raw: figure.js.raw, gzip: figure.js.gzip },
                css: { raw: figure.css.raw, gzip: figure.css.gzip },
              },
            ];
          }),
        ),
      };
      log(
        `pages in Chromium (phone ${phone.width}×${phone.height} @${phone.deviceScaleFactor}): ${paths.join(' ')}`,
      );
      results.pages = await measurePages(server.url, paths, {
        imageFormats: budgets.imageFormats,
        oversizeFactor: budgets.imageOversizeFactor,
      });
      log('/dashboard, logged in: first load, then a module plays…');
      results.dashboard = await measureDashboard(server.url, benchAccount);
      log(
        `  /dashboard: JS ${(results.dashboard.js.gzip / 1000).toFixed(1)} KB gz; player ${results.dashboard.player.onFirstLoad ? 'on first load' : 'only on play'}`,
      );
      for (const p of results.pages) {
        p.label = label(p.pathname);
        log(
          `  ${p.label}: JS ${(p.js.gzip / 1000).toFixed(1)} KB gz, CSS ${(p.css.gzip / 1000).toFixed(1)} KB gz, largest image ${p.largestImage ? `${(p.largestImage.transferred / 1000).toFixed(1)} KB` : '—'}`,
        );
      }
      if (settings.lighthouseRuns > 0) {
        log(`Lighthouse, ${settings.lighthouseRuns} runs per page…`);
        results.lighthouse = await runLighthouse(
          paths.map((p) => server.url + p),
          {
            chromePath,
            chromeFlags: ['--headless=new', ...chromiumFlags.filter((f) => f !== '--headless')],
            runs: settings.lighthouseRuns,
            retries: settings.lighthouseRetries,
            log,
          },
        );
      }
      for (const p of results.lighthouse ?? []) p.label = label(p.pathname);
      memory.afterPages = memoryOf(server.pid);
      return {};
    },
  );
  api.push(embedded);

  if (postgresUrl) {
    const db = await createBenchDatabase(postgresUrl);
    log(`PostgreSQL ${db.server}: database ${db.name} created for the run`);
    try {
      api.push(
        await onDatabase(
          {
            label: 'postgres',
            database: `PostgreSQL ${db.server}`,
            buildDir,
            env: {
              DATA_DIR: path.join(dataRoot, 'postgres'),
              DATABASE_URL: db.url,
              WEB_BUILD_DIR: buildDir,
              ...accountEnv,
            },
          },
          async () => ({}),
        ),
      );
    } finally {
      await db.drop();
      log(`PostgreSQL: database ${db.name} dropped`);
    }
  }

  // Last, in processes of their own on fresh databases (nothing else runs meanwhile): the reminder pass.
  log('the reminder pass over 10,000 paid enrolments…');
  results.reminders = await measureReminderPasses({ root, dataRoot, postgresUrl, log });

  results.api = api;
  results.loadAverageAtEnd = os.loadavg().map((v) => Number(v.toFixed(2)));
  results.finishedAt = new Date().toISOString();
  results.durationSeconds = (Date.now() - t0) / 1000;
  results.budgets = evaluate(results);
  results.file = `${runId}.json`;

  const report = markdownReport(results);
  const git = { atStart: gitAtStart, atEnd: gitState(root) };
  const written = await writeRun({ root, results, report, git, record: settings.record });
  log(`written: ${written.written.join(', ')}`);
  log(
    written.recorded
      ? `recorded: commit ${written.written.slice(2).join(' and ')} before the next run.`
      : `not recorded in docs/performance.md and bench/history.csv: ${written.reason}. The report is in ${written.written[0]}.`,
  );
  const failing = results.budgets.filter((line) => line.pass === false);
  for (const line of failing) console.log(`FAIL  ${line.figure}: ${line.value} (budget ${line.budget})`);
  console.log(
    failing.length === 0
      ? 'Every budget passes.'
      : `${failing.length} of ${results.budgets.length} budget lines fail.`,
  );
  return failing.length === 0 ? 0 : 2;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(`\nbench failed: ${error.stack ?? error}`);
  code = 1;
} finally {
  await cleanupAll();
}
log(`done in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
process.exit(code);
