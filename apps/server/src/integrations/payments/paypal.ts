import { z } from 'zod';
import { PaymentProviderError, requestJson, type JsonRequest } from './http';

export interface CreateOrderInput {
  /** USD with two decimals, as a string: PayPal refuses numbers and other precisions. */
  amount: string;
  /** The purchase id, returned in every capture. */
  customId: string;
  description: string;
  returnUrl: string;
  cancelUrl: string;
  brandName: string;
}

const money = z.object({ currency_code: z.string(), value: z.string() });

const captureSchema = z.object({
  id: z.string(),
  status: z.string(),
  amount: money,
  custom_id: z.string().optional(),
});

export type PayPalCapture = z.output<typeof captureSchema>;

/** GET /v2/payments/captures/{id}: a capture on its own names its order in `supplementary_data`. */
const standaloneCaptureSchema = captureSchema.extend({
  supplementary_data: z
    .object({ related_ids: z.object({ order_id: z.string().optional() }).optional() })
    .optional(),
});

/** POST /v2/payments/captures/{id}/refund: the refund (COMPLETED, PENDING, FAILED, CANCELLED). */
const refundSchema = z.object({ id: z.string(), status: z.string() });

export type PayPalRefund = z.output<typeof refundSchema>;

/** GET /v2/payments/refunds/{id}: a refund, with all given back of its capture so far. */
const refundReadSchema = refundSchema.extend({
  seller_payable_breakdown: z.object({ total_refunded_amount: money.optional() }).optional(),
});

/** A capture read on its own, with the order it belongs to when PayPal says it. */
export type PayPalStandaloneCapture = PayPalCapture & { orderId: string | undefined };

const orderSchema = z.object({
  id: z.string(),
  status: z.string(),
  purchase_units: z
    .array(
      z.object({
        custom_id: z.string().optional(),
        amount: money.optional(),
        payments: z.object({ captures: z.array(captureSchema).optional() }).optional(),
      }),
    )
    .optional(),
  links: z.array(z.object({ href: z.url(), rel: z.string() })).optional(),
});

export interface PayPalOrder {
  id: string;
  status: string;
  /** The first purchase unit's custom_id: the purchase it pays. */
  customId: string | undefined;
  /** The first capture of the first purchase unit, once there is one. */
  capture: PayPalCapture | undefined;
}

const toOrder = (order: z.output<typeof orderSchema>): PayPalOrder => ({
  id: order.id,
  status: order.status,
  customId: order.purchase_units?.[0]?.custom_id,
  capture: order.purchase_units?.[0]?.payments?.captures?.[0],
});

const webhookSchema = z.object({ id: z.string(), url: z.string() });
const tokenAnswer = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });
const verifyAnswer = z.object({ verification_status: z.string() });

/** The PAYPAL-* headers of a notification, in the lower case Node.js gives them. */
export type PayPalWebhookHeaders = Partial<Record<(typeof payPalWebhookHeaderNames)[number], string>>;

export const payPalWebhookHeaderNames = [
  'paypal-auth-algo',
  'paypal-cert-url',
  'paypal-transmission-id',
  'paypal-transmission-sig',
  'paypal-transmission-time',
] as const;

/** PayPal retries a notification it could not deliver for 3 days; a transmission older than this is no retry. */
const TRANSMISSION_MAX_AGE_MS = 4 * 24 * 60 * 60_000;
/** Clocks differ a little: a transmission from further in the future than this is made up. */
const TRANSMISSION_MAX_AHEAD_MS = 10 * 60_000;

const HEADER_FORMATS: Record<(typeof payPalWebhookHeaderNames)[number], RegExp> = {
  'paypal-auth-algo': /^SHA\d{3}withRSA$/,
  'paypal-cert-url': /^https?:\/\/\S{1,500}$/,
  'paypal-transmission-id': /^[A-Za-z0-9-]{8,64}$/,
  'paypal-transmission-sig': /^[A-Za-z0-9+/]{16,2048}={0,2}$/,
  'paypal-transmission-time': /^\d{4}-\d{2}-\d{2}T[\d:.]{8,15}(Z|[+-]\d{2}:?\d{2})$/,
};

