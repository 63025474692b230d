import { describe, expect, it } from 'vitest';
import {
  paymentCredentialsMessages as words,
  type PaymentCredentialsView,
  type PurchaseQuote,
} from '@constelaciones/contract';
import { auditLog, paymentCredentials } from '../../db/schema';
import { secretBox } from '../../lib/secret-box';
import { sessionFor } from '../../test/helper';
import { buildProviderTestApp } from '../../test/fixtures/providers';
import { bought, newActivity, student, type Caller } from '../../test/fixtures/purchases';

/*
 * The owner's own Mercado Pago and PayPal credentials (docs/decisions/071-owner-payment-credentials.md), on a
 * site whose server variables name no account, against the payment simulator over HTTP: 'Probar' asks the
 * provider, saving keeps them sealed and shows their last characters only, the checkout then takes payments into
 * her account (its webhooks signed with her secret), and nothing of them is in an answer, the audit log or the
 * log at its most verbose. Server variables, when set, win. On PGlite, and on PostgreSQL when DATABASE_URL names
 * one.
 */
const logged: string[] = [];
const site = await buildProviderTestApp(
  { LOG_LEVEL: 'trace' },
  { serverCredentials: false, logStream: { write: (line) => void logged.push(line) } },
);
const { app, deps, simulator, relay } = site;
const { db } = deps.database;
const owner = await sessionFor(deps, 'ADMIN');

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
  app.inject({ method, url: `/api/admin/payment-credentials${path}`, headers: owner.headers, payload });
const view = async () => (await send('GET', '')).json<PaymentCredentialsView>();

