import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MiB } from '../budgets.mjs';
import { fixedLoad, memoryVerdict } from './memory.mjs';
import { parseStartCommand, productionStart } from './production-start.mjs';
import { evaluate } from './report.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const rss = (mebibytes) => ({ rss: mebibytes * MiB, peakRss: mebibytes * MiB });
const figures = (label, start, load, failed = 0) => ({
  label,
  afterStart: rss(start),
  afterLoad: rss(load),
  load: { requests: 1000, failed },
});

describe('the memory budget', () => {
  it('holds on PostgreSQL when both figures are at most 150 MiB and every request succeeded', () => {
    expect(memoryVerdict(figures('postgres', 110, 150))).toMatchObject({ limit: 150 * MiB, pass: true });
    expect(memoryVerdict(figures('postgres', 110, 151))).toMatchObject({ pass: false });
    expect(memoryVerdict(figures('postgres', 151, 140))).toMatchObject({ pass: false });
    expect(memoryVerdict(figures('postgres', 110, 120, 3))).toMatchObject({ pass: false });
    // A figure that could not be read fails rather than passes.
    expect(memoryVerdict({ ...figures('postgres', 110, 120), afterLoad: { rss: null } })).toMatchObject({
      pass: false,
    });
  });

  it('is reported without a verdict on the embedded database, which lives inside the process', () => {
    expect(memoryVerdict(figures('embedded', 300, 400))).toEqual({
      limit: null,
      highest: 400 * MiB,
      pass: null,
    });
  });

  it('is a line of the run, failing the run on PostgreSQL only', () => {
    const results = {
      pages: [],
      api: [
        {
          label: 'embedded',
          database: 'embedded PGlite',
          endpoints: [],
          memory: { firstStart: figures('embedded', 300, 400) },
        },
        {
          label: 'postgres',
          database: 'PostgreSQL 17',
          endpoints: [],
          memory: { firstStart: figures('postgres', 120, 160) },
        },
      ],
    };
    const lines = evaluate(results).filter((line) => line.figure.startsWith('Server resident memory'));
    expect(lines.map(({ budget, value, pass }) => ({ budget, value, pass }))).toEqual([
      { budget: 'reported (no budget)', value: '300 MiB / 400 MiB', pass: null },
      { budget: '≤ 150 MiB both', value: '120 MiB / 160 MiB', pass: false },
    ]);
  });
});

describe('the fixed load', () => {
  let server;
  let port;
  const seen = [];
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      seen.push(request.url);
      response.statusCode = request.url === '/falla' ? 500 : 200;
      response.end('ok');
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = server.address().port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('sends exactly the count of requests over the paths in turn, and counts what did not answer 200', async () => {
    const result = await fixedLoad(port, ['/', '/falla', '/api/blog'], { requests: 30, concurrency: 4 });
    expect(result).toEqual({ requests: 30, failed: 10 });
    expect(seen.filter((url) => url === '/api/blog')).toHaveLength(10);
  });
});

describe('the server the bench measures', () => {
  it('starts as package.json starts it in production, and `npm start` runs the same command after its build', () => {
    const { scripts, env, nodeArgs, script } = productionStart(root);
    expect(scripts.start).toBe(`npm run build && ${scripts['start:built']}`);
    expect(script).toBe('apps/server/dist/main.js');
    expect(env).toMatchObject({ NODE_ENV: 'production', MALLOC_ARENA_MAX: '2' });
    expect(nodeArgs.some((arg) => arg.startsWith('--max-semi-space-size='))).toBe(true);
    // The operator's guide gives the same line to whoever runs the server without npm.
    const operations = readFileSync(path.join(root, 'docs/operations.md'), 'utf8');
    expect(operations).toContain(
      `${Object.entries(env)
        .map(([name, value]) => `${name}=${value}`)
        .join(' ')} node ${nodeArgs.join(' ')} ${script}`,
    );
  });

  it('refuses a start command it cannot read, rather than measure another process', () => {
    expect(
      parseStartCommand('cross-env NODE_ENV=production node --max-semi-space-size=2 dist/main.js'),
    ).toEqual({
      env: { NODE_ENV: 'production' },
      nodeArgs: ['--max-semi-space-size=2'],
      script: 'dist/main.js',
    });
    expect(() => parseStartCommand('node dist/main.js')).toThrow(/cross-env/);
    expect(() => parseStartCommand('cross-env A=1 tsx main.ts')).toThrow(/node/);
    expect(() => parseStartCommand('cross-env A=1 node main.js --port 3')).toThrow(/flags/);
  });
});
