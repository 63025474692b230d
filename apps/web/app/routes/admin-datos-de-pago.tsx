import { checkoutEndpoints, paymentCredentialsEndpoints } from '@constelaciones/contract';
import type { Route } from './+types/admin-datos-de-pago';
import { adminLoader } from '../features/admin/kit/adminLoader';
import { PaymentCredentials } from '../features/admin/payments/PaymentCredentials';
import { PaymentSettingsForm } from '../features/admin/payments/PaymentSettingsForm';
import { call } from '../lib/client';
export { TabError as ErrorBoundary } from '../features/admin/kit/TabError';

export const clientLoader = adminLoader(async () => {
  const [{ settings }, credentials] = await Promise.all([
    call(checkoutEndpoints.paymentSettings, {}),
    call(paymentCredentialsEndpoints.show, {}),
  ]);
  return { settings, credentials };
});

/**
 * 'Datos de pago' (/admin/datos-de-pago): the owner's bank account, instructions for abroad, early price, and
 * her own Mercado Pago and PayPal credentials.
 */
export default function PaymentSettingsTab({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PaymentSettingsForm settings={loaderData.settings} />
      <PaymentCredentials credentials={loaderData.credentials} />
    </>
  );
}
