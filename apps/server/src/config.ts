import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { PayPalEnvironment } from '@constelaciones/contract';

/**
 * The only place that reads process.env: every setting is parsed and validated here at start-up,
 * so a bad value stops the server with a message naming the variable.
 */
const flag = z.enum(['0', '1', 'true', 'false']).transform((value) => value === '1' || value === 'true');
const holdDays = z.coerce.number().int().min(1).max(60);

/** proxy-addr's names for address ranges: this machine, link-local, and private (unique local) addresses. */
const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/** An IPv4 or IPv6 address, alone or as a CIDR block ('10.0.0.0/8', 'fd00::/8'), or a named range. */
const isProxyAddress = (entry: string) => {
  if (PROXY_RANGES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
};

/**
 * The proxies in front of the server, whose X-Forwarded-For/-Proto are believed: their addresses. Never 'every
 * hop' (a client could then name any address it likes, and escape the limits per IP), and not a number of hops
 * (Fastify 5 refuses to believe a hop count, which cannot tell the proxy from a client connecting directly).
 */
const trustedProxies = z
  .string()
  .trim()
  .transform((value, ctx): string[] | false => {
    if (value === '0' || value === 'false') return false;
    const entries = value.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isProxyAddress(entry));
    if (wrong.length === 0) return entries;
    ctx.addIssue({
      code: 'custom',
      message: `las direcciones de los proxies delante del servidor, separadas por comas (127.0.0.1, 10.0.0.0/8, loopback, uniquelocal); no ${wrong.join(', ') || value}`,
    });
    return z.NEVER;
  });

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('localhost'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^(postgres(ql)?:\/\/|memory:\/\/$)/, 'debe empezar con postgres:// o ser memory://')
      .optional(),
    SEED_DEMO: flag.default(true),
    ADMIN_EMAIL: z.email().optional(),
    // The login form takes passwords of 4 to 15 characters (spec, section 5): a longer one could never log in.
    ADMIN_PASSWORD: z
      .string()
      .min(8)
      .max(15, 'como máximo 15 caracteres (el formulario de ingreso no acepta más)')
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: trustedProxies.default(false),
    WEB_BUILD_DIR: z.string().min(1).optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_FROM: z.string().min(3).optional(),
    MAIL_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
    ALTCHA_HMAC_KEY: z.string().min(32, 'al menos 32 caracteres').optional(),
    SECRETS_KEY: z.string().min(32, 'al menos 32 caracteres').optional(),
    ARCA_SIMULATOR_URL: z
      .url({ protocol: /^https?$/ })
      .refine(
        isLoopbackUrl,
        'solo una dirección local (localhost, 127.0.0.1, ::1): el simulador de ARCA no es ARCA',
      )
      .optional(),
    RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
    RECAPTCHA_SECRET_KEY: z.string().min(1).optional(),
    RECAPTCHA_VERIFY_URL: z
      .url({ protocol: /^https?$/ })
      .default('https://www.google.com/recaptcha/api/siteverify'),
    OIDC_ISSUER: z.url({ protocol: /^https?$/ }).default('https://accounts.google.com'),
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    AUTH_RATE_LIMIT_FACTOR: z.coerce.number().int().min(1).max(10_000).default(1),
    MP_API_BASE: z.url({ protocol: /^https?$/ }).default('https://api.mercadopago.com'),
    MP_ACCESS_TOKEN: z.string().min(1).optional(),
    MP_WEBHOOK_SECRET: z.string().min(1).optional(),
    PAYPAL_API_BASE: z.url({ protocol: /^https?$/ }).default('https://api-m.paypal.com'),
    /** Where the owner's own PayPal credentials for its sandbox are used (PAYPAL_API_BASE: for live ones). */
    PAYPAL_SANDBOX_API_BASE: z.url({ protocol: /^https?$/ }).default('https://api-m.sandbox.paypal.com'),
    PAYPAL_CLIENT_ID: z.string().min(1).optional(),
    PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
    PAYPAL_WEBHOOK_ID: z.string().min(1).optional(),
    PAYMENT_SIMULATOR: flag.optional(),
    PENDING_PURCHASE_DAYS: holdDays.optional(),
    /** Deprecated: the former name of PENDING_PURCHASE_DAYS, still read when that one is not set. */
    TRANSFER_DEADLINE_DAYS: holdDays.optional(),
  })
  .refine((env) => Boolean(env.ADMIN_EMAIL) === Boolean(env.ADMIN_PASSWORD), {
    message: 'ADMIN_EMAIL y ADMIN_PASSWORD van juntos',
    path: ['ADMIN_PASSWORD'],
  })
  .refine((env) => Boolean(env.RECAPTCHA_SITE_KEY) === Boolean(env.RECAPTCHA_SECRET_KEY), {
    message: 'RECAPTCHA_SITE_KEY y RECAPTCHA_SECRET_KEY van juntos',
    path: ['RECAPTCHA_SECRET_KEY'],
  })
  // Half a provider's credentials could create payments whose webhooks are never believed (or the reverse).
  .refine((env) => Boolean(env.MP_ACCESS_TOKEN) === Boolean(env.MP_WEBHOOK_SECRET), {
    message: 'MP_ACCESS_TOKEN y MP_WEBHOOK_SECRET van juntos',
    path: ['MP_WEBHOOK_SECRET'],
  })
  .refine(
    (env) =>
      new Set([env.PAYPAL_CLIENT_ID, env.PAYPAL_CLIENT_SECRET, env.PAYPAL_WEBHOOK_ID].map(Boolean)).size ===
      1,
    {
      message: 'PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET y PAYPAL_WEBHOOK_ID van juntos',
      path: ['PAYPAL_WEBHOOK_ID'],
    },
  );

