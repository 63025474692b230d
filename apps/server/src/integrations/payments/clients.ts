import type { MercadoPagoClient } from './mercadopago';
import type { PayPalClient } from './paypal';

/** The providers this site takes payments with, and what their webhooks are checked with; undefined when off. */
export interface PaymentClients {
  mercadoPago: { client: MercadoPagoClient; webhookSecret: string } | undefined;
  payPal: { client: PayPalClient; webhookId: string } | undefined;
}
