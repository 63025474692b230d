import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { firstHeader } from '../../../lib/headers';
import { mercadoPagoPaymentStatuses } from '../mercadopago';
import { signMercadoPagoWebhook } from '../mercadopago-signature';
import type { Deliveries } from './deliveries';
import { SimulatedError, idempotent, originOf, parseOr400, requireBearer, withQuery } from './http';
import { checkoutPage, messagePage } from './page';

const preferenceBody = z
  .object({
    items: z
      .array(
        z.object({
          title: z.string().min(1),
          quantity: z.number().int().positive(),
          unit_price: z.number().positive(),
          currency_id: z.string().length(3),
        }),
      )
      .min(1),
    external_reference: z.string().optional(),
    back_urls: z.object({ success: z.url(), pending: z.url(), failure: z.url() }).partial().optional(),
    auto_return: z.enum(['approved', 'all']).optional(),
    notification_url: z.url().optional(),
    payer: z
      .object({ email: z.string().optional(), name: z.string().optional(), surname: z.string().optional() })
      .optional(),
    expires: z.boolean().optional(),
    expiration_date_to: z.iso.datetime({ offset: true }).optional(),
    payment_methods: z.object({ installments: z.number().int().min(1).max(36).optional() }).optional(),
  })
  // As the real API: auto_return without a success URL is a 400.
  .refine((body) => !body.auto_return || body.back_urls?.success, {
    message: 'back_urls.success must be defined when auto_return is set',
    path: ['auto_return'],
  });

/** A preference, with the access token of the account that made it: its payments are that account's. */
type Preference = z.output<typeof preferenceBody> & { id: string; seller: string };
type PaymentStatus = (typeof mercadoPagoPaymentStatuses)[number];

interface Payment {
  id: number;
  status: PaymentStatus;
  status_detail: string;
  transaction_amount: number;
  currency_id: string;
  external_reference: string | null;
  date_created: string;
  date_approved: string | null;
  preference_id: string;
  merchant_order_id: number;
  notification_url: string | undefined;
  /** The access token of the account it was paid to: its notifications are signed with that one's secret. */
  seller: string;
  transaction_amount_refunded: number;
  refunds: Refund[];
  installments: number;
  transaction_details: {
    total_paid_amount: number;
    net_received_amount: number;
    installment_amount: number;
  };
}

/** A refund as POST /v1/payments/{id}/refunds answers it and GET /v1/payments/{id}/refunds lists it. */
interface Refund {
  id: number;
  payment_id: number;
  amount: number;
  metadata: Record<string, never>;
  source: { id: string; name: string; type: 'collector' };
  date_created: string;
  unique_sequence_number: null;
  refund_mode: 'standard';
  adjustment_amount: number;
  status: 'approved';
  reason: null;
}

/** An empty body refunds in full (as the site does); `amount` gives part of it back (as her account may). */
const refundBody = z.object({ amount: z.number().positive().optional() }).optional();

const decisions = {
  approve: { status: 'approved', detail: 'accredited', backUrl: 'success' },
  reject: { status: 'rejected', detail: 'cc_rejected_other_reason', backUrl: 'failure' },
  pending: { status: 'pending', detail: 'pending_waiting_payment', backUrl: 'pending' },
} as const;

const details: Partial<Record<PaymentStatus, string>> = { cancelled: 'expired' };

/** A seller account: its collector id, the secret its notifications are signed with, its country's site. */
interface Account {
  id: number;
  webhookSecret: string;
  siteId: string;
}

export interface MercadoPagoSimulatorOptions {
  accessToken: string;
  webhookSecret: string;
  deliveries: Deliveries;
}

