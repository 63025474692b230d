// API throughput with autocannon: each public list endpoint side by side with a static file holding
// exactly the same bytes, served by the same server (@fastify/static), in the same run.
import { createHash } from 'node:crypto';
import autocannon from 'autocannon';
import { httpGet } from './server.mjs';

export const endpoints = [
  { name: 'activities', path: '/api/activities' },
  { name: 'blog', path: '/api/blog' },
  { name: 'modules', path: '/api/modules' },
];

/** The static twin of an endpoint, under the client build's `bench/` folder. */
export const staticPathOf = (endpoint, label) => `/bench/${label}-${endpoint.name}.json`;

const sha = (bytes) => createHash('sha256').update(bytes).digest('hex');

/** Loads `url` with autocannon; `onResponse(status, milliseconds)` hears every answer (autocannon reports no p95). */
export function cannon(url, { connections, duration, headers, onResponse }) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, connections, duration, headers, timeout: 10 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    instance.on('error', reject);
    if (onResponse) instance.on('response', (client, status, bytes, time) => onResponse(status, time));
  });
}

const figures = (result) => ({
  requestsPerSecond: result.requests.average,
  latencyP50: result.latency.p50,
  latencyP99: result.latency.p99,
  latencyMax: result.latency.max,
  requests: result.requests.total,
  errors: result.errors,
  timeouts: result.timeouts,
  non2xx: result.non2xx,
  throughputBytesPerSecond: result.throughput.average,
});

/** Reads each endpoint's body (no Accept-Encoding, as autocannon sends), to be written as its twin. */
export async function captureBodies(port) {
  const bodies = {};
  for (const endpoint of endpoints) {
    const response = await httpGet(port, endpoint.path);
    if (response.status !== 200) throw new Error(`GET ${endpoint.path} answered ${response.status}`);
    bodies[endpoint.name] = response.body;
  }
  return bodies;
}

/** Measures every endpoint and its twin; `connections` concurrent for `duration` seconds each. */
export async function measureApi(
  server,
  label,
  { connections = 50, duration = 10, warmup = 2, log = () => {} },
) {
  const results = [];
  for (const endpoint of endpoints) {
    const staticPath = staticPathOf(endpoint, label);
    const [api, twin] = await Promise.all([
      httpGet(server.port, endpoint.path),
      httpGet(server.port, staticPath),
    ]);
    if (twin.status !== 200) throw new Error(`the static twin ${staticPath} answered ${twin.status}`);
    const identical = sha(api.body) === sha(twin.body);

    const measured = {};
    for (const [kind, path] of [
      ['static', staticPath],
      ['api', endpoint.path],
    ]) {
      if (warmup > 0) await cannon(server.url + path, { connections, duration: warmup });
      measured[kind] = figures(await cannon(server.url + path, { connections, duration }));
      log(
        `  ${kind.padEnd(6)} ${path}: ${Math.round(measured[kind].requestsPerSecond)} req/s, p99 ${measured[kind].latencyP99} ms`,
      );
    }
    const ratio =
      measured.static.requestsPerSecond > 0
        ? measured.api.requestsPerSecond / measured.static.requestsPerSecond
        : 0;
    results.push({
      path: endpoint.path,
      staticPath,
      bytes: api.body.length,
      identicalBytes: identical,
      contentType: { api: api.headers['content-type'], static: twin.headers['content-type'] },
      api: measured.api,
      static: measured.static,
      ratio,
    });
  }
  return results;
}
