// Starts the production server (apps/server/dist/main.js) on loopback and talks to it.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { spawnTracked, stopProcess } from './processes.mjs';
import { productionStart } from './production-start.mjs';

export const HOST = '127.0.0.1';

/** A free TCP port on loopback. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** GET on loopback with node:http (no automatic Accept-Encoding, unlike fetch): status, headers, body. */
export function httpGet(port, pathname, headers = {}) {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: HOST, port, path: pathname, headers, agent: false }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    request.setTimeout(30_000, () => request.destroy(new Error(`GET ${pathname} timed out`)));
    request.on('error', reject);
  });
}

/** Logs in through the API: the session's token and user, as the web app stores them. */
export async function logIn(origin, { email, password }) {
  const response = await fetch(`${origin}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: email, password }),
  });
  if (!response.ok) throw new Error(`bench login failed: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Resident memory of a process, from /proc/<pid>/status (Linux): current and peak, in bytes. */
export function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name) =>
      Number(status.match(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm'))?.[1] ?? NaN) * 1024;
    return { rss: field('VmRSS'), peakRss: field('VmHWM') };
  } catch {
    return { rss: null, peakRss: null };
  }
}

/**
 * Starts the server as `npm run start:built` does (its environment and Node flags), with the given environment
 * over it, and waits until /api/health answers 200. Returns { port, pid, url, stop }.
 */
export async function startServer({ root, env, label = 'server', timeoutMs = 180_000 }) {
  const port = await freePort();
  const log = [];
  const production = productionStart(root);
  const child = spawnTracked(label, process.execPath, [...production.nodeArgs, production.script], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...production.env,
      HOST,
      PORT: String(port),
      PUBLIC_URL: `http://${HOST}:${port}`,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      ...env,
    },
  });
  const keep = (chunk) => {
    log.push(chunk.toString());
    if (log.length > 200) log.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = null;
  child.once('exit', (code, signal) => (exited = signal ?? `exit ${code}`));

  const started = Date.now();
  for (;;) {
    if (exited)
      throw new Error(`${label} stopped during start-up (${exited}):\n${log.join('').slice(-4000)}`);
    if (Date.now() - started > timeoutMs) {
      await stopProcess(child);
      throw new Error(
        `${label} did not answer /api/health within ${timeoutMs / 1000} s:\n${log.join('').slice(-4000)}`,
      );
    }
    try {
      if ((await httpGet(port, '/api/health')).status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    port,
    pid: child.pid,
    url: `http://${HOST}:${port}`,
    startupMs: Date.now() - started,
    log: () => log.join(''),
    stop: () => child.stop(),
  };
}
