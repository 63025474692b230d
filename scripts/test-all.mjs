// Runs the test suites, keeps going after a failure, and closes with one plain line `N passed, N failed` (CI reads
// it; Vitest's own summary is not a format CI knows). The checks that use one core each (lint, typecheck, unit
// tests, the build) run side by side; the API and end-to-end suites, which use both cores, run after them, one at a
// time, then the budget. Before the closing line it prints each suite's wall time and its slowest files and tests.
// Usage: node scripts/test-all.mjs [suite ...] [--label NAME] [--total]
//   suites: lint typecheck unit build api e2e budget (default: all; e2e and budget bring the build along)
//   --label NAME  file the counts under reports/summary-NAME.json (default 'main')
//   --total       only add up every reports/summary-*.json and print the line
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { slowestLines } from './slowest.mjs';

const args = process.argv.slice(2);
const labelIndex = args.indexOf('--label');
const label = labelIndex >= 0 ? args[labelIndex + 1] : 'main';
const totalOnly = args.includes('--total');
const requested = args.filter((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--label');

const vitest = (project, report) =>
  `npx vitest run ${project} --reporter=default --reporter=json --outputFile.json=${report}`;

/** Each suite, with the stage it runs in: the suites of one stage run side by side, the stages in order. */
const suites = {
  lint: { stage: 0, command: 'npm run lint' },
  typecheck: { stage: 0, command: 'npm run typecheck' },
  unit: {
    stage: 0,
    command: vitest(
      '--project contract --project web --project bench --project docs',
      `reports/unit-${label}.json`,
    ),
    report: `reports/unit-${label}.json`,
    kind: 'vitest',
  },
  build: { stage: 0, command: 'npm run build' },
  api: {
    stage: 1,
    command: vitest('--project server', `reports/api-${label}.json`),
    report: `reports/api-${label}.json`,
    kind: 'vitest',
  },
  e2e: {
    stage: 2,
    needs: 'build',
    command: 'npx playwright test',
    report: 'reports/e2e.json',
    kind: 'playwright',
  },
  // The home page's first-load JS against its gzip budget, read from the build (a second: after the end-to-end
  // tests, which then stream their output as they run).
  budget: { stage: 3, needs: 'build', command: 'node scripts/check-budget.mjs' },
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
for (const name of names) if (!suites[name]) throw new Error(`Unknown suite: ${name}`);
for (const name of [...names]) {
  const { needs } = suites[name];
  if (needs && !names.includes(needs)) names.push(needs);
}

/**
 * Runs one suite: alone, its output goes to the screen as it comes; beside others, to its log only, printed whole
 * when it ends, so the suites' lines do not mix. Either way the log names the cause of a failure outside any test.
 */
function run(name, alone) {
  const suite = suites[name];
  if (suite.report) rmSync(suite.report, { force: true });
  const logFile = `reports/log-${name}-${label}.txt`;
  const header = `\n=== ${name}${label !== 'main' ? ` (${label})` : ''}: ${suite.command}`;
  if (alone) console.log(header);
  const shell = alone
    ? `set -o pipefail; ( ${suite.command} ) 2>&1 | tee ${logFile}`
    : `( ${suite.command} ) > ${logFile} 2>&1`;
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(shell, { stdio: 'inherit', shell: '/bin/bash' });
    child.on('exit', (code, signal) => {
      const seconds = (Date.now() - started) / 1000;
      if (!alone) console.log(`${header}\n${readFileSync(logFile, 'utf8').trimEnd()}`);
      resolve({ name, status: code ?? (signal ? 1 : 0), seconds, logFile });
    });
  });
}

const summary = { passed: 0, failed: 0, skipped: 0, failures: [] };
const times = [];
function record({ name, status, seconds, logFile }) {
  const suite = suites[name];
  const report = reportOf(suite);
  const counts = countsOf(suite, report, status);
  console.log(
    `=== ${name}: ${counts.passed} ok, ${counts.failed} failing, ${counts.skipped} skipped (${seconds.toFixed(0)} s)`,
  );
  for (const key of Object.keys(counts)) summary[key] += counts[key];
  const failures = failuresOf(suite, report);
  if (status !== 0 && failures.length === 0) failures.push(...outsideTests(name, status, logFile));
  summary.failures.push(...failures);
  times.push({ name, seconds, report, kind: suite.kind });
}

const started = Date.now();
const stages = [...new Set(names.map((name) => suites[name].stage))].sort();
const failedSuites = new Set();
for (const stage of stages) {
  const inStage = names.filter((name) => suites[name].stage === stage);
  // A suite whose build failed is not run: it counts as failed, naming the build.
  const blocked = inStage.filter((name) => failedSuites.has(suites[name].needs));
  for (const name of blocked) {
    console.log(`\n=== ${name}: not run, since ${suites[name].needs} failed`);
    summary.failed += 1;
    summary.failures.push(`${name}: not run, since ${suites[name].needs} failed`);
  }
  const runnable = inStage.filter((name) => !blocked.includes(name));
  await Promise.all(
    runnable.map(async (name) => {
      const result = await run(name, runnable.length === 1);
      record(result);
      if (result.status !== 0) failedSuites.add(name);
    }),
  );
}
writeFileSync(`reports/summary-${label}.json`, JSON.stringify(summary));
console.log(`\n${slowestLines(times, (Date.now() - started) / 1000).join('\n')}`);
printFailures(summary.failures);
console.log(`\n${summary.passed} passed, ${summary.failed + summary.skipped} failed`);
process.exit(summary.failed + summary.skipped === 0 ? 0 : 1);
