import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, expect } from 'vitest';
import type { PaymentProvider, Purchase } from '@constelaciones/contract';
import { auditLog, purchases } from '../../db/schema';
import { decide, startReceiver, startSimulator } from '../../integrations/payments/test-support';
import { buildPurchasesTestApp, type Caller } from './test-fixtures';

/*
 * The app paying at the payment simulator over real HTTP. The simulator listens on its own loopback port with
 * known secrets, and the app calls it as it would call Mercado Pago and PayPal (their base URLs and
 * credentials set). The app's PUBLIC_URL is a loopback relay that hands every request it gets (the
 * simulator's signed webhooks) to the app unchanged, so notifications arrive as the providers send them; the
 * tests can hold them back to make a webhook race the return page.
 */

/** A receiver on loopback that hands every request to the app once attached, unless held. */
async function startRelay() {
  let target: FastifyInstance | undefined;
  let gate: { opened: Promise<void>; open: () => void } | undefined;
  /** Paths of the webhooks waiting behind the gate. */
  const held: string[] = [];
  const receiver = await startReceiver(async (arrival, url) => {
    if (gate) {
      held.push(url);
      await gate.opened;
    }
    const answer = await target!.inject({
      method: 'POST',
      url,
      headers: arrival.headers,
      payload: arrival.body,
    });
    return answer.statusCode;
  });
  return {
    ...receiver,
    held,
    attach(app: FastifyInstance) {
      target = app;
    },
    /** Webhooks arriving from now on wait until `release`. */
    hold() {
      let open = () => {};
      const opened = new Promise<void>((resolve) => (open = resolve));
      gate = { opened, open };
    },
    release() {
      gate?.open();
      gate = undefined;
      held.length = 0;
    },
  };
}

/** The real app (with `env` added to its configuration), a real mailbox, and the simulator playing both providers. */
export async function buildProviderTestApp(env: Record<string, string> = {}) {
  const relay = await startRelay();
  const simulator = await startSimulator(`${relay.url}/api/checkout/pp/webhook`);
  const { mercadoPago, payPal } = simulator.secrets;
  const testApp = await buildPurchasesTestApp({
    PUBLIC_URL: relay.url,
    MP_API_BASE: simulator.mercadoPagoBase,
    MP_ACCESS_TOKEN: mercadoPago.accessToken,
    MP_WEBHOOK_SECRET: mercadoPago.webhookSecret,
    PAYPAL_API_BASE: simulator.payPalBase,
    PAYPAL_CLIENT_ID: payPal.clientId,
    PAYPAL_CLIENT_SECRET: payPal.clientSecret,
    PAYPAL_WEBHOOK_ID: payPal.webhookId,
    ...env,
  });
  relay.attach(testApp.app);
  afterAll(async () => {
    await simulator.app.close();
    await relay.close();
  });

  /** What happens later at the provider (simulator only): a payment credited or refunded, a capture too. */
  async function later(path: string, bearer: string, body: object) {
    const response = await fetch(`${simulator.origin}/simulador${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`simulator ${path} answered ${response.status}`);
  }
  async function payPalToken(): Promise<string> {
    const response = await fetch(`${simulator.payPalBase}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${btoa(`${payPal.clientId}:${payPal.clientSecret}`)}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    return ((await response.json()) as { access_token: string }).access_token;
  }

  const { app } = testApp;
  const { db } = testApp.services.database;
  const post = (caller: Caller, url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: caller.headers, payload });

  /** The student's calls to pay at `provider`, and what a buyer does at its page. */
  function checkoutAt(provider: PaymentProvider) {
    const checkout = (caller: Caller, purchase: Purchase) =>
      post(caller, `/api/checkout/${provider}`, { idPurchase: purchase._id });
    return {
      checkout,
      /** The return page's check; `id` is the return's collection_id (Mercado Pago) or token (PayPal). */
      checkStatus: (caller: Caller, purchase: Purchase, id: string) =>
        post(caller, `/api/checkout/${provider}/status`, {
          id,
          idPurchase: purchase._id,
          type: purchase.inscriptionModel,
        }),
      /** Opens the provider's page and presses a button: the page, where it sends the buyer, and the return id. */
      async pay(caller: Caller, purchase: Purchase, decision: 'approve' | 'reject' | 'pending') {
        const res = await checkout(caller, purchase);
        expect(res.statusCode, res.body).toBe(200);
        const { html, location } = await decide(res.json<{ url: string }>().url, decision);
        const returnId = location.searchParams.get(provider === 'mp' ? 'collection_id' : 'token') ?? '';
        return { html, location, returnId };
      },
    };
  }

  return {
    ...testApp,
    relay,
    simulator,
    checkoutAt,
    stateOf: async (id: string) => (await db.select().from(purchases).where(eq(purchases.id, id)))[0]!,
    /** The purchase's audited changes of state. */
    transitions: async (id: string) =>
      (await db.select().from(auditLog).where(eq(auditLog.entityId, id))).filter(
        (entry) => entry.action === 'update',
      ),
    mercadoPagoLater: (paymentId: string, status: string) =>
      later(`/mp/admin/payments/${paymentId}`, mercadoPago.accessToken, { status }),
    payPalLater: async (captureId: string, status: string) =>
      later(`/paypal/admin/captures/${captureId}`, await payPalToken(), { status }),
    /** A signed PayPal event about something the simulator never made (simulator only). */
    payPalEvent: async (event: { event_type: string; resource_type: string; resource: object }) =>
      later('/paypal/admin/events', await payPalToken(), event),
  };
}
