import { messages, type ProviderStatusInput } from '@constelaciones/contract';
import {
  verifyWebhookSignature,
  type MercadoPagoClient,
  type MercadoPagoPayment,
} from '../../integrations/payments/mercadopago';
import { HttpError } from '../../lib/errors';
import type { SessionUser } from '../../platform/sessions';
import {
  applyNotified,
  askProvider,
  configured,
  purchasesOf,
  returnMessage,
  returnUrl,
  unlessUnknown,
  type RefundingProvider,
  type ReportedPayment,
} from './provider-checkout';
import type { ProviderPaymentService } from './provider-payments';
import type { Logger } from '../../lib/logger';
import type { PurchaseDependencies } from '../purchases';

/** A Mercado Pago payment as the payments feature applies it. */
const reported = (payment: MercadoPagoPayment): ReportedPayment => ({
  provider: 'mp',
  providerPaymentId: payment.id,
  status: payment.status,
  amount: payment.transaction_amount,
  refunded: payment.transaction_amount_refunded,
  installments: payment.installments,
  paidTotal: payment.transaction_details?.total_paid_amount ?? null,
  netReceived: payment.transaction_details?.net_received_amount ?? null,
  currency: payment.currency_id,
  reference: payment.external_reference ?? '',
});

/** Mercado Pago for the site's refunds: a payment given back in full, then read again. */
export const mercadoPagoRefunds = (client: MercadoPagoClient): RefundingProvider => ({
  refund: (operation, key) => client.refundPayment(operation, key),
  read: async (operation) => reported(await client.getPayment(operation)),
});

/** The headers and query of a Mercado Pago notification: what its signature covers. */
export interface MercadoPagoNotification {
  query: { 'data.id'?: string; type?: string };
  xSignature: string | undefined;
  xRequestId: string | undefined;
}

/**
 * Paying a purchase in pesos with Mercado Pago's Checkout Pro: the preference the buyer pays at, the check
 * on the return page, and the signed notifications. Mercado Pago's word is always fetched from its API.
 */
export function mercadoPagoCheckout(
  deps: PurchaseDependencies,
  log: Logger,
  payments: ProviderPaymentService,
) {
  const purchases = purchasesOf(deps);
  const available = async () => configured((await deps.paymentAccounts.clients()).mercadoPago);

  return {
    /** The Checkout Pro page for the caller's pending purchase; amount and currency from the purchase only. */
    async start(user: SessionUser, idPurchase: string): Promise<string> {
      const { client } = await available();
      const row = await purchases.payable(user, idPurchase, 'mp');
      const back = returnUrl(deps);
      const preference = await askProvider(log, () =>
        client.createPreference(
          {
            items: [{ title: row.inscriptionTitle, quantity: 1, unit_price: row.amount, currency_id: 'ARS' }],
            external_reference: row.id,
            back_urls: { success: back, pending: back, failure: back },
            auto_return: 'approved',
            notification_url: `${deps.config.publicUrl}/api/checkout/mp/webhook`,
            payer: { email: row.email, name: row.firstName, surname: row.lastName },
            // The most cuotas offered, as fixed when she bought (her setting, or the item's own).
            payment_methods: { installments: row.maxInstallments },
          },
          // One preference per purchase: a second click, or a retried request, gets the same page.
          `preference-${row.id}`,
        ),
      );
      await payments.recordProviderOrder(user, {
        purchaseId: row.id,
        provider: 'mp',
        providerOrderId: preference.id,
      });
      return preference.init_point;
    },

    /** The return page: `id` is the return's collection_id, a hint only; the payment is fetched. */
    async checkReturn(user: SessionUser, input: ProviderStatusInput): Promise<string> {
      const { client } = await available();
      const row = await purchases.returning(user, input.idPurchase, input.type);
      const payment = await askProvider(log, () => client.getPayment(input.id));
      const { outcome, purchase } = await payments.applyProviderPayment({
        ...reported(payment),
        purchaseId: row.id,
      });
      return returnMessage(payment.status, outcome, purchase, payment.id);
    },

    /**
     * A notification: 401 unless signed with our secret for this payment and recent. Then the payment is
     * fetched and applied to the purchase Mercado Pago carries as its reference. Notifications about anything
     * but a payment, and payments of no purchase of ours, are taken and ignored (else they come back for days).
     */
    async notification(notice: MercadoPagoNotification): Promise<void> {
      const { client, webhookSecret } = await available();
      const dataId = notice.query['data.id'];
      if (notice.query.type !== 'payment' || !dataId) return;
      const genuine = verifyWebhookSignature({
        xSignature: notice.xSignature,
        xRequestId: notice.xRequestId,
        dataId,
        secret: webhookSecret,
      });
      if (!genuine) throw new HttpError(401, messages.server.unauthorized);
      const payment = await unlessUnknown(log, `Mercado Pago payment ${dataId}`, () =>
        client.getPayment(dataId),
      );
      if (payment) await applyNotified(payments, reported(payment), log);
    },
  };
}
