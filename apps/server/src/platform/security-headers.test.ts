import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/helper';

/*
 * Behind a reverse proxy (TRUST_PROXY): which address the limits count and when HSTS is sent. The proxy
 * appends the address it saw to X-Forwarded-For; whatever the client wrote before it is the client's to invent.
 */
const oneProxy = await buildTestApp({ TRUST_PROXY: 'loopback' });
const direct = await buildTestApp();
const proxyAddress = '127.0.0.1';
const newIp = () => `198.51.${randomInt(256)}.${randomInt(1, 255)}`;

const login = (app: typeof direct.app, forwardedFor: string, extra: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { user: `nadie${randomInt(1e9)}`, password: 'clave-mala' },
    remoteAddress: proxyAddress,
    headers: { 'x-forwarded-for': forwardedFor, ...extra },
  });

describe('TRUST_PROXY names the proxies whose X-Forwarded-For is believed', () => {
  it('counts the address the proxy saw, however the client rotates the ones it wrote before it', async () => {
    const client = newIp();
    for (let i = 0; i < 10; i++) {
      expect((await login(oneProxy.app, `${newIp()}, ${client}`)).statusCode).toBe(401);
    }
    const refused = await login(oneProxy.app, `${newIp()}, ${client}`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ msg: 'Demasiados intentos. Esperá unos minutos y volvé a intentar.' });
    // Someone else behind the same proxy goes on.
    expect((await login(oneProxy.app, newIp())).statusCode).toBe(401);
  });
});

describe('Strict-Transport-Security', () => {
  const hsts = async (app: typeof direct.app, headers: Record<string, string>) =>
    (await app.inject({ method: 'GET', url: '/api/courses', remoteAddress: proxyAddress, headers })).headers[
      'strict-transport-security'
    ];

  it('is sent on HTTPS requests only: as a trusted proxy says, never as a client claims', async () => {
    expect(await hsts(oneProxy.app, { 'x-forwarded-proto': 'https' })).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(await hsts(oneProxy.app, { 'x-forwarded-proto': 'http' })).toBeUndefined();
    expect(await hsts(oneProxy.app, {})).toBeUndefined();
    // Without TRUST_PROXY the header is the client's claim: the request came over plain HTTP.
    expect(await hsts(direct.app, { 'x-forwarded-proto': 'https' })).toBeUndefined();
    expect(await hsts(direct.app, {})).toBeUndefined();
  });
});

describe('Permissions-Policy', () => {
  it('denies the camera, microphone, location and payments, and lets only the video players use theirs', async () => {
    const policy = (await direct.app.inject({ method: 'GET', url: '/api/courses' })).headers[
      'permissions-policy'
    ];
    const features = new Map(
      String(policy)
        .split(', ')
        .map((entry) => entry.split('=') as [string, string]),
    );
    for (const denied of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'display-capture']) {
      expect(features.get(denied)).toBe('()');
    }
    for (const player of ['autoplay', 'fullscreen', 'picture-in-picture', 'encrypted-media']) {
      expect(features.get(player)).toBe(
        '(self "https://www.youtube-nocookie.com" "https://player.vimeo.com")',
      );
    }
  });
});
