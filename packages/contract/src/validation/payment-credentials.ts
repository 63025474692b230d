import { z } from 'zod';
import { paymentCredentialsMessages as words } from '../payment-credentials-messages';

/** PayPal's two worlds: its sandbox (test accounts, no money moves) and the live one. */
export const PAYPAL_ENVIRONMENTS = ['live', 'sandbox'] as const;
export type PayPalEnvironment = (typeof PAYPAL_ENVIRONMENTS)[number];

/** A credential as the provider gives it: trimmed, 8 to 300 characters that are no space. */
const credential = () =>
  z
    .string({ error: words.required })
    .trim()
    .min(1, { error: words.required })
    .regex(/^[\x21-\x7e]{8,300}$/, { error: words.invalid });

/** Her Mercado Pago application's access token and the secret its notifications are signed with. */
export const mercadoPagoCredentialsSchema = z.object({
  accessToken: credential(),
  webhookSecret: credential(),
});
export type MercadoPagoCredentials = z.output<typeof mercadoPagoCredentialsSchema>;

/** Her PayPal application's client id and secret, the id of its webhook, and which PayPal they are for. */
export const payPalCredentialsSchema = z.object({
  clientId: credential(),
  clientSecret: credential(),
  webhookId: credential(),
  environment: z.enum(PAYPAL_ENVIRONMENTS, { error: words.required }),
});
export type PayPalCredentials = z.output<typeof payPalCredentialsSchema>;
