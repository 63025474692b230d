import { z } from 'zod';
import {
  mercadoPagoCredentialsSchema,
  PAYPAL_ENVIRONMENTS,
  payPalCredentialsSchema,
} from '../validation/payment-credentials';
import { messageResponseSchema } from '../auth';
import { endpoint } from './endpoint';

/** Where the credentials a provider is used with now come from: server variables win over hers. */
export const CREDENTIAL_SOURCES = ['server', 'owner', 'simulator', 'none'] as const;
export type CredentialSource = (typeof CREDENTIAL_SOURCES)[number];

/** One provider as 'Datos de pago' shows it: never a credential, only the last characters of hers. */
const providerCredentialsSchema = z.object({
  source: z.enum(CREDENTIAL_SOURCES),
  /** The address to paste at the provider for its notifications. */
  webhookUrl: z.string(),
  /** Hers, when saved: each field's last four characters, and when. */
  saved: z
    .object({
      hints: z.record(z.string(), z.string()),
      environment: z.enum(PAYPAL_ENVIRONMENTS).nullable(),
      savedAt: z.string(),
    })
    .nullable(),
});

export const paymentCredentialsSchema = z.object({
  mercadoPago: providerCredentialsSchema,
  payPal: providerCredentialsSchema,
});
export type PaymentCredentialsView = z.infer<typeof paymentCredentialsSchema>;

const tested = z.object({ msg: z.string() });
const saved = z.object({ credentials: paymentCredentialsSchema, msg: z.string() });

/**
 * The owner's own Mercado Pago and PayPal credentials (docs/decisions/071-owner-payment-credentials.md): shown
 * by their last characters only; 'Probar' asks the provider (400 with what is wrong); saving asks it first too.
 */
export const paymentCredentialsEndpoints = {
  show: endpoint({
    method: 'GET',
    path: '/admin/payment-credentials',
    access: 'admin',
    response: paymentCredentialsSchema,
  }),
  testMercadoPago: endpoint({
    method: 'POST',
    path: '/admin/payment-credentials/mp/test',
    access: 'admin',
    body: mercadoPagoCredentialsSchema,
    response: tested,
  }),
  saveMercadoPago: endpoint({
    method: 'PUT',
    path: '/admin/payment-credentials/mp',
    access: 'admin',
    body: mercadoPagoCredentialsSchema,
    response: saved,
  }),
  forgetMercadoPago: endpoint({
    method: 'DELETE',
    path: '/admin/payment-credentials/mp',
    access: 'admin',
    response: messageResponseSchema,
  }),
  testPayPal: endpoint({
    method: 'POST',
    path: '/admin/payment-credentials/pp/test',
    access: 'admin',
    body: payPalCredentialsSchema,
    response: tested,
  }),
  savePayPal: endpoint({
    method: 'PUT',
    path: '/admin/payment-credentials/pp',
    access: 'admin',
    body: payPalCredentialsSchema,
    response: saved,
  }),
  forgetPayPal: endpoint({
    method: 'DELETE',
    path: '/admin/payment-credentials/pp',
    access: 'admin',
    response: messageResponseSchema,
  }),
};
