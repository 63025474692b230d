// What the figures were measured on: machine, versions, commit, load.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';

const quiet = (command, args, options = {}) => {
  try {
    return execFileSync(command, args, {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      ...options,
    }).trim();
  } catch {
    return null;
  }
};

/**
 * The checkout's state: HEAD's commit (null when unknown: not a git checkout, or no git) and `git status
 * --porcelain` ('' for a clean tree; untracked files count, ignored ones do not; null when git failed).
 */
export function gitState(root) {
  const status = quiet('git', ['status', '--porcelain'], { cwd: root });
  return { commit: quiet('git', ['rev-parse', 'HEAD'], { cwd: root }), status };
}

/** The machine, its versions and the checkout's `git` state (gitState) at the start of a run. */
export function machineInfo(chromiumPath, git) {
  let cpu = os.cpus()[0]?.model ?? 'unknown';
  try {
    cpu = readFileSync('/proc/cpuinfo', 'utf8').match(/^model name\s*:\s*(.+)$/m)?.[1] ?? cpu;
  } catch {
    // not Linux
  }
  const { commit } = git;
  return {
    cpu: cpu.replace(/\s+/g, ' ').trim(),
    cores: os.availableParallelism?.() ?? os.cpus().length,
    ramBytes: os.totalmem(),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    chromium: quiet(chromiumPath, ['--version'])?.split('\n').pop() ?? null,
    commit,
    commitShort: commit?.slice(0, 7) ?? null,
    uncommittedChanges: git.status !== '',
    loadAverageAtStart: os.loadavg().map((v) => Number(v.toFixed(2))),
  };
}

/** Busy and total CPU time of the whole machine so far (Linux /proc/stat), or null elsewhere. */
function cpuTimes() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const ticks = fields.map(Number);
    const idle = ticks[3] + (ticks[4] ?? 0); // idle + iowait
    const total = ticks.reduce((sum, value) => sum + value, 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

/** The share of the machine's CPU time (0–1, every core) spent busy over the next `ms` milliseconds. */
export async function busyShare(ms = 2000) {
  const before = cpuTimes();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = cpuTimes();
  if (!before || !after || after.total === before.total) return null;
  return (after.busy - before.busy) / (after.total - before.total);
}

/**
 * Waits until the machine is quiet: at most `maxBusy` of its CPU time busy over 2 s, or `maxWaitMs` gone by.
 * Lighthouse's simulated throttling multiplies the main-thread work it observes, so another process's burst of
 * CPU shows up as Total Blocking Time that the page did not cause. Returns the last share measured (null where
 * /proc/stat does not exist), which the report prints beside each run.
 */
export async function waitForQuiet({ maxBusy = 0.1, maxWaitMs = 120_000 } = {}) {
  const deadline = Date.now() + maxWaitMs;
  let share = await busyShare();
  while (share !== null && share > maxBusy && Date.now() < deadline) share = await busyShare();
  return share;
}
