import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SiteStatusCheck } from '@constelaciones/contract';
import { writeBackup } from '../../backups/backup';
import { loadConfig } from '../../config';
import { auditLog, siteContent } from '../../db/schema';
import { buildTestApp, sessionFor, type TestApp } from '../../test/helper';
import { paymentAccounts } from '../../platform/payment-accounts';
import { siteStatus } from './checks';

/* 'Estado del sitio', on the database of the run: PGlite, or PostgreSQL with DATABASE_URL. */
const demoSite = await buildTestApp();
const admin = await sessionFor(demoSite.deps, 'ADMIN');

async function statusOf(site: TestApp, headers = admin.headers) {
  const reply = await site.app.inject({ method: 'GET', url: '/api/admin/site-status', headers });
  expect(reply.statusCode, reply.body).toBe(200);
  return Object.fromEntries(
    reply.json<{ checks: SiteStatusCheck[] }>().checks.map((check) => [check.key, check]),
  ) as Record<SiteStatusCheck['key'], SiteStatusCheck>;
}

const putPaymentSettings = (site: TestApp, values: Record<string, string | number>) =>
  site.app.inject({
    method: 'PUT',
    url: '/api/admin/payment-settings',
    headers: admin.headers,
    payload: values,
  });

describe('Estado del sitio', () => {
  it('lists every check in order, and a demo site on http with no SMTP is not ready', async () => {
    const reply = await demoSite.app.inject({
      method: 'GET',
      url: '/api/admin/site-status',
      headers: admin.headers,
    });
    expect(reply.json<{ checks: SiteStatusCheck[] }>().checks.map((check) => check.key)).toEqual([
      'owner',
      'testEmail',
      'https',
      'transfers',
      'providers',
      'invoicing',
      'demo',
      'legal',
      'backup',
    ]);
    const status = await statusOf(demoSite);
    expect(status.invoicing).toEqual({
      key: 'invoicing',
      done: false,
      detail: 'Sin datos de facturación: los pagos no se facturan.',
    });
    expect(status.https).toEqual({
      key: 'https',
      done: false,
      detail: 'La dirección del sitio es http://sitio.test, sin https.',
    });
    expect(status.testEmail.done).toBe(false);
    expect(status.testEmail.detail).toMatch(/^No hay servidor de correo configurado/);
    expect(status.transfers).toMatchObject({
      done: false,
      detail: 'Los datos bancarios son los de demostración.',
    });
    expect(status.backup).toMatchObject({ done: false, detail: 'No hay copias de seguridad registradas.' });
    expect(status.legal).toMatchObject({
      done: false,
      detail: 'Falta publicar los términos y condiciones y la política de privacidad.',
    });
  });

  it('sees the terms and the privacy policy once both are published', async () => {
    const publish = (kind: string) =>
      demoSite.app.inject({
        method: 'POST',
        url: '/api/admin/legal-texts/publish',
        headers: admin.headers,
        payload: { kind, markdown: '## Texto\n\nRevisado por la dueña.' },
      });
    expect((await publish('terms')).statusCode).toBe(200);
    expect((await statusOf(demoSite)).legal).toMatchObject({
      done: false,
      detail: 'Falta publicar la política de privacidad.',
    });
    expect((await publish('privacy')).statusCode).toBe(200);
    expect((await statusOf(demoSite)).legal.done).toBe(true);
  });

  it("counts her own details only: the demo's fictional owner does not", async () => {
    const { db } = demoSite.deps.database;
    // The demo loads the fictional owner's details (Mariana Ríos), marked demo.
    const [fictional] = await db.select().from(siteContent).where(eq(siteContent.key, 'owner'));
    expect(fictional).toMatchObject({ demo: true, value: expect.objectContaining({ name: 'Mariana Ríos' }) });
    expect((await statusOf(demoSite)).owner.done).toBe(false);
    expect((await statusOf(demoSite)).demo).toMatchObject({
      done: false,
      detail: 'El sitio todavía muestra contenido de demostración.',
    });
    await db
      .insert(siteContent)
      .values({ key: 'owner', value: { name: 'Lucía Pérez', profession: '', noticesEmail: '' } })
      .onConflictDoUpdate({
        target: siteContent.key,
        set: { value: { name: 'Lucía Pérez', profession: '', noticesEmail: '' }, demo: false },
      });
    expect((await statusOf(demoSite)).owner).toMatchObject({
      done: false,
      detail: 'Falta la dirección que recibe los avisos.',
    });
    await db
      .update(siteContent)
      .set({ value: { name: 'Lucía Pérez', profession: '', noticesEmail: 'avisos@example.com' } })
      .where(eq(siteContent.key, 'owner'));
    expect((await statusOf(demoSite)).owner).toEqual({
      key: 'owner',
      done: true,
      detail: 'Lucía Pérez · los avisos van a avisos@example.com',
    });
  });

  it('takes her own bank details, or none (no transfer offered), but never the demo ones', async () => {
    const real = {
      bankHolder: 'Lucía Pérez',
      cuit: '20-12345678-6',
      bank: 'Banco Nación',
      cbu: '0110599520000001234567',
      alias: 'LUCIA.PEREZ.CONSTELA',
      abroadInstructions: '',
      earlyPaymentDays: 10,
      unpaidDataDays: 90,
      offerHours: 48,
    };
    expect((await putPaymentSettings(demoSite, real)).statusCode).toBe(200);
    expect((await statusOf(demoSite)).transfers).toMatchObject({
      done: true,
      detail: 'La transferencia se ofrece con tus datos bancarios.',
    });
    const none = { ...real, bankHolder: '', cuit: '', bank: '', cbu: '', alias: '' };
    expect((await putPaymentSettings(demoSite, none)).statusCode).toBe(200);
    expect((await statusOf(demoSite)).transfers).toMatchObject({
      done: true,
      detail: 'La transferencia no se ofrece: no hay datos bancarios cargados.',
    });
  });

  it('says when the last backup was made, and asks for one older than 7 days', async () => {
    const { database, config } = demoSite.deps;
    const folder = await mkdtemp(path.join(tmpdir(), 'constelaciones-status-'));
    await writeBackup(database, config.dataDir, path.join(folder, 'copia.tar.gz'));
    const fresh = (await statusOf(demoSite)).backup;
    expect(fresh.done).toBe(true);
    expect(fresh.detail).toMatch(/^Última copia de seguridad: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);

    await database.db.update(auditLog).set({ at: new Date(Date.now() - 8 * 24 * 3600_000) });
    expect((await statusOf(demoSite)).backup.done).toBe(false);
  });

  it('asks for https, real payment credentials and a mail server, and sees them once set', async () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://constelaciones.example.org',
      MP_ACCESS_TOKEN: 'TEST-1234',
      MP_WEBHOOK_SECRET: 'secreto',
      SMTP_URL: 'smtp://127.0.0.1:2525',
    });
    const arrival = { protocol: 'https', forwardedProto: 'https' } as const;
    const status = Object.fromEntries(
      (
        await siteStatus({
          config,
          db: demoSite.deps.database.db,
          arrival,
          accounts: paymentAccounts(config.payments, demoSite.deps.database, demoSite.deps.secrets),
        })
      ).map((check) => [check.key, check]),
    );
    expect(status.https).toEqual({ key: 'https', done: true, detail: 'https://constelaciones.example.org' });
    expect(status.providers).toEqual({
      key: 'providers',
      done: false,
      detail: 'Mercado Pago: credenciales de prueba (no cobra de verdad) · PayPal: no se ofrece.',
    });
    expect(status.testEmail).toMatchObject({
      done: false,
      detail: 'Todavía no se entregó un correo de prueba.',
    });
  });

  it('sees https only when the proxy in front is believed and says so', async () => {
    const site = await buildTestApp({
      PUBLIC_URL: 'https://constelaciones.example.org',
      TRUST_PROXY: '127.0.0.1',
    });
    const owner = await sessionFor(site.deps, 'ADMIN');
    const httpsAt = async (remoteAddress: string, headers: Record<string, string>) => {
      const reply = await site.app.inject({
        method: 'GET',
        url: '/api/admin/site-status',
        remoteAddress,
        headers: { ...owner.headers, ...headers },
      });
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.json<{ checks: SiteStatusCheck[] }>().checks.find((check) => check.key === 'https');
    };

    // Through the proxy named in TRUST_PROXY, which says the visit came by https.
    expect(await httpsAt('127.0.0.1', { 'x-forwarded-proto': 'https' })).toEqual({
      key: 'https',
      done: true,
      detail: 'https://constelaciones.example.org',
    });
    // Through a proxy the server does not believe: every visitor would share its limits, and no HSTS.
    expect(await httpsAt('10.0.0.7', { 'x-forwarded-proto': 'https' })).toEqual({
      key: 'https',
      done: false,
      detail:
        'Las visitas llegan a través de un proxy que el servidor no reconoce (falta TRUST_PROXY): todas comparten los mismos límites de intentos y los navegadores no reciben la orden de usar siempre https.',
    });
    // Through a believed proxy that does not say how the visit came.
    expect(await httpsAt('127.0.0.1', {})).toMatchObject({
      done: false,
      detail:
        'Esta página llegó al servidor sin https: el proxy que atiende la dirección del sitio tiene que avisarle (X-Forwarded-Proto) y estar en TRUST_PROXY.',
    });
  });
});
