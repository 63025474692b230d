import { and, eq, isNull } from 'drizzle-orm';
import { messages, sameAmount, type PaymentProvider, type Purchase } from '@constelaciones/contract';
import type { Db } from '../../db/client';
import { providerPayments } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { auditedWrites, type Actor, type AuditedChange } from '../../platform/audited-write';
import { ownerLetters } from '../../platform/letter';
import {
  paidMails,
  toPurchase,
  type PurchaseRow,
  type PurchaseDependencies,
  adoptOperation,
  changeOf,
  lockPurchase,
  PAYABLE_BY_PROVIDER,
  payPurchase,
  refundPart,
  refundPurchase,
} from '../purchases';
import { doubleChargedMails, partlyRefundedMails, refundedMails } from './emails';
import type { Logger } from '../../lib/logger';
import { PAID_STATUSES, REFUND_STATUSES } from '../../integrations/payments/statuses';

/** What a provider (Mercado Pago, PayPal) says about a payment of a purchase: a return page or a webhook. */
export interface ProviderPayment {
  purchaseId: string;
  provider: PaymentProvider;
  /** Mercado Pago's payment id, PayPal's capture id. */
  providerPaymentId: string;
  /** Mercado Pago's preference id, PayPal's order id, when known. */
  providerOrderId?: string;
  /** As the provider says it: approved, COMPLETED, refunded, charged_back, REFUNDED, pending... */
  status: string;
  amount: number;
  /** What the provider says was given back of it so far, when it says (Mercado Pago does). */
  refunded?: number;
  /** Mercado Pago: the cuotas chosen, what the buyer paid in all and what the owner received. */
  installments?: number | null;
  paidTotal?: number | null;
  netReceived?: number | null;
  currency: string;
  /** What the provider carries back as the purchase: external_reference / custom_id, set to its `_id`. */
  reference: string;
}

/**
 * What applying it did: `paid` or `refunded` (a transition, audited, e-mails sent), `partly-refunded` (part of
 * the payment that paid it given back: the amount recorded, audited, the owner told; still paid),
 * `double-charge` (a second approved payment of a paid purchase: recorded, audited, the owner told once),
 * `unchanged` (already so: a repeated webhook), `mismatch` (approved, but reference, way, amount or currency
 * differ: not paid) or `recorded` (any other status, or a refund of a payment that did not pay the purchase:
 * kept as an attempt only).
 */
export type ProviderOutcome =
  'paid' | 'refunded' | 'partly-refunded' | 'double-charge' | 'unchanged' | 'mismatch' | 'recorded';

type AttemptRow = typeof providerPayments.$inferSelect;

/** What the provider answered of the payment's cuotas and money, kept on the purchase it paid. */
const financingOf = (payment: ProviderPayment) => ({
  installments: payment.installments ?? null,
  paidTotal: payment.paidTotal ?? null,
  netReceived: payment.netReceived ?? null,
});

/** A provider attempt as the audit log records it, with the purchase it was shown for when kept apart from it. */
const auditedAttempt = (row: AttemptRow, outcome?: ProviderOutcome, shownFor?: string) => ({
  _id: row.id,
  purchaseId: row.purchaseId,
  ...(shownFor && row.purchaseId !== shownFor && { shownFor }),
  provider: row.provider,
  providerOrderId: row.providerOrderId,
  providerPaymentId: row.providerPaymentId,
  status: row.status,
  amount: row.amount,
  currency: row.currency,
  ...(outcome && { outcome }),
});

/**
 * Keeps the provider's word about a payment (unique on provider and payment id): beside the purchase when the
 * payment names it, apart (no purchase) when it names another one, e.g. someone else's payment id sent to this
 * purchase's return page, so that it is never taken for, nor deleted with, a purchase it did not pay.
 */
