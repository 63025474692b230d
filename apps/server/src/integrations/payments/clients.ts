import type { PaymentsConfig } from '../../config';
import { mercadoPagoClient, type MercadoPagoClient } from './mercadopago';
import { payPalClient, type PayPalClient } from './paypal';

/** The providers this site takes payments with, and what their webhooks are checked with; undefined when off. */
export interface PaymentClients {
  mercadoPago: { client: MercadoPagoClient; webhookSecret: string } | undefined;
  payPal: { client: PayPalClient; webhookId: string } | undefined;
}

/** One client per provider for the life of the app (PayPal's keeps its access token between calls). */
export function paymentClients({ mercadoPago, payPal }: PaymentsConfig): PaymentClients {
  return {
    mercadoPago: mercadoPago && {
      client: mercadoPagoClient(mercadoPago),
      webhookSecret: mercadoPago.webhookSecret,
    },
    payPal: payPal && { client: payPalClient(payPal), webhookId: payPal.webhookId },
  };
}
