import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { expect, it } from 'vitest';
import { buildTestApp } from './test/helper';

it('closes within seconds while a request is running, that request answered on a connection it then closes', async () => {
  const { app, stop } = await buildTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const body = JSON.stringify({ userOrEmail: 'nadie@example.com', password: 'x' });
  const socket = connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk));
  const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  // Headers and half the body: the request is running (the server has read its headers) when the close begins.
  const running = new Promise<void>((resolve) => app.server.once('request', () => resolve()));
  socket.write(
    `POST /api/user/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
  );
  await running;
  const started = performance.now();
  const closed = stop();
  socket.write(body.slice(10));
  await Promise.all([closed, ended]);
  expect(answer).toMatch(/^HTTP\/1\.1 \d{3} /);
  expect(answer.toLowerCase()).toContain('connection: close');
  // Without the fix the close waits for Fastify's keepAliveTimeout (72 s).
  expect(performance.now() - started).toBeLessThan(15_000);
});
