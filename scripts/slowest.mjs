// What `npm test` prints before its closing line: each suite's wall time, and the slowest files and tests of the
// suites that wrote a JSON report (Vitest's and Playwright's), to say where the next minute of the suite goes.
import { relative } from 'node:path';

export const SLOWEST = 15;

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(8);

/** Files and tests of a Vitest JSON report, each with its duration in ms. */
function vitestTimes(report) {
  const files = report.testResults.map((file) => ({
    name: relative(process.cwd(), file.name),
    ms: file.endTime - file.startTime,
  }));
  const tests = report.testResults.flatMap((file) =>
    file.assertionResults.map((test) => ({
      name: `${relative(process.cwd(), file.name)}: ${test.fullName}`,
      ms: test.duration ?? 0,
    })),
  );
  return { files, tests };
}

/** Files and tests of a Playwright JSON report; a file's time is the sum of its tests' runs in every project. */
function playwrightTimes(report) {
  const tests = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        tests.push({
          file: spec.file ?? file,
          name: `${spec.file ?? file}:${spec.line} [${test.projectName}] ${spec.title}`,
          ms: test.results.reduce((sum, result) => sum + (result.duration ?? 0), 0),
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file);
  const byFile = new Map();
  for (const test of tests) byFile.set(test.file, (byFile.get(test.file) ?? 0) + test.ms);
  return { files: [...byFile].map(([name, ms]) => ({ name, ms })), tests };
}

const top = (items) => [...items].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST);

/**
 * The lines to print: every suite's wall time, then per suite with a report its `SLOWEST` slowest files and tests.
 * `suites`: { name, seconds, report, kind } in the order they ended; `totalSeconds`: the whole run's wall time.
 */
export function slowestLines(suites, totalSeconds) {
  const perSuite = suites.map((suite) => `${suite.name} ${suite.seconds.toFixed(0)} s`).join(', ');
  const lines = [`Wall time: ${(totalSeconds / 60).toFixed(1)} min; per suite: ${perSuite}`];
  for (const suite of suites) {
    if (!suite.report) continue;
    const times = suite.kind === 'playwright' ? playwrightTimes(suite.report) : vitestTimes(suite.report);
    lines.push(
      `Slowest files of ${suite.name}:`,
      ...top(times.files).map((f) => `${seconds(f.ms)}  ${f.name}`),
    );
    lines.push(
      `Slowest tests of ${suite.name}:`,
      ...top(times.tests).map((t) => `${seconds(t.ms)}  ${t.name}`),
    );
  }
  return lines;
}
