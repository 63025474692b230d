import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * The only place that reads process.env: every setting is parsed and validated here at start-up,
 * so a bad value stops the server with a message naming the variable.
 */
const flag = z.enum(['0', '1', 'true', 'false']).transform((value) => value === '1' || value === 'true');

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
    TRUST_PROXY: flag.default(false),
    WEB_BUILD_DIR: z.string().min(1).optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_FROM: z.string().min(3).optional(),
    ALTCHA_HMAC_KEY: z.string().min(32, 'al menos 32 caracteres').optional(),
    RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
    RECAPTCHA_SECRET_KEY: z.string().min(1).optional(),
    RECAPTCHA_VERIFY_URL: z
      .url({ protocol: /^https?$/ })
      .default('https://www.google.com/recaptcha/api/siteverify'),
    OIDC_ISSUER: z.url({ protocol: /^https?$/ }).default('https://accounts.google.com'),
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    AUTH_RATE_LIMIT_FACTOR: z.coerce.number().int().min(1).max(10_000).default(1),
    TRANSFER_DEADLINE_DAYS: z.coerce.number().int().min(1).max(60).default(7),
  })
  .refine((env) => Boolean(env.ADMIN_EMAIL) === Boolean(env.ADMIN_PASSWORD), {
    message: 'ADMIN_EMAIL y ADMIN_PASSWORD van juntos',
    path: ['ADMIN_PASSWORD'],
  })
  .refine((env) => Boolean(env.RECAPTCHA_SITE_KEY) === Boolean(env.RECAPTCHA_SECRET_KEY), {
    message: 'RECAPTCHA_SITE_KEY y RECAPTCHA_SECRET_KEY van juntos',
    path: ['RECAPTCHA_SECRET_KEY'],
  });

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
  trustProxy: boolean;
  /** Folder holding the React Router build (client/ and server/). */
  webBuildDir: string;
  /** SMTP when smtpUrl is set; otherwise mail is written to dataDir/outbox. `from` defaults to the owner's name. */
  mail: { smtpUrl: string | undefined; from: string | undefined };
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
  /** Days a pending transfer (or manual payment from abroad) is held before it expires. */
  transferDeadlineDays: number;
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
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
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
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
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
    transferDeadlineDays: e.TRANSFER_DEADLINE_DAYS,
  };
}
