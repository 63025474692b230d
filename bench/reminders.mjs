// `npm run bench:reminders`: only the reminder pass of issue 22, on the embedded database and, with DATABASE_URL (a
// PostgreSQL server on loopback), on a database created for the run and dropped after: 10,000 paid enrolments
// whose reminders are all due, one pass timed against the budget (budgets.mjs), its statements counted (the pass
// is set-based: a few statements, none per enrolment), and the next pass (nothing new) timed too. Prints the
// figures and appends nothing (copy them into BENCHMARKS.md). Needs no build. Exit code: 0 within budget, 2 over it,
// 1 the run failed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { budgets } from './budgets.mjs';
import { createBenchDatabase } from './lib/postgres.mjs';
import { cleanupAll, installExitHandlers, onCleanup } from './lib/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { enrolments, maxMs, maxStatements } = budgets.reminderPass;
const log = (message) => console.log(`[bench:reminders] ${message}`);
installExitHandlers({ deadlineMs: 10 * 60_000 });

/** One pass on one database, in a process of its own: its figures. */
function measure(label, env) {
  log(`${label}: ${enrolments} paid enrolments, then one pass…`);
  const child = spawnSync(process.execPath, ['--import', 'tsx', 'bench/lib/reminder-pass.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', ENROLMENTS: String(enrolments), ...env },
    encoding: 'utf8',
  });
  if (child.status !== 0) throw new Error(`${label}: ${child.stderr || child.stdout}`);
  const figures = JSON.parse(child.stdout.trim().split('\n').at(-1));
  const pass =
    figures.ms < maxMs &&
    figures.msAgain < maxMs &&
    figures.statements <= maxStatements &&
    figures.added === enrolments &&
    figures.addedAgain === 0;
  log(
    `${label}: ${figures.added} reminders added in ${figures.ms} ms, ${figures.statements} statements; ` +
      `the next pass ${figures.msAgain} ms, ${figures.addedAgain} added ` +
      `(budget < ${maxMs} ms, ≤ ${maxStatements} statements): ${pass ? 'pass' : 'FAIL'}`,
  );
  return { label, ...figures, pass };
}

async function main() {
  const dataRoot = mkdtempSync(path.join(os.tmpdir(), 'constelaciones-bench-reminders-'));
  onCleanup('data directory', () => rmSync(dataRoot, { recursive: true, force: true }));
  const figures = [measure('embedded', { DATA_DIR: path.join(dataRoot, 'embedded'), DATABASE_URL: '' })];
  if (process.env.DATABASE_URL) {
    const db = await createBenchDatabase(process.env.DATABASE_URL);
    try {
      figures.push(measure('postgres', { DATA_DIR: path.join(dataRoot, 'postgres'), DATABASE_URL: db.url }));
    } finally {
      await db.drop();
    }
  }
  return figures.every((figure) => figure.pass) ? 0 : 2;
}

main()
  .then(async (code) => {
    await cleanupAll();
    process.exit(code);
  })
  .catch(async (error) => {
    console.error(error);
    await cleanupAll();
    process.exit(1);
  });
