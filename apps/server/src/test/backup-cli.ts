import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { inject } from 'vitest';
import type { Config } from '../config';

const serverDir = path.resolve(import.meta.dirname, '../..');

/** The program behind `npm run backup` and `npm run restore` (its bundle, global-setup.ts), with a site's settings. */
export async function cli(args: string[], config: Pick<Config, 'dataDir' | 'databaseUrl'>) {
  const child = spawn(process.execPath, [path.join(inject('serverBuild'), 'backup.js'), ...args], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: config.dataDir,
      DATABASE_URL: config.databaseUrl ?? '',
    },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const [code] = await once(child, 'exit');
  return { code, output };
}