async function recordAttempt(
  tx: Db,
  current: PurchaseRow,
  payment: ProviderPayment,
  isThisPurchase: boolean,
): Promise<{ row: AttemptRow; before: AttemptRow | undefined }> {
  const key = and(
    eq(providerPayments.provider, payment.provider),
    eq(providerPayments.providerPaymentId, payment.providerPaymentId),
  );
  const [before] = await tx.select().from(providerPayments).where(key).for('update');
  const values = {
    status: payment.status,
    amount: payment.amount,
    currency: payment.currency,
    ...(isThisPurchase && { purchaseId: current.id }),
  };
  const [row] = await tx
    .insert(providerPayments)
    .values({
      purchaseId: isThisPurchase ? current.id : null,
      provider: payment.provider,
      providerPaymentId: payment.providerPaymentId,
      providerOrderId: payment.providerOrderId,
      ...values,
    })
    .onConflictDoUpdate({
      target: [providerPayments.provider, providerPayments.providerPaymentId],
      set: values,
    })
    .returning();
  return { row: row!, before };
}

const attemptChanged = (before: AttemptRow, after: AttemptRow) =>
  before.status !== after.status || before.amount !== after.amount || before.currency !== after.currency;

/**
 * Payments taken by a provider, whatever told us (the return page or a webhook): the provider's order kept
 * beside the purchase, and each payment applied once. Every write is audited (the purchase as 'purchase',
 * the provider's attempt as 'provider-payment'); e-mails are written to the outbox in the transaction that
 * makes the transition, only.
 */
