import { z } from 'zod';
import { paymentSettingsSchema, purchaseSchema, userSchema } from '../entities';
import { paymentSettingsEditSchema } from '../validation/payment-settings';
import {
  providerCheckoutSchema,
  providerStatusSchema,
  transferConfirmSchema,
  transferRequestSchema,
} from '../validation/purchase';
import { endpoint } from './endpoint';

const settingsResponse = z.object({ settings: paymentSettingsSchema });
const providerPage = z.object({ url: z.url() });
/** A provider's notification: its body is only a hint (the payment is fetched again), so any object passes. */
const webhookBody = z.looseObject({});
/** Mercado Pago names the payment in the query (`?data.id=…&type=payment`): the part its signature covers. */
const mercadoPagoWebhookQuery = z.looseObject({
  'data.id': z.string().optional(),
  type: z.string().optional(),
});
const webhookAnswer = z.object({ received: z.literal(true) });

/**
 * Paying a purchase: by hand (the transfer details by e-mail, the owner's confirmation, the owner's payment
 * details) or at a provider (Mercado Pago in pesos, PayPal in dollars), whose word is checked with the provider.
 */
export const checkoutEndpoints = {
  /** E-mails the caller the details to pay their pending purchase by transfer (or from abroad). */
  transfer: endpoint({
    method: 'POST',
    path: '/checkout/transfer',
    access: 'user',
    body: transferRequestSchema,
    response: z.object({ ok: z.boolean(), msg: z.string() }),
  }),
  /** The owner's 'Confirmar pago': idempotent, the student is e-mailed once. */
  transferConfirm: endpoint({
    method: 'POST',
    path: '/checkout/transfer-confirm',
    access: 'admin',
    body: transferConfirmSchema,
    response: z.object({ msg: z.string(), purchase: purchaseSchema }),
  }),
  /** The caller's pending Mercado Pago purchase: the URL of its Checkout Pro page. */
  mercadoPago: endpoint({
    method: 'POST',
    path: '/checkout/mp',
    access: 'user',
    body: providerCheckoutSchema,
    response: providerPage,
  }),
  /** The caller's pending PayPal purchase: the URL where the buyer approves the order. */
  payPal: endpoint({
    method: 'POST',
    path: '/checkout/pp',
    access: 'user',
    body: providerCheckoutSchema,
    response: providerPage,
  }),
  /**
   * The return from Mercado Pago: the payment is fetched from the provider; the user comes back refreshed.
   * 200 when paid or pending (the `msg` says which); a rejected payment answers 402, one that does not match
   * the purchase or was refunded 409, each with its Spanish `msg` (spec: shown as an error).
   */
  mercadoPagoStatus: endpoint({
    method: 'POST',
    path: '/checkout/mp/status',
    access: 'user',
    body: providerStatusSchema,
    response: z.object({ msg: z.string(), user: userSchema }),
  }),
  /** The return from PayPal: the order is captured and the capture checked; answers as the one above. */
  payPalStatus: endpoint({
    method: 'POST',
    path: '/checkout/pp/status',
    access: 'user',
    body: providerStatusSchema,
    response: z.object({ msg: z.string() }),
  }),
  /** Mercado Pago's notification, signed with `x-signature` (401 when the signature is wrong). */
  mercadoPagoWebhook: endpoint({
    method: 'POST',
    path: '/checkout/mp/webhook',
    access: 'public',
    query: mercadoPagoWebhookQuery,
    body: webhookBody,
    response: webhookAnswer,
  }),
  /** PayPal's notification, verified with PayPal's verify-webhook-signature (401 when it fails). */
  payPalWebhook: endpoint({
    method: 'POST',
    path: '/checkout/pp/webhook',
    access: 'public',
    body: webhookBody,
    response: webhookAnswer,
  }),
  paymentSettings: endpoint({
    method: 'GET',
    path: '/admin/payment-settings',
    access: 'admin',
    response: settingsResponse,
  }),
  updatePaymentSettings: endpoint({
    method: 'PUT',
    path: '/admin/payment-settings',
    access: 'admin',
    body: paymentSettingsEditSchema,
    response: settingsResponse.extend({ msg: z.string() }),
  }),
};
