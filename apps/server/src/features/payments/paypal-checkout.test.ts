import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { providerPayments } from '../../db/schema';
import { decide, type Arrival } from '../../integrations/payments/test-support';
import { buildProviderTestApp } from '../../test/fixtures/providers';
import { bought, mailsTo, newActivity, OWNER_EMAIL, student } from '../../test/fixtures/purchases';

/*
 * Paying a purchase at PayPal, through the real app and the simulator over HTTP: the order, the capture on
 * the return page or on the approval webhook, and the capture events (on PGlite, and on PostgreSQL when
 * DATABASE_URL names one).
 */
const testApp = await buildProviderTestApp();
const { app, deps, relay, simulator, stateOf, transitions } = testApp;
const { checkout, checkStatus, pay } = testApp.checkoutAt('pp');
const { db } = deps.database;

const ordersCreated = () => simulator.requests.filter((path) => path.endsWith('/v2/checkout/orders')).length;

const eventOf = (arrival: Arrival) =>
  JSON.parse(arrival.body) as { event_type: string; resource: { id: string } };
/** The PayPal event of this type about this order or capture, once the app has answered it. */
const event = (type: string, resourceId: string) =>
  relay.waitFor(
    (arrival) =>
      arrival.path === '/api/checkout/pp/webhook' &&
      eventOf(arrival).event_type === type &&
      arrival.body.includes(resourceId),
  );
const captureOf = async (purchaseId: string) => {
  const [row] = await db
    .select()
    .from(providerPayments)
    .where(and(eq(providerPayments.purchaseId, purchaseId), isNotNull(providerPayments.providerPaymentId)));
  return row!;
};

/** A student abroad with a pending PayPal purchase in an activity (USD 20). */
async function pending() {
  const caller = await student(deps, 'México');
  const activity = await newActivity(deps);
  const purchase = await bought(app, caller, {
    inscription: activity.id,
    inscriptionModel: 'Activity',
    wayToPay: 'pp',
  });
  return { caller, purchase };
}

describe('POST /checkout/pp', () => {
  it("sends the buyer to approve an order of the purchase's own amount in dollars, once", async () => {
    const { caller, purchase } = await pending();
    const first = await checkout(caller, purchase);
    expect((await checkout(caller, purchase)).json()).toEqual(first.json());
    const { html, location } = await decide(first.json<{ url: string }>().url, 'reject');
    expect(html).toContain('Taller de prueba');
    expect(html).toMatch(/USD\s20,00/);
    expect(`${location.origin}${location.pathname}`).toBe(`${relay.url}/checkout/payment`);
    const orders = await db
      .select()
      .from(providerPayments)
      .where(eq(providerPayments.purchaseId, purchase._id));
    expect(orders).toMatchObject([
      { provider: 'pp', status: 'created', providerOrderId: location.searchParams.get('token') },
    ]);
  });

  it("answers 404 for another person's purchase and 400 for one in pesos, creating no order", async () => {
    const { purchase } = await pending();
    const intruder = await student(deps, 'México');
    const before = ordersCreated();
    const res = await checkout(intruder, purchase);
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('No se encontro ninguna compra!');
    const local = await student(deps);
    const inPesos = await bought(app, local, {
      inscription: purchase.inscription._id,
      inscriptionModel: 'Activity',
      wayToPay: 'mp',
    });
    const wrongWay = await checkout(local, inPesos);
    expect(wrongWay.statusCode).toBe(400);
    expect(wrongWay.json().msg).toBe('Esta inscripción no se paga con PayPal.');
    expect(ordersCreated()).toBe(before);
  });
});

