// Budget verdicts and the full Markdown report of a run (written to bench/out/ by run.mjs).
import { budgets, formatKB } from '../budgets.mjs';
import { FIXED_LOAD, memoryVerdict } from './memory.mjs';
import { reminderPassOk } from './reminders.mjs';

const kb = (bytes) => (bytes === null || bytes === undefined ? '—' : formatKB(bytes));
const mb = (bytes) => (bytes ? `${(bytes / 1024 / 1024).toFixed(0)} MiB` : '—');
const ms = (value) => (value === null || value === undefined ? '—' : `${Math.round(value)} ms`);
const seconds = (value) => (value === null || value === undefined ? '—' : `${(value / 1000).toFixed(2)} s`);
const verdict = (pass) => (pass === null ? 'n/a' : pass ? 'pass' : '**FAIL**');
const lighthouseLabels = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best practices',
  seo: 'SEO',
};

/**
 * The key of a page or an endpoint in a budget line's id: `home` for `/`, else the words of its path, without
 * `/api` and the parameters (`/articulos/{id}` → `articulos`, `/api/activities` → `activities`).
 */
export const pathKey = (pathname) =>
  pathname === '/'
    ? 'home'
    : pathname
        .replace(/^\/api\//, '/')
        .replace(/\{[^}]*\}/g, '')
        .replace(/[^a-z0-9]+/gi, '_')
        .replace(/^_+|_+$/g, '')
        .toLowerCase();

/** An 'Administrar inscriptos' query within its budget: p95 under the line, no error. */
const enrolmentsPass = (query) =>
  query.latencyP95 < budgets.enrolments.p95Ms && query.errors + query.non2xx === 0;

/**
 * Every budget line of the run: its `id` (stable from run to run: bench/history.csv has a column of that name),
 * its figure, budget, measured value and verdict (`pass`: true, false, or null for a figure without a budget).
 */