/**
 * Why a notification cannot be PayPal's, told without asking PayPal (each verify-webhook-signature call spends
 * the owner's quota): a PAYPAL-* header missing or not in PayPal's format, a certificate not on PayPal's hosts
 * (or on the API host this site calls, which is the simulator's when it plays PayPal), a transmission time
 * further from now than PayPal's retries go. Undefined when only PayPal can tell.
 */
export function payPalWebhookRefusal(
  headers: PayPalWebhookHeaders,
  apiBase: string,
  now = Date.now(),
): string | undefined {
  for (const name of payPalWebhookHeaderNames) {
    const value = headers[name];
    if (!value) return `no ${name} header`;
    if (!HEADER_FORMATS[name].test(value)) return `malformed ${name} header`;
  }
  const cert = new URL(headers['paypal-cert-url']!);
  const onPayPal =
    cert.protocol === 'https:' && (cert.hostname === 'paypal.com' || cert.hostname.endsWith('.paypal.com'));
  if (!onPayPal && cert.hostname !== new URL(apiBase).hostname) return 'certificate not on PayPal';
  const sent = Date.parse(headers['paypal-transmission-time']!);
  if (!(now - sent <= TRANSMISSION_MAX_AGE_MS && sent - now <= TRANSMISSION_MAX_AHEAD_MS)) {
    return 'transmission time far from now';
  }
  return undefined;
}

export interface PayPalClient {
  createOrder(input: CreateOrderInput, requestId: string): Promise<{ id: string; approveUrl: string }>;
  captureOrder(id: string, requestId: string): Promise<PayPalOrder>;
  getOrder(id: string): Promise<PayPalOrder>;
  /** A capture as PayPal has it now (a webhook names one: its status may have changed since, e.g. refunded). */
  getCapture(id: string): Promise<PayPalStandaloneCapture>;
  /** A refund, and what its capture has given back in all once it was made (undefined if PayPal omits it). */
  getRefund(id: string): Promise<PayPalRefund & { totalRefunded: number | undefined }>;
  /**
   * Gives a capture back in full (an empty body): one refund per request id. The capture then reads
   * REFUNDED, and a PAYMENT.CAPTURE.REFUNDED notification follows.
   */
  refundCapture(id: string, requestId: string): Promise<PayPalRefund>;
  /** Why a notification cannot be PayPal's, told without asking PayPal (payPalWebhookRefusal). */
  refuseWebhook(headers: PayPalWebhookHeaders, now?: number): string | undefined;
  /** The application's webhook of that id (404 when it has none): what 'Probar' asks, with a token. */
  getWebhook(id: string): Promise<{ id: string; url: string }>;
  /** True only when PayPal answers SUCCESS for this event, these headers and our webhook id. */
  verifyWebhook(input: {
    headers: PayPalWebhookHeaders;
    webhookId: string;
    event: unknown;
  }): Promise<boolean>;
}

/** A token is renewed this long before PayPal says it expires, so a call never carries a dead one. */
const TOKEN_MARGIN_SECONDS = 60;

