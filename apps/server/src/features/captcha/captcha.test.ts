import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { newPerson, post } from '../../test/accounts';
import { buildTestApp } from '../../test/helper';

describe('ALTCHA by default', async () => {
  const { app } = await buildTestApp();

  it('announces ALTCHA and serves fresh, uncached challenges', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/captcha/config' })).json()).toEqual({
      provider: 'altcha',
    });
    const [first, second] = await Promise.all(
      [1, 2].map(() => app.inject({ method: 'GET', url: '/api/altcha/challenge' })),
    );
    expect(first!.statusCode).toBe(200);
    expect(first!.headers['cache-control']).toBe('no-store');
    expect(first!.json().parameters.nonce).not.toBe(second!.json().parameters.nonce);
    expect(first!.headers['content-security-policy']).not.toContain('google');
  });
});

describe('reCAPTCHA when its keys are set', async () => {
  // Plays Google's siteverify: the token 'humano' passes.
  const verifications: URLSearchParams[] = [];
  const google = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      verifications.push(form);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ success: form.get('response') === 'humano' }));
    });
  });
  await new Promise<void>((resolve) => google.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => google.close(() => resolve())));
  const { app } = await buildTestApp({
    RECAPTCHA_SITE_KEY: 'clave-del-sitio',
    RECAPTCHA_SECRET_KEY: 'clave-secreta',
    RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${(google.address() as AddressInfo).port}/siteverify`,
  });

  it('announces reCAPTCHA with its site key, never the secret, and serves no ALTCHA challenge', async () => {
    const config = await app.inject({ method: 'GET', url: '/api/captcha/config' });
    expect(config.json()).toEqual({ provider: 'recaptcha', siteKey: 'clave-del-sitio' });
    expect((await app.inject({ method: 'GET', url: '/api/altcha/challenge' })).statusCode).toBe(404);
  });

  it("lets Google's widget run under the Content-Security-Policy", async () => {
    const policy = String(
      (await app.inject({ method: 'GET', url: '/api/captcha/config' })).headers['content-security-policy'],
    );
    expect(policy).toMatch(/script-src [^;]*https:\/\/www\.gstatic\.com\/recaptcha\//);
    expect(policy).toMatch(/frame-src [^;]*https:\/\/www\.google\.com\/recaptcha\//);
  });

  it("asks Google's siteverify on the server, with the secret, the token and the visitor's IP", async () => {
    const refused = await post(app, '/api/user/register', { ...newPerson(), altcha: 'robot' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe('Por favor, verifica que no eres un robot');

    const accepted = await app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: { ...newPerson(), altcha: 'humano' },
      remoteAddress: '203.0.113.7',
    });
    expect(accepted.statusCode).toBe(201);
    expect(Object.fromEntries(verifications.at(-1)!)).toEqual({
      secret: 'clave-secreta',
      response: 'humano',
      remoteip: '203.0.113.7',
    });
  });
});
