import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { Purchase, User } from '@constelaciones/contract';
import { auditLog, modules, paymentSettings, providerPayments, purchases } from '../../db/schema';
import { signMercadoPagoWebhook } from '../../integrations/payments/mercadopago-signature';
import { decide, type Arrival } from '../../integrations/payments/test-support';
import { sessionFor } from '../../test/helper';
import { buildProviderTestApp } from '../../test/fixtures/providers';
import {
  bought,
  mailsTo,
  newActivity,
  OWNER_EMAIL,
  student,
  trainingModule,
} from '../../test/fixtures/purchases';

/*
 * Paying a purchase at Mercado Pago, through the real app and the simulator over HTTP: the preference, the
 * return page's check, and the signed notifications the simulator sends (on PGlite, and on PostgreSQL when
 * DATABASE_URL names one).
 */
const testApp = await buildProviderTestApp();
const { app, deps, relay, simulator, stateOf, transitions } = testApp;
const { checkout, checkStatus, pay } = testApp.checkoutAt('mp');
const { db } = deps.database;

const preferencesCreated = () =>
  simulator.requests.filter((path) => path.endsWith('/mp/checkout/preferences')).length;
const notified = (paymentId: string) =>
  relay.waitFor(
    (arrival: Arrival) =>
      arrival.path === '/api/checkout/mp/webhook' && arrival.query.get('data.id') === paymentId,
  );

/** A student's pending Mercado Pago purchase: an activity ($ 12.000) unless a module is given. */
async function pending(item?: { id: string; model: 'Module' }) {
  const caller = await student(deps);
  const purchase = await bought(app, caller, {
    inscription: item?.id ?? (await newActivity(deps)).id,
    inscriptionModel: item?.model ?? 'Activity',
    wayToPay: 'mp',
  });
  return { caller, purchase };
}

describe('POST /checkout/mp', () => {
  it("sends the buyer to a preference with the purchase's own amount, back to /checkout/payment, once", async () => {
    const { caller, purchase } = await pending();
    const first = await checkout(caller, purchase);
    const again = await checkout(caller, purchase);
    expect(again.json()).toEqual(first.json());
    const attempts = await db
      .select()
      .from(providerPayments)
      .where(eq(providerPayments.purchaseId, purchase._id));
    expect(attempts).toMatchObject([{ provider: 'mp', status: 'created', providerPaymentId: null }]);

    const { html, location } = await decide(first.json<{ url: string }>().url, 'reject');
    expect(html).toContain('Taller de prueba');
    expect(html).toMatch(/ARS\s12\.000,00/);
    expect(`${location.origin}${location.pathname}`).toBe(`${relay.url}/checkout/payment`);
    expect(location.searchParams.get('external_reference')).toBe(purchase._id);
  });

  it("answers 404 for another person's purchase and creates nothing at Mercado Pago", async () => {
    const { purchase } = await pending();
    const intruder = await student(deps);
    const before = preferencesCreated();
    const res = await checkout(intruder, purchase);
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('No se encontro ninguna compra!');
    expect(preferencesCreated()).toBe(before);
    const status = await checkStatus(intruder, purchase, '123');
    expect(status.statusCode).toBe(404);
    expect(
      await db.select().from(providerPayments).where(eq(providerPayments.purchaseId, purchase._id)),
    ).toEqual([]);
  });

  it('refuses a purchase paid another way (400) and one paid already (409)', async () => {
    const activity = await newActivity(deps);
    const caller = await student(deps);
    const byTransfer = await bought(app, caller, {
      inscription: activity.id,
      inscriptionModel: 'Activity',
      wayToPay: 'transfer',
    });
    const before = preferencesCreated();
    const res = await checkout(caller, byTransfer);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('Esta inscripción no se paga con Mercado Pago.');
    const abroad = await student(deps, 'México');
    const byPayPal = await bought(app, abroad, {
      inscription: activity.id,
      inscriptionModel: 'Activity',
      wayToPay: 'pp',
    });
    expect((await checkout(abroad, byPayPal)).statusCode).toBe(400);
    expect(preferencesCreated()).toBe(before);

    const { caller: buyer, purchase } = await pending();
    const { returnId: paymentId } = await pay(buyer, purchase, 'approve');
    await notified(paymentId);
    const paid = await checkout(buyer, purchase);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().msg).toBe('Ya estás inscripto/a y tu pago está confirmado.');
  });
});

