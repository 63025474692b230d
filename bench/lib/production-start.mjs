// How production starts the server: the environment and Node flags of package.json's `start:built` script (the
// command `npm start` runs after its build), so that the bench measures the process an operator runs.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `cross-env A=1 B=2 node --flag … apps/server/dist/main.js` → { env: { A, B }, nodeArgs: ['--flag', …],
 * script: 'apps/server/dist/main.js' }. Anything else is refused, so a change to the script cannot go unmeasured.
 */
export function parseStartCommand(command) {
  const words = command.trim().split(/\s+/);
  if (words.shift() !== 'cross-env') throw new Error(`start:built does not begin with cross-env: ${command}`);
  const env = {};
  while (/^[A-Z_][A-Z0-9_]*=/.test(words[0] ?? '')) {
    const [name, ...value] = words.shift().split('=');
    env[name] = value.join('=');
  }
  if (words.shift() !== 'node') throw new Error(`start:built does not run node: ${command}`);
  const script = words.pop();
  if (!script?.endsWith('.js') || words.some((word) => !word.startsWith('--'))) {
    throw new Error(`start:built is not 'node [--flags] script.js': ${command}`);
  }
  return { env, nodeArgs: words, script };
}

/** The scripts of the root package.json, and the start command parsed. */
export function productionStart(root) {
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  return { scripts, ...parseStartCommand(scripts['start:built']) };
}