/** Checkout Pro's subset: preferences, the checkout page, payments, refunds, and signed notifications. */
export async function mercadoPagoSimulator(app: FastifyInstance, options: MercadoPagoSimulatorOptions) {
  const preferences = new Map<string, Preference>();
  const payments = new Map<string, Payment>();
  const byIdempotencyKey = new Map<string, { id: string; init_point: string }>();
  const refundsByKey = new Map<string, Refund>();
  const collectorId = randomInt(100_000_000, 999_999_999);
  let nextPaymentId = randomInt(1_000_000_000, 2_000_000_000);
  let nextRefundId = randomInt(1_000_000_000, 2_000_000_000);
  /** The seller accounts this Mercado Pago knows, by access token: the site's own, and any made for a test. */
  const accounts = new Map<string, Account>([
    [options.accessToken, { id: collectorId, webhookSecret: options.webhookSecret, siteId: 'MLA' }],
  ]);
  const authorized = (token: string) => accounts.has(token);

  function findPayment(id: string): Payment {
    const payment = payments.get(id);
    if (!payment)
      throw new SimulatedError(404, { message: 'Payment not found', error: 'not_found', status: 404 });
    return payment;
  }

  function notify(payment: Payment, action: 'payment.created' | 'payment.updated') {
    if (!payment.notification_url) return;
    const dataId = String(payment.id);
    const requestId = randomUUID();
    const url = new URL(payment.notification_url);
    url.searchParams.set('data.id', dataId);
    url.searchParams.set('type', 'payment');
    options.deliveries.send({
      url: url.toString(),
      what: `Mercado Pago ${action} ${dataId}`,
      headers: {
        'x-request-id': requestId,
        'x-signature': signMercadoPagoWebhook({
          dataId,
          requestId,
          ts: String(Math.floor(Date.now() / 1000)),
          secret: accounts.get(payment.seller)!.webhookSecret,
        }),
      },
      body: JSON.stringify({
        id: randomInt(10_000_000_000, 99_999_999_999),
        live_mode: false,
        type: 'payment',
        date_created: new Date().toISOString(),
        user_id: String(collectorId),
        api_version: 'v1',
        action,
        data: { id: dataId },
      }),
    });
  }

  /**
   * The payment given back, in full or `amount` of it: the refund kept and its notification sent. In full (or
   * once its parts add up to it), the payment reads refunded; in part, it stays approved with what was given
   * back in `transaction_amount_refunded`, as Mercado Pago answers.
   */
  function giveBack(payment: Payment, amount?: number): Refund {
    const left = payment.transaction_amount - payment.transaction_amount_refunded;
    const given: Refund = {
      id: nextRefundId++,
      payment_id: payment.id,
      amount: amount ?? left,
      metadata: {},
      source: { id: String(collectorId), name: 'Vendedor (simulación)', type: 'collector' },
      date_created: new Date().toISOString(),
      unique_sequence_number: null,
      refund_mode: 'standard',
      adjustment_amount: 0,
      status: 'approved',
      reason: null,
    };
    payment.refunds.push(given);
    payment.transaction_amount_refunded =
      Math.round((payment.transaction_amount_refunded + given.amount) * 100) / 100;
    if (payment.transaction_amount_refunded >= payment.transaction_amount) {
      payment.status = 'refunded';
      payment.status_detail = 'refunded';
    }
    notify(payment, 'payment.updated');
    return given;
  }

  app.post('/checkout/preferences', async (request, reply) => {
    const token = requireBearer(request, authorized);
    const body = parseOr400(preferenceBody, request.body);
    const answer = idempotent(byIdempotencyKey, firstHeader(request.headers['x-idempotency-key']), () => {
      const id = `${collectorId}-${randomUUID()}`;
      preferences.set(id, { ...body, id, seller: token });
      return { id, init_point: `${originOf(request)}${app.prefix}/checkout/v1/redirect?pref_id=${id}` };
    });
    const { seller, ...preference } = preferences.get(answer.id)!;
    return reply.code(201).send({ ...preference, ...answer, collector_id: accounts.get(seller)!.id });
  });

  /** A payment as the API shows it: its seller by collector id, never by access token. */
  const shown = ({ seller, ...payment }: Payment) => ({ ...payment, collector_id: accounts.get(seller)!.id });

  app.get('/v1/payments/:id', async (request) => {
    requireBearer(request, authorized);
    const payment = findPayment((request.params as { id: string }).id);
    return {
      ...shown(payment),
      live_mode: false,
      payment_method_id: 'account_money',
      order: { id: payment.merchant_order_id },
    };
  });

  // As Mercado Pago: the key is mandatory, and the same key answers the same refund (never a second one). Only
  // an approved payment can be given back; a refund that fails is not kept, so asking again tries again.
  app.post('/v1/payments/:id/refunds', async (request, reply) => {
    requireBearer(request, authorized);
    const key = firstHeader(request.headers['x-idempotency-key']);
    if (!key) {
      throw new SimulatedError(400, {
        message: 'X-Idempotency-Key header is required',
        error: 'bad_request',
        status: 400,
      });
    }
    const payment = findPayment((request.params as { id: string }).id);
    const amount = parseOr400(refundBody, request.body)?.amount;
    const refund = idempotent(refundsByKey, `${payment.id}:${key}`, () => {
      if (payment.status !== 'approved') {
        throw new SimulatedError(400, {
          message: `Payment in status ${payment.status} cannot be refunded`,
          error: 'bad_request',
          status: 400,
          cause: [{ code: 'invalid_payment_status', description: `Invalid status: ${payment.status}` }],
        });
      }
      if (amount !== undefined && amount > payment.transaction_amount - payment.transaction_amount_refunded) {
        throw new SimulatedError(400, {
          message: 'The amount to refund exceeds the available amount',
          error: 'bad_request',
          status: 400,
        });
      }
      return giveBack(payment, amount);
    });
    return reply.code(201).send(refund);
  });

  app.get('/v1/payments/:id/refunds', async (request) => {
    requireBearer(request, authorized);
    return findPayment((request.params as { id: string }).id).refunds;
  });

  const prefQuery = z.object({ pref_id: z.string() });

  /** The preference a checkout page is for, or the page that says why it cannot be paid. */
  function payable(prefId: string): Preference | { status: number; page: string } {
    const preference = preferences.get(prefId);
    if (!preference)
      return { status: 404, page: messagePage('Pago no encontrado', 'Este enlace de pago no existe.') };
    const closesAt = preference.expires && preference.expiration_date_to;
    if (closesAt && Date.parse(closesAt) < Date.now()) {
      return { status: 410, page: messagePage('Pago vencido', 'Este enlace de pago venció.') };
    }
    return preference;
  }

  app.get('/checkout/v1/redirect', async (request, reply) => {
    const preference = payable(parseOr400(prefQuery, request.query).pref_id);
    reply.type('text/html; charset=utf-8');
    if ('page' in preference) return reply.code(preference.status).send(preference.page);
    return checkoutPage({
      provider: 'Mercado Pago',
      items: preference.items.map((item) => ({ title: item.title, amount: item.unit_price * item.quantity })),
      total: totalOf(preference),
      currency: preference.items[0]?.currency_id ?? 'ARS',
      action: `${app.prefix}/checkout/v1/redirect?pref_id=${encodeURIComponent(preference.id)}`,
      installments: preference.payment_methods?.installments ?? MAX_OFFERED,
    });
  });

  app.post('/checkout/v1/redirect', async (request, reply) => {
    const preference = payable(parseOr400(prefQuery, request.query).pref_id);
    if ('page' in preference) {
      return reply.code(preference.status).type('text/html; charset=utf-8').send(preference.page);
    }
    const most = preference.payment_methods?.installments ?? MAX_OFFERED;
    const { decision, installments } = parseOr400(
      z.object({
        decision: z.enum(['approve', 'reject', 'pending']),
        installments: z.coerce.number().int().min(1).max(most).default(1),
      }),
      request.body,
    );
    const outcome = decisions[decision];
    const now = new Date().toISOString();
    const payment: Payment = {
      id: nextPaymentId++,
      status: outcome.status,
      status_detail: outcome.detail,
      transaction_amount: totalOf(preference),
      currency_id: preference.items[0]?.currency_id ?? 'ARS',
      external_reference: preference.external_reference ?? null,
      date_created: now,
      date_approved: outcome.status === 'approved' ? now : null,
      preference_id: preference.id,
      merchant_order_id: randomInt(10_000_000_000, 99_999_999_999),
      notification_url: preference.notification_url,
      seller: preference.seller,
      transaction_amount_refunded: 0,
      refunds: [],
      installments,
      transaction_details: financing(totalOf(preference), installments),
    };
    payments.set(String(payment.id), payment);
    notify(payment, 'payment.created');
    const backUrl = preference.back_urls?.[outcome.backUrl];
    if (!backUrl) {
      reply.type('text/html; charset=utf-8');
      return messagePage(
        'Pago registrado',
        `El pago quedó en estado «${payment.status}». Ya podés cerrar esta página.`,
      );
    }
    const hints = {
      collection_id: String(payment.id),
      collection_status: payment.status,
      payment_id: String(payment.id),
      status: payment.status,
      external_reference: payment.external_reference ?? 'null',
      payment_type: 'account_money',
      merchant_order_id: String(payment.merchant_order_id),
      preference_id: preference.id,
      site_id: 'MLA',
      processing_mode: 'aggregator',
      merchant_account_id: 'null',
    };
    // 303: the browser follows with a GET, as after the real checkout.
    return reply.redirect(withQuery(backUrl, hints), 303);
  });

  // The account an access token belongs to, as Mercado Pago answers it.
  app.get('/users/me', async (request) => {
    const account = accounts.get(requireBearer(request, authorized))!;
    return {
      id: account.id,
      nickname: `VENDEDOR${account.id}`,
      email: `vendedor${account.id}@simulador.test`,
      site_id: account.siteId,
      country_id: account.siteId === 'MLA' ? 'AR' : null,
    };
  });

  // Simulator only: a seller account made for a test (as in Mercado Pago's panel, test credentials): its access
  // token and the secret its notifications are signed with; `site_id` makes one of another country.
  app.post('/admin/accounts', async (request, reply) => {
    const { site_id } = parseOr400(z.object({ site_id: z.string().default('MLA') }), request.body ?? {});
    const id = randomInt(100_000_000, 999_999_999);
    const accessToken = `TEST-${randomInt(100_000_000_000, 999_999_999_999)}-${randomBytes(16).toString('hex')}-${id}`;
    const webhookSecret = randomBytes(32).toString('hex');
    accounts.set(accessToken, { id, webhookSecret, siteId: site_id });
    return reply.code(201).send({ access_token: accessToken, webhook_secret: webhookSecret });
  });

  // Simulator only: what happens later at Mercado Pago (a pending payment credited, a refund made from the
  // seller's account), with its notification.
  app.post('/admin/payments/:id', async (request) => {
    requireBearer(request, authorized);
    const payment = findPayment((request.params as { id: string }).id);
    const { status } = parseOr400(z.object({ status: z.enum(mercadoPagoPaymentStatuses) }), request.body);
    if (status === 'refunded') {
      giveBack(payment);
      return shown(payment);
    }
    payment.status = status;
    payment.status_detail = status === 'approved' ? 'accredited' : (details[status] ?? status);
    if (status === 'approved') payment.date_approved ??= new Date().toISOString();
    notify(payment, 'payment.updated');
    return shown(payment);
  });
}

/** What the checkout offers when the preference does not cap it: Mercado Pago's 12. */
const MAX_OFFERED = 12;

/**
 * What the buyer pays and the seller receives, as the simulator makes it up (illustrative, not Mercado Pago's
 * rates): 4 % more per cuota after the first, paid by the buyer; a 6.29 % fee taken from the price.
 */
function financing(price: number, installments: number) {
  const cents = (value: number) => Math.round(value * 100) / 100;
  const total = cents(price * (1 + 0.04 * (installments - 1)));
  return {
    total_paid_amount: total,
    net_received_amount: cents(price * (1 - 0.0629)),
    installment_amount: cents(total / installments),
  };
}

const totalOf = (preference: Preference) =>
  preference.items.reduce((sum, item) => sum + item.unit_price * item.quantity, 0);
