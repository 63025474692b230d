import { messages, type InscriptionModel, type PaymentProvider } from '@constelaciones/contract';
import { PaymentProviderError } from '../../integrations/payments/http';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import type { SessionUser } from '../../platform/sessions';
import type { ProviderOutcome, ProviderPayment, ProviderPaymentService } from './provider-payments';
import { purchaseRepository, type PurchaseRow, type PurchaseDependencies } from '../purchases';
import type { Logger } from '../../lib/logger';
import { PAID_STATUSES, REFUND_STATUSES } from '../../integrations/payments/statuses';

/*
 * What paying at Mercado Pago and at PayPal share: whose purchase may be sent there, where the buyer comes
 * back, what a provider's failure answers, and what the return page tells the buyer.
 */

const PROVIDER = {
  mp: { currency: 'ARS', otherWay: messages.checkout.mercadoPagoOnlyForMercadoPago },
  pp: { currency: 'USD', otherWay: messages.checkout.payPalOnlyForPayPal },
} as const;

/** A provider's client, or 503 when the site has no credentials for it (it is not offered then). */
export function configured<T>(provider: T | undefined): T {
  if (!provider) throw new HttpError(503, messages.checkout.providerUnavailable);
  return provider;
}

/** Where both providers send the buyer back, paid or not: the web's /checkout/payment page. */
export const returnUrl = (deps: PurchaseDependencies) => `${deps.config.publicUrl}/checkout/payment`;

/** The purchases a buyer may act on at a provider: their own only (404 for anyone else's, nothing said). */
export function purchasesOf(deps: PurchaseDependencies) {
  const repository = purchaseRepository(deps.database.db);
  const own = async (user: SessionUser, id: string): Promise<PurchaseRow> => {
    const row = await repository.find(id, user.id);
    if (!row) throw notFound(messages.checkout.noPurchase);
    return row;
  };
  return {
    /** The caller's purchase to pay now at `provider`: pending, of that way to pay and its currency. */
    async payable(user: SessionUser, id: string, provider: PaymentProvider): Promise<PurchaseRow> {
      const row = await own(user, id);
      if (row.wayToPay !== provider || row.currency !== PROVIDER[provider].currency) {
        throw badRequest(PROVIDER[provider].otherWay);
      }
      if (row.state === 'paid') throw new HttpError(409, messages.purchase.alreadyPaid);
      if (row.state !== 'pending') throw new HttpError(409, messages.purchase.notPending);
      return row;
    },
    /** The caller's purchase a return page names, with the type the page kept. */
    async returning(user: SessionUser, id: string, type: InscriptionModel): Promise<PurchaseRow> {
      const row = await own(user, id);
      if (row.inscriptionModel !== type) throw badRequest(messages.checkout.typeMismatch);
      return row;
    },
  };
}

/**
 * A call to a provider, its failures in Spanish: a payment or order the provider does not know is 'no purchase'
 * (404); anything else (refused, down, slow, an odd answer) is logged and answered 502.
 */
export async function askProvider<T>(log: Logger, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    if (error.status === 404) throw notFound(messages.checkout.noPurchase);
    log.error({ err: error, body: error.body }, 'payment provider call failed');
    throw new HttpError(502, messages.checkout.providerFailed);
  }
}

/**
 * A provider call about something a webhook named, when the provider does not know it (404): logged and taken
 * (undefined), since refusing the notification would only bring it back for days.
 */
export async function unlessUnknown<T>(
  log: Logger,
  what: string,
  call: () => Promise<T>,
): Promise<T | undefined> {
  try {
    return await askProvider(log, call);
  } catch (error) {
    if (!(error instanceof HttpError && error.statusCode === 404)) throw error;
    log.info({ what }, 'notified payment the provider does not know: ignored');
    return undefined;
  }
}

/** The provider's word that a payment is under way, neither taken nor refused yet. */
const PENDING_STATUSES: ReadonlySet<string> = new Set([
  'pending',
  'authorized',
  'in_process',
  'in_mediation',
  'PENDING',
  'APPROVED',
]);

/**
 * What the return page tells the buyer, from the provider's status and what applying it did: paid or pending
 * is the message to show (200), and so is a second payment of a purchase another payment paid (the owner
 * gives it back); a refused payment answers 402, one that does not match the purchase or was given back 409,
 * each with its Spanish message (the web shows those as errors).
 */
export function returnMessage(
  status: string,
  outcome: ProviderOutcome | undefined,
  purchase: Pick<PurchaseRow, 'state' | 'paidByOperation'>,
  operation?: string,
): string {
  if (outcome === 'mismatch') throw new HttpError(409, messages.checkout.paymentMismatch);
  const paidByAnother =
    purchase.state === 'paid' && purchase.paidByOperation !== null && purchase.paidByOperation !== operation;
  if (paidByAnother && (PAID_STATUSES.has(status) || REFUND_STATUSES.has(status))) {
    return messages.checkout.doubleCharge;
  }
  if (PAID_STATUSES.has(status) && purchase.state === 'paid') return messages.checkout.paymentApproved;
  if (REFUND_STATUSES.has(status) || purchase.state === 'refunded') {
    throw new HttpError(409, messages.checkout.paymentRefunded);
  }
  if (PENDING_STATUSES.has(status)) return messages.checkout.paymentPending;
  throw new HttpError(402, messages.checkout.paymentRejected);
}

/** A payment as a provider reports it, before we know which of our purchases it is for. */
export type ReportedPayment = Omit<ProviderPayment, 'purchaseId'>;

/** What the site's refund of a payment needs of its provider (refunds.ts). */
export interface RefundingProvider {
  /** Gives the payment numbered `operation` back in full: one refund per key, however often it is asked. */
  refund(operation: string, key: string): Promise<{ id: string; status: string }>;
  /** The payment as the provider has it now. */
  read(operation: string): Promise<ReportedPayment>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Applies a payment a webhook told us about (fetched again from the provider) to the purchase its reference
 * names. A reference that names no purchase of ours (another shop's, a deleted purchase) is taken and
 * ignored: refusing it would only make the provider send it again for days.
 */
export async function applyNotified(
  payments: ProviderPaymentService,
  payment: ReportedPayment,
  log: Logger,
): Promise<void> {
  try {
    if (!UUID.test(payment.reference)) throw notFound();
    await payments.applyProviderPayment({ ...payment, purchaseId: payment.reference });
  } catch (error) {
    if (!(error instanceof HttpError && error.statusCode === 404)) throw error;
    log.info({ payment: payment.providerPaymentId }, 'notified payment of no purchase of ours: ignored');
  }
}
