import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { keyFromSettingOrFile } from '../lib/key-file';
import type { Captcha } from './captcha';

const ALGORITHM = 'PBKDF2/SHA-256';
/**
 * PBKDF2 iterations per attempt, and the range of attempts the solver must make (deterministic mode: the
 * server picks the counter). About 0.1–0.3 s in a browser: a bot pays it per account, a person barely notices.
 */
const COST = 1000;
const COUNTER_MIN = 200;
const COUNTER_MAX = 600;
const CHALLENGE_TTL_MS = 10 * 60_000;

/** Remembers used challenges until they expire: true the first time a challenge id is seen. */
export interface ReplayGuard {
  firstUse(challengeId: string, expiresAt: Date): Promise<boolean>;
}

export interface AltchaCaptcha extends Captcha {
  /** A fresh signed challenge for the widget (GET /api/altcha/challenge). */
  challenge(): Promise<Challenge & { signature: string }>;
}

/** Self-hosted ALTCHA proof of work: no third party, works offline. */
export function altchaCaptcha(hmacKey: string, replays: ReplayGuard): AltchaCaptcha {
  // A separate secret signs the expected key, so verification needs no re-derivation.
  const keySecret = createHmac('sha256', hmacKey).update('altcha-key-signature').digest('hex');
  return {
    config: { provider: 'altcha' },
    async challenge() {
      const challenge = await createChallenge({
        algorithm: ALGORITHM,
        cost: COST,
        counter: randomInt(COUNTER_MAX, COUNTER_MIN),
        deriveKey,
        expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
        hmacSignatureSecret: hmacKey,
        hmacKeySignatureSecret: keySecret,
      });
      // Always signed: a secret is given.
      return { ...challenge, signature: challenge.signature! };
    },
    async verify(solution) {
      const payload = parsePayload(solution);
      if (!payload) return false;
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: hmacKey,
        hmacKeySignatureSecret: keySecret,
      }).catch(() => undefined);
      const { expiresAt, nonce } = payload.challenge.parameters;
      // Only signed challenges carry an expiry we trust; the nonce identifies the challenge.
      if (!result?.verified || !expiresAt) return false;
      return replays.firstUse(nonce, new Date(expiresAt * 1000));
    },
  };
}

/** The widget posts base64 JSON { challenge, solution }; anything else is not a solution. */
function parsePayload(solution: string): Payload | undefined {
  try {
    const payload = JSON.parse(Buffer.from(solution, 'base64').toString('utf8')) as Partial<Payload>;
    const parameters = payload.challenge?.parameters;
    if (typeof parameters?.nonce !== 'string' || typeof payload.solution !== 'object') return undefined;
    return payload as Payload;
  } catch {
    return undefined;
  }
}

/**
 * The HMAC key: ALTCHA_HMAC_KEY, or one generated on first start and kept in the data folder, so that
 * restarts and instances sharing that folder accept each other's challenges.
 */
export const altchaHmacKey = (configured: string | undefined, dataDir: string) =>
  keyFromSettingOrFile(configured, dataDir, 'altcha-hmac.key');

export const isAltcha = (captcha: Captcha): captcha is AltchaCaptcha => 'challenge' in captcha;