export function evaluate(results) {
  const lines = [];
  const home = results.pages.find((p) => p.pathname === '/');
  if (home) {
    lines.push({
      id: 'home_js',
      figure: 'Home page first-load JS, gzipped (browser)',
      budget: `≤ ${formatKB(budgets.homeJsGzipBytes)}`,
      value: formatKB(home.js.gzip),
      pass: home.js.gzip <= budgets.homeJsGzipBytes,
    });
  }
  const { dashboard } = results;
  if (dashboard) {
    lines.push({
      id: 'dashboard_js',
      figure: '/dashboard first-load JS, gzipped (browser, logged in)',
      budget: `≤ ${formatKB(budgets.dashboardJsGzipBytes)}`,
      value: formatKB(dashboard.js.gzip),
      pass: dashboard.js.gzip <= budgets.dashboardJsGzipBytes,
    });
    lines.push({
      id: 'dashboard_player',
      figure: '/dashboard: the media player loads only when a module plays',
      budget: 'not on first load; on play',
      value: `${dashboard.player.onFirstLoad ? 'on first load' : 'not on first load'}; ${dashboard.player.loadedOnPlay ? `on play (${formatKB(dashboard.player.gzip)} gzipped)` : 'not on play'}`,
      pass: !dashboard.player.onFirstLoad && dashboard.player.loadedOnPlay,
    });
  }
  for (const page of results.pages) {
    const bad = page.imagesAfterScroll.filter((image) => !image.fits);
    lines.push({
      id: `images_${pathKey(page.label)}`,
      figure: `Images on ${page.label} (phone): WebP/AVIF/SVG, width/height set, ≤ ${budgets.imageOversizeFactor}× drawn size`,
      budget: 'responsive and compressed',
      value: page.largestImage
        ? `largest ${kb(page.largestImage.transferred)}; ${bad.length} of ${page.imagesAfterScroll.length} not fitting`
        : 'no images',
      pass: bad.length === 0,
    });
  }
  const { median: medianLines, everyRun } = budgets.lighthouse;
  for (const page of results.lighthouse ?? []) {
    for (const [id, minimum] of Object.entries(medianLines)) {
      // One run's performance follows the host on 2 shared cores: the line holds for the median of the runs.
      const scores = page.runs.map((run) => run.scores[id]);
      const median = page.scores[id];
      lines.push({
        id: `lighthouse_${id.replace(/-/g, '_')}_${pathKey(page.label)}`,
        figure: `Lighthouse ${lighthouseLabels[id]} on ${page.label}, median of ${scores.length} runs`,
        budget: `≥ ${minimum}`,
        value: median === null ? '—' : `${median} (runs: ${scores.join(', ')})`,
        pass: median !== null && scores.length >= budgets.lighthouse.runs && median >= minimum,
      });
    }
    for (const [id, minimum] of Object.entries(everyRun)) {
      const scores = page.runs.map((run) => run.scores[id]);
      const lowest = scores.some((score) => !Number.isFinite(score)) ? null : Math.min(...scores);
      lines.push({
        id: `lighthouse_${id.replace(/-/g, '_')}_${pathKey(page.label)}`,
        figure: `Lighthouse ${lighthouseLabels[id]} on ${page.label}, every run`,
        budget: minimum === 100 ? '100' : `≥ ${minimum}`,
        value: lowest === null ? '—' : `${lowest} (runs: ${scores.join(', ')})`,
        pass: lowest !== null && lowest >= minimum,
      });
    }
  }
  for (const pass of results.api ?? []) {
    for (const endpoint of pass.endpoints) {
      const errors =
        endpoint.api.errors +
        endpoint.api.timeouts +
        endpoint.api.non2xx +
        endpoint.static.errors +
        endpoint.static.timeouts +
        endpoint.static.non2xx;
      lines.push({
        id: `api_${pathKey(endpoint.path)}_${pass.label}`,
        figure: `${endpoint.path} on ${pass.database}: throughput vs static file, errors`,
        budget: `≥ ${budgets.apiRatioToStatic * 100} %, 0 errors`,
        value: `${(endpoint.ratio * 100).toFixed(0)} %, ${errors} errors${endpoint.identicalBytes ? '' : ' (bodies differ!)'}`,
        pass: endpoint.ratio >= budgets.apiRatioToStatic && errors === 0 && endpoint.identicalBytes,
      });
    }
  }
  for (const pass of results.api ?? []) {
    const first = pass.memory?.firstStart;
    if (!first) continue;
    const { limit, pass: within } = memoryVerdict({ label: pass.label, ...first });
    lines.push({
      id: `memory_${pass.label}`,
      figure: `Server resident memory on ${pass.database}, first start: after start / after ${FIXED_LOAD.requests} requests to public pages and lists`,
      budget: limit === null ? 'reported (no budget)' : `≤ ${mb(limit)} both`,
      value: `${mb(first.afterStart?.rss)} / ${mb(first.afterLoad?.rss)}${first.load.failed ? `, ${first.load.failed} requests failed` : ''}`,
      pass: within,
    });
  }
  for (const pass of results.api ?? []) {
    for (const query of pass.enrolments?.queries ?? []) {
      const errors = query.errors + query.non2xx;
      lines.push({
        id: `admin_${query.key}_${pass.label}`,
        figure: `\`${query.path}\` with ${pass.enrolments.seeded.enrolments} enrolments on ${pass.database} (ADMIN): p95, errors`,
        budget: `< ${budgets.enrolments.p95Ms} ms p95, 0 errors`,
        value: `${ms(query.latencyP95)}, ${errors} errors`,
        pass: enrolmentsPass(query),
      });
    }
  }
  for (const figures of results.reminders ?? []) {
    const { enrolments, maxMs, maxStatements } = budgets.reminderPass;
    lines.push({
      id: `reminders_${figures.label}`,
      figure: `Reminder pass, ${enrolments.toLocaleString('en-US')} paid enrolments all due, on ${figures.database}: time, statements; the next pass (nothing new)`,
      budget: `< ${maxMs} ms, ≤ ${maxStatements}; < ${maxMs} ms`,
      value: `${figures.ms} ms, ${figures.statements} (${figures.added} added); ${figures.msAgain} ms (${figures.addedAgain} added)`,
      pass: reminderPassOk(figures),
    });
  }
  return lines;
}

