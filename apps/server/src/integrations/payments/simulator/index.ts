import type { FastifyInstance } from 'fastify';
import { assertSimulatorAllowed, type Config } from '../../../config';
import { webhookDeliveries } from './deliveries';
import { directLoopbackOnly } from '../../../lib/direct-only';
import { simulatedScope } from './http';
import { mercadoPagoSimulator } from './mercadopago-routes';
import { payPalSimulator } from './paypal-routes';
import { SIMULATOR_PREFIX } from './prefix';

export { SIMULATOR_PREFIX };

export interface SimulatorOptions {
  publicUrl: string;
  mercadoPago: { accessToken: string; webhookSecret: string };
  payPal: { clientId: string; clientSecret: string; webhookId: string; webhookUrl: string };
  /** Waits between webhook attempts (one attempt more than delays); tests shorten them. */
  retryDelaysMs?: readonly number[];
}

/** The simulator's settings from the configuration: the secrets config.ts drew at start, our webhook URL. */
export function simulatorOptions(config: Config): SimulatorOptions {
  const { mercadoPago, payPal } = config.payments;
  if (!config.payments.simulator || !mercadoPago || !payPal) {
    throw new Error('The payment simulator is off in this configuration');
  }
  return {
    publicUrl: config.publicUrl,
    mercadoPago,
    payPal: { ...payPal, webhookUrl: `${config.publicUrl}/api/checkout/pp/webhook` },
  };
}

/**
 * Plays Mercado Pago and PayPal for a site without credentials on this machine (development, end-to-end
 * tests): the same calls as the real APIs, a checkout page to approve, reject or leave a payment pending, and
 * signed webhooks. State lives in memory and is lost on restart, like the secrets.
 */
export async function paymentSimulator(app: FastifyInstance, options: SimulatorOptions): Promise<void> {
  // Defence in depth: whatever the configuration says, never on an address others can reach.
  assertSimulatorAllowed(options.publicUrl);
  const deliveries = webhookDeliveries(app.log, options.retryDelaysMs ?? [500, 2_000, 5_000]);
  app.addHook('onClose', async () => deliveries.close());
  await app.register(
    async (scope) => {
      // Before any route: each of them is then reachable only straight from this machine.
      directLoopbackOnly(scope);
      simulatedScope(scope);
      await scope.register(mercadoPagoSimulator, { ...options.mercadoPago, deliveries, prefix: '/mp' });
      await scope.register(payPalSimulator, {
        ...options.payPal,
        publicUrl: options.publicUrl,
        deliveries,
        prefix: '/paypal',
      });
    },
    { prefix: SIMULATOR_PREFIX },
  );
}
