import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { productionStart } from '../bench/lib/production-start.mjs';

/*
 * The files of deploy/ agree with the project and with each other: the operator copies them as they are, so a
 * flag changed in package.json, a setting renamed or a port moved must show here, not on the owner's server.
 */
const root = path.resolve(import.meta.dirname, '..');
const read = (file) => readFileSync(path.join(root, file), 'utf8');

/** The lines of a settings file that `pattern` matches, its first group the name and its second the value. */
const settingsOf = (file, pattern) =>
  Object.fromEntries(
    read(file)
      .split('\n')
      .map((line) => line.match(pattern))
      .filter(Boolean)
      .map(([, name, value]) => [name, value.trim()]),
  );

// systemd's `Key=value` (the last one wins, as in systemd); the settings' `NAME=value`, and the `# NAME=` ones
// left for the operator to fill.
const unit = settingsOf('deploy/constelaciones.service', /^([A-Za-z]+)=(.*)$/);
const env = settingsOf('deploy/env.example', /^(?:# )?([A-Z][A-Z0-9_]*)=(.*)$/);
const caddyfile = read('deploy/Caddyfile');

describe('deploy/', () => {
  it("starts the server as package.json's start:built does", () => {
    const start = productionStart(root);
    const [node, ...args] = unit.ExecStart.split(/\s+/);
    expect(path.basename(node)).toBe('node');
    expect(args).toEqual([...start.nodeArgs, start.script]);
    const environment = Object.fromEntries(unit.Environment.split(/\s+/).map((pair) => pair.split('=')));
    expect(environment).toEqual(start.env);
  });

  it("keeps DATA_DIR in the unit's own state folder, the one folder it may write", () => {
    expect(unit.ProtectSystem).toBe('strict');
    expect(env.DATA_DIR).toBe(`/var/lib/${unit.StateDirectory}`);
  });

  it('names only settings the server reads, and believes the proxy it is reached through', () => {
    const configuration = read('docs/operations.md');
    const unknown = Object.keys(env).filter((name) => !configuration.includes(`\`${name}\``));
    expect(unknown).toEqual([]);
    expect(env.HOST).toBe('127.0.0.1');
    expect(env.TRUST_PROXY.split(',')).toContain('127.0.0.1');
    expect(env.PUBLIC_URL).toMatch(/^https:\/\//);
    expect(env.SEED_DEMO).toBe('0');
    expect(caddyfile).toContain(`reverse_proxy 127.0.0.1:${env.PORT}`);
    expect(caddyfile).toContain(`${new URL(env.PUBLIC_URL).hostname} {`);
  });
});
