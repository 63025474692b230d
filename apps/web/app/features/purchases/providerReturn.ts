import type { PaymentProvider } from '@constelaciones/contract';

/** Where the browser comes back from: Mercado Pago (`collection_id`, its payment) or PayPal (`token`, the order). */
export interface ProviderReturn {
  provider: PaymentProvider;
  /** The `id` of the status check: only a hint, the server asks the provider. */
  id: string;
}

/** A parameter that names nothing: absent, empty, or the 'null' Mercado Pago sends when no payment was made. */
const named = (value: string | null): string | undefined =>
  value && value.trim() && value.trim() !== 'null' ? value.trim() : undefined;

/** Reads the return parameters of /checkout/payment (spec section 2); null when neither is there. */
export function providerReturn(params: URLSearchParams): ProviderReturn | null {
  const payment = named(params.get('collection_id'));
  if (payment) return { provider: 'mp', id: payment };
  const order = named(params.get('token'));
  if (order) return { provider: 'pp', id: order };
  return null;
}
