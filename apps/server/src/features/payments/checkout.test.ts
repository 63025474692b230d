import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Purchase } from '@constelaciones/contract';
import { auditLog, paymentSettings, purchases } from '../../db/schema';
import { sessionFor } from '../../test/helper';
import {
  buildPurchasesTestApp,
  bought,
  mailsTo,
  newActivity,
  OWNER_EMAIL,
  student,
  type Caller,
} from '../../test/fixtures/purchases';

const testApp = await buildPurchasesTestApp();
const { app, deps } = testApp;
const { db } = deps.database;
const admin = await sessionFor(deps, 'ADMIN');

const transfer = (caller: Caller, payload: object) =>
  app.inject({ method: 'POST', url: '/api/checkout/transfer', headers: caller.headers, payload });
const confirm = (caller: Caller, idPurchase: string) =>
  app.inject({
    method: 'POST',
    url: '/api/checkout/transfer-confirm',
    headers: caller.headers,
    payload: { idPurchase },
  });

async function pendingTransfer(country = 'Argentina') {
  const activity = await newActivity(deps);
  const caller = await student(deps, country);
  const purchase = await bought(app, caller, {
    inscription: activity.id,
    inscriptionModel: 'Activity',
    wayToPay: 'transfer',
  });
  return { caller, purchase };
}

