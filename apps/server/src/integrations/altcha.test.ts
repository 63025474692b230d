import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { altchaCaptcha, altchaHmacKey, type ReplayGuard } from './altcha';

const KEY = 'k'.repeat(40);

/** Remembers challenge ids like the database table does. */
function memoryGuard(): ReplayGuard {
  const seen = new Set<string>();
  return { firstUse: async (id) => !seen.has(id) && Boolean(seen.add(id)) };
}

async function solved(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

afterEach(() => vi.useRealTimers());

describe('ALTCHA', () => {
  it('issues signed PBKDF2 challenges that expire in 10 minutes and a browser solves quickly', async () => {
    const challenge = await altchaCaptcha(KEY, memoryGuard()).challenge();
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1000 });
    const expiresIn = challenge.parameters.expiresAt! * 1000 - Date.now();
    expect(expiresIn).toBeGreaterThan(9 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(10 * 60_000);
    const start = performance.now();
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(solution!.counter).toBeLessThanOrEqual(600);
    expect(performance.now() - start).toBeLessThan(2000);
  });

  it('accepts a solution once', async () => {
    const captcha = altchaCaptcha(KEY, memoryGuard());
    const answer = await solved(await captcha.challenge());
    expect(await captcha.verify(answer, '127.0.0.1')).toBe(true);
    expect(await captcha.verify(answer, '127.0.0.1')).toBe(false);
  });

  it('refuses a challenge signed with another key, a tampered one and an expired one', async () => {
    const captcha = altchaCaptcha(KEY, memoryGuard());
    const foreign = await solved(await altchaCaptcha('o'.repeat(40), memoryGuard()).challenge());
    expect(await captcha.verify(foreign, '127.0.0.1')).toBe(false);

    // A solved challenge whose expiry was pushed back: the signature no longer matches.
    const payload = JSON.parse(Buffer.from(await solved(await captcha.challenge()), 'base64').toString());
    payload.challenge.parameters.expiresAt += 3600;
    expect(await captcha.verify(Buffer.from(JSON.stringify(payload)).toString('base64'), '127.0.0.1')).toBe(
      false,
    );

    const late = await solved(await captcha.challenge());
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 11 * 60_000);
    expect(await captcha.verify(late, '127.0.0.1')).toBe(false);
  });

  it('refuses anything that is not a solution', async () => {
    const captcha = altchaCaptcha(KEY, memoryGuard());
    for (const answer of ['', 'no-es-base64', Buffer.from('{"challenge":{}}').toString('base64')]) {
      expect(await captcha.verify(answer, '127.0.0.1')).toBe(false);
    }
  });
});

describe('altchaHmacKey', () => {
  it('generates a key once in the data folder, private, and keeps it across restarts', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'altcha-'));
    const [first, second] = await Promise.all([
      altchaHmacKey(undefined, dataDir),
      altchaHmacKey(undefined, dataDir),
    ]);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(second).toBe(first);
    expect(await altchaHmacKey(undefined, dataDir)).toBe(first);
    const file = path.join(dataDir, 'altcha-hmac.key');
    expect((await readFile(file, 'utf8')).trim()).toBe(first);
    expect((await stat(file)).mode & 0o077).toBe(0);
  });

  it('uses ALTCHA_HMAC_KEY when it is set', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'altcha-'));
    expect(await altchaHmacKey(KEY, dataDir)).toBe(KEY);
    await expect(stat(path.join(dataDir, 'altcha-hmac.key'))).rejects.toThrow();
  });
});