/** PayPal's Orders v2, refunds and webhook verification; the base URL may be the simulator's. */
export function payPalClient(options: {
  apiBase: string;
  clientId: string;
  clientSecret: string;
  timeoutMs?: number;
  /** Milliseconds since the epoch; tests move it to expire the cached token. */
  now?: () => number;
}): PayPalClient {
  const base = options.apiBase.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;
  const now = options.now ?? Date.now;
  let token: { value: Promise<string>; expiresAt: number } | undefined;

  function accessToken(): Promise<string> {
    if (token && now() < token.expiresAt) return token.value;
    const requestedAt = now();
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    const value = requestJson(
      'pp',
      {
        method: 'POST',
        url: `${base}/v1/oauth2/token`,
        headers: { authorization: `Basic ${basic}` },
        body: new URLSearchParams({ grant_type: 'client_credentials' }),
        timeoutMs,
      },
      tokenAnswer,
    ).then((answer) => {
      current.expiresAt = requestedAt + Math.max(0, answer.expires_in - TOKEN_MARGIN_SECONDS) * 1000;
      return answer.access_token;
    });
    // Calls made while the token is being fetched share that one request; a failed one is not kept.
    const current = { value, expiresAt: Number.POSITIVE_INFINITY };
    token = current;
    value.catch(() => {
      if (token === current) token = undefined;
    });
    return value;
  }

  async function call<T extends z.ZodType>(
    request: Omit<JsonRequest, 'headers' | 'timeoutMs' | 'url'> & {
      path: string;
      headers?: Record<string, string>;
    },
    schema: T,
  ): Promise<z.output<T>> {
    const send = (bearer: string) =>
      requestJson(
        'pp',
        {
          method: request.method,
          url: `${base}${request.path}`,
          headers: { authorization: `Bearer ${bearer}`, ...request.headers },
          body: request.body,
          timeoutMs,
        },
        schema,
      );
    const bearer = await accessToken();
    try {
      return await send(bearer);
    } catch (error) {
      // A cached token revoked before its time: fetch a new one once (the request id keeps a retried write single).
      if (!(error instanceof PaymentProviderError && error.status === 401)) throw error;
      token = undefined;
      return send(await accessToken());
    }
  }

  return {
    async createOrder(input, requestId) {
      const order = await call(
        {
          method: 'POST',
          path: '/v2/checkout/orders',
          headers: { 'paypal-request-id': requestId },
          body: {
            intent: 'CAPTURE',
            purchase_units: [
              {
                amount: { currency_code: 'USD', value: input.amount },
                custom_id: input.customId,
                description: input.description,
              },
            ],
            payment_source: {
              // PayPal's own (lower-case) field name: the glossary's payPal is for our identifiers only.
              paypal: {
                experience_context: {
                  return_url: input.returnUrl,
                  cancel_url: input.cancelUrl,
                  user_action: 'PAY_NOW',
                  shipping_preference: 'NO_SHIPPING',
                  locale: 'es-AR',
                  brand_name: input.brandName,
                },
              },
            },
          },
        },
        orderSchema,
      );
      const link =
        order.links?.find((l) => l.rel === 'payer-action') ?? order.links?.find((l) => l.rel === 'approve');
      if (!link) {
        throw new PaymentProviderError('pp', 'invalid-answer', 'paypal: the new order has no approval link');
      }
      return { id: order.id, approveUrl: link.href };
    },
    captureOrder: async (id, requestId) =>
      toOrder(
        await call(
          {
            method: 'POST',
            path: `/v2/checkout/orders/${encodeURIComponent(id)}/capture`,
            headers: { 'paypal-request-id': requestId },
            body: {},
          },
          orderSchema,
        ),
      ),
    getOrder: async (id) =>
      toOrder(
        await call({ method: 'GET', path: `/v2/checkout/orders/${encodeURIComponent(id)}` }, orderSchema),
      ),
    async getCapture(id) {
      const { supplementary_data, ...capture } = await call(
        { method: 'GET', path: `/v2/payments/captures/${encodeURIComponent(id)}` },
        standaloneCaptureSchema,
      );
      return { ...capture, orderId: supplementary_data?.related_ids?.order_id };
    },
    async getRefund(id) {
      const { seller_payable_breakdown, ...refund } = await call(
        { method: 'GET', path: `/v2/payments/refunds/${encodeURIComponent(id)}` },
        refundReadSchema,
      );
      const total = seller_payable_breakdown?.total_refunded_amount?.value;
      return { ...refund, totalRefunded: total === undefined ? undefined : Number(total) };
    },
    refundCapture: (id, requestId) =>
      call(
        {
          method: 'POST',
          path: `/v2/payments/captures/${encodeURIComponent(id)}/refund`,
          headers: { 'paypal-request-id': requestId },
          body: {},
        },
        refundSchema,
      ),
    getWebhook: (id) =>
      call({ method: 'GET', path: `/v1/notifications/webhooks/${encodeURIComponent(id)}` }, webhookSchema),
    refuseWebhook: (headers, now) => payPalWebhookRefusal(headers, base, now),
    async verifyWebhook({ headers, webhookId, event }) {
      // What cannot be PayPal's needs no question to PayPal.
      if (payPalWebhookRefusal(headers, base)) return false;
      const answer = await call(
        {
          method: 'POST',
          path: '/v1/notifications/verify-webhook-signature',
          body: {
            auth_algo: headers['paypal-auth-algo'],
            cert_url: headers['paypal-cert-url'],
            transmission_id: headers['paypal-transmission-id'],
            transmission_sig: headers['paypal-transmission-sig'],
            transmission_time: headers['paypal-transmission-time'],
            webhook_id: webhookId,
            webhook_event: event,
          },
        },
        verifyAnswer,
      );
      return answer.verification_status === 'SUCCESS';
    },
  };
}
