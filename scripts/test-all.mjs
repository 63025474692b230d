// Runs the test suites in order, keeps going after a failure, and closes with one plain line
// `N passed, N failed` (CI reads it; Vitest's own summary is not a format CI knows).
// Usage: node scripts/test-all.mjs [suite ...] [--label NAME] [--total]
//   suites: lint typecheck unit api e2e budget (default: all)
//   --label NAME  file the counts under reports/summary-NAME.json (default 'main')
//   --total       only add up every reports/summary-*.json and print the line
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const args = process.argv.slice(2);
const labelIndex = args.indexOf('--label');
const label = labelIndex >= 0 ? args[labelIndex + 1] : 'main';
const totalOnly = args.includes('--total');
const requested = args.filter((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--label');

const vitest = (project, report) =>
  `npx vitest run ${project} --reporter=default --reporter=json --outputFile.json=${report}`;

const suites = {
  lint: { command: 'npm run lint' },
  typecheck: { command: 'npm run typecheck' },
  unit: {
    command: vitest(
      '--project contract --project web --project bench --project docs',
      `reports/unit-${label}.json`,
    ),
    report: `reports/unit-${label}.json`,
    kind: 'vitest',
  },
  api: {
    command: vitest('--project server', `reports/api-${label}.json`),
    report: `reports/api-${label}.json`,
    kind: 'vitest',
  },
  e2e: { command: 'npm run build && npx playwright test', report: 'reports/e2e.json', kind: 'playwright' },
  // After e2e, which builds the app: the home page's first-load JS against its gzip budget.
  budget: { command: 'node scripts/check-budget.mjs' },
};

/** The suite's JSON report, or null when it has none or wrote none. */
const reportOf = (suite) =>
  suite.report && existsSync(suite.report) ? JSON.parse(readFileSync(suite.report, 'utf8')) : null;

function countsOf(suite, report, exitCode) {
  if (!suite.report) return { passed: exitCode === 0 ? 1 : 0, failed: exitCode === 0 ? 0 : 1, skipped: 0 };
  if (!report) return { passed: 0, failed: 1, skipped: 0 };
  if (suite.kind === 'vitest') {
    const counts = {
      passed: report.numPassedTests,
      failed: report.numFailedTests + (report.success || report.numFailedTests > 0 ? 0 : 1),
      skipped: report.numPendingTests + report.numTodoTests,
    };
    // A run that fails outside any test (a suite that cannot load) still counts as a failure.
    if (exitCode !== 0 && counts.failed === 0) counts.failed = 1;
    return counts;
  }
  const stats = report.stats;
  const counts = { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
  if (exitCode !== 0 && counts.failed === 0) counts.failed = 1;
  return counts;
}

/** The first line of a failure's message, without terminal colours. */
const firstLine = (text = '') => stripVTControlCharacters(text).trim().split('\n')[0].slice(0, 300);

/**
 * The tests that failed, each with its file and the first line of its error: CI keeps only the end of the
 * output, so the closing lines must say what to look at.
 */
function failuresOf(suite, report) {
  if (!report) return [];
  if (suite.kind === 'vitest') {
    return report.testResults.flatMap((file) =>
      file.assertionResults
        .filter((test) => test.status === 'failed')
        .map(
          (test) =>
            `${relative(process.cwd(), file.name)}: ${test.fullName} — ${firstLine(test.failureMessages?.[0])}`,
        ),
    );
  }
  const walk = (node) => [
    ...(node.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'unexpected')
        .map((test) => {
          const error = test.results.at(-1)?.error?.message;
          return `${spec.file}:${spec.line} [${test.projectName}] ${spec.title} — ${firstLine(error)}`;
        }),
    ),
    ...(node.suites ?? []).flatMap(walk),
  ];
  // Errors outside any test (a worker's teardown, the web server): Playwright lists them apart.
  const outside = (report.errors ?? []).map((error) => `${suite.command}: ${firstLine(error.message)}`);
  return [...report.suites.flatMap(walk), ...outside];
}

/**
 * What a suite that failed outside any test printed (a Vitest "Unhandled Error", a lint error, a broken
 * build), in a few lines: without them the closing lines would show a failure and name nothing.
 */
function outsideTests(name, status, logFile) {
  const lines = stripVTControlCharacters(existsSync(logFile) ? readFileSync(logFile, 'utf8') : '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '' && !/^[⎯─-]+$/.test(line.trim()));
  const unhandled = lines.findIndex((line) => /Unhandled (Error|Rejection)/.test(line));
  const excerpt = unhandled >= 0 ? lines.slice(unhandled, unhandled + 12) : lines.slice(-12);
  return [
    `${name}: exited with code ${status} outside any test; it printed:`,
    ...excerpt.map((l) => `    ${l}`),
  ];
}

function printFailures(failures) {
  if (failures.length > 0) console.log(`\nFailed:\n${failures.map((line) => `  ${line}`).join('\n')}`);
}

function printTotal() {
  const total = { passed: 0, failed: 0, skipped: 0 };
  const failures = [];
  for (const file of readdirSync('reports').filter((f) => /^summary-.*\.json$/.test(f))) {
    const counts = JSON.parse(readFileSync(`reports/${file}`, 'utf8'));
    for (const key of Object.keys(total)) total[key] += counts[key];
    failures.push(...(counts.failures ?? []));
  }
  printFailures(failures);
  if (total.skipped > 0) console.log(`${total.skipped} tests were skipped: every test must run.`);
  console.log(`${total.passed} passed, ${total.failed + total.skipped} failed`);
  return total.failed + total.skipped === 0;
}

mkdirSync('reports', { recursive: true });
if (totalOnly) process.exit(printTotal() ? 0 : 1);

const names = requested.length > 0 ? requested : Object.keys(suites);
const summary = { passed: 0, failed: 0, skipped: 0, failures: [] };
for (const name of names) {
  const suite = suites[name];
  if (!suite) throw new Error(`Unknown suite: ${name}`);
  if (suite.report) rmSync(suite.report, { force: true });
  console.log(`\n=== ${name}${label !== 'main' ? ` (${label})` : ''}: ${suite.command}`);
  // The output goes to the screen and to a log, which names the cause of a failure outside any test.
  const logFile = `reports/log-${name}-${label}.txt`;
  const { status } = spawnSync(`set -o pipefail; ( ${suite.command} ) 2>&1 | tee ${logFile}`, {
    stdio: 'inherit',
    shell: '/bin/bash',
  });
  const report = reportOf(suite);
  const counts = countsOf(suite, report, status);
  console.log(`=== ${name}: ${counts.passed} ok, ${counts.failed} failing, ${counts.skipped} skipped`);
  for (const key of Object.keys(counts)) summary[key] += counts[key];
  const failures = failuresOf(suite, report);
  if (status !== 0 && failures.length === 0) failures.push(...outsideTests(name, status, logFile));
  summary.failures.push(...failures);
}
writeFileSync(`reports/summary-${label}.json`, JSON.stringify(summary));
printFailures(summary.failures);
console.log(`\n${summary.passed} passed, ${summary.failed + summary.skipped} failed`);
process.exit(summary.failed + summary.skipped === 0 ? 0 : 1);