type Env = z.infer<typeof envSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  /** Undefined: embedded PGlite under dataDir. 'memory://': PGlite in memory (tests). */
  databaseUrl: string | undefined;
  seedDemo: boolean;
  admin: { email: string; password: string } | undefined;
  logLevel: string;
  /** The addresses (CIDR blocks, named ranges) of the proxies whose X-Forwarded-* are believed; false: none. */
  trustProxy: string[] | false;
  /** Folder holding the React Router build (client/ and server/). */
  webBuildDir: string;
  /**
   * SMTP when smtpUrl is set; otherwise mail is written to dataDir/outbox. `from` defaults to the owner's name;
   * `perMinute` is the most messages handed to the mail server a minute, by every instance together.
   */
  mail: { smtpUrl: string | undefined; from: string | undefined; perMinute: number };
  /** ALTCHA unless reCAPTCHA's keys are set. Without altchaHmacKey, a key is generated once in dataDir. */
  captcha: {
    altchaHmacKey: string | undefined;
    recaptcha: { siteKey: string; secretKey: string; verifyUrl: string } | undefined;
  };
  /** Social login (OpenID Connect); undefined when no client id is configured. */
  oidc: { issuer: string; clientId: string } | undefined;
  /** Shared rate-limit counters; undefined keeps them in memory. */
  redisUrl: string | undefined;
  /** Multiplies every rate limit of the account routes (end-to-end tests log in many times from one IP). */
  authRateLimitFactor: number;
  payments: PaymentsConfig;
  /**
   * The key that seals the secrets kept in the database (the owner's ARCA private key); without it, one is
   * generated once in dataDir as secrets.key, which must then be kept apart from the database's backups.
   */
  secretsKey: string | undefined;
  /**
   * Where invoices are asked for: ARCA itself, or a simulator of it for both environments: the one mounted at
   * /simulador/arca whenever the payment simulator is (under its rules), or ARCA_SIMULATOR_URL's (loopback).
   */
  arca: { simulatorBase: string | undefined };
  /**
   * Days a pending purchase is held before it expires, whatever its way to pay: a transfer (or manual payment
   * from abroad), and one to pay at Mercado Pago or PayPal that was never paid.
   */
  pendingPurchaseDays: number;
}

