// `npm run bench:memory`: only the memory lines of `npm run bench` (the server's resident memory after its first
// start and after 1,000 requests to public pages and lists), on the embedded database and, with DATABASE_URL
// (a PostgreSQL server on loopback), on a database created for the run and dropped after. Measures the
// existing build (run `npm run build` first). Exit code: 0 within budget, 2 over it, 1 the run failed.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureMemory, memoryVerdict } from './lib/memory.mjs';
import { startServer } from './lib/server.mjs';
import { createBenchDatabase } from './lib/postgres.mjs';
import { cleanupAll, installExitHandlers, onCleanup } from './lib/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const log = (message) => console.log(`[bench:memory] ${message}`);
installExitHandlers({ deadlineMs: 10 * 60_000 });

async function main() {
  const dataRoot = mkdtempSync(path.join(os.tmpdir(), 'constelaciones-bench-memory-'));
  onCleanup('data directory', () => rmSync(dataRoot, { recursive: true, force: true }));
  const webBuild = { WEB_BUILD_DIR: path.join(root, 'apps/web/build') };
  const figures = [];
  const measure = async (label, env) => {
    const server = await startServer({ root, env: { ...env, ...webBuild }, label: `server (${label})` });
    try {
      figures.push({ label, ...(await measureMemory(server, { label, log })) });
    } finally {
      await server.stop();
    }
  };
  await measure('embedded', { DATA_DIR: path.join(dataRoot, 'embedded'), DATABASE_URL: '' });
  if (process.env.DATABASE_URL) {
    const db = await createBenchDatabase(process.env.DATABASE_URL);
    try {
      await measure('postgres', { DATA_DIR: path.join(dataRoot, 'postgres'), DATABASE_URL: db.url });
    } finally {
      await db.drop();
    }
  }
  let code = 0;
  for (const figure of figures) {
    const { limit, highest, pass } = memoryVerdict(figure);
    log(
      `${figure.label}: highest ${(highest / 2 ** 20).toFixed(0)} MiB` +
        (limit === null ? ' (no budget)' : `, budget ${limit / 2 ** 20} MiB: ${pass ? 'pass' : 'FAIL'}`),
    );
    if (pass === false) code = 2;
  }
  return code;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(`bench:memory failed: ${error.stack ?? error}`);
} finally {
  await cleanupAll();
}
process.exit(code);
