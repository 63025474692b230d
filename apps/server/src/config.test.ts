import { describe, expect, it } from 'vitest';

/** Where the providers' APIs are, when no variable moves them. */
const PROVIDER_BASES = {
  mercadoPago: 'https://api.mercadopago.com',
  payPal: { live: 'https://api-m.paypal.com', sandbox: 'https://api-m.sandbox.paypal.com' },
};
import { ConfigError, assertSimulatorAllowed, isLoopbackUrl, loadConfig } from './config';

describe('configuration', () => {
  it('has working defaults for a fresh clone', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
    expect(config.admin).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.mail).toEqual({ smtpUrl: undefined, from: undefined, perMinute: 60 });
    expect(config.captcha).toEqual({ altchaHmacKey: undefined, recaptcha: undefined });
    expect(config.oidc).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.authRateLimitFactor).toBe(1);
  });

  it('reads the settings of accounts: mail, captcha, social login, shared counters', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://usuario:clave@smtp.example.com:465',
      MAIL_FROM: 'Mariana <hola@example.com>',
      MAIL_PER_MINUTE: '30',
      RECAPTCHA_SITE_KEY: 'sitio',
      RECAPTCHA_SECRET_KEY: 'secreto',
      OIDC_CLIENT_ID: 'cliente.apps.googleusercontent.com',
      REDIS_URL: 'redis://127.0.0.1:6379',
      AUTH_RATE_LIMIT_FACTOR: '50',
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://usuario:clave@smtp.example.com:465',
      from: 'Mariana <hola@example.com>',
      perMinute: 30,
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

  it('holds a pending purchase PENDING_PURCHASE_DAYS, still reading the former TRANSFER_DEADLINE_DAYS', () => {
    expect(loadConfig({}).pendingPurchaseDays).toBe(7);
    expect(loadConfig({ PENDING_PURCHASE_DAYS: '3' }).pendingPurchaseDays).toBe(3);
    expect(loadConfig({ TRANSFER_DEADLINE_DAYS: '4' }).pendingPurchaseDays).toBe(4);
    expect(loadConfig({ PENDING_PURCHASE_DAYS: '3', TRANSFER_DEADLINE_DAYS: '4' }).pendingPurchaseDays).toBe(
      3,
    );
    expect(() => loadConfig({ TRANSFER_DEADLINE_DAYS: '0' })).toThrow(/TRANSFER_DEADLINE_DAYS/);
    expect(() => loadConfig({ PENDING_PURCHASE_DAYS: '61' })).toThrow(/PENDING_PURCHASE_DAYS/);
  });

  it('refuses a pace of mail that is not a whole number of messages a minute, from 1', () => {
    for (const wrong of ['0', '1.5', 'sesenta', '100001'])
      expect(() => loadConfig({ MAIL_PER_MINUTE: wrong }), wrong).toThrow(/MAIL_PER_MINUTE/);
  });

  it('asks ARCA itself unless a simulator runs: the one beside the payment simulator, or a loopback one', () => {
    const site = { NODE_ENV: 'production', PUBLIC_URL: 'https://constelaciones.example.org' };
    expect(loadConfig(site).arca.simulatorBase).toBeUndefined();
    expect(loadConfig({ PORT: '3000' }).arca.simulatorBase).toBe('http://localhost:3000/simulador/arca');
    expect(loadConfig({ ...site, ARCA_SIMULATOR_URL: 'http://127.0.0.1:4000/' }).arca.simulatorBase).toBe(
      'http://127.0.0.1:4000',
    );
    expect(() => loadConfig({ ARCA_SIMULATOR_URL: 'https://wsaa.afip.gov.ar' })).toThrow(
      /ARCA_SIMULATOR_URL/,
    );
  });

  it('refuses a secrets key shorter than 32 characters, and keeps one given', () => {
    expect(() => loadConfig({ SECRETS_KEY: 'corta' })).toThrow(/SECRETS_KEY: al menos 32 caracteres/);
    expect(loadConfig({ SECRETS_KEY: 'k'.repeat(32) }).secretsKey).toBe('k'.repeat(32));
    expect(loadConfig({}).secretsKey).toBeUndefined();
  });

  it('trusts X-Forwarded-* only from the proxies whose addresses it names, never from every hop', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,fd00::/8,uniquelocal' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      'fd00::/8',
      'uniquelocal',
    ]);
    for (const wrong of [
      '1',
      'true',
      '2',
      'todos',
      '10.0.0.300',
      '10.0.0.0/33',
      'fd00::/129',
      '10.0.0.1,,',
    ]) {
      expect(() => loadConfig({ TRUST_PROXY: wrong })).toThrow(/TRUST_PROXY: las direcciones de los proxies/);
    }
  });

  it('plays both payment providers with a simulator on a loopback URL without credentials', () => {
    const first = loadConfig({ PUBLIC_URL: 'http://127.0.0.1:4000' }).payments;
    expect(first.simulator).toBe(true);
    expect(first.mercadoPago?.apiBase).toBe('http://127.0.0.1:4000/simulador/mp');
    expect(first.payPal?.apiBase).toBe('http://127.0.0.1:4000/simulador/paypal');
    // Her own credentials are tried against it too, whatever their PayPal environment.
    expect(first.bases).toEqual({
      mercadoPago: 'http://127.0.0.1:4000/simulador/mp',
      payPal: {
        live: 'http://127.0.0.1:4000/simulador/paypal',
        sandbox: 'http://127.0.0.1:4000/simulador/paypal',
      },
    });
    // Its secrets are drawn at every start.
    const second = loadConfig({ PUBLIC_URL: 'http://127.0.0.1:4000' }).payments;
    expect(second.mercadoPago?.accessToken).not.toBe(first.mercadoPago?.accessToken);
    expect(second.payPal?.webhookId).not.toBe(first.payPal?.webhookId);
  });

  it('keeps the simulator off in production unless asked for by name, and never behind a proxy', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).payments).toEqual({
      mercadoPago: undefined,
      payPal: undefined,
      simulator: false,
      bases: PROVIDER_BASES,
    });
    // The end-to-end tests of the production build ask for it.
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_SIMULATOR: '1' }).payments.simulator).toBe(true);
    expect(loadConfig({ PAYMENT_SIMULATOR: '0' }).payments.simulator).toBe(false);
    // Behind a trusted proxy every visitor arrives from loopback: no simulator, whatever NODE_ENV says.
    for (const NODE_ENV of ['development', 'test'] as const) {
      expect(loadConfig({ NODE_ENV, TRUST_PROXY: '127.0.0.1' }).payments).toEqual({
        mercadoPago: undefined,
        payPal: undefined,
        simulator: false,
        bases: PROVIDER_BASES,
      });
    }
    // Asked for where it cannot run: an error naming why, not a silent absence.
    expect(() => loadConfig({ PAYMENT_SIMULATOR: '1', TRUST_PROXY: '127.0.0.1' })).toThrow(
      /TRUST_PROXY: el simulador de pagos no funciona detrás de un proxy/,
    );
    expect(() => loadConfig({ PAYMENT_SIMULATOR: '1', PUBLIC_URL: 'https://sitio.example' })).toThrow(
      /PUBLIC_URL: el simulador de pagos solo funciona en una dirección local/,
    );
    expect(() =>
      loadConfig({ PAYMENT_SIMULATOR: '1', MP_ACCESS_TOKEN: 'token', MP_WEBHOOK_SECRET: 'secreto' }),
    ).toThrow(/PAYMENT_SIMULATOR: el simulador de pagos no funciona con credenciales/);
  });

  it('uses the providers when their credentials are set, and no simulator', () => {
    const payments = loadConfig({
      MP_ACCESS_TOKEN: 'APP_USR-token',
      MP_WEBHOOK_SECRET: 'secreto-mp',
      PAYPAL_CLIENT_ID: 'cliente',
      PAYPAL_CLIENT_SECRET: 'secreto-pp',
      PAYPAL_WEBHOOK_ID: 'WH-1',
      PAYPAL_API_BASE: 'https://api-m.sandbox.paypal.com/',
    }).payments;
    expect(payments).toEqual({
      mercadoPago: {
        apiBase: 'https://api.mercadopago.com',
        accessToken: 'APP_USR-token',
        webhookSecret: 'secreto-mp',
      },
      payPal: {
        apiBase: 'https://api-m.sandbox.paypal.com',
        clientId: 'cliente',
        clientSecret: 'secreto-pp',
        webhookId: 'WH-1',
      },
      simulator: false,
      // Her own credentials, saved in 'Datos de pago', go where PAYPAL_API_BASE says for live ones.
      bases: {
        ...PROVIDER_BASES,
        payPal: { live: 'https://api-m.sandbox.paypal.com', sandbox: PROVIDER_BASES.payPal.sandbox },
      },
    });
    // One provider configured: the other is off, and the simulator does not stand in for it.
    const mercadoPagoOnly = loadConfig({ MP_ACCESS_TOKEN: 'token', MP_WEBHOOK_SECRET: 'secreto' }).payments;
    expect(mercadoPagoOnly.simulator).toBe(false);
    expect(mercadoPagoOnly.payPal).toBeUndefined();
  });

  it('never turns the simulator on for a public URL', () => {
    for (const NODE_ENV of ['production', 'development'] as const) {
      const payments = loadConfig({ NODE_ENV, PUBLIC_URL: 'https://sitio.example' }).payments;
      expect(payments).toEqual({
        mercadoPago: undefined,
        payPal: undefined,
        simulator: false,
        bases: PROVIDER_BASES,
      });
    }
  });

  it('refuses to start the simulator listening beyond loopback', () => {
    for (const HOST of ['0.0.0.0', '::', '192.168.1.10']) {
      expect(() => loadConfig({ HOST }), HOST).toThrow(/HOST: el simulador de pagos/);
    }
    for (const HOST of ['localhost', '127.0.0.1', '::1']) {
      expect(loadConfig({ HOST }).payments.simulator, HOST).toBe(true);
    }
    // With a public URL there is no simulator, so any address may listen.
    expect(() => loadConfig({ HOST: '0.0.0.0', PUBLIC_URL: 'https://sitio.example' })).not.toThrow();
  });

  it('tells loopback addresses from the others', () => {
    for (const url of [
      'http://localhost:3000',
      'http://127.0.0.1',
      'http://127.1.2.3:8080',
      'http://[::1]:3000',
    ]) {
      expect(isLoopbackUrl(url), url).toBe(true);
      expect(() => assertSimulatorAllowed(url)).not.toThrow();
    }
    for (const url of [
      'https://sitio.example',
      'http://10.0.0.2',
      'http://localhost.example.com',
      'http://[::2]',
    ]) {
      expect(isLoopbackUrl(url), url).toBe(false);
      expect(() => assertSimulatorAllowed(url)).toThrow(ConfigError);
      expect(() => assertSimulatorAllowed(url)).toThrow(/PUBLIC_URL: el simulador de pagos/);
    }
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
    [{ MP_ACCESS_TOKEN: 'token' }, 'MP_WEBHOOK_SECRET'],
    [{ MP_API_BASE: 'api.mercadopago.com' }, 'MP_API_BASE'],
    [{ PAYPAL_CLIENT_ID: 'cliente', PAYPAL_CLIENT_SECRET: 'secreto' }, 'PAYPAL_WEBHOOK_ID'],
    [{ PAYPAL_API_BASE: 'ftp://paypal' }, 'PAYPAL_API_BASE'],
  ])('refuses %o naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${variable}:`));
  });
});
