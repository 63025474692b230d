import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { paymentSimulator } from './simulator';

export interface Arrival {
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
  /** What the receiver answered. */
  status: number;
}

/**
 * A loopback endpoint that records the webhooks it receives once it has answered them: with `statuses` in
 * turn, then 200, or with what `respond` decides (e.g. the app's own answer, the request handed to it).
 */
export async function startReceiver(
  respond: number[] | ((arrival: Omit<Arrival, 'status'>, url: string) => Promise<number>) = [],
) {
  const arrivals: Arrival[] = [];
  const waiters = new Set<() => void>();
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://receptor');
      const received = { path: url.pathname, query: url.searchParams, headers: request.headers, body };
      const answer = Array.isArray(respond)
        ? Promise.resolve(respond.shift() ?? 200)
        : respond(received, request.url ?? '/');
      void answer.then((status) => {
        arrivals.push({ ...received, status });
        response.writeHead(status).end();
        for (const wake of waiters) wake();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    arrivals,
    /** The first arrival matching `match`, as soon as it is answered; an error after `timeoutMs`. */
    waitFor(match: (arrival: Arrival) => boolean, timeoutMs = 10_000): Promise<Arrival> {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = arrivals.find(match);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching webhook within ${timeoutMs} ms (${arrivals.length} arrived)`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/**
 * The simulator alone, listening on a free loopback port, with known secrets and PayPal events sent to
 * `payPalWebhookUrl` (Mercado Pago's go to each preference's notification_url).
 */
export async function startSimulator(payPalWebhookUrl: string) {
  const secrets = {
    mercadoPago: { accessToken: 'APP_USR-simulado', webhookSecret: 'secreto-de-webhooks' },
    payPal: { clientId: 'cliente-simulado', clientSecret: 'secreto-simulado', webhookId: 'WH-SIMULADO' },
  };
  // A test double: its close drops open connections at once rather than waiting for kept-alive ones.
  const app = Fastify({ logger: false, forceCloseConnections: true });
  /** Paths of the requests the simulator received, to count calls. */
  const requests: string[] = [];
  app.addHook('onRequest', async (request) => void requests.push(request.url));
  await app.register(paymentSimulator, {
    publicUrl: 'http://127.0.0.1',
    mercadoPago: secrets.mercadoPago,
    payPal: { ...secrets.payPal, webhookUrl: payPalWebhookUrl },
    retryDelaysMs: [20, 50],
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    app,
    origin,
    requests,
    secrets,
    mercadoPagoBase: `${origin}/simulador/mp`,
    payPalBase: `${origin}/simulador/paypal`,
  };
}

/**
 * What a browser does on the checkout page: opens it, chooses its cuotas if told, then presses one of its
 * buttons. Returns the page and where the simulator sends the browser next.
 */
export async function decide(
  pageUrl: string,
  decision: 'approve' | 'reject' | 'pending',
  choices: { installments?: number } = {},
) {
  const page = await fetch(pageUrl);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
  if (!action) throw new Error(`no form on the checkout page (${page.status})`);
  const answer = await fetch(new URL(action, pageUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      decision,
      ...(choices.installments && { installments: String(choices.installments) }),
    }),
    redirect: 'manual',
  });
  await answer.body?.cancel();
  return { html, status: answer.status, location: new URL(answer.headers.get('location') ?? '', pageUrl) };
}

/**
 * A receiver and a simulator sending to it, started before this file's tests and closed after them. The
 * receiver refuses its first notifications with `statuses`.
 */
export function useSimulator(statuses: number[] = []) {
  const context = {} as { receiver: Receiver; simulator: Awaited<ReturnType<typeof startSimulator>> };
  beforeAll(async () => {
    context.receiver = await startReceiver(statuses);
    context.simulator = await startSimulator(`${context.receiver.url}/pp/webhook`);
  });
  afterAll(async () => {
    await context.simulator.app.close();
    await context.receiver.close();
  });
  return context;
}
