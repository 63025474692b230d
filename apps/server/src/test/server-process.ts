import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { expect, inject, onTestFinished } from 'vitest';
import { newPostgresDatabase, startTestApp } from './helper';

/*
 * The server as a process of its own (the bundle of global-setup.ts), to kill -9 and start again: the crash tests'
 * harness.
 * It runs on a PGlite folder, or on a PostgreSQL database of its own when DATABASE_URL is set.
 */
const serverDir = path.resolve(import.meta.dirname, '../..');

/** The settings of a server process: a new data folder (with the image cache) and database, mailing `smtpUrl`. */
export async function serverProcessEnv(smtpUrl: string) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'constelaciones-crash-'));
  await cp(inject('imageCache'), path.join(dataDir, 'img'), { recursive: true });
  const databaseUrl = await newPostgresDatabase();
  return {
    DATA_DIR: dataDir,
    ...(databaseUrl && { DATABASE_URL: databaseUrl }),
    SMTP_URL: smtpUrl,
    // Unpaced, as the in-process tests' app: the tests of the pace set their own.
    MAIL_PER_MINUTE: '60000',
    PUBLIC_URL: 'http://sitio.test',
  };
}
export type ServerProcessEnv = Awaited<ReturnType<typeof serverProcessEnv>>;

/** The app in this process on those settings, without the demo: to write what the server process will find. */
export const setupApp = (env: ServerProcessEnv) => startTestApp({ ...env, SEED_DEMO: '0' });

/**
 * A free port for the server process, chosen by the system among its ephemeral ones. A random one between 4000 and
 * 4900 once was 4045 or 4190, which fetch refuses to call ('bad port'), and could be taken.
 */
export async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  probe.close();
  await once(probe, 'close');
  return port;
}

/** Starts the server process on `port`; resolves once it listens. */
export async function startServerProcess(env: ServerProcessEnv, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(inject('serverBuild'), 'main.js')], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'info', ...env },
  });
  // A test that fails before it stops the process (a start that timed out, a failed check) must not leave it running.
  onTestFinished(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 120_000;
  while (!output.includes('Server listening')) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(output);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return child;
}

/** Ends the server process with `signal` (SIGKILL: the crash) and waits until it is gone. */
export async function stopServerProcess(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  child.kill(signal);
  await once(child, 'exit');
}

/** A request to the server process on `port` with `headers` (an account's): a GET, or a POST of `body` as JSON. */
export const requestTo = (port: number, headers: Record<string, string>, route: string, body?: object) =>
  fetch(`http://127.0.0.1:${port}/api${route}`, {
    method: body ? 'POST' : 'GET',
    headers: { ...headers, ...(body && { 'content-type': 'application/json' }) },
    ...(body && { body: JSON.stringify(body) }),
  });

/** A list sent through a server process that is killed half-way: what `sendKilledHalfway` does with it. */
export interface ListSending<Sent> {
  /** How many are on the list. */
  total: number;
  /** How many of them have their copy so far. */
  reached(): number;
  /** Sends the list through the process on `port`; answers what `check` needs. */
  send(port: number): Promise<Sent>;
  /** Reads, on the process started again, what it says of the sending once everybody was reached. */
  check(port: number, sent: Sent): Promise<void>;
}

/**
 * The walk of the crash tests of a list: `send` through a server process, which answers before half the list was
 * reached, and is killed (kill -9) once a quarter was; another process on the same port reaches the rest, then
 * `check` runs. Answers what was reached at the answer and at the kill, and how long the answer and the whole
 * walk took.
 */
export async function sendKilledHalfway<Sent>(env: ServerProcessEnv, list: ListSending<Sent>) {
  const started = performance.now();
  const port = await freePort();
  const first = await startServerProcess(env, port);
  const sending = performance.now();
  const sent = await list.send(port);
  const answeredInMs = performance.now() - sending;
  // The answer only writes the rows: it comes before most e-mails have left.
  const atAnswer = list.reached();
  expect(atAnswer).toBeLessThan(list.total / 2);

  await expect.poll(list.reached, { timeout: 60_000, interval: 20 }).toBeGreaterThanOrEqual(list.total / 4);
  await stopServerProcess(first, 'SIGKILL');
  const atKill = list.reached();
  expect(atKill).toBeLessThan(list.total);

  const second = await startServerProcess(env, port);
  try {
    await expect.poll(list.reached, { timeout: 120_000, interval: 200 }).toBe(list.total);
    await list.check(port, sent);
  } finally {
    await stopServerProcess(second, 'SIGTERM');
  }
  return { atAnswer, atKill, answeredInMs, tookMs: performance.now() - started };
}
