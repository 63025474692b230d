import { z } from 'zod';
import { requestJson } from './http';

export { verifyWebhookSignature } from './mercadopago-signature';

export interface PreferenceItem {
  title: string;
  quantity: number;
  unit_price: number;
  currency_id: 'ARS';
}

/** The body of `POST /checkout/preferences`, in Mercado Pago's own names (docs/payments.md). */
export interface PreferenceRequest {
  items: PreferenceItem[];
  /** The purchase id: how a payment is tied back to what it pays. */
  external_reference: string;
  back_urls: { success: string; pending: string; failure: string };
  auto_return: 'approved';
  notification_url: string;
  payer: { email: string; name?: string; surname?: string };
  /** `installments`: the most cuotas offered. */
  payment_methods?: { installments: number };
  expires?: boolean;
  expiration_date_to?: string;
}

export const mercadoPagoPaymentStatuses = [
  'pending',
  'approved',
  'authorized',
  'in_process',
  'in_mediation',
  'rejected',
  'cancelled',
  'refunded',
  'charged_back',
] as const;

const preferenceAnswer = z.object({ id: z.string().min(1), init_point: z.url() });

const paymentAnswer = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  status: z.enum(mercadoPagoPaymentStatuses),
  status_detail: z.string().nullable(),
  transaction_amount: z.number(),
  /** What was given back of it so far: the whole of it once `refunded`, part of it while still `approved`. */
  transaction_amount_refunded: z.number().default(0),
  currency_id: z.string(),
  /** The cuotas the buyer chose, and what was paid in all and received (financing and fees in between). */
  installments: z.number().int().nullable().default(null),
  transaction_details: z
    .object({
      total_paid_amount: z.number().nullable().default(null),
      net_received_amount: z.number().nullable().default(null),
    })
    .nullable()
    .default(null),
  external_reference: z.string().nullable(),
  date_approved: z.string().nullable(),
});

export type MercadoPagoPayment = z.output<typeof paymentAnswer>;

/** POST /v1/payments/{id}/refunds: the refund (its status is the refund's, not the payment's). */
const refundAnswer = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  status: z.string(),
  amount: z.number(),
});

export type MercadoPagoRefund = z.output<typeof refundAnswer>;

/** GET /users/me: the account an access token belongs to. */
const accountAnswer = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  nickname: z.string().nullable().default(null),
  email: z.string().nullable().default(null),
  /** 'MLA' for Argentina. */
  site_id: z.string().nullable().default(null),
});

export type MercadoPagoAccount = z.output<typeof accountAnswer>;

export interface MercadoPagoClient {
  createPreference(
    preference: PreferenceRequest,
    idempotencyKey: string,
  ): Promise<{ id: string; init_point: string }>;
  getPayment(id: string): Promise<MercadoPagoPayment>;
  /**
   * Gives a payment back in full (no body): one refund per idempotency key, however often it is asked. The
   * payment then reads `refunded`, and a `payment` notification follows.
   */
  refundPayment(id: string, idempotencyKey: string): Promise<MercadoPagoRefund>;
  /** The account the access token belongs to: what 'Probar' asks. */
  account(): Promise<MercadoPagoAccount>;
}

/** Mercado Pago's Checkout Pro and refunds, the calls the site needs; the base URL may be the simulator's. */
export function mercadoPagoClient(options: {
  apiBase: string;
  accessToken: string;
  timeoutMs?: number;
}): MercadoPagoClient {
  const base = options.apiBase.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;
  const auth = { authorization: `Bearer ${options.accessToken}` };
  return {
    createPreference: (preference, idempotencyKey) =>
      requestJson(
        'mp',
        {
          method: 'POST',
          url: `${base}/checkout/preferences`,
          headers: { ...auth, 'x-idempotency-key': idempotencyKey },
          body: preference,
          timeoutMs,
        },
        preferenceAnswer,
      ),
    getPayment: (id) =>
      requestJson(
        'mp',
        {
          method: 'GET',
          url: `${base}/v1/payments/${encodeURIComponent(id)}`,
          headers: auth,
          timeoutMs,
        },
        paymentAnswer,
      ),
    refundPayment: (id, idempotencyKey) =>
      requestJson(
        'mp',
        {
          method: 'POST',
          url: `${base}/v1/payments/${encodeURIComponent(id)}/refunds`,
          headers: { ...auth, 'x-idempotency-key': idempotencyKey },
          timeoutMs,
        },
        refundAnswer,
      ),
    account: () =>
      requestJson('mp', { method: 'GET', url: `${base}/users/me`, headers: auth, timeoutMs }, accountAnswer),
  };
}
