import { eq } from 'drizzle-orm';
import {
  paymentCredentialsMessages as words,
  type MercadoPagoCredentials,
  type PaymentCredentialsView,
  type PaymentProvider,
  type PayPalCredentials,
} from '@constelaciones/contract';
import { paymentCredentials } from '../../db/schema';
import { PaymentProviderError } from '../../integrations/payments/http';
import { badRequest, HttpError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { auditedWrites, type Actor } from '../../platform/audited-write';
import type { Dependencies } from '../../platform/dependencies';

type CredentialsDependencies = Pick<
  Dependencies,
  'database' | 'images' | 'catalog' | 'config' | 'secrets' | 'paymentAccounts'
>;

const NAMES: Record<PaymentProvider, string> = { mp: words.mercadoPago, pp: words.payPal };

/** A refusal of 'Probar' or of a save, on a field when it names one. */
const refused = (message: string, field?: string) =>
  badRequest(message, field ? { [field]: message } : undefined);

/** What the provider's answer to a call with these credentials says of them. */
function providerRefusal(error: unknown, provider: PaymentProvider): HttpError {
  if (
    error instanceof PaymentProviderError &&
    error.kind === 'http' &&
    [400, 401, 403].includes(error.status!)
  ) {
    return refused(words.refusedToken(NAMES[provider]));
  }
  if (error instanceof PaymentProviderError) return new HttpError(503, words.unreachable(NAMES[provider]));
  throw error;
}

/** Each field's last four characters: all that is ever shown of them again. */
const hintsOf = (credentials: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(credentials)
      .filter(([field]) => field !== 'environment')
      .map(([field, value]) => [field, value.slice(-4)]),
  );

/**
 * The owner's own Mercado Pago and PayPal credentials in 'Datos de pago'
 * (docs/decisions/071-owner-payment-credentials.md): 'Probar' asks the provider with them; saving asks first,
 * then keeps them sealed with the secrets key, their last characters apart; never in an answer, the audit log
 * or the log. Server variables, when set, win: saving is then refused (409).
 */
export function paymentCredentialsService(deps: CredentialsDependencies, log: Logger) {
  const { db } = deps.database;
  const write = auditedWrites(deps);
  const webhookUrls: Record<PaymentProvider, string> = {
    mp: `${deps.config.publicUrl}/api/checkout/mp/webhook`,
    pp: `${deps.config.publicUrl}/api/checkout/pp/webhook`,
  };

  async function view(): Promise<PaymentCredentialsView> {
    const sources = await deps.paymentAccounts.sources();
    const rows = await db
      .select({
        provider: paymentCredentials.provider,
        hints: paymentCredentials.hints,
        environment: paymentCredentials.environment,
        updatedAt: paymentCredentials.updatedAt,
      })
      .from(paymentCredentials);
    const of = (provider: PaymentProvider) => {
      const row = rows.find((candidate) => candidate.provider === provider);
      return {
        source: sources[provider].source,
        webhookUrl: webhookUrls[provider],
        saved: row
          ? { hints: row.hints, environment: row.environment, savedAt: row.updatedAt.toISOString() }
          : null,
      };
    };
    return { mercadoPago: of('mp'), payPal: of('pp') };
  }

  /** 'Probar' with Mercado Pago: the account the access token belongs to, which must be Argentina's. */
  async function testMercadoPago(credentials: MercadoPagoCredentials): Promise<string> {
    const account = await deps.paymentAccounts
      .tryMercadoPago(credentials)
      .account()
      .catch((error: unknown) => {
        throw providerRefusal(error, 'mp');
      });
    if (account.site_id && account.site_id !== 'MLA') throw refused(words.notArgentine(account.site_id));
    return words.mercadoPagoWorks(account.nickname ?? account.email ?? account.id);
  }

  /** 'Probar' with PayPal: a token for the application, and its webhook of that id, sending to this site. */
  async function testPayPal(credentials: PayPalCredentials): Promise<string> {
    const client = deps.paymentAccounts.tryPayPal(credentials);
    const webhook = await client.getWebhook(credentials.webhookId).catch((error: unknown) => {
      if (error instanceof PaymentProviderError && error.status === 404) {
        throw refused(words.webhookMissing, 'webhookId');
      }
      throw providerRefusal(error, 'pp');
    });
    if (webhook.url !== webhookUrls.pp) throw refused(words.webhookElsewhere(webhook.url), 'webhookId');
    return words.payPalWorks;
  }

  /** Saves a provider's credentials once they work: sealed, audited by their last characters only. */
  async function save(
    actor: Actor,
    provider: PaymentProvider,
    credentials: MercadoPagoCredentials | PayPalCredentials,
    test: () => Promise<string>,
  ) {
    if ((await deps.paymentAccounts.sources())[provider].source === 'server') {
      throw new HttpError(409, words.serverWins(NAMES[provider]));
    }
    await test();
    const hints = hintsOf({ ...credentials });
    const environment = 'environment' in credentials ? credentials.environment : null;
    const values = { sealed: deps.secrets.seal(JSON.stringify(credentials)), hints, environment };
    await write({
      actor,
      entity: 'payment-credentials',
      async apply(tx) {
        const [before] = await tx
          .select({ hints: paymentCredentials.hints, environment: paymentCredentials.environment })
          .from(paymentCredentials)
          .where(eq(paymentCredentials.provider, provider));
        await tx
          .insert(paymentCredentials)
          .values({ provider, ...values })
          .onConflictDoUpdate({
            target: paymentCredentials.provider,
            set: { ...values, updatedAt: new Date() },
          });
        return {
          result: undefined,
          change: {
            action: before ? 'update' : 'create',
            entityId: null,
            before: before && { provider, ...before },
            after: { provider, hints, environment },
          },
        };
      },
    });
    log.info({ provider }, 'the owner saved payment credentials');
    return { credentials: await view(), msg: words.savedMessage(NAMES[provider]) };
  }

  /** Forgets her credentials of a provider: it is offered again only by the server's or the simulator's. */
  async function forget(actor: Actor, provider: PaymentProvider) {
    await write({
      actor,
      entity: 'payment-credentials',
      async apply(tx) {
        const [removed] = await tx
          .delete(paymentCredentials)
          .where(eq(paymentCredentials.provider, provider))
          .returning({ hints: paymentCredentials.hints, environment: paymentCredentials.environment });
        return {
          result: undefined,
          ...(removed && {
            change: { action: 'delete', entityId: null, before: { provider, ...removed } },
          }),
        };
      },
    });
    return { msg: words.forgotten(NAMES[provider]) };
  }

  return {
    view,
    testMercadoPago,
    testPayPal,
    saveMercadoPago: (actor: Actor, credentials: MercadoPagoCredentials) =>
      save(actor, 'mp', credentials, () => testMercadoPago(credentials)),
    savePayPal: (actor: Actor, credentials: PayPalCredentials) =>
      save(actor, 'pp', credentials, () => testPayPal(credentials)),
    forget,
  };
}