describe('POST /checkout/pp/status', () => {
  it('captures the approved order and marks it paid, once, while the webhooks race it', async () => {
    const { caller, purchase } = await pending();
    const { returnId: orderId } = await pay(caller, purchase, 'approve');
    const res = await checkStatus(caller, purchase, orderId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      msg: '¡Pago aprobado! Tu inscripción está confirmada. Te enviamos el comprobante por correo.',
    });
    expect(await stateOf(purchase._id)).toMatchObject({ state: 'paid', pay: true });
    const capture = await captureOf(purchase._id);
    expect(capture).toMatchObject({
      status: 'COMPLETED',
      amount: 20,
      currency: 'USD',
      providerOrderId: orderId,
    });
    await event('CHECKOUT.ORDER.APPROVED', orderId);
    await event('PAYMENT.CAPTURE.COMPLETED', capture.providerPaymentId!);

    expect(await transitions(purchase._id)).toHaveLength(1);
    const receipts = await mailsTo(testApp, caller.email, 'Pago confirmado');
    expect(receipts).toHaveLength(1);
    for (const part of [
      'Importe: USD 20',
      'Moneda: USD',
      'Medio de pago: PayPal',
      `Referencia: ${purchase.reference}`,
    ]) {
      expect(receipts[0]!.text).toContain(part);
    }
    expect(await mailsTo(testApp, OWNER_EMAIL, `(${purchase.reference})`)).toHaveLength(1);
  });

  it('says the payment was not made when the buyer cancelled at PayPal (402)', async () => {
    const { caller, purchase } = await pending();
    const { returnId: orderId, location } = await pay(caller, purchase, 'reject');
    expect(location.pathname).toBe('/checkout/payment');
    const res = await checkStatus(caller, purchase, orderId);
    expect(res.statusCode).toBe(402);
    expect(res.json().msg).toBe('El pago fue rechazado o no se completó. No se realizó ningún cobro.');
    expect(await stateOf(purchase._id)).toMatchObject({ state: 'pending', pay: false });
  });

  it('leaves a pending capture pending, then marks it paid when PayPal completes it', async () => {
    const { caller, purchase } = await pending();
    const { returnId: orderId } = await pay(caller, purchase, 'pending');
    const res = await checkStatus(caller, purchase, orderId);
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe(
      'Tu pago está pendiente de acreditación. Te avisaremos por correo cuando se confirme.',
    );
    const capture = await captureOf(purchase._id);
    await event('PAYMENT.CAPTURE.PENDING', capture.providerPaymentId!);
    expect(await stateOf(purchase._id)).toMatchObject({ state: 'pending' });

    await testApp.payPalLater(capture.providerPaymentId!, 'COMPLETED');
    expect((await event('PAYMENT.CAPTURE.COMPLETED', capture.providerPaymentId!)).status).toBe(200);
    expect(await stateOf(purchase._id)).toMatchObject({ state: 'paid', pay: true });
    expect(await mailsTo(testApp, caller.email, 'Pago confirmado')).toHaveLength(1);
  });

  it("answers 404 for an order PayPal does not know, and for another person's purchase", async () => {
    const { caller, purchase } = await pending();
    expect((await checkStatus(caller, purchase, 'NOEXISTE')).statusCode).toBe(404);
    const intruder = await student(deps, 'México');
    expect((await checkStatus(intruder, purchase, 'NOEXISTE')).statusCode).toBe(404);
  });
});

