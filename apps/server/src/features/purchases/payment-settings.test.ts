import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, paymentSettings } from '../../db/schema';
import { sessionFor } from '../../test/helper';
import { buildPurchasesTestApp, student, type Caller } from '../../test/fixtures/purchases';

const testApp = await buildPurchasesTestApp();
const { app, deps } = testApp;
const { db } = deps.database;
const admin = await sessionFor(deps, 'ADMIN');

describe('GET/PUT /admin/payment-settings', () => {
  const valid = {
    bankHolder: 'Mariana Ríos',
    cuit: '20-12345678-6',
    bank: 'Banco Nación',
    cbu: '0110599520000001234567',
    alias: 'MARIANA.RIOS',
    abroadInstructions: 'Western Union a nombre de Mariana Ríos.',
    earlyPaymentDays: 10,
    unpaidDataDays: 60,
    reminderDays: 5,
    offerHours: 24,
    maxInstallments: 6,
  };
  const put = (caller: Caller, payload: object) =>
    app.inject({ method: 'PUT', url: '/api/admin/payment-settings', headers: caller.headers, payload });

  it('reads the demo values, saves valid ones (audited) and refuses invalid ones with Spanish messages', async () => {
    const before = await app.inject({
      method: 'GET',
      url: '/api/admin/payment-settings',
      headers: admin.headers,
    });
    expect(before.json().settings).toMatchObject({
      bankHolder: expect.stringContaining('DEMO'),
      earlyPaymentDays: 15,
      unpaidDataDays: 90,
      reminderDays: 7,
    });

    const saved = await put(admin, valid);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      settings: { ...valid, cuit: '20123456786' },
      msg: 'Datos de pago actualizados',
    });
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.entity, 'payment-settings'));
    expect(entry).toMatchObject({ action: 'update', actorId: admin.userId });
    // A client that does not send the reminder days keeps them.
    const { reminderDays: _kept, ...withoutReminderDays } = valid;
    expect((await put(admin, withoutReminderDays)).json().settings.reminderDays).toBe(5);

    const bad = await put(admin, {
      ...valid,
      cuit: '20-12345678-5',
      cbu: '123',
      reminderDays: 1,
      maxInstallments: 13,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      cuit: 'El CUIT debe tener 11 números y un dígito verificador válido.',
      cbu: 'El CBU o CVU debe tener 22 números.',
      reminderDays: 'Los días del recordatorio deben ser un número entero entre 2 y 60.',
      maxInstallments: 'Elegí un número entero de cuotas entre 1 y 12.',
    });
    const student1 = await student(deps);
    expect((await put(student1, valid)).statusCode).toBe(403);
    await db
      .update(paymentSettings)
      .set({ earlyPaymentDays: 15, unpaidDataDays: 90, reminderDays: 7, maxInstallments: 12 });
  });
});
