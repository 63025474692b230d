import type { FastifyInstance } from 'fastify';
import type { AttemptRule } from '../lib/attempt-limits';
import type { RouteOptions } from '../lib/endpoints';

/**
 * The limits of the account routes, of the others that send e-mail, of the calls that reach a payment
 * provider (PayPal's webhook verification included) and of uploads, in 15 minutes (times
 * AUTH_RATE_LIMIT_FACTOR), side by side so they can be compared. The account is the field a route names it
 * by, as sent (an e-mail, a login, a link's token), or the logged-in caller. A login's account is counted per
 * address: wrong passwords from strangers never refuse the owner's right one
 * (docs/decisions/036-accounts-hardened.md).
 */
const attemptRules = {
  register: { perIp: 5, perAccount: { max: 3, field: { body: 'email' } } },
  confirm: { perIp: 20, perAccount: { max: 5, field: { params: 'token' } } },
  resend: { perIp: 5, perAccount: { max: 3, field: { body: 'email' } } },
  login: { perIp: 10, perAccount: { max: 5, field: { body: 'user' }, fromEachAddress: true } },
  recovery: { perIp: 5, perAccount: { max: 3, field: { body: 'email' } } },
  'recovery-password': { perIp: 10, perAccount: { max: 5, field: { body: 'uuid' } } },
  'oidc-start': { perIp: 30 },
  'social-login': { perIp: 20 },
  transfer: { perIp: 20, perAccount: { max: 5, field: 'caller' } },
  /**
   * 'Botón de arrepentimiento' requests, from the API and from /arrepentimiento's own form together: each
   * e-mails the address typed in it. No captcha: the form must work without JavaScript and ask for nothing
   * more (docs/decisions/058-withdrawal-button.md).
   */
  withdrawal: { perIp: 5, perAccount: { max: 3, field: { body: 'email' } } },
  /** 'Recibí las novedades': each e-mails the address typed in it its confirmation link. */
  newsletter: { perIp: 5, perAccount: { max: 3, field: { body: 'email' } } },
  /** Checkouts and return-page checks, on both providers together: each can call the provider's API. */
  'provider-checkout': { perIp: 60, perAccount: { max: 30, field: 'caller' } },
  /**
   * PayPal notifications that pass every local check and would be sent to verify-webhook-signature: forged
   * ones must not spend the owner's quota at PayPal. A genuine one refused for it comes back (PayPal
   * retries).
   */
  'paypal-verify': { perIp: 30 },
  /** 'Eliminar mi cuenta': each attempt checks a password; the link is an e-mail; the link's token, once. */
  'delete-account': { perIp: 10, perAccount: { max: 5, field: 'caller' } },
  'deletion-link': { perIp: 5, perAccount: { max: 3, field: 'caller' } },
  'deletion-confirm': { perIp: 20, perAccount: { max: 5, field: { body: 'token' } } },
  /** Images to decode, on every upload route together (avatar, activities, articles). */
  upload: { perIp: 60, perAccount: { max: 20, field: 'caller' } },
} satisfies Record<string, AttemptRule>;

/** The route option that counts a route's attempts under `name` (its counters are kept apart by it). */
export const limited = (app: FastifyInstance, name: keyof typeof attemptRules): RouteOptions => ({
  preHandler: app.limitAttempts(name, attemptRules[name]),
});

/**
 * The limit on uploads, which the attempt counters apply to every request carrying a file (lib/endpoints.ts).
 */
export const uploadRule: AttemptRule = attemptRules.upload;

/** Counts one PayPal notification about to be verified at PayPal, by IP: 429 beyond the limit. */
export const payPalVerifyLimit = (app: FastifyInstance) =>
  app.limitAttempts('paypal-verify', attemptRules['paypal-verify']);