describe('POST /checkout/pp/webhook', () => {
  it('captures on the approval webhook when the buyer never comes back, and marks paid', async () => {
    const { caller, purchase } = await pending();
    const { returnId: orderId } = await pay(caller, purchase, 'approve');
    expect((await event('CHECKOUT.ORDER.APPROVED', orderId)).status).toBe(200);
    expect(await stateOf(purchase._id)).toMatchObject({ state: 'paid', pay: true });
    expect(await captureOf(purchase._id)).toMatchObject({ status: 'COMPLETED', providerOrderId: orderId });
    expect(await mailsTo(testApp, caller.email, 'Pago confirmado')).toHaveLength(1);
  });

  it('takes a refund back: not paid any more, audited, student and owner told', async () => {
    const { caller, purchase } = await pending();
    const { returnId: orderId } = await pay(caller, purchase, 'approve');
    await checkStatus(caller, purchase, orderId);
    const capture = await captureOf(purchase._id);
    await testApp.payPalLater(capture.providerPaymentId!, 'REFUNDED');
    expect((await event('PAYMENT.CAPTURE.REFUNDED', capture.providerPaymentId!)).status).toBe(200);
    expect(await stateOf(purchase._id)).toMatchObject({ state: 'refunded', pay: false });
    expect(await captureOf(purchase._id)).toMatchObject({ status: 'REFUNDED' });
    const [, refund] = (await transitions(purchase._id)).sort((x, y) => x.at.getTime() - y.at.getTime());
    expect(refund).toMatchObject({ before: { state: 'paid' }, after: { state: 'refunded', pay: false } });
    expect(
      await mailsTo(testApp, OWNER_EMAIL, `Pago reintegrado: Taller de prueba (${purchase.reference})`),
    ).toHaveLength(1);
    const notices = await mailsTo(testApp, caller.email, 'Pago reintegrado: Taller de prueba');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain(
      'PayPal nos informó que el pago de tu inscripción en Taller de prueba fue reintegrado. La inscripción ya no figura como paga.',
    );
    expect(notices[0]!.text).toContain(`Número de operación: ${capture.providerPaymentId}`);
  });

  it('takes a charge-back (PAYMENT.CAPTURE.REVERSED) as a refund, once though PayPal sends it twice', async () => {
    const { caller, purchase } = await pending();
    const { returnId: orderId } = await pay(caller, purchase, 'approve');
    await checkStatus(caller, purchase, orderId);
    const capture = await captureOf(purchase._id);
    await testApp.payPalLater(capture.providerPaymentId!, 'REVERSED');
    const arrival = await event('PAYMENT.CAPTURE.REVERSED', capture.providerPaymentId!);
    expect(arrival.status).toBe(200);
    expect(await stateOf(purchase._id)).toMatchObject({ state: 'refunded', pay: false });
    // The same notification again, as PayPal retries it: verified again, and nothing more happens.
    const again = await app.inject({
      method: 'POST',
      url: '/api/checkout/pp/webhook',
      headers: arrival.headers,
      payload: arrival.body,
    });
    expect(again.statusCode).toBe(200);
    // Two changes of state in all: paid, then refunded once.
    expect(await transitions(purchase._id)).toHaveLength(2);
    expect(await captureOf(purchase._id)).toMatchObject({ status: 'REFUNDED' });
    expect(await mailsTo(testApp, caller.email, 'Pago reintegrado: Taller de prueba')).toHaveLength(1);
    expect(
      await mailsTo(testApp, OWNER_EMAIL, `Pago reintegrado: Taller de prueba (${purchase.reference})`),
    ).toHaveLength(1);
  });

  it('records part of a capture given back in her account: still paid, the total read from its refund', async () => {
    const { caller, purchase } = await pending();
    const { returnId: orderId } = await pay(caller, purchase, 'approve');
    await checkStatus(caller, purchase, orderId);
    const capture = await captureOf(purchase._id);
    const partly = (amount: number) =>
      vi.waitFor(async () => expect((await stateOf(purchase._id)).refundedAmount).toBe(amount), {
        timeout: 10_000,
      });
    await testApp.payPalRefundOf(capture.providerPaymentId!, '5.00');
    await partly(5);
    expect(await stateOf(purchase._id)).toMatchObject({ state: 'paid', pay: true });
    expect(await captureOf(purchase._id)).toMatchObject({ status: 'PARTIALLY_REFUNDED' });
    await testApp.payPalRefundOf(capture.providerPaymentId!, '7.50');
    await partly(12.5);
    const subject = `Reintegro parcial: Taller de prueba (${purchase.reference})`;
    expect(await mailsTo(testApp, OWNER_EMAIL, subject)).toHaveLength(2);
    // The rest given back: no longer paid.
    await testApp.payPalRefundOf(capture.providerPaymentId!, '7.50');
    await vi.waitFor(async () => expect((await stateOf(purchase._id)).state).toBe('refunded'), {
      timeout: 10_000,
    });
  });

  it('answers 401 and changes nothing when PayPal does not verify the notification', async () => {
    const { caller, purchase } = await pending();
    relay.hold();
    const { returnId: orderId } = await pay(caller, purchase, 'approve');
    const notify = (headers: Record<string, string>, body: object) =>
      app.inject({ method: 'POST', url: '/api/checkout/pp/webhook', headers, payload: body });
    const forged = {
      id: 'WH-FORJADO',
      event_type: 'CHECKOUT.ORDER.APPROVED',
      resource_type: 'checkout-order',
      resource: { id: orderId },
    };
    const headers = {
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url': `${simulator.origin}/simulador/paypal/v1/notifications/certs/CERT-SIMULADOR`,
      'paypal-transmission-id': crypto.randomUUID(),
      'paypal-transmission-sig': 'firma-falsa',
      'paypal-transmission-time': new Date().toISOString(),
    };
    expect((await notify(headers, forged)).statusCode).toBe(401);
    expect((await notify({}, forged)).statusCode).toBe(401);
    expect(await stateOf(purchase._id)).toMatchObject({ state: 'pending', pay: false });
    expect(await captureOf(purchase._id)).toBeUndefined();

    // PayPal's own notification (the simulator's, verified by it) is believed: the order is captured.
    relay.release();
    const genuine = await event('CHECKOUT.ORDER.APPROVED', orderId);
    expect(genuine.status).toBe(200);
    expect(await stateOf(purchase._id)).toMatchObject({ state: 'paid' });
    // The same headers on an altered body are refused.
    const altered = { ...JSON.parse(genuine.body), summary: 'cambiado' };
    const replay = await notify(
      Object.fromEntries(
        Object.entries(genuine.headers).filter(([name]) => name.startsWith('paypal-')),
      ) as Record<string, string>,
      altered,
    );
    expect(replay.statusCode).toBe(401);
  });
});

