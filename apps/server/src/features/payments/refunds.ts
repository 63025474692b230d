import { createHash } from 'node:crypto';
import { messages, type PaymentProvider, type Purchase } from '@constelaciones/contract';
import { PaymentProviderError } from '../../integrations/payments/http';
import { HttpError, notFound } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { auditedWrites, type Actor } from '../../platform/audited-write';
import { ownerLetters } from '../../platform/letter';
import { refundedMails } from './emails';
import { mercadoPagoRefunds } from './mercadopago-checkout';
import { payPalRefunds } from './paypal-checkout';
import type { RefundingProvider } from './provider-checkout';
import { providerPaymentService } from './provider-payments';
import { REFUND_STATUSES } from '../../integrations/payments/statuses';
import {
  purchaseRepository,
  toPurchase,
  type PurchaseRow,
  type PurchaseDependencies,
  changeOf,
  lockPurchase,
  refundPurchase,
} from '../purchases';

/**
 * What a refund came to: `refunded` (the purchase is refunded now: by this call, or by the provider's
 * notification or a twin call that got there first), `already-refunded` (it was before this call; nothing was
 * asked of anyone) or `requested` (the provider took the refund but has not finished it: the purchase stays
 * paid until its notification says it is given back).
 */
export type RefundOutcome = 'refunded' | 'already-refunded' | 'requested';

export interface PurchaseRefund {
  purchase: Purchase;
  outcome: RefundOutcome;
}

/** The owner's message about a refund, in Spanish. */
export function refundMessage({ purchase, outcome }: PurchaseRefund): string {
  if (outcome === 'requested') {
    return messages.purchase.refundRequested(messages.purchase.waysToPay[purchase.wayToPay]);
  }
  return outcome === 'refunded' ? messages.purchase.refunded : messages.purchase.alreadyRefunded;
}

/**
 * Paid by a provider's payment, which that provider can give back; anything else was paid by the owner's
 * word.
 */
const paidAtProvider = (row: PurchaseRow): row is PurchaseRow & { wayToPay: PaymentProvider } =>
  row.wayToPay !== 'transfer' && row.paidByOperation !== null;

/**
 * The key the provider gets: the caller's key scoped to the payment (the same key given for two purchases
 * never answers one with the other's refund), and short and plain whatever the caller chose.
 */
const providerKey = (operation: string, key: string) =>
  `refund-${createHash('sha256').update(`${operation}:${key}`).digest('hex').slice(0, 32)}`;

/**
 * The one place the site gives a paid purchase's money back (docs/payments.md,
 * docs/decisions/057-refunds.md). A purchase paid by a provider's payment is refunded at that provider
 * (Mercado Pago, PayPal), which is then read again and its word applied through the provider-payments path,
 * as its notification would be: the transition, the e-mails and their audit happen once, whichever of the two
 * arrives first. Any other paid purchase (a transfer, one the owner confirmed by hand) is refunded on her
 * word that she gave the money back herself.
 */
export function purchaseRefunds(deps: PurchaseDependencies, log: Logger) {
  const write = auditedWrites(deps);
  const repository = purchaseRepository(deps.database.db);
  const payments = providerPaymentService(deps, log);

  async function providerOf(provider: PaymentProvider): Promise<RefundingProvider> {
    const clients = await deps.paymentAccounts.clients();
    const refunding =
      provider === 'mp'
        ? clients.mercadoPago && mercadoPagoRefunds(clients.mercadoPago.client)
        : clients.payPal && payPalRefunds(clients.payPal.client);
    if (!refunding) {
      throw new HttpError(503, messages.purchase.refundUnavailable(messages.purchase.waysToPay[provider]));
    }
    return refunding;
  }

  async function refundAtProvider(
    actor: Actor,
    row: PurchaseRow & { wayToPay: PaymentProvider },
    key: string,
  ): Promise<PurchaseRefund> {
    const provider = row.wayToPay;
    const operation = row.paidByOperation!;
    const refunding = await providerOf(provider);
    const failed = (error: PaymentProviderError) => {
      log.error(
        { err: error, body: error.body, purchaseId: row.id, operation },
        'the provider did not refund',
      );
      return new HttpError(502, messages.purchase.refundFailed(messages.purchase.waysToPay[provider]));
    };
    let refund: { id: string; status: string } | undefined;
    let refusal: PaymentProviderError | undefined;
    try {
      refund = await refunding.refund(operation, providerKey(operation, key));
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      refusal = error;
    }
    // Read again even after a refusal: a twin call, or the owner at the provider's own site, may have given
    // it back already, which the provider then refuses to do twice.
    const payment = await refunding.read(operation).catch((error: unknown) => {
      throw error instanceof PaymentProviderError ? failed(error) : error;
    });
    const givenBack = REFUND_STATUSES.has(payment.status);
    if (refusal && !givenBack) throw failed(refusal);
    await write({
      actor,
      entity: 'purchase',
      apply: async () => ({
        result: undefined,
        change: {
          action: 'refund',
          entityId: row.id,
          after: { provider, operation, key, refund: refund ?? null, paymentStatus: payment.status },
        },
      }),
    });
    if (!givenBack) return { purchase: toPurchase(row), outcome: 'requested' };
    const { purchase } = await payments.applyProviderPayment({ ...payment, purchaseId: row.id });
    return { purchase, outcome: purchase.state === 'refunded' ? 'refunded' : 'requested' };
  }

  /**
   * paid → refunded on the owner's word, in one audited write with its e-mails; once, under the row's lock.
   */
  const refundByHand = (actor: Actor, id: string): Promise<PurchaseRefund> =>
    write<PurchaseRefund>({
      actor,
      entity: 'purchase',
      async apply(tx) {
        const current = await lockPurchase(tx, id);
        if (!current) throw notFound(messages.checkout.noPurchase);
        if (current.state === 'refunded') {
          return { result: { purchase: toPurchase(current), outcome: 'already-refunded' } };
        }
        if (current.state !== 'paid') throw new HttpError(409, messages.purchase.refundNotPaid);
        const refunded = await refundPurchase(tx, deps.jobs, current);
        const purchase = toPurchase(refunded);
        await deps.mail.enqueue(tx, ...refundedMails(...(await ownerLetters(deps, tx)), purchase, null));
        return { result: { purchase, outcome: 'refunded' }, change: changeOf(current, refunded) };
      },
    });

  return {
    /**
     * Gives the money of a paid purchase back, once. `key` names this intended refund (e.g. the request it
     * answers): asking again with it, at once or later, never refunds twice. 404 for no purchase, 409 unless
     * paid (a refunded one answers `already-refunded`), 502 when the provider does not refund it and 503 when
     * the site has no credentials for it (nothing changes then).
     */
    async refund(actor: Actor, purchaseId: string, { key }: { key: string }): Promise<PurchaseRefund> {
      const row = await repository.find(purchaseId);
      if (!row) throw notFound(messages.checkout.noPurchase);
      if (row.state === 'refunded') return { purchase: toPurchase(row), outcome: 'already-refunded' };
      if (row.state !== 'paid') throw new HttpError(409, messages.purchase.refundNotPaid);
      return paidAtProvider(row) ? refundAtProvider(actor, row, key) : refundByHand(actor, row.id);
    },
  };
}

export type PurchaseRefunds = ReturnType<typeof purchaseRefunds>;