describe('POST /checkout/mp/status', () => {
  it('marks paid an approved payment: the message, the refreshed user with the module, the receipt and the owner', async () => {
    const module = await trainingModule(deps);
    const { caller, purchase } = await pending({ id: module.id, model: 'Module' });
    const { returnId: paymentId } = await pay(caller, purchase, 'approve');
    const res = await checkStatus(caller, purchase, paymentId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().msg).toBe(
      '¡Pago aprobado! Tu inscripción está confirmada. Te enviamos el comprobante por correo.',
    );
    expect(res.json<{ user: User }>().user.modules).toEqual([{ _id: module.id, title: module.title }]);
    expect(await stateOf(purchase._id)).toMatchObject({ state: 'paid', pay: true });
    await notified(paymentId);

    const receipts = await mailsTo(testApp, caller.email, 'Pago confirmado');
    expect(receipts).toHaveLength(1);
    for (const part of [
      `Inscripción: ${module.title}`,
      'Importe: $ 15.000',
      'Moneda: ARS',
      'Medio de pago: Mercado Pago',
      'Fecha de pago: ',
      `Referencia: ${purchase.reference}`,
      `Número de operación: ${paymentId}`,
    ]) {
      expect(receipts[0]!.text).toContain(part);
    }
    expect(receipts[0]!.links).toContain(`${relay.url}/dashboard`);
    const owner = await mailsTo(
      testApp,
      OWNER_EMAIL,
      `Pago recibido: ${module.title} (${purchase.reference})`,
    );
    expect(owner).toHaveLength(1);
    expect(owner[0]!.text).toContain('Hola, Mariana Ríos:');
  });

  it('does not mark paid a rejected payment, and says so (402)', async () => {
    const { caller, purchase } = await pending();
    const { returnId: paymentId } = await pay(caller, purchase, 'reject');
    const res = await checkStatus(caller, purchase, paymentId);
    expect(res.statusCode).toBe(402);
    expect(res.json().msg).toBe('El pago fue rechazado o no se completó. No se realizó ningún cobro.');
    await notified(paymentId);
    expect(await stateOf(purchase._id)).toMatchObject({ state: 'pending', pay: false });
    expect(await mailsTo(testApp, caller.email, 'Pago confirmado')).toEqual([]);
  });

  it('leaves a pending payment pending, then marks it paid when Mercado Pago credits it', async () => {
    const { caller, purchase } = await pending();
    const { returnId: paymentId } = await pay(caller, purchase, 'pending');
    const res = await checkStatus(caller, purchase, paymentId);
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe(
      'Tu pago está pendiente de acreditación. Te avisaremos por correo cuando se confirme.',
    );
    await notified(paymentId);
    expect(await stateOf(purchase._id)).toMatchObject({ state: 'pending' });

    await testApp.mercadoPagoLater(paymentId, 'approved');
    await relay.waitFor(
      (arrival) => arrival.query.get('data.id') === paymentId && arrival.body.includes('payment.updated'),
    );
    expect(await stateOf(purchase._id)).toMatchObject({ state: 'paid', pay: true });
    expect(await mailsTo(testApp, caller.email, 'Pago confirmado')).toHaveLength(1);
  });

  it('answers 404 for a payment Mercado Pago does not know, and 400 for a return id that is not one', async () => {
    const { caller, purchase } = await pending();
    const unknown = await checkStatus(caller, purchase, '999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msg).toBe('No se encontro ninguna compra!');
    expect((await checkStatus(caller, purchase, '../../v1/payments')).statusCode).toBe(400);
  });
});

describe('a payment that does not match its purchase', () => {
  /** A payment made at the simulator outside the site: a preference the site never created. */
  async function foreignPayment(reference: string, amount: number, currency: string) {
    const preference = await fetch(`${simulator.mercadoPagoBase}/checkout/preferences`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${simulator.secrets.mercadoPago.accessToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        items: [{ title: 'Otra cosa', quantity: 1, unit_price: amount, currency_id: currency }],
        external_reference: reference,
        back_urls: { success: `${relay.url}/checkout/payment` },
        notification_url: `${relay.url}/api/checkout/mp/webhook`,
      }),
    }).then((response) => response.json() as Promise<{ init_point: string }>);
    const { location } = await decide(preference.init_point, 'approve');
    return location.searchParams.get('collection_id') ?? '';
  }

  it.each([
    ['amount', 1, 'ARS'],
    ['currency', 12000, 'USD'],
  ])(
    'is not paid when the %s differs: 409 on return, the webhook too, and audited',
    async (_name, amount, currency) => {
      const { caller, purchase } = await pending();
      const paymentId = await foreignPayment(purchase._id, amount, currency);
      const res = await checkStatus(caller, purchase, paymentId);
      expect(res.statusCode).toBe(409);
      expect(res.json().msg).toBe(
        'El pago no coincide con esta inscripción, así que no la confirmamos. Contactá con el administrador.',
      );
      expect((await notified(paymentId)).status).toBe(200);
      expect(await stateOf(purchase._id)).toMatchObject({ state: 'pending', pay: false });
      expect(await transitions(purchase._id)).toEqual([]);
      const [attempt] = await db
        .select()
        .from(providerPayments)
        .where(
          and(
            eq(providerPayments.purchaseId, purchase._id),
            eq(providerPayments.providerPaymentId, paymentId),
          ),
        );
      const audited = await db.select().from(auditLog).where(eq(auditLog.entityId, attempt!.id));
      expect(audited[0]).toMatchObject({ entity: 'provider-payment', after: { outcome: 'mismatch' } });
    },
  );

  it("is not paid when it is another purchase's payment, nor kept under it: recorded apart, audited", async () => {
    const { caller, purchase } = await pending();
    const other = await pending();
    relay.hold();
    const { returnId: paymentId } = await pay(other.caller, other.purchase, 'approve');
    const res = await checkStatus(caller, purchase, paymentId);
    expect(res.statusCode).toBe(409);
    expect(await stateOf(purchase._id)).toMatchObject({ state: 'pending', pay: false });
    const [apart] = await db
      .select()
      .from(providerPayments)
      .where(eq(providerPayments.providerPaymentId, paymentId));
    expect(apart).toMatchObject({ purchaseId: null, status: 'approved' });
    const audited = await db.select().from(auditLog).where(eq(auditLog.entityId, apart!.id));
    expect(audited).toMatchObject([
      {
        entity: 'provider-payment',
        after: { outcome: 'mismatch', shownFor: purchase._id, purchaseId: null },
      },
    ]);
    // Her purchase deleted by the owner: the payment's record stays.
    const admin = await sessionFor(deps, 'ADMIN');
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/purchases/delete/${purchase._id}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    relay.release();
    await notified(paymentId);
    expect(await stateOf(other.purchase._id)).toMatchObject({ state: 'paid', paidByOperation: paymentId });
    const [owned] = await db
      .select()
      .from(providerPayments)
      .where(eq(providerPayments.providerPaymentId, paymentId));
    expect(owned).toMatchObject({ purchaseId: other.purchase._id, status: 'approved' });
  });
});

