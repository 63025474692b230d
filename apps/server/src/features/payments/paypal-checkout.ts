import { z } from 'zod';
import { messages, type ProviderStatusInput } from '@constelaciones/contract';
import { PaymentProviderError } from '../../integrations/payments/http';
import type {
  PayPalCapture,
  PayPalClient,
  PayPalOrder,
  PayPalWebhookHeaders,
} from '../../integrations/payments/paypal';
import { HttpError } from '../../lib/errors';
import type { SessionUser } from '../../platform/sessions';
import {
  applyNotified,
  askProvider,
  unlessUnknown,
  configured,
  purchasesOf,
  returnMessage,
  returnUrl,
  type RefundingProvider,
  type ReportedPayment,
} from './provider-checkout';
import type { ProviderPaymentService } from './provider-payments';
import type { Logger } from '../../lib/logger';
import type { PurchaseDependencies } from '../purchases';

/** PayPal's limit on a purchase unit's description. */
const DESCRIPTION_MAX = 127;

/** A capture as the payments feature applies it; `customId` is the order's when the capture does not repeat it. */
const reported = (
  capture: PayPalCapture,
  orderId: string | undefined,
  customId?: string,
): ReportedPayment => ({
  provider: 'pp',
  providerPaymentId: capture.id,
  providerOrderId: orderId,
  status: capture.status,
  amount: Number(capture.amount.value),
  currency: capture.amount.currency_code,
  reference: capture.custom_id ?? customId ?? '',
});

/** PayPal for the site's refunds: a capture given back in full, then read again. */
export const payPalRefunds = (client: PayPalClient): RefundingProvider => ({
  refund: (operation, key) => client.refundCapture(operation, key),
  async read(operation) {
    const capture = await client.getCapture(operation);
    return reported(capture, capture.orderId);
  },
});

const CAPTURE_EVENTS = new Set([
  'PAYMENT.CAPTURE.COMPLETED',
  'PAYMENT.CAPTURE.PENDING',
  'PAYMENT.CAPTURE.DENIED',
  'PAYMENT.CAPTURE.REFUNDED',
  // A charge-back: the buyer's bank took the money back. The capture then reads REFUNDED, as Mercado Pago's
  // payment reads charged_back, and un-pays the purchase the same way.
  'PAYMENT.CAPTURE.REVERSED',
]);
const HANDLED_EVENTS = new Set(['CHECKOUT.ORDER.APPROVED', ...CAPTURE_EVENTS]);

/**
 * The notifications we act on, as PayPal shapes them (an event id 'WH-…', one of our event types, a resource
 * with an id); everything in them is fetched again from PayPal before it counts.
 */
const eventSchema = z.object({
  id: z.string().regex(/^WH-[A-Za-z0-9-]{1,100}$/),
  event_type: z.string().refine((type) => HANDLED_EVENTS.has(type)),
  resource_type: z.string().optional(),
  resource: z.object({
    id: z.string().min(1).max(100),
    links: z.array(z.object({ href: z.string(), rel: z.string() })).optional(),
  }),
});

