import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helper';

/*
 * The account routes count attempts per IP and per account (15 minutes). Each test uses addresses and
 * accounts of its own, so counters never mix, even in a Redis shared with other runs.
 */
const tooMany = { msg: 'Demasiados intentos. Esperá unos minutos y volvé a intentar.' };
const newIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
/** An account with a password: the site's owner, configured as its admin. */
const owner = { user: 'duena@example.com', password: 'clave-de-duena' };
const unique = () => `${Date.now().toString(36)}${randomInt(1e6)}`;

interface LimitedRoute {
  name: string;
  perIp: number;
  perAccount: number;
  /** The account's attempts are counted per address (the login), not from every address together. */
  perAccountFromEachAddress?: true;
  /** A request about `account` (valid in form, so that it is counted). */
  request: (account: string) => { method: 'GET' | 'POST'; url: string; payload?: object };
}

const limited: LimitedRoute[] = [
  {
    name: 'login',
    perIp: 10,
    perAccount: 5,
    perAccountFromEachAddress: true,
    request: (account) => ({
      method: 'POST',
      url: '/api/user/login',
      payload: { user: account, password: 'clave-mala' },
    }),
  },
  {
    name: 'registration',
    perIp: 5,
    perAccount: 3,
    request: (account) => ({
      method: 'POST',
      url: '/api/user/register',
      payload: {
        username: 'alguien',
        email: `${account}@example.com`,
        password: 'clave-123',
        altcha: 'sin-resolver',
      },
    }),
  },
  {
    name: 'recovery',
    perIp: 5,
    perAccount: 3,
    request: (account) => ({
      method: 'POST',
      url: '/api/user/recovery',
      payload: { email: `${account}@example.com` },
    }),
  },
  {
    name: 'new password',
    perIp: 10,
    perAccount: 5,
    request: (account) => ({
      method: 'POST',
      url: '/api/user/recovery-password',
      payload: { password: 'nueva-clave', uuid: account },
    }),
  },
  {
    name: 'confirmation',
    perIp: 20,
    perAccount: 5,
    request: (account) => ({ method: 'GET', url: `/api/user/confirm/${account}` }),
  },
  {
    name: "a 'Botón de arrepentimiento' request",
    perIp: 5,
    perAccount: 3,
    request: (account) => ({
      method: 'POST',
      url: '/api/withdrawals',
      payload: { name: 'Ana Gómez', email: `${account}@example.com`, reference: 'INS-7K3F9Q' },
    }),
  },
  {
    name: 'resending the confirmation',
    perIp: 5,
    perAccount: 3,
    request: (account) => ({
      method: 'POST',
      url: '/api/user/resend-confirmation',
      payload: { email: `${account}@example.com` },
    }),
  },
];

/** Runs the checks against `count` instances of the app, alternating between them. */
export function attemptLimitSuite(label: string, count: number, env: Record<string, string>) {
  describe(label, async () => {
    const instances = await Promise.all(
      Array.from({ length: count }, () =>
        buildTestApp({ ADMIN_EMAIL: owner.user, ADMIN_PASSWORD: owner.password, ...env }),
      ),
    );
    const [one] = instances;
    const send = (index: number, route: LimitedRoute, account: string, remoteAddress: string) =>
      instances[index % instances.length]!.app.inject({ ...route.request(account), remoteAddress });

    it.each(limited.map((route) => [route.name, route] as const))(
      '%s: limits attempts per IP, then answers 429 in Spanish',
      async (_name, route) => {
        const ip = newIp();
        for (let i = 0; i < route.perIp; i++) {
          // A different account each time: only the IP's counter fills up.
          expect((await send(i, route, `cuenta${unique()}`, ip)).statusCode).not.toBe(429);
        }
        const refused = await send(route.perIp, route, `cuenta${unique()}`, ip);
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toEqual(tooMany);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        // Other addresses go on.
        expect((await send(0, route, `cuenta${unique()}`, newIp())).statusCode).not.toBe(429);
      },
    );

    const fromAnyAddress = limited.filter((route) => !route.perAccountFromEachAddress);
    it.each(fromAnyAddress.map((route) => [route.name, route] as const))(
      '%s: limits attempts per account, from any address',
      async (_name, route) => {
        const account = `cuenta${unique()}`;
        for (let i = 0; i < route.perAccount; i++) {
          expect((await send(i, route, account, newIp())).statusCode).not.toBe(429);
        }
        const refused = await send(route.perAccount, route, account.toUpperCase(), newIp());
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toEqual(tooMany);
        expect((await send(0, route, `cuenta${unique()}`, newIp())).statusCode).not.toBe(429);
      },
    );

    const fromEachAddress = limited.filter((route) => route.perAccountFromEachAddress);
    it.each(fromEachAddress.map((route) => [route.name, route] as const))(
      '%s: limits attempts per account from one address; other addresses go on',
      async (_name, route) => {
        const account = `cuenta${unique()}`;
        const ip = newIp();
        for (let i = 0; i < route.perAccount; i++) {
          expect((await send(i, route, account, ip)).statusCode).not.toBe(429);
        }
        const refused = await send(route.perAccount, route, account.toUpperCase(), ip);
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toEqual(tooMany);
        expect((await send(0, route, account, newIp())).statusCode).not.toBe(429);
      },
    );

    it("login: a stranger's wrong passwords from many addresses never keep the owner out", async () => {
      const wrong = { method: 'POST', url: '/api/user/login', payload: { ...owner, password: 'clave-mala' } };
      for (let i = 0; i < 10; i++) {
        const res = await instances[i % count]!.app.inject({ ...wrong, remoteAddress: newIp() } as const);
        expect(res.statusCode).toBe(401);
      }
      const right = await one!.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: owner,
        remoteAddress: newIp(),
      });
      expect(right.statusCode).toBe(200);
      expect(right.json().msg).toBe('Bienvenido');
    });

    it('counts only the account routes: public reads are not limited', async () => {
      const ip = newIp();
      for (let i = 0; i < 30; i++) {
        expect(
          (await one!.app.inject({ method: 'GET', url: '/api/courses', remoteAddress: ip })).statusCode,
        ).toBe(200);
      }
    });
  });
}
