import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  appendHistory,
  csvField,
  historyFields,
  paths,
  performancePage,
  refusal,
  writeRun,
} from './record.mjs';

const MiB = 1024 * 1024;
const commit = '0123456789abcdef0123456789abcdef01234567';

/** A run's JSON as run.mjs writes it, cut down to what the records read. */
function run({ dashboard = true, failing = false } = {}) {
  return {
    version: 1,
    startedAt: '2026-12-01T22:01:47.886Z',
    file: '2026-12-01T22-01-47-886Z.json',
    durationSeconds: 557.6,
    loadAverageAtEnd: [4.92, 4.69, 6.81],
    machine: {
      cpu: 'Intel(R) Xeon(R) Processor',
      cores: 2,
      ramBytes: 24 * 1024 ** 3,
      os: 'Linux 6.18',
      node: 'v20.20.2',
      chromium: 'Chromium 156',
      commit,
      commitShort: commit.slice(0, 7),
      uncommittedChanges: false,
      loadAverageAtStart: [3.06, 5.77, 9.18],
    },
    settings: { lighthouseRuns: 5, api: { connections: 50, duration: 10, warmup: 2 } },
    pages: [{ pathname: '/', label: '/', js: { gzip: 124116 } }],
    ...(dashboard && { dashboard: { js: { gzip: 182044 } } }),
    lighthouse: [{ label: '/articulos/{id}', scores: { performance: 99 } }],
    api: [
      {
        label: 'postgres',
        database: 'PostgreSQL 15.20',
        endpoints: [{ path: '/api/activities', api: { requestsPerSecond: 6400.4 } }],
        memory: { firstStart: { afterStart: { rss: 112 * MiB }, afterLoad: { rss: 123.4 * MiB } } },
        enrolments: {
          queries: [
            {
              key: 'waiting_list',
              path: '/api/admin/waiting-list?inscription=dd2ef4b3-6a3f-41b6-8edb-250bce0fdfe1',
              latencyP95: 10.170308,
            },
          ],
        },
      },
    ],
    reminders: [{ label: 'postgres', database: 'PostgreSQL 15.20', ms: 119 }],
    budgets: [
      { id: 'home_js', figure: 'Home JS', budget: '≤ 130.0 KB', value: '124.1 KB', pass: true },
      ...(dashboard
        ? [
            {
              id: 'dashboard_js',
              figure: '/dashboard JS',
              budget: '≤ 200.0 KB',
              value: '182.0 KB',
              pass: true,
            },
          ]
        : []),
      {
        id: 'lighthouse_performance_articulos',
        figure: 'Lighthouse performance on /articulos/{id}, median of 5 runs',
        budget: '≥ 95',
        value: failing ? '90 (runs: 90, 91, 89, 90, 92)' : '99 (runs: 100, 99, 99, 98, 100)',
        pass: !failing,
      },
      {
        id: 'api_activities_postgres',
        figure: '/api/activities',
        budget: '≥ 50 %',
        value: '302 %',
        pass: true,
      },
      {
        id: 'memory_postgres',
        figure: 'memory',
        budget: 'reported (no budget)',
        value: '112 MiB',
        pass: null,
      },
      {
        id: 'admin_waiting_list_postgres',
        figure:
          '`/api/admin/waiting-list?inscription=dd2ef4b3-6a3f-41b6-8edb-250bce0fdfe1&page=10` on PostgreSQL 15.20',
        budget: '< 200 ms p95, 0 errors',
        value: '10 ms, 0 errors',
        pass: true,
      },
      { id: 'reminders_postgres', figure: 'Reminder pass', budget: '< 1000 ms', value: '119 ms', pass: true },
    ],
  };
}

const header = (csv) => csv.split('\n')[0].split(',');
const rowOf = (csv, index) => {
  const [names, ...rows] = csv.trim().split('\n');
  const values = rows.at(index).split(',');
  return Object.fromEntries(names.split(',').map((name, i) => [name, values[i]]));
};

describe('csvField', () => {
  it('leaves plain text and numbers as they are, and writes nothing for a missing value', () => {
    expect(csvField('pass')).toBe('pass');
    expect(csvField(124.1)).toBe('124.1');
    expect(csvField(0)).toBe('0');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });

  it('quotes a field with a comma, a quote or an edge space, doubling its quotes', () => {
    expect(csvField('PostgreSQL 15, embedded')).toBe('"PostgreSQL 15, embedded"');
    expect(csvField('the "fast" one')).toBe('"the ""fast"" one"');
    expect(csvField(' padded')).toBe('" padded"');
  });

  it('keeps a line to one line', () => {
    expect(csvField('two\nlines')).toBe('two lines');
  });
});

