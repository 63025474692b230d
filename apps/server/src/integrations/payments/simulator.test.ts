import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../config';
import { buildTestApp } from '../../test/helper';
import { mercadoPagoClient, verifyWebhookSignature } from './mercadopago';
import { payPalClient } from './paypal';
import { paymentSimulator } from './simulator';
import { decide, useSimulator } from './test-support';

// The first two notifications are refused: the simulator must try again.
const env = useSimulator([503, 500]);

const mercadoPago = () =>
  mercadoPagoClient({
    apiBase: env.simulator.mercadoPagoBase,
    accessToken: env.simulator.secrets.mercadoPago.accessToken,
  });

async function approvedMercadoPagoPayment(reference: string): Promise<string> {
  const created = await mercadoPago().createPreference(
    {
      items: [{ title: 'Taller virtual', quantity: 1, unit_price: 20000, currency_id: 'ARS' }],
      external_reference: reference,
      back_urls: {
        success: 'http://localhost/ok',
        pending: 'http://localhost/ok',
        failure: 'http://localhost/ok',
      },
      auto_return: 'approved',
      notification_url: `${env.receiver.url}/mp`,
      payer: { email: 'ana@example.com' },
    },
    reference,
  );
  const { location } = await decide(created.init_point, 'approve');
  return location.searchParams.get('payment_id') ?? '';
}

const admin = (path: string, token: string, body: object) =>
  fetch(`${env.simulator.origin}/simulador${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('payment simulator', () => {
  it('retries a refused notification until it is taken, with the same valid signature', async () => {
    const paymentId = await approvedMercadoPagoPayment('reintento');
    const third = await env.receiver.waitFor(
      (a) =>
        a.query.get('data.id') === paymentId &&
        env.receiver.arrivals.filter((b) => b.body === a.body).length === 3,
    );
    expect(
      verifyWebhookSignature({
        xSignature: String(third.headers['x-signature']),
        xRequestId: String(third.headers['x-request-id']),
        dataId: paymentId,
        secret: env.simulator.secrets.mercadoPago.webhookSecret,
      }),
    ).toBe(true);
  });

  it('marks a Mercado Pago payment refunded for later tests, and notifies it', async () => {
    const paymentId = await approvedMercadoPagoPayment('reembolso');
    const token = env.simulator.secrets.mercadoPago.accessToken;
    expect((await admin(`/mp/admin/payments/${paymentId}`, 'otro', { status: 'refunded' })).status).toBe(401);
    expect((await admin(`/mp/admin/payments/${paymentId}`, token, { status: 'refunded' })).status).toBe(200);
    expect(await mercadoPago().getPayment(paymentId)).toMatchObject({ status: 'refunded' });
    const update = await env.receiver.waitFor(
      (a) => a.query.get('data.id') === paymentId && JSON.parse(a.body).action === 'payment.updated',
    );
    expect(update.path).toBe('/mp');
  });

  it('marks a PayPal capture refunded, and notifies it', async () => {
    const payPal = payPalClient({ apiBase: env.simulator.payPalBase, ...env.simulator.secrets.payPal });
    const created = await payPal.createOrder(
      {
        amount: '25.50',
        customId: 'reembolso-pp',
        description: 'Taller',
        returnUrl: 'http://localhost/ok',
        cancelUrl: 'http://localhost/no',
        brandName: 'Mariana Ríos',
      },
      'pedido-reembolso',
    );
    await decide(created.approveUrl, 'approve');
    const captureId = (await payPal.captureOrder(created.id, 'captura-reembolso')).capture?.id ?? '';
    const token = await fetch(`${env.simulator.payPalBase}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${btoa(`${env.simulator.secrets.payPal.clientId}:${env.simulator.secrets.payPal.clientSecret}`)}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    }).then(async (response) => ((await response.json()) as { access_token: string }).access_token);
    expect((await admin(`/paypal/admin/captures/${captureId}`, token, { status: 'REFUNDED' })).status).toBe(
      200,
    );
    expect((await payPal.getOrder(created.id)).capture?.status).toBe('REFUNDED');
    await env.receiver.waitFor(
      (a) => a.body.includes('"PAYMENT.CAPTURE.REFUNDED"') && a.body.includes(captureId),
    );
  });

  it('refuses to be mounted for an address others can reach', async () => {
    const app = Fastify({ logger: false });
    await expect(
      app
        .register(paymentSimulator, {
          publicUrl: 'https://sitio.example',
          mercadoPago: env.simulator.secrets.mercadoPago,
          payPal: {
            ...env.simulator.secrets.payPal,
            webhookUrl: 'https://sitio.example/api/checkout/pp/webhook',
          },
        })
        .ready(),
    ).rejects.toBeInstanceOf(ConfigError);
    await app.close();
  });
});

describe('the simulator in the app', () => {
  // Built in a hook, as the API tests do: the whole app on a fresh database takes a while on a busy machine.
  let built: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    built = await buildTestApp({ PUBLIC_URL: 'http://127.0.0.1:3999' });
  });

  it('is mounted on a loopback URL without credentials, and its page may redirect to loopback', async () => {
    const { app, deps } = built;
    const created = await app.inject({
      method: 'POST',
      url: '/simulador/mp/checkout/preferences',
      headers: { authorization: `Bearer ${deps.config.payments.mercadoPago?.accessToken}` },
      payload: { items: [{ title: 'Taller', quantity: 1, unit_price: 100, currency_id: 'ARS' }] },
    });
    expect(created.statusCode).toBe(201);
    const initPoint = new URL(created.json<{ init_point: string }>().init_point);
    const page = await app.inject({ url: initPoint.pathname + initPoint.search });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Simulación de pago: no se mueve dinero real');
    expect(page.headers['content-security-policy']).toContain(
      "form-action 'self' http://localhost:* http://127.0.0.1:* http://[::1]:*",
    );
    const home = await app.inject({ url: '/api/health' });
    expect(home.headers['content-security-policy']).toMatch(/form-action 'self'\s*;/);
  });
});
