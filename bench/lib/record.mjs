// What a run of `npm run bench` leaves behind. Always, in bench/out/ (ignored by git): its full report and its raw
// figures. Only for a run on a clean checkout (HEAD known, `git status --porcelain` empty when it started and when
// it ended), the two committed records: docs/performance.md, the page of the latest such run, and one line of
// bench/history.csv. A run with uncommitted changes measured code no commit holds: it is never recorded.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MiB } from '../budgets.mjs';
import { pathKey } from './report.mjs';

/** Where the report and the figures of every run go, and the two records of a run on a clean checkout. */
export const paths = {
  out: 'bench/out',
  page: 'docs/performance.md',
  history: 'bench/history.csv',
};

const verdict = (pass) => (pass === null || pass === undefined ? 'n/a' : pass ? 'pass' : 'fail');
const round = (value, digits = 0) =>
  value === null || value === undefined || !Number.isFinite(value) ? null : Number(value.toFixed(digits));
const dateOf = (iso) => iso.replace(/\.\d+Z$/, 'Z');
const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/**
 * Why a run may not be recorded, or null when it may: `git` holds the checkout's state (machine.mjs gitState)
 * `atStart` and `atEnd` of the run.
 */
export function refusal({ atStart, atEnd }) {
  if (!atStart?.commit) return 'HEAD is unknown (not a git checkout, or git is missing)';
  if (atStart.status === null || atStart.status === undefined) return '`git status` failed';
  if (atStart.status !== '') {
    const changes = atStart.status.split('\n').filter(Boolean);
    const shown = changes.slice(0, 5).map((line) => line.trim());
    return (
      `the working tree had uncommitted changes when the run started (${changes.length}: ` +
      `${shown.join(', ')}${changes.length > shown.length ? ', …' : ''})`
    );
  }
  if (atEnd?.commit !== atStart.commit) return 'HEAD moved during the run';
  if (atEnd?.status !== '') return 'the working tree changed during the run';
  return null;
}

/**
 * The headline figures of a run, by budget line id: each `[suffix, value]` becomes the column `<id>_<suffix>`
 * of bench/history.csv. Read from the raw figures (not from the lines' text), so that older runs' JSON gives them
 * too; a figure the run did not measure is left out.
 */
export function headlineFigures(results) {
  const figures = new Map();
  const add = (id, suffix, value) => {
    if (value === null || value === undefined) return;
    figures.set(id, [...(figures.get(id) ?? []), [suffix, value]]);
  };
  const kb = (bytes) => round(bytes / 1000, 1);
  const home = results.pages?.find((page) => page.pathname === '/');
  if (home) add('home_js', 'kb', kb(home.js.gzip));
  if (results.dashboard) add('dashboard_js', 'kb', kb(results.dashboard.js.gzip));
  for (const page of results.lighthouse ?? []) {
    add(`lighthouse_performance_${pathKey(page.label)}`, 'median', page.scores.performance);
  }
  for (const pass of results.api ?? []) {
    for (const endpoint of pass.endpoints) {
      add(`api_${pathKey(endpoint.path)}_${pass.label}`, 'rps', round(endpoint.api.requestsPerSecond));
    }
    const first = pass.memory?.firstStart;
    if (first) {
      add(`memory_${pass.label}`, 'start_mib', round(first.afterStart?.rss / MiB));
      add(`memory_${pass.label}`, 'load_mib', round(first.afterLoad?.rss / MiB));
    }
    for (const query of pass.enrolments?.queries ?? []) {
      add(`admin_${query.key}_${pass.label}`, 'p95_ms', round(query.latencyP95, 1));
    }
  }
  for (const reminder of results.reminders ?? []) add(`reminders_${reminder.label}`, 'ms', reminder.ms);
  return figures;
}

/** The columns every line of bench/history.csv starts with, before the budget lines'. */
export const fixedColumns = ['date', 'commit', 'databases', 'result', 'failing'];

/**
 * One run as the fields of a line of bench/history.csv, in order: the fixed columns, then for each budget line its
 * verdict (column `<id>`: pass, fail, or n/a for a figure without a budget) and its headline figures (columns
 * `<id>_<unit>`).
 */
export function historyFields(results) {
  const failing = results.budgets.filter((line) => line.pass === false).length;
  const fields = [
    ['date', dateOf(results.startedAt)],
    ['commit', results.machine.commitShort ?? ''],
    ['databases', (results.api ?? []).map((pass) => pass.database).join(' + ')],
    ['result', failing === 0 ? 'pass' : 'fail'],
    ['failing', failing],
  ];
  const figures = headlineFigures(results);
  for (const line of results.budgets) {
    if (!line.id) throw new Error(`budget line without an id: ${line.figure}`);
    if (fields.some(([name]) => name === line.id)) throw new Error(`two budget lines with the id ${line.id}`);
    fields.push([line.id, verdict(line.pass)]);
    for (const [suffix, value] of figures.get(line.id) ?? []) fields.push([`${line.id}_${suffix}`, value]);
    figures.delete(line.id);
  }
  for (const [id, values] of figures) {
    for (const [suffix, value] of values) fields.push([`${id}_${suffix}`, value]);
  }
  return fields;
}