describe('a line of bench/history.csv', () => {
  it('starts with the date, commit, databases and overall result, then each budget line and its figures', () => {
    const csv = appendHistory('', historyFields(run()));
    expect(header(csv)).toEqual([
      'date',
      'commit',
      'databases',
      'result',
      'failing',
      'home_js',
      'home_js_kb',
      'dashboard_js',
      'dashboard_js_kb',
      'lighthouse_performance_articulos',
      'lighthouse_performance_articulos_median',
      'api_activities_postgres',
      'api_activities_postgres_rps',
      'memory_postgres',
      'memory_postgres_start_mib',
      'memory_postgres_load_mib',
      'admin_waiting_list_postgres',
      'admin_waiting_list_postgres_p95_ms',
      'reminders_postgres',
      'reminders_postgres_ms',
    ]);
    expect(rowOf(csv, -1)).toEqual({
      date: '2026-12-01T22:01:47Z',
      commit: '0123456',
      databases: 'PostgreSQL 15.20',
      result: 'pass',
      failing: '0',
      home_js: 'pass',
      home_js_kb: '124.1',
      dashboard_js: 'pass',
      dashboard_js_kb: '182',
      lighthouse_performance_articulos: 'pass',
      lighthouse_performance_articulos_median: '99',
      api_activities_postgres: 'pass',
      api_activities_postgres_rps: '6400',
      memory_postgres: 'n/a',
      memory_postgres_start_mib: '112',
      memory_postgres_load_mib: '123',
      admin_waiting_list_postgres: 'pass',
      admin_waiting_list_postgres_p95_ms: '10.2',
      reminders_postgres: 'pass',
      reminders_postgres_ms: '119',
    });
  });

  it('says fail, and how many lines fail, when a line fails', () => {
    const row = rowOf(appendHistory('', historyFields(run({ failing: true }))), -1);
    expect(row).toMatchObject({ result: 'fail', failing: '1', lighthouse_performance_articulos: 'fail' });
  });

  it('leaves the fields of a line or figure the run did not measure empty, under the same header', () => {
    const before = appendHistory('', historyFields(run()));
    const after = appendHistory(before, historyFields(run({ dashboard: false })));
    expect(header(after)).toEqual(header(before));
    expect(rowOf(after, -1)).toMatchObject({ dashboard_js: '', dashboard_js_kb: '', home_js_kb: '124.1' });
    expect(after.startsWith(before)).toBe(true);
  });

  it('adds a new budget line as a column at the end, empty on the older lines', () => {
    const older = appendHistory('', historyFields(run({ dashboard: false })));
    const csv = appendHistory(older, historyFields(run()));
    expect(header(csv)).toEqual([...header(older), 'dashboard_js', 'dashboard_js_kb']);
    expect(rowOf(csv, 0)).toMatchObject({ dashboard_js: '', dashboard_js_kb: '', home_js: 'pass' });
    expect(rowOf(csv, 1)).toMatchObject({ dashboard_js: 'pass', dashboard_js_kb: '182' });
    const widths = csv
      .trim()
      .split('\n')
      .map((line) => line.split(',').length);
    expect(new Set(widths)).toEqual(new Set([header(csv).length]));
  });

  it('quotes a database name with a comma', () => {
    const results = run();
    results.api[0].database = 'PostgreSQL 15.20, on loopback';
    expect(appendHistory('', historyFields(results)).split('\n')[1]).toContain(
      ',"PostgreSQL 15.20, on loopback",',
    );
  });

  it('refuses a run whose lines have no id, or two with the same', () => {
    const results = run();
    delete results.budgets[0].id;
    expect(() => historyFields(results)).toThrow(/without an id/);
    results.budgets[0].id = 'dashboard_js';
    expect(() => historyFields(results)).toThrow(/two budget lines/);
  });
});

