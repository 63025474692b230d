import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Purchase } from '@constelaciones/contract';
import { auditLog, modules } from '../../db/schema';
import type { Arrival } from '../../integrations/payments/test-support';
import { silentLogger } from '../../lib/logger';
import { sessionFor } from '../../test/helper';
import { buildProviderTestApp } from '../../test/fixtures/providers';
import { purchaseRefunds } from './refunds';
import {
  bought,
  mailsTo,
  newActivity,
  OWNER_EMAIL,
  student,
  trainingModule,
} from '../../test/fixtures/purchases';

/*
 * The owner's refunds (POST /purchases/refund/:id): at Mercado Pago and PayPal through the simulator over HTTP,
 * with the providers' notifications arriving as they do; and by her own word for a transfer (on PGlite, and on
 * PostgreSQL when DATABASE_URL names one).
 */
const testApp = await buildProviderTestApp();
const { app, deps, relay, simulator, stateOf, transitions, paidAtMercadoPago, paidAtPayPal } = testApp;
const paidByTransfer = () => testApp.paidByTransfer(admin);
const { db } = deps.database;
const admin = await sessionFor(deps, 'ADMIN');

const refund = (id: string, headers: { authorization?: string } = admin.headers, payload: object = {}) =>
  app.inject({ method: 'POST', url: `/api/purchases/refund/${id}`, headers, payload });

/** The provider refunds the simulator made of a Mercado Pago payment (GET /v1/payments/{id}/refunds). */
async function mercadoPagoRefundsOf(paymentId: string): Promise<{ id: number }[]> {
  const response = await fetch(`${simulator.mercadoPagoBase}/v1/payments/${paymentId}/refunds`, {
    headers: { authorization: `Bearer ${simulator.secrets.mercadoPago.accessToken}` },
  });
  return response.json() as Promise<{ id: number }[]>;
}
const refundRequests = () => simulator.requests.filter((path) => /\/refunds?$/.test(path)).length;

/** The owner's requests to a provider, as the audit log keeps them. */
const refundEntries = async (purchaseId: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, purchaseId), eq(auditLog.action, 'refund')));

const mercadoPagoUpdate = (paymentId: string) => (arrival: Arrival) =>
  arrival.query.get('data.id') === paymentId && arrival.body.includes('payment.updated');
const payPalRefunded = (captureId: string) => (arrival: Arrival) =>
  arrival.path === '/api/checkout/pp/webhook' &&
  arrival.body.includes('"PAYMENT.CAPTURE.REFUNDED"') &&
  arrival.body.includes(`/captures/${captureId}"`);

/** The notices of a refund each went out once: the student's and the owner's. */
async function toldOnce(caller: { email: string }, purchase: Purchase) {
  const notices = await mailsTo(testApp, caller.email, 'Pago reintegrado');
  expect(notices).toHaveLength(1);
  expect(
    await mailsTo(testApp, OWNER_EMAIL, `Pago reintegrado: Taller de prueba (${purchase.reference})`),
  ).toHaveLength(1);
  return notices[0]!;
}

