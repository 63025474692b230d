import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { expect, type Browser, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import { admin } from './accounts.mjs';
import { ownerPage } from './account-flows';
import { recordShown } from './test';

/** A server a spec starts for itself, on a fresh embedded database of its own. */
export interface OwnServer {
  /** Where it listens, e.g. http://127.0.0.1:41234. */
  origin: string;
  /** Everything it printed so far. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts the production build with `env` on a data folder of its own (`reports/e2e-<name>-<E2E_PORT>`) and waits
 * until it listens and `ready` (if given) matches its output. It listens on a port the system picks (PORT=0), so it
 * never takes one of another run's. It starts while the other specs run: no worker waits for it at the suite's
 * start, as for the servers of playwright.config.ts.
 */
export async function startOwnServer(
  name: string,
  env: Record<string, string>,
  ready?: RegExp,
): Promise<OwnServer> {
  const dataDir = path.resolve(`reports/e2e-${name}-${process.env.E2E_PORT ?? '3100'}`);
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
      SMTP_URL: '',
      LOG_LEVEL: 'info',
      ...env,
    },
  });
  let output = '';
  const started = new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const origin = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (origin && (!ready || ready.test(output))) resolve(origin);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    origin: await started,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A port nobody listens on now: for a server whose PUBLIC_URL must name its port (its e-mails' links). */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/**
 * A page of the administrator's on `server` (one started with ADMIN_EMAIL and ADMIN_PASSWORD of accounts.mjs),
 * logged in through the API as after the login, recording the messages it shows.
 */
export async function ownerPageOn(
  server: OwnServer,
  browser: Browser,
  playwright: PlaywrightWorkerArgs['playwright'],
): Promise<Page> {
  const api = await playwright.request.newContext({ baseURL: server.origin });
  const login = await api.post('/api/user/login', { data: { user: admin.email, password: admin.password } });
  expect(login.ok(), `admin login: ${await login.text()}`).toBe(true);
  const { token } = (await login.json()) as { token: string };
  await api.dispose();
  const page = await ownerPage(browser, server.origin, token);
  await recordShown(page);
  return page;
}
