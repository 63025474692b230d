// Lighthouse through its Node API, default configuration (the mobile preset, simulated throttling),
// in Debian's Chromium started by chrome-launcher. Each page runs `runs` times; every score and metric
// reported is the median of its runs, and the diagnostics come from Lighthouse's own "median run". A run
// that fails (e.g. Lighthouse's NO_NAVSTART) is retried in a fresh browser up to `retries` times; the
// retries are counted per page and shown in the report. Each run starts once the machine is quiet (see
// `waitForQuiet`), and how busy it was then is kept with the run.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { waitForQuiet } from './machine.mjs';
import { onCleanup } from './processes.mjs';
import { withRetries } from './retry.mjs';
import { mainThreadCpuShare, mainThreadText } from './trace.mjs';

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const metrics = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
};

const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function findSnippet(details) {
  if (!details || typeof details !== 'object') return null;
  if (details.type === 'node' && details.snippet) return details.snippet;
  for (const value of Object.values(details)) {
    const found = Array.isArray(value)
      ? value.map(findSnippet).find(Boolean)
      : typeof value === 'object'
        ? findSnippet(value)
        : null;
    if (found) return found;
  }
  return null;
}

/** What keeps each category from 100 in a run: its weighted audits that did not pass, worst first. */
function diagnostics(lhr) {
  const result = {};
  for (const id of categories) {
    const refs = lhr.categories[id].auditRefs;
    result[id] = refs
      .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
      .filter(
        ({ ref, audit }) =>
          audit &&
          audit.score !== null &&
          audit.score < (id === 'performance' ? 0.9 : 1) &&
          !['notApplicable', 'manual', 'informative'].includes(audit.scoreDisplayMode) &&
          (ref.weight > 0 || id === 'performance'),
      )
      .sort((a, b) => b.ref.weight * (1 - b.audit.score) - a.ref.weight * (1 - a.audit.score))
      .slice(0, 8)
      .map(({ audit }) => ({
        id: audit.id,
        title: audit.title,
        score: audit.score,
        displayValue: audit.displayValue ?? null,
      }));
  }
  // Opportunities and insights with estimated savings (informative, but they say where the time goes).
  result.savings = Object.values(lhr.audits)
    .filter(
      (a) => (a.metricSavings?.LCP ?? 0) + (a.metricSavings?.FCP ?? 0) + (a.metricSavings?.TBT ?? 0) > 0,
    )
    .map((a) => ({
      id: a.id,
      title: a.title,
      metricSavings: a.metricSavings,
      displayValue: a.displayValue ?? null,
    }))
    .slice(0, 12);
  result.lcpElement = findSnippet(lhr.audits['largest-contentful-paint-element']?.details);
  return result;
}

const percent = (share) => (share === null ? '—' : `${Math.round(share * 100)} %`);

/**
 * One Lighthouse run of `url` in the browser listening on `port`, with how much of its long tasks' wall time the
 * page's main thread ran (from the run's trace); throws when Lighthouse reports a failure.
 */
async function measure(url, port) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
  });
  if (!result?.lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) {
    throw new Error(
      `Lighthouse failed on ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
    );
  }
  return { lhr: result.lhr, mainThread: mainThreadCpuShare(result.artifacts?.Trace?.traceEvents ?? []) };
}

/** Runs Lighthouse `runs` times on each URL, each run retried at most `retries` times. */
export async function runLighthouse(
  urls,
  { chromePath, chromeFlags, runs = 3, retries = 2, log = () => {} },
) {
  const pages = [];
  for (const url of urls) {
    let chrome = null;
    const kill = onCleanup('lighthouse chromium', () => chrome?.kill());
    const lhrs = [];
    const mainThreads = [];
    const busyBefore = [];
    const failures = [];
    try {
      for (let i = 0; i < runs; i++) {
        const started = Date.now();
        let busy = null;
        const {
          value: { lhr, mainThread },
          failures: failed,
        } = await withRetries(
          async () => {
            chrome ??= await launch({ chromePath, chromeFlags, logLevel: 'silent', handleSIGINT: false });
            busy = await waitForQuiet();
            return measure(url, chrome.port);
          },
          {
            retries,
            beforeRetry: async (error, attempt) => {
              log(
                `  ${new URL(url).pathname} run ${i + 1}/${runs}, attempt ${attempt} failed: ${error.message}`,
              );
              const failedChrome = chrome;
              chrome = null;
              await failedChrome?.kill();
            },
          },
        );
        lhrs.push(lhr);
        mainThreads.push(mainThread);
        busyBefore.push(busy);
        failures.push(...failed);
        log(
          `  ${new URL(url).pathname} run ${i + 1}/${runs}: performance ${Math.round(lhr.categories.performance.score * 100)} (${((Date.now() - started) / 1000).toFixed(0)} s, machine ${percent(busy)} busy before, ${mainThreadText(mainThread)})`,
        );
      }
    } finally {
      await kill();
    }
    const scores = Object.fromEntries(
      categories.map((id) => [
        id,
        median(lhrs.map((lhr) => Math.round((lhr.categories[id].score ?? NaN) * 100))),
      ]),
    );
    const values = Object.fromEntries(
      Object.entries(metrics).map(([key, id]) => [
        key,
        median(lhrs.map((lhr) => lhr.audits[id]?.numericValue)),
      ]),
    );
    const medianRun = computeMedianRun(lhrs);
    pages.push({
      url,
      pathname: new URL(url).pathname,
      scores,
      metrics: values,
      runs: lhrs.map((lhr, i) => ({
        busyBefore: busyBefore[i],
        mainThread: mainThreads[i],
        scores: Object.fromEntries(
          categories.map((id) => [id, Math.round((lhr.categories[id].score ?? NaN) * 100)]),
        ),
        metrics: Object.fromEntries(
          Object.entries(metrics).map(([key, id]) => [key, lhr.audits[id]?.numericValue ?? null]),
        ),
      })),
      benchmarkIndex: median(lhrs.map((lhr) => lhr.environment?.benchmarkIndex)),
      lighthouseVersion: lhrs[0].lighthouseVersion,
      userAgent: lhrs[0].environment?.hostUserAgent,
      warnings: [...new Set(lhrs.flatMap((lhr) => lhr.runWarnings ?? []))],
      retries: failures.length,
      failures,
      diagnostics: diagnostics(medianRun),
    });
  }
  return pages;
}