/** The capture a capture event is about: the resource itself, or for a refund the capture it links 'up' to. */
function captureIdOf(event: z.output<typeof eventSchema>): string | undefined {
  if (event.resource_type !== 'refund') return event.resource.id;
  const up = event.resource.links?.find((link) => link.rel === 'up')?.href;
  return up?.match(/\/captures\/([^/?#]+)/)?.[1];
}

/**
 * Captures an approved order, once: the same request id for the same order (the return page and the
 * approval webhook race), and an order already captured (or not approved) is read instead.
 */
async function settle(client: PayPalClient, orderId: string): Promise<PayPalOrder> {
  try {
    return await client.captureOrder(orderId, `capture-${orderId}`);
  } catch (error) {
    if (error instanceof PaymentProviderError && error.status === 422) return client.getOrder(orderId);
    throw error;
  }
}

/**
 * Paying a purchase in dollars with PayPal (Orders v2): the order the buyer approves, the capture on the
 * return page (or on the approval webhook when the buyer never comes back), and the capture events.
 */
export function payPalCheckout(deps: PurchaseDependencies, log: Logger, payments: ProviderPaymentService) {
  const purchases = purchasesOf(deps);
  const available = async () => configured((await deps.paymentAccounts.clients()).payPal);

  return {
    /** The approval page of a new order for the caller's pending purchase, amount from the purchase only. */
    async start(user: SessionUser, idPurchase: string): Promise<string> {
      const { client } = await available();
      const row = await purchases.payable(user, idPurchase, 'pp');
      const back = returnUrl(deps);
      const { owner } = await deps.catalog.site();
      const order = await askProvider(log, () =>
        client.createOrder(
          {
            amount: row.amount.toFixed(2),
            customId: row.id,
            description: row.inscriptionTitle.slice(0, DESCRIPTION_MAX),
            returnUrl: back,
            cancelUrl: back,
            brandName: owner.name.slice(0, DESCRIPTION_MAX),
          },
          // One order per purchase: a second click, or a retried request, gets the same order.
          `order-${row.id}`,
        ),
      );
      await payments.recordProviderOrder(user, {
        purchaseId: row.id,
        provider: 'pp',
        providerOrderId: order.id,
      });
      return order.approveUrl;
    },

    /** The return page: `id` is the return's token (the order id); the order is captured, or read if it was. */
    async checkReturn(user: SessionUser, input: ProviderStatusInput): Promise<string> {
      const { client } = await available();
      const row = await purchases.returning(user, input.idPurchase, input.type);
      const order = await askProvider(log, () => settle(client, input.id));
      // Not approved (the buyer cancelled at PayPal): nothing was taken.
      if (!order.capture) return returnMessage(order.status, undefined, row);
      const { outcome, purchase } = await payments.applyProviderPayment({
        ...reported(order.capture, order.id, order.customId),
        purchaseId: row.id,
      });
      return returnMessage(order.capture.status, outcome, purchase, order.capture.id);
    },

    /**
     * A notification. What we never act on (another event type, a body that is no PayPal event) is taken and
     * ignored, unasked; what cannot be PayPal's (its PAYPAL-* headers) is refused with 401, unasked; then
     * `beforeVerify` counts the call to PayPal (429 beyond the limit), and PayPal must verify it for our
     * webhook id (401 otherwise). Then the order or capture it names is fetched (an approved order is
     * captured: the buyer may never come back) and applied; one PayPal does not know is logged and taken.
     */
    async notification(
      headers: PayPalWebhookHeaders,
      body: Record<string, unknown>,
      beforeVerify: () => Promise<unknown>,
    ): Promise<void> {
      const { client, webhookId } = await available();
      const event = eventSchema.safeParse(body);
      if (!event.success) {
        log.info({ eventType: body.event_type }, 'PayPal notification we do not act on: ignored');
        return;
      }
      const refusal = client.refuseWebhook(headers);
      if (refusal) {
        log.info({ refusal }, 'PayPal notification refused without asking PayPal');
        throw new HttpError(401, messages.server.unauthorized);
      }
      await beforeVerify();
      const genuine = await askProvider(log, () => client.verifyWebhook({ headers, webhookId, event: body }));
      if (!genuine) throw new HttpError(401, messages.server.unauthorized);
      const { event_type: type, resource } = event.data;
      if (type === 'CHECKOUT.ORDER.APPROVED') {
        const order = await unlessUnknown(log, `PayPal order ${resource.id}`, () =>
          settle(client, resource.id),
        );
        if (order?.capture) {
          await applyNotified(payments, reported(order.capture, order.id, order.customId), log);
        }
        return;
      }
      const captureId = captureIdOf(event.data);
      if (!captureId) return;
      const capture = await unlessUnknown(log, `PayPal capture ${captureId}`, () =>
        client.getCapture(captureId),
      );
      if (!capture) return;
      // Given back in part: the capture does not say how much; its refund, read from PayPal, does.
      const refunded =
        capture.status === 'PARTIALLY_REFUNDED' && event.data.resource_type === 'refund'
          ? (await askProvider(log, () => client.getRefund(resource.id))).totalRefunded
          : undefined;
      await applyNotified(payments, { ...reported(capture, capture.orderId), refunded }, log);
    },
  };
}
