import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

/** A second server, as production starts the first time: no demo, no administrator, the setup address printed. */
export interface FirstStartServer {
  /** Where it listens, e.g. http://127.0.0.1:41234. */
  origin: string;
  /** The single-use address it printed, as a path: /configuracion-inicial/{token}. */
  setupPath: string;
  stop(): Promise<void>;
}

/**
 * Starts the production build on a fresh embedded database of its own, with SEED_DEMO=0 and no ADMIN_EMAIL: the
 * shared e2e server has its administrator already, so it has no first-start page to show. It listens on a port
 * the system picks (PORT=0), so it never takes one of another run's; it prints the setup address under
 * PUBLIC_URL's default, whose path is what counts.
 */
export async function startFirstStartServer(): Promise<FirstStartServer> {
  const dataDir = path.resolve(`reports/e2e-first-start-${process.env.E2E_PORT ?? '3100'}`);
  rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      PUBLIC_URL: '',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: '0',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      SMTP_URL: '',
      LOG_LEVEL: 'info',
    },
  });
  let output = '';
  const started = new Promise<{ origin: string; setupPath: string }>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const origin = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      const setupPath = /^https?:\/\/\S+?(\/configuracion-inicial\/\S+)$/m.exec(output)?.[1];
      if (origin && setupPath) resolve({ origin, setupPath });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    ...(await started),
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
