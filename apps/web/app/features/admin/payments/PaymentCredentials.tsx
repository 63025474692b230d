import { useId, useState } from 'react';
import { paymentCredentialsMessages as words, type PaymentCredentialsView } from '@constelaciones/contract';
import { mercadoPago, payPal, type ProviderView } from './credentialProviders';
import { ProviderCredentials } from './ProviderCredentials';

/** A card starts again when hers are saved or removed: nothing typed, no test's answer, her environment. */
const cardKey = (provider: string, view: ProviderView) => `${provider}-${view.saved?.savedAt ?? 'none'}`;

/**
 * Her own Mercado Pago and PayPal credentials, below the payment details: a card each, showing what the
 * server last said of both (docs/decisions/071-owner-payment-credentials.md).
 */
export function PaymentCredentials({ credentials }: { credentials: PaymentCredentialsView }) {
  const [view, setView] = useState(credentials);
  const headingId = useId();
  return (
    <section className="mt-5" aria-labelledby={headingId}>
      <h3 id={headingId} className="h4">
        {words.title}
      </h3>
      <p>{words.intro}</p>
      <ProviderCredentials
        key={cardKey(mercadoPago.name, view.mercadoPago)}
        provider={mercadoPago}
        view={view.mercadoPago}
        onChange={setView}
      />
      <ProviderCredentials
        key={cardKey(payPal.name, view.payPal)}
        provider={payPal}
        view={view.payPal}
        onChange={setView}
      />
    </section>
  );
}