describe('POST /checkout/mp/webhook', () => {
  it('marks paid when only the webhook comes (the buyer closed the tab)', async () => {
    const { caller, purchase } = await pending();
    const { returnId: paymentId } = await pay(caller, purchase, 'approve');
    expect((await notified(paymentId)).status).toBe(200);
    expect(await stateOf(purchase._id)).toMatchObject({ state: 'paid', pay: true });
    expect(await mailsTo(testApp, caller.email, 'Pago confirmado')).toHaveLength(1);
    expect(await mailsTo(testApp, OWNER_EMAIL, `(${purchase.reference})`)).toHaveLength(1);
  });

  it('racing the return page: one transition, one receipt, one e-mail to the owner', async () => {
    const { caller, purchase } = await pending();
    relay.hold();
    const { returnId: paymentId } = await pay(caller, purchase, 'approve');
    await vi.waitFor(() => expect(relay.held).toHaveLength(1));
    const [res] = await Promise.all([
      checkStatus(caller, purchase, paymentId),
      Promise.resolve().then(relay.release),
    ]);
    expect(res.statusCode).toBe(200);
    expect((await notified(paymentId)).status).toBe(200);
    expect(await stateOf(purchase._id)).toMatchObject({ state: 'paid' });
    expect(await transitions(purchase._id)).toHaveLength(1);
    expect(await mailsTo(testApp, caller.email, 'Pago confirmado')).toHaveLength(1);
    expect(
      await mailsTo(testApp, OWNER_EMAIL, `Pago recibido: Taller de prueba (${purchase.reference})`),
    ).toHaveLength(1);
  });

  it('answers 401 and changes nothing for a wrong, stale or replayed signature', async () => {
    const { caller, purchase } = await pending();
    relay.hold();
    const { returnId: paymentId } = await pay(caller, purchase, 'approve');
    await vi.waitFor(() => expect(relay.held).toHaveLength(1));
    const secret = simulator.secrets.mercadoPago.webhookSecret;
    const now = Math.floor(Date.now() / 1000);
    const notify = (dataId: string, headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: `/api/checkout/mp/webhook?data.id=${dataId}&type=payment`,
        headers,
        payload: { type: 'payment', action: 'payment.created', data: { id: dataId } },
      });
    const signed = (dataId: string, requestId: string, ts: number, key = secret) => ({
      'x-request-id': requestId,
      'x-signature': signMercadoPagoWebhook({ dataId, requestId, ts: String(ts), secret: key }),
    });
    const refused = [
      await notify(paymentId, {}),
      await notify(paymentId, signed(paymentId, 'r-1', now, 'otro-secreto')),
      // Ten minutes old: a notification captured and sent again later.
      await notify(paymentId, signed(paymentId, 'r-2', now - 600)),
      // A genuine signature of another notification.
      await notify(paymentId, { ...signed('1', 'r-3', now), 'x-request-id': 'r-3' }),
      await notify(paymentId, { ...signed(paymentId, 'r-4', now), 'x-request-id': 'r-5' }),
    ];
    expect(refused.map((res) => res.statusCode)).toEqual([401, 401, 401, 401, 401]);
    expect(await stateOf(purchase._id)).toMatchObject({ state: 'pending', pay: false });
    const attempts = await db
      .select()
      .from(providerPayments)
      .where(eq(providerPayments.purchaseId, purchase._id));
    expect(attempts.map((attempt) => attempt.status)).toEqual(['created']);

    // The simulator's own notification, signed with the secret, is believed (after a fresh look at the payment).
    relay.release();
    expect((await notified(paymentId)).status).toBe(200);
    expect(await stateOf(purchase._id)).toMatchObject({ state: 'paid', pay: true });
  });

  it('takes and ignores notifications about anything but a payment, and payments of no purchase', async () => {
    const other = await app.inject({
      method: 'POST',
      url: '/api/checkout/mp/webhook?topic=merchant_order&id=123',
      payload: { resource: 'x', topic: 'merchant_order' },
    });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual({ received: true });
  });

  it('takes a refunded payment back: not paid any more, the module link gone, audited, student and owner told', async () => {
    const module = await trainingModule(deps);
    await db
      .update(modules)
      .set({ link: 'https://video.example/modulo-pago' })
      .where(eq(modules.id, module.id));
    const { caller, purchase } = await pending({ id: module.id, model: 'Module' });
    const { returnId: paymentId } = await pay(caller, purchase, 'approve');
    await notified(paymentId);
    const showModule = () =>
      app.inject({ method: 'GET', url: `/api/modules/${module.id}`, headers: caller.headers });
    expect((await showModule()).json().module.link).toBe('https://video.example/modulo-pago');

    await testApp.mercadoPagoLater(paymentId, 'refunded');
    const update = await relay.waitFor(
      (arrival) => arrival.query.get('data.id') === paymentId && arrival.body.includes('payment.updated'),
    );
    expect(update.status).toBe(200);
    expect(await stateOf(purchase._id)).toMatchObject({ state: 'refunded', pay: false });
    expect((await showModule()).json().module.link).toBeUndefined();
    const relogged = await app.inject({ method: 'GET', url: '/api/user/relogged', headers: caller.headers });
    expect(relogged.json().user.modules).toEqual([]);
    const [, refund] = (await transitions(purchase._id)).sort((a, b) => a.at.getTime() - b.at.getTime());
    expect(refund).toMatchObject({ before: { state: 'paid' }, after: { state: 'refunded', pay: false } });
    expect(
      await mailsTo(testApp, OWNER_EMAIL, `Pago reintegrado: ${module.title} (${purchase.reference})`),
    ).toHaveLength(1);
    const [notice, ...more] = await mailsTo(testApp, caller.email, 'Pago reintegrado');
    expect(more).toHaveLength(0);
    expect(notice!.subject).toBe(`Pago reintegrado: ${module.title}`);
    expect(notice!.text).toContain(
      `Mercado Pago nos informó que el pago de tu inscripción en ${module.title} fue reintegrado. La inscripción ya no figura como paga y el módulo ya no está disponible en tu cuenta.`,
    );
    expect(notice!.text).toContain(`Referencia: ${purchase.reference}`);
    expect(notice!.text).toContain(`Número de operación: ${paymentId}`);
    // The return page, visited again, says so.
    const again = await checkStatus(caller, purchase, paymentId);
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('Este pago fue reintegrado: la inscripción ya no está paga.');
  });
});

