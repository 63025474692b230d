// Every process and temporary resource the bench starts is registered here, so that a normal end, an
// error, Ctrl-C or the overall deadline all stop and remove them (children first, then the rest).
import { spawn } from 'node:child_process';

const cleanups = [];
let cleaning;

/** Registers a cleanup; returns a function that runs it once and unregisters it. */
export function onCleanup(label, fn) {
  const entry = { label, fn, done: false };
  cleanups.push(entry);
  return async () => {
    if (entry.done) return;
    entry.done = true;
    cleanups.splice(cleanups.indexOf(entry), 1);
    await fn();
  };
}

/** Runs every pending cleanup, newest first. Safe to call more than once. */
export function cleanupAll() {
  cleaning ??= (async () => {
    while (cleanups.length > 0) {
      const entry = cleanups.pop();
      if (entry.done) continue;
      entry.done = true;
      try {
        await entry.fn();
      } catch (error) {
        console.error(`bench: cleanup "${entry.label}" failed: ${error.message}`);
      }
    }
  })();
  return cleaning;
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** SIGTERM to the process (its group when detached), SIGKILL after `graceMs`. */
export async function stopProcess(child, { group = false, graceMs = 5000 } = {}) {
  if (!child.pid || child.exitCode !== null || child.signalCode !== null) return;
  const target = group ? -child.pid : child.pid;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(target, 'SIGTERM');
  } catch {
    return;
  }
  const timer = new Promise((resolve) => setTimeout(resolve, graceMs, 'timeout'));
  if ((await Promise.race([exited, timer])) === 'timeout' && alive(child.pid)) {
    try {
      process.kill(target, 'SIGKILL');
    } catch {
      // already gone
    }
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 2000))]);
  }
}

/**
 * Spawns a tracked child. `group: true` puts it in its own process group (used for `npm run build`,
 * whose grandchildren must go too); the cleanup then signals the whole group.
 */
export function spawnTracked(label, command, args, options = {}) {
  const { group = false, ...spawnOptions } = options;
  const child = spawn(command, args, { ...spawnOptions, detached: group });
  const stop = onCleanup(label, () => stopProcess(child, { group }));
  child.once('exit', () => void stop());
  child.stop = stop;
  return child;
}

/** Runs a command to completion (tracked), rejecting on a non-zero exit. */
export function run(label, command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawnTracked(label, command, args, { stdio: 'inherit', group: true, ...options });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${label} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

/**
 * Installs the handlers: Ctrl-C / SIGTERM / SIGHUP and uncaught errors clean up and exit; the
 * deadline aborts a run that would exceed it.
 */
export function installExitHandlers({ deadlineMs }) {
  const bail = async (reason, code) => {
    console.error(`\nbench: ${reason}: stopping every process it started…`);
    await cleanupAll();
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.once(signal, () => void bail(`received ${signal}`, 130));
  }
  process.once('uncaughtException', (error) => void bail(`uncaught error: ${error.stack ?? error}`, 1));
  process.once(
    'unhandledRejection',
    (error) => void bail(`unhandled rejection: ${error?.stack ?? error}`, 1),
  );
  const timer = setTimeout(
    () => void bail(`over its limit of ${+(deadlineMs / 60000).toFixed(1)} minutes`, 1),
    deadlineMs,
  );
  timer.unref();
}
