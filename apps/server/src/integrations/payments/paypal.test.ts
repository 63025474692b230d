import { beforeAll, describe, expect, it } from 'vitest';
import {
  payPalClient,
  payPalWebhookRefusal,
  type CreateOrderInput,
  type PayPalWebhookHeaders,
} from './paypal';
import { decide, type Arrival, useSimulator } from './test-support';

const env = useSimulator();
let client: ReturnType<typeof payPalClient>;
beforeAll(() => {
  client = payPalClient({ apiBase: env.simulator.payPalBase, ...env.simulator.secrets.payPal });
});

const order = (customId: string): CreateOrderInput => ({
  amount: '60.00',
  customId,
  description: 'Módulo 3: Los órdenes del amor',
  returnUrl: 'http://localhost:3000/checkout/payment?pp=ok',
  cancelUrl: 'http://localhost:3000/checkout/payment?pp=cancel',
  brandName: 'Mariana Ríos',
});

const tokenRequests = () => env.simulator.requests.filter((path) => path.endsWith('/v1/oauth2/token')).length;

const event = (arrival: Arrival) =>
  JSON.parse(arrival.body) as { event_type: string; resource: { id: string } };
const eventOf = (type: string, resourceId: string) => (arrival: Arrival) =>
  arrival.path === '/pp/webhook' &&
  event(arrival).event_type === type &&
  event(arrival).resource.id === resourceId;

