// The reminder pass, measured for `npm run bench` (run.mjs) and `npm run bench:reminders`
// (reminders.mjs): on a fresh embedded database and, with a PostgreSQL URL, on a database created for it and
// dropped after, 10,000 paid enrolments whose reminders are all due, one pass timed against the budget
// (budgets.mjs), its statements counted (the pass is set-based: a few statements, none per enrolment), and the next
// pass (nothing new) timed too. Each database in a process of its own (lib/reminder-pass.ts through tsx).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { budgets } from '../budgets.mjs';
import { createBenchDatabase } from './postgres.mjs';

const { enrolments, maxMs, maxStatements } = budgets.reminderPass;

/** Whether one database's figures are within the budget. */
export const reminderPassOk = (figures) =>
  figures.ms < maxMs &&
  figures.msAgain < maxMs &&
  figures.statements <= maxStatements &&
  figures.added === enrolments &&
  figures.addedAgain === 0;

/** One pass on one database, in a process of its own: its figures. */
function measure(root, label, database, env, log) {
  log(`reminder pass on ${database}: ${enrolments} paid enrolments, then one pass…`);
  const started = Date.now();
  const child = spawnSync(process.execPath, ['--import', 'tsx', 'bench/lib/reminder-pass.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', ENROLMENTS: String(enrolments), ...env },
    encoding: 'utf8',
  });
  if (child.status !== 0) throw new Error(`reminder pass on ${database}: ${child.stderr || child.stdout}`);
  const figures = JSON.parse(child.stdout.trim().split('\n').at(-1));
  const pass = reminderPassOk(figures);
  log(
    `  ${figures.added} reminders added in ${figures.ms} ms, ${figures.statements} statements; ` +
      `the next pass ${figures.msAgain} ms, ${figures.addedAgain} added ` +
      `(budget < ${maxMs} ms, ≤ ${maxStatements} statements): ${pass ? 'pass' : 'FAIL'}; ` +
      `${((Date.now() - started) / 1000).toFixed(0)} s with the enrolments' writing`,
  );
  return { label, database, ...figures, pass };
}

/**
 * The pass on a fresh embedded database in `dataRoot`, then on PostgreSQL when `postgresUrl` is given (a database
 * created for it, dropped after): each database's figures.
 */
export async function measureReminderPasses({ root, dataRoot, postgresUrl, log }) {
  const figures = [
    measure(
      root,
      'embedded',
      'embedded PGlite',
      { DATA_DIR: path.join(dataRoot, 'reminders-embedded'), DATABASE_URL: '' },
      log,
    ),
  ];
  if (postgresUrl) {
    const db = await createBenchDatabase(postgresUrl);
    try {
      figures.push(
        measure(
          root,
          'postgres',
          `PostgreSQL ${db.server}`,
          { DATA_DIR: path.join(dataRoot, 'reminders-postgres'), DATABASE_URL: db.url },
          log,
        ),
      );
    } finally {
      await db.drop();
    }
  }
  return figures;
}
