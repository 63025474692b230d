import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('has working defaults for a fresh clone', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
    expect(config.admin).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.mail).toEqual({ smtpUrl: undefined, from: undefined });
    expect(config.captcha).toEqual({ altchaHmacKey: undefined, recaptcha: undefined });
    expect(config.oidc).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.authRateLimitFactor).toBe(1);
  });

  it('reads the settings of accounts: mail, captcha, social login, shared counters', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://usuario:clave@smtp.example.com:465',
      MAIL_FROM: 'Mariana <hola@example.com>',
      RECAPTCHA_SITE_KEY: 'sitio',
      RECAPTCHA_SECRET_KEY: 'secreto',
      OIDC_CLIENT_ID: 'cliente.apps.googleusercontent.com',
      REDIS_URL: 'redis://127.0.0.1:6379',
      AUTH_RATE_LIMIT_FACTOR: '50',
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://usuario:clave@smtp.example.com:465',
      from: 'Mariana <hola@example.com>',
    });
    expect(config.captcha.recaptcha).toEqual({
      siteKey: 'sitio',
      secretKey: 'secreto',
      verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
    });
    expect(config.oidc).toEqual({
      issuer: 'https://accounts.google.com',
      clientId: 'cliente.apps.googleusercontent.com',
    });
    expect(config.redisUrl).toBe('redis://127.0.0.1:6379');
    expect(config.authRateLimitFactor).toBe(50);
  });

  it('treats empty variables as unset and reads the others', () => {
    const config = loadConfig({
      PORT: '4000',
      DATABASE_URL: '',
      SEED_DEMO: '0',
      PUBLIC_URL: 'https://sitio.example/',
    });
    expect(config.port).toBe(4000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBe(false);
    expect(config.publicUrl).toBe('https://sitio.example');
  });

  it.each([
    [{ PORT: 'tres mil' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
    [{ PUBLIC_URL: 'ftp://sitio' }, 'PUBLIC_URL'],
    [{ SEED_DEMO: 'quizás' }, 'SEED_DEMO'],
    [{ ADMIN_EMAIL: 'admin@example.com' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_EMAIL: 'no-es-un-mail', ADMIN_PASSWORD: 'una-clave-larga' }, 'ADMIN_EMAIL'],
    [{ ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'una-clave-muy-larga' }, 'ADMIN_PASSWORD'],
    [{ SMTP_URL: 'http://smtp.example.com' }, 'SMTP_URL'],
    [{ ALTCHA_HMAC_KEY: 'corta' }, 'ALTCHA_HMAC_KEY'],
    [{ RECAPTCHA_SITE_KEY: 'sitio' }, 'RECAPTCHA_SECRET_KEY'],
    [{ OIDC_ISSUER: 'accounts.google.com' }, 'OIDC_ISSUER'],
    [{ REDIS_URL: '127.0.0.1:6379' }, 'REDIS_URL'],
    [{ AUTH_RATE_LIMIT_FACTOR: '0' }, 'AUTH_RATE_LIMIT_FACTOR'],
  ])('refuses %o naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${variable}:`));
  });
});