describe('PayPal client against the simulator', () => {
  it('keeps its token until shortly before it expires', async () => {
    let clock = Date.now();
    const own = payPalClient({
      apiBase: env.simulator.payPalBase,
      ...env.simulator.secrets.payPal,
      now: () => clock,
    });
    const before = tokenRequests();
    const [first] = await Promise.all([
      own.createOrder(order('t-1'), 't-1'),
      own.createOrder(order('t-2'), 't-2'),
    ]);
    await own.getOrder(first.id);
    expect(tokenRequests() - before).toBe(1);
    clock += (32_400 - 61) * 1000;
    await own.getOrder(first.id);
    expect(tokenRequests() - before).toBe(1);
    clock += 2_000;
    await own.getOrder(first.id);
    expect(tokenRequests() - before).toBe(2);
  });

  it('refuses wrong client credentials', async () => {
    const intruder = payPalClient({
      apiBase: env.simulator.payPalBase,
      clientId: 'otro',
      clientSecret: 'otro',
    });
    await expect(intruder.getOrder('X')).rejects.toMatchObject({
      provider: 'pp',
      kind: 'http',
      status: 401,
    });
  });

  it('creates an order that the buyer approves and the server captures, COMPLETED with custom_id and amount', async () => {
    const created = await client.createOrder(order('inscripcion-1'), 'pedido-1');
    expect(created.approveUrl).toContain(`/simulador/paypal/checkoutnow?token=${created.id}`);
    expect((await client.getOrder(created.id)).status).toBe('PAYER_ACTION_REQUIRED');

    const { html, location } = await decide(created.approveUrl, 'approve');
    expect(html).toContain('Simulación de pago: no se mueve dinero real');
    expect(html).toMatch(/USD\s60,00/);
    expect(location.origin + location.pathname).toBe('http://localhost:3000/checkout/payment');
    expect(location.searchParams.get('pp')).toBe('ok');
    expect(location.searchParams.get('token')).toBe(created.id);
    expect(location.searchParams.get('PayerID')).toMatch(/^[A-Z0-9]+$/);
    expect((await client.getOrder(created.id)).status).toBe('APPROVED');

    const captured = await client.captureOrder(created.id, 'captura-1');
    expect(captured.status).toBe('COMPLETED');
    expect(captured.capture).toMatchObject({
      status: 'COMPLETED',
      amount: { currency_code: 'USD', value: '60.00' },
      custom_id: 'inscripcion-1',
    });
    // The same request id answers the same capture; a new one is refused.
    expect(await client.captureOrder(created.id, 'captura-1')).toEqual(captured);
    await expect(client.captureOrder(created.id, 'captura-2')).rejects.toMatchObject({ status: 422 });
    expect((await client.getOrder(created.id)).capture?.id).toBe(captured.capture?.id);

    await env.receiver.waitFor(eventOf('CHECKOUT.ORDER.APPROVED', created.id));
    await env.receiver.waitFor(eventOf('PAYMENT.CAPTURE.COMPLETED', captured.capture?.id ?? ''));
  });

  it('refuses to capture an order the buyer has not approved, and sends a cancelling buyer to the cancel URL', async () => {
    const created = await client.createOrder(order('inscripcion-2'), 'pedido-2');
    await expect(client.captureOrder(created.id, 'captura-3')).rejects.toMatchObject({ status: 422 });
    const { location } = await decide(created.approveUrl, 'reject');
    expect(location.searchParams.get('pp')).toBe('cancel');
    expect(location.searchParams.get('token')).toBe(created.id);
  });

  it('leaves the capture PENDING when the buyer chose so', async () => {
    const created = await client.createOrder(order('inscripcion-3'), 'pedido-3');
    await decide(created.approveUrl, 'pending');
    const captured = await client.captureOrder(created.id, 'captura-4');
    expect(captured.capture?.status).toBe('PENDING');
    await env.receiver.waitFor(eventOf('PAYMENT.CAPTURE.PENDING', captured.capture?.id ?? ''));
  });

  it('refunds a COMPLETED capture in full once per request id, with the event PayPal sends', async () => {
    const created = await client.createOrder(order('inscripcion-5'), 'pedido-5');
    await decide(created.approveUrl, 'approve');
    const captureId = (await client.captureOrder(created.id, 'captura-5')).capture?.id ?? '';
    const [refund, again] = await Promise.all([
      client.refundCapture(captureId, 'devolucion-1'),
      client.refundCapture(captureId, 'devolucion-1'),
    ]);
    expect(refund.status).toBe('COMPLETED');
    expect(again).toEqual(refund);
    expect(await client.getCapture(captureId)).toMatchObject({ status: 'REFUNDED', orderId: created.id });
    const arrival = await env.receiver.waitFor(eventOf('PAYMENT.CAPTURE.REFUNDED', refund.id));
    const links = (JSON.parse(arrival.body) as { resource: { links: { rel: string; href: string }[] } })
      .resource.links;
    expect(links.find((link) => link.rel === 'up')?.href).toMatch(new RegExp(`/captures/${captureId}$`));
    await expect(client.refundCapture(captureId, 'devolucion-2')).rejects.toMatchObject({ status: 422 });
    expect(env.receiver.arrivals.filter(eventOf('PAYMENT.CAPTURE.REFUNDED', refund.id))).toHaveLength(1);
  });

  it('refuses to refund a capture still PENDING', async () => {
    const created = await client.createOrder(order('inscripcion-6'), 'pedido-6');
    await decide(created.approveUrl, 'pending');
    const captureId = (await client.captureOrder(created.id, 'captura-6')).capture?.id ?? '';
    await expect(client.refundCapture(captureId, 'devolucion-3')).rejects.toMatchObject({
      kind: 'http',
      status: 422,
      body: { details: [{ issue: 'PENDING_CAPTURE' }] },
    });
    expect((await client.getCapture(captureId)).status).toBe('PENDING');
  });

  it('verifies the events it sent, and only those, unchanged', async () => {
    const created = await client.createOrder(order('inscripcion-4'), 'pedido-4');
    await decide(created.approveUrl, 'approve');
    const arrival = await env.receiver.waitFor(eventOf('CHECKOUT.ORDER.APPROVED', created.id));
    const headers = arrival.headers as PayPalWebhookHeaders;
    const sent = JSON.parse(arrival.body) as Record<string, unknown>;
    const webhookId = env.simulator.secrets.payPal.webhookId;
    expect(await client.verifyWebhook({ headers, webhookId, event: sent })).toBe(true);

    const forged = { ...sent, resource: { ...(sent.resource as object), status: 'COMPLETED' } };
    expect(await client.verifyWebhook({ headers, webhookId, event: forged })).toBe(false);
    expect(await client.verifyWebhook({ headers, webhookId: 'WH-OTRO', event: sent })).toBe(false);
    const otherSig = { ...headers, 'paypal-transmission-sig': 'Zm9yamFkbw==' };
    expect(await client.verifyWebhook({ headers: otherSig, webhookId, event: sent })).toBe(false);
    const unknownId = { ...headers, 'paypal-transmission-id': crypto.randomUUID() };
    expect(await client.verifyWebhook({ headers: unknownId, webhookId, event: sent })).toBe(false);
    const { 'paypal-cert-url': _, ...incomplete } = headers;
    expect(await client.verifyWebhook({ headers: incomplete, webhookId, event: sent })).toBe(false);
  });
});