describe('POST /purchases/refund/:id at Mercado Pago', () => {
  it('refunds the payment at Mercado Pago: the purchase refunded, the module gone, audited, both told once', async () => {
    const module = await trainingModule(deps);
    await db
      .update(modules)
      .set({ link: 'https://video.example/modulo-pago' })
      .where(eq(modules.id, module.id));
    const { caller, purchase, paymentId } = await paidAtMercadoPago({ id: module.id, model: 'Module' });
    const showModule = () =>
      app.inject({ method: 'GET', url: `/api/modules/${module.id}`, headers: caller.headers });
    expect((await showModule()).json().module.link).toBe('https://video.example/modulo-pago');

    const res = await refund(purchase._id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      msg: 'Inscripción reembolsada: ya no está paga y le avisamos por correo.',
      purchase: { state: 'refunded', pay: false },
    });
    expect(await stateOf(purchase._id)).toMatchObject({ state: 'refunded', pay: false });
    expect(await mercadoPagoRefundsOf(paymentId)).toHaveLength(1);
    expect((await showModule()).json().module.link).toBeUndefined();
    const relogged = await app.inject({ method: 'GET', url: '/api/user/relogged', headers: caller.headers });
    expect(relogged.json().user.modules).toEqual([]);

    // Mercado Pago's notification follows, and changes nothing more.
    expect((await relay.waitFor(mercadoPagoUpdate(paymentId))).status).toBe(200);
    const [, refunded, ...more] = (await transitions(purchase._id)).sort(
      (a, b) => a.at.getTime() - b.at.getTime(),
    );
    expect(more).toEqual([]);
    expect(refunded).toMatchObject({ before: { state: 'paid' }, after: { state: 'refunded', pay: false } });
    expect(await refundEntries(purchase._id)).toMatchObject([
      { actorId: admin.userId, entity: 'purchase', after: { provider: 'mp', operation: paymentId } },
    ]);
    const notice = await mailsTo(testApp, caller.email, 'Pago reintegrado');
    expect(notice).toHaveLength(1);
    expect(notice[0]!.text).toContain(`Número de operación: ${paymentId}`);
    expect(
      await mailsTo(testApp, OWNER_EMAIL, `Pago reintegrado: ${module.title} (${purchase.reference})`),
    ).toHaveLength(1);
  });

  it('refunds once when asked twice at once: one refund at Mercado Pago, one transition, one set of e-mails', async () => {
    const { caller, purchase, paymentId } = await paidAtMercadoPago();
    // The notification waits until both calls are answered: they make the transition, it finds it made.
    relay.hold();
    const answers = await Promise.all([refund(purchase._id), refund(purchase._id)]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(answers.map((res) => res.json().purchase.state)).toEqual(['refunded', 'refunded']);
    relay.release();
    expect((await relay.waitFor(mercadoPagoUpdate(paymentId))).status).toBe(200);
    expect(await mercadoPagoRefundsOf(paymentId)).toHaveLength(1);
    expect(await transitions(purchase._id)).toHaveLength(2);
    await toldOnce(caller, purchase);

    // Asked again later: nothing is asked of Mercado Pago, nothing is sent.
    const before = refundRequests();
    const again = await refund(purchase._id, admin.headers, { key: 'otra-clave' });
    expect(again.statusCode).toBe(200);
    expect(again.json().msg).toBe('Esta inscripción ya estaba reembolsada.');
    expect(refundRequests()).toBe(before);
    await toldOnce(caller, purchase);
  });

  it('refunds once when another feature asks with its own key while the owner clicks', async () => {
    const { caller, purchase, paymentId } = await paidAtMercadoPago();
    const refunds = purchaseRefunds(deps, silentLogger);
    const [byRequest, byCard] = await Promise.all([
      refunds.refund({ id: admin.userId }, purchase._id, { key: 'ARR-7K3F9Q' }),
      refund(purchase._id),
    ]);
    expect(byRequest).toMatchObject({ outcome: 'refunded', purchase: { state: 'refunded' } });
    expect(byCard.statusCode, byCard.body).toBe(200);
    await relay.waitFor(mercadoPagoUpdate(paymentId));
    expect(await mercadoPagoRefundsOf(paymentId)).toHaveLength(1);
    expect(await transitions(purchase._id)).toHaveLength(2);
    await toldOnce(caller, purchase);
    // Asked again with the same key: the same answer, and nothing new anywhere.
    expect(await refunds.refund({ id: admin.userId }, purchase._id, { key: 'ARR-7K3F9Q' })).toMatchObject({
      outcome: 'already-refunded',
    });
  });

  it('applies a refund the owner already made at Mercado Pago instead of refunding twice', async () => {
    const { caller, purchase, paymentId } = await paidAtMercadoPago();
    // Refunded from her Mercado Pago account; its notification is late.
    relay.hold();
    await testApp.mercadoPagoLater(paymentId, 'refunded');
    const res = await refund(purchase._id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().purchase.state).toBe('refunded');
    relay.release();
    await relay.waitFor(mercadoPagoUpdate(paymentId));
    expect(await mercadoPagoRefundsOf(paymentId)).toHaveLength(1);
    expect(await transitions(purchase._id)).toHaveLength(2);
    await toldOnce(caller, purchase);
  });

  it('answers 502 and changes nothing when Mercado Pago does not refund (a payment in dispute)', async () => {
    const { caller, purchase, paymentId } = await paidAtMercadoPago();
    await testApp.mercadoPagoLater(paymentId, 'in_mediation');
    await relay.waitFor(mercadoPagoUpdate(paymentId));
    const res = await refund(purchase._id);
    expect(res.statusCode).toBe(502);
    expect(res.json().msg).toBe(
      'Mercado Pago no hizo el reembolso, así que la inscripción no cambió. Intentá de nuevo en unos minutos o hacelo desde tu cuenta de Mercado Pago.',
    );
    expect(await stateOf(purchase._id)).toMatchObject({ state: 'paid', pay: true });
    expect(await transitions(purchase._id)).toHaveLength(1);
    expect(await refundEntries(purchase._id)).toEqual([]);
    expect(await mailsTo(testApp, caller.email, 'Pago reintegrado')).toEqual([]);
  });
});

