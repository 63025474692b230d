import {
  mercadoPagoCredentialsSchema,
  paymentCredentialsEndpoints as endpoints,
  paymentCredentialsMessages as words,
  payPalCredentialsSchema,
  type MercadoPagoCredentials,
  type PaymentCredentialsView,
  type PayPalCredentials,
} from '@constelaciones/contract';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import { call } from '../../../lib/client';
import { emptyValues } from '../kit/form';
import type { FormSchema } from '../kit/schemaFields';

/** One provider as 'Datos de pago' shows it: where its credentials come from, its address, hers if saved. */
export type ProviderView = PaymentCredentialsView['mercadoPago'];

/** A field of a provider's form, in the order shown. */
export interface CredentialField<Values extends FieldValues> {
  name: Path<Values>;
  label: string;
  hint?: string;
  /** Typed unseen: a secret, not an id. */
  secret?: boolean;
  /** The few values it takes, as radios (PayPal's environment); the others are typed. */
  choices?: Record<string, string>;
}

/** What the card of a provider needs: its fields, and its calls to the server. */
export interface CredentialProvider<Values extends FieldValues> {
  name: string;
  schema: FormSchema<Values, Values>;
  fields: CredentialField<Values>[];
  /** The form before she types: nothing, since a saved credential is never sent back. */
  defaults: (saved: ProviderView['saved']) => DefaultValues<Values>;
  test: (body: Values) => Promise<{ msg: string }>;
  save: (body: Values) => Promise<{ credentials: PaymentCredentialsView; msg: string }>;
  forget: () => Promise<{ msg: string }>;
}

export const mercadoPago: CredentialProvider<MercadoPagoCredentials> = {
  name: words.mercadoPago,
  schema: mercadoPagoCredentialsSchema,
  fields: [
    { name: 'accessToken', label: words.accessToken, hint: words.accessTokenHint, secret: true },
    { name: 'webhookSecret', label: words.webhookSecret, hint: words.webhookSecretHint, secret: true },
  ],
  defaults: () => emptyValues(mercadoPagoCredentialsSchema),
  test: (body) => call(endpoints.testMercadoPago, { body }),
  save: (body) => call(endpoints.saveMercadoPago, { body }),
  forget: () => call(endpoints.forgetMercadoPago, {}),
};

export const payPal: CredentialProvider<PayPalCredentials> = {
  name: words.payPal,
  schema: payPalCredentialsSchema,
  fields: [
    { name: 'clientId', label: words.clientId, hint: words.clientHint },
    { name: 'clientSecret', label: words.clientSecret, hint: words.clientHint, secret: true },
    { name: 'webhookId', label: words.webhookId, hint: words.webhookIdHint },
    { name: 'environment', label: words.environment, choices: words.environments },
  ],
  // The environment she saved stays chosen: new credentials are most often for the same PayPal.
  defaults: (saved) => ({
    ...emptyValues(payPalCredentialsSchema),
    environment: saved?.environment ?? 'live',
  }),
  test: (body) => call(endpoints.testPayPal, { body }),
  save: (body) => call(endpoints.savePayPal, { body }),
  forget: () => call(endpoints.forgetPayPal, {}),
};