describe('POST /checkout/pp/webhook about what PayPal does not know', () => {
  it('takes (200) and logs a verified event about a capture PayPal does not have, instead of 404 for days', async () => {
    const logged = vi.spyOn(app.log, 'info');
    await testApp.payPalEvent({
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource_type: 'capture',
      resource: {
        id: 'CAPTURADESCONOCIDA',
        status: 'COMPLETED',
        amount: { currency_code: 'USD', value: '20.00' },
      },
    });
    const arrival = await event('PAYMENT.CAPTURE.COMPLETED', 'CAPTURADESCONOCIDA');
    expect(arrival.status).toBe(200);
    expect(simulator.requests.some((path) => path.endsWith('/v2/payments/captures/CAPTURADESCONOCIDA'))).toBe(
      true,
    );
    expect(logged).toHaveBeenCalledWith(
      { what: 'PayPal capture CAPTURADESCONOCIDA' },
      'notified payment the provider does not know: ignored',
    );
    logged.mockRestore();
  });
});

describe('POST /checkout/pp/webhook forged in bulk (AUTH_RATE_LIMIT_FACTOR 1)', async () => {
  const limited = await buildProviderTestApp({ AUTH_RATE_LIMIT_FACTOR: '1' });
  const verifyCalls = () =>
    limited.simulator.requests.filter((path) => path.endsWith('/v1/notifications/verify-webhook-signature'))
      .length;
  const notify = (headers: Record<string, string>, body: object, remoteAddress = '127.0.0.1') =>
    limited.app.inject({
      method: 'POST',
      url: '/api/checkout/pp/webhook',
      headers,
      payload: body,
      remoteAddress,
    });
  const forgedEvent = (n: number) => ({
    id: `WH-FORJADO-${n}`,
    event_type: 'PAYMENT.CAPTURE.COMPLETED',
    resource_type: 'capture',
    resource: { id: `CAPTURA${n}` },
  });
  /** Headers in PayPal's format, a certificate on PayPal's host, sent now: only PayPal can tell. */
  const plausible = (n: number) => ({
    'paypal-auth-algo': 'SHA256withRSA',
    'paypal-cert-url': `https://api.paypal.com/v1/notifications/certs/CERT-${n}`,
    'paypal-transmission-id': crypto.randomUUID(),
    'paypal-transmission-sig': Buffer.from(`firma falsa número ${n}`).toString('base64'),
    'paypal-transmission-time': new Date().toISOString(),
  });

  it('refuses what cannot be PayPal without asking it, and asks PayPal at most 30 times per address', async () => {
    const before = verifyCalls();
    const daysAgo = new Date(Date.now() - 5 * 24 * 60 * 60_000).toISOString();
    const refusedLocally = await Promise.all(
      Array.from({ length: 50 }, (_, n) => {
        const headers = plausible(n);
        const body = forgedEvent(n);
        switch (n % 7) {
          case 0:
            return notify({}, body);
          case 1:
            return notify({ ...headers, 'paypal-transmission-sig': 'no es base64!' }, body);
          case 2:
            return notify(
              { ...headers, 'paypal-cert-url': `https://paypal.example.org/certs/CERT-${n}` },
              body,
            );
          case 3:
            return notify(
              { ...headers, 'paypal-cert-url': `http://api.paypal.com/v1/notifications/certs/C${n}` },
              body,
            );
          case 4:
            return notify({ ...headers, 'paypal-transmission-time': daysAgo }, body);
          case 5:
            return notify(headers, { ...body, event_type: 'BILLING.SUBSCRIPTION.CREATED' });
          default:
            return notify(headers, { hola: 'mundo' });
        }
      }),
    );
    expect(
      new Set(refusedLocally.map((res, n) => `${n % 7 >= 5 ? 'ignored' : 'refused'} ${res.statusCode}`)),
    ).toEqual(new Set(['refused 401', 'ignored 200']));
    expect(verifyCalls()).toBe(before);

    const asked = await Promise.all(
      Array.from({ length: 50 }, (_, n) => notify(plausible(n), forgedEvent(n))),
    );
    const statuses = asked.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    expect(asked.find((res) => res.statusCode === 429)!.json().msg).toBe(
      'Demasiados intentos. Esperá unos minutos y volvé a intentar.',
    );
    expect(verifyCalls()).toBe(before + 30);
    // Another address is still heard (PayPal's own, say).
    expect((await notify(plausible(99), forgedEvent(99), '203.0.113.9')).statusCode).toBe(401);
    expect(verifyCalls()).toBe(before + 31);
  });
});
