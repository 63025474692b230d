import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { firstHeader } from '../../../lib/headers';
import type { Deliveries } from './deliveries';
import { payPalEvents, verifyBody, type Webhook } from './paypal-events';
import { SimulatedError, idempotent, originOf, parseOr400, randomId, requireBearer, withQuery } from './http';
import { checkoutPage, messagePage } from './page';

const orderBody = z.object({
  intent: z.literal('CAPTURE'),
  purchase_units: z
    .array(
      z.object({
        amount: z.object({ currency_code: z.string().length(3), value: z.string().regex(/^\d+(\.\d{2})?$/) }),
        custom_id: z.string().max(127).optional(),
        description: z.string().max(127).optional(),
      }),
    )
    .length(1),
  payment_source: z.object({
    paypal: z.object({
      experience_context: z.object({
        return_url: z.url(),
        cancel_url: z.url(),
        user_action: z.string().optional(),
        shipping_preference: z.string().optional(),
        locale: z.string().optional(),
        brand_name: z.string().optional(),
      }),
    }),
  }),
});

interface Capture {
  id: string;
  status: 'COMPLETED' | 'PENDING' | 'DENIED' | 'REFUNDED' | 'PARTIALLY_REFUNDED';
  amount: { currency_code: string; value: string };
  custom_id: string | undefined;
  final_capture: true;
  create_time: string;
}

/** A refund of a capture, whole or part: what POST /v2/payments/captures/{id}/refund makes. */
interface Refund {
  id: string;
  status: 'COMPLETED';
  amount: { currency_code: string; value: string };
  /** All given back of its capture once this refund was made (PayPal's seller_payable_breakdown). */
  totalRefunded: string;
  create_time: string;
  captureId: string;
}

/** An empty body refunds in full (as the site does); `amount` gives part of it back (as her account may). */
const refundBody = z.object({
  amount: z.object({ currency_code: z.string(), value: z.string() }).optional(),
});

/** Why PayPal refuses to refund a capture in each status but COMPLETED and PARTIALLY_REFUNDED (its `issue`). */
const REFUND_REFUSALS: Record<Exclude<Capture['status'], 'COMPLETED' | 'PARTIALLY_REFUNDED'>, string> = {
  PENDING: 'PENDING_CAPTURE',
  DENIED: 'REFUND_NOT_ALLOWED',
  REFUNDED: 'CAPTURE_FULLY_REFUNDED',
};

interface Order {
  id: string;
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED';
  unit: z.output<typeof orderBody>['purchase_units'][number];
  context: z.output<typeof orderBody>['payment_source']['paypal']['experience_context'];
  /** Chosen on the checkout page: 'Dejar pendiente' approves, but the capture then stays PENDING. */
  captureStatus: 'COMPLETED' | 'PENDING';
  payerId: string | undefined;
  capture: Capture | undefined;
  /** The client id of the application that made it: its events go to that one's webhook. */
  seller: string;
  create_time: string;
}

type ResourceType = Parameters<ReturnType<typeof payPalEvents>['send']>[2];

/** An application: its secret, and the webhook its events go to. */
interface Account extends Webhook {
  clientSecret: string;
}

/** The events a webhook of the site listens to. */
const WEBHOOK_EVENTS = [
  'CHECKOUT.ORDER.APPROVED',
  'PAYMENT.CAPTURE.COMPLETED',
  'PAYMENT.CAPTURE.PENDING',
  'PAYMENT.CAPTURE.DENIED',
  'PAYMENT.CAPTURE.REFUNDED',
  'PAYMENT.CAPTURE.REVERSED',
];

export interface PayPalSimulatorOptions {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  /** Where the events go: PayPal sends to the URL registered with the webhook id. */
  webhookUrl: string;
  /** The origin the PAYPAL-CERT-URL header names. */
  publicUrl: string;
  deliveries: Deliveries;
}

const TOKEN_SECONDS = 32_400;