describe('payPalWebhookRefusal', () => {
  const now = Date.parse('2026-11-25T20:00:00Z');
  const real: PayPalWebhookHeaders = {
    'paypal-auth-algo': 'SHA256withRSA',
    'paypal-cert-url': 'https://api.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-a5cafa77',
    'paypal-transmission-id': 'd938e770-8046-11e6-8103-6b62a8a99ac4',
    'paypal-transmission-sig':
      'eDOnWUj9FXOnr2naQnrdL7bhgejVSTwRbwbJ0kuk5wAtm2ZYkr7w5BSUDO7e5ZOsqLwN3sPn3RV85Jd9pjHuTl==',
    'paypal-transmission-time': '2026-11-25T19:58:46Z',
  };
  const refusal = (change: Partial<PayPalWebhookHeaders>, apiBase = 'https://api-m.paypal.com') =>
    payPalWebhookRefusal({ ...real, ...change }, apiBase, now);

  it("leaves to PayPal what may be PayPal's: its hosts, the simulator's, a retry of 3 days ago", () => {
    expect(refusal({})).toBeUndefined();
    expect(
      refusal({ 'paypal-cert-url': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-1' }),
    ).toBeUndefined();
    expect(
      refusal(
        { 'paypal-cert-url': 'http://localhost/simulador/paypal/v1/notifications/certs/CERT-SIMULADOR' },
        'http://localhost:3000/simulador/paypal',
      ),
    ).toBeUndefined();
    expect(refusal({ 'paypal-transmission-time': '2026-11-22T20:00:00Z' })).toBeUndefined();
  });

  it.each([
    ['a missing header', { 'paypal-transmission-sig': undefined }, 'no paypal-transmission-sig header'],
    ['an unknown algorithm', { 'paypal-auth-algo': 'none' }, 'malformed paypal-auth-algo header'],
    [
      'a signature that is no base64',
      { 'paypal-transmission-sig': 'firma-falsa' },
      'malformed paypal-transmission-sig header',
    ],
    [
      'a time that is no time',
      { 'paypal-transmission-time': 'ayer' },
      'malformed paypal-transmission-time header',
    ],
    [
      'a certificate elsewhere',
      { 'paypal-cert-url': 'https://paypal.com.example.org/c' },
      'certificate not on PayPal',
    ],
    [
      'a certificate over http',
      { 'paypal-cert-url': 'http://api.paypal.com/c' },
      'certificate not on PayPal',
    ],
    [
      'a time 5 days old',
      { 'paypal-transmission-time': '2026-11-20T20:00:00Z' },
      'transmission time far from now',
    ],
    [
      'a time an hour ahead',
      { 'paypal-transmission-time': '2026-11-25T21:00:00Z' },
      'transmission time far from now',
    ],
  ])('refuses %s', (_what, change, reason) => {
    expect(refusal(change)).toBe(reason);
  });
});
