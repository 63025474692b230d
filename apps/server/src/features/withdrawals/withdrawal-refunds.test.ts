import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PaymentProvider, Purchase, Withdrawal } from '@constelaciones/contract';
import { purchases } from '../../db/schema';
import { sessionFor } from '../../test/helper';
import { buildProviderTestApp } from '../../test/fixtures/providers';
import { bought, DAY_MS, mailsTo, student, trainingModule } from '../../test/fixtures/purchases';

/*
 * The owner resolves a 'Botón de arrepentimiento' request about a module paid at Mercado Pago or PayPal: the
 * payment is refunded at the provider (the simulator, over real HTTP) through the refund of purchases, keyed by the
 * request, so resolving it twice at once refunds once; the student loses the module and is told once.
 */
const testApp = await buildProviderTestApp();
const { app, deps, stateOf, transitions } = testApp;
const owner = await sessionFor(deps, 'ADMIN');
const clients = await deps.paymentAccounts.clients();

/** A recorded module bought `daysAgo` days ago and paid at `provider` (the return page's check marks it paid). */
async function paidModule(provider: PaymentProvider, daysAgo: number) {
  const module = await trainingModule(deps);
  const caller = await student(deps, provider === 'mp' ? 'Argentina' : 'México');
  const purchase = await bought(app, caller, {
    inscription: module.id,
    inscriptionModel: 'Module',
    wayToPay: provider,
  });
  const { pay, checkStatus } = testApp.checkoutAt(provider);
  const { returnId } = await pay(caller, purchase, 'approve');
  expect((await checkStatus(caller, purchase, returnId)).statusCode).toBe(200);
  const [paid] = await deps.database.db
    .update(purchases)
    .set({ createdAt: new Date(Date.now() - daysAgo * DAY_MS) })
    .where(eq(purchases.id, purchase._id))
    .returning();
  expect(paid).toMatchObject({ state: 'paid' });
  return { module, caller, purchase, operation: paid!.paidByOperation! };
}

/** The payment's status at the provider now. */
async function statusAtProvider(provider: PaymentProvider, operation: string): Promise<string> {
  if (provider === 'mp') return (await clients.mercadoPago!.client.getPayment(operation)).status;
  return (await clients.payPal!.client.getCapture(operation)).status;
}

const modulesOf = async (caller: { headers: object }) =>
  (await app.inject({ method: 'GET', url: '/api/user/relogged', headers: { ...caller.headers } })).json<{
    user: { modules: unknown[] };
  }>().user.modules;

describe.each([
  ['Mercado Pago', 'mp', 'refunded'],
  ['PayPal', 'pp', 'REFUNDED'],
] as const)('resolving a request about a purchase paid with %s', (name, provider, refundedStatus) => {
  it('refunds it at the provider once, even when resolved twice at once; the student loses the module', async () => {
    const { module, caller, purchase, operation } = await paidModule(provider, 2);
    expect(await modulesOf(caller)).toEqual([{ _id: module.id, title: module.title }]);
    const sent = await app.inject({
      method: 'POST',
      url: '/api/withdrawals',
      payload: { name: 'Ana Diaz', email: caller.email, reference: purchase.reference },
    });
    expect(sent.json()).toMatchObject({ withinTerm: true });
    const { withdrawals } = (
      await app.inject({ method: 'GET', url: '/api/admin/withdrawals', headers: owner.headers })
    ).json<{ withdrawals: Withdrawal[] }>();
    const request = withdrawals.find((withdrawal) => withdrawal.code === sent.json().code)!;

    const resolve = () =>
      app.inject({
        method: 'POST',
        url: `/api/admin/withdrawals/${request._id}/resolve`,
        headers: owner.headers,
        payload: {},
      });
    const answers = await Promise.all([resolve(), resolve()]);
    expect(answers.map((res) => res.statusCode).sort(), answers.map((res) => res.body).join(' ')).toEqual([
      200, 409,
    ]);
    const { withdrawal } = answers.find((res) => res.statusCode === 200)!.json<{ withdrawal: Withdrawal }>();
    expect(withdrawal).toMatchObject({ state: 'resolved', purchase: { state: 'refunded' } });

    expect(await statusAtProvider(provider, operation)).toBe(refundedStatus);
    await expect.poll(async () => (await stateOf(purchase._id)).state).toBe('refunded');
    const refunds = (await transitions(purchase._id)).filter(
      (entry) => (entry.after as Purchase | null)?.state === 'refunded',
    );
    expect(refunds).toHaveLength(1);
    expect(await modulesOf(caller)).toEqual([]);

    // The refund's own notice to the student, once (its wording is the refund's).
    const notices = (await mailsTo(testApp, caller.email, '')).filter((mail) =>
      /reintegr/i.test(mail.subject),
    );
    expect(notices).toHaveLength(1);
    const [answer, ...more] = await mailsTo(testApp, caller.email, `${withdrawal.code} fue resuelta`);
    expect(more).toEqual([]);
    expect(answer!.text).toContain(`te reintegró el pago de tu inscripción en ${module.title}`);
    expect(answer!.text).toContain(`por ${name}`);
  });
});