/** Orders v2's subset: tokens, orders, approval page, capture, refunds, webhooks and their verification. */
export async function payPalSimulator(app: FastifyInstance, options: PayPalSimulatorOptions) {
  const tokens = new Map<string, { expiresAt: number; clientId: string }>();
  const orders = new Map<string, Order>();
  const refunds = new Map<string, Refund>();
  const byRequestId = new Map<string, unknown>();
  const events = payPalEvents({
    certUrl: `${options.publicUrl}${app.prefix}/v1/notifications/certs/CERT-SIMULADOR`,
    deliveries: options.deliveries,
  });
  /** The applications this PayPal knows, by client id: the site's own, and any made for a test. */
  const accounts = new Map<string, Account>([
    [
      options.clientId,
      { clientSecret: options.clientSecret, webhookId: options.webhookId, webhookUrl: options.webhookUrl },
    ],
  ]);
  const authorized = (token: string) => (tokens.get(token)?.expiresAt ?? 0) > Date.now();
  /** The application a valid token was given to. */
  const accountOf = (token: string) => accounts.get(tokens.get(token)!.clientId)!;
  /** An order's event, sent to the webhook of the application that made it. */
  const notify = (order: Order, eventType: string, resourceType: ResourceType, resource: unknown) =>
    events.send(accounts.get(order.seller)!, eventType, resourceType, resource);

  const orderView = (order: Order, origin: string) => ({
    id: order.id,
    intent: 'CAPTURE',
    status: order.status,
    create_time: order.create_time,
    purchase_units: [
      {
        reference_id: 'default',
        amount: order.unit.amount,
        custom_id: order.unit.custom_id,
        description: order.unit.description,
        ...(order.capture ? { payments: { captures: [order.capture] } } : {}),
      },
    ],
    ...(order.payerId ? { payer: { payer_id: order.payerId } } : {}),
    links: [
      { href: `${origin}${app.prefix}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
      ...(order.status === 'PAYER_ACTION_REQUIRED'
        ? [
            {
              href: `${origin}${app.prefix}/checkoutnow?token=${order.id}`,
              rel: 'payer-action',
              method: 'GET',
            },
          ]
        : []),
    ],
  });

  function findOrder(id: string): Order {
    const order = orders.get(id);
    if (!order) {
      throw new SimulatedError(404, {
        name: 'RESOURCE_NOT_FOUND',
        message: 'The specified resource does not exist.',
        details: [{ issue: 'INVALID_RESOURCE_ID' }],
      });
    }
    return order;
  }

  /** The order a capture belongs to: PayPal names a capture on its own in webhooks and refunds. */
  function orderOfCapture(id: string): Order & { capture: Capture } {
    const order = [...orders.values()].find((candidate) => candidate.capture?.id === id);
    if (!order?.capture)
      throw new SimulatedError(404, { name: 'RESOURCE_NOT_FOUND', message: 'No such capture.' });
    return order as Order & { capture: Capture };
  }

  const captureUrl = (origin: string, id: string) => `${origin}${app.prefix}/v2/payments/captures/${id}`;

  const refundView = (refund: Refund, origin: string) => ({
    id: refund.id,
    status: refund.status,
    amount: refund.amount,
    seller_payable_breakdown: {
      total_refunded_amount: { currency_code: refund.amount.currency_code, value: refund.totalRefunded },
    },
    create_time: refund.create_time,
    update_time: refund.create_time,
    links: [
      { href: `${origin}${app.prefix}/v2/payments/refunds/${refund.id}`, rel: 'self', method: 'GET' },
      { href: captureUrl(origin, refund.captureId), rel: 'up', method: 'GET' },
    ],
  });

  /** What was given back of a capture so far, in cents. */
  const refundedCents = (captureId: string) =>
    [...refunds.values()]
      .filter((refund) => refund.captureId === captureId)
      .reduce((sum, refund) => sum + Math.round(Number(refund.amount.value) * 100), 0);

  /**
   * The capture given back, in full or `value` of it, as PayPal does it: the refund kept, the capture REFUNDED
   * (or PARTIALLY_REFUNDED while some is left), and the event sent, which carries the refund (linking 'up' to
   * its capture). A charge-back (the buyer's bank took the money back) is PayPal's reversal: the whole,
   * announced as PAYMENT.CAPTURE.REVERSED.
   */
  function giveBack(capture: Capture, origin: string, value?: string, event = 'PAYMENT.CAPTURE.REFUNDED') {
    const whole = Math.round(Number(capture.amount.value) * 100);
    const before = refundedCents(capture.id);
    const cents = value === undefined ? whole - before : Math.round(Number(value) * 100);
    if (cents <= 0 || before + cents > whole) throw unprocessable('REFUND_AMOUNT_EXCEEDED');
    const refund: Refund = {
      id: randomId(17),
      status: 'COMPLETED',
      amount: { currency_code: capture.amount.currency_code, value: (cents / 100).toFixed(2) },
      totalRefunded: ((before + cents) / 100).toFixed(2),
      create_time: new Date().toISOString(),
      captureId: capture.id,
    };
    refunds.set(refund.id, refund);
    capture.status = before + cents === whole ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    const view = refundView(refund, origin);
    notify(orderOfCapture(capture.id), event, 'refund', view);
    return view;
  }

  const unprocessable = (issue: string) =>
    new SimulatedError(422, {
      name: 'UNPROCESSABLE_ENTITY',
      message: 'The requested action could not be performed.',
      details: [{ issue }],
    });

  app.post('/v1/oauth2/token', async (request) => {
    const { grant_type } = parseOr400(z.object({ grant_type: z.string() }), request.body);
    const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const [clientId = '', clientSecret] = Buffer.from(basic ?? '', 'base64')
      .toString()
      .split(':');
    if (accounts.get(clientId)?.clientSecret !== clientSecret || grant_type !== 'client_credentials') {
      throw new SimulatedError(401, {
        error: 'invalid_client',
        error_description: 'Client Authentication failed',
      });
    }
    const token = `A21AA${randomBytes(24).toString('base64url')}`;
    tokens.set(token, { expiresAt: Date.now() + TOKEN_SECONDS * 1000, clientId });
    return {
      scope: 'https://uri.paypal.com/services/payments/payment',
      access_token: token,
      token_type: 'Bearer',
      app_id: 'APP-SIMULADOR',
      expires_in: TOKEN_SECONDS,
      nonce: randomUUID(),
    };
  });

  app.post('/v2/checkout/orders', async (request, reply) => {
    const token = requireBearer(request, authorized);
    const body = parseOr400(orderBody, request.body);
    const order = idempotent(byRequestId, firstHeader(request.headers['paypal-request-id']), () => {
      const made: Order = {
        id: randomId(17),
        status: 'PAYER_ACTION_REQUIRED',
        unit: body.purchase_units[0] as Order['unit'],
        context: body.payment_source.paypal.experience_context,
        captureStatus: 'COMPLETED',
        payerId: undefined,
        capture: undefined,
        create_time: new Date().toISOString(),
        seller: tokens.get(token)!.clientId,
      };
      orders.set(made.id, made);
      return made;
    }) as Order;
    return reply.code(200).send(orderView(order, originOf(request)));
  });

  app.get('/v2/checkout/orders/:id', async (request) => {
    requireBearer(request, authorized);
    return orderView(findOrder((request.params as { id: string }).id), originOf(request));
  });

  app.post('/v2/checkout/orders/:id/capture', async (request, reply) => {
    requireBearer(request, authorized);
    const order = findOrder((request.params as { id: string }).id);
    const key = firstHeader(request.headers['paypal-request-id']);
    const captured = idempotent(byRequestId, key && `capture:${key}`, () => {
      if (order.status === 'COMPLETED') throw unprocessable('ORDER_ALREADY_CAPTURED');
      if (order.status !== 'APPROVED') throw unprocessable('ORDER_NOT_APPROVED');
      order.status = 'COMPLETED';
      order.capture = {
        id: randomId(17),
        status: order.captureStatus,
        amount: order.unit.amount,
        custom_id: order.unit.custom_id,
        final_capture: true,
        create_time: new Date().toISOString(),
      };
      notify(order, `PAYMENT.CAPTURE.${order.captureStatus}`, 'capture', order.capture);
      return order;
    }) as Order;
    return reply.code(201).send(orderView(captured, originOf(request)));
  });

  app.post('/v1/notifications/verify-webhook-signature', async (request) => {
    requireBearer(request, authorized);
    const genuine = events.verify(parseOr400(verifyBody, request.body));
    return { verification_status: genuine ? 'SUCCESS' : 'FAILURE' };
  });

  // The application's webhook of that id, as PayPal answers it: another application's is not found.
  app.get('/v1/notifications/webhooks/:id', async (request) => {
    const account = accountOf(requireBearer(request, authorized));
    const { id } = request.params as { id: string };
    if (account.webhookId !== id) {
      throw new SimulatedError(404, {
        name: 'INVALID_RESOURCE_ID',
        message: 'Specified resource ID does not exist. Please check the resource ID and try again.',
      });
    }
    return {
      id,
      url: account.webhookUrl,
      event_types: WEBHOOK_EVENTS.map((name) => ({ name, description: name, status: 'ENABLED' })),
    };
  });

  // Simulator only: an application made for a test (as in PayPal's developer dashboard): its client id and
  // secret and its webhook's id; `webhook_url` registers that webhook at another address.
  app.post('/admin/accounts', async (request, reply) => {
    const { webhook_url } = parseOr400(
      z.object({ webhook_url: z.url().default(options.webhookUrl) }),
      request.body ?? {},
    );
    const clientId = `A${randomBytes(30).toString('base64url')}`;
    const account = {
      clientSecret: `E${randomBytes(30).toString('base64url')}`,
      webhookId: randomId(17),
      webhookUrl: webhook_url,
    };
    accounts.set(clientId, account);
    return reply.code(201).send({
      client_id: clientId,
      client_secret: account.clientSecret,
      webhook_id: account.webhookId,
    });
  });

  app.get('/v2/payments/captures/:id', async (request) => {
    requireBearer(request, authorized);
    const order = orderOfCapture((request.params as { id: string }).id);
    return {
      ...order.capture,
      supplementary_data: { related_ids: { order_id: order.id } },
      links: [{ href: captureUrl(originOf(request), order.capture.id), rel: 'self', method: 'GET' }],
    };
  });

  // The same PayPal-Request-Id answers the same refund; only a COMPLETED (or partly refunded) capture can be
  // given back, never beyond its amount, and a refund that fails is not kept, so asking again tries again.
  app.post('/v2/payments/captures/:id/refund', async (request, reply) => {
    requireBearer(request, authorized);
    const { capture } = orderOfCapture((request.params as { id: string }).id);
    const { amount } = parseOr400(refundBody, request.body ?? {});
    const key = firstHeader(request.headers['paypal-request-id']);
    const refund = idempotent(byRequestId, key && `refund:${key}`, () => {
      if (capture.status !== 'COMPLETED' && capture.status !== 'PARTIALLY_REFUNDED') {
        throw unprocessable(REFUND_REFUSALS[capture.status]);
      }
      if (amount && amount.currency_code !== capture.amount.currency_code) {
        throw unprocessable('CURRENCY_MISMATCH');
      }
      return giveBack(capture, originOf(request), amount?.value);
    });
    return reply.code(201).send(refund);
  });

  app.get('/v2/payments/refunds/:id', async (request) => {
    requireBearer(request, authorized);
    const refund = refunds.get((request.params as { id: string }).id);
    if (!refund) throw new SimulatedError(404, { name: 'RESOURCE_NOT_FOUND', message: 'No such refund.' });
    return refundView(refund, originOf(request));
  });

  const tokenQuery = z.object({ token: z.string() });

  app.get('/checkoutnow', async (request, reply) => {
    const order = orders.get(parseOr400(tokenQuery, request.query).token);
    reply.type('text/html; charset=utf-8');
    if (!order || order.status !== 'PAYER_ACTION_REQUIRED') {
      return reply
        .code(404)
        .send(messagePage('Orden no disponible', 'Esta orden no existe o ya fue aprobada.'));
    }
    const amount = Number(order.unit.amount.value);
    return checkoutPage({
      provider: 'PayPal',
      items: [{ title: order.unit.description ?? order.context.brand_name ?? 'Pago', amount }],
      total: amount,
      currency: order.unit.amount.currency_code,
      action: `${app.prefix}/checkoutnow?token=${encodeURIComponent(order.id)}`,
    });
  });

  app.post('/checkoutnow', async (request, reply) => {
    const order = findOrder(parseOr400(tokenQuery, request.query).token);
    const { decision } = parseOr400(
      z.object({ decision: z.enum(['approve', 'reject', 'pending']) }),
      request.body,
    );
    if (order.status !== 'PAYER_ACTION_REQUIRED') throw unprocessable('ORDER_ALREADY_APPROVED');
    // A buyer who refuses at PayPal goes back by the cancel URL; the order simply stays unapproved.
    if (decision === 'reject') {
      return reply.redirect(withQuery(order.context.cancel_url, { token: order.id }), 303);
    }
    order.status = 'APPROVED';
    order.payerId = randomId(13);
    order.captureStatus = decision === 'pending' ? 'PENDING' : 'COMPLETED';
    notify(order, 'CHECKOUT.ORDER.APPROVED', 'checkout-order', orderView(order, originOf(request)));
    return reply.redirect(
      withQuery(order.context.return_url, { token: order.id, PayerID: order.payerId }),
      303,
    );
  });

  // Simulator only: what happens later at PayPal (a pending capture completed or denied, a refund made from the
  // seller's account, a charge-back), notified.
  app.post('/admin/captures/:id', async (request) => {
    requireBearer(request, authorized);
    const order = orderOfCapture((request.params as { id: string }).id);
    const { capture } = order;
    const { status } = parseOr400(
      z.object({ status: z.enum(['COMPLETED', 'DENIED', 'REFUNDED', 'REVERSED']) }),
      request.body,
    );
    if (status === 'REFUNDED') {
      giveBack(capture, originOf(request));
    } else if (status === 'REVERSED') {
      giveBack(capture, originOf(request), undefined, 'PAYMENT.CAPTURE.REVERSED');
    } else {
      capture.status = status;
      notify(order, `PAYMENT.CAPTURE.${status}`, 'capture', capture);
    }
    return capture;
  });

  // Simulator only: an event about something this PayPal never made (a capture of another app on the same
  // account, say), signed as PayPal signs: what the site does when PayPal itself says "not found" then.
  app.post('/admin/events', async (request, reply) => {
    const token = requireBearer(request, authorized);
    const { event_type, resource_type, resource } = parseOr400(
      z.object({
        event_type: z.string(),
        resource_type: z.enum(['checkout-order', 'capture', 'refund']),
        resource: z.record(z.string(), z.unknown()),
      }),
      request.body,
    );
    events.send(accountOf(token), event_type, resource_type, resource);
    return reply.code(202).send({ sent: true });
  });
}
