// `node bench/compare.mjs [--runs N] [--out DIR] label=webBuildDir …`: Lighthouse's mobile preset on `/`,
// `/calendario` and the first article of each web build (e.g. `main=/tmp/build-main new=apps/web/build`),
// runs interleaved (run 1 of every page of every build, then run 2, …) so that the load of a shared machine
// falls on each build alike. Each build is served by the current server bundle (apps/server/dist) on a fresh
// embedded database with the demo content. Prints every run (score, FCP, LCP, TBT, the CPU the page's main
// thread ran in its long tasks against their wall time, the simulated tasks that block) and the medians; with
// --out, writes each run's Lighthouse JSON and trace there.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags } from './lib/browser.mjs';
import { cleanupAll, installExitHandlers, onCleanup } from './lib/processes.mjs';
import { withRetries } from './lib/retry.mjs';
import { httpGet, startServer } from './lib/server.mjs';
import { mainThreadCpuShare, mainThreadText } from './lib/trace.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? args.splice(index, 2)[1] : fallback;
};
const runs = Number(option('--runs', 3));
const out = option('--out', null);
const builds = args.map((arg) => {
  const [label, dir] = arg.split('=');
  if (!label || !dir) throw new Error(`expected label=webBuildDir, got "${arg}"`);
  return { label, dir: path.resolve(dir) };
});
if (builds.length === 0) {
  console.error('usage: node bench/compare.mjs [--runs N] [--out DIR] label=webBuildDir …');
  process.exit(1);
}
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
installExitHandlers({ deadlineMs: 60 * 60_000 });

const metric = (lhr, id) => lhr.audits[id]?.numericValue ?? NaN;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The tasks over 50 ms of the simulated main thread (what TBT counts after the first paint). */
const longTasks = (lhr) =>
  (lhr.audits['long-tasks']?.details?.items ?? [])
    .map(
      (task) => `${Math.round(task.startTime)}+${Math.round(task.duration)} ${path.basename(task.url ?? '')}`,
    )
    .join(', ');

async function measure(url) {
  const chrome = await launch({
    chromePath,
    chromeFlags: ['--headless=new', ...chromiumFlags.filter((flag) => flag !== '--headless')],
    logLevel: 'silent',
    handleSIGINT: false,
  });
  const kill = onCleanup('lighthouse chromium', () => chrome.kill());
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (result?.lhr.runtimeError) throw new Error(result.lhr.runtimeError.code);
    return { lhr: result.lhr, trace: result.artifacts.Trace };
  } finally {
    await kill();
  }
}

async function main() {
  const dataRoot = mkdtempSync(path.join(os.tmpdir(), 'constelaciones-compare-'));
  onCleanup('data directory', () => rmSync(dataRoot, { recursive: true, force: true }));
  if (out) mkdirSync(out, { recursive: true });
  for (const build of builds) {
    // A copy under apps/web, so that a rebuild meanwhile changes nothing and the bundle finds its modules.
    const copy = path.join(root, 'apps/web/node_modules/.cache/compare', build.label);
    rmSync(copy, { recursive: true, force: true });
    cpSync(build.dir, copy, { recursive: true });
    onCleanup(`build ${build.label}`, () => rmSync(copy, { recursive: true, force: true }));
    build.server = await startServer({
      root,
      label: `server ${build.label}`,
      env: { DATA_DIR: path.join(dataRoot, build.label), DATABASE_URL: '', WEB_BUILD_DIR: copy },
    });
    const blog = JSON.parse((await httpGet(build.server.port, '/api/blog')).body.toString());
    build.pages = ['/', '/calendario', `/articulos/${blog.articles[0]._id}`];
    // Warm the server up (as the bench's first-load visits do), so that no run pays for a cold render.
    for (const pathname of build.pages)
      for (let i = 0; i < 3; i++) await httpGet(build.server.port, pathname);
  }
  const rows = [];
  for (let run = 1; run <= runs; run++) {
    for (let page = 0; page < 3; page++) {
      for (const build of builds) {
        const pathname = build.pages[page];
        const { value } = await withRetries(() => measure(build.server.url + pathname), { retries: 2 });
        const { lhr, trace } = value;
        const label = page === 2 ? '/articulos/{id}' : pathname;
        const row = {
          build: build.label,
          page: label,
          score: Math.round(lhr.categories.performance.score * 100),
          others: ['accessibility', 'best-practices', 'seo'].map((id) =>
            Math.round(lhr.categories[id].score * 100),
          ),
          fcp: metric(lhr, 'first-contentful-paint'),
          lcp: metric(lhr, 'largest-contentful-paint'),
          tbt: metric(lhr, 'total-blocking-time'),
          si: metric(lhr, 'speed-index'),
          cls: metric(lhr, 'cumulative-layout-shift'),
        };
        rows.push(row);
        console.log(
          `run ${run} ${build.label.padEnd(8)} ${label.padEnd(16)} ${row.score} (${row.others.join('/')}) FCP ${Math.round(row.fcp)} LCP ${Math.round(row.lcp)} TBT ${Math.round(row.tbt)} SI ${Math.round(row.si)} CLS ${row.cls.toFixed(3)} | main thread: ${mainThreadText(mainThreadCpuShare(trace.traceEvents))} | long tasks: ${longTasks(lhr)}`,
        );
        if (out) {
          const file = `${build.label}-${page}-${run}.json`;
          writeFileSync(path.join(out, file), JSON.stringify(lhr));
          writeFileSync(path.join(out, file.replace('.json', '.trace.json')), JSON.stringify(trace));
        }
      }
    }
  }
  console.log('\nmedians (score, FCP, LCP, TBT) and every score:');
  for (const build of builds) {
    for (const page of ['/', '/calendario', '/articulos/{id}']) {
      const mine = rows.filter((row) => row.build === build.label && row.page === page);
      const m = (key) => Math.round(median(mine.map((row) => row[key])));
      console.log(
        `${build.label.padEnd(8)} ${page.padEnd(16)} ${m('score')} FCP ${m('fcp')} LCP ${m('lcp')} TBT ${m('tbt')}  [${mine.map((row) => row.score).join(', ')}]`,
      );
    }
  }
}

try {
  await main();
} finally {
  await cleanupAll();
}
process.exit(0);
