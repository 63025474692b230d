import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '@constelaciones/contract';
import { providerPayments, purchases } from '../../db/schema';
import { buildPurchasesTestApp, bought, newActivity, student } from '../../test/fixtures/purchases';
import { decide } from './test-support';

/*
 * The site with its defaults (loopback address, no provider credentials) mounts the payment simulator and pays
 * at it over real HTTP. Only a request straight from this machine reaches it: one that went through a reverse
 * proxy on the same machine (its Host, its forwarding headers) finds the site's ordinary 404, and pays nothing.
 */

/** A port free on loopback now, for a PUBLIC_URL known before the app listens. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const testApp = await buildPurchasesTestApp({ PUBLIC_URL: origin, HOST: '127.0.0.1' });
const { app, deps } = testApp;
await app.listen({ port, host: '127.0.0.1' });
const { db } = deps.database;

const PROXIED = { host: 'constelaciones.example.org', 'x-forwarded-for': '203.0.113.9' };

/** A student's Mercado Pago purchase and the simulator's checkout page for it. */
async function checkoutPage() {
  const caller = await student(deps);
  const purchase = await bought(app, caller, {
    inscription: (await newActivity(deps)).id,
    inscriptionModel: 'Activity',
    wayToPay: 'mp',
  });
  const res = await app.inject({
    method: 'POST',
    url: '/api/checkout/mp',
    headers: caller.headers,
    payload: { idPurchase: purchase._id },
  });
  expect(res.statusCode, res.body).toBe(200);
  const page = new URL(res.json<{ url: string }>().url);
  expect(page.origin).toBe(origin);
  return { caller, purchase, path: `${page.pathname}${page.search}` };
}

const approve = (path: string, headers: Record<string, string>, remoteAddress?: string) =>
  app.inject({
    method: 'POST',
    url: path,
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'decision=approve',
    ...(remoteAddress ? { remoteAddress } : {}),
  });

const stateOf = async (id: string) => (await db.select().from(purchases).where(eq(purchases.id, id)))[0]!;

describe('the payment simulator behind a proxy', () => {
  it('answers a proxied approval with the site’s 404 and pays nothing', async () => {
    const { purchase, path } = await checkoutPage();
    const before = await stateOf(purchase._id);

    for (const method of ['GET', 'POST'] as const) {
      const res =
        method === 'GET' ? await app.inject({ url: path, headers: PROXIED }) : await approve(path, PROXIED);
      expect(res.statusCode, method).toBe(404);
      expect(res.json(), method).toEqual({ msg: messages.server.notFound });
    }
    // Over the network too, as the proxy itself would connect.
    const overHttp = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'x-forwarded-for': '203.0.113.9', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'decision=approve',
      redirect: 'manual',
    });
    expect(overHttp.status).toBe(404);

    expect(await stateOf(purchase._id)).toEqual(before);
    const attempts = await db
      .select()
      .from(providerPayments)
      .where(eq(providerPayments.purchaseId, purchase._id));
    expect(attempts).toMatchObject([{ status: 'created', providerPaymentId: null }]);
  });

  it.each([
    ['X-Forwarded-For', { 'x-forwarded-for': '203.0.113.9' }],
    ['X-Forwarded-Host', { 'x-forwarded-host': 'constelaciones.example.org' }],
    ['X-Forwarded-Proto', { 'x-forwarded-proto': 'https' }],
    ['Forwarded', { forwarded: 'for=203.0.113.9;proto=https' }],
    ['X-Real-IP', { 'x-real-ip': '203.0.113.9' }],
    ['a public Host', { host: 'constelaciones.example.org' }],
    ['a Host naming loopback inside another', { host: 'localhost@constelaciones.example.org' }],
  ])('answers 404 to a request with %s', async (_name, headers) => {
    const { path } = await checkoutPage();
    const res = await approve(path, headers);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ msg: messages.server.notFound });
  });

  it('answers 404 to a request whose connection is not from loopback, whatever it says', async () => {
    const { path } = await checkoutPage();
    const res = await approve(path, { host: `127.0.0.1:${port}` }, '203.0.113.9');
    expect(res.statusCode).toBe(404);
  });

  it('pays a direct request from this machine, as the browser in development does', async () => {
    const { caller, purchase, path } = await checkoutPage();
    for (const host of ['localhost', `localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`]) {
      const page = await app.inject({ url: path, headers: { host } });
      expect(page.statusCode, host).toBe(200);
      expect(page.body).toContain('Simulación de pago');
    }
    const { location } = await decide(`${origin}${path}`, 'approve');
    const res = await app.inject({
      method: 'POST',
      url: '/api/checkout/mp/status',
      headers: caller.headers,
      payload: {
        id: location.searchParams.get('collection_id'),
        idPurchase: purchase._id,
        type: 'Activity',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stateOf(purchase._id)).toMatchObject({ state: 'paid' });
  });
});