describe('POST /checkout/transfer', () => {
  it('e-mails the bank details with the amount, the reference and the deadline', async () => {
    const { caller, purchase } = await pendingTransfer();
    const res = await transfer(caller, { idPurchase: purchase._id, type: 'Activity', pricePurchase: 12000 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ok: true,
      msg: 'Te enviamos a tu correo los datos para pagar tu inscripción.',
    });
    const mail = await testApp.mailbox.waitForMail(caller.email, 'Datos para pagar');
    expect(mail.subject).toBe(`Datos para pagar tu inscripción ${purchase.reference}`);
    for (const part of [
      'Titular: DEMO',
      'CUIT: 20123456786',
      'Banco: Banco de Ejemplo (DEMO)',
      'CBU / CVU: 0000000000000000000000',
      'Alias: DEMO.NO.TRANSFERIR',
      'Importe: $ 12.000',
      `Referencia: ${purchase.reference}`,
      'Fecha límite de pago: ',
      'Mariana Ríos',
    ]) {
      expect(mail.text).toContain(part);
    }
    expect(mail.links).toContain('http://sitio.test/dashboard');
  });

  it("sends the owner's instructions to those who pay from abroad", async () => {
    const { caller, purchase } = await pendingTransfer('México');
    const res = await transfer(caller, { idPurchase: purchase._id, type: 'Activity', pricePurchase: '20' });
    expect(res.statusCode).toBe(200);
    const mail = await testApp.mailbox.waitForMail(caller.email, 'Datos para pagar');
    expect(mail.text).toContain('Western Union');
    expect(mail.text).toContain('Importe: USD 20');
    expect(mail.text).not.toContain('CBU');
  });

  it('refuses a price that differs from the purchase (400) and sends nothing', async () => {
    const { caller, purchase } = await pendingTransfer();
    for (const pricePurchase of [1, 11999.99, '12001']) {
      const res = await transfer(caller, { idPurchase: purchase._id, type: 'Activity', pricePurchase });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(
        'El precio no coincide con el de la inscripción. Actualizá la página y volvé a intentar.',
      );
    }
    expect(await mailsTo(testApp, caller.email, 'Datos para pagar')).toEqual([]);
  });

  it("answers 404 for another person's purchase, changes nothing and sends nothing", async () => {
    const { purchase } = await pendingTransfer();
    const intruder = await student(deps);
    const res = await transfer(intruder, {
      idPurchase: purchase._id,
      type: 'Activity',
      pricePurchase: 12000,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('No se encontro ninguna compra!');
    expect(await mailsTo(testApp, intruder.email, 'Datos para pagar')).toEqual([]);
    expect(await mailsTo(testApp, purchase.user_id.email, 'Datos para pagar')).toEqual([]);
    const show = await app.inject({
      method: 'GET',
      url: `/api/purchases/show/${purchase._id}`,
      headers: intruder.headers,
    });
    expect(show.statusCode).toBe(404);
  });

  it('refuses a purchase paid by another way, a wrong type, and one no longer pending', async () => {
    const activity = await newActivity(deps);
    const caller = await student(deps);
    const byMercadoPago = await bought(app, caller, {
      inscription: activity.id,
      inscriptionModel: 'Activity',
      wayToPay: 'mp',
    });
    const other = await transfer(caller, {
      idPurchase: byMercadoPago._id,
      type: 'Activity',
      pricePurchase: 12000,
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().msg).toBe('Esta inscripción no se paga por transferencia.');

    const { caller: owner, purchase } = await pendingTransfer();
    const wrongType = await transfer(owner, {
      idPurchase: purchase._id,
      type: 'Course',
      pricePurchase: 12000,
    });
    expect(wrongType.statusCode).toBe(400);
    await confirm(admin, purchase._id);
    const paid = await transfer(owner, { idPurchase: purchase._id, type: 'Activity', pricePurchase: 12000 });
    expect(paid.statusCode).toBe(409);
  });

  it('says so when the owner has not set her bank details', async () => {
    const { caller, purchase } = await pendingTransfer();
    const [saved] = await db.select().from(paymentSettings);
    await db.update(paymentSettings).set({ cbu: '', alias: '' });
    const res = await transfer(caller, { idPurchase: purchase._id, type: 'Activity', pricePurchase: 12000 });
    await db.update(paymentSettings).set(saved!);
    expect(res.statusCode).toBe(503);
    expect(res.json().msg).toMatch(/^Los datos para pagar todavía no están disponibles/);
  });
});

describe('limits on checkouts (AUTH_RATE_LIMIT_FACTOR 1)', async () => {
  const limited = await buildPurchasesTestApp({ AUTH_RATE_LIMIT_FACTOR: '1' });
  const activity = await newActivity(limited.deps);
  /** A new student bought the activity, and a call on their behalf. */
  const purchaseBy = async (wayToPay: 'transfer' | 'mp') => {
    const caller = await student(limited.deps);
    const purchase = await bought(limited.app, caller, {
      inscription: activity.id,
      inscriptionModel: 'Activity',
      wayToPay,
    });
    const post = (url: string, payload: object) =>
      limited.app.inject({ method: 'POST', url, headers: caller.headers, payload });
    return { caller, purchase, post };
  };
  const tooMany = (res: { statusCode: number; json: () => { msg: string } }) => {
    expect(res.statusCode).toBe(429);
    expect(res.json().msg).toBe('Demasiados intentos. Esperá unos minutos y volvé a intentar.');
  };

  it('refuses a sixth transfer e-mail in 15 minutes to one student (429, in Spanish), not to another', async () => {
    const transferBy = async () => {
      const { caller, purchase, post } = await purchaseBy('transfer');
      const payload = { idPurchase: purchase._id, type: 'Activity', pricePurchase: 12000 };
      return { caller, send: () => post('/api/checkout/transfer', payload) };
    };
    const first = await transferBy();
    for (let attempt = 0; attempt < 5; attempt++) expect((await first.send()).statusCode).toBe(200);
    tooMany(await first.send());
    expect(await mailsTo(limited, first.caller.email, 'Datos para pagar')).toHaveLength(5);
    expect((await (await transferBy()).send()).statusCode).toBe(200);
  });

  it("refuses one student's 31st call to a provider in 15 minutes, on any of its routes, not another's", async () => {
    const providerCallsBy = async () => {
      const { purchase, post } = await purchaseBy('mp');
      const start = { idPurchase: purchase._id };
      const back = { id: 'pago-123', idPurchase: purchase._id, type: 'Activity' };
      const routes = [
        ['/api/checkout/mp', start],
        ['/api/checkout/pp', start],
        ['/api/checkout/mp/status', back],
        ['/api/checkout/pp/status', back],
      ] as const;
      return (n: number) => {
        const [url, payload] = routes[n % routes.length]!;
        return post(url, payload);
      };
    };
    const first = await providerCallsBy();
    // No provider has credentials here: each call answers 503, and counts.
    for (let n = 0; n < 30; n++) expect((await first(n)).statusCode).toBe(503);
    const beyond = await first(30);
    tooMany(beyond);
    expect(Number(beyond.headers['retry-after'])).toBeGreaterThan(0);
    expect((await (await providerCallsBy())(0)).statusCode).toBe(503);
  });
});

describe('provider checkout without credentials', () => {
  it('answers 503 in Spanish and sends nobody to a provider', async () => {
    const activity = await newActivity(deps);
    const caller = await student(deps);
    const purchase = await bought(app, caller, {
      inscription: activity.id,
      inscriptionModel: 'Activity',
      wayToPay: 'mp',
    });
    for (const url of ['/api/checkout/mp', '/api/checkout/pp']) {
      const res = await app.inject({
        method: 'POST',
        url,
        headers: caller.headers,
        payload: { idPurchase: purchase._id },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().msg).toBe(
        'Este medio de pago no está disponible en este momento. Elegí otro o contactá con el administrador.',
      );
    }
  });
});

describe('POST /checkout/transfer-confirm', () => {
  it('is for admins only: a USER gets 403 and nothing changes', async () => {
    const { caller, purchase } = await pendingTransfer();
    const res = await confirm(caller, purchase._id);
    expect(res.statusCode).toBe(403);
    const [row] = await db.select().from(purchases).where(eq(purchases.id, purchase._id));
    expect(row).toMatchObject({ state: 'pending', pay: false });
  });

  it('confirms once: twice changes nothing, one receipt, one e-mail to the owner, one audited transition', async () => {
    const { caller, purchase } = await pendingTransfer();
    const first = await confirm(admin, purchase._id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      msg: 'Pago confirmado',
      purchase: { _id: purchase._id, pay: true, state: 'paid' },
    });
    const paidAt = first.json<{ purchase: Purchase }>().purchase.paidAt;
    expect(paidAt).not.toBeNull();
    const again = await confirm(admin, purchase._id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ msg: 'El pago ya estaba confirmado.', purchase: { paidAt } });

    const receipts = await mailsTo(testApp, caller.email, 'Pago confirmado');
    expect(receipts).toHaveLength(1);
    for (const part of [
      'Inscripción: Taller de prueba',
      'Importe: $ 12.000',
      'Moneda: ARS',
      'Medio de pago: Transferencia',
      'Fecha de pago: ',
      `Referencia: ${purchase.reference}`,
    ]) {
      expect(receipts[0]!.text).toContain(part);
    }
    expect(
      await mailsTo(testApp, OWNER_EMAIL, `Pago recibido: Taller de prueba (${purchase.reference})`),
    ).toHaveLength(1);
    const entries = await db.select().from(auditLog).where(eq(auditLog.entityId, purchase._id));
    expect(entries.map((entry) => entry.action).sort()).toEqual(['create', 'update']);
    const update = entries.find((entry) => entry.action === 'update')!;
    expect(update).toMatchObject({ entity: 'purchase', actorId: admin.userId });
    expect(update.before).toMatchObject({ state: 'pending', pay: false });
    expect(update.after).toMatchObject({ state: 'paid', pay: true });
  });

  it('confirms in parallel once', async () => {
    const { caller, purchase } = await pendingTransfer();
    const answers = await Promise.all([1, 2, 3].map(() => confirm(admin, purchase._id)));
    expect(answers.map((res) => res.json().msg).sort()).toEqual([
      'El pago ya estaba confirmado.',
      'El pago ya estaba confirmado.',
      'Pago confirmado',
    ]);
    expect(await mailsTo(testApp, caller.email, 'Pago confirmado')).toHaveLength(1);
  });

  it('answers 404 for an unknown purchase', async () => {
    const res = await confirm(admin, crypto.randomUUID());
    expect(res.statusCode).toBe(404);
  });
});
