import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, purchases } from '../../db/schema';
import { runPaymentDeadlines } from './deadlines';
import { providerPaymentService } from '../payments/provider-payments';
import {
  buildPurchasesTestApp,
  DAY_MS,
  buy,
  bought,
  mailsTo,
  newActivity,
  student,
} from '../../test/fixtures/purchases';
import { silentLogger } from '../../lib/logger';

const testApp = await buildPurchasesTestApp({ PENDING_PURCHASE_DAYS: '3' });
const { app, deps } = testApp;
const { db } = deps.database;
const run = (now: Date) => runPaymentDeadlines(deps, now);

async function pendingTransfer() {
  const activity = await newActivity(deps);
  const caller = await student(deps);
  const body = { inscription: activity.id, inscriptionModel: 'Activity', wayToPay: 'transfer' } as const;
  const purchase = await bought(app, caller, body);
  return { caller, purchase, body, deadline: Date.parse(purchase.deadline!) };
}

const stateOf = async (id: string) => (await db.select().from(purchases).where(eq(purchases.id, id)))[0]!;

describe('the payment deadline job', () => {
  it('holds a transfer PENDING_PURCHASE_DAYS, reminds once the day before, then expires it and frees the item', async () => {
    const { caller, purchase, body, deadline } = await pendingTransfer();
    expect(Math.round((deadline - Date.parse(purchase.createdAt)) / DAY_MS)).toBe(3);

    // Two days before: nothing yet.
    await run(new Date(deadline - 2 * DAY_MS));
    expect(await mailsTo(testApp, caller.email, 'Recordatorio')).toEqual([]);

    // Within the last day: one reminder, however often the job runs (also twice at once).
    await Promise.all([run(new Date(deadline - 20 * 3600_000)), run(new Date(deadline - 20 * 3600_000))]);
    await run(new Date(deadline - 3600_000));
    const reminders = await mailsTo(testApp, caller.email, 'Recordatorio');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.subject).toBe(`Recordatorio: tu inscripción ${purchase.reference} está por vencer`);
    expect(reminders[0]!.text).toContain('mariana.rios@example.com');
    expect(await stateOf(purchase._id)).toMatchObject({ state: 'pending' });

    // At the deadline: expired, audited with no actor, the student told once.
    const [first, second] = await Promise.all([run(new Date(deadline)), run(new Date(deadline + 1000))]);
    expect(first!.expired + second!.expired).toBe(1);
    expect(await stateOf(purchase._id)).toMatchObject({ state: 'expired', pay: false });
    const entries = await db.select().from(auditLog).where(eq(auditLog.entityId, purchase._id));
    const expiry = entries.find((entry) => entry.action === 'update');
    expect(expiry).toMatchObject({ entity: 'purchase', actorId: null });
    expect(expiry!.after).toMatchObject({ state: 'expired' });
    expect(await mailsTo(testApp, caller.email, 'venció')).toHaveLength(1);

    // The item is free: a new purchase is created, not the expired one returned.
    const again = await buy(app, caller, body);
    expect(again.statusCode).toBe(201);
    expect(again.json().purchase._id).not.toBe(purchase._id);
    expect(again.json().purchase.state).toBe('pending');
  });

  it('leaves paid purchases alone', async () => {
    const { purchase: paid, deadline } = await pendingTransfer();
    await db
      .update(purchases)
      .set({ state: 'paid', pay: true, paidAt: new Date() })
      .where(eq(purchases.id, paid._id));
    await run(new Date(deadline + 30 * DAY_MS));
    expect(await stateOf(paid._id)).toMatchObject({ state: 'paid', reminderSentAt: null });
  });

  it.each(['mp', 'pp'] as const)(
    'expires a purchase to pay by %s never paid, with no e-mail; a payment approved later still counts',
    async (wayToPay) => {
      const activity = await newActivity(deps);
      const caller = await student(deps, wayToPay === 'mp' ? 'Argentina' : 'Uruguay');
      const body = { inscription: activity.id, inscriptionModel: 'Activity', wayToPay } as const;
      const purchase = await bought(app, caller, body);
      const deadline = Date.parse(purchase.deadline!);
      expect(Math.round((deadline - Date.parse(purchase.createdAt)) / DAY_MS)).toBe(3);

      // The day before: no reminder (nothing was e-mailed about how to pay it).
      await run(new Date(deadline - 3600_000));
      expect(await stateOf(purchase._id)).toMatchObject({ state: 'pending', reminderSentAt: null });
      await run(new Date(deadline));
      expect(await stateOf(purchase._id)).toMatchObject({ state: 'expired', pay: false });
      const expiry = (await db.select().from(auditLog).where(eq(auditLog.entityId, purchase._id))).find(
        (entry) => entry.action === 'update',
      );
      expect(expiry).toMatchObject({ entity: 'purchase', actorId: null });
      expect(await mailsTo(testApp, caller.email, purchase.reference)).toEqual([]);

      // The item is free: choosing that way again is a new purchase.
      const again = await bought(app, caller, body);
      expect(again._id).not.toBe(purchase._id);

      // Money that moved is recorded: the provider approves the expired one's payment after all.
      const { outcome } = await providerPaymentService(deps, silentLogger).applyProviderPayment({
        purchaseId: purchase._id,
        provider: wayToPay,
        providerPaymentId: `${wayToPay}-${crypto.randomUUID()}`,
        status: wayToPay === 'mp' ? 'approved' : 'COMPLETED',
        amount: purchase.amount,
        currency: purchase.currency,
        reference: purchase._id,
      });
      expect(outcome).toBe('paid');
      expect(await stateOf(purchase._id)).toMatchObject({ state: 'paid', pay: true });
      expect(await stateOf(again._id)).toMatchObject({ state: 'cancelled' });
      expect(await mailsTo(testApp, caller.email, 'Pago confirmado')).toHaveLength(1);
    },
  );

  it('a late transfer can still be confirmed by the owner', async () => {
    const { purchase, deadline } = await pendingTransfer();
    await run(new Date(deadline + 1000));
    const { purchaseService } = await import('../purchases/service');
    const { changed, purchase: confirmed } = await purchaseService(deps).confirm({ id: null }, purchase._id);
    expect(changed).toBe(true);
    expect(confirmed).toMatchObject({ state: 'paid', pay: true });
  });
});
