import { createHash } from 'node:crypto';
import type {
  CredentialSource,
  MercadoPagoCredentials,
  PaymentProvider,
  PayPalCredentials,
} from '@constelaciones/contract';
import type { PaymentsConfig } from '../config';
import type { Database } from '../db/client';
import { paymentCredentials } from '../db/schema';
import type { PaymentClients } from '../integrations/payments/clients';
import { mercadoPagoClient, type MercadoPagoClient } from '../integrations/payments/mercadopago';
import { payPalClient, type PayPalClient } from '../integrations/payments/paypal';
import type { SecretBox } from '../lib/secret-box';

/**
 * The payment providers as the site uses them at each call (docs/decisions/071-owner-payment-credentials.md):
 * server variables when set; else the owner's own credentials, saved sealed in 'Datos de pago', at the
 * providers' APIs (or the simulator's, when it runs); else, in development, the simulator's own account.
 */
export interface PaymentAccounts {
  /** The clients to use now; a provider is undefined while nothing configures it. */
  clients(): Promise<PaymentClients>;
  /**
   * Where each provider's credentials in use come from now, and whether they are test ones (the simulator,
   * Mercado Pago's TEST- tokens, PayPal's sandbox): nothing is really charged with them.
   */
  sources(): Promise<Record<PaymentProvider, { source: CredentialSource; test: boolean }>>;
  /** A client for credentials she is trying, where hers would be used: for 'Probar'. */
  tryMercadoPago(credentials: MercadoPagoCredentials): MercadoPagoClient;
  tryPayPal(credentials: PayPalCredentials): PayPalClient;
}

type Saved = { mp?: MercadoPagoCredentials; pp?: PayPalCredentials };

export function paymentAccounts(
  payments: PaymentsConfig,
  database: Database,
  secrets: SecretBox,
): PaymentAccounts {
  // Server variables are read once at start; in simulator mode, the accounts config.ts drew are the simulator's.
  const server = payments.simulator ? { mercadoPago: undefined, payPal: undefined } : payments;
  const simulated = payments.simulator ? payments : { mercadoPago: undefined, payPal: undefined };
  // One client per set of credentials for the life of the app: PayPal's keeps its access token between calls.
  const built = new Map<string, MercadoPagoClient | PayPalClient>();
  const once = <T extends MercadoPagoClient | PayPalClient>(options: object, make: () => T): T => {
    const key = createHash('sha256').update(JSON.stringify(options)).digest('hex');
    if (!built.has(key)) built.set(key, make());
    return built.get(key) as T;
  };
  const mercadoPagoOptions = (credentials: MercadoPagoCredentials) => ({
    apiBase: payments.bases.mercadoPago,
    ...credentials,
  });
  const payPalOptions = ({ environment, ...credentials }: PayPalCredentials) => ({
    apiBase: payments.bases.payPal[environment],
    ...credentials,
  });

  async function saved(): Promise<Saved> {
    const opened: Saved = {};
    for (const row of await database.db.select().from(paymentCredentials)) {
      // Sealed with another key (SECRETS_KEY lost or changed): as if not saved, so she enters them again.
      let values: unknown;
      try {
        values = JSON.parse(secrets.open(row.sealed));
      } catch {
        continue;
      }
      if (row.provider === 'mp') opened.mp = values as MercadoPagoCredentials;
      else opened.pp = values as PayPalCredentials;
    }
    return opened;
  }

  return {
    async clients() {
      const hers = server.mercadoPago && server.payPal ? {} : await saved();
      const mercadoPago =
        server.mercadoPago ?? (hers.mp && mercadoPagoOptions(hers.mp)) ?? simulated.mercadoPago;
      const payPal = server.payPal ?? (hers.pp && payPalOptions(hers.pp)) ?? simulated.payPal;
      return {
        mercadoPago: mercadoPago && {
          client: once(mercadoPago, () => mercadoPagoClient(mercadoPago)),
          webhookSecret: mercadoPago.webhookSecret,
        },
        payPal: payPal && { client: once(payPal, () => payPalClient(payPal)), webhookId: payPal.webhookId },
      };
    },
    async sources() {
      const hers = await saved();
      const mercadoPago = server.mercadoPago ?? (hers.mp && mercadoPagoOptions(hers.mp));
      const payPal = server.payPal ?? (hers.pp && payPalOptions(hers.pp));
      const source = (fromServer: boolean, fromHer: boolean): CredentialSource =>
        fromServer ? 'server' : fromHer ? 'owner' : payments.simulator ? 'simulator' : 'none';
      return {
        mp: {
          source: source(Boolean(server.mercadoPago), Boolean(hers.mp)),
          test: payments.simulator || Boolean(mercadoPago?.accessToken.startsWith('TEST-')),
        },
        pp: {
          source: source(Boolean(server.payPal), Boolean(hers.pp)),
          test:
            payments.simulator ||
            Boolean(payPal?.apiBase.includes('sandbox')) ||
            hers.pp?.environment === 'sandbox',
        },
      };
    },
    tryMercadoPago: (credentials) => mercadoPagoClient(mercadoPagoOptions(credentials)),
    tryPayPal: (credentials) => payPalClient(payPalOptions(credentials)),
  };
}