/** A CSV field (RFC 4180): quoted when it holds a comma, a quote, a line break or an edge space. */
export function csvField(value) {
  const text = value === null || value === undefined ? '' : String(value).replace(/\r?\n/g, ' ');
  return /[",]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * bench/history.csv (`existing`, '' when there is none) with the line of `fields` (historyFields) appended. Columns
 * are only ever added, at the end: a budget line or a figure new in this run extends the header, and every older
 * line gets an empty field there (that run did not measure it); a column this run lacks stays empty on its line.
 */
export function appendHistory(existing, fields) {
  const lines = existing.split('\n').filter((line) => line.trim() !== '');
  const header = lines.length > 0 ? lines[0].split(',') : [];
  const added = fields.map(([name]) => name).filter((name) => !header.includes(name));
  const columns = lines.length > 0 ? [...header, ...added] : [...fields.map(([name]) => name)];
  for (const column of fixedColumns) {
    if (!columns.includes(column)) throw new Error(`bench/history.csv has no column ${column}`);
  }
  const values = new Map(fields);
  const rows = lines.slice(1).map((line) => line + ','.repeat(added.length));
  const row = columns.map((column) => csvField(values.get(column))).join(',');
  return `${[columns.join(','), ...rows, row].join('\n')}\n`;
}

const cell = (value) => String(value).replace(/\|/g, '\\|').replace(/\n/g, ' ');
const resultCell = (pass) => (pass === null ? 'n/a' : pass ? 'pass' : '**FAIL**');

/** docs/performance.md: the run (on a clean checkout), its machine and each budget line, on one page. */
export function performancePage(results) {
  const m = results.machine;
  const lines = results.budgets;
  const failing = lines.filter((line) => line.pass === false).length;
  const date = results.startedAt.replace('T', ' ').replace(/:\d\d\.\d+Z$/, ' UTC');
  const load = (values) => values.map((value) => value.toFixed(2)).join(' / ');
  const { api, lighthouseRuns } = results.settings;
  return `# Performance

<!-- Written by npm run bench (bench/lib/record.mjs) after a run on a clean checkout: do not edit by hand. -->

The latest run of \`npm run bench\` on a clean checkout, against the budgets of
[architecture.md](architecture.md#budgets) (the limits are in [bench/budgets.mjs](../bench/budgets.mjs)). Every
such run is a line of [bench/history.csv](../bench/history.csv) (each budget line's verdict in the column named
below, its figures in the columns that start with that name); what each line measures and how to run it:
[bench/README.md](../bench/README.md).

${failing === 0 ? `**Every budget passes** (${lines.length} lines).` : `**${failing} of ${lines.length} budget lines fail.**`}

- Run: ${date}, ${Math.round(results.durationSeconds)} s; Lighthouse ${lighthouseRuns} runs per page, autocannon ${api.connections} connections for ${api.duration} s per endpoint.
- Commit: \`${m.commitShort}\` (${m.commit}), no uncommitted changes.
- Databases: ${(results.api ?? []).map((pass) => pass.database).join(', ')}.
- Machine: ${m.cpu}, ${m.cores} cores, ${(m.ramBytes / 1024 ** 3).toFixed(0)} GiB RAM, ${m.os}; Node ${m.node}; ${m.chromium ?? 'Chromium'}.
- Load average (1 / 5 / 15 min): ${load(m.loadAverageAtStart)} at start, ${load(results.loadAverageAtEnd)} at end. Other work on the machine skews every figure.

## Budgets

| figure | budget | measured | result | column |
| --- | --- | --- | --- | --- |
${lines.map((line) => `| ${[line.figure.replace(uuid, '{id}'), line.budget, line.value, resultCell(line.pass), `\`${line.id}\``].map(cell).join(' | ')} |`).join('\n')}
`;
}

/** Markdown as Prettier writes it, with the project's settings: the committed page passes `prettier --check`. */
async function formatted(file, text) {
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(text, { ...options, filepath: file });
}

/**
 * Writes a run: its report and figures to bench/out/ under `root` always; docs/performance.md and a line of
 * bench/history.csv when `record` and `git` (the checkout's state at its start and end) allow it. Returns the files
 * written, and why the run was not recorded when so.
 */
export async function writeRun({ root, results, report, git, record = true }) {
  const out = path.join(root, paths.out);
  mkdirSync(out, { recursive: true });
  const base = path.join(out, results.file.replace(/\.json$/, ''));
  writeFileSync(`${base}.json`, `${JSON.stringify(results, null, 1)}\n`);
  writeFileSync(`${base}.md`, `${report.trim()}\n`);
  const written = [`${base}.md`, `${base}.json`].map((file) => path.relative(root, file));
  const refused = record ? refusal(git) : 'asked not to (--no-record)';
  if (refused) return { written, recorded: false, reason: refused };

  const page = path.join(root, paths.page);
  mkdirSync(path.dirname(page), { recursive: true });
  writeFileSync(page, await formatted(page, performancePage(results)));
  const history = path.join(root, paths.history);
  const existing = existsSync(history) ? readFileSync(history, 'utf8') : '';
  writeFileSync(history, appendHistory(existing, historyFields(results)));
  return { written: [...written, paths.page, paths.history], recorded: true, reason: null };
}
