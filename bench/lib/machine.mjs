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

export function machineInfo(root, chromiumPath) {
  let cpu = os.cpus()[0]?.model ?? 'unknown';
  try {
    cpu = readFileSync('/proc/cpuinfo', 'utf8').match(/^model name\s*:\s*(.+)$/m)?.[1] ?? cpu;
  } catch {
    // not Linux
  }
  const commit = quiet('git', ['rev-parse', 'HEAD'], { cwd: root });
  const dirty = quiet('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: root });
  return {
    cpu: cpu.replace(/\s+/g, ' ').trim(),
    cores: os.availableParallelism?.() ?? os.cpus().length,
    ramBytes: os.totalmem(),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    chromium: quiet(chromiumPath, ['--version'])?.split('\n').pop() ?? null,
    commit,
    commitShort: commit?.slice(0, 7) ?? null,
    uncommittedChanges: Boolean(dirty),
    loadAverageAtStart: os.loadavg().map((v) => Number(v.toFixed(2))),
  };
}
