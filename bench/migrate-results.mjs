// One-off: builds bench/history.csv and docs/performance.md from the runs of bench/results/*.json, which the
// bench wrote before it kept its records there (the commit after this one removes bench/results/ and this file).
// Runs marked as made with uncommitted changes are left out: no commit holds the code they measured. Their budget
// lines carry no id: each is given the id the bench now gives it, read from its text (the verdict as judged then,
// by the budget of then). Usage: node bench/migrate-results.mjs
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { appendHistory, historyFields, paths, performancePage } from './lib/record.mjs';
import { pathKey } from './lib/report.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const folder = path.join(root, 'bench/results');

/** The key admin-enrolments.mjs now gives each query, from its path. */
const queryKey = (query) =>
  query.path.includes('/waiting-list')
    ? 'waiting_list'
    : query.path.includes('/groups?tab=')
      ? query.path.match(/tab=(\w+)/)[1]
      : query.path.includes('search=')
        ? 'search'
        : query.path.match(/tab=(\w+)/)[1];

/** The id report.mjs's evaluate now gives a budget line, from its text. */
function lineId(figure, labelOf) {
  const patterns = [
    [/^Home page first-load JS/, () => 'home_js'],
    [/^\/dashboard first-load JS/, () => 'dashboard_js'],
    [/^\/dashboard: the media player/, () => 'dashboard_player'],
    [/^Images on (\S+) /, (page) => `images_${pathKey(page)}`],
    [
      /^Lighthouse (performance|accessibility|best practices|SEO) on ([^\s,]+)/,
      (category, page) => `lighthouse_${category.toLowerCase().replace(/ /g, '_')}_${pathKey(page)}`,
    ],
    [/^(\/api\/\S+) on (.+): throughput/, (endpoint, db) => `api_${pathKey(endpoint)}_${labelOf(db)}`],
    [/^Server resident memory on (.+), first start/, (db) => `memory_${labelOf(db)}`],
    [
      /^`([^`]+)` with \d+ enrolments on (.+) \(ADMIN\)/,
      (query, db) => `admin_${queryKey({ path: query })}_${labelOf(db)}`,
    ],
    [/^Reminder pass, .* on (.+): time/, (db) => `reminders_${labelOf(db)}`],
  ];
  for (const [pattern, id] of patterns) {
    const match = figure.match(pattern);
    if (match) return id(...match.slice(1));
  }
  throw new Error(`no id for the budget line "${figure}"`);
}

/** A run's JSON as the bench now writes it: ids on its budget lines, keys on its admin queries. */
function upgrade(results) {
  const labels = new Map(
    [...(results.api ?? []), ...(results.reminders ?? [])].map((p) => [p.database, p.label]),
  );
  const labelOf = (database) => {
    if (!labels.has(database)) throw new Error(`${results.file}: no database "${database}"`);
    return labels.get(database);
  };
  for (const pass of results.api ?? []) {
    for (const query of pass.enrolments?.queries ?? []) query.key ??= queryKey(query);
  }
  for (const line of results.budgets) line.id ??= lineId(line.figure, labelOf);
  return results;
}

const runs = readdirSync(folder)
  .filter((name) => name.endsWith('.json'))
  .sort()
  .map((name) => JSON.parse(readFileSync(path.join(folder, name), 'utf8')));
const clean = runs.filter((results) => !results.machine.uncommittedChanges).map(upgrade);
const left = runs.filter((results) => results.machine.uncommittedChanges);

// The columns in the order of the latest run's lines (a line only older runs had would come after them).
let history = `${historyFields(clean.at(-1))
  .map(([name]) => name)
  .join(',')}\n`;
for (const results of clean) history = appendHistory(history, historyFields(results));
writeFileSync(path.join(root, paths.history), history);

const latest = clean.at(-1);
const page = path.join(root, paths.page);
const options = (await prettier.resolveConfig(page)) ?? {};
writeFileSync(page, await prettier.format(performancePage(latest), { ...options, filepath: page }));

console.log(
  `${paths.history}: ${clean.length} runs; left out (uncommitted changes): ` +
    `${left.map((results) => `${results.file} (${results.machine.commitShort})`).join(', ')}`,
);
console.log(`${paths.page}: the run of ${latest.startedAt} on ${latest.machine.commitShort}`);
