import { z } from 'zod';
import type { Captcha } from './captcha';

const siteverifyAnswer = z.object({ success: z.boolean() });

/** Google reCAPTCHA v2: the response token is checked by Google's siteverify (single use on their side). */
export function recaptchaCaptcha(options: {
  siteKey: string;
  secretKey: string;
  verifyUrl: string;
}): Captcha {
  return {
    config: { provider: 'recaptcha', siteKey: options.siteKey },
    async verify(solution, remoteIp) {
      const response = await fetch(options.verifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret: options.secretKey, response: solution, remoteip: remoteIp }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`reCAPTCHA siteverify answered ${response.status}`);
      return siteverifyAnswer.parse(await response.json()).success;
    },
  };
}