/** Where the payment clients call and with which secrets; a provider is undefined when it is not configured. */
export interface PaymentsConfig {
  mercadoPago: { apiBase: string; accessToken: string; webhookSecret: string } | undefined;
  payPal: { apiBase: string; clientId: string; clientSecret: string; webhookId: string } | undefined;
  /**
   * On outside production (or with PAYMENT_SIMULATOR=1) for a loopback PUBLIC_URL with no provider credentials
   * and no trusted proxy: the simulator mounted at /simulador plays both providers, the clients above point at
   * it, and its secrets are drawn at every start.
   */
  simulator: boolean;
  /**
   * Where the owner's own credentials (saved in 'Datos de pago') are used: the providers' APIs, or the
   * simulator's when it runs. PayPal's per environment.
   */
  bases: { mercadoPago: string; payPal: Record<PayPalEnvironment, string> };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means 'not set', as in most deployment tools.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Configuración inválida:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const publicUrl = trimSlash(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`);
  const payments = paymentsConfig(e, publicUrl);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    seedDemo: e.SEED_DEMO,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    webBuildDir: e.WEB_BUILD_DIR
      ? path.resolve(e.WEB_BUILD_DIR)
      : fileURLToPath(new URL('../../web/build', import.meta.url)),
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, perMinute: e.MAIL_PER_MINUTE },
    captcha: {
      altchaHmacKey: e.ALTCHA_HMAC_KEY,
      recaptcha:
        e.RECAPTCHA_SITE_KEY && e.RECAPTCHA_SECRET_KEY
          ? {
              siteKey: e.RECAPTCHA_SITE_KEY,
              secretKey: e.RECAPTCHA_SECRET_KEY,
              verifyUrl: e.RECAPTCHA_VERIFY_URL,
            }
          : undefined,
    },
    oidc: e.OIDC_CLIENT_ID ? { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID } : undefined,
    redisUrl: e.REDIS_URL,
    authRateLimitFactor: e.AUTH_RATE_LIMIT_FACTOR,
    payments,
    secretsKey: e.SECRETS_KEY,
    arca: {
      simulatorBase: e.ARCA_SIMULATOR_URL
        ? trimSlash(e.ARCA_SIMULATOR_URL)
        : payments.simulator
          ? `${publicUrl}/simulador/arca`
          : undefined,
    },
    pendingPurchaseDays: e.PENDING_PURCHASE_DAYS ?? e.TRANSFER_DEADLINE_DAYS ?? 7,
  };
}

/** localhost, 127.0.0.0/8 and [::1]: addresses that only this machine can reach. */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

const isLoopbackHost = (host: string) => isLoopbackUrl(`http://${host.includes(':') ? `[${host}]` : host}`);

/**
 * The simulator approves payments at the click of a button: it must never stand in for a provider on a site
 * that others can reach, whatever NODE_ENV says (`npm start` runs production on localhost). paymentsConfig
 * turns it on only for loopback; the plugin checks again when it is mounted, so no other path can expose it.
 */
export function assertSimulatorAllowed(publicUrl: string): void {
  if (!isLoopbackUrl(publicUrl)) {
    throw new ConfigError(
      `Configuración inválida:\n  PUBLIC_URL: el simulador de pagos solo funciona en una dirección local (localhost, 127.0.0.1, [::1]), no en ${publicUrl}`,
    );
  }
}

const simulatorRefused = (variable: string, reason: string) =>
  new ConfigError(`Configuración inválida:\n  ${variable}: el simulador de pagos ${reason}`);

/**
 * Why the simulator may not run here, or undefined. Behind a trusted proxy every visitor arrives from this
 * machine, so loopback proves nothing about who is asking.
 */
function simulatorObstacle(e: Env, publicUrl: string): Error | undefined {
  if ([e.MP_ACCESS_TOKEN, e.PAYPAL_CLIENT_ID].some(Boolean)) {
    return simulatorRefused('PAYMENT_SIMULATOR', 'no funciona con credenciales de Mercado Pago o PayPal');
  }
  if (!isLoopbackUrl(publicUrl)) {
    return simulatorRefused(
      'PUBLIC_URL',
      `solo funciona en una dirección local (localhost, 127.0.0.1, [::1]), no en ${publicUrl}`,
    );
  }
  if (e.TRUST_PROXY) {
    return simulatorRefused('TRUST_PROXY', 'no funciona detrás de un proxy: quitá PAYMENT_SIMULATOR');
  }
  return undefined;
}

/** Without credentials on a public URL a provider is simply off (the purchase offers the bank transfer). */
function paymentsConfig(e: Env, publicUrl: string): PaymentsConfig {
  const obstacle = simulatorObstacle(e, publicUrl);
  // Asked for by name, a simulator that cannot run is an error rather than a silent absence.
  if (obstacle && e.PAYMENT_SIMULATOR) throw obstacle;
  // Production is a site meant for others (`npm start` included): the simulator runs there only when asked
  // for by name, as the end-to-end tests of the production build do.
  const wanted = e.PAYMENT_SIMULATOR ?? e.NODE_ENV !== 'production';
  if (obstacle || !wanted) {
    return {
      mercadoPago:
        e.MP_ACCESS_TOKEN && e.MP_WEBHOOK_SECRET
          ? {
              apiBase: trimSlash(e.MP_API_BASE),
              accessToken: e.MP_ACCESS_TOKEN,
              webhookSecret: e.MP_WEBHOOK_SECRET,
            }
          : undefined,
      payPal:
        e.PAYPAL_CLIENT_ID && e.PAYPAL_CLIENT_SECRET && e.PAYPAL_WEBHOOK_ID
          ? {
              apiBase: trimSlash(e.PAYPAL_API_BASE),
              clientId: e.PAYPAL_CLIENT_ID,
              clientSecret: e.PAYPAL_CLIENT_SECRET,
              webhookId: e.PAYPAL_WEBHOOK_ID,
            }
          : undefined,
      simulator: false,
      bases: {
        mercadoPago: trimSlash(e.MP_API_BASE),
        payPal: { live: trimSlash(e.PAYPAL_API_BASE), sandbox: trimSlash(e.PAYPAL_SANDBOX_API_BASE) },
      },
    };
  }
  // A loopback PUBLIC_URL says nothing about who can connect: listening beyond loopback would let anyone
  // reach a simulator that approves payments at a click.
  if (!isLoopbackHost(e.HOST)) {
    throw new ConfigError(
      `Configuración inválida:\n  HOST: el simulador de pagos solo escucha en una dirección local (localhost, 127.0.0.1, ::1), no en ${e.HOST}; configurá PUBLIC_URL y las credenciales de Mercado Pago o PayPal para abrir el sitio a la red`,
    );
  }
  const secret = () => randomBytes(24).toString('hex');
  const mercadoPagoBase = `${publicUrl}/simulador/mp`;
  const payPalBase = `${publicUrl}/simulador/paypal`;
  return {
    mercadoPago: { apiBase: mercadoPagoBase, accessToken: secret(), webhookSecret: secret() },
    payPal: { apiBase: payPalBase, clientId: secret(), clientSecret: secret(), webhookId: secret() },
    simulator: true,
    bases: { mercadoPago: mercadoPagoBase, payPal: { live: payPalBase, sandbox: payPalBase } },
  };
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');
