import { and, eq, isNull } from 'drizzle-orm';
import { messages, sameAmount, type Purchase } from '@constelaciones/contract';
import type { Db } from '../../db/client';
import { providerPayments } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { auditedWrites, type Actor, type AuditedChange } from '../audit/audited-write';
import { mailSiteOf } from '../auth/emails';
import { paidMails, refundedMails } from './emails';
import { toPurchase, type PurchaseRow } from './repository';
import type { MailLog, PurchaseServices } from './service';
import { changeOf, lockPurchase, PAYABLE_BY_PROVIDER, payPurchase, refundPurchase } from './transitions';

/** What a provider (Mercado Pago, PayPal) says about a payment of an enrolment: a return page or a webhook. */
export interface ProviderPayment {
  purchaseId: string;
  provider: 'mp' | 'pp';
  /** Mercado Pago's payment id, PayPal's capture id. */
  providerPaymentId: string;
  /** Mercado Pago's preference id, PayPal's order id, when known. */
  providerOrderId?: string;
  /** As the provider says it: approved, COMPLETED, refunded, charged_back, REFUNDED, pending... */
  status: string;
  amount: number;
  currency: string;
  /** What the provider carries back as the enrolment: external_reference / custom_id, set to its `_id`. */
  reference: string;
}

/**
 * What applying it did: `paid` or `refunded` (a transition, audited, e-mails sent), `unchanged` (already so:
 * a repeated webhook), `mismatch` (approved, but reference, way, amount or currency differ: not paid) or
 * `recorded` (any other status: kept as an attempt only).
 */
export type ProviderOutcome = 'paid' | 'refunded' | 'unchanged' | 'mismatch' | 'recorded';

export const PAID_STATUSES: ReadonlySet<string> = new Set(['approved', 'COMPLETED']);
export const REFUND_STATUSES: ReadonlySet<string> = new Set(['refunded', 'charged_back', 'REFUNDED']);

type AttemptRow = typeof providerPayments.$inferSelect;

/** A provider attempt as the audit log records it. */
const auditedAttempt = (row: AttemptRow, outcome?: ProviderOutcome) => ({
  _id: row.id,
  purchaseId: row.purchaseId,
  provider: row.provider,
  providerOrderId: row.providerOrderId,
  providerPaymentId: row.providerPaymentId,
  status: row.status,
  amount: row.amount,
  currency: row.currency,
  ...(outcome && { outcome }),
});

/**
 * Keeps the provider's word about a payment beside the enrolment (unique on provider and payment id): the
 * attempt's audit entry when it is new or the provider changed its status, amount or currency; none otherwise.
 */
async function recordAttempt(
  tx: Db,
  current: PurchaseRow,
  payment: ProviderPayment,
): Promise<{ row: AttemptRow; before: AttemptRow | undefined }> {
  const key = and(
    eq(providerPayments.provider, payment.provider),
    eq(providerPayments.providerPaymentId, payment.providerPaymentId),
  );
  const [before] = await tx.select().from(providerPayments).where(key).for('update');
  const values = { status: payment.status, amount: payment.amount, currency: payment.currency };
  const [row] = await tx
    .insert(providerPayments)
    .values({
      purchaseId: current.id,
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
 * beside the enrolment, and each payment applied once. Every write is audited (the enrolment as 'purchase',
 * the provider's attempt as 'provider-payment'); e-mails are written to the outbox in the transaction that
 * makes the transition, only.
 */
export function providerPaymentService(services: PurchaseServices, log: MailLog) {
  const write = auditedWrites(services);
  const site = mailSiteOf(services);
  const ownerEmail = services.site.owner.email;

  return {
    /**
     * Keeps a provider's order (MP preference, PayPal order) beside the enrolment it was created for, once:
     * asking again for the same enrolment gives the same order (idempotency key), recorded only the first time.
     */
    async recordProviderOrder(
      actor: Actor,
      input: { purchaseId: string; provider: 'mp' | 'pp'; providerOrderId: string },
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
     * the enrolment; refunded / charged_back / REFUNDED take a paid enrolment to refunded. Idempotent under
     * races: the enrolment is locked first, so of two calls at once one makes the transition (audit entry,
     * e-mails) and the other finds it made. A mismatch changes no enrolment but is audited with its attempt.
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
          const attempt = await recordAttempt(tx, current, payment);
          const done = (outcome: ProviderOutcome, after: PurchaseRow, transition: AuditedChange[] = []) => {
            const attemptChange: AuditedChange[] =
              !attempt.before || attemptChanged(attempt.before, attempt.row) || outcome === 'mismatch'
                ? [
                    {
                      entity: 'provider-payment',
                      action: attempt.before ? 'update' : 'create',
                      entityId: attempt.row.id,
                      ...(attempt.before && { before: auditedAttempt(attempt.before) }),
                      after: auditedAttempt(attempt.row, outcome),
                    },
                  ]
                : [];
            return { result: { outcome, row: after }, change: [...transition, ...attemptChange] };
          };

          const isThisEnrolment = payment.reference === current.id && payment.provider === current.wayToPay;
          if (PAID_STATUSES.has(payment.status)) {
            const matches =
              isThisEnrolment &&
              sameAmount(payment.amount, current.amount) &&
              payment.currency === current.currency;
            if (!matches) return done('mismatch', current);
            if (!PAYABLE_BY_PROVIDER.includes(current.state)) return done('unchanged', current);
            const paid = await payPurchase(tx, current, now);
            const paidMessages = paidMails(site, ownerEmail, toPurchase(paid.row), payment.providerPaymentId);
            await services.mail.enqueue(tx, ...paidMessages);
            return done('paid', paid.row, [changeOf(current, paid.row), ...paid.cancelled]);
          }
          if (REFUND_STATUSES.has(payment.status)) {
            if (!isThisEnrolment) return done('mismatch', current);
            if (current.state !== 'paid') return done('unchanged', current);
            const refunded = await refundPurchase(tx, current);
            const operation = payment.providerPaymentId;
            await services.mail.enqueue(
              tx,
              ...refundedMails(site, ownerEmail, toPurchase(refunded), operation),
            );
            return done('refunded', refunded, [changeOf(current, refunded)]);
          }
          return done('recorded', current);
        },
      });
      const purchase = toPurchase(row);
      if (outcome === 'mismatch') {
        log.error(
          { purchaseId: payment.purchaseId, status: payment.status },
          'provider payment does not match its enrolment',
        );
      }
      return { outcome, purchase };
    },
  };
}

export type ProviderPaymentService = ReturnType<typeof providerPaymentService>;