describe('docs/performance.md', () => {
  it("gives the run's date, commit, machine and every budget line with its figure and result", () => {
    const page = performancePage(run({ failing: true }));
    expect(page).toMatch(/^# Performance\n/);
    expect(page).toContain('**1 of 7 budget lines fail.**');
    expect(page).toContain('- Run: 2026-12-01 22:01 UTC, 558 s;');
    expect(page).toContain(`- Commit: \`0123456\` (${commit}), no uncommitted changes.`);
    expect(page).toContain('- Databases: PostgreSQL 15.20.');
    expect(page).toContain('Intel(R) Xeon(R) Processor, 2 cores, 24 GiB RAM, Linux 6.18; Node v20.20.2');
    expect(page).toContain('3.06 / 5.77 / 9.18 at start, 4.92 / 4.69 / 6.81 at end');
    expect(page).toContain(
      '| Lighthouse performance on /articulos/{id}, median of 5 runs | ≥ 95 | 90 (runs: 90, 91, 89, 90, 92) | **FAIL** | `lighthouse_performance_articulos` |',
    );
    expect(page).toContain('| memory | reported (no budget) | 112 MiB | n/a | `memory_postgres` |');
    // A run's ids (the waiting list's module) would change the page at every run.
    expect(page).toContain('`/api/admin/waiting-list?inscription={id}&page=10`');
    expect(page.match(/^\| /gm)).toHaveLength(2 + 7);
  });

  it('says so when every budget passes', () => {
    expect(performancePage(run())).toContain('**Every budget passes** (7 lines).');
  });
});

describe('recording a run', () => {
  const clean = { commit, status: '' };
  const dirty = { commit, status: 'M apps/web/app/root.tsx\n?? notes.txt' };
  let root;
  afterEach(() => root && rmSync(root, { recursive: true, force: true }));
  const written = (file) => existsSync(path.join(root, file));

  it('refuses a checkout with uncommitted changes, an unknown HEAD, or one that changed during the run', () => {
    expect(refusal({ atStart: clean, atEnd: clean })).toBeNull();
    expect(refusal({ atStart: dirty, atEnd: dirty })).toBe(
      'the working tree had uncommitted changes when the run started (2: M apps/web/app/root.tsx, ?? notes.txt)',
    );
    expect(refusal({ atStart: { commit: null, status: null }, atEnd: clean })).toMatch(/HEAD is unknown/);
    expect(refusal({ atStart: { commit, status: null }, atEnd: clean })).toMatch(/git status/);
    expect(refusal({ atStart: clean, atEnd: { commit: 'fedcba9', status: '' } })).toMatch(/HEAD moved/);
    expect(refusal({ atStart: clean, atEnd: dirty })).toMatch(/changed during the run/);
  });

  it('writes the report and the figures of a dirty run to bench/out only, and says why', async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'bench-record-'));
    const results = run();
    const answer = await writeRun({
      root,
      results,
      report: '# report',
      git: { atStart: dirty, atEnd: dirty },
    });
    expect(answer).toMatchObject({ recorded: false, reason: expect.stringContaining('uncommitted changes') });
    expect(answer.written).toEqual([
      'bench/out/2026-12-01T22-01-47-886Z.md',
      'bench/out/2026-12-01T22-01-47-886Z.json',
    ]);
    expect(readFileSync(path.join(root, answer.written[0]), 'utf8')).toBe('# report\n');
    expect(JSON.parse(readFileSync(path.join(root, answer.written[1]), 'utf8'))).toEqual(results);
    expect(written(paths.page)).toBe(false);
    expect(written(paths.history)).toBe(false);
  });

  it('records a run on a clean checkout: the page, and a line appended to the history', async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'bench-record-'));
    const git = { atStart: clean, atEnd: clean };
    await writeRun({ root, results: run(), report: '# report', git });
    const answer = await writeRun({ root, results: run({ failing: true }), report: '# report', git });
    expect(answer).toMatchObject({ recorded: true, reason: null });
    expect(answer.written.slice(2)).toEqual([paths.page, paths.history]);
    expect(readFileSync(path.join(root, paths.page), 'utf8')).toContain('**1 of 7 budget lines fail.**');
    const history = readFileSync(path.join(root, paths.history), 'utf8');
    expect(history.trim().split('\n')).toHaveLength(3);
    expect(rowOf(history, -1).result).toBe('fail');
  });

  it('records nothing when asked not to, even on a clean checkout', async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'bench-record-'));
    const git = { atStart: clean, atEnd: clean };
    const answer = await writeRun({ root, results: run(), report: '# report', git, record: false });
    expect(answer).toMatchObject({ recorded: false, reason: expect.stringContaining('--no-record') });
    expect(written(paths.history)).toBe(false);
  });
});