/** 'Administrar inscriptos' on one database: how the history was written, and each query's latencies. */
function enrolmentsSection(pass, settings) {
  const { seeded, connections, duration, queries } = pass.enrolments;
  return [
    `## 'Administrar inscriptos' with ${seeded.enrolments} enrolments on ${pass.database}: GET /api/purchases as ADMIN, autocannon, ${connections} connection${connections === 1 ? '' : 's'}, ${duration} s each (after ${settings.warmup} s of warm-up)`,
    `${seeded.enrolments} enrolments of ${seeded.people} people over five years (activities, workshop dates, live and recorded ` +
      `modules; pesos and dollars; paid, finished, pending, expired) written through the schema in batches in ` +
      `${seeded.seconds.toFixed(1)} s, after every line above was measured; then the server started again on them.`,
    table(
      [
        'query',
        'path',
        'matching',
        'bytes',
        'req/s',
        'p50',
        'p95',
        'p99',
        'max',
        'errors / non-2xx',
        'result',
      ],
      queries.map((q) => [
        q.label,
        `\`${q.path}\``,
        q.total,
        q.bytes,
        Math.round(q.requestsPerSecond),
        ms(q.latencyP50),
        ms(q.latencyP95),
        ms(q.latencyP99),
        ms(q.latencyMax),
        `${q.errors} / ${q.non2xx}`,
        verdict(enrolmentsPass(q)),
      ]),
    ),
  ].join('\n\n');
}

function table(header, rows) {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map(
      (row) => `| ${row.map((cell) => String(cell).replace(/\|/g, '\\|').replace(/\n/g, ' ')).join(' | ')} |`,
    ),
  ].join('\n');
}

