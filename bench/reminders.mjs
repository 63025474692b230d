// `npm run bench:reminders`: only the reminder pass (lib/reminders.mjs), which `npm run bench` also
// measures: on the embedded database and, with DATABASE_URL (a PostgreSQL server on loopback), on a database
// created for the run and dropped after. Prints the figures and appends nothing. Needs no build. Exit code: 0 within
// budget, 2 over it, 1 the run failed.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureReminderPasses } from './lib/reminders.mjs';
import { cleanupAll, installExitHandlers, onCleanup } from './lib/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const log = (message) => console.log(`[bench:reminders] ${message}`);
installExitHandlers({ deadlineMs: 10 * 60_000 });

async function main() {
  const started = Date.now();
  const dataRoot = mkdtempSync(path.join(os.tmpdir(), 'constelaciones-bench-reminders-'));
  onCleanup('data directory', () => rmSync(dataRoot, { recursive: true, force: true }));
  log(
    `load average ${os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(' / ')} at start`,
  );
  const figures = await measureReminderPasses({
    root,
    dataRoot,
    postgresUrl: process.env.DATABASE_URL || undefined,
    log,
  });
  log(
    `done in ${((Date.now() - started) / 1000).toFixed(0)} s; load average ${os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(' / ')} at end`,
  );
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