describe('the same preference approved twice (a double charge)', () => {
  it("offers the site's cuotas or the item's fewer, and records the cuotas and money Mercado Pago answered", async () => {
    await db.update(paymentSettings).set({ maxInstallments: 6 });
    try {
      const owner = await sessionFor(deps, 'ADMIN');
      const offered = (html: string) => html.match(/<option value="\d+">/g)?.length ?? 0;
      const quoteOf = async (caller: Awaited<ReturnType<typeof student>>, id: string) =>
        (
          await app.inject({
            method: 'GET',
            url: `/api/purchases/quote?inscription=${id}&inscriptionModel=Activity`,
            headers: caller.headers,
          })
        ).json<{ quote: { installments: number } }>().quote.installments;

      // The site's 6.
      const first = await student(deps);
      const siteWide = await newActivity(deps);
      expect(await quoteOf(first, siteWide.id)).toBe(6);
      const pendingOne = await bought(app, first, {
        inscription: siteWide.id,
        inscriptionModel: 'Activity',
        wayToPay: 'mp',
      });
      const page = await checkout(first, pendingOne);
      const { html } = await decide(page.json<{ url: string }>().url, 'pending');
      expect(offered(html)).toBe(6);

      // An item with its own 3, paid in 3 cuotas.
      const caller = await student(deps);
      const ownThree = await newActivity(deps, { installments: 3 });
      expect(await quoteOf(caller, ownThree.id)).toBe(3);
      const purchase = await bought(app, caller, {
        inscription: ownThree.id,
        inscriptionModel: 'Activity',
        wayToPay: 'mp',
      });
      const paid = await pay(caller, purchase, 'approve', { installments: 3 });
      expect(offered(paid.html)).toBe(3);
      expect((await checkStatus(caller, purchase, paid.returnId)).statusCode).toBe(200);
      // The simulator's made-up financing: 4 % a cuota after the first for the buyer, a 6.29 % fee for her.
      expect(await stateOf(purchase._id)).toMatchObject({
        state: 'paid',
        maxInstallments: 3,
        installments: 3,
        paidTotal: 12960,
        netReceived: 11245.2,
      });
      const shown = await app.inject({
        method: 'GET',
        url: `/api/purchases/show/${purchase._id}`,
        headers: owner.headers,
      });
      expect(shown.json()).toMatchObject({
        purchase: { installments: 3, paidTotal: 12960, netReceived: 11245.2 },
      });
    } finally {
      await db.update(paymentSettings).set({ maxInstallments: 12 });
    }
  });

  it('records part of a payment given back in her account: still paid, the amount shown, the owner told', async () => {
    const { caller, purchase, paymentId } = await testApp.paidAtMercadoPago();
    const owner = await sessionFor(deps, 'ADMIN');
    const partly = (amount: number) =>
      vi.waitFor(async () => expect((await stateOf(purchase._id)).refundedAmount).toBe(amount), {
        timeout: 10_000,
      });
    await testApp.mercadoPagoRefundOf(paymentId, 4000);
    await partly(4000);
    expect(await stateOf(purchase._id)).toMatchObject({ state: 'paid', pay: true });
    const subject = `Reintegro parcial: Taller de prueba (${purchase.reference})`;
    const [told] = await mailsTo(testApp, OWNER_EMAIL, subject);
    expect(told!.text).toContain('se devolvieron $ 4.000 en total');
    // Told again of the same payment (its return page read once more): nothing more; a second part adds up.
    expect((await checkStatus(caller, purchase, paymentId)).statusCode).toBe(200);
    expect(await mailsTo(testApp, OWNER_EMAIL, subject)).toHaveLength(1);
    await testApp.mercadoPagoRefundOf(paymentId, 2000);
    await partly(6000);
    expect(await mailsTo(testApp, OWNER_EMAIL, subject)).toHaveLength(2);

    const shown = await app.inject({
      method: 'GET',
      url: `/api/purchases/show/${purchase._id}`,
      headers: owner.headers,
    });
    expect(shown.json()).toMatchObject({ purchase: { state: 'paid', refundedAmount: 6000 } });
    const csv = await app.inject({
      method: 'GET',
      url: `/api/purchases/csv?tab=all&search=${encodeURIComponent(caller.email)}`,
      headers: owner.headers,
    });
    const [header, row] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const column = header!.split(';').indexOf('Reintegrado');
    expect(row!.split(';')[column]).toBe('6000,00');
    // The rest given back: no longer paid.
    await testApp.mercadoPagoRefundOf(paymentId, 6000);
    await vi.waitFor(async () => expect((await stateOf(purchase._id)).state).toBe('refunded'), {
      timeout: 10_000,
    });
  });

  it('keeps the purchase paid by the first payment: the owner is told which to refund, and refunding it changes nothing', async () => {
    const module = await trainingModule(deps);
    await db
      .update(modules)
      .set({ link: 'https://video.example/modulo-pago' })
      .where(eq(modules.id, module.id));
    const { caller, purchase } = await pending({ id: module.id, model: 'Module' });
    const started = await checkout(caller, purchase);
    const page = started.json<{ url: string }>().url;
    const approveAt = async () =>
      (await decide(page, 'approve')).location.searchParams.get('collection_id') ?? '';
    const first = await approveAt();
    await notified(first);
    expect(await stateOf(purchase._id)).toMatchObject({ state: 'paid', paidByOperation: first });

    // The buyer goes back to the same Mercado Pago page and pays again.
    const second = await approveAt();
    expect((await notified(second)).status).toBe(200);
    const back = await checkStatus(caller, purchase, second);
    expect(back.statusCode).toBe(200);
    expect(back.json().msg).toBe(
      'Tu inscripción ya estaba paga: registramos este segundo pago y avisamos a la administración para que te lo devuelva.',
    );
    expect(await stateOf(purchase._id)).toMatchObject({ state: 'paid', paidByOperation: first });
    const [told, ...more] = await mailsTo(
      testApp,
      OWNER_EMAIL,
      `Cobro duplicado: ${module.title} (${purchase.reference})`,
    );
    expect(more).toHaveLength(0);
    for (const part of [
      `la operación N.º ${second}, de $ 15.000, es un cobro duplicado`,
      `Operación que pagó la inscripción: ${first}`,
      `Operación a devolver: ${second}`,
      'elegí «Devolver dinero»',
      `Referencia: ${purchase.reference}`,
    ]) {
      expect(told!.text).toContain(part);
    }
    const [duplicate] = await db
      .select()
      .from(providerPayments)
      .where(eq(providerPayments.providerPaymentId, second));
    const audited = await db.select().from(auditLog).where(eq(auditLog.entityId, duplicate!.id));
    expect(audited).toMatchObject([{ entity: 'provider-payment', after: { outcome: 'double-charge' } }]);
    // The owner's list and the purchase's page name the operation to refund.
    const admin = await sessionFor(deps, 'ADMIN');
    const shown = await app.inject({
      method: 'GET',
      url: `/api/purchases/show/${purchase._id}`,
      headers: admin.headers,
    });
    expect(shown.json().purchase).toMatchObject({ paidByOperation: first, doubleCharges: [second] });
    const listed = await app.inject({
      method: 'GET',
      url: `/api/purchases?inscription=${module.id}`,
      headers: admin.headers,
    });
    expect(
      listed.json<{ purchases: Purchase[] }>().purchases.find((listedOne) => listedOne._id === purchase._id),
    ).toMatchObject({ doubleCharges: [second] });

    // The owner refunds the duplicate at Mercado Pago: the purchase stands, the student keeps the module.
    await testApp.mercadoPagoLater(second, 'refunded');
    const refund = await relay.waitFor(
      (arrival) => arrival.query.get('data.id') === second && arrival.body.includes('payment.updated'),
    );
    expect(refund.status).toBe(200);
    expect(await stateOf(purchase._id)).toMatchObject({ state: 'paid', pay: true, paidByOperation: first });
    const showModule = await app.inject({
      method: 'GET',
      url: `/api/modules/${module.id}`,
      headers: caller.headers,
    });
    expect(showModule.json().module.link).toBe('https://video.example/modulo-pago');
    expect(await mailsTo(testApp, caller.email, 'Pago reintegrado')).toEqual([]);
    expect(
      await mailsTo(testApp, OWNER_EMAIL, `Pago reintegrado: ${module.title} (${purchase.reference})`),
    ).toEqual([]);
    expect(await transitions(purchase._id)).toHaveLength(1);
    const after = await app.inject({
      method: 'GET',
      url: `/api/purchases/show/${purchase._id}`,
      headers: admin.headers,
    });
    expect(after.json().purchase.doubleCharges).toBeUndefined();

    // A refund of the payment that paid it still undoes it, as before.
    await testApp.mercadoPagoLater(first, 'refunded');
    await relay.waitFor(
      (arrival) => arrival.query.get('data.id') === first && arrival.body.includes('payment.updated'),
    );
    expect(await stateOf(purchase._id)).toMatchObject({ state: 'refunded', pay: false });
    expect(await mailsTo(testApp, caller.email, 'Pago reintegrado')).toHaveLength(1);
  });

  it("lets the owner confirm again a purchase left refunded while its payment stands (audited, the owner's act)", async () => {
    const { caller, purchase } = await pending();
    const { returnId: paymentId } = await pay(caller, purchase, 'approve');
    await notified(paymentId);
    // As the old rule left it: refunded by a refund of another payment, its own payment still approved.
    await db
      .update(purchases)
      .set({ state: 'refunded', pay: false, paidByOperation: null })
      .where(eq(purchases.id, purchase._id));
    const admin = await sessionFor(deps, 'ADMIN');
    const res = await app.inject({
      method: 'POST',
      url: '/api/checkout/transfer-confirm',
      headers: admin.headers,
      payload: { idPurchase: purchase._id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ msg: 'Pago confirmado', purchase: { state: 'paid', pay: true } });
    expect(await stateOf(purchase._id)).toMatchObject({ state: 'paid', paidByOperation: paymentId });
    const [confirmed] = (await transitions(purchase._id)).filter((entry) => entry.actorId === admin.userId);
    expect(confirmed).toMatchObject({ before: { state: 'refunded' }, after: { state: 'paid' } });
    expect(await mailsTo(testApp, caller.email, 'Pago confirmado')).toHaveLength(2);
  });
});
