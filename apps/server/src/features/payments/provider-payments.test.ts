import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, providerPayments, purchases } from '../../db/schema';
import {
  buildPurchasesTestApp,
  bought,
  mailsTo,
  newActivity,
  OWNER_EMAIL,
  student,
} from '../../test/fixtures/purchases';
import { providerPaymentService, type ProviderPayment } from './provider-payments';
import { silentLogger } from '../../lib/logger';

/*
 * applyProviderPayment, as the provider clients will call it from return pages and webhooks (on PGlite, and on
 * PostgreSQL when DATABASE_URL names one: there the racing calls run on separate connections).
 */
const testApp = await buildPurchasesTestApp();
const { app, deps } = testApp;
const { db } = deps.database;
const payments = providerPaymentService(deps, silentLogger);

async function pendingByMercadoPago() {
  const activity = await newActivity(deps);
  const caller = await student(deps);
  const purchase = await bought(app, caller, {
    inscription: activity.id,
    inscriptionModel: 'Activity',
    wayToPay: 'mp',
  });
  const approved: ProviderPayment = {
    purchaseId: purchase._id,
    provider: 'mp',
    providerPaymentId: `mp-${crypto.randomUUID()}`,
    providerOrderId: 'pref-1',
    status: 'approved',
    amount: 12000,
    currency: 'ARS',
    reference: purchase._id,
  };
  return { caller, purchase, approved };
}

const transitions = async (id: string) =>
  (await db.select().from(auditLog).where(eq(auditLog.entityId, id))).filter(
    (entry) => entry.action === 'update',
  );
const stateOf = async (id: string) => (await db.select().from(purchases).where(eq(purchases.id, id)))[0]!;

describe('applyProviderPayment', () => {
  it('marks paid once when a return page and a webhook race: one transition, one receipt, one owner e-mail', async () => {
    const { caller, purchase, approved } = await pendingByMercadoPago();
    const outcomes = await Promise.all([
      payments.applyProviderPayment(approved),
      payments.applyProviderPayment(approved),
      payments.applyProviderPayment({ ...approved }),
    ]);
    expect(outcomes.map((result) => result.outcome).sort()).toEqual(['paid', 'unchanged', 'unchanged']);
    expect(await stateOf(purchase._id)).toMatchObject({ state: 'paid', pay: true });
    expect(await transitions(purchase._id)).toHaveLength(1);
    expect(await mailsTo(testApp, caller.email, 'Pago confirmado')).toHaveLength(1);
    expect(
      await mailsTo(testApp, OWNER_EMAIL, `Pago recibido: Taller de prueba (${purchase.reference})`),
    ).toHaveLength(1);
    const attempts = await db
      .select()
      .from(providerPayments)
      .where(eq(providerPayments.purchaseId, purchase._id));
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({
      provider: 'mp',
      providerPaymentId: approved.providerPaymentId,
      status: 'approved',
    });
    // The receipt names the provider.
    const [receipt] = await mailsTo(testApp, caller.email, 'Pago confirmado');
    expect(receipt!.text).toContain('Medio de pago: Mercado Pago');
  });

  it.each([
    ['amount', { amount: 1 }],
    ['currency', { currency: 'USD' }],
    ['reference', { reference: crypto.randomUUID() }],
    ['provider', { provider: 'pp' as const }],
  ])('does not mark paid when the %s differs', async (name, change) => {
    const { caller, purchase, approved } = await pendingByMercadoPago();
    const result = await payments.applyProviderPayment({ ...approved, ...change });
    expect(result.outcome).toBe('mismatch');
    expect(await stateOf(purchase._id)).toMatchObject({ state: 'pending', pay: false });
    expect(await transitions(purchase._id)).toEqual([]);
    expect(await mailsTo(testApp, caller.email, 'Pago confirmado')).toEqual([]);
    // The provider's word is kept and audited, with what it led to: beside the purchase when it names it,
    // apart when it names another one (or another way to pay).
    const [attempt] = await db
      .select()
      .from(providerPayments)
      .where(eq(providerPayments.providerPaymentId, approved.providerPaymentId));
    const namesIt = name === 'amount' || name === 'currency';
    expect(attempt!.purchaseId).toBe(namesIt ? purchase._id : null);
    const audited = await db.select().from(auditLog).where(eq(auditLog.entityId, attempt!.id));
    expect(audited).toMatchObject([
      { entity: 'provider-payment', action: 'create', after: { status: 'approved', outcome: 'mismatch' } },
    ]);
  });

  it('records other statuses without a transition, then pays on approval', async () => {
    const { purchase, approved } = await pendingByMercadoPago();
    const pending = await payments.applyProviderPayment({ ...approved, status: 'in_process' });
    expect(pending.outcome).toBe('recorded');
    expect(await stateOf(purchase._id)).toMatchObject({ state: 'pending' });
    expect((await payments.applyProviderPayment(approved)).outcome).toBe('paid');
    const attempts = await db
      .select()
      .from(providerPayments)
      .where(eq(providerPayments.purchaseId, purchase._id));
    expect(attempts.map((attempt) => attempt.status)).toEqual(['approved']);
  });

  it('takes a refund or a charge-back to refunded (pay false, audited), once, with one e-mail each', async () => {
    for (const status of ['refunded', 'charged_back']) {
      const { caller, purchase, approved } = await pendingByMercadoPago();
      await payments.applyProviderPayment(approved);
      const refunds = await Promise.all([
        payments.applyProviderPayment({ ...approved, status }),
        payments.applyProviderPayment({ ...approved, status }),
      ]);
      expect(refunds.map((result) => result.outcome).sort()).toEqual(['refunded', 'unchanged']);
      expect(await stateOf(purchase._id)).toMatchObject({ state: 'refunded', pay: false });
      const [, refund] = (await transitions(purchase._id)).sort((a, b) => a.at.getTime() - b.at.getTime());
      expect(refund!.before).toMatchObject({ state: 'paid' });
      expect(refund!.after).toMatchObject({ state: 'refunded', pay: false });
      expect(await mailsTo(testApp, caller.email, 'Pago reintegrado: Taller de prueba')).toHaveLength(1);
      expect(
        await mailsTo(testApp, OWNER_EMAIL, `Pago reintegrado: Taller de prueba (${purchase.reference})`),
      ).toHaveLength(1);
    }
  });

  it('refuses the database a paid state without pay (CHECK constraint)', async () => {
    const { purchase } = await pendingByMercadoPago();
    await expect(
      db.update(purchases).set({ state: 'paid' }).where(eq(purchases.id, purchase._id)),
    ).rejects.toThrow();
    await expect(
      db.update(purchases).set({ pay: true }).where(eq(purchases.id, purchase._id)),
    ).rejects.toThrow();
  });

  it('cancels the other pending purchases of the same item once one is paid', async () => {
    const { caller, purchase, approved } = await pendingByMercadoPago();
    const byTransfer = await bought(app, caller, {
      inscription: purchase.inscription._id,
      inscriptionModel: 'Activity',
      wayToPay: 'transfer',
    });
    await payments.applyProviderPayment(approved);
    expect(await stateOf(byTransfer._id)).toMatchObject({ state: 'cancelled', pay: false });
    expect(await transitions(byTransfer._id)).toHaveLength(1);
  });

  it('answers 404 for an unknown purchase', async () => {
    const { approved } = await pendingByMercadoPago();
    await expect(
      payments.applyProviderPayment({ ...approved, purchaseId: crypto.randomUUID() }),
    ).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});