describe('POST /purchases/refund/:id at PayPal', () => {
  it('refunds the capture at PayPal: refunded, audited, both told once, however often it is asked', async () => {
    const { caller, purchase, captureId } = await paidAtPayPal();
    relay.hold();
    const answers = await Promise.all([
      refund(purchase._id, admin.headers, { key: 'solicitud-1' }),
      refund(purchase._id, admin.headers, { key: 'solicitud-1' }),
    ]);
    expect(answers.map((res) => [res.statusCode, res.json().purchase.state])).toEqual([
      [200, 'refunded'],
      [200, 'refunded'],
    ]);
    relay.release();
    expect((await relay.waitFor(payPalRefunded(captureId))).status).toBe(200);
    expect(relay.arrivals.filter(payPalRefunded(captureId))).toHaveLength(1);
    // Each call that reached PayPal audits its request: both, or one when the other found the purchase already
    // refunded (which of the two happens depends on timing). Every entry names the one refund PayPal made.
    const entries = await refundEntries(purchase._id);
    expect(entries.length).toBeGreaterThanOrEqual(1);
    expect(entries.length).toBeLessThanOrEqual(2);
    expect(new Set(entries.map((entry) => (entry.after as { refund: { id: string } }).refund.id)).size).toBe(
      1,
    );
    expect(entries[0]).toMatchObject({ after: { provider: 'pp', operation: captureId, key: 'solicitud-1' } });
    expect(await transitions(purchase._id)).toHaveLength(2);
    expect(await stateOf(purchase._id)).toMatchObject({ state: 'refunded', pay: false });
    const notice = await toldOnce(caller, purchase);
    expect(notice.text).toContain(
      'PayPal nos informó que el pago de tu inscripción en Taller de prueba fue reintegrado. La inscripción ya no figura como paga.',
    );
  });
});

describe('POST /purchases/refund/:id of a transfer', () => {
  it("takes the owner's word that she gave the money back: refunded once, audited as hers, both told", async () => {
    const { caller, purchase } = await paidByTransfer();
    const before = refundRequests();
    const answers = await Promise.all([refund(purchase._id), refund(purchase._id)]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(answers.map((res) => res.json().msg).sort()).toEqual([
      'Esta inscripción ya estaba reembolsada.',
      'Inscripción reembolsada: ya no está paga y le avisamos por correo.',
    ]);
    expect(refundRequests()).toBe(before);
    expect(await stateOf(purchase._id)).toMatchObject({ state: 'refunded', pay: false });
    const [, refunded, ...more] = (await transitions(purchase._id)).sort(
      (a, b) => a.at.getTime() - b.at.getTime(),
    );
    expect(more).toEqual([]);
    expect(refunded).toMatchObject({
      actorId: admin.userId,
      before: { state: 'paid' },
      after: { state: 'refunded', pay: false },
    });
    const notice = await toldOnce(caller, purchase);
    expect(notice.text).toContain(
      'Te devolvimos el pago de tu inscripción en Taller de prueba. La inscripción ya no figura como paga.',
    );
    expect(notice.text).toContain('Devolución: Devolución por transferencia');
    const [owner] = await mailsTo(
      testApp,
      OWNER_EMAIL,
      `Pago reintegrado: Taller de prueba (${purchase.reference})`,
    );
    expect(owner!.text).toContain('Registraste que le devolviste el pago a Ana Diaz.');
  });
});

describe('POST /purchases/refund/:id refusals', () => {
  it('answers 409 for a purchase not paid, and asks no provider', async () => {
    const caller = await student(deps);
    const pending = await bought(app, caller, {
      inscription: (await newActivity(deps)).id,
      inscriptionModel: 'Activity',
      wayToPay: 'mp',
    });
    const before = refundRequests();
    const res = await refund(pending._id);
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('Solo se puede reembolsar una inscripción paga.');
    expect(refundRequests()).toBe(before);
    expect(await stateOf(pending._id)).toMatchObject({ state: 'pending' });
    expect(await transitions(pending._id)).toEqual([]);
  });

  it('answers 404 for no purchase, and 401 / 403 to anyone but an admin', async () => {
    expect((await refund(crypto.randomUUID())).statusCode).toBe(404);
    const { caller, purchase } = await paidByTransfer();
    expect((await refund(purchase._id, {})).statusCode).toBe(401);
    const res = await refund(purchase._id, caller.headers);
    expect(res.statusCode).toBe(403);
    expect(await stateOf(purchase._id)).toMatchObject({ state: 'paid', pay: true });
  });
});
