import { checkoutEndpoints } from '@constelaciones/contract';
import type { Route } from './+types/admin-datos-de-pago';
import { adminLoader } from '../features/admin/kit/adminLoader';
import { PaymentSettingsForm } from '../features/admin/payments/PaymentSettingsForm';
import { call } from '../lib/client';
export { TabError as ErrorBoundary } from '../features/admin/kit/TabError';

export const clientLoader = adminLoader(() => call(checkoutEndpoints.paymentSettings, {}));

/** 'Datos de pago' (/admin/datos-de-pago): the owner's bank account, instructions for abroad, early price. */
export default function PaymentSettingsTab({ loaderData }: Route.ComponentProps) {
  return <PaymentSettingsForm settings={loaderData.settings} />;
}