export function providerPaymentService(deps: PurchaseDependencies, log: Logger) {
  const write = auditedWrites(deps);

  return {
    /**
     * Keeps a provider's order (MP preference, PayPal order) beside the purchase it was created for, once:
     * asking again for the same purchase gives the same order (idempotency key), recorded only the first time.
     */
    async recordProviderOrder(
      actor: Actor,
      input: { purchaseId: string; provider: PaymentProvider; providerOrderId: string },
    ): Promise<void> {
      await write({
        actor,
        entity: 'provider-payment',
        async apply(tx) {
          if (!(await lockPurchase(tx, input.purchaseId))) throw notFound(messages.checkout.noPurchase);
          const [known] = await tx
            .select({ id: providerPayments.id })
            .from(providerPayments)
            .where(
              and(
                eq(providerPayments.purchaseId, input.purchaseId),
                eq(providerPayments.provider, input.provider),
                eq(providerPayments.providerOrderId, input.providerOrderId),
                isNull(providerPayments.providerPaymentId),
              ),
            );
          if (known) return { result: undefined };
          const [row] = await tx
            .insert(providerPayments)
            .values({ ...input, status: 'created' })
            .returning();
          return {
            result: undefined,
            change: { action: 'create', entityId: row!.id, after: auditedAttempt(row!) },
          };
        },
      });
    },

    /**
     * Applies a payment as the provider reports it (re-fetched from its API, never the browser's word). Paid
     * only when the status is approved / COMPLETED and the reference, way to pay, amount and currency all match
     * the purchase, and the payment is recorded as the one that paid it; refunded / charged_back / REFUNDED
     * of that payment only take the purchase to refunded. Another approved payment of a paid purchase is a
     * double charge: the owner is told, once, which operation to refund. Idempotent under races: the purchase
     * is locked first, so of two calls at once one makes the transition (audit entry, e-mails) and the other
     * finds it made. A mismatch changes no purchase but is audited with its attempt.
     */
    async applyProviderPayment(
      payment: ProviderPayment,
      now = new Date(),
    ): Promise<{ outcome: ProviderOutcome; purchase: Purchase }> {
      const { outcome, row } = await write<{ outcome: ProviderOutcome; row: PurchaseRow }>({
        actor: { id: null },
        entity: 'purchase',
        async apply(tx) {
          const current = await lockPurchase(tx, payment.purchaseId);
          if (!current) throw notFound(messages.checkout.noPurchase);
          const isThisPurchase = payment.reference === current.id && payment.provider === current.wayToPay;
          const attempt = await recordAttempt(tx, current, payment, isThisPurchase);
          const done = (outcome: ProviderOutcome, after: PurchaseRow, transition: AuditedChange[] = []) => {
            const attemptChange: AuditedChange[] =
              !attempt.before || attemptChanged(attempt.before, attempt.row) || outcome === 'mismatch'
                ? [
                    {
                      entity: 'provider-payment',
                      action: attempt.before ? 'update' : 'create',
                      entityId: attempt.row.id,
                      ...(attempt.before && { before: auditedAttempt(attempt.before) }),
                      after: auditedAttempt(attempt.row, outcome, current.id),
                    },
                  ]
                : [];
            return { result: { outcome, row: after }, change: [...transition, ...attemptChange] };
          };

          const operation = payment.providerPaymentId;
          if (PAID_STATUSES.has(payment.status)) {
            const matches =
              isThisPurchase &&
              sameAmount(payment.amount, current.amount) &&
              payment.currency === current.currency;
            if (!matches) return done('mismatch', current);
            if (PAYABLE_BY_PROVIDER.includes(current.state)) {
              const paid = await payPurchase(tx, deps.jobs, current, now, operation, financingOf(payment));
              await deps.mail.enqueue(
                tx,
                ...paidMails(...(await ownerLetters(deps, tx)), toPurchase(paid.row), operation),
              );
              return done('paid', paid.row, [changeOf(current, paid.row), ...paid.cancelled]);
            }
            if (current.state === 'paid' && current.paidByOperation === operation) {
              const refunded = payment.refunded ?? 0;
              if (refunded <= 0 || sameAmount(refunded, current.refundedAmount))
                return done('unchanged', current);
              // Part of it given back at the provider: recorded as such, the purchase still paid.
              const after = await refundPart(tx, current, refunded);
              await deps.mail.enqueue(
                tx,
                ...partlyRefundedMails(...(await ownerLetters(deps, tx)), toPurchase(after), operation),
              );
              return done('partly-refunded', after, [changeOf(current, after)]);
            }
            if (current.state !== 'paid') return done('unchanged', current);
            if (current.paidByOperation === null) {
              // Confirmed by the owner's hand before the provider told us: this is the payment behind it.
              const adopted = await adoptOperation(tx, current, operation);
              return done('unchanged', adopted, [changeOf(current, adopted)]);
            }
            // Told once: when the provider first says this other payment is approved.
            if (attempt.before && PAID_STATUSES.has(attempt.before.status)) return done('unchanged', current);
            await deps.mail.enqueue(
              tx,
              ...doubleChargedMails(...(await ownerLetters(deps, tx)), toPurchase(current), operation),
            );
            return done('double-charge', current);
          }
          if (REFUND_STATUSES.has(payment.status)) {
            if (!isThisPurchase) return done('mismatch', current);
            // Only the payment that paid it undoes it: a double charge given back leaves it paid.
            if (current.paidByOperation !== operation) return done('recorded', current);
            if (current.state !== 'paid') return done('unchanged', current);
            const refunded = await refundPurchase(tx, deps.jobs, current);
            await deps.mail.enqueue(
              tx,
              ...refundedMails(...(await ownerLetters(deps, tx)), toPurchase(refunded), operation),
            );
            return done('refunded', refunded, [changeOf(current, refunded)]);
          }
          return done('recorded', current);
        },
      });
      const purchase = toPurchase(row);
      if (outcome === 'double-charge') {
        log.error(
          {
            purchaseId: purchase._id,
            paidBy: purchase.paidByOperation,
            duplicate: payment.providerPaymentId,
          },
          'a paid purchase was charged again: the owner is told to refund it',
        );
      }
      if (outcome === 'mismatch') {
        log.error(
          { purchaseId: payment.purchaseId, status: payment.status },
          'provider payment does not match its purchase',
        );
      }
      return { outcome, purchase };
    },
  };
}

export type ProviderPaymentService = ReturnType<typeof providerPaymentService>;
