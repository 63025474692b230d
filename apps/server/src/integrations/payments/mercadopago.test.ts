import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { PaymentProviderError } from './http';
import { mercadoPagoClient, verifyWebhookSignature, type PreferenceRequest } from './mercadopago';
import { decide, useSimulator } from './test-support';

const env = useSimulator();
let client: ReturnType<typeof mercadoPagoClient>;
beforeAll(() => {
  client = mercadoPagoClient({
    apiBase: env.simulator.mercadoPagoBase,
    accessToken: env.simulator.secrets.mercadoPago.accessToken,
  });
});

const preference = (reference: string): PreferenceRequest => ({
  items: [{ title: 'Módulo 3: Los órdenes del amor', quantity: 1, unit_price: 45000, currency_id: 'ARS' }],
  external_reference: reference,
  back_urls: {
    success: 'http://localhost:3000/checkout/payment',
    pending: 'http://localhost:3000/checkout/payment',
    failure: 'http://localhost:3000/checkout/payment',
  },
  auto_return: 'approved',
  notification_url: `${env.receiver.url}/api/checkout/mp/webhook`,
  payer: { email: 'ana@example.com', name: 'Ana', surname: 'Pérez' },
});

describe('Mercado Pago client against the simulator', () => {
  it('creates a preference whose checkout approves a payment with the right reference, amount and currency', async () => {
    const created = await client.createPreference(preference('inscripcion-1'), 'clave-1');
    expect(created.init_point).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/simulador\/mp\//);

    const { html, status, location } = await decide(created.init_point, 'approve');
    expect(html).toContain('Simulación de pago: no se mueve dinero real');
    expect(html).toContain('Módulo 3: Los órdenes del amor');
    expect(html).toMatch(/ARS\s45\.000,00/);
    for (const button of ['Aprobar', 'Rechazar', 'Dejar pendiente'])
      expect(html).toContain(`>${button}</button>`);

    expect(status).toBe(303);
    expect(location.origin + location.pathname).toBe('http://localhost:3000/checkout/payment');
    const hints = Object.fromEntries(location.searchParams);
    expect(hints).toMatchObject({
      collection_status: 'approved',
      status: 'approved',
      external_reference: 'inscripcion-1',
      preference_id: created.id,
    });
    expect(hints.payment_id).toBe(hints.collection_id);
    expect(hints.merchant_order_id).toMatch(/^\d+$/);

    const payment = await client.getPayment(hints.payment_id ?? '');
    expect(payment).toMatchObject({
      id: hints.payment_id,
      status: 'approved',
      status_detail: 'accredited',
      transaction_amount: 45000,
      currency_id: 'ARS',
      external_reference: 'inscripcion-1',
    });
    expect(payment.date_approved).not.toBeNull();
  });

  it('records a rejected payment and sends the browser to the failure URL', async () => {
    const created = await client.createPreference(preference('inscripcion-2'), 'clave-2');
    const { location } = await decide(created.init_point, 'reject');
    expect(location.searchParams.get('status')).toBe('rejected');
    const payment = await client.getPayment(location.searchParams.get('payment_id') ?? '');
    expect(payment).toMatchObject({
      status: 'rejected',
      external_reference: 'inscripcion-2',
      date_approved: null,
    });
  });

  it('shows an expired preference as expired, and takes no payment for it', async () => {
    const created = await client.createPreference(
      { ...preference('vencida'), expires: true, expiration_date_to: '2024-01-01T00:00:00.000-03:00' },
      'clave-vencida',
    );
    const page = await fetch(created.init_point);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain('Este enlace de pago venció.');
    const paid = await fetch(created.init_point, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'decision=approve',
      redirect: 'manual',
    });
    expect(paid.status).toBe(410);
  });

  it('answers the same preference to the same idempotency key', async () => {
    const first = await client.createPreference(preference('inscripcion-3'), 'clave-3');
    const again = await client.createPreference(preference('inscripcion-3'), 'clave-3');
    expect(again).toEqual(first);
  });

  it('sends a signed notification that verifies with the secret', async () => {
    const created = await client.createPreference(preference('inscripcion-4'), 'clave-4');
    const { location } = await decide(created.init_point, 'pending');
    const paymentId = location.searchParams.get('payment_id');
    const arrival = await env.receiver.waitFor((a) => a.query.get('data.id') === paymentId);
    expect(arrival.path).toBe('/api/checkout/mp/webhook');
    expect(arrival.query.get('type')).toBe('payment');
    expect(JSON.parse(arrival.body)).toMatchObject({
      live_mode: false,
      type: 'payment',
      action: 'payment.created',
      data: { id: paymentId },
    });
    const check = {
      xSignature: String(arrival.headers['x-signature']),
      xRequestId: String(arrival.headers['x-request-id']),
      dataId: arrival.query.get('data.id') ?? undefined,
    };
    expect(
      verifyWebhookSignature({ ...check, secret: env.simulator.secrets.mercadoPago.webhookSecret }),
    ).toBe(true);
    expect(verifyWebhookSignature({ ...check, secret: 'otro-secreto' })).toBe(false);
    expect((await client.getPayment(paymentId ?? '')).status).toBe('pending');
  });

  it('refunds an approved payment in full once per idempotency key, notified like any refund', async () => {
    const created = await client.createPreference(preference('reembolsada'), 'clave-reembolso');
    const { location } = await decide(created.init_point, 'approve');
    const paymentId = location.searchParams.get('payment_id') ?? '';
    const [refund, again] = await Promise.all([
      client.refundPayment(paymentId, 'devolucion-1'),
      client.refundPayment(paymentId, 'devolucion-1'),
    ]);
    expect(refund).toMatchObject({ status: 'approved', amount: 45000 });
    expect(again).toEqual(refund);
    expect(await client.getPayment(paymentId)).toMatchObject({
      status: 'refunded',
      status_detail: 'refunded',
    });
    const listed = await fetch(`${env.simulator.mercadoPagoBase}/v1/payments/${paymentId}/refunds`, {
      headers: { authorization: `Bearer ${env.simulator.secrets.mercadoPago.accessToken}` },
    });
    expect(await listed.json()).toMatchObject([{ id: Number(refund.id), payment_id: Number(paymentId) }]);
    const update = await env.receiver.waitFor(
      (a) => a.query.get('data.id') === paymentId && JSON.parse(a.body).action === 'payment.updated',
    );
    expect(update.path).toBe('/api/checkout/mp/webhook');
    // Another key finds nothing left to give back, as Mercado Pago answers.
    await expect(client.refundPayment(paymentId, 'devolucion-2')).rejects.toMatchObject({
      kind: 'http',
      status: 400,
    });
    expect(await client.refundPayment(paymentId, 'devolucion-1')).toEqual(refund);
  });

  it('refuses to refund a payment that was not approved, or without an idempotency key', async () => {
    const created = await client.createPreference(preference('pendiente'), 'clave-pendiente');
    const { location } = await decide(created.init_point, 'pending');
    const paymentId = location.searchParams.get('payment_id') ?? '';
    await expect(client.refundPayment(paymentId, 'devolucion-3')).rejects.toMatchObject({ status: 400 });
    await expect(client.refundPayment('404', 'devolucion-4')).rejects.toMatchObject({ status: 404 });
    const keyless = await fetch(`${env.simulator.mercadoPagoBase}/v1/payments/${paymentId}/refunds`, {
      method: 'POST',
      headers: { authorization: `Bearer ${env.simulator.secrets.mercadoPago.accessToken}` },
    });
    expect(keyless.status).toBe(400);
    expect((await client.getPayment(paymentId)).status).toBe('pending');
  });

  it('turns refusals, wrong tokens, missing payments and unexpected answers into typed errors', async () => {
    const intruder = mercadoPagoClient({ apiBase: env.simulator.mercadoPagoBase, accessToken: 'otro' });
    await expect(intruder.getPayment('1')).rejects.toMatchObject({ kind: 'http', status: 401 });
    await expect(client.getPayment('404')).rejects.toMatchObject({ kind: 'http', status: 404 });
    const { success: _, ...withoutSuccess } = preference('x').back_urls;
    await expect(
      client.createPreference(
        { ...preference('x'), back_urls: withoutSuccess as PreferenceRequest['back_urls'] },
        'clave-5',
      ),
    ).rejects.toMatchObject({ kind: 'http', status: 400 });
    const odd = mercadoPagoClient({
      apiBase: `${env.simulator.mercadoPagoBase}/checkout/preferences`,
      accessToken: 'x',
    });
    await expect(odd.getPayment('1')).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('gives up on a silent server after its timeout, and says so', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const slow = mercadoPagoClient({
        apiBase: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`,
        accessToken: 'x',
        timeoutMs: 200,
      });
      const started = performance.now();
      await expect(slow.getPayment('1')).rejects.toMatchObject({ provider: 'mp', kind: 'timeout' });
      expect(performance.now() - started).toBeLessThan(2_000);
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });

  it('refuses an answer of the wrong shape rather than casting it', async () => {
    const liar = createServer((_request, response) => {
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ id: 1, status: 'pagado' }));
    });
    await new Promise<void>((resolve) => liar.listen(0, '127.0.0.1', resolve));
    try {
      const fooled = mercadoPagoClient({
        apiBase: `http://127.0.0.1:${(liar.address() as AddressInfo).port}`,
        accessToken: 'x',
      });
      await expect(fooled.getPayment('1')).rejects.toMatchObject({ kind: 'invalid-answer' });
    } finally {
      liar.close();
    }
  });
});
