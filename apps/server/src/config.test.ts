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
  ])('refuses %o naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${variable}:`));
  });
});