/** The full report of a run, in Markdown: its budget lines, then every table of figures. */
export function markdownReport(results) {
  const m = results.machine;
  const out = [];
  const date = results.startedAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC');
  const failing = results.budgets.filter((line) => line.pass === false).length;
  out.push(
    `# npm run bench: ${date} — ${m.commitShort ?? 'no commit'}${m.uncommittedChanges ? ' (with uncommitted changes)' : ''}`,
  );
  out.push(
    `${failing === 0 ? 'Every budget passes.' : `**${failing} of ${results.budgets.length} budget lines fail.**`} ` +
      `Run took ${Math.round(results.durationSeconds)} s. Raw figures: \`bench/out/${results.file}\`.`,
  );
  out.push(
    `Machine: ${m.cpu}, ${m.cores} cores, ${(m.ramBytes / 1024 ** 3).toFixed(0)} GiB RAM, ${m.os}; Node ${m.node}; ` +
      `${m.chromium ?? 'Chromium'}; load average ${m.loadAverageAtStart.join(' / ')} at start, ` +
      `${results.loadAverageAtEnd.join(' / ')} at end (1/5/15 min; other work on the machine skews every figure).`,
  );

  out.push('## Budgets');
  out.push(
    table(
      ['figure', 'budget', 'measured', 'result'],
      results.budgets.map((l) => [l.figure, l.budget, l.value, verdict(l.pass)]),
    ),
  );

  out.push('## JavaScript and CSS of a first visit (Chromium, phone 412×823 @1.75, empty cache)');
  out.push(
    'gzip and brotli: each file as fetched, compressed at the highest level (what the precompressed files hold); ' +
      '“sent”: body bytes on the wire (encoding in brackets). JS counts script files; the HTML’s inline scripts (React Router’s ' +
      'partial manifest, loader data) are shown with the HTML. The build-output figure is what `scripts/check-budget.mjs` checks in CI.',
  );
  out.push(
    table(
      [
        'page',
        'JS files',
        'JS raw',
        'JS gzip',
        'JS brotli',
        'JS sent',
        'CSS raw',
        'CSS gzip',
        'CSS sent',
        'HTML sent',
        'fonts sent',
        'requests',
        'all sent',
      ],
      results.pages.map((p) => [
        p.label,
        p.js.count,
        kb(p.js.raw),
        kb(p.js.gzip),
        kb(p.js.brotli),
        `${kb(p.js.transferred)} (${p.js.encodings.join(', ') || '—'})`,
        kb(p.css.raw),
        kb(p.css.gzip),
        `${kb(p.css.transferred)} (${p.css.encodings.join(', ') || '—'})`,
        p.document
          ? `${kb(p.document.transferred)} (${p.document.encoding}; ${kb(p.document.raw)} raw, ${kb(p.document.inlineScriptRaw)} inline script)`
          : '—',
        `${kb(p.fonts.transferred)} (${p.fonts.count})`,
        p.requests,
        kb(p.transferredTotal),
      ]),
    ),
  );
  const buildLines = Object.entries(results.build.firstLoad).map(
    ([pathname, figure]) => `\`${pathname}\` ${kb(figure.js.gzip)} JS / ${kb(figure.css.gzip)} CSS gzipped`,
  );
  out.push(`From the build output: ${buildLines.join('; ')}.`);
  if (results.dashboard) {
    const { js, css, requests, player } = results.dashboard;
    out.push(
      `/dashboard, logged in: ${js.count} JS files, ${kb(js.gzip)} gzipped (${kb(js.transferred)} sent); ` +
        `CSS ${kb(css.gzip)} gzipped; ${requests} requests. The media player (${player.files.map((f) => `\`${f}\``).join(', ') || '—'}, ` +
        `${kb(player.gzip)} gzipped) ${player.onFirstLoad ? 'loads with the page' : 'loads only when a module plays'}.`,
    );
  }
  const external = [...new Set(results.pages.flatMap((p) => p.external))];
  if (external.length > 0) {
    out.push(
      `Requests to other hosts (blocked by the bench, never sent): ${external.map((u) => `\`${u}\``).join(', ')}.`,
    );
  }

  out.push('## Largest image sent to the phone (after scrolling the whole page)');
  out.push(
    table(
      [
        'page',
        'image',
        'type',
        'sent',
        'intrinsic',
        'drawn (CSS px)',
        'srcset',
        'width/height',
        'loading',
        'images',
      ],
      results.pages.map((p) => {
        const i = p.largestImage;
        return i
          ? [
              p.label,
              `\`${i.url}\``,
              i.mimeType,
              kb(i.transferred),
              i.intrinsic ?? '—',
              i.drawnCss ?? '—',
              i.srcset ? 'yes' : 'no',
              i.hasSize ? 'yes' : 'no',
              i.loading ?? 'eager',
              `${p.imagesAfterScroll.length}, ${kb(p.images.transferred)} before scrolling`,
            ]
          : [p.label, '—', '—', '—', '—', '—', '—', '—', '—', '0'];
      }),
    ),
  );

  if (results.lighthouse) {
    out.push(
      `## Lighthouse ${results.lighthouse[0]?.lighthouseVersion ?? ''} (mobile preset, simulated throttling), median of ${results.settings.lighthouseRuns} runs (a failed run is retried up to ${results.settings.lighthouseRetries ?? 0} times)`,
    );
    out.push(
      table(
        [
          'page',
          'performance',
          'accessibility',
          'best practices',
          'SEO',
          'FCP',
          'LCP',
          'TBT',
          'CLS',
          'Speed Index',
          'runs (performance)',
          'machine busy before each run',
          "page's main thread: CPU in its long tasks (share of their wall time)",
          'retries',
          'CPU benchmark',
        ],
        results.lighthouse.map((p) => [
          p.label,
          p.scores.performance,
          p.scores.accessibility,
          p.scores['best-practices'],
          p.scores.seo,
          seconds(p.metrics.fcp),
          seconds(p.metrics.lcp),
          ms(p.metrics.tbt),
          p.metrics.cls === null ? '—' : p.metrics.cls.toFixed(3),
          seconds(p.metrics.si),
          p.runs.map((r) => r.scores.performance).join(', '),
          p.runs
            .map((r) => (Number.isFinite(r.busyBefore) ? `${Math.round(r.busyBefore * 100)} %` : '—'))
            .join(', '),
          p.runs
            .map((r) =>
              r.mainThread
                ? `${Math.round(r.mainThread.cpuMs)} ms (${Math.round(r.mainThread.share * 100)} %)`
                : '—',
            )
            .join(', '),
          p.retries ?? 0,
          p.benchmarkIndex === null ? '—' : Math.round(p.benchmarkIndex),
        ]),
      ),
    );
    const notes = [];
    for (const p of results.lighthouse) {
      const d = p.diagnostics;
      const items = [];
      for (const id of Object.keys(lighthouseLabels)) {
        for (const audit of d[id] ?? []) {
          items.push(
            `${lighthouseLabels[id]}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`,
          );
        }
      }
      const listed = new Set(Object.keys(lighthouseLabels).flatMap((id) => (d[id] ?? []).map((a) => a.id)));
      for (const audit of d.savings ?? []) {
        const lcp = audit.metricSavings?.LCP ?? 0;
        if (!listed.has(audit.id) && lcp >= 100)
          items.push(`${audit.title} (LCP −${Math.round(lcp)} ms estimated)`);
      }
      if (d.lcpElement) items.push(`LCP element: \`${d.lcpElement.slice(0, 120)}\``);
      for (const failure of p.failures ?? []) items.push(`retried after: ${failure}`);
      if (items.length > 0) notes.push(`- \`${p.label}\`: ${[...new Set(items)].join('; ')}.`);
    }
    if (notes.length > 0) out.push(`What Lighthouse flags (median run):\n\n${notes.join('\n')}`);
  }

  for (const pass of results.api ?? []) {
    out.push(
      `## API on ${pass.database}: autocannon, ${results.settings.api.connections} connections, ${results.settings.api.duration} s each (after ${results.settings.api.warmup} s of warm-up), no Accept-Encoding`,
    );
    out.push(
      table(
        [
          'endpoint',
          'bytes',
          'req/s',
          'p50',
          'p99',
          'static req/s',
          'static p50',
          'static p99',
          'ratio',
          'errors / non-2xx',
          'result',
        ],
        pass.endpoints.map((e) => [
          `\`${e.path}\``,
          e.bytes,
          Math.round(e.api.requestsPerSecond),
          ms(e.api.latencyP50),
          ms(e.api.latencyP99),
          Math.round(e.static.requestsPerSecond),
          ms(e.static.latencyP50),
          ms(e.static.latencyP99),
          `${(e.ratio * 100).toFixed(0)} %`,
          `${e.api.errors + e.api.timeouts} / ${e.api.non2xx} (static ${e.static.errors + e.static.timeouts} / ${e.static.non2xx})`,
          verdict(
            e.ratio >= budgets.apiRatioToStatic &&
              e.identicalBytes &&
              e.api.errors +
                e.api.timeouts +
                e.api.non2xx +
                e.static.errors +
                e.static.timeouts +
                e.static.non2xx ===
                0,
          ),
        ]),
      ),
    );
  }

  for (const pass of results.api ?? []) {
    if (pass.enrolments) out.push(enrolmentsSection(pass, results.settings.enrolments));
  }

  out.push(
    `## Server memory (RSS of the Node process, started as \`npm start\` starts it)`,
    `First start: migrations, demo content and pictures on an empty database, then ${FIXED_LOAD.requests} requests ` +
      `to public pages and lists, ${FIXED_LOAD.concurrency} at a time (the budget line above). Then a second start ` +
      `on the same data: after page visits and Lighthouse (embedded database only) and after the autocannon load.`,
  );
  out.push(
    table(
      [
        'database',
        'first start: after start',
        `after ${FIXED_LOAD.requests} requests`,
        'second start: start-up',
        'after start',
        'after page visits and Lighthouse',
        'after the load',
        'peak',
      ],
      (results.api ?? []).map((pass) => [
        pass.database,
        mb(pass.memory.firstStart?.afterStart?.rss),
        mb(pass.memory.firstStart?.afterLoad?.rss),
        `${(pass.memory.startupMs / 1000).toFixed(1)} s`,
        mb(pass.memory.afterStart?.rss),
        mb(pass.memory.afterPages?.rss),
        mb(pass.memory.afterLoad?.rss),
        mb(pass.memory.afterLoad?.peakRss),
      ]),
    ),
  );
  return out.join('\n\n');
}