/** A seller account made at the simulator, as she makes test credentials in her provider's panel. */
async function newAccount(provider: 'mp' | 'paypal', body: object = {}) {
  const response = await fetch(`${simulator.origin}/simulador/${provider}/admin/accounts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as Record<string, string>;
}

async function waysToPay(caller: Caller) {
  const activity = await newActivity(deps);
  const res = await app.inject({
    method: 'GET',
    url: '/api/purchases/quote',
    headers: caller.headers,
    query: { inscription: activity.id, inscriptionModel: 'Activity' },
  });
  return res.json<{ quote: PurchaseQuote }>().quote.waysToPay;
}

/** Nothing of `secrets` in any answer so far, the audit log, the sealed rows or the log. */
async function expectNowhere(secrets: string[], answers: string[]) {
  const stored = JSON.stringify([
    await db.select().from(auditLog),
    await db.select().from(paymentCredentials),
  ]);
  for (const secret of secrets) {
    for (const text of [...answers, stored, logged.join('')]) expect(text).not.toContain(secret);
  }
}

describe("the owner's Mercado Pago credentials", () => {
  it('are tested, saved sealed, shown by their last characters, and then take the payments', async () => {
    const argentine = await student(deps);
    expect((await view()).mercadoPago).toMatchObject({
      source: 'none',
      saved: null,
      webhookUrl: `${relay.url}/api/checkout/mp/webhook`,
    });
    expect(await waysToPay(argentine)).not.toContain('mp');

    const account = await newAccount('mp');
    const mine = { accessToken: account.access_token!, webhookSecret: account.webhook_secret! };
    const wrong = await send('POST', '/mp/test', { ...mine, accessToken: 'APP_USR-1234-equivocado' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().msg).toBe(words.refusedToken('Mercado Pago'));
    const abroad = await newAccount('mp', { site_id: 'MLB' });
    const brazilian = await send('POST', '/mp/test', { ...mine, accessToken: abroad.access_token });
    expect(brazilian.json().msg).toBe(words.notArgentine('MLB'));
    // Refused at saving too: nothing is kept.
    expect((await send('PUT', '/mp', { ...mine, accessToken: 'APP_USR-1234-equivocado' })).statusCode).toBe(
      400,
    );
    expect(await db.select().from(paymentCredentials)).toEqual([]);

    const tested = await send('POST', '/mp/test', mine);
    expect(tested.statusCode, tested.body).toBe(200);
    expect(tested.json().msg).toMatch(/^Funcionan: la cuenta de Mercado Pago es VENDEDOR\d+\.$/);
    const saved = await send('PUT', '/mp', mine);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      msg: words.savedMessage('Mercado Pago'),
      credentials: {
        mercadoPago: {
          source: 'owner',
          saved: {
            hints: { accessToken: mine.accessToken.slice(-4), webhookSecret: mine.webhookSecret.slice(-4) },
          },
        },
        payPal: { source: 'none', saved: null },
      },
    });

    // The checkout offers Mercado Pago, and a payment lands in her account; its webhook, signed with her
    // secret, is believed.
    expect(await waysToPay(argentine)).toContain('mp');
    const purchase = await bought(app, argentine, {
      inscription: (await newActivity(deps)).id,
      inscriptionModel: 'Activity',
      wayToPay: 'mp',
    });
    const { returnId: paymentId } = await site.checkoutAt('mp').pay(argentine, purchase, 'approve');
    await relay.waitFor((arrival) => arrival.query.get('data.id') === paymentId);
    expect(await site.stateOf(purchase._id)).toMatchObject({ state: 'paid', paidByOperation: paymentId });
    const [me, payment] = await Promise.all(
      ['/users/me', `/v1/payments/${paymentId}`].map(
        async (path) =>
          (await fetch(`${simulator.mercadoPagoBase}${path}`, {
            headers: { authorization: `Bearer ${mine.accessToken}` },
          }).then((res) => res.json())) as { id: number; collector_id: number },
      ),
    );
    expect(payment!.collector_id).toBe(me!.id);

    await expectNowhere(Object.values(mine), [tested.body, saved.body, (await send('GET', '')).body]);

    const forgotten = await send('DELETE', '/mp');
    expect(forgotten.json().msg).toBe(words.forgotten('Mercado Pago'));
    expect((await view()).mercadoPago).toMatchObject({ source: 'none', saved: null });
    expect(await waysToPay(argentine)).not.toContain('mp');
  });
});

describe('credentials sealed with another secrets key', () => {
  it('count as not saved: the provider is not offered until she enters them again', async () => {
    const account = await newAccount('mp');
    const mine = { accessToken: account.access_token!, webhookSecret: account.webhook_secret! };
    expect((await send('PUT', '/mp', mine)).statusCode).toBe(200);
    const otherKey = secretBox('otra-clave-de-secretos-de-32-caracteres');
    await db.update(paymentCredentials).set({ sealed: otherKey.seal(JSON.stringify(mine)) });
    expect((await view()).mercadoPago.source).toBe('none');
    expect(await waysToPay(await student(deps))).not.toContain('mp');
    expect((await send('PUT', '/mp', mine)).statusCode).toBe(200);
    expect((await view()).mercadoPago.source).toBe('owner');
    await send('DELETE', '/mp');
  });
});

describe("the owner's PayPal credentials", () => {
  it('are tested with a token and their webhook, which must send to this site, and then take the payments', async () => {
    const application = await newAccount('paypal');
    const mine = {
      clientId: application.client_id!,
      clientSecret: application.client_secret!,
      webhookId: application.webhook_id!,
      environment: 'sandbox' as const,
    };
    const test = (body: object) => send('POST', '/pp/test', body);
    expect((await test({ ...mine, clientSecret: 'E-otro-secreto' })).json().msg).toBe(
      words.refusedToken('PayPal'),
    );
    const someoneElse = await newAccount('paypal');
    const missing = await test({ ...mine, webhookId: someoneElse.webhook_id });
    expect(missing.json()).toMatchObject({
      msg: words.webhookMissing,
      errors: { webhookId: words.webhookMissing },
    });
    const elsewhere = await newAccount('paypal', { webhook_url: 'https://otro-sitio.example/webhook' });
    const pointed = await test({
      clientId: elsewhere.client_id,
      clientSecret: elsewhere.client_secret,
      webhookId: elsewhere.webhook_id,
      environment: 'live',
    });
    expect(pointed.json().msg).toBe(words.webhookElsewhere('https://otro-sitio.example/webhook'));

    expect((await test(mine)).json().msg).toBe(words.payPalWorks);
    const saved = await send('PUT', '/pp', mine);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().credentials.payPal).toMatchObject({
      source: 'owner',
      saved: { environment: 'sandbox', hints: { clientId: mine.clientId.slice(-4) } },
    });

    // A buyer abroad pays at PayPal with her application: captured on the return page.
    await site.paidAtPayPal();
    const status = await app.inject({ method: 'GET', url: '/api/admin/site-status', headers: owner.headers });
    expect(status.json().checks).toContainEqual(
      expect.objectContaining({
        key: 'providers',
        done: false,
        detail: 'Mercado Pago: no se ofrece · PayPal: credenciales de prueba (no cobra de verdad).',
      }),
    );
    await expectNowhere([mine.clientSecret], [saved.body]);
  });
});

describe('server variables', () => {
  it('win over hers: the admin says so and does not save', async () => {
    const configured = await buildProviderTestApp();
    const admin = await sessionFor(configured.deps, 'ADMIN');
    const shown = await configured.app.inject({
      method: 'GET',
      url: '/api/admin/payment-credentials',
      headers: admin.headers,
    });
    expect(shown.json()).toMatchObject({ mercadoPago: { source: 'server' }, payPal: { source: 'server' } });
    const refused = await configured.app.inject({
      method: 'PUT',
      url: '/api/admin/payment-credentials/mp',
      headers: admin.headers,
      payload: { accessToken: 'APP_USR-1234567890', webhookSecret: 'secreto-de-ella' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe(words.serverWins('Mercado Pago'));
    expect(await configured.deps.database.db.select().from(paymentCredentials)).toEqual([]);
  });
});
